package pdn_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
)

// readTree reads the first game of in with its variations and replays its
// tree.
func readTree(t *testing.T, in string) (*pdn.GameRecord, *pdn.Line, []pdn.Note, error) {
	t.Helper()
	rd := pdn.NewReader(strings.NewReader(in))
	rd.KeepVariations(true)
	pg, err := rd.Next()
	if err != nil {
		t.Fatalf("reading %q: %v", in, err)
	}
	line, notes, err := games.PDN().ReplayTree(pg, rd.Source())
	return pg, line, notes, err
}

// TestReplayTreeEveryGame writes an annotated game of every game of the
// table (comments, NAGs, a variation with a variation of its own), reads
// it back and replays its tree: the main line is the game's, each
// variation starts from the position before the move it replaces, and the
// tree's record is the record read, comments, NAGs and variations kept.
func TestReplayTreeEveryGame(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			text := pdntest.Annotated(g).String()
			pg, line, notes, err := readTree(t, text)
			if err != nil || len(notes) != 0 {
				t.Fatalf("ReplayTree: got notes %v, error %v; want none\n%s", notes, err, text)
			}
			if got, want := line.Game.Len(), len(pg.Moves); got != want {
				t.Fatalf("main line: got %d moves, want %d", got, want)
			}
			if got, want := dumpLine(line.Record()), dumpLine(pg.Moves); got != want {
				t.Errorf("the tree's record:\ngot  %s\nwant %s", got, want)
			}
			if len(line.Variations[2]) != 1 {
				t.Fatalf("move 3's variations: got %d, want 1", len(line.Variations[2]))
			}
			v := line.Variations[2][0]
			if got, want := v.Game.Start(), line.Game.Positions()[2]; got != want {
				t.Errorf("the variation's start: got %v, want the position before the move it replaces, %v", got, want)
			}
			if v.Game.Len() != len(v.Moves) || v.Game.Len() == 0 {
				t.Errorf("the variation: got %d moves played for %d record moves, want the same, not 0", v.Game.Len(), len(v.Moves))
			}
			if len(v.Moves) > 1 && len(v.Variations[1]) == 1 {
				sub := v.Variations[1][0]
				if got, want := sub.Game.Start(), v.Game.Positions()[1]; got != want {
					t.Errorf("the nested variation's start: got %v, want %v", got, want)
				}
			}
			if got, want := line.Size(), countMoves(pg.Moves); got != want {
				t.Errorf("Size: got %d, want %d", got, want)
			}
		})
	}
}

// TestReplayTreeErrors: a variation's move the rules refuse is an error
// naming the move, the main-line move the variation hangs from and its
// line; so is a variation nested too deep.
func TestReplayTreeErrors(t *testing.T) {
	deep := "1. 11-15" + strings.Repeat(" (11-15", 101) + strings.Repeat(")", 101) + " *"
	tests := []struct {
		name, in string
		want     []string
	}{
		{"illegal in a variation", "[Event \"x\"]\n1. 11-15 23-19\n2. 8-11 (9-13 22-17 13-17) 22-17 *",
			[]string{"line 3:", "in a variation of move 2. 8-11", "move 3. 13-17"}},
		{"illegal in a nested variation", "1. 11-15 23-19 (24-20 8-11 (9-13 22-18 13-17)) *",
			[]string{"line 1:", "in a variation of move 1... 23-19", "move 3. 13-17", "a jump is compulsory"}},
		{"nested too deep", deep, []string{"nested more than 100 deep"}},
		{"illegal main line", "1. 11-15 23-19 2. 9-13 22-17 3. 13-17 *", []string{"move 3. 13-17"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, line, _, err := readTree(t, tt.in)
			var re *pdn.RecordError
			if line != nil || !errors.As(err, &re) {
				t.Fatalf("got line %v, error %v; want a *pdn.RecordError", line != nil, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got error %q, want it to say %q", err, w)
				}
			}
		})
	}
}

// TestReplayTreeHops: a jump written hop by hop is one move of the tree,
// as of the game, with the first hop's record move.
func TestReplayTreeHops(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "records", "playstrategy.pdn"))
	if err != nil {
		t.Fatal(err)
	}
	rd := pdn.NewReader(strings.NewReader(string(data)))
	rd.KeepVariations(true)
	var pg *pdn.GameRecord
	for range 2 { // the second game has the hops
		if pg, err = rd.Next(); err != nil {
			t.Fatal(err)
		}
	}
	line, _, err := games.PDN().ReplayTree(pg, rd.Source())
	if err != nil {
		t.Fatal(err)
	}
	if got := line.Game.Len(); got != len(line.Moves) || got >= len(pg.Moves) {
		t.Fatalf("got %d moves played, %d tree moves, %d record moves; want as many tree moves as played, fewer than record moves", got, len(line.Moves), len(pg.Moves))
	}
	found := false
	for _, m := range line.Moves {
		if m.Text == "e1xc3" {
			found = true
		}
	}
	if !found {
		t.Errorf("got no tree move e1xc3 (the first hop of 2x11x18), want one: %s", dumpLine(line.Moves))
	}
}

// countMoves counts the moves of a record line and of its variations.
func countMoves(moves []pdn.Move) int {
	n := len(moves)
	for _, m := range moves {
		for _, v := range m.Variations {
			n += countMoves(v)
		}
	}
	return n
}

// FuzzReplayTree replays the tree of arbitrary input: it never panics,
// and a tree it replays has a game move for each of its record moves,
// every variation starting from the position before the move it
// replaces; without jumps written hop by hop, its record is the record
// read.
func FuzzReplayTree(f *testing.F) {
	for _, g := range games.All() {
		f.Add(pdntest.Annotated(g).String())
	}
	for _, tt := range readTests {
		f.Add(tt.in)
	}
	f.Add("1. 11-15 23-19 (22-18 15x22 25x18) 2. 8-11 {x} 22-17! (24-20?? $3) *")
	f.Fuzz(func(t *testing.T, in string) {
		rd := pdn.NewReader(strings.NewReader(in))
		rd.KeepVariations(true)
		rd.LimitMoves(200)
		pg, err := rd.Next()
		if err != nil {
			return
		}
		line, _, err := games.PDN().ReplayTree(pg, rd.Source())
		if err != nil {
			return
		}
		var check func(l *pdn.Line)
		check = func(l *pdn.Line) {
			if l.Game.Len() != len(l.Moves) || len(l.Variations) != len(l.Moves) {
				t.Fatalf("a line of %d game moves has %d record moves and %d variation lists", l.Game.Len(), len(l.Moves), len(l.Variations))
			}
			for i, vs := range l.Variations {
				for _, v := range vs {
					if v.Game.Start() != l.Game.Positions()[i] {
						t.Fatalf("a variation of move %d starts from %v, want %v", i, v.Game.Start(), l.Game.Positions()[i])
					}
					check(v)
				}
			}
		}
		check(line)
		if line.Size() == countMoves(pg.Moves) {
			if got, want := dumpLine(line.Record()), dumpLine(pg.Moves); got != want {
				t.Fatalf("the tree's record:\ngot  %s\nwant %s", got, want)
			}
		}
	})
}
