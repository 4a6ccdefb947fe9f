package room

import (
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/refuse"
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

// TestFreeSeatAndTurn: who may join, who may move, what needs a server
// to run it and what waits for a person.
func TestFreeSeatAndTurn(t *testing.T) {
	g := standard(t)
	free := [2]store.Seat{seat("human", "hb"), {}}
	computer := [2]store.Seat{seat("human", "hb"), seat("computer", "")}
	tests := []struct {
		name        string
		seats       [2]store.Seat
		initial     time.Duration
		v           Viewer
		joinRefusal string
		moveRefusal string // of v's moving at ply 0 (black to move)
		needsLease  bool
		waits       bool
	}{
		{"a spectator at a free seat", free, 0, Spectator, "", "it is not your turn: black is to move", false, true},
		{"a player at a free seat", free, 0, BlackSeat, "you already hold a seat", "", false, true},
		{"a spectator, both taken", people, 0, Spectator, "both seats are taken", "it is not your turn", false, true},
		{"red, black to move, with a clock", people, time.Minute, RedSeat, "you already hold a seat", "it is not your turn: black is to move", true, false},
		{"against the computer", computer, 0, BlackSeat, "you already hold a seat", "", true, true},
	}
	for _, tt := range tests {
		r := newRoom(t, g, "friend", tt.seats, tt.initial, 0, 0)
		c, err := r.FreeSeat(tt.v)
		checkRefusal(t, tt.name+": join", err, tt.joinRefusal)
		if err == nil && c != checkers.Red {
			t.Errorf("%s: got free seat %d, want red", tt.name, c)
		}
		_, err = r.PlayerToMove(tt.v)
		checkRefusal(t, tt.name+": move", err, tt.moveRefusal)
		if got := r.NeedsLease(); got != tt.needsLease {
			t.Errorf("%s: got NeedsLease %v, want %v", tt.name, got, tt.needsLease)
		}
		if got := r.WaitsForAPerson(); got != tt.waits {
			t.Errorf("%s: got WaitsForAPerson %v, want %v", tt.name, got, tt.waits)
		}
		if err := r.Resign(BlackSeat); err != nil {
			t.Fatal(err)
		}
		_, err = r.PlayerToMove(tt.v)
		checkRefusal(t, tt.name+": over", err, "the game is over")
		if r.NeedsLease() {
			t.Errorf("%s, over: got NeedsLease true, want false", tt.name)
		}
	}
}

// TestLastMoveTime: a game handed to another server has its turn start
// at its last move, unless that is unknown or later.
func TestLastMoveTime(t *testing.T) {
	g := standard(t)
	played := newRoom(t, g, "friend", people, 0, 0, 2) // last move at t0+2s
	fresh := newRoom(t, g, "friend", people, 0, 0, 0)
	tests := []struct {
		name      string
		r         *Room
		otherwise time.Time
		want      time.Time
	}{
		{"no move", fresh, t0, t0},
		{"the last move before", played, t0.Add(time.Hour), t0.Add(2 * time.Second)},
		{"the last move after", played, t0, t0},
	}
	for _, tt := range tests {
		if got := tt.r.LastMoveTime(tt.otherwise); !got.Equal(tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestAdmit: who may take a free seat: a challenge's by its account
// alone, an invited friend's with the invitation or the token it is kept
// for (a rematch's, kept), a seat kept for nobody by anyone.
func TestAdmit(t *testing.T) {
	g := standard(t)
	tests := []struct {
		name                string
		free                store.Seat
		account, invite, tk string
		wantKeep            bool
		wantRefusal         string
	}{
		{"kept for nobody", store.Seat{}, "", "", "", false, ""},
		{"the invitation", store.Seat{TokenHash: "hi"}, "", "hi", "", false, ""},
		{"the rematch's token", store.Seat{TokenHash: "ht"}, "", "", "ht", true, ""},
		{"another invitation", store.Seat{TokenHash: "hi"}, "", "hx", "", false, "this invitation is not the game's"},
		{"no invitation", store.Seat{TokenHash: "hi"}, "", "", "hx", false, "join through the invitation link"},
		{"the challenged account", store.Seat{Account: "acc", Name: "ann"}, "acc", "", "", false, ""},
		{"another account", store.Seat{Account: "acc", Name: "ann"}, "bob", "", "", false, "kept for ann, who was challenged"},
		{"no account", store.Seat{Account: "acc", Name: "ann"}, "", "", "", false, "log in as ann"},
	}
	for _, tt := range tests {
		r := newRoom(t, g, "friend", [2]store.Seat{seat("human", "hb"), tt.free}, 0, 0, 0)
		keep, err := r.Admit(checkers.Red, tt.account, tt.invite, tt.tk)
		checkRefusal(t, tt.name, err, tt.wantRefusal)
		if got := err != nil && err.(*refuse.Refusal).Kind() == refuse.Forbidden; got != (tt.wantRefusal != "") {
			t.Errorf("%s: got forbidden %v, want %v", tt.name, got, tt.wantRefusal != "")
		}
		if keep != tt.wantKeep {
			t.Errorf("%s: got keep token %v, want %v", tt.name, keep, tt.wantKeep)
		}
	}
}

// TestHintRefusal: hints are for the player to move of a game against
// the computer or at one screen; a spectator's or a friend's is
// forbidden.
func TestHintRefusal(t *testing.T) {
	g := standard(t)
	tests := []struct {
		name          string
		mode          string
		v             Viewer
		over          bool
		want          string
		wantForbidden bool
	}{
		{"at one screen", "local", BothSeats, false, "", false},
		{"a spectator", "local", Spectator, false, "only the players", true},
		{"between friends", "friend", BlackSeat, false, "no hints in a game between friends", true},
		{"not to move", "computer", RedSeat, false, "it is not your turn", false},
		{"over", "local", BothSeats, true, "the game is over", false},
	}
	for _, tt := range tests {
		r := newRoom(t, g, tt.mode, people, 0, 0, 0)
		if tt.over {
			if err := r.Resign(BothSeats); err != nil {
				t.Fatal(err)
			}
		}
		err := r.HintRefusal(tt.v)
		checkRefusal(t, tt.name, err, tt.want)
		if got := err != nil && err.(*refuse.Refusal).Kind() == refuse.Forbidden; got != tt.wantForbidden {
			t.Errorf("%s: got forbidden %v, want %v", tt.name, got, tt.wantForbidden)
		}
	}
}
