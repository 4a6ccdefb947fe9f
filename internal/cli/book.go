package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/games"
)

func newBookCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "book",
		Short: "Build and read the opening book of standard checkers",
		Long: `The opening book holds, for the positions of the 3-move ballot and the lines
that go on from them, the moves that hold and their scores from deep searches.
The engine plays from it at full strength and at the Master and Grandmaster
levels (with variety among moves that score alike); bestmove --json says
"source": "book". The built-in book is engine/book/standard.book.gz.

  kingme book build --out standard.book.gz    build one
  kingme book moves --fen FEN                 the book's moves of a position`,
		Args: noArgs,
	}
	cmd.AddCommand(newBookBuildCmd(), newBookMovesCmd())
	return cmd
}

func newBookBuildCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "build --out FILE [--depth D] [--plies N] [--margin M] [--workers W]",
		Short: "Build the opening book by searching every move of each position deeply",
		Long: `Build scores every legal move of every position of the 3-move ballot's
openings by a search of --depth plies (the position after the move searched one
ply less), keeps the moves within --margin hundredths of a man of the best,
and goes on from each opening's end along the best move to --plies plies from
the start. It writes the book, gzipped text, to --out, at the end: Ctrl-C
stops it with nothing written, says so on standard error and exits with
status 130. The same flags give the same book whatever --workers.`,
		Args: noArgs,
	}
	out := cmd.Flags().String("out", "", "the book file to write (gzipped text)")
	depth := cmd.Flags().Int("depth", 16, "plies each move is searched")
	plies := cmd.Flags().Int("plies", 10, "how far from the start the book goes")
	margin := cmd.Flags().Int("margin", 5, "keep the moves within this many hundredths of a man of the best")
	workers := cmd.Flags().Int("workers", runtime.GOMAXPROCS(0), "positions searched at once")
	endgame := addEgdbFlag(cmd, defaultEgdbDir)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		if *out == "" {
			return badInputf("--out is required")
		}
		// --depth 1 would search the positions after the moves 0 plies,
		// which engine.Limits reads as no limit.
		if *depth < 2 || *depth > engine.MaxPly-8 || *plies < 1 || *plies > 60 || *margin < 0 || *workers < 1 {
			return badInputf("--depth 2 to %d, --plies 1 to 60, --margin 0 or more and --workers 1 or more, got %d, %d, %d, %d", engine.MaxPly-8, *depth, *plies, *margin, *workers)
		}
		game, err := games.Of(standard.Variant{})
		if err != nil {
			return err
		}
		db, closer, err := endgame.open(game)
		if err != nil {
			return err
		}
		defer closer.Close()
		var openings [][]string
		for _, op := range game.Openings.List() {
			openings = append(openings, op.Moves)
		}
		fmt.Fprintf(cmd.OutOrStdout(), "building the opening book from %s, each move searched %d plies, %d plies from the start, into %s\n",
			plural(len(openings), "opening"), *depth, *plies, *out)
		// A known length from the start: an unknown one (-1) runs the library's
		// spinner goroutine, which races with Set.
		bar := newProgress(cmd.ErrOrStderr(), "book build", "positions", 1, progressbar.OptionThrottle(200*time.Millisecond))
		var searched int
		start := time.Now()
		b, err := book.Build(ctx, book.BuildOptions{
			Variant: standard.Variant{}, Openings: openings, Plies: *plies, Margin: *margin, Workers: *workers,
			Limits: engine.Limits{Depth: *depth - 1},
			NewPlayer: func() (engine.Player, error) {
				return game.NewPlayer(engine.Options{TableMiB: 64, NoBook: true, Endgame: db})
			},
			Progress: func(done, known int) {
				searched = done
				bar.setMax(int64(known + 1)) // more positions follow until Build returns
				bar.set(int64(done))
			},
		})
		if err == nil {
			bar.setMax(int64(searched)) // all there were
		}
		bar.finish()
		if errors.Is(err, context.Canceled) {
			return stoppedf("%s searched in %.0f s are lost: the book is written whole at the end, and nothing was written to %s", plural(searched, "position"), time.Since(start).Seconds(), *out)
		}
		if err != nil {
			return err
		}
		f, err := os.Create(*out)
		if err != nil {
			return badInputf("--out: %v", err)
		}
		if err := b.WriteGzip(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		info, _ := os.Stat(*out)
		fmt.Fprintf(cmd.OutOrStdout(), "%d positions, %d moves, %s in %s (%.0f s)\n",
			b.Positions(), b.Len(), byteSize(info.Size()), *out, time.Since(start).Seconds())
		return nil
	}
	return cmd
}

func newBookMovesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "moves [--variant V] [--fen FEN] [--moves MOVES] [--book FILE]",
		Short: "Print the book's moves of a position, best first",
		Args:  noArgs,
	}
	pos := addPositionFlags(cmd, "the position (default: the start position)")
	file := cmd.Flags().String("book", "", "a book file (default: the game's built-in book)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		v, p, err := pos.position()
		if err != nil {
			return err
		}
		game, err := games.Of(v)
		if err != nil {
			return badInput(err)
		}
		var b engine.Book
		switch {
		case *file != "":
			data, err := os.ReadFile(*file)
			if err != nil {
				return badInputf("--book: %v", err)
			}
			if b, err = book.Parse(data, v); err != nil {
				return badInputf("--book %s: %v", *file, err)
			}
		case game.Book != nil:
			b = game.Book()
		default:
			return badInputf("%s has no built-in opening book: give one with --book", v.Name())
		}
		entries := b.Moves(p.String())
		if len(entries) == 0 {
			fmt.Fprintf(cmd.OutOrStdout(), "%s: not in the book\n", p)
			return nil
		}
		for _, e := range entries {
			fmt.Fprintf(cmd.OutOrStdout(), "%s  %+d  depth %d\n", e.Move, e.Score, e.Depth)
		}
		return nil
	}
	return cmd
}
