package match

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// Opening is how a pair of a match's games starts: moves played from the
// variant's start position before the engines take over.
type Opening struct {
	Name  string   // such as "ACF 1"; "" when it has none
	Moves []string // the moves, in the variant's notation
}

// String returns the moves separated by spaces, "9-13 21-17 5-9".
func (o Opening) String() string { return strings.Join(o.Moves, " ") }

// Label returns the name and the moves, "ACF 1: 9-13 21-17 5-9", or the
// moves alone when the opening has no name.
func (o Opening) Label() string {
	if o.Name == "" {
		return o.String()
	}
	return o.Name + ": " + o.String()
}

// Play returns a game of v from its start position with the opening's moves
// played. The error names the move that is illegal and why, or says that the
// opening ends the game.
func (o Opening) Play(v checkers.Variant) (*checkers.Game, error) {
	g := checkers.NewGame(v)
	for i, text := range o.Moves {
		if err := g.PlayText(text); err != nil {
			return nil, fmt.Errorf("opening %q, move %d (%s): %w", o.Label(), i+1, text, err)
		}
	}
	if r := g.Result(); r.Over() {
		return nil, fmt.Errorf("opening %q ends the game (%v)", o.Label(), r)
	}
	return g, nil
}

// Ballot returns the American Checker Federation's 3-move ballot of
// standard checkers, the first game of the table: the 156 openings of its
// tournament deck in the ACF's order, named by their number in the ACF's
// list of 174 ("ACF 1"). Programs written before Book keep working with it.
//
// Deprecated: use Book, which gives any game's list.
func Ballot() []Opening {
	ops, _ := Book(games.All()[0].Variant)
	return ops
}

// Book returns the openings a match of v plays when nothing else is
// asked, and their list's title: the game's own list in the table of games
// (games.Game.Openings; for standard checkers the 3-move ballot, "ACF 1"
// to "ACF 174"), each named by its key and note; nil for a game
// without such a list.
func Book(v checkers.Variant) ([]Opening, string) {
	g, err := games.Of(v)
	if err != nil || g.Openings == nil {
		return nil, ""
	}
	var ops []Opening
	for _, o := range g.Openings.List() {
		name := o.Key
		if o.Note != "" {
			name += ", " + o.Note
		}
		ops = append(ops, Opening{Name: name, Moves: o.Moves})
	}
	return ops, g.Openings.Title
}

// ReadOpenings reads a list of openings of v: one opening per line, its
// moves separated by spaces ("9-13 21-17 5-9"), then, optionally, "#" and
// its name. Blank lines and lines holding only a comment are skipped. Every
// opening is played from v's start position; the error gives the line of
// the first that is illegal or ends the game.
func ReadOpenings(r io.Reader, v checkers.Variant) ([]Opening, error) {
	var ops []Opening
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text, name, _ := strings.Cut(sc.Text(), "#")
		moves := strings.Fields(text)
		if len(moves) == 0 {
			continue
		}
		op := Opening{Name: strings.TrimSpace(name), Moves: moves}
		if _, err := op.Play(v); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		ops = append(ops, op)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading openings: %w", err)
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("no opening found: want one per line, moves separated by spaces")
	}
	return ops, nil
}

// How RandomOpenings draws its openings.
const (
	randomPlies    = 4    // random plies from the start position
	balanceDepth   = 6    // the depth of the search that judges them
	balanceNodes   = 8000 // and its node budget, which keeps it short in every game
	balanceMaxEval = 30   // the largest score, in hundredths of a man, kept as near equal
	triesPerOpen   = 200
)

// RandomOpenings returns n distinct openings of v drawn from seed: a few
// random legal plies from the start position, kept only when a short engine
// search scores the position they reach near equal (within 0.3 of a man)
// and the game goes on. They are named "random 1", "random 2" and so on.
// The same seed gives the same openings.
func RandomOpenings(v checkers.Variant, n int, seed uint64) ([]Opening, error) {
	g, err := games.Of(v)
	if err != nil {
		return nil, err
	}
	judge, err := g.NewPlayer(engine.Options{TableMiB: 1, Seed: seed, NoBook: true})
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e))
	seen := map[string]bool{}
	var ops []Opening
	for try := 0; len(ops) < n; try++ {
		if try >= triesPerOpen*n {
			return nil, fmt.Errorf("found only %d balanced random openings of %s in %d tries, want %d", len(ops), v.Name(), try, n)
		}
		g, moves := randomLine(v, rng)
		if g == nil || seen[g.Position().String()] {
			continue
		}
		judge.NewGame()
		r, err := judge.Think(context.Background(), g, engine.Limits{Depth: balanceDepth, Nodes: balanceNodes}, nil)
		if err != nil || r.Score > balanceMaxEval || r.Score < -balanceMaxEval {
			continue
		}
		seen[g.Position().String()] = true
		ops = append(ops, Opening{Name: fmt.Sprintf("random %d", len(ops)+1), Moves: moves})
	}
	return ops, nil
}

// randomLine plays randomPlies random moves from v's start; it returns nil
// when the game ends on the way.
func randomLine(v checkers.Variant, rng *rand.Rand) (*checkers.Game, []string) {
	g := checkers.NewGame(v)
	moves := make([]string, 0, randomPlies)
	for range randomPlies {
		legal := g.Legal()
		if len(legal) == 0 {
			return nil, nil
		}
		m := legal[rng.IntN(len(legal))]
		if err := g.Play(m); err != nil {
			return nil, nil
		}
		moves = append(moves, m.String())
	}
	if g.Result().Over() {
		return nil, nil
	}
	return g, moves
}
