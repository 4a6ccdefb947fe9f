package egdb

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// table is one material's values while they are built or once loaded.
type table struct {
	layout *Layout
	values []Value
}

// tables holds the solved materials a solver looks successors up in.
type tables struct {
	byKey [materialKeys]*table
}

// value returns the value of p for its side to move, Unknown when its
// material is not held.
func (ts *tables) value(p *standard.Position) Value {
	s := normalise(p)
	if s.ownMen|s.ownKings == 0 {
		return Loss(0)
	}
	t := ts.byKey[materialKey(s.material())]
	if t == nil {
		return Unknown
	}
	return t.values[t.layout.Index(s.ownMen, s.oppMen, s.ownKings, s.oppKings)]
}

// pending is a position of a unit that the first look did not settle.
type pending struct {
	at                 uint32 // its number in the unit: part × kingsPer + king placement
	ownKings, oppKings uint32
	drawOut            bool // a conversion leads to a draw: it cannot be lost
}

// part is one men configuration of a unit, seen from one side: a table,
// the configuration's number in it and its men.
type part struct {
	t              *table
	config         uint64
	ownMen, oppMen uint32
}

// kingSteps[i] is the squares a king on square i + 1 steps to on an empty
// board, as the rules package moves it.
var kingSteps = func() (steps [32]uint32) {
	for i := range steps {
		pos := standard.SquaresPosition(1<<i, 0, 1<<i, checkers.Black)
		for _, m := range pos.AppendMoves(nil) {
			steps[i] |= 1 << (m.To() - 1)
		}
	}
	return steps
}()

// solvePair solves the materials m and m.Mirror(), which lead into each
// other by king moves, given every table they lead to by conversions. Men
// configurations equally advanced do not lead into each other: workers
// goroutines solve them side by side. done, if not nil, is told each
// unit's positions as it is solved.
func (ts *tables) solvePair(ctx context.Context, m Material, workers int, done func(uint64)) (stats, error) {
	l1, err := NewLayout(m)
	if err != nil {
		return stats{}, err
	}
	t1 := &table{layout: l1, values: make([]Value, l1.Size())}
	t2 := t1
	if m.Mirror() != m {
		l2, err := NewLayout(m.Mirror())
		if err != nil {
			return stats{}, err
		}
		t2 = &table{layout: l2, values: make([]Value, l2.Size())}
	}
	ts.byKey[materialKey(m)], ts.byKey[materialKey(m.Mirror())] = t1, t2

	type unit struct {
		c1, c2 uint64
		adv    int
	}
	units := make([]unit, 0, l1.MenConfigs())
	for c := range l1.MenConfigs() {
		own, opp := l1.Men(c)
		c2 := t2.layout.MenIndex(bits.Reverse32(opp), bits.Reverse32(own))
		if t1 == t2 && c2 < c {
			continue // solved with c2
		}
		units = append(units, unit{c1: c, c2: c2, adv: advance(own, opp)})
	}
	// A man's step raises the advance: the most advanced come first.
	slices.SortStableFunc(units, func(a, b unit) int { return b.adv - a.adv })
	workers = max(1, workers)
	solvers := make([]*unitSolver, workers)
	for i := range solvers {
		solvers[i] = newUnitSolver(ts)
	}
	var (
		mu    sync.Mutex
		all   stats
		first error
	)
	for len(units) > 0 {
		if err := ctx.Err(); err != nil {
			return all, err
		}
		n := 1
		for n < len(units) && units[n].adv == units[0].adv {
			n++
		}
		group := units[:n]
		units = units[n:]
		var next atomic.Int64
		var wg sync.WaitGroup
		for _, s := range solvers[:min(workers, len(group))] {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i := int(next.Add(1) - 1)
					if i >= len(group) {
						return
					}
					u := group[i]
					parts := []part{{t: t1, config: u.c1}}
					if t1 != t2 || u.c1 != u.c2 {
						parts = append(parts, part{t: t2, config: u.c2})
					}
					var st stats
					err := s.solve(parts, &st)
					mu.Lock()
					all.add(st)
					if err != nil && first == nil {
						first = fmt.Errorf("%v: %w", m, err)
					}
					mu.Unlock()
					if done != nil {
						done(st.positions)
					}
				}
			}()
		}
		wg.Wait()
		if first != nil {
			return all, first
		}
	}
	return all, nil
}

// stats counts what a solve found.
type stats struct {
	positions, wins, losses, draws uint64
	maxPlies                       int
	passes                         int
}

func (s *stats) add(o stats) {
	s.positions += o.positions
	s.wins += o.wins
	s.losses += o.losses
	s.draws += o.draws
	s.maxPlies = max(s.maxPlies, o.maxPlies)
	s.passes = max(s.passes, o.passes)
}

// unitSolver solves units, reusing its buffers.
type unitSolver struct {
	ts      *tables
	moves   []standard.Move
	pending []pending
	// dirty[k&1] marks the positions pass k must look at again: a king
	// move of theirs reaches a position settled k − 1 plies from its end.
	dirty [2][]uint64
}

func newUnitSolver(ts *tables) *unitSolver {
	return &unitSolver{ts: ts, moves: make([]standard.Move, 0, 64)}
}

func mark(set []uint64, at uint32) { set[at/64] |= 1 << (at % 64) }

func marked(set []uint64, at uint32) bool { return set[at/64]&(1<<(at%64)) != 0 }

// solve solves the positions of one men configuration (seen from both
// sides, parts) by retrograde iteration over the king moves: conversions
// lead to tables already solved.
func (s *unitSolver) solve(parts []part, st *stats) error {
	kps := parts[0].t.layout.kingsPer
	if kps*uint64(len(parts)) > 1<<32 {
		return fmt.Errorf("%d king placements: too many for one unit", kps)
	}
	s.pending = s.pending[:0]
	words := (kps*uint64(len(parts)) + 63) / 64
	for i := range s.dirty {
		s.dirty[i] = slices.Grow(s.dirty[i][:0], int(words))[:words]
		clear(s.dirty[i])
	}
	for pi := range parts {
		p := &parts[pi]
		p.ownMen, p.oppMen = p.t.layout.Men(p.config)
	}
	for pi := range parts {
		p := &parts[pi]
		l := p.t.layout
		first := p.config * kps
		for k := range kps {
			ownKings, oppKings := l.Kings(k, p.ownMen, p.oppMen)
			pos := pieces{ownMen: p.ownMen, oppMen: p.oppMen, ownKings: ownKings, oppKings: oppKings}.position()
			v, drawOut, err := s.first(&pos)
			if err != nil {
				return fmt.Errorf("%s: %w", pos, err)
			}
			if v == Unknown {
				s.pending = append(s.pending, pending{at: uint32(uint64(pi)*kps + k), ownKings: ownKings, oppKings: oppKings, drawOut: drawOut})
				continue
			}
			p.t.values[first+k] = v
			st.count(v)
			s.markPredecessors(parts, pi, ownKings, oppKings, v.Plies()+1)
		}
	}
	// Pass k settles the wins and losses k plies from their conversion.
	for k := 1; len(s.pending) > 0; k++ {
		cur := s.dirty[k&1]
		kept, settled := 0, 0
		for _, e := range s.pending {
			if !marked(cur, e.at) {
				s.pending[kept] = e
				kept++
				continue
			}
			pi := int(e.at / uint32(kps))
			v := s.pass(parts, pi, &e, k)
			if v == Unknown {
				s.pending[kept] = e
				kept++
				continue
			}
			if k > MaxWinPlies {
				p := parts[pi]
				pos := pieces{ownMen: p.ownMen, oppMen: p.oppMen, ownKings: e.ownKings, oppKings: e.oppKings}.position()
				return fmt.Errorf("%s: a conversion %d plies away is more than a value holds", pos, k)
			}
			parts[pi].t.values[parts[pi].config*kps+uint64(e.at)%kps] = v
			st.count(v)
			settled++
			s.markPredecessors(parts, pi, e.ownKings, e.oppKings, k+1)
		}
		s.pending = s.pending[:kept]
		st.passes = max(st.passes, k)
		clear(cur)
		// Pass k + 1 looks at what pass k settled, and (at k = 1) what the
		// first look settled one ply from its end.
		if settled == 0 && k >= 2 {
			break
		}
	}
	for _, e := range s.pending {
		p := parts[e.at/uint32(kps)]
		p.t.values[p.config*kps+uint64(e.at)%kps] = Draw
		st.count(Draw)
	}
	return nil
}

// partner returns the part a king move from part pi leads into: the same
// men seen from the other side, the other part or (in a unit of one part,
// a configuration that is its own mirror) the same.
func partner(parts []part, pi int) int {
	if len(parts) == 1 {
		return 0
	}
	return pi ^ 1
}

// markPredecessors marks, for pass k, the positions of the unit from which
// a king move of the side not to move in part pi's position (ownKings,
// oppKings) led there.
func (s *unitSolver) markPredecessors(parts []part, pi int, ownKings, oppKings uint32, k int) {
	p, qi := &parts[pi], partner(parts, pi)
	q := &parts[qi]
	l := q.t.layout
	empty := ^(p.ownMen | p.oppMen | ownKings | oppKings)
	base := uint64(qi) * l.kingsPer
	set := s.dirty[k&1]
	qOppKings := bits.Reverse32(ownKings)
	for ks := oppKings; ks != 0; ks &= ks - 1 {
		to := ks & -ks
		for froms := kingSteps[bits.TrailingZeros32(to)] & empty; froms != 0; froms &= froms - 1 {
			before := oppKings ^ to ^ froms&-froms
			at := base + l.KingsIndex(q.ownMen, q.oppMen, bits.Reverse32(before), qOppKings)
			mark(set, uint32(at))
		}
	}
}
func (st *stats) count(v Value) {
	st.positions++
	switch v.Result() {
	case ResultWin:
		st.wins++
	case ResultLoss:
		st.losses++
	case ResultDraw:
		st.draws++
	}
	st.maxPlies = max(st.maxPlies, v.Plies())
}

// first looks at every move of pos: with no move it is lost at once; a
// winning conversion wins in one ply; a position with conversions alone
// is drawn if one draws and else lost in one. Other positions stay
// Unknown, and drawOut says whether a conversion draws.
func (s *unitSolver) first(pos *standard.Position) (v Value, drawOut bool, err error) {
	s.moves = pos.AppendMoves(s.moves[:0])
	if len(s.moves) == 0 {
		return Loss(0), false, nil
	}
	kingSteps := 0
	for _, m := range s.moves {
		if !pos.ProgressMove(m) {
			kingSteps++
			continue
		}
		next := pos.Play(m)
		switch w := s.ts.value(&next); w.Result() {
		case ResultUnknown:
			return Unknown, false, fmt.Errorf("%s leads to %s, not solved yet", m, next)
		case ResultLoss:
			return Win(1), false, nil
		case ResultDraw:
			drawOut = true
		}
	}
	if kingSteps > 0 {
		return Unknown, drawOut, nil
	}
	if drawOut {
		return Draw, false, nil
	}
	return Loss(1), false, nil
}

// pass looks at the king moves of a pending position in pass k: a move to
// a loss settled before this pass wins in k; if every king move leads to
// a win settled before it and no conversion draws, the position is lost
// in one more ply than the longest of them. A pending position has no
// capture (it would have only captures, all conversions), so its king
// moves are steps to empty squares.
func (s *unitSolver) pass(parts []part, pi int, e *pending, k int) Value {
	p, q := &parts[pi], &parts[partner(parts, pi)]
	l := q.t.layout
	empty := ^(p.ownMen | p.oppMen | e.ownKings | e.oppKings)
	base := q.config * l.kingsPer
	qOwnKings := bits.Reverse32(e.oppKings)
	allWins, longest := !e.drawOut, 0
	for ks := e.ownKings; ks != 0; ks &= ks - 1 {
		from := ks & -ks
		for tos := kingSteps[bits.TrailingZeros32(from)] & empty; tos != 0; tos &= tos - 1 {
			after := e.ownKings ^ from ^ tos&-tos
			w := q.t.values[base+l.KingsIndex(q.ownMen, q.oppMen, qOwnKings, bits.Reverse32(after))]
			switch {
			case w.Result() == ResultLoss && w.Plies() < k:
				return Win(k)
			case w.Result() == ResultWin && w.Plies() < k:
				longest = max(longest, w.Plies())
			default:
				allWins = false
			}
		}
	}
	if allWins {
		return Loss(longest + 1)
	}
	return Unknown
}
