package puzzle_test

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/puzzle"
)

// atCase is one line of testdata/positions.txt.
type atCase struct {
	variant, position string
	line, themes      []string // line nil: no puzzle
	also              []string // the other moves accepted for the last
}

func readPositions(t *testing.T) []atCase {
	t.Helper()
	f, err := os.Open("testdata/positions.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []atCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		if len(fields) != 4 && len(fields) != 5 {
			t.Fatalf("positions.txt: %q: want 4 or 5 fields separated by |", text)
		}
		c := atCase{variant: strings.TrimSpace(fields[0]), position: strings.TrimSpace(fields[1]), themes: strings.Fields(fields[3])}
		if l := strings.TrimSpace(fields[2]); l != "-" {
			c.line = strings.Fields(l)
		}
		if len(fields) == 5 {
			c.also = strings.Fields(fields[4])
		}
		out = append(out, c)
	}
	return out
}

// TestAt checks the puzzles the finder sees in set positions: their
// solution lines and themes, and positions that are no puzzle.
func TestAt(t *testing.T) {
	for _, c := range readPositions(t) {
		t.Run(c.variant+" "+c.position, func(t *testing.T) {
			g, err := games.Lookup(c.variant)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := g.Variant.ParsePosition(c.position)
			if err != nil {
				t.Fatal(err)
			}
			f, err := puzzle.NewFinder(g)
			if err != nil {
				t.Fatal(err)
			}
			p, ok, err := f.At(context.Background(), checkers.NewGameFrom(g.Variant, pos))
			if err != nil {
				t.Fatal(err)
			}
			if c.line == nil {
				if ok {
					t.Errorf("got puzzle %v, want none", p.Line)
				}
				return
			}
			if !ok {
				t.Fatalf("got no puzzle, want line %v", c.line)
			}
			if !slices.Equal(p.Line, c.line) {
				t.Errorf("got line %v, want %v", p.Line, c.line)
			}
			if !slices.Equal(p.Also, c.also) {
				t.Errorf("got also %v, want %v", p.Also, c.also)
			}
			if !slices.Equal(p.Themes, c.themes) {
				t.Errorf("got themes %v, want %v", p.Themes, c.themes)
			}
			if err := p.Check(); err != nil {
				t.Errorf("got a puzzle that fails its check: %v", err)
			}
			if p.Score < puzzle.DefaultGain || p.Rating <= 0 {
				t.Errorf("got score %d, rating %v; want a score of %d or more and a rating", p.Score, p.Rating, puzzle.DefaultGain)
			}
			if got, want := len(p.Refutations), p.SolverMoves(); got != want {
				t.Errorf("got %d refutations, want one for each of the %d solver's moves", got, want)
			}
		})
	}
}

// TestFind finds the puzzles of one of the engine's games, after its
// mistakes, with where they came from.
func TestFind(t *testing.T) {
	data, err := os.ReadFile("testdata/matches/standard.pdn")
	if err != nil {
		t.Fatal(err)
	}
	r := pdn.NewReader(strings.NewReader(string(data)))
	rec, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := games.PDN().ReplayRecord(rec, r.Source())
	if err != nil {
		t.Fatal(err)
	}
	entry, err := games.Of(g.Variant())
	if err != nil {
		t.Fatal(err)
	}
	f, err := puzzle.NewFinder(entry)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := f.Find(context.Background(), g, "game 1")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.Line[0])
		if p.Source != "game 1" || p.Ply == 0 || p.Mistake != g.Played()[p.Ply-1].String() {
			t.Errorf("puzzle %s: got source %q, ply %d, mistake %q; want game 1 and the move before it", p.ID, p.Source, p.Ply, p.Mistake)
		}
	}
	if want := []string{"21-17", "21-17", "15-11"}; !slices.Equal(got, want) {
		t.Errorf("got puzzles starting %v, want %v", got, want)
	}
}

// TestFindOtherGame checks that a finder refuses a game of another game.
func TestFindOtherGame(t *testing.T) {
	std, _ := games.Lookup("standard")
	other, _ := games.Lookup("stackem")
	f, err := puzzle.NewFinder(std)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.Find(context.Background(), checkers.NewGame(other.Variant), "x")
	if err == nil || !strings.Contains(err.Error(), "Stack'Em game given to the Standard checkers puzzle finder") {
		t.Errorf("got %v, want the finder to refuse a Stack'Em game", err)
	}
}

// TestFindStops checks that a cancelled search stops the finder with the
// context's error.
func TestFindStops(t *testing.T) {
	g, _ := games.Lookup("standard")
	f, err := puzzle.NewFinder(g)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.Find(ctx, checkers.NewGame(g.Variant), "x"); err != context.Canceled {
		t.Errorf("got %v, want %v", err, context.Canceled)
	}
}
