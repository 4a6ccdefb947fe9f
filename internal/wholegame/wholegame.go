// Package wholegame helps tests play whole games, from the start to the
// result, of every game in games.All through one of KingMe's interfaces
// (the web server's API, the Hub protocol, the terminal model). Play runs
// one subtest per game and per round and hands each a seeded Round: who the
// test plays, the start position, and how the test chooses its moves. A
// Referee follows the game in the rules from the moves' texts the interface
// reports. The test drives the interface; this package knows no interface,
// and no game by name.
//
// A test plays a few rounds of each game, or one with -short. Two flags,
// given to a test binary that imports this package, change that:
//
//	go test ./server -run Whole -wholegame.seed=7 -wholegame.games=50
//
// plays 50 rounds of each game from the base seed 7 instead of the default
// 1. A seed gives the same games on every run, up to what an interface
// leaves to chance itself.
package wholegame

import (
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

var (
	seedFlag  = flag.Uint64("wholegame.seed", 1, "base seed of the whole-game tests")
	gamesFlag = flag.Int("wholegame.games", 0, "rounds of each game the whole-game tests play (0: the test's own number, 1 with -short)")
)

// Patience is how long the computer may take to answer a move before a
// test calls it frozen: at Level it answers in milliseconds, so only a move
// that is never played takes this long.
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
	// Game is the game's entry in the table.
	Game *games.Game
	// Variant is the game's rules, Game.Variant.
	Variant checkers.Variant
	// Number counts the rounds of Variant, from 1.
	Number int
	// Seed seeds the test's choices; an interface that takes a seed (for
	// the computer's choices) is given it too.
	Seed uint64
	// Human is the side the test plays; the interface's computer plays the
	// other.
	Human checkers.Color
	// Thinks is set when the test's side plays the moves an engine at
	// Level chooses, as an even opponent (such games run long and often
	// end by the draw rules), and not moves chosen uniformly at random
	// (such games are short and lost).
	Thinks bool
	// Start is the start position: the variant's, with the player who moves
	// first chosen at random when the variant's players choose it
	// (checkers.FirstPlayerChooser).
	Start checkers.Position

	rand   *rand.Rand
	player engine.Player // when Thinks
}

// String describes the round for messages.
func (r Round) String() string {
	how := "random moves"
	if r.Thinks {
		how = "the moves of the engine at level " + Level
	}
	return fmt.Sprintf("%s round %d (seed %d): the test plays %s with %s from %s", r.Variant.Key(), r.Number, r.Seed, r.Human, how, r.Start)
}

// Choose returns the index in offered of the test's move in g, a game on
// the test's turn: offered are the texts of the legal moves of g's
// position as the interface lists them. The error says when the engine's
// choice is not among them, or one of them is not a legal move.
func (r Round) Choose(g *checkers.Game, offered []string) (int, error) {
	if len(offered) == 0 {
		return 0, fmt.Errorf("no move offered in %s", g.Position())
	}
	if !r.Thinks {
		return r.rand.IntN(len(offered)), nil
	}
	rep, err := r.player.Think(context.Background(), g, engine.Limits{MoveTime: Patience}, nil)
	if err != nil {
		return 0, fmt.Errorf("the test's engine: %w", err)
	}
	pos := g.Position()
	want, err := pos.After(rep.Move)
	if err != nil {
		return 0, fmt.Errorf("the test's engine chose %v in %s: %w", rep.Move, pos, err)
	}
	// Moves that leave the same position are one move, however written.
	for i, text := range offered {
		m, err := pos.ParseMove(text)
		if err != nil {
			return 0, fmt.Errorf("the offered move %s in %s: %w", text, pos, err)
		}
		if after, err := pos.After(m); err == nil && after == want {
			return i, nil
		}
	}
	return 0, fmt.Errorf("the engine's move %v in %s is not among the %d offered: %q", rep.Move, pos, len(offered), offered)
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
// games.All, each in its own subtest named after the game and the round
// ("coast-to-coast/2"). The rounds' seeds come from the base seed and the
// test's name, so that each test plays its own games. A round that fails
// logs its seed and how to run it again.
//
// Over four rounds a game is played from both sides, each with random and
// with the engine's moves; with -short the games differ in the side and
// the way of choosing.
func Play(t *testing.T, full int, play func(t *testing.T, r Round)) {
	t.Helper()
	base := *seedFlag
	h := fnv.New64a()
	h.Write([]byte(t.Name()))
	salted := mix(base, h.Sum64())
	n := Rounds(full)
	for vi, game := range games.All() {
		t.Run(game.Key(), func(t *testing.T) {
			for i := range n {
				r, err := NewRound(salted, vi, game, i+1)
				if err != nil {
					t.Fatal(err)
				}
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

// NewRound returns round number (from 1) of game, the game at index vi of
// games.All, for the seed base.
func NewRound(base uint64, vi int, game *games.Game, number int) (Round, error) {
	v := game.Variant
	seed := mix(base, uint64(vi)<<32|uint64(number))
	r := Round{
		Game: game, Variant: v, Number: number, Seed: seed,
		Human:  checkers.Color((vi + number - 1) % 2),
		Thinks: (vi/2+(number-1)/2)%2 == 1,
		Start:  v.Start(),
		rand:   rand.New(rand.NewPCG(seed, 0x77686f6c65)),
	}
	if c, ok := v.(checkers.FirstPlayerChooser); ok {
		r.Start = c.StartWith(checkers.Color(r.rand.IntN(2)))
	}
	if r.Thinks {
		level, err := engine.LevelByName(Level)
		if err != nil {
			return Round{}, err
		}
		if r.player, err = game.NewPlayer(engine.Options{TableMiB: 1, Level: level, Seed: mix(seed, 1)}); err != nil {
			return Round{}, err
		}
	}
	return r, nil
}

// mix returns a seed made of a and b (SplitMix64's finalizer).
func mix(a, b uint64) uint64 {
	z := a*0x9E3779B97F4A7C15 + b + 1
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Referee follows a game an interface plays, in the rules, from the texts
// of its moves.
type Referee struct {
	// Game is the game as the rules play it.
	Game *checkers.Game
}

// NewReferee returns a referee of a game of v from start.
func NewReferee(v checkers.Variant, start checkers.Position) *Referee {
	return &Referee{Game: checkers.NewGameFrom(v, start)}
}

// Follow plays the moves of texts the referee has not seen yet: texts are
// all the moves of the game so far, in the variant's notation, as read back
// from a saved game. The error names the first one that does not read back
// as a legal move.
func (f *Referee) Follow(texts []string) error {
	g := f.Game
	if len(texts) < g.Len() {
		return fmt.Errorf("the game has %d moves, fewer than the %d played before", len(texts), g.Len())
	}
	for _, text := range texts[g.Len():] {
		if err := g.PlayText(text); err != nil {
			return fmt.Errorf("ply %d, %s, in %s: %w", g.Len()+1, text, g.Position(), err)
		}
	}
	return nil
}

// Offered checks the moves an interface offers the player to move, by
// their texts: they must be the legal moves of the referee's game, each
// once, in any order. The error lists the differences.
func (f *Referee) Offered(offered []string) error {
	want := map[string]int{}
	for _, m := range f.Game.Legal() {
		want[m.String()]++
	}
	var extra []string
	for _, text := range offered {
		if want[text] == 0 {
			extra = append(extra, text)
			continue
		}
		want[text]--
	}
	var missing []string
	for text, n := range want {
		for range n {
			missing = append(missing, text)
		}
	}
	if len(extra) == 0 && len(missing) == 0 {
		return nil
	}
	slices.Sort(missing)
	return fmt.Errorf("in %s the moves offered are not the legal moves: %q offered but not legal (or offered twice), %q legal but not offered", f.Game.Position(), extra, missing)
}

// Replay plays texts, moves in v's notation, on a new game of v from the
// position text start, as a saved game is read back. The error names the
// first move that does not read back as a legal move.
func Replay(v checkers.Variant, start string, texts []string) (*checkers.Game, error) {
	pos, err := v.ParsePosition(start)
	if err != nil {
		return nil, fmt.Errorf("start position: %w", err)
	}
	f := NewReferee(v, pos)
	return f.Game, f.Follow(texts)
}

// Texts returns the texts of moves, in their variant's notation.
func Texts(moves []checkers.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
