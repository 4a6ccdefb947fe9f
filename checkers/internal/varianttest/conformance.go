package varianttest

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/perftfile"
	"github.com/kingme/kingme/engine"
)

// Conformance is the suite every game passes, in the spirit of
// store/storetest: each game's external test package fills one in with its
// variant and its engine adapter (the game's Engine) and calls Run, and the
// Bench methods from its benchmarks. P and M are the game's own position and
// move types, G its engine.Adapter. The suite imports engine for the Searcher;
// engine imports no game, so a game's own tests may run it too.
//
// On the start position, on every position of the game's perft file and on
// the positions of seeded random games, Run checks that
//
//   - ParsePosition(p.String()) gives back p, and that positions are == exactly
//     when their texts are equal;
//   - every legal move's text parses back (ParseMove) to a move == to it that
//     prints the same, After accepts it, and the engine adapter's Play gives
//     the same position and its Progress the same answer;
//   - Legal and the adapter's AppendMoves give the same moves (==), each once;
//   - a position ends the game (Status) exactly when it has no legal move,
//     with the outcome the adapter's Ended gives;
//   - the adapter's Hash tells apart every two positions met that are not ==,
//     and its MoveIndex is below 4096;
//   - the fast perft equals the plain walk over Legal and After, and Divide
//     sums to it;
//   - move generation, Play and evaluation allocate nothing, and a search
//     allocates nothing per node.
type Conformance[P interface {
	checkers.Position
	comparable
}, M interface {
	checkers.Move
	comparable
}, G engine.Adapter[P, M]] struct {
	// Variant is the game's checkers.Variant.
	Variant checkers.Variant
	// Game is the game's engine adapter.
	Game G
	// PerftFile is the game's perft data file, "testdata/perft.txt".
	PerftFile string
	// Named holds move values the game's package exports (a pass): wherever
	// a legal move has the same text, it must be == to it.
	Named []M
	// SearchDepth is the depth of the search the allocation check and
	// BenchSearch run; 0 means 6.
	SearchDepth int
}

// The suite's sizes, normal and with -short.
const (
	randomPositions      = 3000    // positions of random games visited …
	randomMoves          = 100_000 // … or fewer once their legal moves add up to this
	randomPositionsShort = 600     // with -short
	randomMovesShort     = 20_000
	maxPlies             = 120 // a random game stops after this many plies
	perftEvery           = 8   // the plain perft walk runs on every 8th position
	perftLimit           = 20_000
	perftLimitShort      = 3_000
	shownFailures        = 3 // failures of one kind written out; the rest are counted
)

// Run runs the suite, one subtest per part.
func (c Conformance[P, M, G]) Run(t *testing.T) {
	t.Helper()
	ck := c.newChecker(t)
	t.Run("Start", func(t *testing.T) {
		ck.t = t
		for _, p := range c.starts(t) {
			ck.position(p)
		}
	})
	t.Run("PerftFile", func(t *testing.T) {
		ck.t = t
		c.perftFile(t, ck)
	})
	t.Run("RandomGames", func(t *testing.T) {
		ck.t = t
		n, moves := randomPositions, randomMoves
		if testing.Short() {
			n, moves = randomPositionsShort, randomMovesShort
		}
		first, visited := ck.moves, 0
		for i, p := range c.RandomPositions(t, 1, n) {
			if ck.moves-first >= moves {
				break
			}
			ck.position(p)
			if i%perftEvery == 0 {
				ck.perft(p, 2, false)
			}
			visited++
		}
		t.Logf("%d positions of random games, %d moves; perft(2) walked on every %dth", visited, ck.moves-first, perftEvery)
	})
	ck.t = t
	t.Logf("checked %d distinct positions (%d of them visited), %d moves", len(ck.texts), ck.visited, ck.moves)
	ck.summary()
	t.Run("Allocations", func(t *testing.T) {
		c.allocations(t, ck.sample)
	})
	t.Run("SearchAllocations", c.searchAllocations)
}

// starts returns the start position, and the start with each player first
// when the players choose who begins.
func (c Conformance[P, M, G]) starts(t testing.TB) []P {
	t.Helper()
	ps := []P{c.position(t, c.Variant.Start())}
	if ch, ok := c.Variant.(checkers.FirstPlayerChooser); ok {
		for _, first := range []checkers.Color{checkers.Black, checkers.Red} {
			ps = append(ps, c.position(t, ch.StartWith(first)))
		}
	}
	return ps
}

// position returns q as the game's own position type.
func (c Conformance[P, M, G]) position(t testing.TB, q checkers.Position) P {
	t.Helper()
	p, ok := q.(P)
	if !ok {
		t.Fatalf("%s: a position is a %T, want a %T", c.Variant.Name(), q, p)
	}
	return p
}

// RandomPositions returns n positions of games that random moves play from
// the start (from both starts in turn when the players choose who begins),
// up to maxPlies each, seeded by seed: the same positions on every call.
func (c Conformance[P, M, G]) RandomPositions(t testing.TB, seed uint64, n int) []P {
	t.Helper()
	starts := c.starts(t)
	rng := rand.New(rand.NewPCG(seed, 0x6b696e676d65))
	out := make([]P, 0, n)
	var buf []M
	for game := 0; len(out) < n; game++ {
		p := starts[game%len(starts)]
		for ply := 0; ply < maxPlies && len(out) < n; ply++ {
			out = append(out, p)
			buf = c.Game.AppendMoves(&p, buf[:0])
			if len(buf) == 0 {
				break
			}
			p = c.Game.Play(&p, buf[rng.IntN(len(buf))])
		}
	}
	return out
}

// perftFile checks the positions of the perft file, and the fast perft
// against the plain walk on its cheaper lines.
func (c Conformance[P, M, G]) perftFile(t *testing.T, ck *checker[P, M, G]) {
	cases, err := perftfile.Read(c.PerftFile)
	if err != nil {
		t.Fatal(err)
	}
	limit := uint64(perftLimit)
	if testing.Short() {
		limit = perftLimitShort
	}
	done := map[string]bool{}
	walked := 0
	for _, pc := range cases {
		q, err := c.Variant.ParsePosition(pc.Position)
		if err != nil {
			t.Fatalf("%s:%d: %v", c.PerftFile, pc.Line, err)
		}
		p := c.position(t, q)
		if !done[pc.Position] {
			done[pc.Position] = true
			ck.position(p)
		}
		if pc.Count > limit {
			continue
		}
		if got := checkers.Perft(p, pc.Depth); got != pc.Count {
			ck.failf("perft", "%s:%d: perft(%d) of %s = %d, want %d", c.PerftFile, pc.Line, pc.Depth, pc.Position, got, pc.Count)
		}
		ck.perft(p, pc.Depth, true)
		walked++
	}
	t.Logf("%d positions, %d counts walked", len(done), walked)
}

// plain hides a position's fast perft, so that checkers.Perft walks Legal
// and After.
type plain struct{ checkers.Position }

// checker runs the checks on each position and remembers what it saw.
type checker[P interface {
	checkers.Position
	comparable
}, M interface {
	checkers.Move
	comparable
}, G engine.Adapter[P, M]] struct {
	c        Conformance[P, M, G]
	t        *testing.T
	texts    map[P]string // every position met, visited or reached by a move
	byText   map[string]P
	byHash   map[uint64]P
	buf      []M
	failures map[string]int // by kind: "parse", "after" …
	visited  int
	moves    int
	sample   []P // every 16th visited position, for the allocation checks
}

func (c Conformance[P, M, G]) newChecker(t *testing.T) *checker[P, M, G] {
	return &checker[P, M, G]{c: c, t: t, texts: map[P]string{}, byText: map[string]P{}, byHash: map[uint64]P{}, failures: map[string]int{}}
}

// failf reports a failed check of a kind: the first few of each kind are
// written out, the others only counted (see summary).
func (ck *checker[P, M, G]) failf(kind, format string, args ...any) {
	ck.t.Helper()
	ck.failures[kind]++
	if ck.failures[kind] <= shownFailures {
		ck.t.Errorf(kind+": "+format, args...)
	} else {
		ck.t.Fail()
	}
}

// summary writes how many checks of each kind failed.
func (ck *checker[P, M, G]) summary() {
	ck.t.Helper()
	kinds := slices.Sorted(maps.Keys(ck.failures))
	for _, k := range kinds {
		ck.t.Errorf("%s: %d checks failed", k, ck.failures[k])
	}
}

// remember checks that p, its text and its hash agree with every position
// met so far: equal texts for == positions, == positions for equal texts,
// different hashes for positions not ==.
func (ck *checker[P, M, G]) remember(p P) string {
	ck.t.Helper()
	text := p.String()
	if old, ok := ck.texts[p]; ok && old != text {
		ck.failf("equality", "one position (==) has two texts: %q and %q", old, text)
	}
	if old, ok := ck.byText[text]; ok && old != p {
		ck.failf("equality", "two positions with the text %q are not ==:\n%#v\n%#v", text, old, p)
	}
	h := ck.c.Game.Hash(&p)
	if old, ok := ck.byHash[h]; ok && old != p {
		ck.failf("hash", "%s and %s have the same hash %#x", old, p, h)
	}
	ck.texts[p], ck.byText[text], ck.byHash[h] = text, p, p
	return text
}

// position runs the checks of one position and its moves.
func (ck *checker[P, M, G]) position(p P) {
	ck.t.Helper()
	c := ck.c
	ck.visited++
	if ck.visited%16 == 1 {
		ck.sample = append(ck.sample, p)
	}
	text := ck.remember(p)
	switch q, err := c.Variant.ParsePosition(text); {
	case err != nil:
		ck.failf("position text", "ParsePosition(%q): %v", text, err)
	case q != checkers.Position(p):
		ck.failf("position text", "ParsePosition(%q) = %q, not == to the position written (%#v, want %#v)", text, q, q, p)
	}

	legal := p.Legal()
	ck.buf = c.Game.AppendMoves(&p, ck.buf[:0])
	fast := ck.buf
	ck.sameMoves(p, text, legal, fast)

	status := p.Status()
	outcome, ended := c.Game.Ended(&p)
	switch {
	case status.Over() != (len(legal) == 0):
		ck.failf("status", "%s: Status %v with %d legal moves: the game ends exactly when there is no legal move", text, status, len(legal))
	case ended && status.Outcome != checkers.OutcomeFor(p.Turn(), outcome):
		ck.failf("status", "%s: Status %v, but the engine's Ended gives %+d for %s", text, status, outcome, p.Turn())
	case !ended && len(legal) == 0 && status.Outcome != checkers.WinFor(p.Turn().Opponent()):
		ck.failf("status", "%s: Status %v, but %s has no move and the engine scores it lost", text, status, p.Turn())
	}

	for _, lm := range legal {
		m, ok := lm.(M)
		if !ok {
			ck.failf("move type", "%s: Legal has a %T, want a %T", text, lm, m)
			continue
		}
		ck.move(p, text, m)
	}
	for _, named := range c.Named {
		for _, lm := range legal {
			if lm.String() == named.String() && lm != checkers.Move(named) {
				ck.failf("named move", "%s: the legal move %s is not == to the package's %s (%#v, want %#v)", text, lm, named, lm, named)
			}
		}
	}
}

// sameMoves checks that Legal and the adapter's AppendMoves give the same
// moves, each once.
func (ck *checker[P, M, G]) sameMoves(p P, text string, legal []checkers.Move, fast []M) {
	ck.t.Helper()
	in := make(map[M]int, len(fast))
	for _, m := range fast {
		in[m]++
		if in[m] == 2 {
			ck.failf("move list", "%s: AppendMoves gives %s twice", text, m)
		}
	}
	seen := make(map[checkers.Move]bool, len(legal))
	for _, lm := range legal {
		if seen[lm] {
			ck.failf("move list", "%s: Legal gives %s twice", text, lm)
		}
		seen[lm] = true
		m, ok := lm.(M)
		if ok && in[m] == 0 {
			ck.failf("move list", "%s: Legal's %s (%#v) is not == to any move of AppendMoves: %s", text, lm, lm, dump[M](fast))
		}
	}
	for _, m := range fast {
		if !seen[m] {
			ck.failf("move list", "%s: AppendMoves' %s (%#v) is not == to any move of Legal", text, m, m)
			ck.move(p, text, m) // its text must read back to it all the same
		}
	}
}

// dump writes moves with their fields, for messages.
type dump[M any] []M

func (d dump[M]) String() string {
	var b strings.Builder
	for i, m := range d {
		if i == 4 {
			fmt.Fprintf(&b, " … (%d in all)", len(d))
			break
		}
		fmt.Fprintf(&b, " %v %#v", m, m)
	}
	return b.String()
}

// move runs the checks of one legal move m of p (whose text is text).
func (ck *checker[P, M, G]) move(p P, text string, m M) {
	ck.t.Helper()
	c := ck.c
	ck.moves++
	mt := m.String()
	switch pm, err := p.ParseMove(mt); {
	case err != nil:
		ck.failf("move text refused", "%s: ParseMove(%q), the text of a legal move: %v", text, mt, err)
	case pm != checkers.Move(m) && ck.sameResult(p, pm, m):
		ck.failf("move text read to a value not ==", "%s: ParseMove(%q) = %s (%#v), not == to the legal move %#v", text, mt, pm, pm, m)
	case pm != checkers.Move(m):
		ck.failf("move text read as another move", "%s: ParseMove(%q) = %s (%#v), another move than %#v", text, mt, pm, pm, m)
	case pm.String() != mt:
		ck.failf("move text printed otherwise", "%s: ParseMove(%q) prints as %q", text, mt, pm)
	}
	next, err := p.After(m)
	if err != nil {
		ck.failf("after", "%s: After(%s), a legal move: %v", text, mt, err)
		return
	}
	if played := c.Game.Play(&p, m); checkers.Position(played) != next {
		ck.failf("play", "%s: after %s, the engine's Play gives %s, After gives %s", text, mt, played, next)
	}
	if i := c.Game.MoveIndex(m); i < 0 || i >= 4096 {
		ck.failf("move index", "%s: the engine's MoveIndex(%s) = %d, want 0 to 4095", text, mt, i)
	}
	if got, want := c.Game.Progress(&p, m), p.Progress(m); got != want {
		ck.failf("progress", "%s: the engine's Progress(%s) = %v, Position.Progress = %v", text, mt, got, want)
	}
	if n, ok := next.(P); ok {
		ck.remember(n)
	}
}

// sameResult reports whether a and b, two moves of p, leave the same
// position.
func (ck *checker[P, M, G]) sameResult(p P, a, b checkers.Move) bool {
	x, err1 := p.After(a)
	y, err2 := p.After(b)
	return err1 == nil && err2 == nil && x == y
}

// perft checks that the fast perft of p at depth equals the plain walk over
// Legal and After, and, when divide is set, that Divide sums to it.
func (ck *checker[P, M, G]) perft(p P, depth int, divide bool) {
	ck.t.Helper()
	fast := checkers.Perft(p, depth)
	if slow := checkers.Perft(plain{p}, depth); fast != slow {
		ck.failf("perft", "%s: perft(%d) = %d, the walk over Legal and After counts %d", p, depth, fast, slow)
	}
	if divide {
		var sum uint64
		for _, e := range checkers.Divide(p, depth) {
			sum += e.Count
		}
		if sum != fast {
			ck.failf("divide", "%s: Divide(%d) sums to %d, perft(%d) = %d", p, depth, sum, depth, fast)
		}
	}
}

// allocations checks that the adapter's AppendMoves into a buffer that has
// grown to size, its Play and its Evaluate allocate nothing.
func (c Conformance[P, M, G]) allocations(t *testing.T, sample []P) {
	buf := make([]M, 0, 256)
	failures := 0
	for i := range sample {
		p := sample[i]
		buf = c.Game.AppendMoves(&p, buf[:0])
		for _, f := range []struct {
			name string
			f    func()
		}{
			{"AppendMoves", func() { buf = c.Game.AppendMoves(&p, buf[:0]) }},
			{"Play", func() {
				for _, m := range buf {
					_ = c.Game.Play(&p, m)
				}
			}},
			{"Evaluate", func() { _ = c.Game.Evaluate(&p) }},
			{"Hash", func() { _ = c.Game.Hash(&p) }},
		} {
			if got := testing.AllocsPerRun(10, f.f); got != 0 {
				t.Errorf("%s: %s allocates %.1f times, want 0", p, f.name, got)
				if failures++; failures >= shownFailures {
					t.FailNow()
				}
			}
		}
	}
	t.Logf("%d positions", len(sample))
}

// searchAllocations checks that a search allocates nothing per node: a
// warmed-up Searcher's search to SearchDepth allocates no more than one to
// depth 2 (but a copy of the principal variation per extra iteration), for
// many more nodes.
func (c Conformance[P, M, G]) searchAllocations(t *testing.T) {
	deep := c.searchDepth()
	if testing.Short() {
		deep = max(deep-2, 4)
	}
	positions := c.starts(t)[:1]
	positions = append(positions, c.RandomPositions(t, 2, 30)[29])
	s := engine.NewSearcher[P, M, G](c.Game, 4)
	for _, p := range positions {
		search := func(depth int) (nodes uint64) {
			s.NewGame()
			return s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: depth}, nil).Nodes
		}
		// AllocsPerRun searches once before it counts: every ply's buffers
		// have grown to size when the deep search is counted, and the
		// shallow one after it.
		var shallowNodes, deepNodes uint64
		deepAllocs := testing.AllocsPerRun(1, func() { deepNodes = search(deep) })
		shallow := testing.AllocsPerRun(1, func() { shallowNodes = search(2) })
		if deepAllocs > shallow+float64(deep-2) {
			t.Errorf("%s: a search allocates %.0f times to depth %d (%d nodes) and %.0f times to depth 2 (%d nodes): it allocates per node",
				p, deepAllocs, deep, deepNodes, shallow, shallowNodes)
		}
		t.Logf("%s: depth 2: %d nodes, %.0f allocations; depth %d: %d nodes, %.0f allocations",
			p, shallowNodes, shallow, deep, deepNodes, deepAllocs)
	}
}

func (c Conformance[P, M, G]) searchDepth() int {
	if c.SearchDepth > 0 {
		return c.SearchDepth
	}
	return 6
}
