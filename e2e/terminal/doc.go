// Package terminal holds KingMe's terminal tests: `go test ./e2e/terminal`
// builds the kingme binary and drives `kingme play` in a pseudo-terminal
// through tmux, typing keys with `tmux send-keys` and reading the screen
// with `tmux capture-pane -p`, as a person at the keyboard would.
//
// In each of the four games the tests play moves by typing them (with Tab
// completion) and by moving the cursor with the arrow keys and Enter, wait
// for the computer's answers in the move list, check that the board shows
// the game's own features (stacks, homes, special squares, the counts in
// the side panel) and write the screen as plain text to
// test-output/terminal/<variant>.txt under the module root. In standard
// checkers they also check an illegal entry, the hint, undo, flipping the
// board, the compact board of a small terminal, saving, quitting, loading
// the saved game back and resigning; that a move typed after a hint or a
// refused entry replaces it, and that the arrow keys step between the dark
// squares. In every game, from either side, the person's pieces are drawn
// at the bottom; --first chooses who moves first in Kings & Flying Kings;
// a Stack'Em game lost by controlling no stack says so. And `kingme play`
// refuses to run when standard input is not a terminal.
//
// Every test starts its own tmux server on a socket in a temporary
// directory (with -f /dev/null, so no tmux configuration is read) and kills
// it when done. The computer plays at the beginner level, so that it
// answers at once.
//
// They need tmux in $PATH. Without it the tests that use it are skipped,
// unless KINGME_TERMINAL_TESTS=require (as .ci/run sets), when they fail.
// To run them:
//
//	go test ./e2e/terminal -count=1 -v
//
// Under the race detector (go test -race ./e2e/terminal, as .ci/run runs
// it) kingme is built with -race too, and a data race it reports, written
// to a file through GORACE=log_path, fails the test whose session ran it.
package terminal
