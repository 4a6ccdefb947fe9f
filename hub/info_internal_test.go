package hub

import (
	"testing"
	"time"

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

// TestLevelLimits checks the limits level lines give the next search: a
// move time is an average (engine.Limits.Flexible), a clock is not.
func TestLevelLimits(t *testing.T) {
	tests := []struct {
		args []string
		want engine.Limits
	}{
		{[]string{"move-time", "0.1"}, engine.Limits{MoveTime: 100 * time.Millisecond, Flexible: true}},
		{[]string{"depth", "9"}, engine.Limits{Depth: 9}},
		{[]string{"time", "60", "inc", "1"}, engine.Limits{Clock: time.Minute, Increment: time.Second}},
		{[]string{"move-time", "2", "depth", "12"}, engine.Limits{Depth: 12, MoveTime: 2 * time.Second, Flexible: true}},
	}
	for _, tt := range tests {
		s := &Session{}
		s.setLevel(NewMessage("level", tt.args...))
		if got := s.limits; got != tt.want {
			t.Errorf("level %v: got %+v, want %+v", tt.args, got, tt.want)
		}
	}
}
