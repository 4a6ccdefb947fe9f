package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"

	"github.com/spf13/cobra"
)

// stoppedError is the error of a long command stopped by Ctrl-C: its
// message says what the command kept, and Main exits with
// ExitInterrupted.
type stoppedError struct{ msg string }

// Error returns "stopped: " and what was kept.
func (e stoppedError) Error() string { return "stopped: " + e.msg }

// stoppedf formats a stoppedError: what was kept and how to go on, such as
// "37 games written to out.pdn; run again with --resume".
func stoppedf(format string, args ...any) error {
	return stoppedError{fmt.Sprintf(format, args...)}
}

// interruptContext returns the context of a long command: cancelled by the
// first Ctrl-C (SIGINT), after which the command stops cleanly, says on
// stderr what it kept and returns a stoppedError. After that first one, a
// second Ctrl-C ends the process at once. Call it before the command writes
// anything, so that whoever waits for its output may interrupt it.
func interruptContext(cmd *cobra.Command) (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}
