package games_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/docs"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestTable walks the table: every entry brings all that the commands,
// the server, the terminal and the page read of it, so a game added to the
// table is complete or fails here.
func TestTable(t *testing.T) {
	all := games.All()
	if len(all) == 0 {
		t.Fatal("the table lists no game")
	}
	seen := map[string]bool{}
	for i, g := range all {
		t.Run(g.Key(), func(t *testing.T) {
			if g.Key() == "" || strings.ContainsAny(g.Key(), " /") || seen[g.Key()] {
				t.Errorf("key %q: want a unique key without spaces or slashes", g.Key())
			}
			seen[g.Key()] = true
			if got, err := games.Lookup(g.Key()); err != nil || got != g {
				t.Errorf("Lookup(%q) = %v, %v; want the table's entry", g.Key(), got, err)
			}
			if got, err := games.Of(g.Variant); err != nil || got != g {
				t.Errorf("Of(%s) = %v, %v; want the table's entry", g.Key(), got, err)
			}
			if g.Name() == "" || g.Variant.Summary() == "" {
				t.Errorf("name %q, summary %q: want both", g.Name(), g.Variant.Summary())
			}
			if len(g.Legend) == 0 || len(g.Notation) == 0 {
				t.Errorf("legend %q, notation %q: want both", g.Legend, g.Notation)
			}
			if _, err := docs.Rules.ReadFile("rules/" + g.Rules); err != nil {
				t.Errorf("rules page %q: %v", g.Rules, err)
			}
			start := g.Variant.Start()
			pv, err := g.Display.Position(start)
			if err != nil {
				t.Fatalf("Display.Position(start): %v", err)
			}
			if pv.Variant != g.Key() || pv.Name != g.Name() || pv.Text != start.String() || len(pv.Pieces) == 0 {
				t.Errorf("Display.Position(start) = variant %q, name %q, text %q, %d pieces; want %q, %q, %q and pieces",
					pv.Variant, pv.Name, pv.Text, len(pv.Pieces), g.Key(), g.Name(), start)
			}
			moves, err := g.Display.Moves(start)
			if err != nil || len(moves) != len(start.Legal()) {
				t.Errorf("Display.Moves(start) = %d moves, %v; want %d", len(moves), err, len(start.Legal()))
			}
			// Another game's position is refused, not drawn wrong.
			other := all[(i+1)%len(all)]
			if other != g {
				if _, err := g.Display.Position(other.Variant.Start()); err == nil {
					t.Errorf("Display.Position(a %s position) = nil error, want one", other.Key())
				}
			}
		})
	}
}

// TestNewPlayer checks that every game's engine plays a legal move with its
// own weights, and refuses another game's.
func TestNewPlayer(t *testing.T) {
	all := games.All()
	for i, g := range all {
		t.Run(g.Key(), func(t *testing.T) {
			p, err := g.NewPlayer(engine.Options{TableMiB: 1, Weights: g.DefaultWeights()})
			if err != nil {
				t.Fatalf("NewPlayer with its own weights: %v", err)
			}
			if p.Variant() != g.Variant {
				t.Errorf("the player plays %v, want %v", p.Variant(), g.Variant)
			}
			game := checkers.NewGame(g.Variant)
			r, err := p.Think(context.Background(), game, engine.Limits{Depth: 3}, nil)
			if err != nil {
				t.Fatalf("Think: %v", err)
			}
			if err := game.Play(r.Move); err != nil {
				t.Errorf("the engine's move %v: %v", r.Move, err)
			}
			other := all[(i+1)%len(all)]
			if other == g {
				return
			}
			_, err = g.NewPlayer(engine.Options{TableMiB: 1, Weights: other.DefaultWeights()})
			if err == nil || !strings.Contains(err.Error(), "not "+g.Name()+" weights") {
				t.Errorf("NewPlayer with %s weights: error %v, want one saying they are not %s weights", other.Key(), err, g.Name())
			}
		})
	}
}

// TestLookupByName looks games up by the names other programs give them:
// a key or an alias, in any case; any other name is refused with the list
// of names taken.
func TestLookupByName(t *testing.T) {
	tests := []struct {
		name string
		want string // the game's key; "" for an error
	}{
		{"standard", "standard"},
		{"Standard", "standard"},
		{"english", "standard"},
		{"ENGLISH", "standard"},
		{"american", "standard"},
		{"Checkers", "standard"},
		{"21", "standard"},
		{"stackem", "stackem"},
		{"Flying-Kings", "flying-kings"},
		{"normal", ""},
		{"international", "international"},
		{"dama", "italian"},
		{"Turkish", "turkish"},
		{"turkish dama", "turkish"},
		{"30", "turkish"},
		{"thai", ""},
		{"", ""},
	}
	for _, tt := range tests {
		g, err := games.Lookup(tt.name)
		got := ""
		if err == nil {
			got = g.Key()
		}
		if got != tt.want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", tt.name, got, err, tt.want)
		}
		if tt.want == "" && (err == nil || !strings.Contains(err.Error(), "standard (english, american, checkers, 21), stackem")) {
			t.Errorf("Lookup(%q) error = %v; want one listing every name taken", tt.name, err)
		}
	}
}

// TestNamesNameOneGame checks that no key or alias is taken by two games
// of the table, in any case: Lookup would find only the first.
func TestNamesNameOneGame(t *testing.T) {
	owner := map[string]string{}
	for _, g := range games.All() {
		for _, name := range append([]string{g.Key()}, g.Aliases...) {
			n := strings.ToLower(name)
			if o, ok := owner[n]; ok {
				t.Errorf("the name %q is taken by %s and %s", name, o, g.Key())
			}
			owner[n] = g.Key()
		}
	}
}

func TestLookupUnknown(t *testing.T) {
	for _, key := range []string{"", "chess", "standard checkers"} {
		if _, err := games.Lookup(key); err == nil || !strings.Contains(err.Error(), "unknown variant") {
			t.Errorf("Lookup(%q) error = %v, want unknown variant", key, err)
		}
	}
	if _, err := games.Of(nil); err == nil {
		t.Errorf("Of(nil) error = nil, want one")
	}
}

// TestEveryGameRunsTheConformanceSuite checks that the package of every
// game in the table runs the conformance suite (varianttest.Conformance)
// in its tests, so that a game added to the table cannot skip it.
func TestEveryGameRunsTheConformanceSuite(t *testing.T) {
	const module = "github.com/kingme/kingme/"
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			pkg := reflect.TypeOf(g.Variant).PkgPath()
			rel, ok := strings.CutPrefix(pkg, module)
			if !ok {
				t.Fatalf("the rules of %s are in %s, outside the module", g.Key(), pkg)
			}
			dir := filepath.Join("..", filepath.FromSlash(rel))
			tests, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
			if err != nil || len(tests) == 0 {
				t.Fatalf("no tests in %s: %v", dir, err)
			}
			for _, f := range tests {
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Contains(src, []byte("varianttest.Conformance[")) && bytes.Contains(src, []byte(".Run(t)")) {
					return
				}
			}
			t.Errorf("no test in %s runs varianttest.Conformance: add a conformance_test.go as the other games have", dir)
		})
	}
}

// TestDefaultEvaluation checks which evaluation each game's player uses:
// the built-in learned weights by default where the game has them (their
// scores of the same search equal the default's), and the hand-set
// evaluation when given hand-set weights (its scores differ).
func TestDefaultEvaluation(t *testing.T) {
	for _, tt := range []struct {
		key     string
		builtin bool
	}{
		{"standard", true},
		{"stackem", true},
		{"coast-to-coast", false},
		{"flying-kings", true},
	} {
		t.Run(tt.key, func(t *testing.T) {
			g, err := games.Lookup(tt.key)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Learning != nil && g.Learning.Builtin != nil; got != tt.builtin {
				t.Fatalf("built-in learned weights: %v, want %v", got, tt.builtin)
			}
			if !tt.builtin {
				return
			}
			byDefault, learned, handSet := firstScores(t, g, nil, 1), firstScores(t, g, g.Learning.Builtin(), 1), firstScores(t, g, g.DefaultWeights(), 1)
			if !slices.Equal(byDefault, learned) {
				t.Errorf("the default player scores %v, the built-in learned weights %v: want the same", byDefault, learned)
			}
			if slices.Equal(handSet, learned) {
				t.Errorf("the hand-set weights score %v, as the learned ones: want another evaluation", handSet)
			}
		})
	}
}
