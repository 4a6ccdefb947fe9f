package engine

// noise is a level's deliberate imperfection in judgement: a fixed
// pseudo-random amount, up to ±amplitude, added to each position's score.
// It depends on the position and the seed only, so a search stays
// consistent with itself while games differ from seed to seed.
type noise struct {
	amplitude int
	seed      uint64
}

func (n noise) of(key uint64) int {
	x := (key ^ n.seed) * 0x9E3779B97F4A7C15
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 32
	return int(x%uint64(2*n.amplitude+1)) - n.amplitude
}
