package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

func newMovesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "moves --variant V [--fen FEN] [--moves MOVES]",
		Short: "Print the legal moves of a position",
		Long: `Moves prints the legal moves of the position given by --fen (and --moves
played from it), one per line.

Without --fen it reads positions from standard input, one per line, and writes
for each one line holding that position's legal moves separated by single
spaces (an empty line when there is none), so that a script can check many
positions with one process. Blank input lines are skipped. A malformed
position stops the run with an error that names its line.`,
		Args: noArgs,
	}
	pos := addPositionFlags(cmd, "the position (default: read positions from standard input)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		out := bufio.NewWriter(cmd.OutOrStdout())
		defer out.Flush()
		if *pos.fen != "" || *pos.moves != "" {
			_, p, err := pos.position()
			if err != nil {
				return err
			}
			for _, m := range p.Legal() {
				fmt.Fprintln(out, m)
			}
			return nil
		}
		v, err := games.Rules(*pos.variant)
		if err != nil {
			return badInput(err)
		}
		return movesFromLines(v, cmd.InOrStdin(), out)
	}
	return cmd
}

// movesFromLines answers one line of moves per position line read from in.
func movesFromLines(v checkers.Variant, in io.Reader, out *bufio.Writer) error {
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
