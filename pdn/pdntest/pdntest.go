// Package pdntest makes games of every game of the table for the tests of
// PDN round trips (the library, the web server's download and upload, the
// commands): random games from the start, from positions other random games
// reach, and from random set-ups of the board editor, with kings, stacks,
// borne-off checkers and pieces on the special squares.
package pdntest

import (
	"fmt"
	"math/rand/v2"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// Kind says where a game of Games starts.
type Kind int

// The kinds of game Games makes, in the order it makes them.
const (
	// FromStart is a game from the start (from each start in turn when the
	// players choose who begins).
	FromStart Kind = iota
	// FromReached is a game from a position another random game reached.
	FromReached
	// FromSetUp is a game from a random set-up of the board editor
	// (view.Display.Compose): pieces of every kind on any square, stacks,
	// borne-off counts; a position play may never reach.
	FromSetUp
)

// String names the kind, for test names.
func (k Kind) String() string {
	switch k {
	case FromStart:
		return "start"
	case FromReached:
		return "reached"
	case FromSetUp:
		return "set-up"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Sample is one game Games made.
type Sample struct {
	// Kind says where it starts.
	Kind Kind
	// Game is the game, its moves played.
	Game *checkers.Game
}

// Games returns n games of g, of each Kind in turn, each of at most plies
// moves, seeded by seed: the same games on every call. Every game starts
// from a position where the player to move can move. Random moves favour
// progress (captures, crownings, bearing off), so that kings, stacks and
// borne-off checkers come early.
func Games(g *games.Game, seed uint64, n, plies int) []Sample {
	rng := rand.New(rand.NewPCG(seed, 0x70646e74657374))
	starts := []checkers.Position{g.Variant.Start()}
	if ch, ok := g.Variant.(checkers.FirstPlayerChooser); ok {
		starts = []checkers.Position{ch.StartWith(checkers.Black), ch.StartWith(checkers.Red)}
	}
	out := make([]Sample, 0, n)
	for i := 0; len(out) < n; i++ {
		kind := Kind(len(out) % 3)
		var start checkers.Position
		switch kind {
		case FromStart:
			start = starts[i%len(starts)]
		case FromReached:
			walk := Play(g.Variant, rng, starts[i%len(starts)], 1+rng.IntN(120))
			ps := walk.Positions()
			start = ps[rng.IntN(len(ps))]
		case FromSetUp:
			start = SetUp(g, rng)
		}
		if start == nil || start.Status().Over() || len(start.Legal()) == 0 {
			if i > 100*(n+1) {
				panic(fmt.Sprintf("pdntest: %s: %d tries for %d games: no start to play from", g.Key(), i, n))
			}
			continue
		}
		out = append(out, Sample{Kind: kind, Game: Play(g.Variant, rng, start, rng.IntN(plies+1))})
	}
	return out
}

// Play plays up to plies random moves of v from start, favouring progress,
// and stops early when the game ends.
func Play(v checkers.Variant, rng *rand.Rand, start checkers.Position, plies int) *checkers.Game {
	game := checkers.NewGameFrom(v, start)
	for range plies {
		legal := game.Legal()
		if len(legal) == 0 {
			break
		}
		pos := game.Position()
		m := legal[rng.IntN(len(legal))]
		for range 3 {
			if pos.Progress(m) {
				break
			}
			m = legal[rng.IntN(len(legal))]
		}
		if err := game.Play(m); err != nil {
			panic(fmt.Sprintf("pdntest: %s: legal move %s of %s refused: %v", v.Key(), m, pos, err))
		}
	}
	return game
}

// SetUp returns a random position of g as its board editor sets one up:
// the player to move, up to 12 checkers a side of every kind the game has
// on random playing squares (stacks of up to 5 in a game whose start shows
// stacks), and random borne-off counts in a game whose start shows them.
// It tries again while the rules refuse the position (a man on its
// crowning row, a home occupied, too many Flying Kings), and returns nil
// after 100 refusals.
func SetUp(g *games.Game, rng *rand.Rand) checkers.Position {
	start, err := g.Display.Position(g.Variant.Start())
	if err != nil {
		panic(fmt.Sprintf("pdntest: %s: the view of the start: %v", g.Key(), err))
	}
	stacks := false
	for _, p := range start.Pieces {
		stacks = stacks || len(p.Stack) > 0
	}
	kinds := g.Display.Kinds()
	colours := [2]string{checkers.Black: "black", checkers.Red: "red"}
	for range 100 {
		v := view.Position{Turn: colours[rng.IntN(2)], Pieces: []view.Piece{}}
		var left [2]int
		for c := range left {
			left[c] = 1 + rng.IntN(12)
		}
		if start.BorneOff != nil {
			off := view.Counts{Black: rng.IntN(left[checkers.Black]), Red: rng.IntN(left[checkers.Red])}
			left[checkers.Black] -= off.Black
			left[checkers.Red] -= off.Red
			v.BorneOff = &off
		}
		used := map[checkers.Square]bool{}
		for tries := 0; left[0]+left[1] > 0 && tries < 200; tries++ {
			sq := checkers.Square(rng.IntN(64))
			if used[sq] || start.Squares == "dark" && !sq.Dark() {
				continue
			}
			used[sq] = true
			c := rng.IntN(2)
			if left[c] == 0 {
				c ^= 1
			}
			p := view.Piece{Square: sq.String(), Color: colours[c], Kind: kinds[rng.IntN(len(kinds))].Kind}
			left[c]--
			if stacks {
				p.Stack = []view.Checker{{Color: colours[c]}}
				for h := rng.IntN(5); h > 0 && left[0]+left[1] > 0; h-- {
					c := rng.IntN(2)
					if left[c] == 0 {
						c ^= 1
					}
					left[c]--
					p.Stack = append([]view.Checker{{Color: colours[c]}}, p.Stack...)
				}
				p.Stack[len(p.Stack)-1].King = p.Kind == "king"
			}
			v.Pieces = append(v.Pieces, p)
		}
		if pos, err := g.Display.Compose(v); err == nil {
			return pos
		}
	}
	return nil
}

// All returns n games of each game of the table (games.All), by key.
func All(seed uint64, n, plies int) map[string][]Sample {
	out := map[string][]Sample{}
	for i, g := range games.All() {
		out[g.Key()] = Games(g, seed+uint64(i), n, plies)
	}
	return out
}
