package wholegame

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// TestRoundsCoverSidesAndChoices checks that four rounds of a game play it
// from both sides with both ways of choosing, that one round of each game
// (-short) takes both sides and both ways across the games, and that a
// seed gives the same round again.
func TestRoundsCoverSidesAndChoices(t *testing.T) {
	type kind struct {
		human  checkers.Color
		thinks bool
	}
	short := map[kind]bool{}
	for vi, g := range games.All() {
		full := map[kind]bool{}
		for n := 1; n <= 4; n++ {
			r, err := NewRound(1, vi, g, n)
			if err != nil {
				t.Fatal(err)
			}
			again, err := NewRound(1, vi, g, n)
			if err != nil {
				t.Fatal(err)
			}
			if r.Seed != again.Seed || r.Start != again.Start || r.rand.Uint64() != again.rand.Uint64() {
				t.Errorf("%s: round %d differs from itself made again", r, n)
			}
			full[kind{r.Human, r.Thinks}] = true
			if n == 1 {
				short[kind{r.Human, r.Thinks}] = true
			}
		}
		if len(full) != 4 {
			t.Errorf("%s: four rounds play %v, want both sides with both ways of choosing", g.Key(), full)
		}
	}
	sides, ways := map[checkers.Color]bool{}, map[bool]bool{}
	for k := range short {
		sides[k.human], ways[k.thinks] = true, true
	}
	if len(sides) != 2 || len(ways) != 2 {
		t.Errorf("one round of each game plays %v, want both sides and both ways of choosing", short)
	}
}

// TestRefereeFollowsAndChecks follows a game from its moves' texts and
// checks offered moves against the rules.
func TestRefereeFollowsAndChecks(t *testing.T) {
	v := games.All()[0].Variant
	start := v.Start()
	f := NewReferee(v, start)
	first := start.Legal()[0]
	after, err := start.After(first)
	if err != nil {
		t.Fatal(err)
	}
	reply := after.Legal()[0]
	if err := f.Follow([]string{first.String()}); err != nil {
		t.Fatal(err)
	}
	if err := f.Follow([]string{first.String(), reply.String()}); err != nil {
		t.Fatal(err)
	}
	if got := f.Game.Len(); got != 2 {
		t.Fatalf("after following two moves, got %d, want 2", got)
	}
	if err := f.Follow([]string{first.String()}); err == nil {
		t.Errorf("following a shorter game: got no error, want one")
	}
	if err := f.Follow([]string{first.String(), reply.String(), "no-such-move"}); err == nil || !strings.Contains(err.Error(), "ply 3, no-such-move") {
		t.Errorf("following a bad move: got %v, want an error naming ply 3", err)
	}

	legal := Texts(f.Game.Legal())
	if err := f.Offered(legal); err != nil {
		t.Errorf("the legal moves offered: %v", err)
	}
	if err := f.Offered(legal[1:]); err == nil || !strings.Contains(err.Error(), legal[0]) {
		t.Errorf("a legal move left out: got %v, want an error naming %s", err, legal[0])
	}
	if err := f.Offered(append(legal, legal[0])); err == nil {
		t.Errorf("a move offered twice: got no error, want one")
	}
}
