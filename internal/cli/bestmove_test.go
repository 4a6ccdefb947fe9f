package cli_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kingme/kingme/internal/cli"
)

func TestBestMove(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // substrings of the output
	}{
		// "Two-fisted checkers", found at depth 24 (standard checkers'
		// search truncates: see engine.Options.Truncate).
		{"a shot at fixed depth, one thread", []string{"bestmove", "--fen", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "--depth", "24", "--threads", "1"},
			[]string{"bestmove 2-7\n", "score win in 8", "pv 2-7 11x2 15-11"}},
		{"after moves, by time", []string{"bestmove", "--moves", "11-15 23-19 8-11", "--movetime", "100ms"},
			[]string{"bestmove ", "depth ", "nodes "}},
		{"a level", []string{"bestmove", "--level", "casual"}, []string{"bestmove "}},
		{"another game", []string{"bestmove", "--variant", "stackem", "--depth", "3"}, []string{"bestmove "}},
		// With two threads, the depth at which the win shows depends on
		// their timing: a margin over the one thread's 24.
		{"two threads", []string{"bestmove", "--fen", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "--depth", "26", "--threads", "2"},
			[]string{"bestmove 2-7\n", "score win in 8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tt.args...)
			if code != cli.ExitOK {
				t.Fatalf("kingme %s: exit %d, stderr %q", strings.Join(tt.args, " "), code, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("kingme %s printed %q, want it to contain %q", strings.Join(tt.args, " "), out, w)
				}
			}
		})
	}
}

// TestBestMoveJSON reads the --json output of a search that finds a win
// at depth 24, just inside its horizon (with truncation, standard
// checkers' default; without it the learned evaluation finds it at 16, the
// hand-set one at 14): with one thread, since the win at that depth hangs
// on the exact tree searched, which with more threads depends on their
// timing.
func TestBestMoveJSON(t *testing.T) {
	code, out, errOut := run(t, "", "bestmove", "--fen", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "--depth", "24", "--threads", "1", "--json")
	if code != cli.ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got struct {
		Move  string   `json:"move"`
		Score int      `json:"score"`
		WinIn int      `json:"win_in"`
		Depth int      `json:"depth"`
		Nodes uint64   `json:"nodes"`
		PV    []string `json:"pv"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output %q is not one JSON object: %v", out, err)
	}
	if got.Move != "2-7" || got.WinIn <= 0 || got.Depth != 24 || got.Nodes == 0 || len(got.PV) == 0 || got.PV[0] != "2-7" {
		t.Errorf("bestmove --json = %+v, want move 2-7, a win, depth 24, nodes and a PV from 2-7", got)
	}
}

func TestBestMoveErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no limit", []string{"bestmove"}, "needs a limit"},
		{"bad level", []string{"bestmove", "--level", "wizard"}, `no level "wizard"`},
		{"bad fen", []string{"bestmove", "--fen", "X:W1", "--depth", "2"}, "kingme: "},
		{"illegal move", []string{"bestmove", "--moves", "11-16 9-14", "--depth", "2"}, "move 2"},
		{"game over", []string{"bestmove", "--fen", "W:W:B1", "--depth", "2"}, "game is over"},
		{"negative depth", []string{"bestmove", "--depth", "-1"}, "must be positive"},
		{"no thread", []string{"bestmove", "--depth", "2", "--threads", "0"}, "must be positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(t, "", tt.args...)
			if code != cli.ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("kingme %s: exit %d, stderr %q; want exit %d and %q", strings.Join(tt.args, " "), code, errOut, cli.ExitUsage, tt.want)
			}
		})
	}
}
