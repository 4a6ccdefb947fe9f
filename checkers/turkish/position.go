package turkish

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Position is a Turkish draughts position: each side's pieces, which of
// them are kings, and the player to move (White is checkers.Red). It is a
// comparable value; two positions are == exactly when they are the same
// position. Play returns the next position and leaves the receiver as it
// was. The zero Position is an empty board with Black to move.
type Position struct {
	side  [2]Bitboard // by checkers.Color: Black, Red (White)
	kings Bitboard
	turn  checkers.Color
}

// Start returns the start position: White's men on rows 2 and 3, Black's
// on rows 6 and 7, White to move.
func Start() Position {
	return Position{side: [2]Bitboard{checkers.Black: 0xFFFF << 40, checkers.Red: 0xFFFF << 8}, turn: checkers.Red}
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

// At returns the colour of the piece on sq and whether it is a king; ok is
// false for an empty square or one off the board.
func (p *Position) At(sq Square) (c checkers.Color, king, ok bool) {
	if sq >= 64 {
		return 0, false, false
	}
	b := sq.Bit()
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if p.side[c]&b != 0 {
			return c, p.kings&b != 0, true
		}
	}
	return 0, false, false
}

// AppendMoves appends the legal moves to dst and returns the extended
// slice: the captures that take the most pieces if any piece can capture
// (kings and men counted alike, any of them may be chosen), the steps
// otherwise; each move once however many routes lead to it; none when
// each side has one piece left, which draws the game. It allocates nothing
// once dst has room.
func (p *Position) AppendMoves(dst []Move) []Move { return p.appendMoves(dst) }

// Play returns the position after m, a move AppendMoves gave; it does not
// check legality.
func (p *Position) Play(m Move) Position {
	q := *p
	from, to := m.from.Bit(), m.to.Bit()
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

// ProgressMove reports whether m captures or moves a man: the moves after
// which no earlier position can come back.
func (p *Position) ProgressMove(m Move) bool { return m.jumps > 0 || m.flags&byMan != 0 }

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
	return typed.After[Position, Move](p, m, "Turkish draughts")
}

// Progress reports whether m captures or moves a man: the moves after which
// no earlier position can come back, which reset a no-progress count.
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// lone reports whether each side has one piece left: the game is drawn.
func (p *Position) lone() bool { return count(p.side[0]) == 1 && count(p.side[1]) == 1 }

// HasMoves reports whether the player to move has a legal move.
func (p *Position) HasMoves() bool {
	if p.lone() {
		return false
	}
	us := p.turn & 1
	own, empty := p.side[us], ^(p.side[0] | p.side[1])
	if p.CanCapture(p.turn) {
		return true
	}
	kings := own & p.kings
	men := own &^ p.kings
	for d := range direction(4) {
		if step(kings, d)&empty != 0 {
			return true
		}
	}
	for _, d := range manDirs[us] {
		if step(men, d)&empty != 0 {
			return true
		}
	}
	return false
}

// Status returns the result when the position ends the game, and the zero
// Result otherwise: a draw when each side has one piece left (the reason
// EndingRule), and a loss for the player to move who has no legal move (no
// piece left, or all blocked). Threefold repetition is the Game's.
func (p Position) Status() checkers.Result {
	if p.lone() {
		return checkers.Result{Outcome: checkers.Draw, Reason: checkers.EndingRule}
	}
	if p.HasMoves() {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.side[p.turn&1] == 0 {
		reason = checkers.AllCaptured
	}
	return checkers.Result{Outcome: checkers.WinFor(p.turn.Opponent()), Reason: reason}
}

// ParseMove reads a move ("d3-d4", "d4xd6", "d4xd6xf6") and returns the
// legal move it names; see ParseMoveText.
func (p Position) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). It counts the
// last ply without playing its moves.
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	return perft(&p, depth, bufs)
}

func perft(p *Position, depth int, bufs [][]Move) uint64 {
	moves := p.appendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		q := p.Play(moves[i])
		n += perft(&q, depth-1, bufs)
	}
	return n
}

// perftRoutes is Perft counting every route of a capture as a move of its
// own (see generate), as the published counts do.
func perftRoutes(p *Position, depth int) uint64 {
	moves := p.generate(nil, true)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		q := p.Play(moves[i])
		n += perftRoutes(&q, depth-1)
	}
	return n
}
