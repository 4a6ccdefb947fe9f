package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
)

// maxPerftDepth bounds --depth; deeper counts would run for years.
const maxPerftDepth = 40

func newPerftCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "perft --variant V --depth N [--fen FEN] [--moves MOVES] [--divide]",
		Short: "Count the leaf positions of the move tree, one line per depth",
		Long: `Perft counts the positions reachable in exactly N moves, every move counted
once however many routes lead to it. It prints one line per depth from 1 to N:

  perft(11) = 85242128  (0.31 s, 275.0 M/s)

With --divide it prints, for each legal move, the count below it at depth N,
then the total.`,
		Args: noArgs,
	}
	pos := addPositionFlags(cmd, "the position to start from (default: the start position)")
	depth := cmd.Flags().Int("depth", 0, "how many plies to count (1 or more)")
	divide := cmd.Flags().Bool("divide", false, "print the count below each legal move at --depth")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if *depth < 1 || *depth > maxPerftDepth {
			return badInputf("--depth must be from 1 to %d, got %d", maxPerftDepth, *depth)
		}
		_, p, err := pos.position()
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		if *divide {
			return runDivide(out, p, *depth)
		}
		for d := 1; d <= *depth; d++ {
			start := time.Now()
			n := checkers.Perft(p, d)
			printPerft(out, d, n, time.Since(start))
		}
		return nil
	}
	return cmd
}

func runDivide(out io.Writer, pos checkers.Position, depth int) error {
	start := time.Now()
	var total uint64
	for _, e := range checkers.Divide(pos, depth) {
		fmt.Fprintf(out, "%s: %d\n", e.Move, e.Count)
		total += e.Count
	}
	printPerft(out, depth, total, time.Since(start))
	return nil
}

// printPerft writes "perft(N) = COUNT  (T s, R M/s)".
func printPerft(out io.Writer, depth int, n uint64, elapsed time.Duration) {
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(n) / s / 1e6
	}
	fmt.Fprintf(out, "perft(%d) = %d  (%.2f s, %.1f M/s)\n", depth, n, elapsed.Seconds(), rate)
}
