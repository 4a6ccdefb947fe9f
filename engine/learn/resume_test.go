package learn_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/engine/learn"
)

func FuzzResumePoint(f *testing.F) {
	cfg := learn.SelfPlayConfig{Game: standardForLearning(), Games: 10, Depth: 2, Seed: 1}
	header := cfg.Header()
	f.Add(header + "B:W18,22:B1,2 1/2 -12 0\nB:W18,22:B1,2 1 5 1\nB:W18")
	f.Add(header + "x 0 0 3\nx 0 0 2\n")
	f.Add("")
	f.Add("# kingme selfplay: standard, 99 games, depth 2, nodes 0, seed 1, random plies 0-4, max plies 300\n")
	f.Fuzz(func(t *testing.T, data string) {
		keep, first, err := learn.ResumePoint(cfg, strings.NewReader(data))
		if err != nil {
			return
		}
		if keep < 0 || keep > int64(len(data)) || first < 0 || first >= cfg.Games || (keep == 0) != (first == 0) {
			t.Fatalf("ResumePoint: keep %d of %d bytes, first game %d of %d", keep, len(data), first, cfg.Games)
		}
		if keep > 0 && data[keep-1] != '\n' {
			t.Fatalf("ResumePoint: keep %d bytes, which end in the middle of a line", keep)
		}
	})
}

func TestResumePointRefuses(t *testing.T) {
	cfg := learn.SelfPlayConfig{Game: standardForLearning(), Games: 10, Depth: 2, Seed: 1}
	header := cfg.Header()
	for _, c := range []struct{ name, data, want string }{
		{"other settings", strings.Replace(header, "seed 1", "seed 2", 1), "other settings"},
		{"out of order", header + "x 0 0 3\nx 0 0 2\n", "out of order"},
		{"no game number", header + "x 0 0 y\n", "does not end with a game number"},
		{"a game past the run", header + "x 0 0 10\n", "from 0 to 9"},
	} {
		if _, _, err := learn.ResumePoint(cfg, strings.NewReader(c.data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one containing %q", c.name, err, c.want)
		}
	}
}
