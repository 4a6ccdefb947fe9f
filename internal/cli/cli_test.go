package cli_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/internal/cli"
)

// run calls cli.Main with args and stdin and returns the exit status and
// what was written to stdout and stderr.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = cli.Main(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// lines splits output into lines, without the final newline.
func lines(t *testing.T, s string) []string {
	t.Helper()
	if s == "" {
		return nil
	}
	if !strings.HasSuffix(s, "\n") {
		t.Errorf("output %q does not end with a newline", s)
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

var perftLine = regexp.MustCompile(`^perft\((\d+)\) = (\d+)  \(\d+\.\d\d s, \d+\.\d M/s\)$`)

// parsePerftLine returns the depth and count of a perft line.
func parsePerftLine(t *testing.T, line string) (depth int, count uint64) {
	t.Helper()
	m := perftLine.FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("line %q does not match %s", line, perftLine)
	}
	depth, _ = strconv.Atoi(m[1])
	count, _ = strconv.ParseUint(m[2], 10, 64)
	return depth, count
}

func mustPosition(t *testing.T, fen string) checkers.Position {
	t.Helper()
	p, err := standard.Variant{}.ParsePosition(fen)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", fen, err)
	}
	return p
}

func legalTexts(p checkers.Position) []string {
	var out []string
	for _, m := range p.Legal() {
		out = append(out, m.String())
	}
	return out
}

const startFEN = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

func TestPerft(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []uint64
	}{
		{"start, standard", []string{"perft", "--variant", "standard", "--depth", "5"}, []uint64{7, 49, 302, 1469, 7361}},
		{"start, default variant", []string{"perft", "--depth", "3"}, []uint64{7, 49, 302}},
		{"start by FEN", []string{"perft", "--depth", "2", "--fen", startFEN}, []uint64{7, 49}},
		{"depth 1", []string{"perft", "--depth=1"}, []uint64{7}},
		{"a position with jumps", []string{"perft", "--depth", "3", "--fen", "B:W6,7,14,15,22,23,K27:B1,K10,19,K28"}, []uint64{3, 13, 32}},
		{"Red to move", []string{"perft", "--fen", "W:W21,22,K30:B1,9,K14", "--depth", "3"}, []uint64{5, 19, 68}},
		{"no move: the game is over", []string{"perft", "--depth", "2", "--fen", "W:W29:B22,25"}, []uint64{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "", tt.args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
			}
			got := lines(t, stdout)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d lines %q, want %d", len(got), stdout, len(tt.want))
			}
			for i, line := range got {
				depth, count := parsePerftLine(t, line)
				if depth != i+1 {
					t.Errorf("line %d: depth %d, want %d", i+1, depth, i+1)
				}
				if count != tt.want[i] {
					t.Errorf("line %d: perft(%d) = %d, want %d", i+1, depth, count, tt.want[i])
				}
			}
		})
	}
}

// The command prints what checkers.Perft counts, depth by depth.
func TestPerftAgreesWithLibrary(t *testing.T) {
	for _, fen := range []string{"B:W6,7,14,15,22,23,K27:B1,K10,19,K28", "W:W21,22,K30:B1,9,K14", "W:W29:B22,25", "B:W18:B1,14"} {
		t.Run(fen, func(t *testing.T) {
			code, stdout, stderr := run(t, "", "perft", "--depth", "4", "--fen", fen)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
			}
			pos := mustPosition(t, fen)
			for i, line := range lines(t, stdout) {
				depth, count := parsePerftLine(t, line)
				if want := checkers.Perft(pos, i+1); depth != i+1 || count != want {
					t.Errorf("line %q: want perft(%d) = %d", line, i+1, want)
				}
			}
		})
	}
}

func TestPerftDivide(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		depth int
		want  map[string]uint64 // nil: check against checkers.Divide only
		total uint64
	}{
		{"Black to move", "B:W22,26,27,K30:B1,5,6,K13", 3, map[string]uint64{"5-9": 21, "6-9": 16, "6-10": 31, "13-9": 18, "13-17": 3}, 89},
		{"Red to move", "W:W21,22,K30:B1,9,K14", 3, map[string]uint64{"21-17": 4, "22-17": 11, "22-18": 3, "30-25": 23, "30-26": 27}, 68},
		{"jumps", "B:W6,7,14,15,22,23,K27:B1,K10,19,K28", 3, map[string]uint64{"10x3": 2, "10x17x26": 1, "19x26": 29}, 32},
		{"a forced jump that ends the game", "B:W18:B1,14", 3, map[string]uint64{"14x23": 0}, 0},
		{"start", startFEN, 4, nil, 1469},
		{"depth 1", startFEN, 1, nil, 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "", "perft", "--depth", strconv.Itoa(tt.depth), "--fen", tt.fen, "--divide")
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
			}
			got := lines(t, stdout)
			pos := mustPosition(t, tt.fen)
			legal := legalTexts(pos)
			if len(got) != len(legal)+1 {
				t.Fatalf("got %d lines %q, want one per legal move (%d) and the total", len(got), stdout, len(legal))
			}
			entry := regexp.MustCompile(`^(\S+): (\d+)$`)
			var sum uint64
			for i, line := range got[:len(got)-1] {
				m := entry.FindStringSubmatch(line)
				if m == nil {
					t.Errorf("line %q does not match %s", line, entry)
					continue
				}
				count, _ := strconv.ParseUint(m[2], 10, 64)
				sum += count
				if m[1] != legal[i] {
					t.Errorf("line %d: move %s, want the legal move %s", i+1, m[1], legal[i])
				}
				if tt.want != nil {
					if want, ok := tt.want[m[1]]; !ok || count != want {
						t.Errorf("line %q: want %s: %d", line, m[1], want)
					}
				}
			}
			depth, total := parsePerftLine(t, got[len(got)-1])
			if depth != tt.depth || total != tt.total {
				t.Errorf("total line %q: want perft(%d) = %d", got[len(got)-1], tt.depth, tt.total)
			}
			if sum != total {
				t.Errorf("the moves' counts sum to %d, want the total %d", sum, total)
			}
			if want := checkers.Perft(pos, tt.depth); total != want {
				t.Errorf("total %d, want checkers.Perft = %d", total, want)
			}
		})
	}
}

func TestMovesFEN(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want []string
	}{
		{"start", startFEN, []string{"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"}},
		{"a forced jump", "B:W18:B1,14", []string{"14x23"}},
		{"a multi-jump", "B:W15,23:B10", []string{"10x19x26"}},
		{"a king's jumps", "B:W6,7,14,15,22,23,K27:B1,K10,19,K28", []string{"10x3", "10x17x26", "19x26"}},
		{"Red to move", "W:W21,22,K30:B1,9,K14", []string{"21-17", "22-17", "22-18", "30-25", "30-26"}},
		{"no move", "W:W29:B22,25", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "", "moves", "--variant", "standard", "--fen", tt.fen)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
			}
			if got := lines(t, stdout); strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got lines %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMovesStdin(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		want  string
	}{
		{"several positions",
			"B:W18:B1,14\n" + startFEN + "\nW:W21,22,K30:B1,9,K14\n",
			"14x23\n9-13 9-14 10-14 10-15 11-15 11-16 12-16\n21-17 22-17 22-18 30-25 30-26\n"},
		{"a position with no move gives an empty line",
			"B:W18:B1,14\nW:W29:B22,25\nB:W15,23:B10\n",
			"14x23\n\n10x19x26\n"},
		{"blank lines are skipped",
			"\nB:W18:B1,14\n\n   \n\t\nB:W15,23:B10\n\n",
			"14x23\n10x19x26\n"},
		{"no final newline", "B:W18:B1,14", "14x23\n"},
		{"spaces around a position", "  B:W18:B1,14  \r\n", "14x23\n"},
		{"empty input", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.stdin, "moves")
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
			}
			if stdout != tt.want {
				t.Errorf("stdout = %q, want %q", stdout, tt.want)
			}
		})
	}
}

func TestVariants(t *testing.T) {
	code, stdout, stderr := run(t, "", "variants")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, stderr)
	}
	found := false
	for _, line := range lines(t, stdout) {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "standard" {
			found = true
			if !strings.Contains(line, standard.Variant{}.Name()) {
				t.Errorf("line %q does not name the game %q", line, standard.Variant{}.Name())
			}
		}
	}
	if !found {
		t.Errorf("stdout %q has no line for standard", stdout)
	}
}

// Bad input exits 2 with one line on stderr, "kingme: ..." and no panic.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		stdin      string
		wantIn     string // a part of the message
		wantStdout string
	}{
		{"unknown variant for perft", []string{"perft", "--variant", "nosuch", "--depth", "1"}, "", `"nosuch"`, ""},
		{"unknown variant for moves", []string{"moves", "--variant", "nosuch", "--fen", "B:W18:B1,14"}, "", `"nosuch"`, ""},
		{"unknown variant for moves from stdin", []string{"moves", "--variant", "nosuch"}, "B:W18:B1,14\n", `"nosuch"`, ""},
		{"malformed FEN for moves", []string{"moves", "--fen", "X:W1:B2"}, "", "X:W1:B2", ""},
		{"malformed FEN for perft", []string{"perft", "--depth", "2", "--fen", "B:W33:B1"}, "", "B:W33:B1", ""},
		{"a FEN with a square twice", []string{"moves", "--fen", "B:W1:B1"}, "", "twice", ""},
		{"malformed FEN on stdin", []string{"moves"}, "B:W18:B1,14\nnot a fen\nB:W15,23:B10\n", "line 2", "14x23\n"},
		{"malformed FEN on stdin after blank lines", []string{"moves"}, "\n\nB:W18:B1,14\n\nB:W13:B13\n", "line 5", "14x23\n"},
		{"depth 0", []string{"perft", "--depth", "0"}, "", "--depth", ""},
		{"no depth", []string{"perft"}, "", "--depth", ""},
		{"negative depth", []string{"perft", "--depth", "-3"}, "", "--depth", ""},
		{"depth too deep", []string{"perft", "--depth", "41"}, "", "--depth", ""},
		{"depth not a number", []string{"perft", "--depth", "x"}, "", "--depth", ""},
		{"flag without its value", []string{"moves", "--fen"}, "", "--fen", ""},
		{"unknown command", []string{"nosuch"}, "", "nosuch", ""},
		{"unknown flag", []string{"perft", "--nosuch", "--depth", "1"}, "", "--nosuch", ""},
		{"unknown shorthand flag", []string{"moves", "-z"}, "", "z", ""},
		{"extra argument to perft", []string{"perft", "--depth", "1", "extra"}, "", "extra", ""},
		{"extra argument to moves", []string{"moves", "--fen", "B:W18:B1,14", "extra"}, "", "extra", ""},
		{"extra argument to variants", []string{"variants", "extra"}, "", "extra", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.stdin, tt.args...)
			if code != cli.ExitUsage {
				t.Errorf("exit status %d, want %d", code, cli.ExitUsage)
			}
			if stdout != tt.wantStdout {
				t.Errorf("stdout = %q, want %q", stdout, tt.wantStdout)
			}
			if n := strings.Count(stderr, "\n"); n != 1 || !strings.HasSuffix(stderr, "\n") {
				t.Errorf("stderr %q has %d lines, want exactly one", stderr, n)
			}
			if !strings.HasPrefix(stderr, "kingme: ") {
				t.Errorf("stderr %q does not start with %q", stderr, "kingme: ")
			}
			if !strings.Contains(stderr, tt.wantIn) {
				t.Errorf("stderr %q does not mention %q", stderr, tt.wantIn)
			}
			for _, bad := range []string{"panic", "goroutine ", ".go:", "runtime."} {
				if strings.Contains(stderr, bad) {
					t.Errorf("stderr %q looks like a Go panic or stack trace (%q)", stderr, bad)
				}
			}
		})
	}
}

func TestExitStatusConstants(t *testing.T) {
	got := fmt.Sprint(cli.ExitOK, cli.ExitError, cli.ExitUsage)
	if want := "0 1 2"; got != want {
		t.Errorf("ExitOK, ExitError, ExitUsage = %s, want %s", got, want)
	}
}
