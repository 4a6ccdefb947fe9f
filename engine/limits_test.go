package engine

import (
	"testing"
	"time"
)

func TestBudget(t *testing.T) {
	tests := []struct {
		name       string
		limits     Limits
		soft, hard time.Duration
	}{
		{"no limit", Limits{}, 0, 0},
		{"depth only", Limits{Depth: 8}, 0, 0},
		{"move time", Limits{MoveTime: 500 * time.Millisecond}, 500 * time.Millisecond, 500 * time.Millisecond},
		{"flexible move time", Limits{MoveTime: 200 * time.Millisecond, Flexible: true}, 160 * time.Millisecond, 500 * time.Millisecond},
		{"sudden death", Limits{Clock: 60 * time.Second}, 1998333333, 7993333332},
		{"moves to go", Limits{Clock: 10 * time.Second, MovesToGo: 5}, 1990 * time.Millisecond, 3316666666},
		{"huge increment", Limits{Clock: time.Second, Increment: 10 * time.Second}, 475 * time.Millisecond, 475 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			soft, hard := tt.limits.budget()
			if soft != tt.soft || hard != tt.hard {
				t.Errorf("budget(%+v) = %v, %v, want %v, %v", tt.limits, soft, hard, tt.soft, tt.hard)
			}
			if tt.limits.Clock > 0 && hard >= tt.limits.Clock {
				t.Errorf("budget(%+v): hard limit %v is not below the clock", tt.limits, hard)
			}
		})
	}
}

func TestMovePlan(t *testing.T) {
	tests := []struct {
		name      string
		plan      movePlan
		stop, cut time.Duration
	}{
		{"steady", movePlan{moveTime: time.Second}, 800 * time.Millisecond, 1100 * time.Millisecond},
		{"in trouble", movePlan{moveTime: time.Second, trouble: true}, 1500 * time.Millisecond, 2500 * time.Millisecond},
		{"steady, 0.1 s", movePlan{moveTime: 100 * time.Millisecond}, 80 * time.Millisecond, 110 * time.Millisecond},
	}
	for _, tt := range tests {
		if stop, cut := tt.plan.stop(), tt.plan.cut(); stop != tt.stop || cut != tt.cut {
			t.Errorf("%s: got stop %v, cut %v, want %v, %v", tt.name, stop, cut, tt.stop, tt.cut)
		}
	}
}

func TestTroubled(t *testing.T) {
	tests := []struct {
		name                    string
		depth, score, lastScore int
		moved                   bool
		want                    bool
	}{
		{"steady", 10, 20, 25, false, false},
		{"score falls", 10, -10, 25, false, true},
		{"choice changes", 10, 40, 25, true, true},
		{"too shallow to judge", planFrom - 1, -100, 25, true, false},
		{"score rises", 10, 200, 25, false, false},
	}
	for _, tt := range tests {
		if got := troubled(tt.depth, tt.score, tt.lastScore, tt.moved); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
