package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

// hotPositions cover simple moves, men's jumps and kings' merged routes.
var hotPositions = []string{
	"B:W21-32:B1-12",
	"B:WK3,10,11,18,19,26,27:BK14,K22,1,5,12",
	"B:W6,7,10,11,14,15,18,19,22,23,26,27:BK2,K30",
	"W:W13,14,15,16,21,22,23,24,K12:B5,6,7,8,9,10,11,K29",
}

// TestMoveGenerationAllocatesNothing pins the hot path at zero allocations.
func TestMoveGenerationAllocatesNothing(t *testing.T) {
	for _, fen := range hotPositions {
		p, err := standard.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]standard.Move, 0, 64)
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"AppendMoves", func() { buf = p.AppendMoves(buf[:0]) }},
			{"CountMoves", func() { _ = p.CountMoves() }},
			{"HasMoves", func() { _ = p.HasMoves() }},
			{"Mobility", func() { _, _ = p.Mobility() }},
			{"Play", func() {
				for _, m := range p.AppendMoves(buf[:0]) {
					_ = p.Play(m)
				}
			}},
		} {
			t.Run(fen+"/"+c.name, func(t *testing.T) {
				if got := testing.AllocsPerRun(100, c.f); got != 0 {
					t.Errorf("%s allocates %.1f times per call, want 0", c.name, got)
				}
			})
		}
	}
}

// TestPerftAllocatesOnlyItsBuffers checks that a whole perft allocates a
// fixed handful of move buffers, whatever the depth.
func TestPerftAllocatesOnlyItsBuffers(t *testing.T) {
	p := standard.Start()
	if got := testing.AllocsPerRun(5, func() { p.Perft(7) }); got > 10 {
		t.Errorf("Perft(7) allocates %.0f times, want at most 10 (its per-depth buffers)", got)
	}
}
