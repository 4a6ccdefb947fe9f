package hub

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
)

// TestInfoMessagePV checks the info line's pv: the moves when the search
// has a line, and no pv at all when it has none (a bare pv flag breaks
// clients that split every argument at its =, such as pydraughts).
func TestInfoMessagePV(t *testing.T) {
	m := standard.Start().Legal()[0]
	tests := []struct {
		name string
		pv   engine.Report
		want string
	}{
		{"a line", engine.Report{Depth: 1, Nodes: 7, PV: standard.Start().Legal()[:1]}, "info depth=1 max-depth=1 score=0.00 nodes=7 time=0.000 nps=0.00 pv=" + WriteMove(standard.Variant{}, m)},
		{"no line", engine.Report{Depth: 1, Nodes: 7}, "info depth=1 max-depth=1 score=0.00 nodes=7 time=0.000 nps=0.00"},
	}
	for _, tt := range tests {
		if got := infoMessage(standard.Variant{}, tt.pv).String(); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
