package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

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
routes, suffixes, FEN forms, algebraic moves), and prints per file

  FILE: N games, M replayed, K with warnings, E refused

then each refused game with its number, line and reason. --warnings prints
the warnings too. --write DIR writes the games read (all but those whose
syntax does not read) to DIR, one file of the same name per file.`,
		Args: cobra.MinimumNArgs(1),
	}
	dir := cmd.Flags().String("write", "", "write the games read to this directory")
	warnings := cmd.Flags().Bool("warnings", false, "print each warning too")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if *dir != "" {
			if err := os.MkdirAll(*dir, 0o755); err != nil {
				return err
			}
		}
		for _, name := range args {
			if err := checkPDNFile(cmd.OutOrStdout(), name, *dir, *warnings); err != nil {
				return err
			}
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
// the games read to dir.
func checkPDNFile(out io.Writer, name, dir string, printWarnings bool) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	var w *pdn.Writer
	if dir != "" {
		o, err := os.Create(filepath.Join(dir, filepath.Base(name)))
		if err != nil {
			return err
		}
		defer o.Close()
		w = pdn.NewWriter(o)
	}
	c, err := checkPDN(f, w)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
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
	return nil
}

// checkPDN reads and replays every game of in, writing each game read to
// w when w is not nil.
func checkPDN(in io.Reader, w *pdn.Writer) (pdnCheck, error) {
	var c pdnCheck
	r := pdn.NewReader(in)
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
				return c, err
			}
		}
		_, notes, err := pdn.ReplayRecord(g, src)
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
