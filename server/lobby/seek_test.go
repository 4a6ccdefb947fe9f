package lobby

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

var (
	now   = time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	blitz = &Clock{Minutes: 5, Increment: 3}
	ann   = &store.Account{ID: "a1", Name: "Ann"}
	bob   = &store.Account{ID: "b2", Name: "Bob"}
)

// TestCheckDays: days a move are 1 to 14, without a clock, between
// people.
func TestCheckDays(t *testing.T) {
	tests := []struct {
		days  int
		mode  string
		clock *Clock
		want  string
	}{
		{0, "computer", blitz, ""},
		{1, "friend", nil, ""},
		{MaxDaysPerMove, "friend", nil, ""},
		{MaxDaysPerMove + 1, "friend", nil, "days a move 15 out of range"},
		{-1, "friend", nil, "days a move -1 out of range"},
		{3, "friend", blitz, "give a clock or days a move, not both"},
		{3, "computer", nil, `mode "computer" cannot be`},
	}
	for _, tt := range tests {
		checkRefusal(t, tt.mode, CheckDays(tt.days, tt.mode, tt.clock), refuse.Invalid, tt.want)
	}
}

// TestTerms: a seek's terms are checked, in every game, and given by the
// game's key.
func TestTerms(t *testing.T) {
	for _, g := range games.All() {
		tests := []struct {
			name string
			req  SeekRequest
			want string
		}{
			{"blitz", SeekRequest{Variant: g.Key(), Clock: blitz}, ""},
			{"by days", SeekRequest{Variant: g.Key(), Days: 3}, ""},
			{"unknown game", SeekRequest{Variant: "chess", Clock: blitz}, "chess"},
			{"no clock", SeekRequest{Variant: g.Key()}, "a seek needs a clock"},
			{"too short", SeekRequest{Variant: g.Key(), Clock: &Clock{Minutes: 0.25}}, "a seek needs a clock"},
			{"too long", SeekRequest{Variant: g.Key(), Clock: &Clock{Minutes: 181}}, "a seek needs a clock"},
			{"increment", SeekRequest{Variant: g.Key(), Clock: &Clock{Minutes: 5, Increment: 61}}, "a seek needs a clock"},
			{"clock and days", SeekRequest{Variant: g.Key(), Clock: blitz, Days: 2}, "not both"},
			{"colour", SeekRequest{Variant: g.Key(), Clock: blitz, Color: "green"}, `unknown colour "green"`},
			{"range", SeekRequest{Variant: g.Key(), Clock: blitz, MinRating: 1800, MaxRating: 1200}, "bad rating range 1800 to 1200"},
			{"negative", SeekRequest{Variant: g.Key(), Clock: blitz, MinRating: -1}, "bad rating range"},
		}
		for _, tt := range tests {
			k, err := Terms(tt.req)
			checkRefusal(t, g.Key()+" "+tt.name, err, refuse.Invalid, tt.want)
			if err == nil && (k.Variant != g.Key() || k.Color != "random") {
				t.Errorf("%s %s: got game %q colour %q, want %q random", g.Key(), tt.name, k.Variant, k.Color, g.Key())
			}
		}
	}
	k, err := Terms(SeekRequest{Variant: "standard", Clock: blitz, Color: "RED", Rated: true, MinRating: 1400, MaxRating: 1600})
	want := store.Seek{Variant: "standard", Initial: 5 * time.Minute, Increment: 3 * time.Second, Rated: true, Color: "red", MinRating: 1400, MaxRating: 1600}
	if err != nil || k != want {
		t.Errorf("Terms: got %+v %v, want %+v", k, err, want)
	}
}

// TestMayPost: a rated seek is a logged-in player's.
func TestMayPost(t *testing.T) {
	tests := []struct {
		name   string
		rated  bool
		poster *store.Account
		want   string
	}{
		{"a guest's casual seek", false, nil, ""},
		{"a guest's rated seek", true, nil, "log in to post a rated seek"},
		{"a player's rated seek", true, ann, ""},
	}
	for _, tt := range tests {
		checkRefusal(t, tt.name, MayPost(store.Seek{Rated: tt.rated}, tt.poster), refuse.Unauthorized, tt.want)
	}
}

// TestOpen: a seek lives SeekLife from its posting, under its poster's
// account, name and rating.
func TestOpen(t *testing.T) {
	tests := []struct {
		name   string
		poster *store.Account
		rating int
		want   store.Seek
	}{
		{"a guest", nil, 1700, store.Seek{Name: "guest", Created: now, Expires: now.Add(SeekLife)}},
		{"a player", ann, 1620, store.Seek{Name: "Ann", AccountID: "a1", Rating: 1620, Created: now, Expires: now.Add(SeekLife)}},
	}
	for _, tt := range tests {
		k := store.Seek{Name: "guest"}
		Open(&k, tt.poster, tt.rating, now)
		if k != tt.want {
			t.Errorf("%s: got %+v, want %+v", tt.name, k, tt.want)
		}
	}
}

// TestShow: the lobby shows a seek's game by its name, its clock in
// minutes and seconds, its speed; never its game once accepted.
func TestShow(t *testing.T) {
	for _, g := range games.All() {
		k := store.Seek{ID: "s1", Name: "Ann", Variant: g.Key(), Initial: 5 * time.Minute, Increment: 3 * time.Second, Color: "red", Rating: 1500, Created: now, GameID: "g1"}
		got := Show(k)
		want := SeekInfo{ID: "s1", Name: "Ann", Variant: g.Key(), VariantName: g.Name(), Clock: &Clock{5, 3}, Speed: "blitz", Color: "red", Rating: 1500, Created: now}
		if got.Clock == nil || *got.Clock != *want.Clock {
			t.Errorf("%s: got clock %v, want %v", g.Key(), got.Clock, want.Clock)
		}
		got.Clock, want.Clock = nil, nil
		if got != want {
			t.Errorf("%s: got %+v, want %+v", g.Key(), got, want)
		}
	}
	if got := Show(store.Seek{Variant: "gone", DaysPerMove: 3}); got.VariantName != "gone" || got.Days != 3 || got.Speed != "correspondence" {
		t.Errorf("a seek of an unknown game by days: got %+v, want its key as its name, 3 days, correspondence", got)
	}
}

// TestMessage: the lobby socket's message lists the seeks in their order.
func TestMessage(t *testing.T) {
	tests := []struct {
		name string
		open []store.Seek
		want string
	}{
		{"none", nil, `{"type":"lobby","seeks":[]}`},
		{"two", []store.Seek{{ID: "s1", Variant: "standard"}, {ID: "s2", Variant: "standard"}}, "s1 s2"},
	}
	for _, tt := range tests {
		b, err := Message(tt.open)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Type  string
			Seeks []SeekInfo
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		ids := ""
		for i, s := range m.Seeks {
			if i > 0 {
				ids += " "
			}
			ids += s.ID
		}
		if m.Type != "lobby" || m.Seeks == nil || len(tt.open) == 0 && string(b) != tt.want || len(tt.open) > 0 && ids != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, b, tt.want)
		}
	}
}

// TestIsOpen: a seek is open until accepted or expired.
func TestIsOpen(t *testing.T) {
	tests := []struct {
		name string
		k    store.Seek
		want bool
	}{
		{"open", store.Seek{Expires: now.Add(time.Second)}, true},
		{"expiring now", store.Seek{Expires: now}, false},
		{"accepted", store.Seek{Expires: now.Add(time.Second), GameID: "g1"}, false},
	}
	for _, tt := range tests {
		if got := IsOpen(&tt.k, now); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestMayAccept: a rated seek takes only a logged-in player other than
// its poster, within its rating range; its rating is asked for a rated
// seek alone.
func TestMayAccept(t *testing.T) {
	tests := []struct {
		name   string
		k      store.Seek
		taker  *store.Account
		own    bool
		rating int
		kind   refuse.Kind
		want   string
	}{
		{"a guest, casual", store.Seek{AccountID: "a1"}, nil, false, 0, 0, ""},
		{"a guest, rated", store.Seek{AccountID: "a1", Rated: true}, nil, false, 0, refuse.Unauthorized, "log in to accept a rated seek"},
		{"its poster's account", store.Seek{AccountID: "a1"}, ann, false, 0, refuse.Conflict, "this is your own seek"},
		{"its poster's token", store.Seek{}, nil, true, 0, refuse.Conflict, "this is your own seek"},
		{"in range", store.Seek{AccountID: "a1", Rated: true, MinRating: 1400, MaxRating: 1600}, bob, false, 1600, 0, ""},
		{"below", store.Seek{AccountID: "a1", Rated: true, MinRating: 1400}, bob, false, 1399, refuse.Forbidden, "rated 1400 to 0; you are 1399"},
		{"above", store.Seek{AccountID: "a1", Rated: true, MaxRating: 1600}, bob, false, 1601, refuse.Forbidden, "rated 0 to 1600; you are 1601"},
	}
	for _, tt := range tests {
		asked := false
		err := MayAccept(&tt.k, tt.taker, tt.own, func() int { asked = true; return tt.rating })
		checkRefusal(t, tt.name, err, tt.kind, tt.want)
		if asked && !tt.k.Rated {
			t.Errorf("%s: got the rating asked for, want it asked for a rated seek alone", tt.name)
		}
	}
}

// TestGame: an accepted seek's game, in every game, seats its poster in
// its colour (the coin's for any) with its seek token and account, the
// taker in the other seat.
func TestGame(t *testing.T) {
	for _, g := range games.All() {
		tests := []struct {
			color string
			coin  checkers.Color
			want  checkers.Color
		}{
			{"black", checkers.Red, checkers.Black},
			{"red", checkers.Black, checkers.Red},
			{"random", checkers.Red, checkers.Red},
			{"random", checkers.Black, checkers.Black},
		}
		for _, tt := range tests {
			k := store.Seek{ID: "s1", Name: "Ann", AccountID: "a1", OwnerHash: "h1", Variant: g.Key(), Initial: 5 * time.Minute, Increment: 3 * time.Second, Rated: true, Color: tt.color}
			rec, poster, err := Game(&k, "g1", now, tt.coin, "Bob", "h2")
			if err != nil {
				t.Fatalf("%s %s: %v", g.Key(), tt.color, err)
			}
			if poster != tt.want {
				t.Errorf("%s %s coin %v: got the poster %v, want %v", g.Key(), tt.color, tt.coin, poster, tt.want)
			}
			wantPoster := store.Seat{Player: "human", Name: "Ann", TokenHash: "h1", Account: "a1"}
			wantTaker := store.Seat{Player: "human", Name: "Bob", TokenHash: "h2"}
			if rec.Seats[poster] != wantPoster || rec.Seats[poster.Opponent()] != wantTaker {
				t.Errorf("%s %s: got seats %+v, want the poster %+v, the taker %+v", g.Key(), tt.color, rec.Seats, wantPoster, wantTaker)
			}
			if rec.ID != "g1" || rec.Variant != g.Key() || rec.Start != g.Variant.Start().String() || rec.Mode != "friend" || !rec.Rated ||
				rec.Clock != [2]time.Duration{5 * time.Minute, 5 * time.Minute} || rec.Increment != 3*time.Second || !rec.Created.Equal(now) {
				t.Errorf("%s %s: got the game %+v, want seek s1's", g.Key(), tt.color, rec)
			}
		}
	}
	if _, _, err := Game(&store.Seek{Variant: "chess"}, "g1", now, checkers.Black, "Bob", "h2"); err == nil {
		t.Errorf("a seek of an unknown game: got no error, want one")
	}
}
