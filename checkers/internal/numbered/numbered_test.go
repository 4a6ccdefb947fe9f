package numbered

import (
	"fmt"
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
