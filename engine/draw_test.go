package engine_test

import (
	"testing"

	"github.com/kingme/kingme/engine"
)

func TestAcceptsDraw(t *testing.T) {
	tests := []struct {
		score, plies int
		want         bool
	}{
		{0, 0, false},
		{-10, 10, false},
		{-25, 0, true},
		{-engine.Win + 5, 3, true},
		{0, 40, true},
		{1, 80, false},
		{30, 200, false},
	}
	for _, tc := range tests {
		if got := engine.AcceptsDraw(tc.score, tc.plies); got != tc.want {
			t.Errorf("AcceptsDraw(%d, %d) = %v, want %v", tc.score, tc.plies, got, tc.want)
		}
	}
}
