package draughts50

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// FrisianRules is what a game played by the Frisian rules tells the kit
// (Frisian draughts, Frysk!): a zero-size type of its package. The games
// differ only by their start, which each package gives.
type FrisianRules interface {
	// Name returns the game's name in errors, in lower case: "frisian
	// draughts".
	Name() string
}

// Frisian is a position of a game played by the Frisian rules whose Rules
// are R: the Board, and for each side the king that has made the last
// steps in a row (without capturing) while its side has men, with how many
// (1–3): after three, that king may not step again until its side has
// captured or moved another piece (Official Rules for Frisian Draughts,
// article 17). It is a comparable value; two positions are == exactly when
// they are the same position, those counts included.
type Frisian[R FrisianRules] struct {
	Board
	run [2]uint8 // by colour: 0, or the steps (1–3) << 6 | the king's bit index
}

// ParseFrisian reads a position of the game R in PDN FEN (see ParseBoard),
// with an optional fourth section for the kings' runs of steps (article
// 17): "R" then, for each side whose king has stepped in a row, the side,
// the king's square and the steps, such as "W:W31,K28:B1,K5:RW28x2,B5x3".
// A run is only kept for a side that has men. The error says what was
// wrong.
func ParseFrisian[R FrisianRules](text string) (Frisian[R], error) {
	fields := strings.Split(strings.TrimSuffix(strings.TrimSpace(text), "."), ":")
	runs := ""
	if n := len(fields); n == 4 && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(fields[3])), "R") {
		runs = strings.TrimSpace(fields[3])[1:]
		fields = fields[:3]
	}
	b, err := ParseBoard(strings.Join(fields, ":"))
	if err != nil {
		return Frisian[R]{}, err
	}
	p := Frisian[R]{Board: b}
	if strings.TrimSpace(runs) == "" {
		return p, nil
	}
	bad := func(format string, args ...any) (Frisian[R], error) {
		return Frisian[R]{}, fmt.Errorf("bad FEN %q: %s", text, fmt.Sprintf(format, args...))
	}
	for _, item := range strings.Split(runs, ",") {
		item = strings.ToUpper(strings.TrimSpace(item))
		sq, steps, ok := strings.Cut(item, "X")
		if !ok || len(sq) < 2 || sq[0] != 'W' && sq[0] != 'B' {
			return bad("run %q must be a side, a king's square and its steps, such as W28x2", item)
		}
		c := checkers.Black
		if sq[0] == 'W' {
			c = checkers.Red
		}
		n, err := squareNumber(sq[1:])
		if err != nil {
			return bad("run %q: %v", item, err)
		}
		k, err := strconv.Atoi(steps)
		if err != nil || k < 1 || k > 3 {
			return bad("run %q: the steps %q must be 1, 2 or 3", item, steps)
		}
		switch {
		case p.run[c] != 0:
			return bad("two runs for %s", name(c))
		case p.side[c]&p.kings&bit(n) == 0:
			return bad("run %q: %s has no king on %d", item, name(c), n)
		case p.side[c]&^p.kings == 0:
			return bad("run %q: %s has no men, and its kings may step as often as they like", item, name(c))
		}
		p.run[c] = uint8(k<<6 | index(n))
	}
	return p, nil
}

// String returns the position in PDN FEN (see Board.String), with the
// kings' runs of steps after it when a side has one (see ParseFrisian).
func (p Frisian[R]) String() string {
	s := p.Board.String()
	sep := ":R"
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		if r := p.run[c]; r != 0 {
			s += sep + "BW"[c&1:c&1+1] + strconv.Itoa(number(int(r&63))) + "x" + strconv.Itoa(int(r>>6))
			sep = ","
		}
	}
	return s
}

// Run returns the square (1–50) of c's king that has stepped in a row and
// how many steps (1–3) it made; 0, 0 when there is none.
func (p *Frisian[R]) Run(c checkers.Color) (square, steps int) {
	r := p.run[c&1]
	if r == 0 {
		return 0, 0
	}
	return number(int(r & 63)), int(r >> 6)
}

// Hash returns the position's Zobrist key, the kings' runs included.
func (p *Frisian[R]) Hash() uint64 {
	return p.Board.Hash() ^ zobrist.Word(3, uint64(p.run[0])|uint64(p.run[1])<<8)
}

// banned returns the bit index of the king of the player to move that may
// not step, or -1.
func (p *Frisian[R]) banned() int {
	if r := p.run[p.turn&1]; r>>6 >= 3 {
		return int(r & 63)
	}
	return -1
}

// AppendMoves appends the legal moves to dst and returns the extended
// slice: the captures of the highest value if any piece can capture (a
// king worth more than a man and less than two; a king's capture before a
// man's of the same value), the steps otherwise, but none of the king that
// has stepped three times in a row while its side has men; each move once
// however many routes lead to it. It allocates nothing once dst has room.
func (p *Frisian[R]) AppendMoves(dst []Move) []Move {
	return p.frisianMoves(dst, p.banned())
}

// Play returns the position after m, a move AppendMoves gave; it does not
// check legality.
func (p *Frisian[R]) Play(m Move) Frisian[R] {
	q := Frisian[R]{Board: p.play(m), run: p.run}
	us := p.turn & 1
	q.run[us] = 0
	if m.jumps == 0 && m.flags&byMan == 0 {
		steps := uint8(1)
		if r := p.run[us]; r != 0 && r&63 == m.from {
			steps = min(r>>6+1, 3)
		}
		q.run[us] = steps<<6 | m.to
	}
	for c := range q.run {
		if r := q.run[c]; r != 0 && (q.side[c]&^q.kings == 0 || q.side[c]&q.kings&(1<<(r&63)) == 0) {
			q.run[c] = 0
		}
	}
	return q
}

// LegalMoves returns the legal moves in a new slice, sorted by the squares
// they start from, end on and pass through.
func (p Frisian[R]) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 32))
	sortMoves(moves)
	return moves
}

// Legal returns the legal moves as checkers.Move values, sorted as by
// LegalMoves.
func (p Frisian[R]) Legal() []checkers.Move { return checkers.MoveList(p.LegalMoves()) }

// After returns the position after m, which must be a legal Move of p.
func (p Frisian[R]) After(m checkers.Move) (checkers.Position, error) {
	var r R
	return typed.After[Frisian[R], Move](p, m, r.Name())
}

// Progress reports whether m captures or moves a man.
func (p Frisian[R]) Progress(m checkers.Move) bool {
	return typed.Progress[Frisian[R], Move](&p, m)
}

// CanCapture reports whether c, were it to move, could capture by the
// Frisian rules (along the rows and columns too).
func (p *Frisian[R]) CanCapture(c checkers.Color) bool { return p.frisianCanCapture(c) }

// HasMoves reports whether the player to move has a legal move.
func (p *Frisian[R]) HasMoves() bool {
	var buf [64]Move
	return len(p.AppendMoves(buf[:0])) > 0
}

// Status returns the result when the position ends the game, and the zero
// Result otherwise: the player to move who has no legal move (no piece
// left, or all blocked) loses (article 20). The draws are the Variant's.
func (p Frisian[R]) Status() checkers.Result {
	if p.HasMoves() {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.side[p.turn&1] == 0 {
		reason = checkers.AllCaptured
	}
	return checkers.Result{Outcome: checkers.WinFor(p.turn.Opponent()), Reason: reason}
}

// ParseMove reads a move ("32-28", "28x19", "37x28x19") and returns the
// legal move it names; see ParseMoveText.
func (p Frisian[R]) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// ParseMoveText reads a move and returns the legal move it names: a step by
// its two squares, "32-28"; a capture by its two ends, "28x19", when one
// legal capture has them; or a capture by every landing square, along the
// diagonals, rows and columns. The error says why the text is not a legal
// move here.
func (p Frisian[R]) ParseMoveText(text string) (Move, error) {
	legal := p.LegalMoves()
	return numbered.Parser[Move]{
		Legal:   legal,
		Turn:    p.turn,
		Squares: parseSquares,
		Owner:   p.whyNotOwn,
		Route:   func(squares []int) (Move, string) { return routeMove(legal, squares, p.frisianRoute, p.turn) },
		WhyNot: func(from, to int, jump bool) string {
			why := numbered.Unfinished(legal, []int{from, to}, p.turn)
			switch {
			case strings.HasPrefix(why, "the jump must be finished"):
				return why
			case len(legal) == 0:
				return fmt.Sprintf("%s has no legal move", name(p.turn))
			case legal[0].jumps > 0:
				return "capturing is compulsory, the capture of the highest value (a king's first): " + numbered.List(legal)
			case p.banned() >= 0 && number(p.banned()) == from:
				return fmt.Sprintf("the king on %d has made three moves in a row and may not move again until another piece moves or a capture is made", from)
			}
			return "it is not one of the legal moves: " + numbered.List(legal)
		},
	}.Parse(text)
}

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0).
func (p Frisian[R]) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return frisianPerft(&p, depth, bufs)
}

func frisianPerft[R FrisianRules](p *Frisian[R], depth int, bufs [][]Move) uint64 {
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0]
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		q := p.Play(moves[i])
		n += frisianPerft(&q, depth-1, bufs)
	}
	return n
}
