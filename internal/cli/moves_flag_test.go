package cli_test

import (
	"strings"
	"testing"
)

// TestMovesFlagPlaysMovesFirst checks that --moves is played from the --fen
// (or start) position before the command looks at it.
func TestMovesFlagPlaysMovesFirst(t *testing.T) {
	code, out, errOut := run(t, "", "moves", "--moves", "11-15 23-19 8-11 22-17")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := legalTexts(mustPosition(t, "B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15"))
	if got := lines(t, out); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("moves = %v, want %v", got, want)
	}
	code, out, _ = run(t, "", "perft", "--depth", "1", "--fen", "B:W14,23:B9", "--moves", "9x27")
	if code != 0 {
		t.Fatalf("perft exit %d", code)
	}
	if _, n := parsePerftLine(t, lines(t, out)[0]); n != 0 {
		t.Errorf("perft(1) after the last capture = %d, want 0", n)
	}
}

func TestMovesFlagRefusesIllegalMove(t *testing.T) {
	for _, args := range [][]string{
		{"moves", "--moves", "11-15 24-18"},
		{"perft", "--depth", "2", "--moves", "11-15 24-18"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, errOut := run(t, "", args...)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if out != "" {
				t.Errorf("stdout = %q, want nothing", out)
			}
			want := "kingme: --moves, move 2: illegal move 24-18: "
			if !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("stderr = %q, want one line starting %q", errOut, want)
			}
		})
	}
}
