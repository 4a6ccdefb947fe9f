package accounts

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// TestPlayer finds a player by name, its case aside; a look-alike, an
// unknown name and a deleted account name nobody.
func TestPlayer(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, cheap)
	f.signUp(t, "Ann_42", annPassword)
	gone := f.signUp(t, "Gone", annPassword)
	if err := f.Delete(ctx, gone, annPassword); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		found bool
	}{
		{"Ann_42", true},
		{"ANN_42", true},
		{"Ann-42", false},
		{"Nobody", false},
		{"Gone", false},
	} {
		a, err := f.Player(ctx, tt.name)
		if !tt.found {
			if r := refusal(t, tt.name, err, refuse.NotFound); r != nil && r.Error() != `no player "`+tt.name+`"` {
				t.Errorf("%s: got %q, want %q", tt.name, r.Error(), `no player "`+tt.name+`"`)
			}
			continue
		}
		if err != nil || a.Name != "Ann_42" {
			t.Errorf("%s: got %v, %v; want Ann_42", tt.name, a, err)
		}
	}
}

// TestRatings reads a player's ratings, each with its history: the rating
// before the first game shown, then after each; none for a player who
// played no rated game, or a store that keeps no ratings.
func TestRatings(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, cheap)
	f.signUp(t, "Ann_42", annPassword)
	f.signUp(t, "Bob", annPassword)
	ann, _ := f.Player(ctx, "Ann_42")
	bob, _ := f.Player(ctx, "Bob")
	rs := f.st.(store.Ratings)
	at := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	before := store.PlayerRating{AccountID: ann.ID, Game: "standard", Speed: "blitz", Rating: 1500, Deviation: 350, Volatility: 0.06}
	var changes []store.RatingChange
	for i, r := range []float64{1600, 1550} {
		after := before
		after.Rating, after.Deviation, after.Games, after.Updated = r, before.Deviation-100, before.Games+1, at.Add(time.Duration(i)*time.Hour)
		c := store.RatingChange{GameID: []string{"g1", "g2"}[i], Before: before, After: after, At: after.Updated}
		if err := rs.RateGame(ctx, []store.RatingChange{c}); err != nil {
			t.Fatal(err)
		}
		changes, before = append(changes, c), after
	}
	none := newService(struct{ store.Store }{f.st}, f.clock.now, nil, cheap)
	for _, tt := range []struct {
		name string
		s    *Service
		id   string
		want []PlayerRating
	}{
		{"two rated games", f.Service, ann.ID, []PlayerRating{{Game: "standard", Speed: "blitz", Rating: 1550, Deviation: 150, Provisional: true, Games: 2,
			History: []RatingPoint{{At: changes[0].At, Rating: 1500}, {At: changes[0].At, Rating: 1600, GameID: "g1"}, {At: changes[1].At, Rating: 1550, GameID: "g2"}}}}},
		{"no rated game", f.Service, bob.ID, []PlayerRating{}},
		{"no ratings kept", none, ann.ID, []PlayerRating{}},
	} {
		got, err := tt.s.Ratings(ctx, tt.id)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		for i := range got {
			for j := range got[i].History {
				got[i].History[j].At = got[i].History[j].At.UTC()
			}
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s:\ngot  %+v\nwant %+v", tt.name, got, tt.want)
		}
	}
}
