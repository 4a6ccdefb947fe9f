package room

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/store"
)

// TestViewerOfHash: a token's hash seats its bearer where a player holds
// it; a free seat's hash (an invitation's) seats nobody.
func TestViewerOfHash(t *testing.T) {
	invited := [2]store.Seat{seat("human", "hb"), {TokenHash: "hi"}}
	oneScreen := [2]store.Seat{seat("human", "hh"), seat("human", "hh")}
	tests := []struct {
		name  string
		seats [2]store.Seat
		hash  string
		want  Viewer
	}{
		{"black's", people, "hb", BlackSeat},
		{"red's", people, "hr", RedSeat},
		{"both at one screen", oneScreen, "hh", BothSeats},
		{"nobody's", people, "hx", Spectator},
		{"no token", people, "", Spectator},
		{"a free seat's invitation", invited, "hi", Spectator},
	}
	for _, tt := range tests {
		r := Room{header: Header{Record: store.Record{Seats: tt.seats}}}
		if got := r.ViewerOfHash(tt.hash); got != tt.want {
			t.Errorf("%s: got %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestSeats: who sits where, the free seat, a person joining, the
// computer's and its opponent's colours.
func TestSeats(t *testing.T) {
	free := [2]store.Seat{seat("human", "hb"), {}}
	computer := [2]store.Seat{seat("computer", ""), seat("human", "hr")}
	tests := []struct {
		name         string
		seats        [2]store.Seat
		wantSeated   bool
		wantFree     int // −1 for none
		wantComputer int // −1 for none
		wantHuman    int // the colour RedSeat plays against the computer, −1 for none
	}{
		{"two people", people, true, -1, -1, -1},
		{"a seat free", free, false, int(checkers.Red), -1, -1},
		{"against the computer", computer, true, -1, int(checkers.Black), int(checkers.Red)},
	}
	colour := func(c checkers.Color, ok bool) int {
		if !ok {
			return -1
		}
		return int(c)
	}
	for _, tt := range tests {
		r := Room{header: Header{Record: store.Record{Seats: tt.seats}}}
		if got := r.Seated(); got != tt.wantSeated {
			t.Errorf("%s: got Seated %v, want %v", tt.name, got, tt.wantSeated)
		}
		if got := colour(r.EmptySeat()); got != tt.wantFree {
			t.Errorf("%s: got EmptySeat %d, want %d", tt.name, got, tt.wantFree)
		}
		if got := colour(r.ComputerColor()); got != tt.wantComputer {
			t.Errorf("%s: got ComputerColor %d, want %d", tt.name, got, tt.wantComputer)
		}
		if got := colour(r.HumanColor(RedSeat)); got != tt.wantHuman {
			t.Errorf("%s: got HumanColor(RedSeat) %d, want %d", tt.name, got, tt.wantHuman)
		}
		if c, ok := r.EmptySeat(); ok {
			r.Sit(c, "ann", "ha")
			if got, want := r.Header().Seats[c], (store.Seat{Player: "human", Name: "ann", TokenHash: "ha"}); got != want {
				t.Errorf("%s: joined: got seat %+v, want %+v", tt.name, got, want)
			}
			if !r.Seated() || r.ViewerOfHash("ha") != SeatViewer(c) {
				t.Errorf("%s: joined: got Seated %v and viewer %d, want true and %d", tt.name, r.Seated(), r.ViewerOfHash("ha"), SeatViewer(c))
			}
		}
	}
}

// TestViewer: what each viewer controls, and the colours' names.
func TestViewer(t *testing.T) {
	tests := []struct {
		v          Viewer
		black, red bool
		oneSeat    bool
	}{
		{Spectator, false, false, false},
		{BlackSeat, true, false, true},
		{RedSeat, false, true, true},
		{BothSeats, true, true, false},
	}
	for _, tt := range tests {
		if got := [3]bool{tt.v.Controls(checkers.Black), tt.v.Controls(checkers.Red), tt.v.OneSeat()}; got != [3]bool{tt.black, tt.red, tt.oneSeat} {
			t.Errorf("viewer %d: got controls black, red, one seat %v, want %v", tt.v, got, [3]bool{tt.black, tt.red, tt.oneSeat})
		}
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if got, ok := ParseColor(ColorName(c)); !ok || got != c {
			t.Errorf("ParseColor(ColorName(%d)): got %d, %v, want %d, true", c, got, ok, c)
		}
		if got := SeatViewer(c).Color(); got != c {
			t.Errorf("SeatViewer(%d).Color(): got %d, want %d", c, got, c)
		}
	}
}
