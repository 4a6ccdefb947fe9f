package typed_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

func TestPositionAndMoveAreNilWithAnError(t *testing.T) {
	bad := errors.New("bad")
	if p, err := typed.Position(standard.Position{}, bad); p != nil || err != bad {
		t.Errorf("Position(zero, bad) = %v, %v; want nil, bad", p, err)
	}
	if m, err := typed.Move(standard.Move{}, bad); m != nil || err != bad {
		t.Errorf("Move(zero, bad) = %v, %v; want nil, bad", m, err)
	}
	p := standard.Start()
	if got, err := typed.Position(p, nil); got != checkers.Position(p) || err != nil {
		t.Errorf("Position(start, nil) = %v, %v; want the start", got, err)
	}
}

func TestAfter(t *testing.T) {
	start := standard.Start()
	legal, err := start.ParseMove("11-15")
	if err != nil {
		t.Fatal(err)
	}
	red, err := standard.ParseFEN("W:W22:B1")
	if err != nil {
		t.Fatal(err)
	}
	redMove, err := red.ParseMove("22-17")
	if err != nil {
		t.Fatal(err)
	}
	stack, err := stackem.Start().ParseMove("9-13")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		m    checkers.Move
		want string // the position's text, or a piece of the error
	}{
		{"legal", legal, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"},
		{"another position's move", redMove, "illegal move 22-17: the piece on 22 is Red's"},
		{"another game's move", stack, "illegal move 9-13: not a standard checkers move"},
	} {
		t.Run(c.name, func(t *testing.T) {
			next, err := typed.After[standard.Position, standard.Move](start, c.m, "standard checkers")
			var got string
			if err != nil {
				got = err.Error()
			} else {
				got = next.String()
			}
			if !strings.Contains(got, c.want) {
				t.Errorf("After(%s) = %q, want %q", c.m, got, c.want)
			}
		})
	}
}

func TestProgress(t *testing.T) {
	p, err := standard.ParseFEN("B:WK22:BK1,9")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want bool
	}{{"1-5", false}, {"9-13", true}, {"9-14", true}} { // a king's move, then a man's
		m, err := p.ParseMove(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := typed.Progress[standard.Position, standard.Move](&p, m); got != c.want {
			t.Errorf("Progress(%s) = %v, want %v", c.text, got, c.want)
		}
	}
	stack, err := stackem.Start().ParseMove("9-13")
	if err != nil {
		t.Fatal(err)
	}
	if typed.Progress[standard.Position, standard.Move](&p, stack) {
		t.Error("Progress(another game's move) = true, want false")
	}
}
