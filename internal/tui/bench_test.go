package tui

import (
	"testing"
)

// BenchmarkRender measures drawing the whole 80×24 screen of each game, as
// after every key.
func BenchmarkRender(b *testing.B) {
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		b.Run(variant, func(b *testing.B) {
			m := newModel(b, game{variant: variant})
			b.ReportAllocs()
			for b.Loop() {
				_ = m.Render()
			}
		})
	}
}

// BenchmarkCursorKey measures answering an arrow key and drawing the
// screen after it.
func BenchmarkCursorKey(b *testing.B) {
	m := newModel(b, game{variant: "standard"})
	keys := []string{"up", "right", "down", "left"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		m.Update(key(keys[i%4]))
		_ = m.Render()
		i++
	}
}
