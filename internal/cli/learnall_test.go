package cli_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
)

// TestLearnedEveryGame plays the pipeline through the commands for every
// game of the table with a learned evaluation: selfplay, train, a match
// with the trained file, and the file refused by the next such game.
func TestLearnedEveryGame(t *testing.T) {
	var learned []*games.Game
	for _, g := range games.All() {
		if g.Learning != nil {
			learned = append(learned, g)
		}
	}
	dir := t.TempDir()
	file := func(g *games.Game) string { return filepath.Join(dir, g.Key()+".weights") }
	for _, g := range learned {
		t.Run(g.Key(), func(t *testing.T) {
			data := filepath.Join(dir, g.Key()+".txt")
			code, _, stderr := run(t, "", "selfplay", "--variant", g.Key(), "--games", "4", "--depth", "1", "--out", data)
			if code != 0 {
				t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
			}
			code, stdout, stderr := run(t, "", "train", "--variant", g.Key(), "--data", data, "--out", file(g), "--epochs", "1", "--batch", "256")
			if want := "wrote " + file(g); code != 0 || !strings.Contains(stdout, want) {
				t.Fatalf("train: status %d, stdout %q, stderr %q; want 0 and %q", code, stdout, stderr, want)
			}
			code, stdout, stderr = run(t, "", "match", "--variant", g.Key(), "--a", "depth=1,weights="+file(g), "--b", "depth=1", "--games", "2")
			if code != 0 || !strings.Contains(stdout, "score:") {
				t.Errorf("match with the trained weights: status %d, stdout %q, stderr %q; want 0 and a score", code, stdout, stderr)
			}
		})
	}
	for i, g := range learned {
		other := learned[(i+1)%len(learned)]
		code, _, stderr := run(t, "", "match", "--variant", other.Key(), "--a", "depth=1,weights="+file(g), "--b", "depth=1", "--games", "2")
		if code == 0 || !strings.Contains(stderr, file(g)) {
			t.Errorf("match --variant %s with %s's weights: status %d, stderr %q; want an error naming the file", other.Key(), g.Key(), code, stderr)
		}
	}
}
