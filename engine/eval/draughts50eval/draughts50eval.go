// Package draughts50eval is the learned pattern evaluation the games of
// the 10×10 board share (international draughts, antidraughts,
// breakthrough, Frisian draughts, Frysk!: the games of the kit
// checkers/internal/draughts50). It reads a position as a Board, the
// bitboards of the kit's layout that each game's package gives; each
// game's evaluation package (internationaleval, antidraughtseval,
// breakthrougheval, frisianeval, fryskeval) adds only its typed
// differences: the type that names it (PatternGame: its key, its full
// phase, its Board, its hand-set evaluation), which makes its
// PatternWeights a type of its own, and the pattern weights that score as
// its hand-set evaluation does.
//
// The evaluation sees the board from the player to move's side: for Black
// to move the board is turned half a turn (square n becomes 51 − n) and
// the colours swapped, so that "own" men always head for squares 1–5, as
// White's do. Its windows are blocks of two adjacent rows by four dark
// squares (eight squares): for each of the nine pairs of rows (squares
// 1–10, 6–15 … 41–50), the first four squares of each row and the last
// four, 18 windows that overlap. Each square of a window is empty, an own
// man or an opposing man (kings count as empty there: the scalar terms
// count them), 3⁸ = 6561 configurations each.
//
// The scalar terms carry every term of the five games' hand-set
// evaluations, each the player to move's count less the opponent's: men,
// kings, men by the rows they have come from their own back row (nine
// terms, whose weights sum to a weight for each row come, for the rows
// squared, for the rows before the crowning row or for the back row's
// guard), pieces on the centre squares 22–24 and 27–29, the squares kings
// can slide to, every move that captures nothing, the rows come of the men
// no opposing piece can stop; and the move itself. Each weight is an
// (opening, ending) pair; a position with n pieces on the board scores
// opening·n/full + ending·(full − n)/full, full being the pieces of the
// game's start (40, or 10 in Frysk!).
package draughts50eval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine/eval/pattern"
)

const (
	// NumWindows is the number of windows: 9 pairs of rows × 2 spans.
	NumWindows = 18
	// NumScalars is the number of scalar terms, ScalarMen … ScalarTempo.
	NumScalars = 16
	// NumFeatures is the number of features: the windows' configurations,
	// then the scalar terms, 18 × 6561 + 16 = 118 114; the weights are a
	// pair each, 236 228.
	NumFeatures = NumWindows*pattern.Configs + NumScalars
	// Rows is the number of rows a man can stand on: it is crowned on the
	// tenth.
	Rows = 9
)

// The scalar terms, by index among the scalars (feature
// NumWindows·Configs + i). Beside the men, ScalarRow0 + k counts the men
// that have come k rows from their own back row (0 to 8), so that a
// weight for each row a man has come, for the rows squared, for the rows
// before the crowning row or for the back row are sums of these nine,
// which stay small numbers that training moves gently.
const (
	ScalarMen   = iota // men
	ScalarKings        // kings
	ScalarRow0         // men on their own back row; ScalarRow0 + k: men k rows from it
)

// The other scalar terms, by index among the scalars.
const (
	ScalarCentre  = ScalarRow0 + Rows + iota // men and kings on 22–24 and 27–29
	ScalarSlides                             // squares the kings can slide to
	ScalarSteps                              // moves that capture nothing: men's steps and kings' slides
	ScalarRunaway                            // rows come of the men no opposing piece can stop
	ScalarTempo                              // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"men", "kings", "men on row 0", "men on row 1", "men on row 2", "men on row 3", "men on row 4",
	"men on row 5", "men on row 6", "men on row 7", "men on row 8",
	"centre", "slides", "steps", "runaway", "tempo"}

// Shape is the evaluation's shape in the weights file (package pattern):
// windows, configurations, scalars.
var Shape = []uint16{NumWindows, pattern.Configs, NumScalars}

// Board is a position of the 10×10 board as the evaluation reads it, in
// the kit's layout (checkers/internal/draughts50's Bitboard, which each
// game's package names as its Bitboard): the square numbered n (1–50) is
// bit n−1 + (n−1)/10, bits 10, 21, 32 and 43 never set.
type Board struct {
	Turn   checkers.Color // the player to move (White is checkers.Red)
	Pieces [2]uint64      // by colour
	Kings  uint64         // both sides' kings
}

// onBoard is the 50 squares of the layout.
const onBoard = (1<<54 - 1) &^ (1<<10 | 1<<21 | 1<<32 | 1<<43)

// Square returns the square numbered n (1–50) in the layout.
func Square(n int) uint64 { return 1 << (n - 1 + (n-1)/10) }

// The regions the scalar terms count, by colour where they differ, and by
// bit index of the layout.
var (
	centre     uint64
	rowSquares [2][Rows]uint64 // the squares where a man has come k rows
	come       [2][64]int      // rows a man of a colour on a bit index has come
	// cone[c][i] is the squares a man of c on bit index i could reach in
	// the rows ahead, one more square either way each row: where an
	// opposing piece bars its way.
	cone [2][64]uint64
)

func init() {
	for _, n := range []int{22, 23, 24, 27, 28, 29} {
		centre |= Square(n)
	}
	row := func(n int) int { return (n - 1) / 5 } // 0 on row 10 (Black's back row) … 9 on row 1
	file := func(n int) int { return 2*((n-1)%5) + 1 - row(n)%2 }
	for n := 1; n <= 50; n++ {
		b, i := Square(n), bits.TrailingZeros64(Square(n))
		rows := [2]int{checkers.Black: row(n), checkers.Red: 9 - row(n)}
		for c := range 2 {
			come[c][i] = rows[c]
			if rows[c] < Rows {
				rowSquares[c][rows[c]] |= b
			}
		}
		for m := 1; m <= 50; m++ {
			ahead, d := row(n)-row(m), file(m)-file(n) // rows m is ahead of n, for White
			if d < 0 {
				d = -d
			}
			if ahead > 0 && d <= ahead {
				cone[checkers.Red][i] |= Square(m)
			}
			if -ahead > 0 && d <= -ahead {
				cone[checkers.Black][i] |= Square(m)
			}
		}
	}
}

// step moves every square of b one square diagonally: up (toward square
// 1) left and right are shifts right by 6 and 5, down left and right
// shifts left by 5 and 6.
func step(b uint64, d int) uint64 {
	switch d {
	case 0:
		return b >> 6 & onBoard
	case 1:
		return b >> 5 & onBoard
	case 2:
		return b << 5 & onBoard
	}
	return b << 6 & onBoard
}

// slides returns how many squares the kings on kings can slide to over
// the empty squares empty, summed over the kings.
func slides(kings, empty uint64) int {
	n := 0
	for d := range 4 {
		for t := step(kings, d) & empty; t != 0; t = step(t, d) & empty {
			n += bits.OnesCount64(t)
		}
	}
	return n
}

// sideTerms returns the scalar terms of the side c alone (but the move).
func (b *Board) sideTerms(c checkers.Color) (s [ScalarTempo]int) {
	c &= 1
	own, them := b.Pieces[c], b.Pieces[c^1]
	men, kings := own&^b.Kings, own&b.Kings
	empty := onBoard &^ (own | them)
	for k := range Rows {
		s[ScalarRow0+k] = bits.OnesCount64(men & rowSquares[c][k])
	}
	s[ScalarMen], s[ScalarKings] = bits.OnesCount64(men), bits.OnesCount64(kings)
	for m := men; m != 0; m &= m - 1 {
		if i := bits.TrailingZeros64(m); cone[c][i]&them == 0 {
			s[ScalarRunaway] += come[c][i]
		}
	}
	s[ScalarCentre] = bits.OnesCount64(own & centre)
	s[ScalarSlides] = slides(kings, empty)
	s[ScalarSteps] = s[ScalarSlides]
	fwd := 0 // White's men step up
	if c == checkers.Black {
		fwd = 2
	}
	for d := fwd; d < fwd+2; d++ {
		s[ScalarSteps] += bits.OnesCount64(step(men, d) & empty)
	}
	return s
}

// Scalars returns the scalar terms of b for the player to move, and how
// many pieces stand on the board.
func (b *Board) Scalars() (s [NumScalars]int, pieces int) {
	us := b.Turn & 1
	own, opp := b.sideTerms(us), b.sideTerms(us^1)
	for k := range own {
		s[k] = own[k] - opp[k]
	}
	s[ScalarTempo] = 1
	return s, bits.OnesCount64(b.Pieces[0] | b.Pieces[1])
}

// compact packs the 50 squares of the layout one a bit: square n at bit
// n − 1.
func compact(b uint64) uint64 {
	var c uint64
	for k := range 5 {
		c |= (b >> (11 * k) & 0x3FF) << (10 * k)
	}
	return c
}

// turned returns the men of the player to move and of the opponent,
// packed by compact and turned so that the player to move's head for
// squares 1–5.
func (b *Board) turned() (own, opp uint64) {
	us := b.Turn & 1
	own, opp = compact(b.Pieces[us]&^b.Kings), compact(b.Pieces[us^1]&^b.Kings)
	if us == checkers.Black {
		own, opp = bits.Reverse64(own)>>14, bits.Reverse64(opp)>>14
	}
	return own, opp
}

// Window returns the configuration of window k (pair of rows k/2: rows
// with squares 5·(k/2)+1 … 5·(k/2)+10; span k%2: the first four squares
// of each row or the last four) of the packed boards own and opp: the
// upper row's four squares are digits 0–3, the lower row's 4–7.
func Window(own, opp uint64, k int) int {
	s := 5*(k/2) + k%2
	o := uint8(own>>s&0xF | (own>>(s+5)&0xF)<<4)
	x := uint8(opp>>s&0xF | (opp>>(s+5)&0xF)<<4)
	return pattern.Config(o, x)
}

// Features appends the features of b to dst, as (index, value) pairs:
// each window's configuration, then the scalar terms that are not 0. It
// returns them with b's phase, the share of full pieces on the board (at
// most 1).
func (b *Board) Features(dst []pattern.Feature, full int) ([]pattern.Feature, float64) {
	own, opp := b.turned()
	for k := range NumWindows {
		dst = append(dst, pattern.Feature{Index: int32(k*pattern.Configs + Window(own, opp, k)), Value: 1})
	}
	s, n := b.Scalars()
	for k, x := range s {
		if x != 0 {
			dst = append(dst, pattern.Feature{Index: int32(NumWindows*pattern.Configs + k), Value: float32(x)})
		}
	}
	return dst, float64(min(n, full)) / float64(full)
}

// Evaluate returns how good b is for the player to move by the weights w
// (laid out as Features numbers the features), mixed by the pieces on the
// board out of full. It allocates nothing. It does not add the game's
// hand-set evaluation when w.Base: each game's package does.
func (b *Board) Evaluate(w *pattern.Weights, full int) int {
	own, opp := b.turned()
	pairs := w.Pairs[:NumFeatures]
	var open, end int
	for k := range NumWindows {
		e := pairs[k*pattern.Configs+Window(own, opp, k)]
		open += int(e[0])
		end += int(e[1])
	}
	s, n := b.Scalars()
	sc := pairs[NumWindows*pattern.Configs:]
	for k, x := range s {
		open += x * int(sc[k][0])
		end += x * int(sc[k][1])
	}
	return pattern.Mix(open, end, min(n, full), full)
}

// ScalarWeights returns weights that score every position by the scalar
// terms alone, each term k at terms[k] in the opening and the ending: the
// pattern weights of a hand-set evaluation whose terms are among the
// scalars.
func ScalarWeights(terms [NumScalars]int) pattern.Weights {
	w := pattern.NewWeights(NumFeatures)
	for k, x := range terms {
		w.Pairs[NumWindows*pattern.Configs+k] = [2]int16{int16(x), int16(x)}
	}
	return w
}
