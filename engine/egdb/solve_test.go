package egdb

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// built4 builds every table of up to four pieces once for the tests, in
// a directory TestMain removes, and returns the directory and the tables
// read back from it.
var built4 = func() func(t testing.TB) (string, *tables) {
	var (
		once sync.Once
		dir  string
		ts   *tables
		err  error
	)
	return func(t testing.TB) (string, *tables) {
		t.Helper()
		once.Do(func() {
			if dir, err = os.MkdirTemp("", "egdb-test-"); err != nil {
				return
			}
			testDirs = append(testDirs, dir)
			if _, err = Build(context.Background(), BuildOptions{Dir: dir, Pieces: 4}); err != nil {
				return
			}
			ts = &tables{}
			for n := 2; n <= 4 && err == nil; n++ {
				for _, m := range Materials(n) {
					if solvable(m) && ts.byKey[materialKey(m)] == nil {
						var ok bool
						if ok, err = ts.loadPair(dir, []Material{m, m.Mirror()}); err == nil && !ok {
							err = fmt.Errorf("%v: no table", m)
						}
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		return dir, ts
	}
}()

// testDirs are the directories TestMain removes.
var testDirs []string

func TestMain(m *testing.M) {
	code := m.Run()
	for _, d := range testDirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// solved4 returns the tables of up to four pieces.
func solved4(t *testing.T) *tables {
	_, ts := built4(t)
	return ts
}

// TestSolvedValuesAreConsistent checks every stored value of up to three
// pieces, and every 16th of four, against its moves: a win has a move to a loss (the quickest), a
// loss only moves to wins (the slowest counted), a draw a move to a draw
// and none to a loss. Together, over every position, these prove the
// values: a wrong one would have a wrong one closer to its end.
func TestSolvedValuesAreConsistent(t *testing.T) {
	ts := solved4(t)
	var moves []standard.Move
	checked := 0
	for n := 2; n <= 4; n++ {
		for _, m := range Materials(n) {
			if !solvable(m) {
				continue
			}
			tab := ts.byKey[materialKey(m)]
			stride := uint64(1)
			if n == 4 {
				stride = 16
			}
			for i := uint64(0); i < tab.layout.Size(); i += stride {
				var err error
				if moves, err = ts.check(tab, i, moves); err != nil {
					t.Fatalf("%v: %v", m, err)
				}
				checked++
			}
		}
	}
	if want := Count(2) + Count(3) - oneSided(2) - oneSided(3); uint64(checked) < want {
		t.Errorf("checked %d positions, want all %d of two and three pieces and more", checked, want)
	}
}

// TestSolvedMatchesPlainFixedPoint solves every position of up to three
// pieces again the plainest way, without the index or the order of the
// build: win if a move leads to a loss, loss if every move leads to a win,
// repeated until nothing changes, draws left over. The results must agree.
func TestSolvedMatchesPlainFixedPoint(t *testing.T) {
	ts := solved4(t)
	// Every placement of one to three pieces, each side to move.
	var all []standard.Position
	var place func(from, left int, black, red, kings uint32)
	place = func(from, left int, black, red, kings uint32) {
		if black|red != 0 {
			for _, turn := range []checkers.Color{checkers.Black, checkers.Red} {
				if p, err := standard.FromSquares(black, red, kings, turn); err == nil {
					all = append(all, p)
				}
			}
		}
		if left == 0 {
			return
		}
		for sq := from; sq < 32; sq++ {
			b := uint32(1) << sq
			place(sq+1, left-1, black|b, red, kings)
			place(sq+1, left-1, black|b, red, kings|b)
			place(sq+1, left-1, black, red|b, kings)
			place(sq+1, left-1, black, red|b, kings|b)
		}
	}
	place(0, 3, 0, 0, 0)
	if got, want := uint64(len(all)), 2*(Count(1)+Count(2)+Count(3)); got != want {
		t.Fatalf("enumerated %d positions, want %d", got, want)
	}
	number := make(map[standard.Position]int32, len(all))
	for i, p := range all {
		number[p] = int32(i)
	}
	children := make([][]int32, len(all))
	for i, p := range all {
		for _, m := range p.AppendMoves(nil) {
			next, ok := number[p.Play(m)]
			if !ok {
				t.Fatalf("%s: move %s leads off the enumeration", p, m)
			}
			children[i] = append(children[i], next)
		}
	}
	result := make([]Result, len(all))
	for changed := true; changed; {
		changed = false
		for i := range all {
			if result[i] != ResultUnknown {
				continue
			}
			r := ResultLoss
			for _, c := range children[i] {
				if result[c] == ResultLoss {
					r = ResultWin
					break
				}
				if result[c] != ResultWin {
					r = ResultUnknown
				}
			}
			if r != ResultUnknown {
				result[i], changed = r, true
			}
		}
	}
	differ := 0
	for i, p := range all {
		want := result[i]
		if want == ResultUnknown {
			want = ResultDraw
		}
		if !stored(&p) {
			continue
		}
		if got := ts.value(&p).Result(); got != want {
			if differ++; differ <= 5 {
				t.Errorf("%s: the database says %v, the plain fixed point %v", p, got, want)
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d positions differ", differ, len(all))
	}
}

// stored reports whether the opponent of the side to move has a piece:
// the database stores no position whose game has already ended.
func stored(p *standard.Position) bool {
	s := normalise(p)
	return s.oppMen|s.oppKings != 0
}

// TestKnownEndings checks results every checkers player knows.
func TestKnownEndings(t *testing.T) {
	ts := solved4(t)
	for _, tc := range []struct {
		name, fen string
		want      Result
	}{
		{"two kings beat one (the strong side to move)", "B:WK32:BK1,K5", ResultWin},
		{"two kings beat one (the lone king to move)", "W:WK32:BK1,K5", ResultLoss},
		{"one king against one draws", "B:WK32:BK1", ResultDraw},
		{"two kings against two draw", "B:WK29,K32:BK1,K5", ResultDraw},
		{"a man against a king in the double corner", "B:WK1:B28", ResultDraw},
		{"no move loses", "B:W32:B28", ResultLoss},
	} {
		p, err := standard.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := ts.value(&p); got.Result() != tc.want {
			t.Errorf("%s (%s): got %v, want %v", tc.name, tc.fen, got, tc.want)
		}
	}
}

// oneSided counts the placements of n pieces all of one side, which the
// databases do not store: men on 28 squares, kings on the rest.
func oneSided(n int) uint64 {
	var total uint64
	for men := 0; men <= n; men++ {
		total += choose[28][men] * choose[32-men][n-men]
	}
	return 2 * total
}
