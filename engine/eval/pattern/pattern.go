// Package pattern holds what the games' learned evaluations share: the
// sparse features training reads, the base-3 code of a window of eight
// squares, and the weights file every game but standard checkers writes
// (standard checkers keeps its own KMPW file, engine/eval/standardeval).
// It imports nothing of the project.
//
// A learned evaluation is linear: a position's features are (index, value)
// pairs, each feature has an opening and an ending weight, and a position's
// score is the opening sum times its phase plus the ending sum times one
// less its phase.
package pattern

// Feature is one feature of a position: the weight pair Index (below the
// evaluation's number of features) counted Value times.
type Feature struct {
	Index int32
	Value float32
}

// Configs is the number of configurations of a window of eight squares,
// each empty, the player to move's or the opponent's: 3⁸.
const Configs = 6561

// ternary[b] reads the eight bits of b as base-3 digits: bit k is worth 3ᵏ.
var ternary [256]uint16

func init() {
	for b := range 256 {
		v, p := 0, 1
		for k := range 8 {
			if b>>k&1 != 0 {
				v += p
			}
			p *= 3
		}
		ternary[b] = uint16(v)
	}
}

// Config returns the configuration of a window of eight squares, below
// Configs: own and opp have bit k set where the player to move's, or the
// opponent's, checker stands on the window's square k (never both).
func Config(own, opp uint8) int { return int(ternary[own]) + 2*int(ternary[opp]) }

// Mix returns the score of a position from its opening and ending sums
// and its phase, phase of full out of a full board: (open·phase +
// end·(full − phase)) / full, rounded toward zero as the evaluations do.
func Mix(open, end, phase, full int) int { return (open*phase + end*(full-phase)) / full }

// Bands is the number of windows of a 32-square board: the seven bands of
// two adjacent rows.
const Bands = 7

// Band returns the configuration of band k (0 to 6: rows k+1 and k+2) of a
// 32-square board whose squares are packed one a bit, square n at bit
// n − 1 (the player to move's in own, the opponent's in opp).
func Band(own, opp uint32, k int) int { return Config(uint8(own>>(4*k)), uint8(opp>>(4*k))) }

// AppendBands appends the features of a board seen as Bands bands of two
// rows (own and opp packed as Band reads them) followed by scalar terms:
// each band's configuration, feature k·Configs + configuration with value
// 1, then each scalar term that is not 0, feature Bands·Configs + its
// index. It returns them with the phase, inPlay out of full (at most 1).
func AppendBands(dst []Feature, own, opp uint32, scalars []int, inPlay, full int) ([]Feature, float64) {
	for k := range Bands {
		dst = append(dst, Feature{Index: int32(k*Configs + Band(own, opp, k)), Value: 1})
	}
	for k, x := range scalars {
		if x != 0 {
			dst = append(dst, Feature{Index: int32(Bands*Configs + k), Value: float32(x)})
		}
	}
	return dst, float64(min(inPlay, full)) / float64(full)
}

// EvaluateBands scores the features AppendBands reads by the weights w
// (laid out as AppendBands numbers the features): the opening and ending
// sums mixed by inPlay out of full pieces (see Mix). It allocates nothing.
func (w *Weights) EvaluateBands(own, opp uint32, scalars []int, inPlay, full int) int {
	var open, end int
	for k := range Bands {
		e := w.Pairs[k*Configs+Band(own, opp, k)]
		open += int(e[0])
		end += int(e[1])
	}
	sc := w.Pairs[Bands*Configs:]
	for k, x := range scalars {
		open += x * int(sc[k][0])
		end += x * int(sc[k][1])
	}
	return Mix(open, end, min(inPlay, full), full)
}
