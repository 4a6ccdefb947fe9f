// Package wholegame helps tests play whole games, from the start to the
// result, of every game in variants.All through one of KingMe's interfaces
// (the web server's API, the Hub protocol, the terminal model): Play runs
// one subtest per game and per round, hands each a seeded Round (who the
// test plays, the start position, a random source for its choices), and
// tells how to rerun a round that failed. The test drives the interface;
// this package knows no interface, only the games.
//
// A test plays a few rounds of each game, or one with -short. Two flags,
// given to a test binary that imports this package, change that:
//
//	go test ./server -run Whole -wholegame.seed=7 -wholegame.games=50
//
// runs 50 rounds of each game from the base seed 7 instead of the default
// 1 (any seed gives the same games on every run, up to what an interface
// leaves to chance itself).
package wholegame

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/variants"
)

var (
	seedFlag  = flag.Uint64("wholegame.seed", 1, "base seed of the whole-game tests")
	gamesFlag = flag.Int("wholegame.games", 0, "rounds of each game the whole-game tests play (0: the test's own number, 1 with -short)")
)

// Patience is how long the computer may take to answer a move before a
// test calls it frozen: at the weakest level it answers in milliseconds,
// so only a move that is never played takes this long.
const Patience = 5 * time.Second

// MaxPlies bounds a game: the draw rules (repetition, no progress) end
// every game long before; a game still going after this many plies means
// they do not.
const MaxPlies = 3000

// Level is the name of the computer's level the tests play against: the
// weakest and fastest.
const Level = "beginner"

// Round is one whole game a test plays.
type Round struct {
	// Variant is the game.
	Variant checkers.Variant
	// Number counts the rounds of Variant, from 1.
	Number int
	// Seed seeds Rand; an interface that takes a seed (the computer's) may
	// be given it too.
	Seed uint64
	// Human is the side the test plays; the computer or the engine plays
	// the other. The rounds of a game alternate sides, and so do the games
	// of a -short run.
	Human checkers.Color
	// Start is the start position: the variant's, with the player who moves
	// first chosen at random when the variant's players choose it
	// (checkers.FirstPlayerChooser).
	Start checkers.Position
	// Rand is the source of the test's choices, seeded with Seed.
	Rand *rand.Rand
}

// Pick returns one of s, chosen at random.
func Pick[T any](r Round, s []T) T { return s[r.Rand.IntN(len(s))] }

// Chooses reports whether the round's variant lets its players choose who
// moves first.
func (r Round) Chooses() bool {
	_, ok := r.Variant.(checkers.FirstPlayerChooser)
	return ok
}

// String describes the round for messages.
func (r Round) String() string {
	return fmt.Sprintf("%s round %d (seed %d, the test plays %s from %s)", r.Variant.Key(), r.Number, r.Seed, r.Human, r.Start)
}

// Rounds returns how many rounds of each game a test plays: full, 1 with
// -short, or the -wholegame.games flag's number.
func Rounds(full int) int {
	switch {
	case *gamesFlag > 0:
		return *gamesFlag
	case testing.Short():
		return 1
	}
	return full
}

// Play runs play on each round: Rounds(full) rounds of each game of
// variants.All, each in its own subtest named after the game and the
// round ("coast-to-coast/2"). A round that fails logs its seed and how to
// run it again.
func Play(t *testing.T, full int, play func(t *testing.T, r Round)) {
	t.Helper()
	base := *seedFlag
	n := Rounds(full)
	for vi, v := range variants.All() {
		t.Run(v.Key(), func(t *testing.T) {
			for i := range n {
				r := NewRound(base, vi, v, i+1)
				t.Run(fmt.Sprint(i+1), func(t *testing.T) {
					t.Cleanup(func() {
						if t.Failed() {
							t.Logf("%s; rerun it with go test -run '%s$' -wholegame.seed=%d", r, t.Name(), base)
						}
					})
					play(t, r)
				})
			}
		})
	}
}

// NewRound returns round number (from 1) of v, the variant at index vi of
// variants.All, for the base seed.
func NewRound(base uint64, vi int, v checkers.Variant, number int) Round {
	seed := mix(base, uint64(vi)<<32|uint64(number))
	r := Round{
		Variant: v, Number: number, Seed: seed,
		Human: checkers.Color((vi + number - 1) % 2),
		Start: v.Start(),
		Rand:  rand.New(rand.NewPCG(seed, 0x77686f6c65)),
	}
	if c, ok := v.(checkers.FirstPlayerChooser); ok {
		r.Start = c.StartWith(checkers.Color(r.Rand.IntN(2)))
	}
	return r
}

// mix returns a seed made of a and b (SplitMix64's finalizer).
func mix(a, b uint64) uint64 {
	z := a*0x9E3779B97F4A7C15 + b + 1
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Replay plays texts, moves in v's notation, on a new game of v from the
// position text start, as a saved game is read back. The error names the
// first move that does not read back or is illegal.
func Replay(v checkers.Variant, start string, texts []string) (*checkers.Game, error) {
	pos, err := v.ParsePosition(start)
	if err != nil {
		return nil, fmt.Errorf("start position: %w", err)
	}
	g := checkers.NewGameFrom(v, pos)
	for i, text := range texts {
		if err := g.PlayText(text); err != nil {
			return g, fmt.Errorf("ply %d, %s, in %s: %w", i+1, text, g.Position(), err)
		}
	}
	return g, nil
}

// Texts returns the texts of moves.
func Texts(moves []checkers.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
