package cli_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/internal/cli"
)

// syncBuffer is a bytes.Buffer that a child's output is copied to while
// the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// interrupted runs the test binary as kingme with args (see TestMain), in
// dir, waits until under says the command is under way (given its
// stdout and stderr so far), sends it os.Interrupt, as Ctrl-C does, and
// returns its exit status and output.
func interrupted(t *testing.T, dir string, under func(stdout, stderr string) bool, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "KINGME_CLI_MAIN=1")
	var out, errOut syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	deadline := time.After(60 * time.Second)
wait:
	for !under(out.String(), errOut.String()) {
		select {
		case err := <-done:
			t.Fatalf("kingme %s ended (%v) before it was interrupted: stdout %q, stderr %q", strings.Join(args, " "), err, out.String(), errOut.String())
		case <-deadline:
			break wait
		case <-time.After(20 * time.Millisecond):
		}
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("kingme %s: still running a minute after Ctrl-C; stdout %q, stderr %q", strings.Join(args, " "), out.String(), errOut.String())
	}
	return cmd.ProcessState.ExitCode(), out.String(), errOut.String()
}

// printed waits for a text on stdout.
func printed(text string) func(string, string) bool {
	return func(stdout, _ string) bool { return strings.Contains(stdout, text) }
}

// fileHolds waits for a text in a file.
func fileHolds(path, text string) func(string, string) bool {
	return func(string, string) bool {
		data, _ := os.ReadFile(path)
		return strings.Contains(string(data), text)
	}
}

// TestCtrlC interrupts each long command with a signal, as Ctrl-C does:
// each stops cleanly, says on stderr what it kept, and exits with status
// 130.
func TestCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("starts kingme processes")
	}
	dir := t.TempDir()
	// A small data file for train.
	if code, _, errOut := run(t, "", "selfplay", "--games", "20", "--depth", "1", "--out", filepath.Join(dir, "sp.txt")); code != cli.ExitOK {
		t.Fatalf("selfplay for train's data: exit %d, %s", code, errOut)
	}
	tests := []struct {
		name  string
		args  []string
		under func(stdout, stderr string) bool
		want  *regexp.Regexp // stderr's last line
		check func(t *testing.T, stdout, stderr string)
	}{
		{"match", []string{"match", "--a", "depth=1", "--b", "depth=1", "--games", "400", "--pdn", "m.pdn"},
			fileHolds(filepath.Join(dir, "m.pdn"), "[Result"),
			regexp.MustCompile(`^kingme: stopped: (\d+) games? written to m.pdn; run the same command with --resume to play the other \d+$`),
			func(t *testing.T, _, stderr string) {
				m := regexp.MustCompile(`written to m.pdn`).FindStringIndex(stderr)
				n := regexp.MustCompile(`stopped: (\d+) game`).FindStringSubmatch(stderr)
				data, _ := os.ReadFile(filepath.Join(dir, "m.pdn"))
				if got := strings.Count(string(data), "[Result "); m == nil || n == nil || strconv.Itoa(got) != n[1] {
					t.Errorf("m.pdn holds %d games, stderr %q: want the count it says", got, stderr)
				}
			}},
		{"selfplay", []string{"selfplay", "--games", "5000", "--depth", "1", "--out", "sp2.txt"},
			fileHolds(filepath.Join(dir, "sp2.txt"), " 1\n"),
			regexp.MustCompile(`^kingme: stopped: \d+ games? of 5000 kept in sp2.txt; run the same command with --resume to play the rest$`), nil},
		{"train", []string{"train", "--data", "sp.txt", "--out", "w.kmpw", "--epochs", "1000000", "--batch", "16"},
			printed("epoch 1:"),
			regexp.MustCompile(`^kingme: stopped: in epoch \d+ of 1000000; nothing written to w.kmpw \(the weights are written at the end\)$`),
			func(t *testing.T, _, _ string) {
				if _, err := os.Stat(filepath.Join(dir, "w.kmpw")); err == nil {
					t.Errorf("w.kmpw was written: want nothing written")
				}
			}},
		{"tune", []string{"tune", "--iterations", "100000", "--nodes", "300"},
			func(_, stderr string) bool { return strings.Contains(stderr, "iteration 1:") },
			regexp.MustCompile(`^kingme: stopped: the weights after \d+ of 100000 iterations are printed$`),
			func(t *testing.T, stdout, _ string) {
				if !strings.HasPrefix(stdout, "{") || !strings.Contains(stdout, `"Man"`) {
					t.Errorf("stdout %q: want the weights so far", stdout)
				}
			}},
		{"egdb build", []string{"egdb", "build", "--pieces", "5", "--egdb", "egdb"},
			func(string, string) bool {
				files, _ := filepath.Glob(filepath.Join(dir, "egdb", "*.kmeg"))
				return len(files) > 0
			},
			regexp.MustCompile(`^kingme: stopped: \d+ tables? in egdb \(\d+ written now\)(, every position of up to \d pieces)?; run the same command again to go on from them$`),
			func(t *testing.T, _, stderr string) {
				files, _ := filepath.Glob(filepath.Join(dir, "egdb", "*.kmeg"))
				if want := fmt.Sprintf("stopped: %s in egdb", plural(len(files), "table")); !strings.Contains(stderr, want) {
					t.Errorf("stderr %q: want %q, the tables in the folder", stderr, want)
				}
			}},
		{"book build", []string{"book", "build", "--out", "b.book.gz", "--depth", "30", "--workers", "1"},
			printed("building the opening book"),
			regexp.MustCompile(`^kingme: stopped: \d+ positions? searched in \d+ s are lost: the book is written whole at the end, and nothing was written to b.book.gz$`),
			func(t *testing.T, _, _ string) {
				if _, err := os.Stat(filepath.Join(dir, "b.book.gz")); err == nil {
					t.Errorf("b.book.gz was written: want nothing written")
				}
			}},
		{"puzzles build", []string{"puzzles", "build", "--variant", "standard", "--from", matchGames(t, "standard"), "--out", "p.jsonl"},
			fileHolds(filepath.Join(dir, "p.jsonl"), "}\n"),
			regexp.MustCompile(`^kingme: stopped: \d+ puzzles from \d+ Standard checkers games written to p.jsonl$`),
			func(t *testing.T, _, stderr string) {
				data, _ := os.ReadFile(filepath.Join(dir, "p.jsonl"))
				n := regexp.MustCompile(`stopped: (\d+) puzzles`).FindStringSubmatch(stderr)
				if got := strings.Count(string(data), "\n"); n == nil || strconv.Itoa(got) != n[1] {
					t.Errorf("p.jsonl holds %d puzzles, stderr %q: want the count it says", got, stderr)
				}
			}},
		{"perft", []string{"perft", "--depth", "30"},
			printed("perft(1) = 7"),
			regexp.MustCompile(`^kingme: stopped: perft\(1\) to perft\(\d+\) printed; perft\(\d+\) not finished$`), nil},
		{"perft --divide", []string{"perft", "--depth", "13", "--divide"},
			func(stdout, _ string) bool { return regexp.MustCompile(`(?m)^\d+-\d+: \d+$`).MatchString(stdout) },
			regexp.MustCompile(`^kingme: stopped: the counts below \d of 7 moves printed, no total$`), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := interrupted(t, dir, tt.under, tt.args...)
			last := stderr
			if l := strings.Split(strings.TrimSpace(stderr), "\n"); len(l) > 0 {
				last = l[len(l)-1]
			}
			if code != cli.ExitInterrupted || !tt.want.MatchString(last) {
				t.Errorf("kingme %s, Ctrl-C: got exit %d, stderr ending %q; want %d and %s", strings.Join(tt.args, " "), code, last, cli.ExitInterrupted, tt.want)
			}
			if tt.check != nil {
				tt.check(t, stdout, stderr)
			}
			t.Logf("kingme %s, Ctrl-C: exit %d, stderr ending %q", strings.Join(tt.args, " "), code, last)
		})
	}
}

// plural writes n things: "1 table", "2 tables".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
