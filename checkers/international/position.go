package international

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Position is an international draughts position: each side's pieces, which
// of them are kings, and the player to move. It is a comparable value; two
// positions are == exactly when they are the same position. Play returns
// the next position and leaves the receiver as it was. The zero Position is
// an empty board with Black to move.
type Position struct {
	side  [2]Bitboard // by checkers.Color: Black, Red (White)
	kings Bitboard
	turn  checkers.Color
}

// crownRow is the row where each side's men are crowned.
var crownRow = [2]Bitboard{checkers.Black: bottomRow, checkers.Red: topRow}

// Start returns the start position: Black's men on 1–20, White's on 31–50,
// White to move.
func Start() Position {
	return Position{side: [2]Bitboard{checkers.Black: squares(1, 20), checkers.Red: squares(31, 50)}, turn: checkers.Red}
}

// Turn returns the player to move (White is checkers.Red).
func (p Position) Turn() checkers.Color { return p.turn }

// Pieces returns c's pieces.
func (p *Position) Pieces(c checkers.Color) Bitboard { return p.side[c&1] }

// Kings returns the kings of both sides.
func (p *Position) Kings() Bitboard { return p.kings }

// Count returns how many men and kings c has.
func (p *Position) Count(c checkers.Color) (men, kings int) {
	s := p.side[c&1]
	return count(s &^ p.kings), count(s & p.kings)
}

// At returns the colour of the piece on the square numbered n (1–50) and
// whether it is a king; ok is false for an empty square or n off the board.
func (p *Position) At(n int) (c checkers.Color, king, ok bool) {
	if n < 1 || n > 50 {
		return 0, false, false
	}
	b := bit(n)
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if p.side[c]&b != 0 {
			return c, p.kings&b != 0, true
		}
	}
	return 0, false, false
}

// Play returns the position after m, a move AppendMoves gave; it does not
// check legality.
func (p *Position) Play(m Move) Position {
	q := *p
	from, to := Bitboard(1)<<m.from, Bitboard(1)<<m.to
	us := q.turn & 1
	q.side[us^1] &^= m.captured
	q.side[us] = q.side[us]&^from | to
	k := q.kings &^ m.captured
	if k&from != 0 || m.flags&crowns != 0 {
		k = k&^from | to
	}
	q.kings = k
	q.turn ^= 1
	return q
}

// Hash returns the position's Zobrist key: equal positions have equal keys,
// and different ones equal keys only by a 1 in 2⁶⁴ chance.
func (p *Position) Hash() uint64 {
	k := zobrist.Word(0, uint64(p.side[0])) ^ zobrist.Word(1, uint64(p.side[1])) ^ zobrist.Word(2, uint64(p.kings))
	if p.turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	return k
}

// LegalMoves returns the legal moves in a new slice, sorted by the squares
// they start from, end on and pass through.
func (p Position) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 32))
	sortMoves(moves)
	return moves
}

// Legal returns the legal moves as checkers.Move values, sorted as by
// LegalMoves.
func (p Position) Legal() []checkers.Move { return checkers.MoveList(p.LegalMoves()) }

// After returns the position after m, which must be a legal Move of p.
func (p Position) After(m checkers.Move) (checkers.Position, error) {
	return typed.After[Position, Move](p, m, "international draughts")
}

// Progress reports whether m captures or moves a man: the moves after which
// no earlier position can come back, which reset the count of FMJD 6.2
// (25 moves each of kings only, without a capture).
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// ProgressMove is Progress for a Move: whether it captures or moves a man.
func (p *Position) ProgressMove(m Move) bool { return m.jumps > 0 || m.flags&byMan != 0 }

// HasMoves reports whether the player to move has a legal move.
func (p *Position) HasMoves() bool {
	us := p.turn & 1
	own, empty := p.side[us], onBoard&^(p.side[0]|p.side[1])
	if p.CanCapture(p.turn) || own&p.kings != 0 && kingSteps(own&p.kings, empty) {
		return true
	}
	men := own &^ p.kings
	for _, d := range forward[us] {
		if step(men, d)&empty != 0 {
			return true
		}
	}
	return false
}

// kingSteps reports whether any of kings can step to an empty square.
func kingSteps(kings, empty Bitboard) bool {
	for d := range direction(4) {
		if step(kings, d)&empty != 0 {
			return true
		}
	}
	return false
}

// Status returns the result when the player to move has no legal move (he
// loses, whether he has pieces left or not), and the zero Result otherwise.
// The draws by repetition and by the FMJD's counts are the Game's (see
// Variant).
func (p Position) Status() checkers.Result {
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
func (p Position) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}
