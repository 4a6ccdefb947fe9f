package learn

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// RescoreConfig is a rescoring run: the search that scores the positions
// of a data file again, deeper or with other weights than the self-play
// that wrote it.
type RescoreConfig struct {
	// Game is the game of the data, with its engine.
	Game  GameKit
	Depth int    // plies a position; 0 for no cap (then Nodes must be set)
	Nodes uint64 // nodes a position; 0 for no cap
	// Weights, if not nil, are the engine's weights
	// (engine.Options.Weights); nil searches with the default evaluation.
	Weights     any
	Concurrency int       // games searched at once; 0 means 1
	Log         io.Writer // a line every few hundred games, if not nil
}

// Rescore searches the position of every sample again with cfg's limits
// and writes the samples to out as data file lines, in the same order,
// each with the new search's score for the player to move and its
// position, result and game as they were. A game's samples (the
// consecutive ones with its number) are searched in order by one engine
// whose table is cleared at the game's first, so the output depends only
// on the samples and cfg, not on the concurrency; each position is
// searched without the moves that led to it. Games are written whole: a
// stopped run (ctx done) leaves out with the games before the stop. It
// returns the number of samples written.
func Rescore(ctx context.Context, cfg RescoreConfig, samples []Sample, out io.Writer) (int, error) {
	if cfg.Game.Variant == nil || cfg.Game.NewPlayer == nil {
		return 0, fmt.Errorf("rescore: no game given")
	}
	if cfg.Depth < 0 || cfg.Depth == 0 && cfg.Nodes == 0 {
		return 0, fmt.Errorf("rescore: give a depth or a node count per position")
	}
	groups := gameSpans(samples)
	limits := engine.Limits{Depth: cfg.Depth, Nodes: cfg.Nodes}
	newPlayer := func() (engine.Player, error) {
		return cfg.Game.NewPlayer(engine.Options{TableMiB: 4, Weights: cfg.Weights, NoBook: true})
	}
	search := func(ctx context.Context, pl engine.Player, k int) ([]byte, error) {
		return rescoreGame(ctx, pl, cfg.Game.Variant, samples[groups[k][0]:groups[k][1]], limits)
	}
	start := time.Now()
	written := 0
	write := func(k int, line []byte) error {
		if _, err := out.Write(line); err != nil {
			return err
		}
		written += groups[k][1] - groups[k][0]
		if next := k + 1; cfg.Log != nil && (next%500 == 0 || next == len(groups)) {
			secs := time.Since(start).Seconds()
			fmt.Fprintf(cfg.Log, "rescore: %d/%d games, %d/%d positions, %.0f positions/s\n", next, len(groups), written, len(samples), float64(written)/secs)
		}
		return nil
	}
	err := inOrder(ctx, 0, len(groups), cfg.Concurrency, newPlayer, search, write)
	return written, err
}

// gameSpans splits samples into its games: the spans [from, to) of
// consecutive samples with the same game number.
func gameSpans(samples []Sample) [][2]int {
	var spans [][2]int
	for i := range samples {
		if i == 0 || samples[i].Game != samples[i-1].Game {
			spans = append(spans, [2]int{i, i})
		}
		spans[len(spans)-1][1] = i + 1
	}
	return spans
}

// rescoreGame searches each of one game's samples in order with pl, its
// table cleared first, and returns their data file lines with the new
// scores.
func rescoreGame(ctx context.Context, pl engine.Player, v checkers.Variant, game []Sample, limits engine.Limits) ([]byte, error) {
	pl.NewGame()
	var line []byte
	for _, s := range game {
		r, err := pl.Think(ctx, checkers.NewGameFrom(v, s.Position), limits, nil)
		if err == nil {
			// A search stopped by ctx may return a shallower score.
			err = ctx.Err()
		}
		if err != nil {
			return nil, fmt.Errorf("game %d: %s: %w", s.Game, s.Position, err)
		}
		s.Score = r.Score
		line = AppendSample(line, s)
	}
	return line, nil
}
