package cli_test

import (
	"strings"
	"testing"
)

// TestFlyingKingsCommands runs perft, moves and variants with --variant
// flying-kings.
func TestFlyingKingsCommands(t *testing.T) {
	code, out, errOut := run(t, "", "perft", "--variant", "flying-kings", "--depth", "6")
	if code != 0 || errOut != "" {
		t.Fatalf("perft: exit %d, stderr %q", code, errOut)
	}
	want := []uint64{7, 49, 302, 1469, 7361, 36594}
	for i, line := range lines(t, out) {
		if d, n := parsePerftLine(t, line); d != i+1 || n != want[i] {
			t.Errorf("line %d: perft(%d) = %d, want perft(%d) = %d", i+1, d, n, i+1, want[i])
		}
	}
	code, out, _ = run(t, "", "moves", "--variant", "flying-kings", "--fen", "R:RP18,K29,K31:BK2,K3,G14")
	if code != 0 || out != "18x9+30\n18x9+32\n" {
		t.Errorf("moves --fen: exit %d, out %q; want the two spawn choices", code, out)
	}
	stdin := "R:RP28,F29,K31:BK2,G10,G22\nB:RK30,K31,K32:BG28\nR:RK17,K30,K31:BG9,K2,K3\n"
	code, out, _ = run(t, stdin, "moves", "--variant", "flying-kings")
	if got, want := lines(t, out), []string{"29x15x1 29x15x6", "", "17x9"}; code != 0 || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("moves from stdin: exit %d, lines %q; want %q", code, got, want)
	}
	code, out, _ = run(t, "", "moves", "--variant", "flying-kings", "--moves", "9-13 22-17 13x22")
	if code != 0 || out != "25x18\n26x17\n" {
		t.Errorf("moves --moves: exit %d, out %q; want Red's two takes", code, out)
	}
	code, out, _ = run(t, "", "variants")
	if code != 0 || !strings.Contains(out, "flying-kings") {
		t.Errorf("variants: exit %d, out %q; want flying-kings listed", code, out)
	}
}

func TestFlyingKingsBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"moves", "--variant", "flying-kings", "--fen", "B:RG21-25:BK2"}, "Red has 5 Guards"},
		{[]string{"perft", "--variant", "flying-kings", "--depth", "2", "--fen", "X:R:B"}, `the player to move "X"`},
		{[]string{"moves", "--variant", "flying-kings", "--moves", "9-13 22-17 12-16"}, "illegal move 12-16: a take is compulsory"},
		{[]string{"moves", "--variant", "flying-kings", "--fen", "R:RP18,K29,K31:BK2,K3,G14", "--moves", "18x9"}, "write where, one of 18x9+30, 18x9+32"},
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
