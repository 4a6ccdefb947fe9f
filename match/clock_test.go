package match_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/match"
)

// TestRunClockForfeit: a side whose clock runs out loses the game on time,
// whichever colour it plays; the PDN says so and reads back to the same
// result when the match is resumed.
func TestRunClockForfeit(t *testing.T) {
	c := tinyConfig(2)
	// A nanosecond for the game: no move is made in it.
	c.A = match.Spec{Depth: 2, Hash: 1, Clock: time.Nanosecond}
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		r := g.Record.Result()
		if got, want := r, (checkers.Result{Outcome: checkers.WinFor(g.AColor.Opponent()), Reason: checkers.TimeForfeit}); got != want {
			t.Errorf("game %d (A %v): got %v, want %v", g.Round, g.AColor, got, want)
		}
		if g.Score != 0 {
			t.Errorf("game %d: A's score %g, want 0", g.Round, g.Score)
		}
		if got, want := tag(c.PDN(g, time.Now()), "Termination"), "time forfeit"; got != want {
			t.Errorf("game %d: Termination %q, want %q", g.Round, got, want)
		}
	}
	if got, want := res.Tally, (match.Tally{Losses: 2}); got != want {
		t.Errorf("tally: got %v, want %v", got, want)
	}
	text := pdnOf(t, c, res.Games)
	if _, err := c.ReadPlayed(strings.NewReader(flipResult(text))); err == nil || !strings.Contains(err.Error(), "is not the loser") {
		t.Errorf("ReadPlayed of a time forfeit won by the side out of time: got error %v, want one saying it is not the loser", err)
	}
	played, err := c.ReadPlayed(strings.NewReader(text))
	if err != nil {
		t.Fatalf("ReadPlayed: %v", err)
	}
	for i, g := range played {
		if got, want := g.Record.Result(), res.Games[i].Record.Result(); got != want || g.Score != 0 {
			t.Errorf("game %d read back: got %v, score %g; want %v, 0", i+1, got, g.Score, want)
		}
	}
}

// TestRunClockPlays: with time enough on the clock (1 s, and 10 ms a
// move), in every game, each side shares its time out and the games end by
// the rules (or the ply cap), never on time.
func TestRunClockPlays(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			c := match.Config{
				Variant:  g.Variant,
				A:        match.Spec{Hash: 1, Clock: time.Second, Increment: 10 * time.Millisecond},
				B:        match.Spec{Hash: 1, Depth: 2},
				Games:    1,
				Openings: []match.Opening{{}},
				Seed:     1,
				PlyCap:   30,
			}
			began := time.Now()
			res, err := match.Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			r := res.Games[0].Record.Result()
			if !r.Over() || r.Reason == checkers.TimeForfeit {
				t.Errorf("got %v, want the game ended by its rules or the ply cap", r)
			}
			// A's 15 moves at most had 1 s and 15 increments between them:
			// a clock this long is shared out in moves of tens of
			// milliseconds, which a loaded machine's pauses do not exhaust.
			if took, most := time.Since(began), time.Second+15*10*time.Millisecond; took > most+time.Second {
				t.Errorf("the game took %v, want A within its clock (%v) and B's depth-2 moves", took, most)
			}
		})
	}
}
