package coast_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
)

// crowded is a position where Red's kings have long, branching chains over
// a lattice of checkers: many routes reach each square.
const crowded = "R:Rd2,f2,h2,Kc3,Ke5,Kg3,Kc5,Kg5,Ke3/0:Bb2,b4,d4,f4,h4,b6,d6,f6,h6,b8,d8,f8/0"

// hotPositions cover the start, a crowded middle and crowning and bearing
// off.
var hotPositions = []string{
	coast.Start().String(),
	crowded,
	"R:Rg8,e6/0:Bg7/0",
	"R:RKc3,b2,a2/3:Bh1/0",
}

// TestMoveGenerationAllocatesNothing pins the hot path at zero allocations.
func TestMoveGenerationAllocatesNothing(t *testing.T) {
	for _, text := range hotPositions {
		p, err := coast.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		buf := p.AppendMoves(make([]coast.Move, 0, 256))
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"AppendMoves", func() { buf = p.AppendMoves(buf[:0]) }},
			{"CountMoves", func() { _ = p.CountMoves() }},
			{"Play", func() {
				for _, m := range buf {
					_ = p.Play(m)
				}
			}},
		} {
			t.Run(text+"/"+c.name, func(t *testing.T) {
				if got := testing.AllocsPerRun(100, c.f); got != 0 {
					t.Errorf("%s allocates %.1f times per call, want 0", c.name, got)
				}
			})
		}
	}
}

// TestCrowdedPositionMoveListStaysSmall checks that chains are counted once
// per square reached: in the crowded position each checker has at most one
// move per square of the board, whatever the number of routes.
func TestCrowdedPositionMoveListStaysSmall(t *testing.T) {
	p, err := coast.ParsePosition(crowded)
	if err != nil {
		t.Fatal(err)
	}
	moves := p.LegalMoves()
	seen := map[[3]int]bool{}
	for _, m := range moves {
		key := [3]int{int(m.From()), int(m.To()), 0}
		if m.Crowns() {
			key[2] = 1
		}
		if seen[key] {
			t.Errorf("two moves %v for one outcome", m)
		}
		seen[key] = true
	}
	// Fewer than 64 end squares a checker (and as many again after a
	// crowning), however many routes.
	if len(moves) > 12*2*62 {
		t.Errorf("%d moves, want at most %d", len(moves), 12*2*62)
	}
	if len(moves) < 40 {
		t.Errorf("%d moves: the crowded position should give long chains", len(moves))
	}
	t.Logf("%d moves", len(moves))
}
