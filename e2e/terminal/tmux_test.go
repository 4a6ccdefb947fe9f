package terminal

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// requireEnv names the environment variable that turns a missing tmux into
// a failure instead of a skip.
const requireEnv = "KINGME_TERMINAL_TESTS"

// waitTimeout bounds every wait for the screen to show something. The
// computer plays at the beginner level and answers in a fraction of a
// second; a hint takes a second.
const waitTimeout = 15 * time.Second

// pollInterval is how often a wait captures the screen.
const pollInterval = 40 * time.Millisecond

// The kingme binary, built once for the whole package.
var (
	buildOnce sync.Once
	binary    string
	buildErr  error
	buildDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// moduleRoot returns the directory of go.mod, found by walking up from the
// working directory (go test runs a package's tests in its directory).
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// kingme returns the path of the kingme binary, building it from
// ./cmd/kingme on first use; with -race when the tests run under the race
// detector, so that the real program's goroutines (Bubble Tea's input and
// renderer, the computer's searches) are checked as a person drives them.
func kingme(t *testing.T) string {
	t.Helper()
	root := moduleRoot(t)
	buildOnce.Do(func() {
		if buildDir, buildErr = os.MkdirTemp("", "kingme-terminal-"); buildErr != nil {
			return
		}
		binary = filepath.Join(buildDir, "kingme")
		args := []string{"build", "-o", binary}
		if raceEnabled {
			args = append(args, "-race")
		}
		cmd := exec.Command("go", append(args, "./cmd/kingme")...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go %s: %v\n%s", strings.Join(cmd.Args[1:], " "), err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

// needTmux returns the path of tmux. When it is missing the test is
// skipped, or fails when requireEnv is "require".
func needTmux(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("tmux")
	if err == nil {
		return path
	}
	const help = "install it with `sudo apt-get install tmux`, then run `go test ./e2e/terminal`"
	if os.Getenv(requireEnv) == "require" {
		t.Fatalf("terminal tests required (%s=require) but there is no tmux in $PATH; %s", requireEnv, help)
	}
	t.Skipf("skipping the terminal tests: no tmux in $PATH; %s (set %s=require to make this a failure)", help, requireEnv)
	return ""
}

// tmuxServer is a tmux server of the test's own, on a socket in a
// temporary directory.
type tmuxServer struct {
	t      *testing.T
	tmux   string
	socket string
	env    []string
}

// startTmux starts a tmux server that reads no configuration and shows no
// status line, so that a session's pane is its whole window. It is killed
// when the test ends.
func startTmux(t *testing.T) *tmuxServer {
	t.Helper()
	path := needTmux(t)
	// A short directory of its own: a socket's path is limited to about
	// 100 bytes, and t.TempDir's names can be long.
	dir, err := os.MkdirTemp("", "kmtmux")
	if err != nil {
		t.Fatal(err)
	}
	s := &tmuxServer{t: t, tmux: path, socket: filepath.Join(dir, "sock")}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TMUX=") && !strings.HasPrefix(kv, "TMUX_PANE=") && !strings.HasPrefix(kv, "GORACE=") {
			s.env = append(s.env, kv)
		}
	}
	// A race-built kingme writes each race it finds to race.<pid> here
	// (its screen is not the place for it).
	raceLog := filepath.Join(dir, "race")
	if raceEnabled {
		s.env = append(s.env, "GORACE=log_path="+raceLog)
	}
	t.Cleanup(func() {
		s.run("kill-server") // the sessions' programs get SIGHUP
		if raceEnabled {
			checkRaceLogs(t, raceLog)
		}
		os.RemoveAll(dir)
	})
	// An idle session keeps the server up while the games come and go.
	if _, err := s.run("-f", "/dev/null", "new-session", "-d", "-s", "idle", "-x", "80", "-y", "24", "sleep", "3600",
		";", "set-option", "-g", "status", "off"); err != nil {
		t.Fatalf("starting tmux: %v", err)
	}
	return s
}

// checkRaceLogs fails the test with each race a race-built kingme wrote to
// a file prefix.<pid>. The programs were sent SIGHUP: it waits a little for
// them to finish writing.
func checkRaceLogs(t *testing.T, prefix string) {
	t.Helper()
	time.Sleep(500 * time.Millisecond)
	logs, err := filepath.Glob(prefix + ".*")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range logs {
		report, err := os.ReadFile(name)
		if err != nil {
			t.Error(err)
			continue
		}
		t.Errorf("kingme (pid %s) found a data race:\n%s", strings.TrimPrefix(filepath.Ext(name), "."), report)
	}
}

// run runs a tmux command on the server and returns its output.
func (s *tmuxServer) run(args ...string) (string, error) {
	cmd := exec.Command(s.tmux, append([]string{"-S", s.socket}, args...)...)
	cmd.Env = s.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("tmux %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return string(out), nil
}

// exitMark is printed in a session's pane when kingme has exited, followed
// by its exit status and "]".
const exitMark = "[kingme exited with status "

// session is a tmux session running kingme in an 80×24 window.
type session struct {
	t    *testing.T
	srv  *tmuxServer
	name string
	// variant and fen are the game's variant key and start position (""
	// for the variant's start), for working out the legal moves.
	variant, fen string
	// flipped is whether the board is drawn turned round (a1 at the top
	// right), which turns the arrow keys round.
	flipped bool
}

// start starts `kingme args…` in a new session named name, in directory
// dir. When kingme exits the pane shows exitMark with its status and stays
// open.
func (s *tmuxServer) start(name, dir string, args ...string) *session {
	s.t.Helper()
	cmd := []string{"new-session", "-d", "-s", name, "-x", "80", "-y", "24", "-c", dir,
		"sh", "-c", `"$@"; echo "` + exitMark + `$?]"; exec sleep 3600`, "sh", kingme(s.t)}
	if _, err := s.run(append(cmd, args...)...); err != nil {
		s.t.Fatal(err)
	}
	return &session{t: s.t, srv: s, name: name}
}

// keys sends tmux key names ("Enter", "Tab", "Up", "q" …) to the session.
func (s *session) keys(keys ...string) {
	s.t.Helper()
	if _, err := s.srv.run(append([]string{"send-keys", "-t", s.name}, keys...)...); err != nil {
		s.t.Fatal(err)
	}
}

// text types text literally.
func (s *session) text(text string) {
	s.t.Helper()
	if _, err := s.srv.run("send-keys", "-t", s.name, "-l", text); err != nil {
		s.t.Fatal(err)
	}
}

// resize sets the session's window size.
func (s *session) resize(width, height int) {
	s.t.Helper()
	if _, err := s.srv.run("resize-window", "-t", s.name, "-x", fmt.Sprint(width), "-y", fmt.Sprint(height)); err != nil {
		s.t.Fatal(err)
	}
}

// screen returns the session's screen as plain text, one line per row
// with trailing spaces cut.
func (s *session) screen() string {
	s.t.Helper()
	out, err := s.srv.run("capture-pane", "-p", "-t", s.name)
	if err != nil {
		s.t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// waitFor waits until the screen shows text and returns the screen; it
// fails the test with the last screen after timeout.
func (s *session) waitFor(text string, timeout time.Duration) string {
	s.t.Helper()
	return s.waitUntil(fmt.Sprintf("%q", text), timeout, func(screen string) bool {
		return strings.Contains(screen, text)
	})
}

// waitUntil waits until ok holds for the screen and returns the screen; it
// fails the test with the last screen after timeout, saying it waited for
// what. The screen must be the same twice in a row, so that a capture
// taken while the program was drawing is not taken for a whole screen.
func (s *session) waitUntil(what string, timeout time.Duration, ok func(screen string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		screen := s.screen()
		if ok(screen) && s.screen() == screen {
			return screen
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out after %v waiting for %s; the screen:\n%s", timeout, what, screen)
		}
		time.Sleep(pollInterval)
	}
}
