package cli

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/tui"
	"github.com/kingme/kingme/pdn"
)

// maxLoadBytes bounds a PDN file read by play --load.
const maxLoadBytes = 16 << 20

func newPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play --variant V [--level L] [--color red|black] [--first red|black] [--fen FEN] [--save FILE] [--load FILE]",
		Short: "Play a game against the computer in the terminal",
		Long: `Play opens a full-screen game against the computer in the terminal, for any
of the four games. Type moves in the game's notation (Tab completes them from
the legal moves) or pick the squares with the arrow keys and Enter. Keys:
t hint, u undo, v flip the board, o offer a draw, r resign, s save, q quit,
? help.

You play the side that moves first unless --color says otherwise. In a game
whose players choose who moves first (` + choosers() + `), --first says who
does (the game's usual first player by default). --fen starts from a
position (its first letter says who moves: "R:" for Red);
--load continues the game of a PDN file (--game chooses one of several),
and --save writes the game there when you press s, when the game ends and
when you quit.

Levels: ` + levelNames() + `.`,
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	fen := cmd.Flags().String("fen", "", "start from this position (default: the start position)")
	levelName := cmd.Flags().String("level", "casual", "the computer's level (name or number)")
	colorName := cmd.Flags().String("color", "", "your side, red or black (default: the side to move)")
	first := cmd.Flags().String("first", "", "who moves first, red or black, in a game whose players choose it (default: the game's usual first player)")
	save := cmd.Flags().String("save", "", "write the game to this PDN file (on s, at the end and on quitting)")
	load := cmd.Flags().String("load", "", "continue the game of this PDN file")
	gameNumber := cmd.Flags().Int("game", 1, "with --load: which game of the file (1 is the first)")
	endgame := addEgdbFlag(cmd, defaultEgdbDir)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		level, err := engine.LevelByName(*levelName)
		if err != nil {
			return badInput(err)
		}
		var cfg tui.Config
		if *load != "" {
			if *fen != "" {
				return badInputf("--fen and --load both give the game: use one")
			}
			if *first != "" {
				return badInputf("--first and --load: the loaded game says who moved first")
			}
			if cfg, err = loadGame(*load, *gameNumber); err != nil {
				return err
			}
			if cmd.Flags().Changed("variant") && *variant != cfg.Game.Variant().Key() {
				return badInputf("--variant %s, but %s holds a game of %s", *variant, *load, cfg.Game.Variant().Key())
			}
		} else if cfg, err = newGame(*variant, *fen, *first); err != nil {
			return err
		}
		cfg.Human = cfg.Game.Turn()
		switch strings.ToLower(*colorName) {
		case "":
		case "red":
			cfg.Human = checkers.Red
		case "black":
			cfg.Human = checkers.Black
		default:
			return badInputf("--color must be red or black, got %q", *colorName)
		}
		if *load == "" {
			cfg.Tags = append(cfg.Tags, seatTags(cfg.Human, level)...)
		}
		if *save != "" {
			if cfg.SavePrefix, err = savePrefix(*save, *load); err != nil {
				return badInput(err)
			}
		}
		cfg.Level, cfg.SavePath, cfg.Seed = level, *save, rand.Uint64()
		db, closer, err := endgame.openFor(cfg.Game.Variant())
		if err != nil {
			return err
		}
		defer closer.Close()
		cfg.Endgame = db
		cfg.Animate = 100 * time.Millisecond
		in, out, err := terminal(cmd.InOrStdin(), cmd.OutOrStdout())
		if err != nil {
			return badInput(err)
		}
		return runGame(cmd, cfg, in, out)
	}
	return cmd
}

// terminal returns the standard streams when both are a terminal, and says
// why not otherwise: play draws a full screen and reads keys one by one.
func terminal(stdin io.Reader, stdout io.Writer) (*os.File, *os.File, error) {
	in, ok := stdin.(*os.File)
	if !ok || !term.IsTerminal(in.Fd()) {
		return nil, nil, errors.New("standard input is not a terminal: play needs one to read keys " +
			"(to drive the engine from a program, use kingme hub; to ask for one move, kingme bestmove)")
	}
	out, ok := stdout.(*os.File)
	if !ok || !term.IsTerminal(out.Fd()) {
		return nil, nil, errors.New("standard output is not a terminal: play draws a full screen and needs one")
	}
	return in, out, nil
}

// runGame runs the terminal game until the player quits, then says where
// the game was written and how it ended.
func runGame(cmd *cobra.Command, cfg tui.Config, in, out *os.File) error {
	m, err := tui.New(cfg)
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithContext(cmd.Context()))
	// Closing the terminal sends SIGHUP, which Bubble Tea leaves to its
	// default (the process dies): end the program instead, so that the game
	// is saved below.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-hup:
			p.Quit()
		case <-done:
		}
	}()
	_, runErr := p.Run()
	if cfg.SavePath != "" {
		// The model saved on quitting; this covers the ends by a signal
		// (SIGTERM, SIGHUP).
		if err := m.Save(); err != nil {
			return errors.Join(runErr, err)
		}
	}
	if r := m.Game().Result(); r.Over() {
		fmt.Fprintf(cmd.OutOrStdout(), "%s after %d moves.\n", r, m.Game().Len())
	}
	if m.Saved() != "" {
		fmt.Fprintf(cmd.OutOrStdout(), "The game is saved in %s.\n", m.Saved())
	}
	if runErr != nil && !errors.Is(runErr, tea.ErrInterrupted) {
		return runErr
	}
	return nil
}

// newGame sets up a new game of the variant, from the start position (with
// first to move, when the game lets the players choose: "" for its usual
// first player) or the fen position.
func newGame(variant, fen, first string) (tui.Config, error) {
	game, err := games.Lookup(variant)
	if err != nil {
		return tui.Config{}, badInput(err)
	}
	v := game.Variant
	start, err := startWith(game, first)
	if err != nil {
		return tui.Config{}, err
	}
	if fen != "" {
		if first != "" {
			return tui.Config{}, badInputf("--first and --fen: the position says who is to move (its first letter), give one of them")
		}
		if start, err = v.ParsePosition(fen); err != nil {
			return tui.Config{}, badInputf("--fen: %w", err)
		}
	}
	g := checkers.NewGameFrom(v, start)
	if r := g.Result(); r.Over() {
		return tui.Config{}, badInputf("--fen: the game is over in that position (%v)", r)
	}
	return tui.Config{Game: g, Tags: []pdn.Tag{
		{Name: "Event", Value: "KingMe " + v.Name()},
		{Name: "Site", Value: "KingMe terminal"},
		{Name: "Date", Value: time.Now().Format("2006.01.02")},
		{Name: "Round", Value: "-"},
	}}, nil
}

// startWith returns the start position of game with first ("red",
// "black", or "" for its usual first player) to move: the players choose
// who moves first in some games (games.Game.ChoosesFirst); in the others
// only their first player may be named.
func startWith(game *games.Game, first string) (checkers.Position, error) {
	start := game.Variant.Start()
	var c checkers.Color
	switch strings.ToLower(first) {
	case "":
		return start, nil
	case "red":
		c = checkers.Red
	case "black":
		c = checkers.Black
	default:
		return nil, badInputf("--first must be red or black, got %q", first)
	}
	if game.ChoosesFirst() {
		return game.Variant.(checkers.FirstPlayerChooser).StartWith(c), nil
	}
	if c != start.Turn() {
		return nil, badInputf("--first %s: in %s %s always moves first", strings.ToLower(first), game.Name(), start.Turn())
	}
	return start, nil
}

// choosers names the games whose players choose who moves first.
func choosers() string {
	var names []string
	for _, g := range games.All() {
		if g.ChoosesFirst() {
			names = append(names, g.Name())
		}
	}
	return strings.Join(names, ", ")
}

// seatTags returns the PDN tags naming the players of a new game: Black,
// and White for Red (PDN's name for the second colour).
func seatTags(human checkers.Color, level engine.Level) []pdn.Tag {
	names := [2]string{}
	names[human] = "Player"
	if u := os.Getenv("USER"); u != "" {
		names[human] = u
	}
	names[human.Opponent()] = "KingMe (" + level.Name + ")"
	return []pdn.Tag{{Name: "Black", Value: names[checkers.Black]}, {Name: "White", Value: names[checkers.Red]}}
}

// loadGame reads game number n (from 1) of a PDN file and replays it.
func loadGame(path string, n int) (tui.Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return tui.Config{}, badInputf("--load: %v", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxLoadBytes+1))
	if err != nil {
		return tui.Config{}, badInputf("--load: %v", err)
	}
	if len(data) > maxLoadBytes {
		return tui.Config{}, badInputf("--load: %s is larger than %d MiB", path, maxLoadBytes>>20)
	}
	records, err := pdn.ParseGames(string(data))
	if err != nil {
		return tui.Config{}, badInputf("--load %s: %v", path, err)
	}
	if len(records) == 0 {
		return tui.Config{}, badInputf("--load: %s holds no game", path)
	}
	if n < 1 || n > len(records) {
		count := "1 game"
		if len(records) > 1 {
			count = fmt.Sprintf("%d records", len(records))
		}
		return tui.Config{}, badInputf("--game %d: %s holds %s", n, path, count)
	}
	pg := records[n-1]
	g, err := games.PDN().Replay(pg)
	if err != nil {
		return tui.Config{}, badInputf("--load %s, game %d: %v", path, n, err)
	}
	if !g.Result().Over() {
		// A result the moves do not give (a resignation, a draw agreed)
		// ends the game as the file records it.
		o, err := pdn.Outcome(pg.Result, g.Variant().Start().Turn())
		if err == nil {
			err = g.End(checkers.Result{Outcome: o, Reason: checkers.Recorded})
		}
		if err != nil && !errors.Is(err, pdn.ErrNoResult) {
			return tui.Config{}, badInputf("--load %s, game %d: result: %v", path, n, err)
		}
	}
	var tags []pdn.Tag
	for _, t := range pg.Tags {
		switch t.Name {
		case "Result", "GameType", pdn.VariantTag, "FEN", "SetUp":
		default:
			tags = append(tags, t)
		}
	}
	return tui.Config{Game: g, Tags: tags}, nil
}

// savePrefix checks the file the game is to be saved in and returns what
// saving must keep before the game: nothing for a new file or the file the
// game was loaded from (when it holds that game alone), the file's games
// for another PDN file, which the game is added to. Saving never loses a
// game: a file that is not PDN, or the loaded file when it holds other
// games too, is refused.
func savePrefix(path, loaded string) (string, error) {
	dir := filepath.Dir(path)
	st, err := os.Stat(dir)
	if err != nil {
		return "", fmt.Errorf("--save %s: %w", path, err)
	}
	if !st.IsDir() {
		return "", fmt.Errorf("--save %s: %s is not a directory", path, dir)
	}
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("--save %s: %w", path, err)
	}
	if fi.IsDir() {
		return "", fmt.Errorf("--save %s: is a directory", path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("--save %s: %w", path, err)
	}
	if strings.TrimSpace(string(data)) == "" {
		return "", nil
	}
	games, err := pdn.ParseGames(string(data))
	if err != nil {
		return "", fmt.Errorf("--save %s: the file is there and is not PDN (%v): choose another file", path, err)
	}
	if loaded != "" && sameFile(path, loaded) {
		if len(games) > 1 {
			return "", fmt.Errorf("--save %s: it is the loaded file and holds %d games; saving this one game would replace them all: choose another file", path, len(games))
		}
		return "", nil
	}
	text := string(data)
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return text + "\n", nil
}

// sameFile reports whether two paths name the same file.
func sameFile(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}
