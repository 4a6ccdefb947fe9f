package stackem_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/stackem"
)

// hotPositions cover simple moves, jumps over tall stacks, a stack jumped
// three times and merged routes.
var hotPositions = []string{
	stackem.Start().String(),
	"R 14:r 18:bbB 22:b",
	"R 14:R 10:b 11:b 18:b 19:b",
	"B 6:rrB 10:r 11:rb 15:br 18:r 19:bR 22:b 27:rrb",
}

// TestMoveGenerationAllocatesNothing pins the hot path at zero allocations
// once the caller's move buffer is warm.
func TestMoveGenerationAllocatesNothing(t *testing.T) {
	for _, text := range hotPositions {
		p, err := stackem.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		buf := p.AppendMoves(make([]stackem.Move, 0, 64))
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"AppendMoves", func() { buf = p.AppendMoves(buf[:0]) }},
			{"CountMoves", func() { _ = p.CountMoves() }},
			{"HasMoves", func() { _ = p.HasMoves() }},
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
