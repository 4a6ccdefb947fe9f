package cli

import (
	"context"
	"encoding/json"
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
		Use:   "perft --variant V --depth N [--fen FEN] [--moves MOVES] [--divide] [--json]",
		Short: "Count the leaf positions of the move tree, one line per depth",
		Long: `Perft counts the positions reachable in exactly N moves, every move counted
once however many routes lead to it. It prints one line per depth from 1 to N:

  perft(11) = 85242128  (0.31 s, 275.0 M/s)

With --divide it prints, for each legal move, the count below it at depth N,
then the total.

--json prints one JSON object a depth instead, a line each as it is counted:

  {"depth": 11, "nodes": 85242128, "time_ms": 310, "nps": 274974606}

nodes is the count, time_ms the milliseconds it took and nps the nodes a
second. With --divide it prints one object, the count below each move
added as "moves": [{"move": "11-15", "nodes": 12345}, ...] and nodes their
total.

Ctrl-C stops the count: the lines printed stand, the one being counted is
dropped, standard error says so ("stopped: perft(1) to perft(11) printed;
perft(12) not finished") and the exit status is 130.`,
		Args: noArgs,
	}
	pos := addPositionFlags(cmd, "the position to start from (default: the start position)")
	depth := cmd.Flags().Int("depth", 0, "how many plies to count (1 or more)")
	divide := cmd.Flags().Bool("divide", false, "print the count below each legal move at --depth")
	asJSON := cmd.Flags().Bool("json", false, "print one JSON object a depth (see above)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		if *depth < 1 || *depth > maxPerftDepth {
			return badInputf("--depth must be from 1 to %d, got %d", maxPerftDepth, *depth)
		}
		_, p, err := pos.position()
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		if *divide {
			return runDivide(ctx, out, p, *depth, *asJSON)
		}
		for d := 1; d <= *depth; d++ {
			start := time.Now()
			n, err := perft(ctx, p, d)
			if err != nil {
				done := "no depth counted"
				if d > 1 {
					done = fmt.Sprintf("perft(1) to perft(%d) printed", d-1)
				}
				return stoppedf("%s; perft(%d) not finished", done, d)
			}
			if *asJSON {
				if err := json.NewEncoder(out).Encode(newPerftJSON(d, n, time.Since(start))); err != nil {
					return err
				}
				continue
			}
			printPerft(out, d, n, time.Since(start))
		}
		return nil
	}
	return cmd
}

// perftSplit is the depth down to which perft splits the tree by hand to
// look at its context: below it, checkers.Perft counts a subtree at full
// speed (a few milliseconds at most).
const perftSplit = 7

// perft is checkers.Perft that stops when ctx is done, with ctx's error:
// it counts the subtree below each move of the top plies in turn.
func perft(ctx context.Context, p checkers.Position, depth int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if depth <= perftSplit {
		return checkers.Perft(p, depth), nil
	}
	if p.Status().Over() {
		return 0, nil
	}
	var n uint64
	for _, m := range p.Legal() {
		next, err := p.After(m)
		if err != nil {
			return 0, fmt.Errorf("perft: a legal move was refused: %w", err)
		}
		c, err := perft(ctx, next, depth-1)
		if err != nil {
			return 0, err
		}
		n += c
	}
	return n, nil
}

// perftJSON is a line of perft --json (see its help).
type perftJSON struct {
	Depth  int              `json:"depth"`
	Nodes  uint64           `json:"nodes"`
	TimeMS int64            `json:"time_ms"`
	NPS    int64            `json:"nps"`
	Moves  []divideMoveJSON `json:"moves,omitempty"`
}

// divideMoveJSON is a move's count of perft --divide --json.
type divideMoveJSON struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

func newPerftJSON(depth int, n uint64, elapsed time.Duration) perftJSON {
	nps := int64(0)
	if s := elapsed.Seconds(); s > 0 {
		nps = int64(float64(n) / s)
	}
	return perftJSON{Depth: depth, Nodes: n, TimeMS: elapsed.Milliseconds(), NPS: nps}
}

// runDivide prints the count below each legal move at depth, each as it
// is counted, then the total; with asJSON one object at the end.
func runDivide(ctx context.Context, out io.Writer, pos checkers.Position, depth int, asJSON bool) error {
	start := time.Now()
	var total uint64
	divided := []divideMoveJSON{}
	moves := pos.Legal()
	if pos.Status().Over() {
		moves = nil
	}
	for i, m := range moves {
		next, err := pos.After(m)
		if err != nil {
			return fmt.Errorf("perft: a legal move was refused: %w", err)
		}
		n, err := perft(ctx, next, depth-1)
		if err != nil {
			return stoppedf("the counts below %d of %d moves printed, no total", i, len(moves))
		}
		total += n
		if asJSON {
			divided = append(divided, divideMoveJSON{m.String(), n})
			continue
		}
		fmt.Fprintf(out, "%s: %d\n", m, n)
	}
	if asJSON {
		line := newPerftJSON(depth, total, time.Since(start))
		line.Moves = divided
		return json.NewEncoder(out).Encode(line)
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
