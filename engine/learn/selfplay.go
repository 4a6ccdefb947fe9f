package learn

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// SelfPlayConfig is one run of self-play.
type SelfPlayConfig struct {
	// Game is the game played, with its engine and openings.
	Game        GameKit
	Games       int    // games to play
	Depth       int    // plies a move; 0 for no cap (then Nodes must be set)
	Nodes       uint64 // nodes a move; 0 for no cap
	Seed        uint64 // the openings' random plies
	Concurrency int    // games played at once; 0 means 1
	// Openings are the games' openings, taken in turn; nil takes the
	// game's own (Game.Openings), and a game without them starts from its
	// start position.
	Openings []Opening
	// RandomPlies is the most random plies played after the opening: each
	// game draws 0 to RandomPlies, 0 meaning 4; from the start position
	// (no openings) it draws RandomPlies/2 to RandomPlies, 0 meaning 8.
	RandomPlies int
	// MaxPlies scores a game still going after this many plies a draw; 0
	// means 300.
	MaxPlies int
	// Weights, if not nil, are the engine's weights (engine.Options.Weights,
	// such as a *standardeval.Weights or the game's learned weights); nil plays
	// with the default evaluation.
	Weights any
	Log     io.Writer // a line every few games, if not nil
	// First is the first game to play: the games before it are in the data
	// file already (a stopped run going on, see Resume), and the header is
	// not written again. 0 plays them all.
	First int
	// Endgame, if not nil, is the game's endgame databases: the engine
	// searches with them (engine.Options.Endgame), so that its scores near
	// the end are exact, plays a won ending out perfectly, and a game
	// ends, drawn, at the first position they call a draw. The results of
	// the positions near the end are then the databases' own, not those of
	// the engine's mistakes. The data file's header names their pieces.
	Endgame Endgame
}

// Endgame is what self-play needs of a game's endgame databases
// (games.EndgameDB is one).
type Endgame interface {
	// Pieces is the most pieces of the positions they hold.
	Pieces() int
	// SolvedPosition returns p's result for the player to move (+1 won,
	// 0 drawn, −1 lost) and whether they hold p.
	SolvedPosition(p checkers.Position) (outcome, plies int, ok bool)
}

// SelfPlay plays cfg.Games games of cfg.Game.Variant, the engine against
// itself, and writes every quiet position the engine thought about (the
// opening's moves excluded; quiet by the game's Evaluation.Quiet, or, for a
// game without a learned evaluation, every one) to out as the data file's
// lines, game by game in order. Game i starts from opening i mod the
// number of openings (for standard checkers the 3-move ballot's 156), then
// random plies drawn from the seed and i; the engine
// searches each move to the depth or node limit, so the file depends on the
// configuration only, not on the concurrency or the machine's speed. It
// returns the number of samples written.
func SelfPlay(ctx context.Context, cfg SelfPlayConfig, out io.Writer) (int, error) {
	if cfg.Game.Variant == nil || cfg.Game.NewPlayer == nil {
		return 0, fmt.Errorf("selfplay: no game given")
	}
	if cfg.Games < 1 {
		return 0, fmt.Errorf("selfplay: games %d, want at least 1", cfg.Games)
	}
	if cfg.First < 0 || cfg.First > cfg.Games {
		return 0, fmt.Errorf("selfplay: first game %d, want 0 to %d", cfg.First, cfg.Games)
	}
	if cfg.Depth <= 0 && cfg.Nodes == 0 {
		return 0, fmt.Errorf("selfplay: give a depth or a node count per move")
	}
	cfg, openings, minPlies := cfg.defaults()
	quiet := func(checkers.Move) bool { return true }
	if cfg.Game.Evaluation != nil {
		quiet = cfg.Game.Evaluation.Quiet
	}
	if cfg.First == 0 {
		if _, err := io.WriteString(out, cfg.header(minPlies)); err != nil {
			return 0, err
		}
	}
	type game struct {
		line []byte
		n    int
	}
	newPlayer := func() (engine.Player, error) {
		// A nil Endgame converts to a nil Options.Endgame: no databases.
		return cfg.Game.NewPlayer(engine.Options{TableMiB: 4, Weights: cfg.Weights, NoBook: true, Endgame: cfg.Endgame})
	}
	play := func(ctx context.Context, pl engine.Player, i int) (game, error) {
		samples, err := playGame(ctx, pl, openings[i%len(openings)], i, minPlies, quiet, cfg)
		var g game
		for _, s := range samples {
			g.line = AppendSample(g.line, s)
		}
		g.n = len(samples)
		return g, err
	}
	start := time.Now()
	written := 0
	write := func(i int, g game) error {
		if _, err := out.Write(g.line); err != nil {
			return err
		}
		written += g.n
		if next := i + 1; cfg.Log != nil && (next%100 == 0 || next == cfg.Games) {
			secs := time.Since(start).Seconds()
			fmt.Fprintf(cfg.Log, "selfplay: %d/%d games, %d positions, %.1f games/s\n", next, cfg.Games, written, float64(next-cfg.First)/secs)
		}
		return nil
	}
	err := inOrder(ctx, cfg.First, cfg.Games, cfg.Concurrency, newPlayer, play, write)
	return written, err
}

// defaults returns cfg with its defaults filled in, the openings its
// games start from and the fewest random plies a game draws.
func (cfg SelfPlayConfig) defaults() (SelfPlayConfig, []Opening, int) {
	if cfg.Concurrency < 1 {
		cfg.Concurrency = 1
	}
	openings := cfg.Openings
	if openings == nil {
		openings = cfg.Game.Openings
	}
	minPlies := 0
	if len(openings) == 0 {
		openings = []Opening{{}}
		if cfg.RandomPlies == 0 {
			cfg.RandomPlies = 8
		}
		minPlies = cfg.RandomPlies / 2
	}
	if cfg.RandomPlies == 0 {
		cfg.RandomPlies = 4
	}
	if cfg.MaxPlies == 0 {
		cfg.MaxPlies = 300
	}
	return cfg, openings, minPlies
}

// Header returns the comment line that starts cfg's data file, which
// names the settings the file depends on.
func (cfg SelfPlayConfig) Header() string {
	c, _, minPlies := cfg.defaults()
	return c.header(minPlies)
}

func (cfg SelfPlayConfig) header(minPlies int) string {
	databases := ""
	if cfg.Endgame != nil {
		databases = fmt.Sprintf(", endgame databases %d pieces", cfg.Endgame.Pieces())
	}
	return fmt.Sprintf("# kingme selfplay: %s, %d games, depth %d, nodes %d, seed %d, random plies %d-%d, max plies %d%s\n",
		cfg.Game.Variant.Key(), cfg.Games, cfg.Depth, cfg.Nodes, cfg.Seed, minPlies, cfg.RandomPlies, cfg.MaxPlies, databases)
}

// playGame plays game number i from the opening, then minPlies to
// cfg.RandomPlies random plies, and returns its samples: the positions
// where the engine's move is quiet.
func playGame(ctx context.Context, pl engine.Player, op Opening, i, minPlies int, quiet func(checkers.Move) bool, cfg SelfPlayConfig) ([]Sample, error) {
	g, err := fromOpening(cfg.Game.Variant, op)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
	for range minPlies + rng.IntN(cfg.RandomPlies-minPlies+1) {
		legal := g.Legal()
		if len(legal) == 0 || g.Result().Over() {
			break
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	pl.NewGame()
	var samples []Sample
	limits := engine.Limits{Depth: cfg.Depth, Nodes: cfg.Nodes}
	for !g.Result().Over() && g.Len() < cfg.MaxPlies {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if drawn(cfg.Endgame, g) {
			// The game is over, drawn, as the databases say; its last
			// position is a sample if no capture is pending.
			if legal := g.Legal(); len(legal) > 0 && quiet(legal[0]) {
				samples = append(samples, Sample{Position: g.Position(), Score: 0, Game: i})
			}
			break // a game not over counts as a draw
		}
		r, err := pl.Think(ctx, g, limits, nil)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i, err)
		}
		if quiet(r.Move) {
			// Where captures are compulsory, a quiet move means none was
			// pending.
			samples = append(samples, Sample{Position: g.Position(), Score: r.Score, Game: i})
		}
		if err := g.Play(r.Move); err != nil {
			return nil, fmt.Errorf("game %d: %w", i, err)
		}
	}
	res := g.Result()
	for k := range samples {
		samples[k].Result = resultFor(res.Outcome, samples[k].Position.Turn())
	}
	return samples, nil
}

// drawn reports whether the databases db, if any, hold g's position as a
// draw.
func drawn(db Endgame, g *checkers.Game) bool {
	if db == nil {
		return false
	}
	outcome, _, ok := db.SolvedPosition(g.Position())
	return ok && outcome == 0
}

// resultFor returns the outcome o (Ongoing counts as a draw) for c.
func resultFor(o checkers.Outcome, c checkers.Color) Result {
	switch o {
	case checkers.WinFor(c):
		return Win
	case checkers.WinFor(c.Opponent()):
		return Loss
	}
	return Draw
}

// ResumePoint reads r, the data file a stopped run of cfg left, and says
// how to go on: keep the file's first keep bytes and play from game first
// (SelfPlayConfig.First). The file keeps every game before the last one it
// holds; that one, which the stop may have cut short, and a last line
// without its end are played and written again. A file with no whole game
// line yet is started again (keep 0, first 0). It is an error when the file
// is not a data file of cfg's settings (its header line; the number of
// games aside, since a run may be made longer) or its games are out of
// order. The weights the games were played with are not in the file: the
// caller must give the same ones.
func ResumePoint(cfg SelfPlayConfig, r io.Reader) (keep int64, first int, err error) {
	br := bufio.NewReaderSize(r, 1<<16)
	header, err := br.ReadString('\n')
	if errors.Is(err, io.EOF) {
		return 0, 0, nil // not even the header whole: start again
	}
	if err != nil {
		return 0, 0, err
	}
	if got, want := withoutGames(header), withoutGames(cfg.Header()); got != want {
		return 0, 0, fmt.Errorf("the file was made with other settings: %q, want %q", strings.TrimSpace(header), strings.TrimSpace(cfg.Header()))
	}
	offset := int64(len(header))
	last, lastStart := -1, offset
	for line := 2; ; line++ {
		text, err := br.ReadString('\n')
		if errors.Is(err, io.EOF) {
			break // a last line without its end is written again
		}
		if err != nil {
			return 0, 0, err
		}
		if !strings.HasPrefix(text, "#") {
			fields := strings.Fields(text)
			game := -1
			if len(fields) > 0 {
				if n, err := strconv.Atoi(fields[len(fields)-1]); err == nil {
					game = n
				}
			}
			switch {
			case game < 0 || game >= cfg.Games:
				return 0, 0, fmt.Errorf("line %d: %q does not end with a game number from 0 to %d", line, strings.TrimSpace(text), cfg.Games-1)
			case game < last:
				return 0, 0, fmt.Errorf("line %d: game %d after game %d: the games are out of order", line, game, last)
			case game > last:
				last, lastStart = game, offset
			}
		}
		offset += int64(len(text))
	}
	if last <= 0 {
		return 0, 0, nil
	}
	return lastStart, last, nil
}

// withoutGames returns a data file's header line without its number of
// games.
func withoutGames(header string) string {
	parts := strings.Split(strings.TrimSpace(header), ", ")
	if len(parts) > 1 && strings.HasSuffix(parts[1], " games") {
		parts[1] = "N games"
	}
	return strings.Join(parts, ", ")
}

// fromOpening returns a game of v from its start position with op's moves
// played; the error names the move that is illegal, or says that the
// opening ends the game.
func fromOpening(v checkers.Variant, op Opening) (*checkers.Game, error) {
	g := checkers.NewGame(v)
	for i, text := range op.Moves {
		if err := g.PlayText(text); err != nil {
			return nil, fmt.Errorf("opening %s, move %d (%s): %w", op.Key, i+1, text, err)
		}
	}
	if r := g.Result(); r.Over() {
		return nil, fmt.Errorf("opening %s ends the game (%v)", op.Key, r)
	}
	return g, nil
}
