package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/match"
	"github.com/kingme/kingme/pdn"
)

// matchFlags are the flags of kingme match.
type matchFlags struct {
	variant, a, b, openings, pdnPath, sprt *string
	adjudicate                             *string
	games, concurrency, plies              *int
	moveTime                               *time.Duration
	seed                                   *uint64
	shuffle, resume                        *bool
	alpha, beta                            *float64
}

func newMatchCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "match --variant V --a SPEC --b SPEC --games N --movetime T [--openings FILE] [--pdn out.pdn] [--seed S] [--sprt ELO0,ELO1]",
		Short: "Play engine settings against each other and score them",
		Long: `Match plays --games games between two engine settings, A and B. Games come in
pairs from the same opening, the sides swapping colours, and end by the rules
or, at the --plies cap, in an adjudicated draw. The progress with the running
score goes to standard error (a bar on a terminal, a line every few seconds
otherwise); at the end match prints A's wins, draws and
losses, its score and the Elo difference with its 95 % margin, and writes the
games to the --pdn file when one is given.

A SPEC is comma-separated settings: level=NAME (or its number), depth=PLIES,
movetime=DURATION, clock=BASE+INCREMENT (a clock for the game, such as
clock=10s+100ms: the side shares its time out over its moves, the increment
added before each of them as the Hub protocol counts it, and loses on time
when it runs out), hash=MiB, nodes=N (a move), weights=FILE (evaluation
weights as kingme tune prints them, or the learned weights kingme train
writes), weights=handset (the game's hand-set evaluation, where a learned
one is the default), threads=N (threads searching each move, sharing the
table), threat=N (threat extensions a path may have; 0 by default), onereply=1 or 0 (a
position with one legal move searched as deep as its parent, or not), keepforcing=1
or 0 (late moves after which the opponent must capture searched to the full
depth, or reduced like the other late quiet moves), captext=N (quarter plies, 0 to 4,
a position with a capture to make is searched deeper; 0 by default), squeeze=N (squeeze
extensions a path may have: a ply more where the player to move has at most
two moves that give nothing away; 0 by default), shots=1 or 0 (a quiet
position at the horizon a little below the window tries the moves that give
a capture away, or not), softtrunc=1 or 0 (truncation also cuts positions
between a fifth of a man and a man outside the window, or not), egdb=DIR (play
with the endgame databases built in DIR, see kingme egdb), book=none (no
opening book; book=FILE plays with the book in FILE), hub=COMMAND (an
external engine speaking the Hub protocol plays the side: COMMAND runs it,
such as "hub=/usr/local/bin/kingme hub"; only depth, movetime, clock, nodes,
hash and threads apply to it, and every move it answers is checked by the rules),
such as "depth=8,hash=32" or "level=expert" or "movetime=100ms,threads=2".
A side with neither depth, movetime, clock, nodes nor level thinks for --movetime a move; a side
without hash has a ` + fmt.Sprint(match.DefaultHash) + ` MiB table, and one without threads
searches with one thread (--concurrency N games at once, each side's
engine thinking with its threads in turn, keep up to N × threads cores busy).

Openings: standard checkers plays the American Checker Federation's 3-move
ballot (156 openings, in order); the other games play random openings of a
few plies that a short search finds balanced, drawn from --seed. --openings
FILE reads a list instead (one opening per line, moves separated by spaces,
"# name" optional); --openings random asks for random ones in any game.

SPRT: --sprt ELO0,ELO1 (such as 0,5) makes the match a sequential
probability ratio test of H0, A is ELO0 stronger than B, against H1, A is ELO1
stronger (logistic Elo), with --alpha the chance of accepting H1 when H0
holds and --beta that of accepting H0 when H1 holds. After each game pair it
works out the log-likelihood ratio (LLR) of H1 against H0 from the pairs'
scores (0, 0.5, 1, 1.5 or 2 points: the generalized SPRT on the pentanomial
counts) and stops the match once the LLR reaches log(beta/(1-alpha)) (H0
accepted) or log((1-beta)/alpha) (H1 accepted): --games is then the most
games played. The progress bar shows the LLR and its bounds; the summary
adds the LLR, the pair counts and the verdict, or "inconclusive after N
games". With --concurrency, the games still going at the verdict are
stopped and left out. docs/engine.md tells how to read the result.

Adjudication: --adjudicate DIR ends a game at the first position the endgame
databases in DIR hold (kingme egdb build; "default" for ` + "`" + `kingme egdb` + "`" + `'s own
directory), with their result: a draw at once, a win once its next conversion
comes within what is left of the no-progress rule (until then the game goes
on). Such a game's Termination tag says so, and the summary counts them. It
saves the plies of endings both sides would play out, which are a third of a
standard checkers game or more; a match of the databases' own worth (egdb=DIR
on one side) should not use it, since the side without them is credited with
their perfect play.

Stopping and going on: with --pdn, each game is written to the file (and
synced) as it ends, so a match that is stopped (Ctrl-C, a crash, a machine
going down) keeps every game that ended. Ctrl-C stops the games being
played, prints the summary of those that ended and says on standard error
how many the file holds ("stopped: 37 games written to out.pdn; …"), with
exit status 130; a second Ctrl-C ends kingme at once. Run the same command again with
--resume and the match goes on: the games in the file are read back and
checked against this match (its settings, openings, ply cap and rounds;
a file of another match is refused), counted first, and only the rounds
not in the file are played, their games added to it. Without --resume a
--pdn file that exists and is not empty is refused, never overwritten.

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
		pdnPath:     cmd.Flags().String("pdn", "", "write the games to this PDN file, each as it ends"),
		resume:      cmd.Flags().Bool("resume", false, "go on with the match whose games the --pdn file holds: play only the rounds not in it"),
		seed:        cmd.Flags().Uint64("seed", 1, "seed of the random openings, the shuffle and the levels' imperfections"),
		concurrency: cmd.Flags().Int("concurrency", 1, "games played at once, each with its own two engines"),
		plies:       cmd.Flags().Int("plies", match.DefaultPlyCap, "ply cap: a game still going after this many plies is a draw"),
		adjudicate:  cmd.Flags().String("adjudicate", "", `end games at positions the endgame databases in this directory hold, with their result ("default": kingme egdb's directory)`),
		sprt:        cmd.Flags().String("sprt", "", `a sequential test of A's Elo over B's, "ELO0,ELO1" such as "0,5": stop once it accepts H0 (ELO0) or H1 (ELO1)`),
		alpha:       cmd.Flags().Float64("alpha", 0.05, "with --sprt, the chance of accepting H1 when H0 holds"),
		beta:        cmd.Flags().Float64("beta", 0.05, "with --sprt, the chance of accepting H0 when H1 holds"),
	}
	cmd.RunE = func(cmd *cobra.Command, _ []string) error { return runMatch(cmd, f) }
	return cmd
}

// config checks the flags and turns them into a match.Config; source says
// where its openings come from.
func (f matchFlags) config() (c match.Config, source string, err error) {
	g, err := games.Lookup(*f.variant)
	if err != nil {
		return match.Config{}, "", badInput(err)
	}
	v := g.Variant
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
	if err == nil {
		err = a.Check(v)
	}
	if err != nil {
		return match.Config{}, "", badInputf("--a: %w", err)
	}
	b, err := match.ParseSpec(*f.b)
	if err == nil {
		err = b.Check(v)
	}
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
	sprt, err := f.sprtTest()
	if err != nil {
		return match.Config{}, "", err
	}
	c = match.Config{
		Variant: v, A: a.Resolve(*f.moveTime), B: b.Resolve(*f.moveTime),
		Games: *f.games, Openings: ops, Seed: *f.seed, PlyCap: *f.plies, Concurrency: *f.concurrency,
		SPRT: sprt,
	}
	if *f.adjudicate != "" {
		dir := *f.adjudicate
		if dir == "default" {
			dir = defaultEgdbDir()
		}
		if c.Oracle, err = match.EndgameOracle(v, dir); err != nil {
			return match.Config{}, "", badInputf("--adjudicate: %w", err)
		}
		source += ", adjudicated by the endgame databases in " + dir
	}
	if *f.resume {
		if c.Played, err = readPlayed(*f.pdnPath, c); err != nil {
			return match.Config{}, "", err
		}
	} else if info, err := os.Stat(*f.pdnPath); *f.pdnPath != "" && err == nil && info.Size() > 0 {
		return match.Config{}, "", badInputf("--pdn %s: the file exists; add --resume to go on with its match, or give another file", *f.pdnPath)
	}
	return c, source, nil
}

// readPlayed reads back the games of the match c in the --pdn file path
// for --resume: none when there is no file yet.
func readPlayed(path string, c match.Config) ([]match.PlayedGame, error) {
	if path == "" {
		return nil, badInputf("--resume: want --pdn, the file of the match's games to go on from")
	}
	file, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("--resume: %w", err)
	}
	defer file.Close()
	played, err := c.ReadPlayed(file)
	if err != nil {
		return nil, badInputf("--resume: %s is not this match's: %w", path, err)
	}
	return played, nil
}

// sprtTest reads --sprt, --alpha and --beta: nil without --sprt.
func (f matchFlags) sprtTest() (*match.SPRT, error) {
	if *f.sprt == "" {
		return nil, nil
	}
	text0, text1, ok := strings.Cut(*f.sprt, ",")
	elo0, err0 := strconv.ParseFloat(strings.TrimSpace(text0), 64)
	elo1, err1 := strconv.ParseFloat(strings.TrimSpace(text1), 64)
	if !ok || err0 != nil || err1 != nil {
		return nil, badInputf("--sprt %q: want two Elo differences ELO0,ELO1, such as 0,5", *f.sprt)
	}
	s := match.SPRT{Elo0: elo0, Elo1: elo1, Alpha: *f.alpha, Beta: *f.beta}
	if err := s.Check(); err != nil {
		return nil, badInputf("--sprt %s --alpha %g --beta %g: %w", *f.sprt, *f.alpha, *f.beta, err)
	}
	return &s, nil
}

// openingList returns the openings the --openings flag names for v, and
// where they come from.
func (f matchFlags) openingList(v checkers.Variant) ([]match.Opening, string, error) {
	book, title := match.Book(v)
	switch {
	case *f.openings == "" && book != nil:
		return book, title + " (" + plural(len(book), "opening") + ")", nil
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
	ctx, stop := interruptContext(cmd)
	defer stop()
	c, source, err := f.config()
	if err != nil {
		return err
	}
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	games := plural(c.Games, "game")
	if c.SPRT != nil {
		games = "at most " + games
	}
	fmt.Fprintf(out, "%s, %s, openings: %s\n", c.Variant.Name(), games, source)
	fmt.Fprintln(out, match.SideName("A", c.A))
	fmt.Fprintln(out, match.SideName("B", c.B))
	if c.SPRT != nil {
		lower, upper := c.SPRT.Bounds()
		fmt.Fprintf(out, "SPRT: H0 elo %g, H1 elo %g (logistic), alpha %g, beta %g: LLR bounds [%.2f, %.2f]\n",
			c.SPRT.Elo0, c.SPRT.Elo1, c.SPRT.Alpha, c.SPRT.Beta, lower, upper)
	}

	bar := newProgress(errOut, "match", "games", int64(c.Games),
		progressbar.OptionSetPredictTime(true), progressbar.OptionSetRenderBlankState(true))
	bar.describe(progressText(match.Tally{}, c.SPRT, 0))
	var llr float64
	c.PairDone = func(_ match.Pentanomial, l float64) { llr = l }
	c.Progress = func(n int, t match.Tally) {
		bar.describe(progressText(t, c.SPRT, llr))
		bar.set(int64(n))
	}
	started := time.Now()
	var pdnOut *gamesFile
	if *f.pdnPath != "" {
		if pdnOut, err = openGamesFile(*f.pdnPath, c, started); err != nil {
			return err
		}
		defer pdnOut.close()
		c.GameDone = pdnOut.write
	}
	if len(c.Played) > 0 {
		fmt.Fprintf(out, "resumed: %s of %d already played, read from %s\n", plural(len(c.Played), "game"), c.Games, *f.pdnPath)
	}
	res, runErr := match.Run(ctx, c)
	bar.finish()
	if pdnOut != nil {
		if err := pdnOut.close(); err != nil {
			runErr = errors.Join(runErr, err)
		}
	}
	writeMatchSummary(out, res, c.SPRT, *f.pdnPath)
	if errors.Is(runErr, context.Canceled) {
		if *f.pdnPath == "" {
			return stoppedf("%d of %d games played; none kept (--pdn FILE keeps each game as it ends)", len(res.Games), c.Games)
		}
		return stoppedf("%s written to %s; run the same command with --resume to play the other %d", plural(len(res.Games), "game"), *f.pdnPath, c.Games-len(res.Games))
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

// progressText is the progress bar's description: the tally and A's score,
// and under an SPRT the LLR and its bounds.
func progressText(t match.Tally, sprt *match.SPRT, llr float64) string {
	text := fmt.Sprintf("A %v %5.1f%%", t, 100*t.Score())
	if sprt != nil {
		lower, upper := sprt.Bounds()
		text += fmt.Sprintf(" LLR %.2f [%.2f, %.2f]", llr, lower, upper)
	}
	return text
}

// gamesFile is the --pdn file, written a game at a time as games end.
type gamesFile struct {
	path   string
	file   *os.File
	pw     *pdn.Writer
	c      match.Config
	date   time.Time
	failed error // the first write that failed; later games are not written
}

// openGamesFile opens path for the games of c: appended to with
// c.Played (--resume), else created or emptied.
func openGamesFile(path string, c match.Config, date time.Time) (*gamesFile, error) {
	mode := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if len(c.Played) > 0 {
		mode = os.O_WRONLY | os.O_APPEND
	}
	file, err := os.OpenFile(path, mode, 0o644)
	if err != nil {
		return nil, fmt.Errorf("--pdn: %w", err)
	}
	return &gamesFile{path: path, file: file, pw: pdn.NewWriter(file), c: c, date: date}, nil
}

// write writes game g and syncs the file, so that it outlives a crash.
func (f *gamesFile) write(g match.PlayedGame) {
	if f.failed != nil {
		return
	}
	if err := f.pw.Write(f.c.PDN(g, f.date)); err != nil {
		f.failed = fmt.Errorf("writing game %d to %s: %w", g.Round, f.path, err)
		return
	}
	if err := f.file.Sync(); err != nil {
		f.failed = fmt.Errorf("writing game %d to %s: %w", g.Round, f.path, err)
	}
}

// close closes the file and returns the first error writing it; it does
// nothing more once called.
func (f *gamesFile) close() error {
	if f.file == nil {
		return f.failed
	}
	err := f.file.Close()
	f.file = nil
	if f.failed == nil && err != nil {
		f.failed = fmt.Errorf("writing %s: %w", f.path, err)
	}
	return f.failed
}

// countSolved counts the games the endgame databases adjudicated.
func countSolved(games []match.PlayedGame) int {
	n := 0
	for _, g := range games {
		if g.Solved {
			n++
		}
	}
	return n
}

// countTimeForfeits counts the games A and B lost on time.
func countTimeForfeits(games []match.PlayedGame) (a, b int) {
	for _, g := range games {
		if g.Record.Result().Reason != checkers.TimeForfeit {
			continue
		}
		if g.Score == 0 {
			a++
		} else {
			b++
		}
	}
	return a, b
}

// writeMatchSummary prints the tally, the score and the Elo difference, and
// under an SPRT its LLR and verdict.
func writeMatchSummary(w io.Writer, res match.Result, sprt *match.SPRT, pdnPath string) {
	t := res.Tally
	if t.Games() == 0 {
		fmt.Fprintln(w, "no game finished")
		if sprt != nil {
			fmt.Fprintln(w, "SPRT: inconclusive after 0 games")
		}
		return
	}
	fmt.Fprintf(w, "A: %d wins, %d draws, %d losses (%v)\n", t.Wins, t.Draws, t.Losses, t)
	fmt.Fprintf(w, "score: %.1f%% (%g/%d)\n", 100*t.Score(), t.Points(), t.Games())
	fmt.Fprintf(w, "Elo difference: %s\n", t.EloText())
	if solved := countSolved(res.Games); solved > 0 {
		fmt.Fprintf(w, "adjudicated by the endgame databases: %s\n", plural(solved, "game"))
	}
	if a, b := countTimeForfeits(res.Games); a+b > 0 {
		fmt.Fprintf(w, "lost on time: A %d, B %d\n", a, b)
	}
	if sprt != nil {
		lower, upper := sprt.Bounds()
		fmt.Fprintf(w, "LLR: %.2f [%.2f, %.2f] over %s, pair scores 0-2: %v\n",
			res.LLR, lower, upper, plural(res.Pairs.Pairs(), "game pair"), res.Pairs)
		verdict := res.Verdict.String()
		if res.Verdict == match.Continue {
			verdict += " after " + plural(t.Games(), "game")
		}
		fmt.Fprintln(w, "SPRT: "+verdict)
	}
	if pdnPath != "" && len(res.Games) > 0 {
		fmt.Fprintf(w, "games written to %s\n", pdnPath)
	}
}
