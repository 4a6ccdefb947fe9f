package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

func TestAlgebraicRecordMove(t *testing.T) {
	for _, c := range []struct {
		text      string
		turned    bool
		want      string
		algebraic bool
	}{
		{"c3-d4", false, "22-18", true},
		{"c3-d4", true, "11-15", true},
		{"d4xb6", false, "18x9", true},
		{"d4:b6", false, "18x9", true},
		{"a1-b2", false, "29-25", true},
		{"a1-b2", true, "4-8", true},
		{"c3-c4", false, "c3-c4", true}, // c4 is a light square: left as it is
		{"a", false, "a", true},
		{"11-15", false, "11-15", false},
		{"", false, "", false},
	} {
		got, algebraic := standard.AlgebraicRecordMove(c.text, c.turned)
		if got != c.want || algebraic != c.algebraic {
			t.Errorf("AlgebraicRecordMove(%q, %v) = %q, %v; want %q, %v", c.text, c.turned, got, algebraic, c.want, c.algebraic)
		}
	}
}

func TestRecordHint(t *testing.T) {
	setUp, err := standard.Variant{}.ParsePosition("B:W21:B1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		start checkers.Position
		i     int
		text  string
		want  bool
	}{
		{"white's first move", standard.Variant{}.Start(), 0, "22-18", true},
		{"black's first move", standard.Variant{}.Start(), 0, "11-15", false},
		{"a later move", standard.Variant{}.Start(), 1, "22-18", false},
		{"a set-up", setUp, 0, "21-17", false},
		{"not numbered", standard.Variant{}.Start(), 0, "c3-d4", false},
	} {
		got := standard.RecordHint(checkers.NewGameFrom(standard.Variant{}, c.start), c.i, c.text)
		if (got != "") != c.want {
			t.Errorf("%s: RecordHint(%q) = %q, want a hint: %v", c.name, c.text, got, c.want)
		}
	}
}
