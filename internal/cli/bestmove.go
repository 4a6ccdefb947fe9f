package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

func newBestMoveCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bestmove --variant V [--fen FEN] [--moves MOVES] (--movetime T | --depth N | --level L) [--threads N] [--book=false] [--json]",
		Short: "Search a position and print the best move",
		Long: `Bestmove searches the position given by --fen (the start position without it)
after the --moves, and prints the best move, its score (hundredths of a man,
for the player to move, or "win in N"/"loss in N" moves), the depth reached,
the node count and the principal variation. With --json it prints the same as
one JSON object. Give at least one of --movetime, --depth or --level.
The search uses every core (--threads, default GOMAXPROCS): the threads
share one transposition table (Lazy SMP); --threads 1 searches with one,
the same search node for node at a fixed depth.

A game with an opening book (standard checkers: engine/book's, built from
the 3-move ballot) answers from it while the position is in it, as the
engine plays at full strength (--json says "source": "book");
--book=false searches every position instead. With --egdb the endgame
databases answer the positions they hold.

Levels: ` + levelNames() + `.`,
		Args: noArgs,
	}
	pos := addPositionFlags(cmd, "the position (default: the start position)")
	moveTime := cmd.Flags().Duration("movetime", 0, "think this long (500ms, 2s)")
	depth := cmd.Flags().Int("depth", 0, "search this many plies")
	levelName := cmd.Flags().String("level", "", "play at this level (name or number)")
	hash := cmd.Flags().Int("hash", 64, "transposition table size in MiB")
	threads := cmd.Flags().Int("threads", runtime.GOMAXPROCS(0), "threads searching, sharing the table")
	asJSON := cmd.Flags().Bool("json", false, "print one JSON object")
	useBook := cmd.Flags().Bool("book", true, "answer from the game's opening book where it has one (--book=false: search)")
	endgame := addEgdbFlag(cmd, defaultEgdbDir)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if *moveTime < 0 || *depth < 0 || *hash < 1 || *threads < 1 {
			return badInputf("--movetime, --depth, --hash and --threads must be positive, got %v, %d, %d, %d", *moveTime, *depth, *hash, *threads)
		}
		if *moveTime == 0 && *depth == 0 && *levelName == "" {
			return badInputf("bestmove needs a limit: --movetime, --depth or --level")
		}
		var level engine.Level
		if *levelName != "" {
			l, err := engine.LevelByName(*levelName)
			if err != nil {
				return badInput(err)
			}
			level = l
		}
		g, err := pos.game()
		if err != nil {
			return err
		}
		if r := g.Result(); r.Over() {
			return badInputf("the game is over (%v): no move to find", r)
		}
		db, closer, err := endgame.openFor(g.Variant())
		if err != nil {
			return err
		}
		defer closer.Close()
		entry, err := games.Of(g.Variant())
		if err != nil {
			return badInput(err)
		}
		player, err := entry.NewPlayer(engine.Options{TableMiB: *hash, Threads: *threads, Level: level, Seed: uint64(time.Now().UnixNano()), Endgame: db, NoBook: !*useBook})
		if err != nil {
			return badInput(err)
		}
		limits := engine.Limits{Depth: *depth, MoveTime: *moveTime}
		if level.Number > 0 && *moveTime == 0 && *depth == 0 && level.MoveTime == 0 && level.Depth == 0 {
			limits.MoveTime = time.Second
		}
		r, err := player.Think(context.Background(), g, limits, nil)
		if err != nil {
			return err
		}
		if *asJSON {
			return writeBestMoveJSON(cmd.OutOrStdout(), r)
		}
		writeBestMove(cmd.OutOrStdout(), r)
		return nil
	}
	return cmd
}

func levelNames() string {
	var names []string
	for _, l := range engine.Levels() {
		names = append(names, fmt.Sprintf("%d %s", l.Number, l.Name))
	}
	return strings.Join(names, ", ")
}

// scoreText writes a score for people: "+0.35" men, "win in 3", or "known
// win" (the endgame databases').
func scoreText(score int) string {
	if o, ok := engine.Known(score); ok {
		if o > 0 {
			return "known win"
		}
		return "known loss"
	}
	if n, ok := engine.WinIn(score); ok {
		if n > 0 {
			return fmt.Sprintf("win in %d", n)
		}
		return fmt.Sprintf("loss in %d", -n)
	}
	return fmt.Sprintf("%+d", score)
}

func writeBestMove(w io.Writer, r engine.Report) {
	fmt.Fprintf(w, "bestmove %v\n", r.Move)
	fmt.Fprintf(w, "score %s  depth %d/%d  nodes %d  time %.3fs  nps %.0f\n",
		scoreText(r.Score), r.Depth, r.SelDepth, r.Nodes, r.Time.Seconds(), r.NodesPerSecond())
	fmt.Fprintf(w, "pv %s\n", joinMoves(r))
}

func joinMoves(r engine.Report) string {
	parts := make([]string, len(r.PV))
	for i, m := range r.PV {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

// bestMoveJSON is bestmove's --json output.
type bestMoveJSON struct {
	Move     string   `json:"move"`
	Score    int      `json:"score"`
	WinIn    int      `json:"win_in,omitempty"`
	Depth    int      `json:"depth"`
	SelDepth int      `json:"seldepth"`
	Nodes    uint64   `json:"nodes"`
	TimeMS   int64    `json:"time_ms"`
	NPS      int64    `json:"nps"`
	PV       []string `json:"pv"`
	// Source is where the move comes from: "search", "book" (the opening
	// book), or "egdb" when the endgame databases know the position to be
	// won or lost.
	Source string `json:"source"`
	// Known is +1 or −1 when the score is a win or loss the endgame
	// databases know (0 otherwise).
	Known int `json:"known,omitempty"`
	// Egdb is the endgame databases' value of the position ("win", "loss"
	// or "draw" for the side to move) when they hold it, and EgdbPlies a
	// win's or loss's plies to the next conversion.
	Egdb      string `json:"egdb,omitempty"`
	EgdbPlies int    `json:"egdb_plies,omitempty"`
}

func writeBestMoveJSON(w io.Writer, r engine.Report) error {
	out := bestMoveJSON{Move: r.Move.String(), Score: r.Score, Depth: r.Depth, SelDepth: r.SelDepth,
		Nodes: r.Nodes, TimeMS: r.Time.Milliseconds(), NPS: int64(r.NodesPerSecond()), PV: []string{}}
	out.WinIn, _ = engine.WinIn(r.Score)
	out.Known, _ = engine.Known(r.Score)
	out.Source = "search"
	if e := r.Endgame; e != nil {
		out.Egdb, out.EgdbPlies = e.Result(), e.Plies
	}
	switch {
	case r.Solved:
		out.Source = "egdb"
	case r.Book:
		out.Source = "book"
	}
	for _, m := range r.PV {
		out.PV = append(out.PV, m.String())
	}
	enc := json.NewEncoder(w)
	return enc.Encode(out)
}
