package turkisheval_test

import (
	"testing"

	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// TestBreakthrough checks the breakthrough term: a man on the rank before
// its crowning rank with the square ahead empty counts the weight for its
// side (the player to move's less the opponent's).
func TestBreakthrough(t *testing.T) {
	tests := []struct {
		fen  string
		want int // breakthroughs, own less opposing
	}{
		{"W:Wa7:Bh5", 1},
		{"W:Wa7:Ba8,h5", 0},    // the square ahead is taken
		{"W:Wa7:Bh2", 0},       // one each
		{"B:Wa7:Bh2,b5", 0},    // one each, Black to move
		{"B:Wa5:Bh2", 1},       // Black's man on h2, h1 empty
		{"W:Wa7,c7,e6:Bh5", 2}, // e6 is a rank short
		{"W:Wa7,Ka8:Bh5", 0},   // a king stands ahead
	}
	for _, tt := range tests {
		p := parse(t, tt.fen)
		without, with := turkisheval.DefaultWeights(), turkisheval.DefaultWeights()
		without.Breakthrough, with.Breakthrough = 0, 30
		if got := (with.Evaluate(&p) - without.Evaluate(&p)) / 30; got != tt.want {
			t.Errorf("%s: %d breakthroughs counted, want %d", tt.fen, got, tt.want)
		}
	}
}
