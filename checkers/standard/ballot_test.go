package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

func TestBallot(t *testing.T) {
	ballot := standard.Ballot()
	if got, want := len(ballot), 156; got != want {
		t.Fatalf("got %d openings, want %d", got, want)
	}
	added, seen := 0, map[int]bool{}
	for _, o := range ballot {
		g := checkers.NewGame(standard.Variant{})
		for _, m := range o.Moves {
			if err := g.PlayText(m); err != nil {
				t.Fatalf("%s: %v", o.Label(), err)
			}
		}
		if o.Name == "" || seen[o.Number] {
			t.Errorf("%v: want a name and a number of its own", o)
		}
		seen[o.Number] = true
		if o.Note == "added in 2003" {
			added++
		}
		if got, ok := standard.BallotOpeningOf(o.Moves); !ok || got.Number != o.Number {
			t.Errorf("BallotOpeningOf(%v) = %v, %v", o.Moves, got, ok)
		}
	}
	if added != 12 {
		t.Errorf("got %d openings added in 2003, want 12", added)
	}
}

func TestOpeningName(t *testing.T) {
	for _, tc := range []struct {
		moves []string
		want  string
	}{
		{nil, ""},
		{[]string{"9-13"}, "Edinburgh"},
		{[]string{"11-15", "23-18"}, "Cross"},
		{[]string{"11-15", "23-18", "8-11"}, "Cross"},
		{[]string{"9-13", "22-18", "11-15"}, "Edinburgh Single"},
		{[]string{"10-15", "22-17", "15-19"}, "Skullcracker"},
		{[]string{"12-16", "24-20"}, "Dundee"},
		{[]string{"11-16", "23-18", "16x23"}, "Bristol Cross"},
	} {
		if got := standard.OpeningName(tc.moves); got != tc.want {
			t.Errorf("OpeningName(%v) = %q, want %q", tc.moves, got, tc.want)
		}
	}
}
