package games_test

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestLearnedWeightsOfAnotherGame checks that each game with a learned
// evaluation refuses every other such game's weights file
// (Game.ReadWeights, what `kingme match --a weights=FILE` reads), and
// reads its own.
func TestLearnedWeightsOfAnotherGame(t *testing.T) {
	files := map[*games.Game][]byte{}
	for _, g := range games.All() {
		if l := g.Learning; l != nil {
			w, err := l.New(make([]int16, 2*l.Features), false)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := l.Write(w, &buf); err != nil {
				t.Fatal(err)
			}
			files[g] = buf.Bytes()
		}
	}
	for reader := range files {
		for writer, data := range files {
			_, err := reader.ReadWeights(data)
			switch {
			case reader == writer && err != nil:
				t.Errorf("%s reads its own weights file: got %v, want no error", reader.Key(), err)
			case reader != writer && err == nil:
				t.Errorf("%s reads the weights file of %s: got no error, want a refusal", reader.Key(), writer.Key())
			}
		}
	}
}

// TestHandSetStaysTheDefault checks that each game with a learned
// evaluation but no built-in weights plays the hand-set evaluation by
// default: its default player's scores are those of its hand-set weights,
// and learned weights given play otherwise.
func TestHandSetStaysTheDefault(t *testing.T) {
	for _, g := range games.All() {
		l := g.Learning
		if l == nil || l.Builtin != nil {
			continue
		}
		t.Run(g.Key(), func(t *testing.T) {
			vs := make([]int16, 2*l.Features)
			vs[len(vs)-4], vs[len(vs)-3] = 37, 37 // the last but one scalar
			learned, err := l.New(vs, false)
			if err != nil {
				t.Fatal(err)
			}
			byDefault, handSet, other := firstScores(t, g, nil, 2), firstScores(t, g, g.DefaultWeights(), 2), firstScores(t, g, learned, 2)
			if !slices.Equal(byDefault, handSet) {
				t.Errorf("the default player scores %v, the hand-set weights %v: want the same", byDefault, handSet)
			}
			if slices.Equal(other, handSet) {
				t.Errorf("learned weights score %v, as the hand-set ones: want another evaluation", other)
			}
		})
	}
}

// firstScores returns the scores, searched to depth, of the first four
// plies of a game of g that a player with the weights w (nil: g's default
// evaluation) plays by its own choices.
func firstScores(t *testing.T, g *games.Game, w any, depth int) []int {
	t.Helper()
	p, err := g.NewPlayer(engine.Options{TableMiB: 1, Weights: w, NoBook: true})
	if err != nil {
		t.Fatal(err)
	}
	game := checkers.NewGame(g.Variant)
	var out []int
	for range 4 {
		r, err := p.Think(context.Background(), game, engine.Limits{Depth: depth}, nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r.Score)
		if err := game.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
