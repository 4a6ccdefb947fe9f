package room

import (
	"errors"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// vsComputer seats, in g, a person at the colour that moves first and
// the computer at the other; it returns the seats and the person's
// colour.
func vsComputer(g *games.Game) ([2]store.Seat, checkers.Color) {
	person := checkers.NewGame(g.Variant).Turn()
	var seats [2]store.Seat
	seats[person], seats[person.Opponent()] = seat("human", "hp"), seat("computer", "")
	return seats, person
}

// TestMoveRefusal: a move of the game over or out of turn is refused and
// changes nothing.
func TestMoveRefusal(t *testing.T) {
	for _, g := range games.All() {
		r := newRoom(t, g, "friend", people, 0, 0, 1)
		turn := r.Game().Turn()
		checkRefusal(t, g.Key()+": out of turn", r.Move(turn.Opponent(), first, t0, t0), "it is "+ColorName(turn)+"'s turn")
		if err := r.Resign(BlackSeat); err != nil {
			t.Fatal(err)
		}
		checkRefusal(t, g.Key()+": over", r.Move(turn, first, t0, t0), "the game is over")
		if got := r.Plies(); got != 1 {
			t.Errorf("%s: got %d moves, want 1", g.Key(), got)
		}
	}
}

// TestUndo: how many moves an undo takes back, by whom, and what it
// refuses. Against the computer (seats nil), BlackSeat stands for the
// person's seat, which moves first, and RedSeat for the computer's.
func TestUndo(t *testing.T) {
	tests := []struct {
		name      string
		mode      string
		seats     [2]store.Seat
		v         Viewer
		plies     int
		over      bool
		wantPlies int
		refusal   string
	}{
		{"at one screen, one move", "local", people, BothSeats, 3, false, 1, ""},
		{"at one screen, nothing played", "local", people, BothSeats, 0, false, 0, "there is no move to take back"},
		{"against the computer, back to the person's turn", "computer", [2]store.Seat{}, BlackSeat, 2, false, 2, ""},
		{"against the computer, the computer's seat", "computer", [2]store.Seat{}, RedSeat, 2, false, 0, "there is no move of yours"},
		{"between friends", "friend", people, BlackSeat, 2, false, 0, "moves cannot be taken back in a game between friends"},
		{"over", "local", people, BothSeats, 2, true, 0, "a finished game cannot be taken back"},
	}
	for _, g := range games.All() {
		for _, tt := range tests {
			name := g.Key() + ": " + tt.name
			seats, v := tt.seats, tt.v
			if tt.mode == "computer" {
				var person checkers.Color
				seats, person = vsComputer(g)
				v = SeatViewer(person)
				if tt.v == RedSeat {
					v = SeatViewer(person.Opponent())
				}
			}
			r := newRoom(t, g, tt.mode, seats, time.Minute, 0, tt.plies)
			if tt.over {
				if err := r.Resign(BlackSeat); err != nil {
					t.Fatal(err)
				}
			}
			if got := r.UndoPlies(v); got != tt.wantPlies {
				t.Errorf("%s: got UndoPlies %d, want %d", name, got, tt.wantPlies)
			}
			checkRefusal(t, name, r.UndoFor(v), tt.refusal)
			want := tt.plies - tt.wantPlies
			if got := r.Plies(); got != want {
				t.Errorf("%s: got %d moves after the undo, want %d", name, got, want)
			}
		}
	}
}

// TestDraw: draw offers and answers, and what they refuse.
func TestDraw(t *testing.T) {
	tests := []struct {
		name    string
		v       Viewer
		actions []DrawAction
		refusal string // of the last action
		want    int    // the record's DrawOffer after
	}{
		{"offered", BlackSeat, []DrawAction{OfferDraw}, "", 1},
		{"at one screen", BothSeats, []DrawAction{OfferDraw}, "at one screen there is nobody to offer a draw to", 0},
		{"accepted by the offerer", BlackSeat, []DrawAction{OfferDraw, AcceptDraw}, "cannot answer", 1},
		{"declined with none standing", RedSeat, []DrawAction{DeclineDraw}, "no draw has been offered", 0},
	}
	g := standard(t)
	for _, tt := range tests {
		r := newRoom(t, g, "friend", people, 0, 0, 0)
		var err error
		for _, a := range tt.actions {
			err = r.Draw(tt.v, a)
		}
		checkRefusal(t, tt.name, err, tt.refusal)
		if got := r.HeaderRecord().DrawOffer; got != tt.want {
			t.Errorf("%s: got draw offer %d, want %d", tt.name, got, tt.want)
		}
	}
	for _, g := range games.All() {
		r := newRoom(t, g, "friend", people, 0, 0, 0)
		if err := r.Draw(BlackSeat, OfferDraw); err != nil {
			t.Fatal(err)
		}
		if err := r.Draw(RedSeat, AcceptDraw); err != nil {
			t.Fatalf("%s: accepted: %v", g.Key(), err)
		}
		if got := r.Game().Result().Outcome; got != checkers.Draw {
			t.Errorf("%s: accepted: got outcome %v, want a draw", g.Key(), got)
		}
		if err := r.Draw(RedSeat, NoDrawAction); !errors.Is(err, ErrUnknownDrawAction) {
			t.Errorf("%s: unknown action: got %v, want ErrUnknownDrawAction", g.Key(), err)
		}
	}
}

// TestResign: a seat resigns its colour; at one screen, the player to
// move resigns.
func TestResign(t *testing.T) {
	tests := []struct {
		v     Viewer
		plies int
		want  checkers.Outcome
	}{
		{BlackSeat, 1, checkers.WinFor(checkers.Red)},
		{RedSeat, 1, checkers.WinFor(checkers.Black)},
		{BothSeats, 0, checkers.WinFor(checkers.Black.Opponent())},
	}
	g := standard(t)
	for _, tt := range tests {
		r := newRoom(t, g, "friend", people, 0, 0, tt.plies)
		if tt.v == BothSeats {
			tt.want = checkers.WinFor(r.Game().Turn().Opponent())
		}
		if err := r.Resign(tt.v); err != nil {
			t.Fatal(err)
		}
		if got := r.Game().Result().Outcome; got != tt.want {
			t.Errorf("viewer %d resigns: got %v, want %v", tt.v, got, tt.want)
		}
		checkRefusal(t, "resigning again", r.Resign(tt.v), "over")
	}
}
