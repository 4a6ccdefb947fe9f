package coast

import (
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Move is one Coast-to-Coast move: a step or a chain of jumps by one checker,
// with the free move that follows a crowning, or a pass. Moves that leave the
// same position are one move, so a move is its checker's start square, where
// it ends (its own home when it is borne off) and whether it was crowned on
// the way. Route holds the route shown in its text; moves from AppendMoves
// have none and are written by their ends.
type Move struct {
	from, to uint8          // squares 0–63 (checkers.Square)
	crown    bool           // crowned on the opponent's home; to is where the free move ends
	pass     bool           // a pass: nothing else is set
	by       checkers.Color // the player who moves
	route    string         // the text with every landing, when known
}

// Pass is the move of a player who cannot move.
var Pass = Move{pass: true}

// From returns the square the moving checker starts on.
func (m Move) From() checkers.Square { return checkers.Square(m.from) }

// To returns the square the move ends on: its own home for a king borne off.
func (m Move) To() checkers.Square { return checkers.Square(m.to) }

// Crowns reports whether the checker is crowned on the way (and then makes
// a free move, which ends on To).
func (m Move) Crowns() bool { return m.crown }

// IsPass reports whether m is a pass.
func (m Move) IsPass() bool { return m.pass }

// String returns the move's text: "c3-d4", "c3:e5:e7", "g7-h8+h7" or
// "pass". A move without its route (from AppendMoves) is written by its
// ends, "c3:e7" or "f6:h8+f8", which ParseMove reads back to the same move.
func (m Move) String() string {
	switch {
	case m.pass:
		return "pass"
	case m.route != "":
		return m.route
	}
	var b strings.Builder
	from, to := m.From(), m.To()
	if m.crown {
		crownSq := checkers.Square(bitIndex(home[m.by^1]))
		b.WriteString(ends(from, crownSq))
		b.WriteByte('+')
		b.WriteString(strings.TrimPrefix(ends(crownSq, to), crownSq.String()+sep(crownSq, to)))
		return b.String()
	}
	return ends(from, to)
}

// ends writes a route by its ends: a step when they touch, else a chain.
func ends(from, to checkers.Square) string { return from.String() + sep(from, to) + to.String() }

func sep(from, to checkers.Square) string {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
		return "-"
	}
	return ":"
}
