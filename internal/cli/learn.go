package cli

import (
	"bufio"
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/learn"
)

// learnVariant checks --variant of selfplay and train: only standard
// checkers has a learned evaluation so far.
func learnVariant(key string) error {
	if key != (standard.Variant{}).Key() {
		return badInputf("--variant %q: only standard has a learned evaluation so far", key)
	}
	return nil
}

func newSelfPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "selfplay --variant standard --games N --depth D --seed S --out FILE",
		Short: "Play the engine against itself and write its positions for training",
		Long: `Selfplay plays games of the engine against itself, each from an opening of
the 3-move ballot followed by a few random plies (drawn from --seed), and
writes every quiet position the engine thought about, with the game's result
for the player to move, the search's score and the game's number: one line
each, "FEN result score game" (docs/engine.md). The file depends only on the
flags, not on --concurrency. Progress goes to standard error.`,
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	games := cmd.Flags().Int("games", 100, "games to play")
	depth := cmd.Flags().Int("depth", 4, "plies a move (0 for no cap; then give --nodes)")
	nodes := cmd.Flags().Uint64("nodes", 0, "nodes a move (0 for no cap)")
	seed := cmd.Flags().Uint64("seed", 1, "random seed of the openings' random plies")
	out := cmd.Flags().String("out", "", "the data file to write (required)")
	conc := cmd.Flags().Int("concurrency", 1, "games played at once")
	patterns := cmd.Flags().String("patterns", "", "play with these pattern weights (a kingme train file) instead of the default evaluation")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := learnVariant(*variant); err != nil {
			return err
		}
		if *out == "" {
			return badInputf("--out is required: the data file to write")
		}
		if *games < 1 || *depth < 0 || *conc < 1 || (*depth == 0 && *nodes == 0) {
			return badInputf("--games and --concurrency must be at least 1 and --depth or --nodes set, got %d, %d, %d and %d", *games, *conc, *depth, *nodes)
		}
		cfg := learn.SelfPlayConfig{Games: *games, Depth: *depth, Nodes: *nodes, Seed: *seed, Concurrency: *conc, Log: cmd.ErrOrStderr()}
		if *patterns != "" {
			w, err := readPatterns(*patterns)
			if err != nil {
				return err
			}
			cfg.Weights = w
		}
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		bw := bufio.NewWriter(f)
		_, err = learn.SelfPlay(context.Background(), cfg, bw)
		if err == nil {
			err = bw.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
	return cmd
}

// readPatterns reads a pattern weights file.
func readPatterns(path string) (*standard.PatternWeights, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, badInput(err)
	}
	defer f.Close()
	w, err := standard.ReadPatternWeights(f)
	if err != nil {
		return nil, badInputf("%s: %w", path, err)
	}
	return w, nil
}

func newTrainCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "train --variant standard --data FILE --out WEIGHTS",
		Short: "Fit the pattern evaluation's weights to self-play data",
		Long: `Train fits the weights of the pattern evaluation (docs/engine.md) to a data
file of kingme selfplay by logistic regression: the game's result is the
target and sigmoid(eval/200) the prediction. A seeded tenth of the games is
held out. It prints the loss on the training and held-out positions after
each epoch, then the held-out loss of the weights written, of today's
evaluation and of zero weights. The same data and flags give the same
weights file, byte for byte.`,
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	data := cmd.Flags().String("data", "", "the data file of kingme selfplay (required)")
	out := cmd.Flags().String("out", "", "the weights file to write (required)")
	epochs := cmd.Flags().Int("epochs", 20, "passes over the training positions")
	rate := cmd.Flags().Float64("rate", 1, "Adam's step, in hundredths of a man")
	batch := cmd.Flags().Int("batch", 4096, "positions a step")
	l2 := cmd.Flags().Float64("l2", 0, "weight decay a step, times the rate")
	seed := cmd.Flags().Uint64("seed", 1, "seed of the held-out games and of the order of positions")
	start := cmd.Flags().String("start", "", "pattern weights to start from (default: zero)")
	scoreShare := cmd.Flags().Float64("score-share", 0, "the share of the search's score in the training target, the rest the game's result")
	base := cmd.Flags().Bool("base", false, "fit corrections to today's evaluation instead of a whole evaluation")
	minCount := cmd.Flags().Int("min-count", 0, "leave at zero the weights of window configurations seen in fewer training positions")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := learnVariant(*variant); err != nil {
			return err
		}
		if *data == "" || *out == "" {
			return badInputf("--data and --out are required")
		}
		if *epochs < 1 || *rate <= 0 || *batch < 1 || *l2 < 0 || *minCount < 0 || *scoreShare < 0 || *scoreShare > 1 {
			return badInputf("--epochs and --batch must be at least 1, --rate positive, --l2 and --min-count not negative and --score-share from 0 to 1")
		}
		cfg := learn.TrainConfig{Epochs: *epochs, Rate: *rate, Batch: *batch, L2: *l2, Seed: *seed, MinCount: *minCount, Base: *base, ScoreShare: *scoreShare, Log: cmd.OutOrStdout()}
		if *start != "" {
			w, err := readPatterns(*start)
			if err != nil {
				return err
			}
			cfg.Start = w
		}
		f, err := os.Open(*data)
		if err != nil {
			return badInput(err)
		}
		samples, err := learn.ReadSamples(bufio.NewReader(f))
		f.Close()
		if err != nil {
			return badInputf("%s: %w", *data, err)
		}
		res, err := learn.Train(samples, cfg)
		if err != nil {
			return badInput(err)
		}
		o, err := os.Create(*out)
		if err != nil {
			return err
		}
		if _, err := res.Weights.WriteTo(o); err != nil {
			o.Close()
			return err
		}
		if err := o.Close(); err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", *out)
		return nil
	}
	return cmd
}
