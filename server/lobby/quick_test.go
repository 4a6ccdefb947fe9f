package lobby

import (
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// TestQuickTerms: quick pairing needs a known game and a clock.
func TestQuickTerms(t *testing.T) {
	for _, g := range games.All() {
		tests := []struct {
			name string
			req  SeekRequest
			want string
		}{
			{"blitz", SeekRequest{Variant: g.Key(), Clock: blitz, Rated: true}, ""},
			{"no clock", SeekRequest{Variant: g.Key()}, "quick pairing needs a clock"},
			{"unknown game", SeekRequest{Variant: "chess", Clock: blitz}, "chess"},
		}
		for _, tt := range tests {
			k, err := QuickTerms(tt.req)
			checkRefusal(t, g.Key()+" "+tt.name, err, refuse.Invalid, tt.want)
			want := store.Seek{Variant: g.Key(), Initial: 5 * time.Minute, Increment: 3 * time.Second, Rated: true}
			if err == nil && k != want {
				t.Errorf("%s %s: got %+v, want %+v", g.Key(), tt.name, k, want)
			}
		}
	}
}

// TestCandidates: quick pairing takes a seek of the same game, clock and
// rating kind, not by days, oldest first.
func TestCandidates(t *testing.T) {
	terms := store.Seek{Variant: "standard", Initial: 5 * time.Minute, Increment: 3 * time.Second}
	same := func(id string) store.Seek { k := terms; k.ID = id; return k }
	other := func(id string, change func(*store.Seek)) store.Seek { k := same(id); change(&k); return k }
	tests := []struct {
		name string
		open []store.Seek
		want string
	}{
		{"none", nil, ""},
		{"oldest first", []store.Seek{same("old"), same("new")}, "old new"},
		{"another game", []store.Seek{other("g", func(k *store.Seek) { k.Variant = "stackem" }), same("s")}, "s"},
		{"another clock", []store.Seek{other("c", func(k *store.Seek) { k.Initial = time.Minute }), other("i", func(k *store.Seek) { k.Increment = 0 })}, ""},
		{"rated", []store.Seek{other("r", func(k *store.Seek) { k.Rated = true }), same("s")}, "s"},
		{"by days", []store.Seek{other("d", func(k *store.Seek) { k.DaysPerMove = 3 })}, ""},
	}
	for _, tt := range tests {
		var ids []string
		for _, k := range Candidates(tt.open, terms) {
			ids = append(ids, k.ID)
		}
		if got := strings.Join(ids, " "); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestQuickSeek: the seek quick pairing posts is of any colour and any
// rating, in the game's key.
func TestQuickSeek(t *testing.T) {
	req := SeekRequest{Variant: "STANDARD", Clock: blitz, Rated: true, Color: "red", MinRating: 1400, MaxRating: 1600, Name: "Ann"}
	got := QuickSeek(req, store.Seek{Variant: "standard"})
	want := SeekRequest{Variant: "standard", Clock: blitz, Rated: true, Color: "random", Name: "Ann"}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
