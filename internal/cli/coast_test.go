package cli_test

import (
	"strings"
	"testing"
)

// TestCoastCommands runs perft, moves and variants with --variant
// coast-to-coast.
func TestCoastCommands(t *testing.T) {
	code, out, errOut := run(t, "", "perft", "--variant", "coast-to-coast", "--depth", "3")
	if code != 0 || errOut != "" {
		t.Fatalf("perft: exit %d, stderr %q", code, errOut)
	}
	want := []uint64{32, 1034, 41262}
	for i, line := range lines(t, out) {
		if d, n := parsePerftLine(t, line); d != i+1 || n != want[i] {
			t.Errorf("line %d: perft(%d) = %d, want perft(%d) = %d", i+1, d, n, i+1, want[i])
		}
	}
	code, out, _ = run(t, "", "moves", "--variant", "coast-to-coast", "--fen", "R:Ra8/0:Bb8,b7,c8,c6/0")
	if code != 0 || out != "pass\n" {
		t.Errorf("moves --fen: exit %d, out %q; want pass", code, out)
	}
	stdin := "R:Ra8/0:Bb8,b7,c8,c6/0\nR:R/12:B/0\nR:RKb2/11:Bh1/0\n"
	code, out, _ = run(t, stdin, "moves", "--variant", "coast-to-coast")
	if got, want := lines(t, out), []string{"pass", "", "b2-a1 b2-b1 b2-c1 b2-a2 b2-c2 b2-a3 b2-b3 b2-c3"}; code != 0 || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("moves from stdin: exit %d, lines %q; want %q", code, got, want)
	}
	code, out, _ = run(t, "", "variants")
	if code != 0 || !strings.Contains(out, "coast-to-coast") {
		t.Errorf("variants: exit %d, out %q; want coast-to-coast listed", code, out)
	}
}

func TestCoastBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"moves", "--variant", "coast-to-coast", "--fen", "B:Ra1"}, "a home is empty"},
		{[]string{"perft", "--variant", "coast-to-coast", "--depth", "2", "--fen", "X"}, `side to move "X"`},
		{[]string{"moves", "--variant", "coast-to-coast", "--moves", "g5-f4 a2-a1"}, "illegal move a2-a1"},
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
