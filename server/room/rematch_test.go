package room

import (
	"reflect"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// TestRematch: the rematch swaps the colours, keeps the computer's seat
// and keeps a friend's for its token of the old game; only a finished
// game without one has one.
func TestRematch(t *testing.T) {
	g := standard(t)
	computer := [2]store.Seat{seat("human", "hb"), seat("computer", "")}
	tests := []struct {
		name      string
		mode      string
		seats     [2]store.Seat
		v         Viewer
		wantSeats [2]store.Seat
		wantAsker Viewer
	}{
		{"a friend's", "friend", people, BlackSeat,
			[2]store.Seat{{Name: "human", TokenHash: "hr"}, seat("human", "new")}, RedSeat},
		{"against the computer", "computer", computer, BlackSeat,
			[2]store.Seat{seat("computer", ""), seat("human", "new")}, RedSeat},
		{"at one screen", "local", people, BothSeats,
			[2]store.Seat{seat("human", "new"), seat("human", "new")}, BothSeats},
	}
	now := t0.Add(time.Hour)
	for _, tt := range tests {
		r := newRoom(t, g, tt.mode, tt.seats, time.Minute, time.Second, 2)
		checkRefusal(t, tt.name+": not over", r.RematchRefusal(), "the game is not over yet")
		if err := r.Resign(BlackSeat); err != nil {
			t.Fatal(err)
		}
		checkRefusal(t, tt.name+": over", r.RematchRefusal(), "")
		next, asker := r.Rematch(tt.v, "next", now, "new")
		if next.Seats != tt.wantSeats || asker != tt.wantAsker {
			t.Errorf("%s: got seats %+v and asker %d, want %+v and %d", tt.name, next.Seats, asker, tt.wantSeats, tt.wantAsker)
		}
		want := store.Record{ID: "next", Variant: g.Key(), Start: r.Header().Start, Mode: tt.mode, Initial: time.Minute, Increment: time.Second,
			Clock: [2]time.Duration{time.Minute, time.Minute}, Created: now, Updated: now, Seats: tt.wantSeats}
		if !reflect.DeepEqual(*next, want) {
			t.Errorf("%s: got %+v, want %+v", tt.name, *next, want)
		}
		r.SetRematch("next")
		wantRefusal := "the rematch is game next"
		if tt.mode == "friend" {
			wantRefusal += ": join it"
		}
		checkRefusal(t, tt.name+": asked again", r.RematchRefusal(), wantRefusal)
	}
}
