package games_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/view"
)

// mustPosition reads a position of the variant with the given key.
func mustPosition(t testing.TB, key, text string) checkers.Position {
	t.Helper()
	v, err := lookupVariant(key)
	if err != nil {
		t.Fatal(err)
	}
	p, err := v.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustOf is Of that fails the test on an error.
func mustOf(t testing.TB, p checkers.Position) view.Position {
	t.Helper()
	v, err := Of(p)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// pieceCounts counts pieces by "colour kind", such as "red king".
func pieceCounts(v view.Position) map[string]int {
	counts := map[string]int{}
	for _, p := range v.Pieces {
		counts[p.Color+" "+p.Kind]++
	}
	return counts
}

func TestOfStartPositions(t *testing.T) {
	for _, c := range []struct {
		key      string
		squares  string
		diamond  bool
		numbers  int
		turn     string
		pieces   map[string]int
		specials int
		borneOff *view.Counts
		points   *view.Counts
	}{
		{"standard", "dark", false, 32, "black", map[string]int{"black man": 12, "red man": 12}, 0, nil, nil},
		{"stackem", "dark", false, 32, "red", map[string]int{"black man": 12, "red man": 12}, 0, nil, nil},
		{"coast-to-coast", "all", true, 0, "black", map[string]int{"black man": 12, "red man": 12}, 2, &view.Counts{}, nil},
		{"flying-kings", "dark", false, 32, "black", map[string]int{
			"black guard": 4, "black prince": 6, "black king": 2,
			"red guard": 4, "red prince": 6, "red king": 2,
		}, 12, nil, &view.Counts{Black: 12, Red: 12}},
	} {
		t.Run(c.key, func(t *testing.T) {
			variant, err := lookupVariant(c.key)
			if err != nil {
				t.Fatal(err)
			}
			p := variant.Start()
			v := mustOf(t, p)
			if v.Variant != c.key || v.Squares != c.squares || v.Diamond != c.diamond || v.Turn != c.turn {
				t.Errorf("got variant %q, squares %q, diamond %v, turn %q; want %q, %q, %v, %q",
					v.Variant, v.Squares, v.Diamond, v.Turn, c.key, c.squares, c.diamond, c.turn)
			}
			if v.Text != p.String() {
				t.Errorf("got text %q, want %q", v.Text, p.String())
			}
			if len(v.Numbers) != c.numbers {
				t.Errorf("got %d numbers, want %d", len(v.Numbers), c.numbers)
			}
			got := pieceCounts(v)
			if len(got) != len(c.pieces) {
				t.Errorf("got pieces %v, want %v", got, c.pieces)
			}
			for kind, n := range c.pieces {
				if got[kind] != n {
					t.Errorf("got %d %s, want %d", got[kind], kind, n)
				}
			}
			if len(v.Specials) != c.specials {
				t.Errorf("got %d specials, want %d", len(v.Specials), c.specials)
			}
			if !sameCounts(v.BorneOff, c.borneOff) {
				t.Errorf("got borne off %v, want %v", v.BorneOff, c.borneOff)
			}
			if !sameCounts(v.Points, c.points) {
				t.Errorf("got points %v, want %v", v.Points, c.points)
			}
			for i := 1; i < len(v.Pieces); i++ {
				if squareIndex(v.Pieces[i-1].Square) >= squareIndex(v.Pieces[i].Square) {
					t.Errorf("got pieces on %s before %s, want them by square index", v.Pieces[i-1].Square, v.Pieces[i].Square)
				}
			}
		})
	}
}

func sameCounts(a, b *view.Counts) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

func TestOfNumbers(t *testing.T) {
	v := mustOf(t, standard.Start())
	for name, want := range map[string]int{"b8": 1, "h8": 4, "a7": 5, "a1": 29, "g1": 32, "c3": 22} {
		if got := v.Numbers[name]; got != want {
			t.Errorf("got number %d for %s, want %d", got, name, want)
		}
	}
	for name := range v.Numbers {
		if !playingSquare(v, name) {
			t.Errorf("got a number for %s, a light square", name)
		}
	}
	if c := mustOf(t, coast.Start()); c.Numbers != nil {
		t.Errorf("got Coast-to-Coast numbers %v, want none", c.Numbers)
	}
}

// labels returns the labels of v's pieces and specials, each on its square:
// "c3=Red man on 22 (c3)".
func labels(v view.Position) []string {
	var out []string
	for _, p := range v.Pieces {
		out = append(out, p.Square+"="+p.Label)
	}
	for _, s := range v.Specials {
		out = append(out, s.Square+"="+s.Label)
	}
	return out
}

func TestOfLabels(t *testing.T) {
	for _, c := range []struct {
		name, key, text string
		want            []string
	}{
		{"standard", "standard", "B:WK22,18:B9,K32", []string{
			"g1=Black king on 32 (g1)", "c3=Red king on 22 (c3)", "d4=Red man on 18 (d4)", "b6=Black man on 9 (b6)",
		}},
		{"stackem", "stackem", "R 14:rrB 18:b 22:R 27:br", []string{
			"f2=Stack of 2 on 27 (f2): Red piece on top, then Black",
			"c3=Red king on 22 (c3)",
			"d4=Black piece on 18 (d4)",
			"c5=Stack of 3 on 14 (c5): Black king on top, then Red, Red",
		}},
		{"coast", "coast-to-coast", "R:Rc3,Kd4/2:Bg7/1", []string{
			"c3=Red piece on c3", "d4=Red king on d4", "g7=Black piece on g7",
			"a1=Red's home a1", "h8=Black's home h8",
		}},
		{"flying kings", "flying-kings", "R:RF15,P28:BK2,G10", []string{
			"h2=Red Prince on 28 (h2)", "e5=Red Flying King on 15 (e5)", "d6=Black Guard on 10 (d6)", "d8=Black King on 2 (d8)",
			"c5=Morph square 14 (c5)", "c3=Red's Spawn square 22 (c3)", "b4=Push Arrow pointing up on 17 (b4)",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := labels(mustOf(t, mustPosition(t, c.key, c.text)))
			for _, want := range c.want {
				found := false
				for _, g := range got {
					found = found || g == want
				}
				if !found {
					t.Errorf("got labels %q, want one %q", got, want)
				}
			}
		})
	}
}

func TestOfStackemStack(t *testing.T) {
	v := mustOf(t, mustPosition(t, "stackem", "B 14:rrB 22:b"))
	want := []view.Checker{{Color: "red"}, {Color: "red"}, {Color: "black", King: true}}
	for _, p := range v.Pieces {
		if p.Square != "c5" {
			if len(p.Stack) != 1 || p.Stack[0] != (view.Checker{Color: p.Color}) {
				t.Errorf("got stack %v on %s, want one %s checker", p.Stack, p.Square, p.Color)
			}
			continue
		}
		if p.Color != "black" || p.Kind != "king" || len(p.Stack) != len(want) {
			t.Fatalf("got %+v on c5, want a black king on two red checkers", p)
		}
		for i := range want {
			if p.Stack[i] != want[i] {
				t.Errorf("got checker %d %v, want %v", i, p.Stack[i], want[i])
			}
		}
	}
}

func TestOfCounts(t *testing.T) {
	c := mustOf(t, mustPosition(t, "coast-to-coast", "R:Rc3,Kd4/2:Bg7/1"))
	if want := (view.Counts{Black: 1, Red: 2}); c.BorneOff == nil || *c.BorneOff != want {
		t.Errorf("got borne off %v, want %v", c.BorneOff, want)
	}
	f := mustOf(t, mustPosition(t, "flying-kings", "R:RF15,P28:BK2,G10,F20"))
	if want := (view.Counts{Black: 8, Red: 6}); f.Points == nil || *f.Points != want {
		t.Errorf("got points %v, want %v", f.Points, want)
	}
}

func TestOfFlyingKingsSpecials(t *testing.T) {
	v := mustOf(t, flyingkings.Start())
	want := []string{ // by square index, a1 first
		"c3 spawn red  Red's Spawn square 22 (c3)",
		"g3 spawn red  Red's Spawn square 24 (g3)",
		"b4 arrow  up Push Arrow pointing up on 17 (b4)",
		"d4 morph   Morph square 18 (d4)",
		"f4 morph   Morph square 19 (f4)",
		"h4 arrow  up Push Arrow pointing up on 20 (h4)",
		"a5 arrow  down Push Arrow pointing down on 13 (a5)",
		"c5 morph   Morph square 14 (c5)",
		"e5 morph   Morph square 15 (e5)",
		"g5 arrow  down Push Arrow pointing down on 16 (g5)",
		"b6 spawn black  Black's Spawn square 9 (b6)",
		"f6 spawn black  Black's Spawn square 11 (f6)",
	}
	var got []string
	for _, s := range v.Specials {
		got = append(got, strings.Join([]string{s.Square, s.Kind, s.Color, s.Direction, s.Label}, " "))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got specials\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestOfPointersAndUnknownTypes(t *testing.T) {
	s, k, c, f := standard.Start(), stackem.Start(), coast.Start(), flyingkings.Start()
	for _, p := range []checkers.Position{&s, &k, &c, &f} {
		if _, err := Of(p); err != nil {
			t.Errorf("Of(%T): %v", p, err)
		}
		if _, err := Moves(p); err != nil {
			t.Errorf("Moves(%T): %v", p, err)
		}
	}
	var nilStandard *standard.Position
	for _, c := range []struct {
		p    checkers.Position
		want string
	}{
		{nil, "<nil>"},
		{nilStandard, "*standard.Position"},
		{other{}, "games_test.other"},
	} {
		if _, err := Of(c.p); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Of(%T) error = %v, want one naming %s", c.p, err, c.want)
		}
		if _, err := Moves(c.p); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Moves(%T) error = %v, want one naming %s", c.p, err, c.want)
		}
	}
}

// other is a position of no game view knows.
type other struct{ checkers.Position }
