package lobby

import (
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// TestMayChallenge: a challenge names an account there, not deleted, by
// its name (case aside), and not the challenger's.
func TestMayChallenge(t *testing.T) {
	deleted := &store.Account{ID: "d3", Name: "Dan", Deleted: now}
	tests := []struct {
		name  string
		them  *store.Account
		named string
		kind  refuse.Kind
		want  string
	}{
		{"Bob", bob, "Bob", 0, ""},
		{"bob in lower case", bob, "bob", 0, ""},
		{"nobody", nil, "Zed", refuse.NotFound, `no player "Zed"`},
		{"a look-alike name", bob, "B0b", refuse.NotFound, `no player "B0b"`},
		{"a deleted account", deleted, "Dan", refuse.NotFound, `no player "Dan"`},
		{"oneself", ann, "Ann", refuse.Conflict, "you cannot challenge yourself"},
	}
	for _, tt := range tests {
		checkRefusal(t, tt.name, MayChallenge(ann, tt.them, tt.named), tt.kind, tt.want)
	}
}

// challenge returns a challenge from Ann to Bob in game g, Bob's seat
// the colour kept.
func challenge(g string, kept checkers.Color) *store.Record {
	rec := &store.Record{ID: "c-" + g, Variant: g}
	rec.Seats[kept.Opponent()] = store.Seat{Player: "human", Name: "Ann", Account: ann.ID, TokenHash: "h1"}
	Keep(rec, bob)
	return rec
}

// TestKeep: the free seat is kept for the challenged account, and found
// again by KeptSeat; a game with both seats taken keeps none.
func TestKeep(t *testing.T) {
	for _, kept := range []checkers.Color{checkers.Black, checkers.Red} {
		rec := challenge("standard", kept)
		if rec.Seats[kept] != (store.Seat{Name: "Bob", Account: bob.ID}) {
			t.Errorf("kept %v: got the seat %+v, want Bob's, free", kept, rec.Seats[kept])
		}
		if got, ok := KeptSeat(rec); !ok || got != kept {
			t.Errorf("kept %v: got KeptSeat %v %v, want %v", kept, got, ok, kept)
		}
		rec.Seats[kept].Player = "human"
		if got, ok := KeptSeat(rec); ok {
			t.Errorf("kept %v, taken: got KeptSeat %v, want none", kept, got)
		}
	}
}

// TestMayDecline: only the challenged account declines a challenge.
func TestMayDecline(t *testing.T) {
	taken := challenge("standard", checkers.Red)
	taken.Seats[checkers.Red].Player = "human"
	tests := []struct {
		name    string
		rec     *store.Record
		account string
		want    string
	}{
		{"the challenged", challenge("standard", checkers.Red), bob.ID, ""},
		{"the challenger", challenge("standard", checkers.Red), ann.ID, "this game holds no challenge for you"},
		{"a seat taken", taken, bob.ID, "this game holds no challenge for you"},
	}
	for _, tt := range tests {
		checkRefusal(t, tt.name, MayDecline(tt.rec, tt.account), refuse.Conflict, tt.want)
	}
}

// TestChallenges: the open challenges are listed to the challenged as
// received and to the challenger as sent, in every game, with the colour
// the challenged would play; finished games and games without a kept
// seat are not.
func TestChallenges(t *testing.T) {
	for _, g := range games.All() {
		open := challenge(g.Key(), checkers.Red)
		open.Initial, open.Increment, open.Rated = 5*time.Minute, 3*time.Second, true
		over := challenge(g.Key(), checkers.Black)
		over.Outcome = 1
		plain := &store.Record{ID: "p", Variant: g.Key()}
		list := []*store.Record{open, over, plain}
		want := ChallengeInfo{Game: open.ID, From: "Ann", To: "Bob", Variant: g.Key(), VariantName: g.Name(), Rated: true, Color: "red"}
		for _, tt := range []struct {
			me               string
			nReceived, nSent int
		}{{bob.ID, 1, 0}, {ann.ID, 0, 1}} {
			received, sent := Challenges(list, tt.me)
			if len(received) != tt.nReceived || len(sent) != tt.nSent {
				t.Fatalf("%s, %s: got %d received %d sent, want %d and %d", g.Key(), tt.me, len(received), len(sent), tt.nReceived, tt.nSent)
			}
			got := append(received, sent...)[0]
			if got.Clock == nil || *got.Clock != (Clock{5, 3}) {
				t.Errorf("%s, %s: got clock %v, want 5+3", g.Key(), tt.me, got.Clock)
			}
			got.Clock = nil
			if got != want {
				t.Errorf("%s, %s: got %+v, want %+v", g.Key(), tt.me, got, want)
			}
		}
	}
	if received, sent := Challenges(nil, bob.ID); received == nil || sent == nil {
		t.Errorf("none: got %v %v, want two empty lists (shown as [])", received, sent)
	}
}
