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
