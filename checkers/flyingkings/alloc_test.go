package flyingkings_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
)

// hotPositions cover steps, Flying Kings' slides and multi-captures, push
// takes, spawns and a King's loop.
var hotPositions = []string{
	startText,
	"R:RP28,F29,K31:BK2,G10,G22",
	"B:RK17,K20,G21,G24,P28:BK13,K16,P9,G12,P5",
	"R:RP13,P16,G27,G28,K30:BK2,G6,G7,P18,P20",
	"B:RG14,G15,G22,G23,K29,K31,K32:BK10",
	"B:RF18,F23,F30,P26,G21:BF3,F10,F15,P6,G12",
}

// TestMoveGenerationAllocatesNothing pins the hot path at zero allocations
// once the caller's move buffer is warm.
func TestMoveGenerationAllocatesNothing(t *testing.T) {
	for _, text := range hotPositions {
		p, err := flyingkings.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		buf := p.AppendMoves(make([]flyingkings.Move, 0, 64))
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
