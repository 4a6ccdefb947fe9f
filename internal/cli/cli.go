// Package cli holds the kingme subcommands. Main runs one command line and
// returns the process's exit status, so the commands are tested in process.
package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// Exit statuses returned by Main.
const (
	ExitOK    = 0 // the command did its work
	ExitError = 1 // the command failed for a reason other than its input
	ExitUsage = 2 // bad input: an unknown command or flag, a malformed FEN, an illegal move …
	// ExitInterrupted: a long command stopped by Ctrl-C (128 + SIGINT, as
	// a shell reports a process the signal ended), having said what it kept.
	ExitInterrupted = 130
)

// usageError marks an error caused by the user's input.
type usageError struct{ err error }

// Error returns the message of the wrapped error.
func (e usageError) Error() string { return e.err.Error() }

// Unwrap returns the wrapped error.
func (e usageError) Unwrap() error { return e.err }

// badInput wraps err as bad input, which exits with status 2.
func badInput(err error) error { return usageError{err} }

// badInputf formats a bad-input error.
func badInputf(format string, args ...any) error { return badInput(fmt.Errorf(format, args...)) }

// Main runs the kingme command line args (without the program name) with the
// given standard streams and returns the exit status. Errors are printed to
// stderr as one line starting with "kingme: ".
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRoot()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	// pflag writes its notes (a deprecated flag's) to the flag set's
	// output, which cobra would copy to stdout: send them to stderr.
	walk(root, func(c *cobra.Command) { c.Flags().SetOutput(stderr) })
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	msg := strings.Join(strings.Fields(err.Error()), " ")
	fmt.Fprintln(stderr, "kingme: "+msg)
	var ue usageError
	var se stoppedError
	switch {
	case errors.As(err, &se):
		return ExitInterrupted
	case errors.As(err, &ue) || isCobraUsage(err):
		return ExitUsage
	}
	return ExitError
}

// isCobraUsage reports whether err is one of cobra's own errors about the
// command line (unknown command or flag, bad flag value, wrong arguments).
func isCobraUsage(err error) bool {
	var ue usageError
	if errors.As(err, &ue) {
		return true
	}
	for _, s := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "invalid argument", "flag needs an argument", "accepts ", "required flag"} {
		if strings.Contains(err.Error(), s) {
			return true
		}
	}
	return false
}

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "kingme",
		Short: "KingMe: checkers and its cousins, for players, engine authors and Go programmers",
		Long: `KingMe: checkers and its cousins, for players, engine authors and Go programmers.

Every command works alike: --variant takes a game's key (kingme variants),
--egdb the endgame databases' folder, --json (moves, perft, pdn check,
egdb probe, bestmove) prints JSON objects a line each. Ctrl-C stops a long
command (match, selfplay, train, tune, egdb build and verify, book build,
perft) cleanly: it says on standard error what it kept, and a second Ctrl-C
ends it at once. Progress goes to standard error, as a bar on a terminal
and as a plain line every few seconds otherwise. kingme completion prints
the shell's completion script, which completes the values of --variant,
--level and the like too.

Exit status: 0 done, 1 failed, 2 bad input (one line on standard error
says what), 130 stopped by Ctrl-C.`,
		Version:       version(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetVersionTemplate("kingme {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return badInput(err) })
	root.AddCommand(newPerftCmd(), newMovesCmd(), newVariantsCmd(), newBestMoveCmd(), newHubCmd(), newMatchCmd(), newTuneCmd(), newSelfPlayCmd(), newRescoreCmd(), newTrainCmd(), newAverageCmd(), newServeCmd(), newPlayCmd(), newEgdbCmd(), newBookCmd(), newDbCmd(), newPDNCmd(), newLoadtestCmd(), newPuzzlesCmd(), newVersionCmd())
	root.SetHelpCommand(newHelpCmd(root))
	registerCompletions(root)
	return root
}

// newHelpCmd replaces cobra's help command, which answers an unknown topic
// with exit status 0, by one that refuses it as bad input.
func newHelpCmd(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		RunE: func(cmd *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || len(rest) > 0 {
				return badInputf("unknown help topic %q: want one of %s", strings.Join(args, " "), commandNames(root))
			}
			return target.Help()
		},
	}
}

// commandNames lists root's subcommands, comma-separated.
func commandNames(root *cobra.Command) string {
	var names []string
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return strings.Join(names, ", ")
}

// variantFlag adds the --variant flag to cmd and returns where it is kept.
func variantFlag(cmd *cobra.Command) *string {
	return cmd.Flags().String("variant", "standard", "the game: "+strings.Join(games.Keys(), ", "))
}

// positionFlags are the flags that choose a position: --variant, --fen and
// --moves.
type positionFlags struct {
	variant, fen, moves *string
}

// addPositionFlags adds --variant, --fen and --moves to cmd.
func addPositionFlags(cmd *cobra.Command, fenHelp string) positionFlags {
	return positionFlags{
		variant: variantFlag(cmd),
		fen:     cmd.Flags().String("fen", "", fenHelp),
		moves:   cmd.Flags().String("moves", "", `moves to play first, in the game's notation, separated by spaces ("11-15 23-19")`),
	}
}

// position resolves the flags: the --fen position (the start position when
// it is empty) after the --moves.
func (f positionFlags) position() (checkers.Variant, checkers.Position, error) {
	g, err := f.game()
	if err != nil {
		return nil, nil, err
	}
	return g.Variant(), g.Position(), nil
}

// game resolves the flags to a game: started from the --fen position (the
// start position when it is empty), with the --moves played.
func (f positionFlags) game() (*checkers.Game, error) {
	entry, err := games.Lookup(*f.variant)
	if err != nil {
		return nil, badInput(err)
	}
	v := entry.Variant
	start := v.Start()
	if *f.fen != "" {
		if start, err = v.ParsePosition(*f.fen); err != nil {
			return nil, badInput(err)
		}
	}
	g := checkers.NewGameFrom(v, start)
	for i, text := range strings.Fields(*f.moves) {
		if err := g.PlayText(text); err != nil {
			return nil, badInputf("--moves, move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// noArgs refuses positional arguments with a clear message.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return badInputf("%s takes no arguments, got %q", cmd.Name(), strings.Join(args, " "))
	}
	return nil
}
