package room

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// TestClaimRefusal: only a player holding one seat of an unfinished game
// between two people may claim it.
func TestClaimRefusal(t *testing.T) {
	g := standard(t)
	computer := [2]store.Seat{seat("human", "hb"), seat("computer", "")}
	tests := []struct {
		name  string
		mode  string
		seats [2]store.Seat
		v     Viewer
		over  bool
		want  string
	}{
		{"a player between friends", "friend", people, BlackSeat, false, ""},
		{"over", "friend", people, BlackSeat, true, "the game is over"},
		{"at one screen", "friend", people, BothSeats, false, "only a player of a game between two people"},
		{"against the computer", "computer", computer, BlackSeat, false, "only a player of a game between two people"},
	}
	for _, tt := range tests {
		r := newRoom(t, g, tt.mode, tt.seats, 0, 0, 2)
		if tt.over {
			if err := r.Resign(RedSeat); err != nil {
				t.Fatal(err)
			}
		}
		checkRefusal(t, tt.name, r.ClaimRefusal(tt.v), tt.want)
	}
}

// TestEndAbandoned: in every game, a game left before both sides moved is
// called off; after, it is won by the claimer or drawn; a take-back
// request goes with it.
func TestEndAbandoned(t *testing.T) {
	tests := []struct {
		name  string
		plies int
		win   bool
		want  func(winner checkers.Color) checkers.Outcome
	}{
		{"before both moved", 1, true, func(checkers.Color) checkers.Outcome { return checkers.Aborted }},
		{"won", 2, true, checkers.WinFor},
		{"drawn", 2, false, func(checkers.Color) checkers.Outcome { return checkers.Draw }},
	}
	for _, g := range games.All() {
		for _, tt := range tests {
			r := newRoom(t, g, "friend", people, 0, 0, tt.plies)
			last := SeatViewer(r.Game().Turn().Opponent())
			if err := r.AskTakeback(last); err != nil {
				t.Fatal(err)
			}
			winner := last.Color()
			if err := r.EndAbandoned(winner, tt.win); err != nil {
				t.Fatalf("%s: %s: %v", g.Key(), tt.name, err)
			}
			res := r.Game().Result()
			if got, want := res, (checkers.Result{Outcome: tt.want(winner), Reason: checkers.Abandoned}); got != want {
				t.Errorf("%s: %s: got %v, want %v", g.Key(), tt.name, got, want)
			}
			if got := r.Header().Takeback; got != "" {
				t.Errorf("%s: %s: got take-back %q, want none", g.Key(), tt.name, got)
			}
			checkRefusal(t, g.Key()+": "+tt.name+": again", r.EndAbandoned(winner, tt.win), "over")
		}
	}
}
