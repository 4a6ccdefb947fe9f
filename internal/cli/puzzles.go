package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/server"
)

func newPuzzlesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "puzzles",
		Short: "Build puzzles from played games, and load them into the server's store",
		Long: `Puzzles are positions from played games where, after a mistake, the player to
move has one line that the engine proves wins a man or more, or the game
(see docs/puzzles.md).

  kingme puzzles build --variant V --from GAMES.pdn [--out SET.jsonl] [--limit N]
  kingme puzzles load SET.jsonl [--data DIR | --store URL]

A set is a JSON-lines file, one puzzle a line. kingme serve loads the
built-in set of each game into an empty store by itself; load adds others.`,
		Args: noArgs,
	}
	cmd.AddCommand(newPuzzlesBuildCmd(), newPuzzlesLoadCmd())
	return cmd
}

func newPuzzlesBuildCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "build --variant V --from GAMES.pdn [--out SET.jsonl] [--limit N] [--depth D] [--nodes N]",
		Short: "Find the puzzles of a file of games and write them as a set",
		Long: `Build reads the games of one game (--variant) in a PDN file, such as the
games kingme match --pdn writes, searches every position of each with the
engine, and writes the puzzles it finds after the mistakes as JSON lines,
one puzzle a line (docs/puzzles.md says what each field holds), to standard
output or the --out file. Games of another game in the file are skipped, and
counted; a game that cannot be replayed is named on standard error and
skipped. The same puzzle found twice is written once.

Each search goes --depth plies deep, or stops at --nodes nodes, whichever
comes first; the same file and flags build the same set. Ctrl-C stops the
search: the puzzles written so far stay in --out, and kingme says how many,
with exit status 130.`,
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	from := cmd.Flags().String("from", "", "the PDN file of games to read")
	out := cmd.Flags().String("out", "", "the file to write the set to (default: standard output); an existing file is replaced")
	limit := cmd.Flags().Int("limit", 0, "stop after N puzzles (0: all the file has)")
	depth := cmd.Flags().Int("depth", puzzle.DefaultDepth, "the depth of each search, in plies")
	nodes := cmd.Flags().Uint64("nodes", puzzle.DefaultNodes, "the most nodes of each search (0: no cap)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		g, err := games.Lookup(*variant)
		if err != nil {
			return badInput(err)
		}
		switch {
		case *from == "":
			return badInputf("--from: give the PDN file of games to find puzzles in")
		case *limit < 0:
			return badInputf("--limit %d: want 0 (all) or more", *limit)
		case *depth < 2:
			return badInputf("--depth %d: want 2 plies or more", *depth)
		}
		in, err := os.Open(*from)
		if err != nil {
			return badInputf("--from: %v", err)
		}
		defer in.Close()
		f, err := puzzle.NewFinder(g)
		if err != nil {
			return err
		}
		f.Depth, f.Nodes = *depth, *nodes
		w, finish, err := exportSink(cmd.OutOrStdout(), *out)
		if err != nil {
			return err
		}
		ctx, stop := interruptContext(cmd)
		defer stop()
		b := builder{finder: f, variant: g.Key(), w: w, flush: flusher(w), stderr: cmd.ErrOrStderr(), limit: *limit, seen: map[string]bool{}}
		err = b.run(ctx, in)
		if ferr := finish(); err == nil {
			err = ferr
		}
		where := "standard output"
		if *out != "" {
			where = *out
		}
		kept := fmt.Sprintf("%d puzzles from %d %s games written to %s", b.written, b.games, g.Name(), where)
		switch {
		case ctx.Err() != nil:
			return stoppedf("%s", kept)
		case err != nil:
			return fmt.Errorf("puzzles build: %w (%s)", err, kept)
		}
		if b.skipped > 0 {
			kept += fmt.Sprintf("; %d games of other games skipped", b.skipped)
		}
		fmt.Fprintln(cmd.ErrOrStderr(), kept)
		return nil
	}
	return cmd
}

// flusher returns w's Flush, or a function that does nothing.
func flusher(w io.Writer) func() error {
	if f, ok := w.(interface{ Flush() error }); ok {
		return f.Flush
	}
	return func() error { return nil }
}

// builder is puzzles build at work: the finder, where the set goes and
// what it has done.
type builder struct {
	finder                  *puzzle.Finder
	variant                 string
	w                       io.Writer
	flush                   func() error
	stderr                  io.Writer
	limit                   int
	seen                    map[string]bool
	games, skipped, written int
}

// run finds the puzzles of the games read from in and writes each game's
// as soon as they are found, so that a stopped build keeps them.
func (b *builder) run(ctx context.Context, in io.Reader) error {
	r := pdn.NewReader(in)
	for b.limit == 0 || b.written < b.limit {
		rec, err := r.Next()
		if err == io.EOF {
			return nil
		}
		src := r.Source()
		var se *pdn.SyntaxError
		switch {
		case errors.As(err, &se):
			fmt.Fprintf(b.stderr, "game %d (line %d) skipped: %s\n", src.Number, se.Line, se.Msg)
			continue
		case err != nil:
			return err
		}
		g, _, err := games.PDN().ReplayRecord(rec, src)
		if err != nil {
			fmt.Fprintf(b.stderr, "game %d (line %d) skipped: %v\n", src.Number, src.Line, err)
			continue
		}
		if g.Variant().Key() != b.variant {
			b.skipped++
			continue
		}
		found, err := b.finder.Find(ctx, g, sourceOf(rec, src.Number))
		if err != nil {
			return err
		}
		b.games++
		for _, p := range found {
			if b.seen[p.ID] || b.limit > 0 && b.written >= b.limit {
				continue
			}
			b.seen[p.ID] = true
			if err := puzzle.Write(b.w, []puzzle.Puzzle{p}); err != nil {
				return err
			}
			b.written++
		}
		if err := b.flush(); err != nil {
			return err
		}
	}
	return nil
}

// sourceOf names the game rec, the file's game number n: its Event,
// Round and players, as far as its tags give them.
func sourceOf(rec *pdn.GameRecord, n int) string {
	var parts []string
	if ev, ok := rec.Tag("Event"); ok && ev != "" && ev != "?" {
		parts = append(parts, ev)
	}
	if round, ok := rec.Tag("Round"); ok && round != "" && round != "?" {
		parts = append(parts, "round "+round)
	}
	black, _ := rec.Tag("Black")
	white, _ := rec.Tag("White")
	if black != "" || white != "" {
		parts = append(parts, black+" – "+white)
	}
	if len(parts) == 0 {
		return fmt.Sprintf("game %d", n)
	}
	return strings.Join(parts, ", ")
}

func newPuzzlesLoadCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "load SET.jsonl [--data DIR | --store URL]",
		Short: "Add a set of puzzles to the server's store",
		Long: `Load reads a set of puzzles (the JSON lines kingme puzzles build writes),
checks every puzzle, and adds them to the store the server uses (SQLite in
--data, or --store, PostgreSQL too), also while it runs: the next puzzle a
player asks for may be one of them. A puzzle already stored is left as it
is, its rating and attempts with it. A set with a wrong puzzle is refused
whole, with the line that is wrong.

Puzzles live in the store, not in a file the server reads at its start, so
that the servers sharing one PostgreSQL database share them, loaded once;
kingme serve adds the built-in set of each game by itself.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return badInputf("puzzles load: give one set file (JSON lines), got %d arguments", len(args))
			}
			return nil
		},
	}
	data := cmd.Flags().String("data", defaultDataDir(), "the data directory, as for kingme serve")
	storeFlag := cmd.Flags().String("store", "", "the store, as for kingme serve: sqlite:DIR or a postgres:// URL")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		f, err := os.Open(args[0])
		if err != nil {
			return badInputf("puzzles load: %v", err)
		}
		defer f.Close()
		ps, err := puzzle.Read(f)
		if err != nil {
			return badInputf("puzzles load %s: %v", args[0], err)
		}
		spec, err := resolveStore(*storeFlag, *data, cmd.Flags().Changed("data"))
		if err != nil {
			return err
		}
		st, _, err := spec.open(cmd.Context())
		if err != nil {
			return err
		}
		defer st.Close()
		added, err := server.AddPuzzles(cmd.Context(), st, ps)
		if err != nil {
			return fmt.Errorf("puzzles load: %w", err)
		}
		fmt.Fprintf(cmd.OutOrStdout(), "%d puzzles read from %s, %d added to %s (%d were there)\n", len(ps), args[0], added, spec, len(ps)-added)
		return nil
	}
	return cmd
}
