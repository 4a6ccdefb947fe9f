package egdb

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// randomEnding returns a position of the given kings and men, placed at
// random, Black (the strong side) to move, with no capture for the side
// to move and a piece of each side.
func randomEnding(rng *rand.Rand, m Material) standard.Position {
	l, err := NewLayout(m)
	if err != nil {
		panic(err)
	}
	for {
		var s pieces
		s.ownMen, s.oppMen, s.ownKings, s.oppKings = l.Position(rng.Uint64N(l.Size()))
		p := s.position()
		if moves := p.AppendMoves(nil); len(moves) > 0 && !moves[0].IsJump() {
			return p
		}
	}
}

// newPlayer returns a standard checkers player with the learned
// evaluation (the package cannot import the table of games, which imports
// it).
func newPlayer(o engine.Options) engine.Player {
	return engine.NewPlayer[standard.Position, standard.Move](standard.Variant{}, standardeval.PatternEngine{Patterns: standardeval.LearnedWeights()}, o)
}

// playOut plays pos out between two engines with the options given, at
// most maxPlies plies, and returns the result.
func playOut(t testing.TB, pos standard.Position, o engine.Options, limits engine.Limits, maxPlies int, solved *int) checkers.Result {
	t.Helper()
	player := newPlayer(o)
	g := checkers.NewGameFrom(standard.Variant{}, pos)
	for ply := 0; ply < maxPlies && !g.Result().Over(); ply++ {
		r, err := player.Think(context.Background(), g, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Solved && solved != nil {
			*solved++
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatalf("%s: %v", g.Position(), err)
		}
	}
	return g.Result()
}

// TestEngineWinsWithTheDatabases plays won four-piece endings out with the
// databases on both sides and a search of a few hundred nodes a move: the
// databases alone must win each within the no-progress rule, their moves
// marked as theirs.
func TestEngineWinsWithTheDatabases(t *testing.T) {
	dir, ts := built4(t)
	db, err := Open(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rng := rand.New(rand.NewPCG(5, 6))
	for _, m := range []Material{{OwnKings: 2, OppKings: 1}, {OwnKings: 3, OppKings: 1}, {OwnMen: 1, OwnKings: 1, OppKings: 1}} {
		for i := range 4 {
			var pos standard.Position
			for {
				pos = randomEnding(rng, m)
				if ts.value(&pos).Result() == ResultWin {
					break
				}
			}
			t.Run(fmt.Sprintf("%v %d", m, i), func(t *testing.T) {
				solved := 0
				r := playOut(t, pos, engine.Options{TableMiB: 1, Endgame: db}, engine.Limits{Nodes: 300}, 200, &solved)
				if r.Outcome != checkers.WinFor(checkers.Black) {
					t.Errorf("from %s: %v, want a win for Black", pos, r)
				}
				if solved == 0 {
					t.Errorf("from %s: no move came from the databases", pos)
				}
			})
		}
	}
}

// TestLevelsWithoutDatabases checks that the levels below Master play
// without the databases and Master with them.
func TestLevelsWithoutDatabases(t *testing.T) {
	dir, _ := built4(t)
	db, err := Open(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	pos, err := standard.ParseFEN("B:WK32:BK1,K5")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range engine.Levels() {
		player := newPlayer(engine.Options{TableMiB: 1, Level: l, Endgame: db})
		r, err := player.Think(context.Background(), checkers.NewGameFrom(standard.Variant{}, pos), engine.Limits{Depth: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Solved != l.Databases {
			t.Errorf("level %s: move from the databases %v, want %v", l.Name, r.Solved, l.Databases)
		}
	}
}

// BenchmarkProbe measures lookups of random four-piece positions through
// the cache, all of whose blocks fit.
func BenchmarkProbe(b *testing.B) {
	dir, _ := built4(b)
	db, err := Open(dir, 64<<20)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	rng := rand.New(rand.NewPCG(7, 8))
	ps := make([]standard.Position, 4096)
	for i := range ps {
		ps[i] = randomEnding(rng, Material{OwnMen: 1, OwnKings: 1, OppMen: 1, OppKings: 1})
	}
	for _, p := range ps {
		db.Lookup(&p)
	}
	b.ResetTimer()
	for i := range b.N {
		if _, err := db.Lookup(&ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "probes/s")
}

// BenchmarkKingsEndings plays random endings of three kings against two
// (or the material of KINGME_EGDB_MATERIAL, such as 0m3k-0m2k) out, the
// engine on both sides at KINGME_EGDB_NODES nodes a move (default 20000),
// with and without the databases of KINGME_EGDB_DIR (5 pieces), and
// reports the share the strong side converted within the no-progress rule.
func BenchmarkKingsEndings(b *testing.B) {
	dir := os.Getenv("KINGME_EGDB_DIR")
	if dir == "" {
		b.Skip("set KINGME_EGDB_DIR to a directory of databases of 5 pieces")
	}
	m := Material{OwnKings: 3, OppKings: 2}
	if s := os.Getenv("KINGME_EGDB_MATERIAL"); s != "" {
		var err error
		if m, err = ParseMaterial(s); err != nil {
			b.Fatal(err)
		}
	}
	nodes := uint64(20000)
	if s := os.Getenv("KINGME_EGDB_NODES"); s != "" {
		fmt.Sscan(s, &nodes)
	}
	db, err := Open(dir, 256<<20)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	for _, with := range []bool{false, true} {
		b.Run(fmt.Sprintf("databases=%v", with), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(9, 10))
			won, played := 0, 0
			for range b.N {
				var pos standard.Position
				for {
					pos = randomEnding(rng, m)
					if v, err := db.Lookup(&pos); err == nil && v.Result() == ResultWin {
						break
					}
				}
				o := engine.Options{TableMiB: 16}
				if with {
					o.Endgame = db
				}
				if r := playOut(b, pos, o, engine.Limits{Nodes: nodes}, 400, nil); r.Outcome == checkers.WinFor(checkers.Black) {
					won++
				}
				played++
			}
			b.ReportMetric(100*float64(won)/float64(played), "%won")
		})
	}
}

// TestSearchScoresDatabasePositions searches five-piece positions (beyond
// the four-piece databases) whose every move captures into a four-piece
// win: one ply deep, the search must score them as known wins.
func TestSearchScoresDatabasePositions(t *testing.T) {
	dir, ts := built4(t)
	db, err := Open(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	l, err := NewLayout(Material{OwnKings: 3, OppKings: 2})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, 12))
	found := 0
	for tries := 0; found < 5 && tries < 100000; tries++ {
		var s pieces
		s.ownMen, s.oppMen, s.ownKings, s.oppKings = l.Position(rng.Uint64N(l.Size()))
		pos := s.position()
		moves := pos.AppendMoves(nil)
		if len(moves) == 0 || !moves[0].IsJump() {
			continue
		}
		allWin := true
		for _, m := range moves {
			next := pos.Play(m)
			if ts.value(&next).Result() != ResultLoss {
				allWin = false
			}
		}
		if !allWin {
			continue
		}
		found++
		r, err := newPlayer(engine.Options{TableMiB: 1, Endgame: db}).Think(context.Background(), checkers.NewGameFrom(standard.Variant{}, pos), engine.Limits{Depth: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if o, ok := engine.Known(r.Score); !ok || o != 1 || r.Solved {
			t.Errorf("%s: score %d (solved %v), want a known win found by the search", pos, r.Score, r.Solved)
		}
	}
	if found < 5 {
		t.Fatalf("found %d positions to try, want 5", found)
	}
}

// TestReportsTheRootsValue searches positions the four-piece databases
// hold (a win, a loss, a draw) and one they do not: every report, the
// info callback's included, carries the databases' value of the root, and
// only a known win or loss is played from them.
func TestReportsTheRootsValue(t *testing.T) {
	dir, _ := built4(t)
	db, err := Open(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tests := []struct {
		fen        string
		want       *engine.Solution
		wantSolved bool
	}{
		{"B:WK32:BK1,K5", &engine.Solution{Outcome: 1, Plies: 31}, true},
		{"W:WK32:BK1,K5", &engine.Solution{Outcome: -1, Plies: 32}, true},
		{"B:WK32:BK1", &engine.Solution{}, false},
		{"B:WK32,K28:BK1,K5,K9", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.fen, func(t *testing.T) {
			pos, err := standard.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			var infos []engine.Report
			r, err := newPlayer(engine.Options{TableMiB: 1, Endgame: db}).Think(context.Background(),
				checkers.NewGameFrom(standard.Variant{}, pos), engine.Limits{Depth: 3}, func(r engine.Report) { infos = append(infos, r) })
			if err != nil {
				t.Fatal(err)
			}
			if len(infos) == 0 {
				t.Fatal("no info report")
			}
			for i, got := range append(infos, r) {
				if (got.Endgame == nil) != (tt.want == nil) || got.Endgame != nil && *got.Endgame != *tt.want {
					t.Errorf("report %d: got endgame %v, want %v", i, got.Endgame, tt.want)
				}
				if got.Solved != tt.wantSolved {
					t.Errorf("report %d: got solved %v, want %v", i, got.Solved, tt.wantSolved)
				}
			}
		})
	}
}
