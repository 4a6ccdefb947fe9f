package cli_test

import (
	"strings"
	"testing"
)

// TestStackEmCommands runs perft, moves and variants with --variant stackem.
func TestStackEmCommands(t *testing.T) {
	code, out, errOut := run(t, "", "perft", "--variant", "stackem", "--depth", "5")
	if code != 0 || errOut != "" {
		t.Fatalf("perft: exit %d, stderr %q", code, errOut)
	}
	want := []uint64{7, 49, 302, 1469, 7491}
	for i, line := range lines(t, out) {
		if d, n := parsePerftLine(t, line); d != i+1 || n != want[i] {
			t.Errorf("line %d: perft(%d) = %d, want perft(%d) = %d", i+1, d, n, i+1, want[i])
		}
	}

	code, out, _ = run(t, "", "moves", "--variant", "stackem", "--fen", "R 14:r 18:bbB 22:b")
	if code != 0 || out != "14x23x14x23\n" {
		t.Errorf("moves --fen: exit %d, out %q; want 14x23x14x23", code, out)
	}

	stdin := "R 14:r 18:bbB 22:b\n\nB 1:b 32:r\nR 1:r 32:b\n"
	code, out, _ = run(t, stdin, "moves", "--variant", "stackem")
	if got, want := lines(t, out), []string{"14x23x14x23", "", "1-5 1-6"}; code != 0 || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("moves from stdin: exit %d, lines %q; want %q", code, got, want)
	}

	code, out, _ = run(t, "", "variants")
	if code != 0 || !strings.Contains(out, "stackem") {
		t.Errorf("variants: exit %d, out %q; want stackem listed", code, out)
	}
}

func TestStackEmBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"moves", "--variant", "stackem", "--fen", "R 1:Rr"}, "only the top can be a king"},
		{[]string{"perft", "--variant", "stackem", "--depth", "2", "--fen", "X"}, `side to move "X"`},
		{[]string{"moves", "--variant", "stackem", "--moves", "9-14 22-17 14-17"}, "illegal move 14-17"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, out, errOut := run(t, "", c.args...)
			if code != 2 || out != "" {
				t.Errorf("exit %d, stdout %q; want 2 and nothing", code, out)
			}
			if !strings.HasPrefix(errOut, "kingme: ") || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("stderr = %q, want one kingme: line containing %q", errOut, c.want)
			}
		})
	}
}
