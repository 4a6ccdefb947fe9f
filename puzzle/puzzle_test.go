package puzzle_test

import (
	"bytes"
	"context"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/puzzle"
)

// TestReadWrite reads a set, writes it and reads it back the same.
func TestReadWrite(t *testing.T) {
	data, err := os.ReadFile("testdata/set.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := puzzle.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 {
		t.Fatalf("got %d puzzles, want 2", len(ps))
	}
	var out bytes.Buffer
	if err := puzzle.Write(&out, ps); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), string(data); got != want {
		t.Errorf("written back:\ngot  %s\nwant %s", got, want)
	}
}

// TestReadRefuses checks the errors of sets that are wrong, each naming
// the line and what is wrong on it.
func TestReadRefuses(t *testing.T) {
	good := `{"id":"a","variant":"standard","position":"W:W15,17,18,22,24,26,28,31,32:B4,6,7,8,9,10,13,16,19","line":["15-11","8x15","18x11x2"],"themes":["shot"],"rating":1500,"score":500}`
	for _, c := range []struct {
		name, set, want string
	}{
		{"not JSON", "{", "line 1: unexpected EOF (want one puzzle as a JSON object)"},
		{"unknown field", `{"id":"a","colour":1}`, `line 1: json: unknown field "colour"`},
		{"no id", `{"variant":"standard"}`, "line 1: a puzzle without an id"},
		{"unknown game", strings.Replace(good, `"standard"`, `"chess"`, 1), `line 1: puzzle a: unknown variant "chess"`},
		{"bad position", strings.Replace(good, `W:W15`, `W:W99`, 1), "line 1: puzzle a: position"},
		{"even line", strings.Replace(good, `,"18x11x2"]`, `]`, 1), "line 1: puzzle a: a line of 2 moves; want an odd number (it ends with the solver's move)"},
		{"illegal move", strings.Replace(good, `"8x15"`, `"8-12"`, 1), `line 1: puzzle a: move 2 "8-12"`},
		{"unknown theme", strings.Replace(good, `"shot"`, `"fork"`, 1), `line 1: puzzle a: unknown theme "fork"`},
		{"bad refutation", strings.Replace(good, `"themes"`, `"refutations":[{"9-14":"22-18"}],"themes"`, 1), `line 1: puzzle a: refutation at move 1: wrong move "9-14"`},
		{"twice", good + "\n\n" + good, "line 3: puzzle a again (it was on line 1)"},
		{"illegal also", strings.Replace(good, `"themes"`, `"also":["9-14"],"themes"`, 1), `line 1: puzzle a: also "9-14"`},
		{"every move accepted", `{"id":"a","variant":"standard","position":"B:W17,18:B14","line":["14x23"],"also":["14x21"],"themes":[]}`, `line 1: puzzle a: the line's last move "14x23" and also [14x21] are every legal move: none is wrong`},
		{"also the line's", strings.Replace(good, `"themes"`, `"also":["18x11x2"],"themes"`, 1), `line 1: puzzle a: also "18x11x2": the move is the line's or given twice`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := puzzle.Read(strings.NewReader(c.set))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got error %v, want one with %q", err, c.want)
			}
		})
	}
}

// FuzzRead reads anything: a set read without error is written and read
// back to the same puzzles.
func FuzzRead(f *testing.F) {
	data, err := os.ReadFile("testdata/set.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(data))
	f.Add("{}")
	f.Fuzz(func(t *testing.T, set string) {
		ps, err := puzzle.Read(strings.NewReader(set))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := puzzle.Write(&out, ps); err != nil {
			t.Fatal(err)
		}
		again, err := puzzle.Read(&out)
		if err != nil {
			t.Fatalf("a set read back: %v", err)
		}
		if len(again) != len(ps) {
			t.Fatalf("got %d puzzles back, want %d", len(again), len(ps))
		}
	})
}

// TestBuiltin reads the built-in sets: each of a game of the table, and
// the four original games among those with puzzles.
func TestBuiltin(t *testing.T) {
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, p := range ps {
		count[p.Variant]++
	}
	for key := range count {
		if _, err := games.Lookup(key); err != nil {
			t.Errorf("built-in puzzles of %q: %v", key, err)
		}
	}
	for _, key := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		if count[key] == 0 {
			t.Errorf("got no built-in %s puzzles, want some", key)
		}
	}
	t.Logf("built-in puzzles: %v", count)
}

// TestBuiltinReproducible builds the standard checkers set again from the
// engine's games it came from, as docs/puzzles.md says, and gets the same
// file.
func TestBuiltinReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("searches eight games")
	}
	want, err := os.ReadFile("builtin/standard.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/matches/standard.pdn")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup("standard")
	f, err := puzzle.NewFinder(g)
	if err != nil {
		t.Fatal(err)
	}
	r := pdn.NewReader(bytes.NewReader(data))
	var got []puzzle.Puzzle
	seen := map[string]bool{}
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		cg, _, err := games.PDN().ReplayRecord(rec, r.Source())
		if err != nil {
			t.Fatal(err)
		}
		found, err := f.Find(context.Background(), cg, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range found {
			if !seen[p.ID] {
				seen[p.ID] = true
				got = append(got, p)
			}
		}
	}
	// docs/puzzles.md builds the set with --limit 12.
	if len(got) > 12 {
		got = got[:12]
	}
	var gotIDs, wantIDs []string
	for _, p := range got {
		gotIDs = append(gotIDs, p.ID+" "+strings.Join(p.Line, " "))
	}
	wantSet, err := puzzle.Read(bytes.NewReader(want))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range wantSet {
		wantIDs = append(wantIDs, p.ID+" "+strings.Join(p.Line, " "))
	}
	if !slices.Equal(gotIDs, wantIDs) {
		t.Errorf("built again:\ngot  %v\nwant %v", gotIDs, wantIDs)
	}
}
