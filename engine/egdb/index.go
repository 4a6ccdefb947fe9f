package egdb

import (
	"fmt"
	"math/bits"
)

// Material is what stands on the board of a stored position: the side to
// move's men and kings, and the opponent's.
type Material struct {
	OwnMen, OwnKings, OppMen, OppKings int
}

// Pieces returns how many pieces stand on the board.
func (m Material) Pieces() int { return m.OwnMen + m.OwnKings + m.OppMen + m.OppKings }

// Men returns how many men stand on the board.
func (m Material) Men() int { return m.OwnMen + m.OppMen }

// Mirror returns the material seen from the other side.
func (m Material) Mirror() Material {
	return Material{OwnMen: m.OppMen, OwnKings: m.OppKings, OppMen: m.OwnMen, OppKings: m.OwnKings}
}

// String names the material as the files do: "2m1k-1m0k" is two men and a
// king for the side to move against a man.
func (m Material) String() string {
	return fmt.Sprintf("%dm%dk-%dm%dk", m.OwnMen, m.OwnKings, m.OppMen, m.OppKings)
}

// ParseMaterial reads a material as String writes it.
func ParseMaterial(s string) (Material, error) {
	var m Material
	if _, err := fmt.Sscanf(s, "%dm%dk-%dm%dk", &m.OwnMen, &m.OwnKings, &m.OppMen, &m.OppKings); err != nil {
		return Material{}, fmt.Errorf("material %q: want a form such as 2m1k-1m0k", s)
	}
	if err := m.check(); err != nil {
		return Material{}, err
	}
	if m.String() != s {
		return Material{}, fmt.Errorf("material %q: want a form such as 2m1k-1m0k", s)
	}
	return m, nil
}

// MaxPieces is the most pieces a Material may have here: the index counts
// in 64 bits, and 12 pieces a side is the game's own limit.
const MaxPieces = 12

func (m Material) check() error {
	for _, n := range []int{m.OwnMen, m.OwnKings, m.OppMen, m.OppKings} {
		if n < 0 {
			return fmt.Errorf("material %v: a negative count", m)
		}
	}
	if own, opp := m.OwnMen+m.OwnKings, m.OppMen+m.OppKings; own > MaxPieces || opp > MaxPieces || m.Pieces() > 24 {
		return fmt.Errorf("material %v: a side has at most %d pieces", m, MaxPieces)
	}
	return nil
}

// The squares a man may stand on, square n at bit n − 1: the side to move's
// men are crowned on 29–32, the opponent's on 1–4.
const (
	ownMenSquares uint32 = 0x0FFFFFFF
	oppMenSquares uint32 = 0xFFFFFFF0
)

// choose[n][k] is the binomial coefficient, 0 when k > n.
var choose [33][33]uint64

func init() {
	for n := range 33 {
		choose[n][0] = 1
		for k := 1; k <= n; k++ {
			choose[n][k] = choose[n-1][k-1] + choose[n-1][k]
		}
	}
}

// rankIn returns the rank of the set x among the sets of its size within
// the squares s (x ⊆ s), in colexicographic order.
func rankIn(x, s uint32) uint64 {
	var r uint64
	for i := 1; x != 0; i++ {
		b := x & -x
		r += choose[bits.OnesCount32(s&(b-1))][i]
		x &^= b
	}
	return r
}

// unrankIn returns the set of k squares within s whose rankIn is r.
func unrankIn(r uint64, k int, s uint32) uint32 {
	var x uint32
	c := bits.OnesCount32(s)
	for i := k; i >= 1; i-- {
		c--
		for choose[c][i] > r {
			c--
		}
		r -= choose[c][i]
		x |= selectBit(s, c)
	}
	return x
}

// selectBit returns the bit of the c-th (from 0) square of s.
func selectBit(s uint32, c int) uint32 {
	for range c {
		s &= s - 1
	}
	return s & -s
}

// Layout is the index of one Material's positions: men configurations
// (own men, then the opponent's), each with a block of king placements.
type Layout struct {
	Material Material
	// menStart[r] is the number of the first men configuration whose own
	// men have rank r.
	menStart []uint64
	menCount uint64
	// kingsPer is the king placements of one men configuration; oppKings
	// the placements of the opponent's kings once own kings stand.
	kingsPer, oppKings uint64
}

// NewLayout returns the index of m's positions.
func NewLayout(m Material) (*Layout, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	if m.OwnMen > 28 || m.OppMen > 28 {
		return nil, fmt.Errorf("material %v: too many men", m)
	}
	l := &Layout{Material: m}
	n := choose[28][m.OwnMen]
	l.menStart = make([]uint64, n+1)
	for r := range n {
		own := unrankIn(r, m.OwnMen, ownMenSquares)
		free := bits.OnesCount32(oppMenSquares &^ own)
		l.menStart[r+1] = l.menStart[r] + choose[free][m.OppMen]
	}
	l.menCount = l.menStart[n]
	free := 32 - m.OwnMen - m.OppMen
	l.oppKings = choose[free-m.OwnKings][m.OppKings]
	l.kingsPer = choose[free][m.OwnKings] * l.oppKings
	return l, nil
}

// Size returns how many positions the layout indexes.
func (l *Layout) Size() uint64 { return l.menCount * l.kingsPer }

// MenConfigs returns how many men configurations the layout has.
func (l *Layout) MenConfigs() uint64 { return l.menCount }

// KingsPer returns how many king placements each men configuration has.
func (l *Layout) KingsPer() uint64 { return l.kingsPer }

// Men returns the own and opposing men of men configuration c.
func (l *Layout) Men(c uint64) (own, opp uint32) {
	r := uint64(searchStart(l.menStart, c))
	own = unrankIn(r, l.Material.OwnMen, ownMenSquares)
	opp = unrankIn(c-l.menStart[r], l.Material.OppMen, oppMenSquares&^own)
	return own, opp
}

// searchStart returns the r with start[r] ≤ c < start[r+1].
func searchStart(start []uint64, c uint64) int {
	lo, hi := 0, len(start)-1
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if start[mid] <= c {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// MenIndex returns the number of the men configuration with own men own
// and opposing men opp.
func (l *Layout) MenIndex(own, opp uint32) uint64 {
	return l.menStart[rankIn(own, ownMenSquares)] + rankIn(opp, oppMenSquares&^own)
}

// Kings returns the own and opposing kings of king placement k beside the
// men own and opp.
func (l *Layout) Kings(k uint64, ownMen, oppMen uint32) (own, opp uint32) {
	free := ^(ownMen | oppMen)
	own = unrankIn(k/l.oppKings, l.Material.OwnKings, free)
	opp = unrankIn(k%l.oppKings, l.Material.OppKings, free&^own)
	return own, opp
}

// KingsIndex returns the number of the king placement with own kings
// ownKings and opposing kings oppKings beside the men ownMen and oppMen.
func (l *Layout) KingsIndex(ownMen, oppMen, ownKings, oppKings uint32) uint64 {
	free := ^(ownMen | oppMen)
	return rankIn(ownKings, free)*l.oppKings + rankIn(oppKings, free&^ownKings)
}

// Index returns the index of the position with the given pieces, which
// must match the layout's material (men on the squares they may stand on).
func (l *Layout) Index(ownMen, oppMen, ownKings, oppKings uint32) uint64 {
	return l.MenIndex(ownMen, oppMen)*l.kingsPer + l.KingsIndex(ownMen, oppMen, ownKings, oppKings)
}

// Position returns the pieces of the position with index i.
func (l *Layout) Position(i uint64) (ownMen, oppMen, ownKings, oppKings uint32) {
	ownMen, oppMen = l.Men(i / l.kingsPer)
	ownKings, oppKings = l.Kings(i%l.kingsPer, ownMen, oppMen)
	return
}

// Materials returns every material of exactly n pieces, in the order a
// build solves them: fewer men first.
func Materials(n int) []Material {
	var out []Material
	for men := 0; men <= n; men++ {
		for om := 0; om <= men; om++ {
			pm := men - om
			for ok := 0; ok <= n-men; ok++ {
				m := Material{OwnMen: om, OwnKings: ok, OppMen: pm, OppKings: n - men - ok}
				if m.check() == nil {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

// Count returns how many placements of n pieces there are, counted as
// "Checkers Is Solved" (Schaeffer et al., Science 2007) counts them: every
// way to put n men and kings of the two sides on the board, men off their
// crowning row, one side possibly empty, whoever is to move. Each such
// placement is one stored position: with Black to move as it stands, and
// its mirror image covers Red to move.
func Count(n int) uint64 {
	var total uint64
	for _, m := range Materials(n) {
		l, err := NewLayout(m)
		if err != nil {
			panic(err)
		}
		total += l.Size()
	}
	return total
}
