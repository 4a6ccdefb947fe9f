package draughts32

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Rules is what a game on the 32 squares tells the kit: a zero-size type of
// its package whose methods are its differences.
type Rules interface {
	// Name returns the game's name, for errors ("Russian draughts").
	Name() string
	// Notation returns how the game writes squares, moves and positions.
	Notation() Notation
	// AppendMoves appends the legal moves of b to dst, each once however
	// many routes lead to it.
	AppendMoves(b *Board, dst []Move) []Move
}

// Position is a position of the game whose rules are R, as a
// checkers.Position: a Board with the game's rules. It is a comparable
// value; Play returns the next position and leaves the receiver as it was.
type Position[R Rules] struct{ Board }

// NewPosition returns the position of b in the game R.
func NewPosition[R Rules](b Board) Position[R] { return Position[R]{b} }

// Parse reads a position of the game R in its notation (Notation.Parse).
func Parse[R Rules](text string) (Position[R], error) {
	var r R
	b, err := r.Notation().Parse(text)
	return Position[R]{b}, err
}

// Turn returns the player to move.
func (p Position[R]) Turn() checkers.Color { return p.Board.Turn }

// AppendMoves appends the legal moves to dst, each once.
func (p *Position[R]) AppendMoves(dst []Move) []Move {
	var r R
	first := len(dst)
	dst = r.AppendMoves(&p.Board, dst)
	note := r.Notation()
	for i := first; i < len(dst); i++ {
		dst[i].note = note
	}
	return dst
}

// Play returns the position after m, a move AppendMoves gave.
func (p *Position[R]) Play(m Move) Position[R] { return Position[R]{p.Board.Play(m)} }

// LegalMoves returns the legal moves in a new slice, sorted by the squares they
// start from, end on and pass through.
func (p Position[R]) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 16))
	slices.SortFunc(moves, numbered.Compare[Move])
	return moves
}

// Legal returns the legal moves as checkers.Move values, sorted as by LegalMoves.
func (p Position[R]) Legal() []checkers.Move { return checkers.MoveList(p.LegalMoves()) }

// After returns the position after m, which must be a legal Move of p.
func (p Position[R]) After(m checkers.Move) (checkers.Position, error) {
	var r R
	return typed.After[Position[R], Move](p, m, r.Name())
}

// Progress reports whether m captures or moves a man: the moves after which
// no earlier position can come back.
func (p Position[R]) Progress(m checkers.Move) bool {
	return typed.Progress[Position[R], Move](&p, m)
}

// ProgressMove is Progress for a Move: whether it captures or moves a man.
func (p *Position[R]) ProgressMove(m Move) bool { return m.jumps > 0 || m.man }

// HasMoves reports whether the player to move has a legal move.
func (p *Position[R]) HasMoves() bool {
	var buf [64]Move
	return len(p.AppendMoves(buf[:0])) > 0
}

// Status returns the result when the player to move has no legal move (he
// loses, whether he has pieces left or not), and the zero Result otherwise.
func (p Position[R]) Status() checkers.Result {
	if p.HasMoves() {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.Own() == 0 {
		reason = checkers.AllCaptured
	}
	return checkers.Result{Outcome: checkers.WinFor(p.Board.Turn.Opponent()), Reason: reason}
}

// String returns the position in the game's notation (Notation.Text).
func (p Position[R]) String() string {
	var r R
	return r.Notation().Text(p.Board)
}

// ParseMove reads a move in the game's notation and returns the legal move
// it names: a step by its two squares, a capture by every landing or, when
// one legal capture fits them, by its ends alone.
func (p Position[R]) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// ParseMoveText is ParseMove returning the Move itself.
func (p Position[R]) ParseMoveText(text string) (Move, error) {
	var r R
	note := r.Notation()
	legal := p.LegalMoves()
	return numbered.Parser[Move]{
		Legal:   legal,
		Turn:    p.Board.Turn,
		Squares: note.ParseSquares,
		Owner: func(sq int) string {
			bit := board32.Bit(sq)
			switch {
			case p.Them()&bit != 0:
				return fmt.Sprintf("the piece on %s is %s's, and %s is to move", note.Square(sq), sideName(p.Board.Turn.Opponent()), sideName(p.Board.Turn))
			case p.Own()&bit == 0:
				return fmt.Sprintf("there is no piece on %s", note.Square(sq))
			}
			return ""
		},
		Route: func(squares []int) (Move, string) {
			for _, m := range legal {
				if m.From() == squares[0] && m.Jumps() == len(squares)-1 && samePath(m, squares[1:]) {
					return m, ""
				}
			}
			return Move{}, numbered.Unfinished(legal, squares, p.Board.Turn)
		},
		WhyNot: func(from, to int, jump bool) string {
			why := numbered.Unfinished(legal, []int{from, to}, p.Board.Turn)
			switch {
			case strings.HasPrefix(why, "the jump must be finished"):
				return why
			case len(legal) == 0:
				return fmt.Sprintf("%s has no legal move", p.Board.Turn)
			case legal[0].jumps > 0:
				return "capturing is compulsory: " + numbered.List(legal)
			}
			return "it is not one of the legal moves: " + numbered.List(legal)
		},
	}.Parse(text)
}

// samePath reports whether m's landings are the squares given.
func samePath(m Move, landings []int) bool {
	for i, sq := range landings {
		if m.Landing(i) != sq {
			return false
		}
	}
	return true
}

// sideName names a side as the kit's games do: White for Red (PDN's W),
// Black for Black.
func sideName(c checkers.Color) string {
	if c == checkers.Red {
		return "White"
	}
	return "Black"
}
