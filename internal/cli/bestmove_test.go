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
		// Two kings against one, a win in 10 moves at depth 22 (standard
		// checkers' default search truncates and extends singular moves,
		// with which "two-fisted checkers" is no longer found by depth 28:
		// docs/engine.md).
		{"a win at fixed depth, one thread", []string{"bestmove", "--fen", "W:WK14,K19:BK28", "--depth", "22", "--threads", "1"},
			[]string{"bestmove 14-18\n", "score win in 10", "pv 14-18 28-32 18-23"}},
		{"after moves, by time", []string{"bestmove", "--moves", "11-15 23-19 8-11", "--movetime", "100ms"},
			[]string{"bestmove ", "depth ", "nodes "}},
		{"a level", []string{"bestmove", "--level", "casual"}, []string{"bestmove "}},
		{"another game", []string{"bestmove", "--variant", "stackem", "--depth", "3"}, []string{"bestmove "}},
		// With two threads, the depth at which the win shows depends on
		// their timing: a margin over the one thread's 22.
		{"two threads", []string{"bestmove", "--fen", "W:WK14,K19:BK28", "--depth", "26", "--threads", "2"},
			[]string{"bestmove ", "score win in "}},
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
// at depth 22 (two kings against one; at depth 16 it is not yet in
// sight): with one thread, since the win at that depth hangs on the exact
// tree searched, which with more threads depends on their timing.
func TestBestMoveJSON(t *testing.T) {
	code, out, errOut := run(t, "", "bestmove", "--fen", "W:WK14,K19:BK28", "--depth", "22", "--threads", "1", "--json")
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
	if got.Move != "14-18" || got.WinIn <= 0 || got.Depth != 22 || got.Nodes == 0 || len(got.PV) == 0 || got.PV[0] != "14-18" {
		t.Errorf("bestmove --json = %+v, want move 14-18, a win, depth 22, nodes and a PV from 14-18", got)
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
