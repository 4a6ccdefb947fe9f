package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine/learn"
)

func newRescoreCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rescore --variant V --data FILE --depth D --out FILE",
		Short: "Score the positions of a self-play data file again, with a deeper search",
		Long: fmt.Sprintf(`Rescore searches every position of a data file of kingme selfplay again,
to --depth plies (or --nodes nodes), and writes the same lines, in the same
order, with the new search's score for the player to move: the training
target's score part (kingme train --score-share) then comes from a deeper
search than the one that played the games. A game's positions are searched
in order by one engine whose table is cleared at the game's first, each
without the moves that led to it, so the file depends only on the data and
the flags, not on --concurrency. The first line says how the file was made,
followed by the data file's own comment lines. Progress goes to standard
error. Ctrl-C stops a run cleanly, with the games scored so far written
whole; an existing --out file is refused, never overwritten.

The games with a learned evaluation: %s.`, learnKeys()),
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	data := cmd.Flags().String("data", "", "the data file of kingme selfplay (required)")
	out := cmd.Flags().String("out", "", "the data file to write (required)")
	depth := cmd.Flags().Int("depth", 0, "plies a position (0 for no cap; then give --nodes)")
	nodes := cmd.Flags().Uint64("nodes", 0, "nodes a position (0 for no cap)")
	conc := cmd.Flags().Int("concurrency", 1, "games searched at once")
	patterns := cmd.Flags().String("patterns", "", `search with these learned weights (a kingme train file) instead of the default evaluation, or "handset": the game's hand-set evaluation`)
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
		if *depth < 0 || *conc < 1 || (*depth == 0 && *nodes == 0) {
			return badInputf("--concurrency must be at least 1 and --depth or --nodes set, got %d, %d and %d", *conc, *depth, *nodes)
		}
		cfg := learn.RescoreConfig{Game: g.ForLearning(), Depth: *depth, Nodes: *nodes, Concurrency: *conc, Log: cmd.ErrOrStderr()}
		if cfg.Weights, err = patternsWeights(g, *patterns); err != nil {
			return err
		}
		raw, err := os.ReadFile(*data)
		if err != nil {
			return badInput(err)
		}
		samples, err := learn.ReadSamples(bytes.NewReader(raw), g.Variant)
		if err != nil {
			return badInputf("%s: %w", *data, err)
		}
		if len(samples) == 0 {
			return badInputf("%s: no positions to score", *data)
		}
		f, err := createNew(*out)
		if err != nil {
			return err
		}
		bw := bufio.NewWriter(f)
		fmt.Fprintf(bw, "# kingme rescore: %s, depth %d, nodes %d, patterns %q, of %s\n", g.Key(), *depth, *nodes, *patterns, *data)
		for line := range bytes.Lines(raw) {
			if bytes.HasPrefix(line, []byte("#")) {
				bw.Write(line)
			}
		}
		n, err := learn.Rescore(ctx, cfg, samples, bw)
		if ferr := bw.Flush(); err == nil || errors.Is(err, context.Canceled) && ferr != nil {
			err = ferr
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if ctx.Err() != nil && (err == nil || errors.Is(err, context.Canceled)) {
			return stoppedf("%d of %d positions scored again and written to %s, games whole", n, len(samples), *out)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "rescore: %d positions written to %s\n", n, *out)
		return nil
	}
	return cmd
}

// createNew creates the --out file path for writing, refusing one that
// exists (a bad-input error): a command's output never overwrites a file.
func createNew(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, badInputf("--out %s: the file exists; give another file", path)
	}
	return f, err
}
