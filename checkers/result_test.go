package checkers_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
)

func TestColor(t *testing.T) {
	tests := []struct {
		c        checkers.Color
		opponent checkers.Color
		name     string
		win      checkers.Outcome
	}{
		{checkers.Black, checkers.Red, "Black", checkers.BlackWins},
		{checkers.Red, checkers.Black, "Red", checkers.RedWins},
	}
	for _, tt := range tests {
		if got := tt.c.Opponent(); got != tt.opponent {
			t.Errorf("%v.Opponent() = %v, want %v", tt.c, got, tt.opponent)
		}
		if got := tt.c.String(); got != tt.name {
			t.Errorf("String() = %q, want %q", got, tt.name)
		}
		if got := checkers.WinFor(tt.c); got != tt.win {
			t.Errorf("WinFor(%v) = %v, want %v", tt.c, got, tt.win)
		}
	}
	if got, want := checkers.Color(7).String(), "Color(7)"; got != want {
		t.Errorf("Color(7).String() = %q, want %q", got, want)
	}
}

func TestResultString(t *testing.T) {
	tests := []struct {
		r    checkers.Result
		want string
		over bool
	}{
		{checkers.Result{}, "ongoing", false},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}, "Red wins (no legal move)", true},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}, "Black wins (all pieces captured)", true},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.Resignation}, "Black wins (resignation)", true},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.TimeForfeit}, "Red wins (time forfeit)", true},
		{checkers.Result{Outcome: checkers.RedWins}, "Red wins", true},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement}, "draw (agreement)", true},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}, "draw (threefold repetition)", true},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.NoProgress}, "draw (no progress)", true},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}, "draw (adjudication)", true},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Recorded}, "Red wins (as recorded)", true},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoStackControlled}, "Black wins (Red controls no stack)", true},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoStackControlled}, "Red wins (Black controls no stack)", true},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.r.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
			if got := tt.r.Over(); got != tt.over {
				t.Errorf("Over() = %v, want %v", got, tt.over)
			}
		})
	}
}

// Every reason has words, and the words differ.
func TestReasonString(t *testing.T) {
	seen := map[string]checkers.Reason{}
	for r := checkers.NoLegalMove; r <= checkers.Crowned; r++ {
		s := r.String()
		if s == "" || s[0] == 'R' {
			t.Errorf("Reason(%d).String() = %q, want words", r, s)
		}
		if prev, dup := seen[s]; dup {
			t.Errorf("Reason(%d) and Reason(%d) both read %q", prev, r, s)
		}
		seen[s] = r
	}
	if got := checkers.NoReason.String(); got != "" {
		t.Errorf("NoReason.String() = %q, want empty", got)
	}
	if got, want := checkers.Reason(200).String(), "Reason(200)"; got != want {
		t.Errorf("Reason(200).String() = %q, want %q", got, want)
	}
	if got, want := checkers.Outcome(9).String(), "Outcome(9)"; got != want {
		t.Errorf("Outcome(9).String() = %q, want %q", got, want)
	}
}

// TestResultWhy: why a game ended, the loser named where the words are
// said of him.
func TestResultWhy(t *testing.T) {
	tests := []struct {
		r    checkers.Result
		want string
	}{
		{checkers.Result{}, ""},
		{checkers.Result{Outcome: checkers.RedWins}, ""},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}, "no legal move"},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}, "all pieces captured"},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoStackControlled}, "Red controls no stack"},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoStackControlled}, "Black controls no stack"},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement}, "agreement"},
	}
	for _, tt := range tests {
		if got := tt.r.Why(); got != tt.want {
			t.Errorf("%#v.Why(): got %q, want %q", tt.r, got, tt.want)
		}
	}
}

// TestReasonNumbers: stores record a reason as its number
// (store.Record.Reason), so the numbers never change: a game stored before a
// reason was added reads back with the reason it ended by.
func TestReasonNumbers(t *testing.T) {
	tests := []struct {
		r    checkers.Reason
		want int
	}{
		{checkers.NoReason, 0}, {checkers.NoLegalMove, 1}, {checkers.AllCaptured, 2}, {checkers.AllBorneOff, 3},
		{checkers.Points, 4}, {checkers.Resignation, 5}, {checkers.Agreement, 6}, {checkers.Repetition, 7},
		{checkers.NoProgress, 8}, {checkers.TimeForfeit, 9}, {checkers.BothPassed, 10}, {checkers.Adjudicated, 11},
		{checkers.Recorded, 12}, {checkers.NoStackControlled, 13}, {checkers.NoFirstMove, 14}, {checkers.Abandoned, 15},
		{checkers.EndingRule, 16}, {checkers.Crowned, 17},
	}
	for _, tt := range tests {
		if got := int(tt.r); got != tt.want {
			t.Errorf("%q: got number %d, want %d", tt.r, got, tt.want)
		}
	}
}

func TestOutcomeFor(t *testing.T) {
	tests := []struct {
		toMove  checkers.Color
		outcome int
		want    checkers.Outcome
	}{
		{checkers.Black, 1, checkers.BlackWins},
		{checkers.Black, -1, checkers.RedWins},
		{checkers.Red, 1, checkers.RedWins},
		{checkers.Red, -1, checkers.BlackWins},
		{checkers.Red, 0, checkers.Draw},
	}
	for _, tt := range tests {
		if got := checkers.OutcomeFor(tt.toMove, tt.outcome); got != tt.want {
			t.Errorf("OutcomeFor(%v, %d) = %v, want %v", tt.toMove, tt.outcome, got, tt.want)
		}
	}
}
