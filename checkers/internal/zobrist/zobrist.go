// Package zobrist gives positions their hash keys for a search's
// transposition table: Zobrist hashing, one fixed random 64-bit key per
// (word slot, byte position, byte value), the keys of a position's bytes
// combined with xor. A bitboard position is a few 64-bit words, so its key is
// the xor of a few table entries per word; positions that differ in one
// square differ in one entry, as with one key per piece and square. The keys
// come from a fixed seed, so a position's key is the same in every run.
package zobrist

// Slots is how many words a key can cover.
const Slots = 12

var table [Slots][8][256]uint64

// TurnKey is xored into the key when the second player is to move.
var TurnKey uint64

func init() {
	// splitmix64 from a fixed seed: well spread, reproducible keys.
	s := uint64(0x4B494E474D45) // "KINGME"
	next := func() uint64 {
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for w := range table {
		for b := range table[w] {
			for v := 1; v < 256; v++ { // an empty byte adds nothing
				table[w][b][v] = next()
			}
		}
	}
	TurnKey = next()
}

// Word returns the key of word w in slot (0 ≤ slot < Slots): the xor of one
// entry per non-zero byte, so words with no byte in common combine by xor.
func Word(slot int, w uint64) uint64 {
	t := &table[slot%Slots]
	var k uint64
	for i := 0; w != 0; i++ {
		k ^= t[i][w&0xFF]
		w >>= 8
	}
	return k
}

// Mix returns a well-spread 64-bit key for v (the splitmix64 finaliser), for
// parts of a position that are not bitboards, such as one stack of
// checkers and its square: the keys of different values share no pattern, so
// xoring several never cancels systematically, as Word's would for equal
// stacks on two squares.
func Mix(v uint64) uint64 {
	v ^= 0x5851F42D4C957F2D
	v = (v ^ v>>30) * 0xBF58476D1CE4E5B9
	v = (v ^ v>>27) * 0x94D049BB133111EB
	return v ^ v>>31
}
