package match_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/match"
	"github.com/kingme/kingme/pdn"
)

// tinyConfig is a fast match: fixed shallow depths, small tables.
func tinyConfig(games int) match.Config {
	return match.Config{
		Variant:  standard.Variant{},
		A:        match.Spec{Depth: 3, Hash: 1},
		B:        match.Spec{Depth: 1, Hash: 1},
		Games:    games,
		Openings: ballot()[:2],
		Seed:     1,
	}
}

// readPDN reads every game of a PDN text.
func readPDN(t *testing.T, text string) []*pdn.GameRecord {
	t.Helper()
	r := pdn.NewReader(strings.NewReader(text))
	var games []*pdn.GameRecord
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games
		}
		if err != nil {
			t.Fatalf("reading the PDN: %v", err)
		}
		games = append(games, g)
	}
}

func TestRun(t *testing.T) {
	c := tinyConfig(3)
	var calls []int
	c.Progress = func(done int, tally match.Tally) {
		calls = append(calls, done)
		if tally.Games() != done {
			t.Errorf("progress: got tally %v after %d games", tally, done)
		}
	}
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(res.Games), 3; got != want {
		t.Fatalf("got %d games, want %d", got, want)
	}
	if got, want := len(calls), 3; got != want {
		t.Errorf("got %d progress calls, want %d", got, want)
	}
	var tally match.Tally
	for i, g := range res.Games {
		wantOpening, wantColor := c.Openings[i/2], []checkers.Color{checkers.Black, checkers.Red}[i%2]
		if g.Round != i+1 || g.Opening.Label() != wantOpening.Label() || g.AColor != wantColor {
			t.Errorf("game %d: got round %d, opening %q, A %v; want %d, %q, %v",
				i+1, g.Round, g.Opening.Label(), g.AColor, i+1, wantOpening.Label(), wantColor)
		}
		if !g.Record.Result().Over() {
			t.Errorf("game %d: not over: %v", i+1, g.Record.Result())
		}
		tally.Add(g.Score)
	}
	if tally != res.Tally {
		t.Errorf("tally: got %v, the games give %v", res.Tally, tally)
	}

	var buf bytes.Buffer
	date := time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC)
	if err := c.WritePDN(&buf, res.Games, date); err != nil {
		t.Fatal(err)
	}
	parsed := readPDN(t, buf.String())
	if len(parsed) != 3 {
		t.Fatalf("the PDN holds %d games, want 3", len(parsed))
	}
	for i, pg := range parsed {
		g := res.Games[i]
		replayed, err := games.PDN().Replay(pg)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if got, want := replayed.Result(), g.Record.Result(); got != want {
			t.Errorf("game %d: the PDN replays to %v, want %v", i+1, got, want)
		}
		outcome, err := pdn.Outcome(pg.Result, checkers.Black)
		if err != nil || outcome != g.Record.Result().Outcome {
			t.Errorf("game %d: result marker %q (%v), want %v", i+1, pg.Result, err, g.Record.Result().Outcome)
		}
		black, red := "A: depth=3,hash=1", "B: depth=1,hash=1"
		if g.AColor == checkers.Red {
			black, red = red, black
		}
		for _, want := range [][2]string{{"Event", match.Event}, {"Date", "2026.03.04"}, {"Black", black}, {"White", red},
			{"Opening", g.Opening.Label()}, {"Termination", g.Record.Result().Reason.String()}, {"PlyCap", "400"}} {
			if got := tag(pg, want[0]); got != want[1] {
				t.Errorf("game %d: tag %s: got %q, want %q", i+1, want[0], got, want[1])
			}
		}
	}
}

// TestRunPlyCap: a game still going at the ply cap is a draw, tagged so.
func TestRunPlyCap(t *testing.T) {
	c := tinyConfig(2)
	c.PlyCap = 8
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		if !g.Adjudicated() || g.Record.Len() != 8 || g.Record.Result().Outcome != checkers.Draw || g.Score != 0.5 {
			t.Errorf("game %d: got adjudicated %v after %d plies, %v, score %v; want an adjudicated draw after 8 plies",
				g.Round, g.Adjudicated(), g.Record.Len(), g.Record.Result(), g.Score)
		}
		pg := c.PDN(g, time.Now())
		if got, want := pg.Result, "1/2-1/2"; got != want {
			t.Errorf("game %d: result %q, want %q", g.Round, got, want)
		}
		if got, want := tag(pg, "Termination"), "adjudicated draw: 8-ply cap"; got != want {
			t.Errorf("game %d: Termination %q, want %q", g.Round, got, want)
		}
	}
	if got, want := res.Tally, (match.Tally{Draws: 2}); got != want {
		t.Errorf("tally: got %v, want %v", got, want)
	}
}

func tag(g *pdn.GameRecord, name string) string {
	v, _ := g.Tag(name)
	return v
}

// TestRunConcurrency: at fixed depths, two games at once play the same
// games as one at a time.
func TestRunConcurrency(t *testing.T) {
	moves := func(concurrency int) []string {
		c := tinyConfig(4)
		c.Concurrency = concurrency
		res, err := match.Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, g := range res.Games {
			out = append(out, pdnMoves(g.Record))
		}
		return out
	}
	one, two := moves(1), moves(2)
	for i := range one {
		if one[i] != two[i] {
			t.Errorf("game %d: one at a time %q, two at once %q", i+1, one[i], two[i])
		}
	}
}

func pdnMoves(g *checkers.Game) string {
	var parts []string
	for _, m := range g.Played() {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, " ")
}

// TestRunOtherVariant plays Stack'Em from random openings.
func TestRunOtherVariant(t *testing.T) {
	v := stackem.Variant{}
	ops, err := match.RandomOpenings(v, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	c := match.Config{Variant: v, A: match.Spec{Depth: 2, Hash: 1}, B: match.Spec{Depth: 1, Hash: 1}, Games: 2, Openings: ops}
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := c.WritePDN(&buf, res.Games, time.Now()); err != nil {
		t.Fatal(err)
	}
	for i, pg := range readPDN(t, buf.String()) {
		g, err := games.PDN().Replay(pg)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if got, want := g.Result(), res.Games[i].Record.Result(); got != want && !res.Games[i].Adjudicated() {
			t.Errorf("game %d: the PDN replays to %v, want %v", i+1, got, want)
		}
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := match.Run(ctx, tinyConfig(2))
	if !errors.Is(err, context.Canceled) || len(res.Games) != 0 {
		t.Errorf("got %d games and error %v, want none and %v", len(res.Games), err, context.Canceled)
	}
}

func TestRunConfigErrors(t *testing.T) {
	tests := []struct {
		name   string
		change func(*match.Config)
		want   string
	}{
		{"no games", func(c *match.Config) { c.Games = 0 }, "0 games"},
		{"no openings", func(c *match.Config) { c.Openings = nil }, "no opening"},
		{"no variant", func(c *match.Config) { c.Variant = nil }, "no variant"},
		{"bad opening", func(c *match.Config) { c.Openings = []match.Opening{{Moves: []string{"11-16", "23-19", "16-20"}}} }, "move 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tinyConfig(2)
			tt.change(&c)
			_, err := match.Run(context.Background(), c)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}
