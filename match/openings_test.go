package match_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/match"
)

// TestBallot checks the 3-move ballot: 156 openings, each three legal
// moves from the start, no two alike (as moves or as the position they
// reach), named by ACF number in increasing order.
func TestBallot(t *testing.T) {
	ops := ballot()
	if len(ops) != 156 {
		t.Fatalf("got %d openings, want 156", len(ops))
	}
	moves := map[string]bool{}
	positions := map[checkers.Position]string{}
	last := 0
	for i, op := range ops {
		if len(op.Moves) != 3 {
			t.Errorf("opening %d %q: got %d moves, want 3", i+1, op.Label(), len(op.Moves))
		}
		g, err := op.Play(standard.Variant{})
		if err != nil {
			t.Errorf("opening %d: %v", i+1, err)
			continue
		}
		if moves[op.String()] {
			t.Errorf("opening %d %q: given twice", i+1, op.Label())
		}
		moves[op.String()] = true
		if other, ok := positions[g.Position()]; ok {
			t.Errorf("opening %d %q reaches the position of %q", i+1, op.Label(), other)
		}
		positions[g.Position()] = op.Label()
		var n int
		if _, err := fmt.Sscanf(op.Name, "ACF %d", &n); err != nil || n <= last || n > 174 {
			t.Errorf("opening %d: got name %q, want ACF and a number after %d, at most 174", i+1, op.Name, last)
		}
		last = n
	}
	for _, want := range []struct {
		i    int
		text string
	}{
		{0, "ACF 1: 9-13 21-17 5-9"},
		{2, "ACF 4: 9-13 22-17 13x22"},
		{155, "ACF 174, added in 2003: 12-16 24-20 10-15"},
	} {
		if got := ops[want.i].Label(); got != want.text {
			t.Errorf("opening %d: got %q, want %q", want.i+1, got, want.text)
		}
	}
	added := 0
	for _, op := range ops {
		if strings.HasSuffix(op.Name, "added in 2003") {
			added++
		}
	}
	if added != 12 {
		t.Errorf("got %d openings added in 2003, want 12", added)
	}
}

func TestReadOpenings(t *testing.T) {
	text := "# a list\n\n11-15 23-19 8-11 # Old Fourteenth\n  9-14 22-17  \n"
	got, err := match.ReadOpenings(strings.NewReader(text), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	want := []match.Opening{
		{Name: "Old Fourteenth", Moves: []string{"11-15", "23-19", "8-11"}},
		{Moves: []string{"9-14", "22-17"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestReadOpeningsErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "# nothing\n\n", "no opening found"},
		{"illegal", "11-15 23-19\n11-15 23-18 15-22\n", `line 2: opening "11-15 23-18 15-22", move 3 (15-22)`},
		{"malformed", "11-15 zz\n", `line 1: opening "11-15 zz", move 2 (zz)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := match.ReadOpenings(strings.NewReader(tt.text), standard.Variant{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestRandomOpenings(t *testing.T) {
	for _, v := range []checkers.Variant{standard.Variant{}, stackem.Variant{}, coast.Variant{}, flyingkings.Variant{}} {
		t.Run(v.Key(), func(t *testing.T) {
			ops, err := match.RandomOpenings(v, 3, 7)
			if err != nil {
				t.Fatal(err)
			}
			if len(ops) != 3 {
				t.Fatalf("got %d openings, want 3", len(ops))
			}
			seen := map[checkers.Position]bool{}
			for i, op := range ops {
				if want := "random " + string(rune('1'+i)); op.Name != want {
					t.Errorf("opening %d: got name %q, want %q", i+1, op.Name, want)
				}
				g, err := op.Play(v)
				if err != nil {
					t.Fatalf("opening %d: %v", i+1, err)
				}
				if seen[g.Position()] {
					t.Errorf("opening %d %q: its position is another's", i+1, op)
				}
				seen[g.Position()] = true
			}
			again, err := match.RandomOpenings(v, 3, 7)
			if err != nil || !reflect.DeepEqual(again, ops) {
				t.Errorf("the same seed: got %v (%v), want %v", again, err, ops)
			}
		})
	}
}

// ballot is standard checkers' 3-move ballot, as a match plays it by
// default.
func ballot() []match.Opening {
	ops, _ := match.Book(standard.Variant{})
	return ops
}

// TestBallotStaysStandardsBallot: programs written against the earlier
// match.Ballot (the Cake match driver among them) get the same 156 openings.
func TestBallotStaysStandardsBallot(t *testing.T) {
	got, want := match.Ballot(), ballot()
	if len(got) != 156 || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %d openings, want the 156 of Book(standard)", len(got))
	}
	if !strings.HasPrefix(got[0].Name, "ACF ") {
		t.Errorf("got first name %q, want ACF n", got[0].Name)
	}
}
