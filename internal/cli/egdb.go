package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/egdb"
)

// defaultEgdbDir is where the endgame databases live unless told: beside
// the web app's data.
func defaultEgdbDir() string { return filepath.Join(defaultDataDir(), "egdb") }

func newEgdbCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "egdb",
		Short: "Build, check and probe the endgame databases of standard checkers",
		Long: `The endgame databases hold, for every standard checkers position with up to N
pieces, whether the side to move wins, loses or draws, and in how many plies
the next conversion (a capture or a man's move) or the end comes. The engine,
the Hub and the web app use them when they are there (--egdb, default ` + "`" + `$XDG_DATA_HOME/kingme/egdb` + "`" + `).

  kingme egdb build --pieces 5     build them (resumes an interrupted build)
  kingme egdb probe --fen FEN      look a position up
  kingme egdb verify --pieces 5    check the values against the moves`,
		Args: noArgs,
	}
	cmd.AddCommand(newEgdbBuildCmd(), newEgdbProbeCmd(), newEgdbVerifyCmd())
	return cmd
}

func newEgdbBuildCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "build --pieces N [--egdb DIR] [--workers W]",
		Short: "Build every position with up to N pieces by retrograde analysis",
		Long: `Build solves every position with up to --pieces pieces, smallest first, and
writes one file per material (such as 2m1k-1m0k.kmeg: two men and a king for
the side to move against a man) to --egdb. Each file is written to a temporary
name, synced and renamed, so a file under its own name is whole; an
interrupted build (Ctrl-C, a crash) goes on from the files there when it is
run again. Ctrl-C stops it at once and says on standard error how many
tables it kept ("stopped: 14 tables in DIR …"), with exit status 130. It prints, for each number of pieces, the positions, the results,
the time and the bytes on disk. It holds every table in memory while it
builds, about a byte per position: 2.7 GB for 6 pieces.`,
		Args: noArgs,
	}
	pieces := cmd.Flags().Int("pieces", 0, "build every position with up to this many pieces (2 to 8)")
	dir := egdbDirFlag(cmd, "where the database files go")
	workers := cmd.Flags().Int("workers", 0, "goroutines solving side by side (0: every core)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if *pieces < 2 || *pieces > 8 {
			return badInputf("--pieces must be from 2 to 8, got %d", *pieces)
		}
		ctx, stop := interruptContext(cmd)
		defer stop()
		out := cmd.OutOrStdout()
		fmt.Fprintf(out, "building every position with up to %d pieces in %s\n", *pieces, *dir)
		var bar *progress
		var last egdb.BuildProgress
		reports, err := egdb.Build(ctx, egdb.BuildOptions{Dir: *dir, Pieces: *pieces, Workers: *workers,
			Progress: func(p egdb.BuildProgress) {
				if bar == nil {
					bar = newProgress(cmd.ErrOrStderr(), "egdb build", "positions", int64(p.TotalPositions),
						progressbar.OptionThrottle(200*time.Millisecond), progressbar.OptionSetPredictTime(true))
				}
				last = p
				bar.describe(p.Material.String())
				bar.set(int64(p.Positions))
			}})
		if bar != nil {
			bar.finish()
		}
		for _, r := range reports {
			if r.Loaded {
				fmt.Fprintf(out, "%d pieces: %d positions, built before; %s, %.3f bytes a position\n",
					r.Pieces, r.Positions, byteSize(r.Bytes), r.BytesPerPosition())
				continue
			}
			fmt.Fprintf(out, "%d pieces: %d positions (%d wins, %d losses, %d draws for the side to move), longest %d plies to a conversion; %.1f s; %s, %.3f bytes a position\n",
				r.Pieces, r.Positions, r.Wins, r.Losses, r.Draws, r.LongestPlies, r.Time.Seconds(), byteSize(r.Bytes), r.BytesPerPosition())
		}
		if errors.Is(err, context.Canceled) {
			whole := ""
			if n := len(reports); n > 0 {
				whole = fmt.Sprintf(", every position of up to %d pieces", reports[n-1].Pieces)
			}
			return stoppedf("%s in %s (%d written now)%s; run the same command again to go on from them",
				plural(last.Loaded+last.Written, "table"), *dir, last.Written, whole)
		}
		return err
	}
	return cmd
}

// byteSize writes a size in bytes as "12.3 MB".
func byteSize(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.2f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%d B", n)
}

// openEgdb opens the databases in dir with a clear error when there are none.
func openEgdb(dir string, cacheMiB int) (*egdb.DB, error) {
	db, err := egdb.Open(dir, int64(cacheMiB)<<20)
	if errors.Is(err, os.ErrNotExist) {
		return nil, badInputf("no endgame databases in %s: build them with kingme egdb build --pieces 5", dir)
	}
	if err != nil {
		return nil, err
	}
	if db.Tables() == 0 {
		db.Close()
		return nil, badInputf("no endgame databases in %s: build them with kingme egdb build --pieces 5", dir)
	}
	return db, nil
}

func newEgdbProbeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "probe --fen FEN [--egdb DIR] [--json]",
		Short: "Print win, loss or draw for the side to move, and the plies to a conversion",
		Long: `Probe looks a standard checkers position up in the endgame databases and prints
its result for the side to move and the plies to the next conversion (a capture
or a man's move) or to the end:

  win in 7 plies to a conversion

--json prints one JSON object instead:

  {"position": "B:WK32:BK1,K5", "result": "win", "plies": 31}

position is the position as KingMe writes it, result "win", "loss" or
"draw" for the side to move, and plies the plies to the next conversion or
the end (0 for a draw).`,
		Args: noArgs,
	}
	fen := cmd.Flags().String("fen", "", "the position, in PDN FEN (B:W18,K30:B6,K1)")
	asJSON := cmd.Flags().Bool("json", false, "print one JSON object (see above)")
	dir := egdbDirFlag(cmd, "where the database files are")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if *fen == "" {
			return badInputf("--fen is required")
		}
		p, err := standard.ParseFEN(*fen)
		if err != nil {
			return badInput(err)
		}
		db, err := openEgdb(*dir, 1)
		if err != nil {
			return err
		}
		defer db.Close()
		v, err := db.Lookup(&p)
		if errors.Is(err, egdb.ErrNotCovered) {
			return badInputf("%s is not in the databases in %s (they hold every position with up to %d pieces)", p, *dir, db.Pieces())
		}
		if err != nil {
			return err
		}
		sol := engine.Solution{Outcome: v.Result().Outcome(), Plies: v.Plies()}
		if *asJSON {
			return json.NewEncoder(cmd.OutOrStdout()).Encode(probeJSON{Position: p.String(), Result: sol.Result(), Plies: sol.Plies})
		}
		fmt.Fprintln(cmd.OutOrStdout(), sol)
		return nil
	}
	return cmd
}

// probeJSON is egdb probe --json's output (see its help).
type probeJSON struct {
	Position string `json:"position"`
	Result   string `json:"result"`
	Plies    int    `json:"plies"`
}

func newEgdbVerifyCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "verify [--pieces N] [--stride K] [--egdb DIR]",
		Short: "Check the stored values against the moves of each position",
		Long: `Verify checks the databases' values through their files: a win must have a move
to a loss (the quickest such), a loss only moves to wins (the slowest counted),
a draw a move to a draw and none to a loss; a conversion counts one ply. Checked
over every position (--stride 1) this proves the tables; --stride K checks
every K-th. It prints the positions checked and the probes per second.`,
		Args: noArgs,
	}
	pieces := cmd.Flags().Int("pieces", 0, "check up to this many pieces (default: all there)")
	stride := cmd.Flags().Uint64("stride", 1, "check every K-th position of each table")
	seed := cmd.Flags().Uint64("seed", 1, "where in each stride to start")
	dir := egdbDirFlag(cmd, "where the database files are")
	cacheMiB := cmd.Flags().Int("egdb-cache", 256, "memory for the databases' blocks, MiB")
	deprecatedAlias(cmd, "cache", "egdb-cache")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		db, err := openEgdb(*dir, *cacheMiB)
		if err != nil {
			return err
		}
		defer db.Close()
		upTo := *pieces
		if upTo == 0 {
			upTo = db.Pieces()
		}
		if upTo < 2 || upTo > db.Pieces() {
			return badInputf("--pieces %d: the databases in %s hold up to %d pieces", upTo, *dir, db.Pieces())
		}
		start := time.Now()
		r, err := db.Verify(ctx, upTo, *stride, *seed, func(m egdb.Material, n uint64) {
			fmt.Fprintf(cmd.ErrOrStderr(), "%v: %d positions checked (%.0f s)\n", m, n, time.Since(start).Seconds())
		})
		if errors.Is(err, context.Canceled) {
			return stoppedf("%d positions checked agree with their moves; the check changes nothing, run it again to check them all", r.Positions)
		}
		if err != nil {
			return err
		}
		hits, misses := db.CacheStats()
		fmt.Fprintf(cmd.OutOrStdout(), "%d positions of up to %d pieces agree with their moves; %d probes in %.1f s, %.0f probes/s (cache: %d hits, %d misses)\n",
			r.Positions, upTo, r.Probes, r.Time.Seconds(), r.ProbesPerSecond(), hits, misses)
		return nil
	}
	return cmd
}
