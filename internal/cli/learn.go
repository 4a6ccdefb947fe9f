package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/match"
)

// learnGame returns the game --variant names for selfplay and train, if
// its entry in the table describes a learned evaluation.
func learnGame(key string) (*games.Game, error) {
	g, err := games.Lookup(key)
	if err != nil {
		return nil, badInput(err)
	}
	if g.Learning == nil {
		return nil, badInputf("--variant %q: %s has no learned evaluation; want one of %s", key, g.Name(), learnKeys())
	}
	return g, nil
}

// learnKeys lists the keys of the games with a learned evaluation.
func learnKeys() string {
	var with []string
	for _, g := range games.All() {
		if g.Learning != nil {
			with = append(with, g.Key())
		}
	}
	return strings.Join(with, ", ")
}

func newSelfPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "selfplay --variant V --games N --depth D --seed S --out FILE",
		Short: "Play the engine against itself and write its positions for training",
		Long: fmt.Sprintf(`Selfplay plays games of the engine against itself and writes every quiet
position the engine thought about (where captures are compulsory, none was
pending), with the game's result for the player to move, the search's score
and the game's number: one line each, "position result score game", the
position in the game's own position text (docs/engine.md). Standard
checkers' games start from the openings of the 3-move ballot followed by 0
to 4 random plies; the other games' from the start position followed by 4 to
8 random plies (drawn from --seed). The file depends only on the flags, not
on --concurrency. Progress goes to standard error.

A long run that is stopped goes on with --resume: the games the file holds
whole are kept (the last one, which the stop may have cut, is played again)
and the run goes on from there, to the same file as an uninterrupted run
would have written (Ctrl-C stops a run cleanly: it says on standard error
how many games the file keeps, and exits with status 130); --games may be raised to make a run longer. The file's
first line must name the same settings, and --patterns must be the same as
before (the file does not record the weights). Without --resume an existing
file is refused, never overwritten.

With --egdb DIR the engine plays with the endgame databases in DIR (kingme
egdb build): its scores near the end come from them, it plays won endings
out without a mistake, and a game ends drawn at the first position they
call a draw, so that the results of the last positions are the databases'
own. The file's first line names how many pieces they hold. Without
--egdb, self-play uses no databases, even where the other commands find
some.

The games with a learned evaluation: %s.`, learnKeys()),
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	games := cmd.Flags().Int("games", 100, "games to play")
	depth := cmd.Flags().Int("depth", 4, "plies a move (0 for no cap; then give --nodes)")
	nodes := cmd.Flags().Uint64("nodes", 0, "nodes a move (0 for no cap)")
	seed := cmd.Flags().Uint64("seed", 1, "random seed of the openings' random plies")
	out := cmd.Flags().String("out", "", "the data file to write (required)")
	conc := cmd.Flags().Int("concurrency", 1, "games played at once")
	resume := cmd.Flags().Bool("resume", false, "go on with a stopped run: keep the games --out holds and play the rest")
	patterns := cmd.Flags().String("patterns", "", `play with these learned weights (a kingme train file) instead of the default evaluation, or "handset": the game's hand-set evaluation (to start a pipeline from nothing)`)
	egdbDir := cmd.Flags().String("egdb", "", "play with the endgame databases in this directory (kingme egdb build); none when not given")
	egdbCache := cmd.Flags().Int("egdb-cache", 128, "memory for the endgame databases' blocks, MiB")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		g, err := learnGame(*variant)
		if err != nil {
			return err
		}
		if *out == "" {
			return badInputf("--out is required: the data file to write")
		}
		if *games < 1 || *depth < 0 || *conc < 1 || (*depth == 0 && *nodes == 0) {
			return badInputf("--games and --concurrency must be at least 1 and --depth or --nodes set, got %d, %d, %d and %d", *games, *conc, *depth, *nodes)
		}
		cfg := learn.SelfPlayConfig{Game: g.ForLearning(), Games: *games, Depth: *depth, Nodes: *nodes, Seed: *seed, Concurrency: *conc, Log: cmd.ErrOrStderr()}
		if cfg.Weights, err = patternsWeights(g, *patterns); err != nil {
			return err
		}
		if *egdbDir != "" {
			db, err := openEndgameDir(g, *egdbDir, *egdbCache)
			if err != nil {
				return err
			}
			defer db.Close()
			cfg.Endgame = db
		}
		f, err := openSelfPlayFile(*out, *resume, &cfg)
		if err != nil {
			return err
		}
		if cfg.First > 0 {
			fmt.Fprintf(cmd.ErrOrStderr(), "selfplay: going on from game %d of %d in %s\n", cfg.First, cfg.Games, *out)
		}
		bw := bufio.NewWriter(f)
		_, err = learn.SelfPlay(ctx, cfg, bw)
		if ferr := bw.Flush(); err == nil || errors.Is(err, context.Canceled) && ferr != nil {
			err = ferr
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if ctx.Err() != nil && (err == nil || errors.Is(err, context.Canceled)) {
			return selfPlayStopped(*out, cfg)
		}
		return err
	}
	return cmd
}

// selfPlayStopped says what a stopped selfplay run kept in its file: the
// games --resume keeps.
func selfPlayStopped(path string, cfg learn.SelfPlayConfig) error {
	f, err := os.Open(path)
	if err != nil {
		return stoppedf("%s: %v", path, err)
	}
	defer f.Close()
	cfg.First = 0
	_, whole, err := learn.ResumePoint(cfg, f)
	if err != nil {
		return stoppedf("%s: %v", path, err)
	}
	return stoppedf("%s of %d kept in %s; run the same command with --resume to play the rest", plural(whole, "game"), cfg.Games, path)
}

// openSelfPlayFile opens selfplay's --out file: created, or with resume
// cut after the games it holds whole and opened to add to, cfg.First set
// to the game to go on from. Without resume an existing file that is not
// empty is refused.
func openSelfPlayFile(path string, resume bool, cfg *learn.SelfPlayConfig) (*os.File, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.Create(path)
	case err != nil:
		return nil, err
	case !resume && info.Size() > 0:
		return nil, badInputf("--out %s: the file exists; add --resume to go on with its run, or give another file", path)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	keep, first, err := learn.ResumePoint(*cfg, f)
	if err == nil {
		err = f.Truncate(keep)
	}
	if err == nil {
		_, err = f.Seek(keep, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, badInputf("--resume: %s: %w", path, err)
	}
	cfg.First = first
	return f, nil
}

// patternsWeights returns the weights a --patterns flag names for the
// game g: nil (the default evaluation) for "", the hand-set evaluation's
// for "handset", else the learned weights file it names.
func patternsWeights(g *games.Game, patterns string) (any, error) {
	switch patterns {
	case "":
		return nil, nil
	case match.HandSet:
		return g.DefaultWeights(), nil
	}
	return readLearned(g, patterns)
}

// readLearned reads a learned weights file of the game g.
func readLearned(g *games.Game, path string) (any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, badInput(err)
	}
	w, err := g.Learning.Read(data)
	if err != nil {
		return nil, badInputf("%s: %w", path, err)
	}
	return w, nil
}

func newTrainCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "train --variant V --data FILE --out WEIGHTS",
		Short: "Fit the learned evaluation's weights to self-play data",
		Long: fmt.Sprintf(`Train fits the weights of the game's learned evaluation (docs/engine.md) to a
data file of kingme selfplay of the same game by logistic regression: the
game's result is the target and sigmoid(eval/200) the prediction. A seeded
tenth of the games is held out. It prints the loss on the training and
held-out positions after each epoch, then the held-out loss of the weights
written, of today's evaluation and of zero weights. The same data and flags
give the same weights file, byte for byte. The file is written at the end:
Ctrl-C stops a run with nothing written, says so on standard error and
exits with status 130. Standard checkers' weights file
is its pattern weights (KMPW); the other games' share one format (KMLW: the
game's key, the evaluation's shape, the weights, a CRC-32). kingme match
--a weights=FILE plays with the weights. Standard checkers, Stack'Em and
Kings & Flying Kings play their built-in learned weights by default
(weights=handset plays the hand-set evaluation); Coast-to-Coast and the
draughts games play their hand-set ones.

The games with a learned evaluation: %s.`, learnKeys()),
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	data := cmd.Flags().String("data", "", "the data file of kingme selfplay (required)")
	out := cmd.Flags().String("out", "", "the weights file to write (required)")
	epochs := cmd.Flags().Int("epochs", 20, "passes over the training positions")
	rate := cmd.Flags().Float64("rate", 1, "Adam's step, in hundredths of a man")
	finalRate := cmd.Flags().Float64("final-rate", 0, "Adam's step at the last step: the step falls in a straight line from --rate to it (0: no fall)")
	batch := cmd.Flags().Int("batch", 4096, "positions a step")
	l2 := cmd.Flags().Float64("l2", 0, "weight decay a step, times the rate")
	anchor := cmd.Flags().Float64("anchor", 0, "pull of each weight back toward its --start value a step, times the rate (needs --start)")
	seed := cmd.Flags().Uint64("seed", 1, "seed of the held-out games and of the order of positions")
	start := cmd.Flags().String("start", "", "learned weights to start from (default: zero)")
	scoreShare := cmd.Flags().Float64("score-share", 0, "the share of the search's score in the training target, the rest the game's result")
	scoreLambda := cmd.Flags().Float64("score-lambda", 0, "mix the scores of the game's later positions into the score target, as TD(λ): 0 (the position's own score) to less than 1 (the result)")
	base := cmd.Flags().Bool("base", false, "fit corrections to today's evaluation instead of a whole evaluation")
	windowsOnly := cmd.Flags().Bool("windows-only", false, "fit the windows' weights alone, the scalar terms' staying at zero or at --start's (with --base: the hand-set terms stand, the windows correct them)")
	scalarsOnly := cmd.Flags().Bool("scalars-only", false, "fit the scalar terms' weights alone, the windows' staying at zero or at --start's (to fit new scalar terms beside trained windows)")
	minCount := cmd.Flags().Int("min-count", 0, "leave at zero the weights of window configurations seen in fewer training positions")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		g, err := learnGame(*variant)
		if err != nil {
			return err
		}
		if *data == "" || *out == "" {
			return badInputf("--data and --out are required")
		}
		if *epochs < 1 || *rate <= 0 || *finalRate < 0 || *batch < 1 || *l2 < 0 || *anchor < 0 || *minCount < 0 || *scoreShare < 0 || *scoreShare > 1 || *scoreLambda < 0 || *scoreLambda >= 1 {
			return badInputf("--epochs and --batch must be at least 1, --rate positive, --final-rate, --l2, --anchor and --min-count not negative, --score-share from 0 to 1 and --score-lambda from 0 to less than 1")
		}
		cfg := learn.TrainConfig{Epochs: *epochs, Rate: *rate, FinalRate: *finalRate, Batch: *batch, L2: *l2, Anchor: *anchor, Seed: *seed, MinCount: *minCount, WindowsOnly: *windowsOnly, ScalarsOnly: *scalarsOnly, Base: *base, ScoreShare: *scoreShare, ScoreLambda: *scoreLambda, Log: cmd.OutOrStdout()}
		if *anchor > 0 && *start == "" {
			return badInputf("--anchor pulls the weights toward --start's: give --start")
		}
		if *start != "" {
			if cfg.Start, err = readLearned(g, *start); err != nil {
				return err
			}
		}
		f, err := os.Open(*data)
		if err != nil {
			return badInput(err)
		}
		samples, err := learn.ReadSamples(bufio.NewReader(f), g.Variant)
		f.Close()
		if err != nil {
			return badInputf("%s: %w", *data, err)
		}
		res, err := learn.TrainContext(ctx, g.Learning, samples, cfg)
		if errors.Is(err, context.Canceled) {
			return stoppedf("%s; nothing written to %s (the weights are written at the end)", strings.TrimPrefix(strings.TrimSuffix(err.Error(), ": "+context.Canceled.Error()), "train: stopped "), *out)
		}
		if err != nil {
			return badInput(err)
		}
		o, err := os.Create(*out)
		if err != nil {
			return err
		}
		if err := g.Learning.Write(res.Weights, o); err != nil {
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
