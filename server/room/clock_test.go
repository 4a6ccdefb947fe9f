package room

import (
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// TestMoveChargesTheClock: in every game, each side's first move is not
// charged and gains no increment; a later move is charged its thinking
// and gains the increment; without a clock nothing is kept.
func TestMoveChargesTheClock(t *testing.T) {
	const initial, inc = time.Minute, 2 * time.Second
	for _, g := range games.All() {
		tests := []struct {
			name             string
			initial          time.Duration
			plies            int
			think            time.Duration
			wantMover        time.Duration
			wantOther        time.Duration
			wantStampedClock time.Duration
		}{
			{"the first move", initial, 0, 10 * time.Second, initial, initial, initial},
			{"the second side's first move", initial, 1, 10 * time.Second, initial, initial, initial},
			{"a third move, charged", initial, 2, 10 * time.Second, initial - 10*time.Second + inc, initial, initial - 10*time.Second + inc},
			{"no clock", 0, 2, 10 * time.Second, 0, 0, 0},
		}
		for _, tt := range tests {
			r := newRoom(t, g, "friend", people, tt.initial, inc, tt.plies)
			mover := r.Game().Turn()
			start := t0.Add(time.Hour)
			if err := r.Move(mover, first, start, start.Add(tt.think)); err != nil {
				t.Fatalf("%s, %s: %v", g.Key(), tt.name, err)
			}
			if got := r.Header().Clock[mover]; got != tt.wantMover {
				t.Errorf("%s, %s: got the mover's clock %v, want %v", g.Key(), tt.name, got, tt.wantMover)
			}
			if got := r.Header().Clock[mover.Opponent()]; got != tt.wantOther {
				t.Errorf("%s, %s: got the other's clock %v, want %v", g.Key(), tt.name, got, tt.wantOther)
			}
			if got := r.Stamps()[tt.plies].Clock(); got != tt.wantStampedClock {
				t.Errorf("%s, %s: got the move stamped with clock %v, want %v", g.Key(), tt.name, got, tt.wantStampedClock)
			}
		}
	}
}

// TestTimeLeft: the player to move's time runs from the turn's start
// once both seats are taken and both sides have moved; the other's
// stands; time left is never below zero.
func TestTimeLeft(t *testing.T) {
	g := standard(t)
	free := [2]store.Seat{seat("human", "hb"), {}}
	tests := []struct {
		name    string
		seats   [2]store.Seat
		plies   int
		of      string // "mover" or "other"
		elapsed time.Duration
		want    time.Duration
	}{
		{"before any move", people, 0, "mover", 10 * time.Second, time.Minute},
		{"before the second side's first move", people, 1, "mover", 10 * time.Second, time.Minute},
		{"running", people, 2, "mover", 10 * time.Second, 50 * time.Second},
		{"the other's stands", people, 2, "other", 10 * time.Second, time.Minute},
		{"run out", people, 2, "mover", 2 * time.Minute, 0},
		{"a seat free", free, 2, "mover", 10 * time.Second, time.Minute},
	}
	for _, tt := range tests {
		r := newRoom(t, g, "friend", tt.seats, time.Minute, 0, tt.plies)
		c := r.Game().Turn()
		if tt.of == "other" {
			c = c.Opponent()
		}
		if got := r.TimeLeft(c, t0, t0.Add(tt.elapsed)); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestFallen: the flag falls when the running clock is out, when a
// correspondence game's days a move are out, and when a person's first
// move does not come in time (never the computer's).
func TestFallen(t *testing.T) {
	g := standard(t)
	const within = 30 * time.Second
	computerFirst := [2]store.Seat{seat("computer", ""), seat("human", "hr")}
	tests := []struct {
		name    string
		seats   [2]store.Seat
		initial time.Duration
		days    int
		plies   int
		elapsed time.Duration
		want    Fall
	}{
		{"time left", people, time.Minute, 0, 2, 59 * time.Second, NoFall},
		{"time out", people, time.Minute, 0, 2, time.Minute, LostOnTime},
		{"first move in time", people, time.Minute, 0, 0, within - time.Second, NoFall},
		{"first move late", people, time.Minute, 0, 0, within, NoFirstMove},
		{"second side's first move late", people, time.Minute, 0, 1, within, NoFirstMove},
		{"the computer's first move is not awaited", computerFirst, time.Minute, 0, 0, time.Hour, NoFall},
		{"no clock", people, 0, 0, 2, time.Hour, NoFall},
		{"days a move left", people, 0, 1, 2, 23 * time.Hour, NoFall},
		{"days a move out", people, 0, 1, 2, 24 * time.Hour, LostOnTime},
		{"days a move: the first moves have no deadline", people, 0, 1, 1, 48 * time.Hour, NoFall},
	}
	for _, tt := range tests {
		r := newRoom(t, g, "friend", tt.seats, tt.initial, 0, tt.plies)
		r.Header().DaysPerMove = tt.days
		// The last move was stamped at t0 + plies seconds: the turn
		// started then.
		start := t0.Add(time.Duration(tt.plies) * time.Second)
		if got := r.Fallen(start, start.Add(tt.elapsed), within); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestForfeit: the player to move loses on time, its clock at zero.
func TestForfeit(t *testing.T) {
	for _, g := range games.All() {
		r := newRoom(t, g, "friend", people, time.Minute, 0, 2)
		loser := r.Game().Turn()
		if err := r.Forfeit(); err != nil {
			t.Fatalf("%s: %v", g.Key(), err)
		}
		res := r.Game().Result()
		if got, want := res, (checkers.Result{Outcome: checkers.WinFor(loser.Opponent()), Reason: checkers.TimeForfeit}); got != want {
			t.Errorf("%s: got result %v, want %v", g.Key(), got, want)
		}
		if got := r.Header().Clock[loser]; got != 0 {
			t.Errorf("%s: got the loser's clock %v, want 0", g.Key(), got)
		}
	}
}
