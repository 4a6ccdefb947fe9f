package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

func newMovesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "moves --variant V [--fen FEN] [--moves MOVES] [--json]",
		Short: "Print the legal moves of a position",
		Long: `Moves prints the legal moves of the position given by --fen (and --moves
played from it), one per line.

Without --fen it reads positions from standard input, one per line, and writes
for each one line holding that position's legal moves separated by single
spaces (an empty line when there is none), so that a script can check many
positions with one process. Blank input lines are skipped. A malformed
position stops the run with an error that names its line.

--json prints one JSON object a position instead, a line each:

  {"variant": "standard", "position": "B:W21,...:B1,...", "moves": ["9-13", "9-14"]}

variant is the game's key, position the position in the game's own text
(as KingMe writes it, after the --moves), and moves its legal moves in the
game's notation (an empty list when there is none).`,
		Args: noArgs,
	}
	pos := addPositionFlags(cmd, "the position (default: read positions from standard input)")
	asJSON := cmd.Flags().Bool("json", false, "print one JSON object a position (see above)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		out := bufio.NewWriter(cmd.OutOrStdout())
		defer out.Flush()
		if *pos.fen != "" || *pos.moves != "" {
			v, p, err := pos.position()
			if err != nil {
				return err
			}
			if *asJSON {
				return writeMovesJSON(out, v, p)
			}
			for _, m := range p.Legal() {
				fmt.Fprintln(out, m)
			}
			return nil
		}
		g, err := games.Lookup(*pos.variant)
		if err != nil {
			return badInput(err)
		}
		v := g.Variant
		return movesFromLines(v, cmd.InOrStdin(), out, *asJSON)
	}
	return cmd
}

// movesJSON is a line of moves --json (see its help).
type movesJSON struct {
	Variant  string   `json:"variant"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
}

// writeMovesJSON writes the line of moves --json of the position p of v.
func writeMovesJSON(out io.Writer, v checkers.Variant, p checkers.Position) error {
	line := movesJSON{Variant: v.Key(), Position: p.String(), Moves: []string{}}
	for _, m := range p.Legal() {
		line.Moves = append(line.Moves, m.String())
	}
	return json.NewEncoder(out).Encode(line)
}

// movesFromLines answers one line of moves per position line read from in,
// a JSON object with asJSON.
func movesFromLines(v checkers.Variant, in io.Reader, out *bufio.Writer, asJSON bool) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		pos, err := v.ParsePosition(text)
		if err != nil {
			return badInputf("line %d: %v", line, err)
		}
		if asJSON {
			if err := writeMovesJSON(out, v, pos); err != nil {
				return err
			}
			continue
		}
		for i, m := range pos.Legal() {
			if i > 0 {
				out.WriteByte(' ')
			}
			out.WriteString(m.String())
		}
		out.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading positions: %w", err)
	}
	return nil
}
