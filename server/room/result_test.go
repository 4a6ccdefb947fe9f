package room

import (
	"encoding/json"
	"testing"

	"github.com/kingme/kingme/checkers"
)

func TestResultOf(t *testing.T) {
	tests := []struct {
		r    checkers.Result
		want string
	}{
		{checkers.Result{}, `{"over":false,"winner":null,"reason":"","text":"` + checkers.Result{}.String() + `"}`},
		{checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.Resignation},
			`{"over":true,"winner":"black","reason":"` + checkers.Resignation.String() + `","text":"` + checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.Resignation}.String() + `"}`},
		{checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove},
			`{"over":true,"winner":"red","reason":"` + checkers.NoLegalMove.String() + `","text":"` + checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}.String() + `"}`},
		{checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement},
			`{"over":true,"winner":null,"reason":"` + checkers.Agreement.String() + `","text":"` + checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement}.String() + `"}`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(ResultOf(tt.r))
		if err != nil || string(b) != tt.want {
			t.Errorf("ResultOf(%v) = %s, %v; want %s", tt.r, b, err, tt.want)
		}
	}
}
