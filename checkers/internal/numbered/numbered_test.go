package numbered

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
)

type route []int // start, then landings

func (r route) From() int         { return r[0] }
func (r route) Jumps() int        { return len(r) - 1 }
func (r route) Landing(i int) int { return r[i+1] }
func (r route) String() string    { return fmt.Sprint([]int(r)) }

func TestUnfinished(t *testing.T) {
	legal := []route{{9, 18, 27}, {9, 18, 25}, {10, 19}}
	for _, c := range []struct {
		squares []int
		legal   []route
		want    string
	}{
		{[]int{9, 18}, legal, "the jump must be finished: [9 18 27], [9 18 25]"},
		{[]int{10, 17}, legal, "it is not one of the legal moves: [9 18 27], [9 18 25], [10 19]"},
		{[]int{10, 17}, nil, "Red has no legal move"},
	} {
		if got := Unfinished(c.legal, c.squares, checkers.Red); got != c.want {
			t.Errorf("Unfinished(%v) = %q, want %q", c.squares, got, c.want)
		}
	}
}

func TestList(t *testing.T) {
	var many []route
	for i := range 10 {
		many = append(many, route{i})
	}
	if got, want := List(many), "[0], [1], [2], [3], [4], [5], [6], [7] and 2 more"; got != want {
		t.Errorf("List = %q, want %q", got, want)
	}
}

func (r route) To() int { return r[len(r)-1] }

func TestParserParse(t *testing.T) {
	legal := []route{{9, 18, 27}, {9, 20, 27}, {10, 14}}
	ps := Parser[route]{
		Legal: legal,
		Owner: func(sq int) string {
			if sq == 1 {
				return "there is no piece on 1"
			}
			return ""
		},
		Route: func(squares []int) (route, string) {
			if squares[1] == 18 {
				return legal[0], ""
			}
			return nil, "not a route"
		},
		WhyNot: func(from, to int, jump bool) string { return fmt.Sprintf("no %d-%d (jump %v)", from, to, jump) },
	}
	for _, c := range []struct{ in, want, err string }{
		{"10-14", "[10 14]", ""},
		{"9x18x27", "[9 18 27]", ""},
		{"9x20x27x", "", "bad move"},
		{"9x22x27", "", "illegal move 9x22x27: not a route"},
		{"9x27", "", "illegal move 9x27: 9x27 could be [9 18 27], [9 20 27]; write every landing square"},
		{"1-5", "", "illegal move 1-5: there is no piece on 1"},
		{"10x15", "", "illegal move 10x15: no 10-15 (jump true)"},
	} {
		m, err := ps.Parse(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Parse(%q) error = %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || m.String() != c.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", c.in, m, err, c.want)
		}
	}
}

// ended is a route that also says where it ends.
type ended struct{ route }

func (e ended) To() int { return e.route[len(e.route)-1] }

func TestCompare(t *testing.T) {
	moves := []ended{{route{10, 17, 26, 19, 10}}, {route{9, 14}}, {route{10, 19, 26, 17, 10}}, {route{9, 13}}, {route{10, 15}}, {route{10, 17, 10}}}
	slices.SortFunc(moves, Compare[ended])
	var got []string
	for _, m := range moves {
		got = append(got, m.String())
	}
	want := []string{"[9 13]", "[9 14]", "[10 17 10]", "[10 17 26 19 10]", "[10 19 26 17 10]", "[10 15]"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
