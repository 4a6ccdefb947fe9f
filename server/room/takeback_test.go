package room

import (
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// TestTakebackExchange plays, in every game, take-back requests and
// answers one after another between friends, each with what the room
// must answer and hold after it.
func TestTakebackExchange(t *testing.T) {
	type step struct {
		name    string
		do      func(r *Room) error
		refusal string // "" for none
		want    string // the take-back the header holds after
		plies   int    // the moves played after
	}
	ask := func(v Viewer) func(*Room) error { return func(r *Room) error { return r.AskTakeback(v) } }
	answer := func(v Viewer, ok bool) func(*Room) error {
		return func(r *Room) error { return r.AnswerTakeback(v, ok) }
	}
	move := func(r *Room) error { return r.Move(r.Game().Turn(), first, t0, t0) }
	for _, g := range games.All() {
		r := newRoom(t, g, "friend", people, time.Minute, 0, 3)
		last := SeatViewer(r.Game().Turn().Opponent())
		other := SeatViewer(r.Game().Turn())
		lastText := r.LastMoveText()
		name := func(status string) string { return ColorName(last.Color()) + " " + status + " " + lastText }
		ahead := r.Clone()
		if err := move(&ahead); err != nil {
			t.Fatal(err)
		}
		fourth := ahead.LastMoveText() // the move the steps play
		steps := []step{
			{"asked by the player who did not play it", ask(other), "not your move to take back", "", 3},
			{"asked at one screen", ask(BothSeats), "take-backs are asked of a friend", "", 3},
			{"answered before it is asked", answer(other, true), "there is no take-back request to answer", "", 3},
			{"asked", ask(last), "", name(TakebackAsked), 3},
			{"asked again", ask(last), "has already asked", name(TakebackAsked), 3},
			{"answered by the asker", answer(last, true), "cannot answer your own", name(TakebackAsked), 3},
			{"declined", answer(other, false), "", name(TakebackDeclined), 3},
			{"asked again after the decline", ask(last), "declined to take back", name(TakebackDeclined), 3},
			{"the next move ends the news", move, "", "", 4},
			{"asked by the new mover", ask(other), "", ColorName(other.Color()) + " asked " + fourth, 4},
			{"accepted", answer(last, true), "", ColorName(other.Color()) + " accepted " + fourth, 3},
		}
		for _, st := range steps {
			checkRefusal(t, g.Key()+": "+st.name, st.do(r), st.refusal)
			if got := r.Header().Takeback; got != st.want {
				t.Errorf("%s: %s: got take-back %q, want %q", g.Key(), st.name, got, st.want)
			}
			if got := r.Plies(); got != st.plies {
				t.Errorf("%s: %s: got %d moves, want %d", g.Key(), st.name, got, st.plies)
			}
		}
	}
}

// TestTakebackAfterMove: a move declines a standing request and ends an
// answer's news.
func TestTakebackAfterMove(t *testing.T) {
	tests := []struct{ before, want string }{
		{"", ""},
		{"black asked 11-15", "black declined 11-15"},
		{"black declined 11-15", ""},
		{"red accepted 22-18", ""},
	}
	for _, tt := range tests {
		r := Room{header: Header{Record: store.Record{Takeback: tt.before}}}
		r.TakebackAfterMove()
		if got := r.Header().Takeback; got != tt.want {
			t.Errorf("after %q: got %q, want %q", tt.before, got, tt.want)
		}
	}
}

// TestTakebackAcceptedRestoresTheClocks: the move taken back gives its
// mover back the time it had before it.
func TestTakebackAcceptedRestoresTheClocks(t *testing.T) {
	for _, g := range games.All() {
		r := newRoom(t, g, "friend", people, time.Minute, 0, 3)
		before := r.Header().Clock
		mover := r.Game().Turn()
		if err := r.Move(mover, first, t0.Add(time.Hour), t0.Add(time.Hour+10*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.AskTakeback(SeatViewer(mover)); err != nil {
			t.Fatalf("%s: %v", g.Key(), err)
		}
		if err := r.AnswerTakeback(SeatViewer(mover.Opponent()), true); err != nil {
			t.Fatalf("%s: %v", g.Key(), err)
		}
		if got := r.Header().Clock; got != before {
			t.Errorf("%s: got clocks %v, want %v", g.Key(), got, before)
		}
	}
}

// TestAbortRefusal: between friends, either player may abort until both
// have moved.
func TestAbortRefusal(t *testing.T) {
	g := standard(t)
	tests := []struct {
		name  string
		mode  string
		v     Viewer
		plies int
		want  string
	}{
		{"before any move", "friend", BlackSeat, 0, ""},
		{"after one side's move", "friend", RedSeat, 1, ""},
		{"both moved", "friend", BlackSeat, 2, "too late to abort"},
		{"against the computer", "computer", BlackSeat, 0, "only a game between friends"},
		{"at one screen", "friend", BothSeats, 0, "only a game between friends"},
	}
	for _, tt := range tests {
		r := newRoom(t, g, tt.mode, people, 0, 0, tt.plies)
		checkRefusal(t, tt.name, r.AbortRefusal(tt.v), tt.want)
	}
}
