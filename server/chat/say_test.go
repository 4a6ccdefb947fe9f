package chat

import (
	"fmt"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// bucket is a token bucket per key as Limiter wants one (package server
// has the real one): Burst tokens, one more every minute/PerMinute.
type bucket struct {
	tokens map[string]float64
	at     map[string]time.Time
}

func newBucket() *bucket { return &bucket{tokens: map[string]float64{}, at: map[string]time.Time{}} }

func (b *bucket) allow(key string, now time.Time) (bool, time.Duration) {
	perSec := float64(PerMinute) / 60
	tokens, ok := b.tokens[key]
	if !ok {
		tokens = Burst
	} else {
		tokens = min(Burst, tokens+now.Sub(b.at[key]).Seconds()*perSec)
	}
	b.at[key] = now
	if tokens >= 1 {
		b.tokens[key] = tokens - 1
		return true, 0
	}
	b.tokens[key] = tokens
	return false, time.Duration((1 - tokens) / perSec * float64(time.Second))
}

var t0 = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// friendGame is a game between Ann (Black) and Bob (Red).
func friendGame(over bool) Game {
	return Game{ID: "g1", Mode: "friend", Over: over, Seats: [2]store.Seat{
		{Player: "human", Name: "Ann", Account: "a-ann"}, {Player: "human", Name: "Bob", Account: "a-bob"},
	}}
}

func TestSay(t *testing.T) {
	cid := &store.Account{ID: "a-cid", Name: "Cid"}
	tests := []struct {
		name    string
		viewer  room.Viewer
		account *store.Account
		room    string
		over    bool
		want    store.ChatLine // GameID, At and Text are checked apart
		wantKey string
		wantErr refuse.Kind // -1 for none
	}{
		{"black, own room", room.BlackSeat, nil, "", false,
			store.ChatLine{Room: store.PlayersRoom, Seat: 1, Account: "a-ann", Name: "Ann"}, "seat/g1/black", -1},
		{"red, players' room, logged in as another", room.RedSeat, cid, store.PlayersRoom, false,
			store.ChatLine{Room: store.PlayersRoom, Seat: 2, Account: "a-bob", Name: "Bob"}, "seat/g1/red", -1},
		{"red, spectators' room after the game", room.RedSeat, nil, store.SpectatorsRoom, true,
			store.ChatLine{Room: store.SpectatorsRoom, Seat: 2, Account: "a-bob", Name: "Bob"}, "seat/g1/red", -1},
		{"spectator, own room", room.Spectator, cid, "", false,
			store.ChatLine{Room: store.SpectatorsRoom, Account: "a-cid", Name: "Cid"}, "account/a-cid", -1},
		{"both seats sign as Black", room.BothSeats, cid, store.SpectatorsRoom, false,
			store.ChatLine{Room: store.SpectatorsRoom, Seat: 1, Account: "a-ann", Name: "Ann"}, "seat/g1/black", -1},
		{"spectator not logged in", room.Spectator, nil, "", false, store.ChatLine{}, "", refuse.Unauthorized},
		{"both seats' own room is the players'", room.BothSeats, cid, "", false, store.ChatLine{}, "", refuse.Forbidden},
		{"black in the spectators' room too soon", room.BlackSeat, nil, store.SpectatorsRoom, false, store.ChatLine{}, "", refuse.Forbidden},
		{"unknown room", room.RedSeat, nil, "lobby", false, store.ChatLine{}, "", refuse.Invalid},
	}
	for _, tt := range tests {
		var keys []string
		s := New(func(key string, now time.Time) (bool, time.Duration) {
			keys = append(keys, key)
			if !now.Equal(t0) {
				t.Errorf("%s: limited at %v, want %v", tt.name, now, t0)
			}
			return true, 0
		})
		got, err := s.Say(friendGame(tt.over), tt.viewer, tt.account, tt.room, "hi", t0)
		if tt.wantErr >= 0 {
			if r := refusalOf(t, err); r.Kind() != tt.wantErr {
				t.Errorf("%s: refused %v %q, want kind %v", tt.name, r.Kind(), r.Error(), tt.wantErr)
			}
			if len(keys) != 0 {
				t.Errorf("%s: refused line took rate tokens of %v, want none", tt.name, keys)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: got %v, want a line", tt.name, err)
			continue
		}
		tt.want.GameID, tt.want.At, tt.want.Text = "g1", t0, "hi"
		if got != tt.want {
			t.Errorf("%s: got line %+v, want %+v", tt.name, got, tt.want)
		}
		if fmt.Sprint(keys) != fmt.Sprint([]string{tt.wantKey}) {
			t.Errorf("%s: limited by %q, want by [%s]", tt.name, keys, tt.wantKey)
		}
	}
}

func TestSayRate(t *testing.T) {
	// One writer's lines at these offsets from t0: the fifth at once is
	// refused, one more is allowed 2.5 s later; the other writer and a
	// spectator are limited apart.
	type step struct {
		after  time.Duration
		viewer room.Viewer
		want   bool
		wait   time.Duration
	}
	steps := []step{
		{0, room.BlackSeat, true, 0},
		{0, room.BlackSeat, true, 0},
		{0, room.BlackSeat, true, 0},
		{0, room.BlackSeat, true, 0},
		{0, room.BlackSeat, false, 2500 * time.Millisecond},
		{0, room.RedSeat, true, 0},
		{0, room.Spectator, true, 0},
		{time.Second, room.BlackSeat, false, 1500 * time.Millisecond},
		{2500 * time.Millisecond, room.BlackSeat, true, 0},
		{2500 * time.Millisecond, room.BlackSeat, false, 2500 * time.Millisecond},
	}
	b := newBucket()
	s := New(b.allow)
	cid := &store.Account{ID: "a-cid", Name: "Cid"}
	for i, st := range steps {
		_, err := s.Say(friendGame(false), st.viewer, cid, "", "hi", t0.Add(st.after))
		if st.want {
			if err != nil {
				t.Errorf("line %d: got %v, want it written", i+1, err)
			}
			continue
		}
		r := refusalOf(t, err)
		want := "too many chat lines: at most 4 at once, then one every 2.5 s"
		if r.Kind() != refuse.TooMany || r.Error() != want || r.RetryAfter().Round(time.Millisecond) != st.wait {
			t.Errorf("line %d: got %v %q after %v, want %v %q after %v", i+1, r.Kind(), r.Error(), r.RetryAfter(), refuse.TooMany, want, st.wait)
		}
	}
	// The refusal's text says the limits.
	if got, want := fmt.Sprintf("at most %d at once, then one every %g s", Burst, 60.0/PerMinute), "at most 4 at once, then one every 2.5 s"; got != want {
		t.Errorf("the limits read %q, want %q as the refusal says", got, want)
	}
}
