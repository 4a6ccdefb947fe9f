package games_test

import (
	"bytes"
	"testing"

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
