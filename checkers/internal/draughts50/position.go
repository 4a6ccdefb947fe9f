package draughts50

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Board is a position of the 10×10 board: each side's pieces, which of them
// are kings, and the player to move. It holds what the games on it share:
// the pieces, the international rules' moves, the position text. It is a
// comparable value; two boards are == exactly when they are the same
// position. The zero Board is an empty board with Black to move.
type Board struct {
	side  [2]Bitboard // by checkers.Color: Black, Red (White)
	kings Bitboard
	turn  checkers.Color
}

// crownRow is the row where each side's men are crowned.
var crownRow = [2]Bitboard{checkers.Black: bottomRow, checkers.Red: topRow}

// Turn returns the player to move (White is checkers.Red).
func (p Board) Turn() checkers.Color { return p.turn }

// Pieces returns c's pieces.
func (p *Board) Pieces(c checkers.Color) Bitboard { return p.side[c&1] }

// Kings returns the kings of both sides.
func (p *Board) Kings() Bitboard { return p.kings }

// Count returns how many men and kings c has.
func (p *Board) Count(c checkers.Color) (men, kings int) {
	s := p.side[c&1]
	return count(s &^ p.kings), count(s & p.kings)
}

// At returns the colour of the piece on the square numbered n (1–50) and
// whether it is a king; ok is false for an empty square or n off the board.
func (p *Board) At(n int) (c checkers.Color, king, ok bool) {
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

// play returns the board after m, a move appendMoves gave; it does not
// check legality.
func (p *Board) play(m Move) Board {
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
func (p *Board) Hash() uint64 {
	k := zobrist.Word(0, uint64(p.side[0])) ^ zobrist.Word(1, uint64(p.side[1])) ^ zobrist.Word(2, uint64(p.kings))
	if p.turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	return k
}

// ProgressMove reports whether m captures or moves a man: the moves after
// which no earlier position can come back.
func (p *Board) ProgressMove(m Move) bool { return m.jumps > 0 || m.flags&byMan != 0 }

// moves appends the legal moves to dst: none when crownEnds is set and a
// king stands on the board (the game is over), the international rules'
// moves otherwise.
func (p *Board) moves(dst []Move, crownEnds bool) []Move {
	if crownEnds && p.kings != 0 {
		return dst
	}
	return p.appendMoves(dst)
}

// hasMoves reports whether the player to move has a move by the
// international rules.
func (p *Board) hasMoves() bool {
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

// Rules is what a game on the 10×10 board tells the kit: a zero-size type
// of its package whose methods are its differences from international
// draughts. The moves are international draughts' in every game; the draw
// rules are the game's Variant's.
type Rules interface {
	// Name returns the game's name in errors, in lower case:
	// "international draughts".
	Name() string
	// StuckWins reports whether the player to move who has no legal move
	// (no piece left, or all blocked) wins the game rather than loses it.
	StuckWins() bool
	// CrowningWins reports whether the first man crowned wins the game for
	// its side: the game ends as soon as a king stands on the board, and
	// no move is legal after it.
	CrowningWins() bool
}

// Position is a position of the game whose rules are R, as a
// checkers.Position: a Board with the game's rules. It is a comparable
// value; Play returns the next position and leaves the receiver as it was.
// The zero Position is an empty board with Black to move.
type Position[R Rules] struct{ Board }

// Start returns the start position of the game R: Black's men on 1–20,
// White's on 31–50, White to move.
func Start[R Rules]() Position[R] {
	return Position[R]{Board{side: [2]Bitboard{checkers.Black: squares(1, 20), checkers.Red: squares(31, 50)}, turn: checkers.Red}}
}

// Parse reads a position of the game R in PDN FEN (see ParseBoard).
func Parse[R Rules](text string) (Position[R], error) {
	b, err := ParseBoard(text)
	return Position[R]{b}, err
}

// AppendMoves appends the legal moves to dst and returns the extended
// slice: the captures that take the most pieces if any piece can capture
// (kings and men counted alike, any of them may be chosen), the steps
// otherwise; each move once however many routes lead to it; none once the
// game is over by a crowning (Rules.CrowningWins). It allocates nothing
// once dst has room.
func (p *Position[R]) AppendMoves(dst []Move) []Move {
	if p.kings == 0 {
		return p.appendMoves(dst)
	}
	var r R
	return p.moves(dst, r.CrowningWins())
}

// Play returns the position after m, a move AppendMoves gave; it does not
// check legality.
func (p *Position[R]) Play(m Move) Position[R] { return Position[R]{p.play(m)} }

// LegalMoves returns the legal moves in a new slice, sorted by the squares
// they start from, end on and pass through.
func (p Position[R]) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 32))
	sortMoves(moves)
	return moves
}

// Legal returns the legal moves as checkers.Move values, sorted as by
// LegalMoves.
func (p Position[R]) Legal() []checkers.Move { return checkers.MoveList(p.LegalMoves()) }

// After returns the position after m, which must be a legal Move of p.
func (p Position[R]) After(m checkers.Move) (checkers.Position, error) {
	var r R
	return typed.After[Position[R], Move](p, m, r.Name())
}

// Progress reports whether m captures or moves a man: the moves after which
// no earlier position can come back, which reset a no-progress count.
func (p Position[R]) Progress(m checkers.Move) bool {
	return typed.Progress[Position[R], Move](&p, m)
}

// HasMoves reports whether the player to move has a legal move.
func (p *Position[R]) HasMoves() bool {
	var r R
	if p.kings != 0 && r.CrowningWins() {
		return false
	}
	return p.hasMoves()
}

// Status returns the result when the position ends the game, and the zero
// Result otherwise. A player to move who has no legal move (no piece left,
// or all blocked) loses, or wins where Rules.StuckWins. Where
// Rules.CrowningWins, a king on the board has won the game for its side
// (the reason Crowned); when both sides have one, which only a position
// set up can give, the player to move who has no move loses first, then
// White's king wins, as lidraughts decides. The draws by repetition and
// by a game's counts are the Game's (see the game's Variant).
func (p Position[R]) Status() checkers.Result {
	var r R
	stuck := !p.hasMoves()
	if p.kings != 0 && r.CrowningWins() {
		winner := p.turn.Opponent()
		switch {
		case stuck && p.side[p.turn&1]&p.kings != 0:
			return checkers.Result{Outcome: checkers.WinFor(winner), Reason: checkers.NoLegalMove}
		case p.side[checkers.Red]&p.kings != 0:
			winner = checkers.Red
		default:
			winner = checkers.Black
		}
		return checkers.Result{Outcome: checkers.WinFor(winner), Reason: checkers.Crowned}
	}
	if !stuck {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.side[p.turn&1] == 0 {
		reason = checkers.AllCaptured
	}
	winner := p.turn.Opponent()
	if r.StuckWins() {
		winner = p.turn
	}
	return checkers.Result{Outcome: checkers.WinFor(winner), Reason: reason}
}

// ParseMove reads a move ("32-28", "28x19", "37x28x19") and returns the
// legal move it names; see ParseMoveText.
func (p Position[R]) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}
