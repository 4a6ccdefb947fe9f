package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/variants"
	"github.com/kingme/kingme/match"
)

// matchFlags are the flags of kingme match.
type matchFlags struct {
	variant, a, b, openings, pdnPath *string
	games, concurrency, plies        *int
	moveTime                         *time.Duration
	seed                             *uint64
	shuffle                          *bool
}

func newMatchCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "match --variant V --a SPEC --b SPEC --games N --movetime T [--openings FILE] [--pdn out.pdn] [--seed S]",
		Short: "Play engine settings against each other and score them",
		Long: `Match plays --games games between two engine settings, A and B. Games come in
pairs from the same opening, the sides swapping colours, and end by the rules
or, at the --plies cap, in an adjudicated draw. A progress bar with the running
score goes to standard error; at the end match prints A's wins, draws and
losses, its score and the Elo difference with its 95 % margin, and writes the
games to the --pdn file when one is given.

A SPEC is comma-separated settings: level=NAME (or its number), depth=PLIES,
movetime=DURATION, hash=MiB, nodes=N (a move), weights=FILE (evaluation
weights as kingme tune prints them), threads=N (threads searching each
move, sharing the table), such as "depth=8,hash=32" or "level=expert" or
"movetime=100ms,threads=2".
A side with neither depth, movetime, nodes nor level thinks for --movetime a move; a side
without hash has a ` + fmt.Sprint(match.DefaultHash) + ` MiB table, and one without threads
searches with one thread (--concurrency N games at once, each side's
engine thinking with its threads in turn, keep up to N × threads cores busy).

Openings: standard checkers plays the American Checker Federation's 3-move
ballot (156 openings, in order); the other games play random openings of a
few plies that a short search finds balanced, drawn from --seed. --openings
FILE reads a list instead (one opening per line, moves separated by spaces,
"# name" optional); --openings random asks for random ones in any game.

Levels: ` + levelNames() + `.`,
		Args: noArgs,
	}
	f := matchFlags{
		variant:     variantFlag(cmd),
		a:           cmd.Flags().String("a", "", `side A's engine settings ("depth=8,hash=32")`),
		b:           cmd.Flags().String("b", "", "side B's engine settings"),
		games:       cmd.Flags().Int("games", 10, "games to play (in pairs, colours swapped)"),
		moveTime:    cmd.Flags().Duration("movetime", 100*time.Millisecond, "thinking time a move for a side that sets neither depth, movetime nor level"),
		openings:    cmd.Flags().String("openings", "", `a file of openings, or "random" (default: the 3-move ballot for standard checkers, random for the others)`),
		shuffle:     cmd.Flags().Bool("shuffle", false, "take the openings in an order drawn from --seed"),
		pdnPath:     cmd.Flags().String("pdn", "", "write the games to this PDN file"),
		seed:        cmd.Flags().Uint64("seed", 1, "seed of the random openings, the shuffle and the levels' imperfections"),
		concurrency: cmd.Flags().Int("concurrency", 1, "games played at once, each with its own two engines"),
		plies:       cmd.Flags().Int("plies", match.DefaultPlyCap, "ply cap: a game still going after this many plies is a draw"),
	}
	cmd.RunE = func(cmd *cobra.Command, _ []string) error { return runMatch(cmd, f) }
	return cmd
}

// config checks the flags and turns them into a match.Config; source says
// where its openings come from.
func (f matchFlags) config() (c match.Config, source string, err error) {
	v, err := variants.Rules(*f.variant)
	if err != nil {
		return match.Config{}, "", badInput(err)
	}
	switch {
	case *f.games < 1:
		return match.Config{}, "", badInputf("--games %d: want at least 1", *f.games)
	case *f.moveTime <= 0:
		return match.Config{}, "", badInputf("--movetime %v: want a positive duration", *f.moveTime)
	case *f.concurrency < 1:
		return match.Config{}, "", badInputf("--concurrency %d: want at least 1", *f.concurrency)
	case *f.plies < 1:
		return match.Config{}, "", badInputf("--plies %d: want at least 1", *f.plies)
	}
	a, err := match.ParseSpec(*f.a)
	if err != nil {
		return match.Config{}, "", badInputf("--a: %w", err)
	}
	b, err := match.ParseSpec(*f.b)
	if err != nil {
		return match.Config{}, "", badInputf("--b: %w", err)
	}
	ops, source, err := f.openingList(v)
	if err != nil {
		return match.Config{}, "", err
	}
	if *f.shuffle {
		rng := rand.New(rand.NewPCG(*f.seed, 0x73687566))
		rng.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
		source += ", shuffled"
	}
	return match.Config{
		Variant: v, A: a.Resolve(*f.moveTime), B: b.Resolve(*f.moveTime),
		Games: *f.games, Openings: ops, Seed: *f.seed, PlyCap: *f.plies, Concurrency: *f.concurrency,
	}, source, nil
}

// openingList returns the openings the --openings flag names for v, and
// where they come from.
func (f matchFlags) openingList(v checkers.Variant) ([]match.Opening, string, error) {
	switch {
	case *f.openings == "" && v.Key() == "standard":
		ops := match.Ballot()
		return ops, "the 3-move ballot (" + plural(len(ops), "opening") + ")", nil
	case *f.openings == "" || *f.openings == "random":
		ops, err := match.RandomOpenings(v, (*f.games+1)/2, *f.seed)
		if err != nil {
			return nil, "", fmt.Errorf("random openings: %w", err)
		}
		return ops, plural(len(ops), "random balanced opening"), nil
	}
	file, err := os.Open(*f.openings)
	if err != nil {
		return nil, "", badInputf("--openings: %w", err)
	}
	defer file.Close()
	ops, err := match.ReadOpenings(file, v)
	if err != nil {
		return nil, "", badInputf("--openings %s: %w", *f.openings, err)
	}
	return ops, plural(len(ops), "opening") + " from " + *f.openings, nil
}

func runMatch(cmd *cobra.Command, f matchFlags) error {
	c, source, err := f.config()
	if err != nil {
		return err
	}
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	fmt.Fprintf(out, "%s, %s, openings: %s\n", c.Variant.Name(), plural(c.Games, "game"), source)
	fmt.Fprintln(out, match.SideName("A", c.A))
	fmt.Fprintln(out, match.SideName("B", c.B))

	bar := progressbar.NewOptions(c.Games,
		progressbar.OptionSetWriter(errOut),
		progressbar.OptionSetDescription(progressText(match.Tally{})),
		progressbar.OptionSetWidth(30),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetRenderBlankState(true),
		progressbar.OptionOnCompletion(func() { fmt.Fprintln(errOut) }),
	)
	c.Progress = func(_ int, t match.Tally) {
		bar.Describe(progressText(t))
		_ = bar.Add(1)
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	started := time.Now()
	res, runErr := match.Run(ctx, c)
	if runErr != nil {
		_ = bar.Exit()
		fmt.Fprintln(errOut)
	}
	if len(res.Games) > 0 && *f.pdnPath != "" {
		if err := writeMatchPDN(*f.pdnPath, c, res.Games, started); err != nil {
			return err
		}
	}
	writeMatchSummary(out, res, *f.pdnPath)
	if errors.Is(runErr, context.Canceled) {
		return fmt.Errorf("interrupted after %d of %d games", len(res.Games), c.Games)
	}
	return runErr
}

// plural writes n things: "1 opening", "2 openings".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// progressText is the progress bar's description: the tally and A's score.
func progressText(t match.Tally) string {
	return fmt.Sprintf("A %v %5.1f%%", t, 100*t.Score())
}

func writeMatchPDN(path string, c match.Config, games []match.Game, date time.Time) error {
	file, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--pdn: %w", err)
	}
	if err := c.WritePDN(file, games, date); err != nil {
		file.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := file.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// writeMatchSummary prints the tally, the score and the Elo difference.
func writeMatchSummary(w io.Writer, res match.Result, pdnPath string) {
	t := res.Tally
	if t.Games() == 0 {
		fmt.Fprintln(w, "no game finished")
		return
	}
	fmt.Fprintf(w, "A: %d wins, %d draws, %d losses (%v)\n", t.Wins, t.Draws, t.Losses, t)
	fmt.Fprintf(w, "score: %.1f%% (%g/%d)\n", 100*t.Score(), t.Points(), t.Games())
	fmt.Fprintf(w, "Elo difference: %s\n", t.EloText())
	if pdnPath != "" && len(res.Games) > 0 {
		fmt.Fprintf(w, "games written to %s\n", pdnPath)
	}
}
