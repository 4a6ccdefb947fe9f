package cli

import (
	"encoding/json"
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
		Use:   "check FILE... [--write DIR] [--warnings] [--json]",
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

--json prints instead one JSON object a file, a line each:

  {"file": "a.pdn", "games": 4, "replayed": 2, "warned": 1, "refused": 2,
   "refusals": [{"game": 3, "line": 17, "message": "..."}],
   "warnings": [{"game": 2, "line": 9, "message": "..."}]}

file is the file's name as given; games, replayed, warned and refused
count its games, those that replay, those of these with warnings, and those
refused; refusals and warnings (always listed, --warnings or not) say why,
with the game's number in the file (from 1) and the line (0 when unknown).
A file that cannot be read is {"file": "b.pdn", "error": "..."}.

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
	asJSON := cmd.Flags().Bool("json", false, "print one JSON object a file, a line each (see above)")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if *dir != "" {
			if err := os.MkdirAll(*dir, 0o755); err != nil {
				return badInputf("--write: %v", err)
			}
		}
		var total pdnCheck
		var unreadable []string
		for _, name := range args {
			c, err := checkPDNFile(name, *dir)
			switch {
			case *asJSON:
				if jerr := writePDNCheckJSON(cmd.OutOrStdout(), name, c, err); jerr != nil {
					return jerr
				}
			case err == nil:
				writePDNCheck(cmd.OutOrStdout(), name, c, *warnings)
			}
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
	refusals, warnings               []pdn.Note
}

// checkPDNFile checks one file; with dir it writes the games read to dir.
// The error says why the file cannot be read (or written to dir).
func checkPDNFile(name, dir string) (pdnCheck, error) {
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
	return c, nil
}

// writePDNCheck prints what checking the file name found.
func writePDNCheck(out io.Writer, name string, c pdnCheck, printWarnings bool) {
	fmt.Fprintf(out, "%s: %d games, %d replayed, %d with warnings, %d refused\n", name, c.games, c.replayed, c.warned, c.refused)
	for _, n := range c.refusals {
		fmt.Fprintf(out, "  refused: %s\n", n)
	}
	if printWarnings {
		for _, n := range c.warnings {
			fmt.Fprintf(out, "  warning: %s\n", n)
		}
	}
}

// pdnCheckJSON is a line of pdn check --json (see its help).
type pdnCheckJSON struct {
	File     string     `json:"file"`
	Error    string     `json:"error,omitempty"`
	Games    int        `json:"games"`
	Replayed int        `json:"replayed"`
	Warned   int        `json:"warned"`
	Refused  int        `json:"refused"`
	Refusals []noteJSON `json:"refusals"`
	Warnings []noteJSON `json:"warnings"`
}

// noteJSON is a refusal or warning of pdn check --json.
type noteJSON struct {
	Game    int    `json:"game"`
	Line    int    `json:"line"`
	Message string `json:"message"`
}

func notesJSON(notes []pdn.Note) []noteJSON {
	out := []noteJSON{}
	for _, n := range notes {
		out = append(out, noteJSON{Game: n.Game, Line: n.Line, Message: n.Msg})
	}
	return out
}

// writePDNCheckJSON prints the line of pdn check --json of the file name:
// what checking it found, or err, why it could not be read.
func writePDNCheckJSON(out io.Writer, name string, c pdnCheck, err error) error {
	line := pdnCheckJSON{File: name}
	if err != nil {
		line.Error = err.Error()
	} else {
		line.Games, line.Replayed, line.Warned, line.Refused = c.games, c.replayed, c.warned, c.refused
		line.Refusals, line.Warnings = notesJSON(c.refusals), notesJSON(c.warnings)
	}
	return json.NewEncoder(out).Encode(line)
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
			c.refusals = append(c.refusals, pdn.Note{Game: src.Number, Line: se.Line, Msg: se.Msg})
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
		var re *pdn.RecordError
		switch {
		case errors.As(err, &re):
			c.refused++
			c.refusals = append(c.refusals, re.Note)
		case err != nil:
			c.refused++
			c.refusals = append(c.refusals, pdn.Note{Game: src.Number, Line: src.Line, Msg: err.Error()})
		default:
			c.replayed++
		}
		if len(notes) > 0 {
			if err == nil {
				c.warned++
			}
			c.warnings = append(c.warnings, notes...)
		}
	}
}
