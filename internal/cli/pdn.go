package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

func newPDNCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pdn",
		Short: "Work with PDN game files",
		Args:  noArgs,
	}
	cmd.AddCommand(newPDNCheckCmd())
	return cmd
}

func newPDNCheckCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "check FILE... [--write DIR] [--warnings]",
		Short: "Read and replay every game of PDN files, and say which do not replay and why",
		Long: `Check reads every game of each file, replays it as a record of what was played
(see pdn.ReplayRecord: play past a repetition, short captures with several
routes, suffixes, the FEN forms other programs write, algebraic moves, a
result written in a comment), and prints per file

  FILE: N games, M replayed, K with warnings, E refused

then each refused game with its number, line and reason. --warnings prints
the warnings too. --write DIR writes the games read (all but those whose
syntax does not read), their variations and comments kept, to DIR, one
file of the same name per file.

Exit status: 0 when every game of every file replays, 1 when a game is
refused, 2 for a usage error or a file that cannot be read (or written
with --write); the other files are still checked.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return badInputf("pdn check needs a PDN file to check, or several")
			}
			return nil
		},
	}
	dir := cmd.Flags().String("write", "", "write the games read to this directory")
	warnings := cmd.Flags().Bool("warnings", false, "print each warning too")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if *dir != "" {
			if err := os.MkdirAll(*dir, 0o755); err != nil {
				return badInputf("--write: %v", err)
			}
		}
		var total pdnCheck
		var unreadable []string
		for _, name := range args {
			c, err := checkPDNFile(cmd.OutOrStdout(), name, *dir, *warnings)
			if err != nil {
				unreadable = append(unreadable, err.Error())
				continue
			}
			total.games += c.games
			total.refused += c.refused
		}
		switch {
		case len(unreadable) > 0:
			return badInputf("%s", strings.Join(unreadable, "; "))
		case total.refused > 0:
			return fmt.Errorf("%d of %d games refused", total.refused, total.games)
		}
		return nil
	}
	return cmd
}

// pdnCheck counts what checking one file found.
type pdnCheck struct {
	games, replayed, warned, refused int
	refusals, warnings               []string
}

// checkPDNFile checks one file and prints its summary; with dir it writes
// the games read to dir. The error says why the file cannot be read (or
// written to dir).
func checkPDNFile(out io.Writer, name, dir string, printWarnings bool) (pdnCheck, error) {
	f, err := os.Open(name)
	if err != nil {
		return pdnCheck{}, err
	}
	defer f.Close()
	var w *pdn.Writer
	var o *os.File
	if dir != "" {
		if o, err = os.Create(filepath.Join(dir, filepath.Base(name))); err != nil {
			return pdnCheck{}, fmt.Errorf("--write: %w", err)
		}
		defer o.Close()
		w = pdn.NewWriter(o)
	}
	c, err := checkPDN(f, w)
	if err != nil {
		return c, fmt.Errorf("%s: %w", name, err)
	}
	if o != nil {
		if err := o.Close(); err != nil {
			return c, fmt.Errorf("--write: %w", err)
		}
	}
	fmt.Fprintf(out, "%s: %d games, %d replayed, %d with warnings, %d refused\n", name, c.games, c.replayed, c.warned, c.refused)
	for _, s := range c.refusals {
		fmt.Fprintf(out, "  refused: %s\n", s)
	}
	if printWarnings {
		for _, s := range c.warnings {
			fmt.Fprintf(out, "  warning: %s\n", s)
		}
	}
	return c, nil
}

// checkPDN reads and replays every game of in, writing each game read,
// variations kept, to w when w is not nil.
func checkPDN(in io.Reader, w *pdn.Writer) (pdnCheck, error) {
	var c pdnCheck
	r := pdn.NewReader(in)
	r.KeepVariations(w != nil)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return c, nil
		}
		src := r.Source()
		var se *pdn.SyntaxError
		switch {
		case errors.As(err, &se):
			c.games++
			c.refused++
			c.refusals = append(c.refusals, pdn.Note{Game: src.Number, Line: se.Line, Msg: se.Msg}.String())
			continue
		case err != nil:
			return c, err
		}
		c.games++
		if w != nil {
			if err := w.Write(g); err != nil {
				return c, fmt.Errorf("--write: %w", err)
			}
		}
		_, notes, err := games.PDN().ReplayRecord(g, src)
		if err != nil {
			c.refused++
			c.refusals = append(c.refusals, err.Error())
		} else {
			c.replayed++
		}
		if len(notes) > 0 {
			if err == nil {
				c.warned++
			}
			for _, n := range notes {
				c.warnings = append(c.warnings, n.String())
			}
		}
	}
}
