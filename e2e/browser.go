package e2e

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

// browserTimeout bounds one suite's node run, so a stuck browser cannot
// hang go test: under go test's own ten minutes a package, so that a slow
// run fails with this message rather than a panic.
const browserTimeout = 9 * time.Minute

// A Suite is a group of the node:test files of e2e/browser, run one after
// another in Chromium against one app served for them. The files are
// split into suites, each run by a package of its own, so that go test
// runs them side by side and each stays well within its time limit.
type Suite struct {
	// Name is the suite's package, under e2e, and its directory of
	// screenshots and metrics, under test-output/browser.
	Name string
	// Files are its test files' names without ".test.mjs".
	Files []string
	// Metrics are the figures its files must record in metrics.json.
	Metrics []string
}

// Comforts is the suite of the comforts of play: premoves, move
// confirmation, the move box, coordinates and the tab title, then tall
// stacks and a reload and a server restart in the middle of a game
// (package e2e/comforts).
var Comforts = Suite{
	Name:  "comforts",
	Files: []string{"comforts", "restart", "stacks"},
}

// Friends is the suite of games between friends: through the friend link
// with a spectator, chat, a friend who leaves, take-backs and moves of many
// clicks on special squares (package e2e/friends).
var Friends = Suite{
	Name:    "friends",
	Files:   []string{"chat", "friend", "leave", "special", "takeback"},
	Metrics: []string{"moveToOpponentMs", "moveToOpponentMedianMs"},
}

// Games is the suite of games against the computer, in each game and to
// every ending, and of the puzzles (package e2e/games).
var Games = Suite{
	Name:  "games",
	Files: []string{"computer", "endings", "puzzles"},
}

// Lobby is the suite of strangers: the lobby, challenges, rated games to
// the end, and playing on from a replay (package e2e/lobby).
var Lobby = Suite{
	Name:  "lobby",
	Files: []string{"lobby", "playon", "strangers"},
}

// Analysis is the suite of the engine's analysis and of looking back
// during a live game (package e2e/analysis).
var Analysis = Suite{
	Name:  "analysis",
	Files: []string{"analysis", "lookback"},
}

// Pages is the suite of looks, sounds and settings and of the site's
// pages (package e2e/pages).
var Pages = Suite{
	Name:    "pages",
	Files:   []string{"looks", "site"},
	Metrics: []string{"firstLoadBytes", "firstLoadRequests"},
}

// Setup is the suite of games from other starts: set-up positions, ballot
// openings, PDN and the games opened from PDN files (studies) (package
// e2e/setup).
var Setup = Suite{
	Name:  "setup",
	Files: []string{"opening", "pdn", "setup", "studies"},
}

// Suites are all the suites: between them they hold every test file of
// e2e/browser once (TestSuitesHoldEveryFile), and each is run by the
// package of its name (TestSuitesHavePackages). go test runs two packages
// at a time on two cores, and each suite must end within browserTimeout
// however the machine is shared: keep every suite under about two
// minutes alone (four beside another).
var Suites = []Suite{Comforts, Friends, Games, Lobby, Analysis, Pages, Setup}

// RunBrowser serves the app and its control API in process and runs the
// suite's files against them in Chromium, then logs the metrics they
// recorded and checks that the suite's figures are there.
func RunBrowser(t *testing.T, s Suite) {
	tl := findTools(t)
	root := repoRoot(t)
	browserDir := filepath.Join(root, "e2e", "browser")
	installPackages(t, tl, browserDir)
	files, err := suiteFiles(browserDir, s, os.Getenv("KINGME_BROWSER_FILES"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skipf("KINGME_BROWSER_FILES=%q names none of the %s suite's files", os.Getenv("KINGME_BROWSER_FILES"), s.Name)
	}

	outDir := filepath.Join(root, "test-output", "browser", s.Name)
	if err := os.RemoveAll(outDir); err != nil {
		t.Fatalf("clearing the output directory: %v", err)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatalf("creating the output directory: %v", err)
	}

	log := slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelWarn}))
	app := startApp(t, t.TempDir(), log)
	control := startControl(t, app)
	t.Logf("%s suite (%d files): app at %s, control at %s, Chromium %s, node v%d.%d.%d", s.Name, len(files),
		app.url(), control, tl.chromium, tl.nodeVersion[0], tl.nodeVersion[1], tl.nodeVersion[2])

	env := append(os.Environ(),
		"BASE_URL="+app.url(),
		"CONTROL_URL="+control,
		"OUTPUT_DIR="+outDir,
		"CHROMIUM="+tl.chromium,
	)
	ctx, cancel := context.WithTimeout(t.Context(), browserTimeout)
	defer cancel()
	began := time.Now()
	for _, args := range nodeRuns(tl, files) {
		cmd := exec.CommandContext(ctx, tl.node, args...)
		cmd.Dir = root
		cmd.Env = env
		cmd.Stdout = t.Output()
		cmd.Stderr = t.Output()
		cmd.WaitDelay = 5 * time.Second
		if err := cmd.Run(); err != nil {
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				t.Errorf("the %s suite did not finish within %v", s.Name, browserTimeout)
				break
			}
			t.Errorf("node %s: %v (the output is above; screenshots in %s)", strings.Join(args, " "), err, outDir)
		}
	}
	t.Logf("the %s suite ran in %v", s.Name, time.Since(began).Round(100*time.Millisecond))
	required := s.Metrics
	if len(files) < len(s.Files) {
		t.Logf("some test files only: the metrics are not checked")
		required = nil
	}
	logMetrics(t, filepath.Join(outDir, "metrics.json"), required)
}

// repoRoot is the module's root: the nearest directory above the test's
// working directory that holds go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatalf("working directory: %v", err)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		if filepath.Dir(dir) == dir {
			t.Fatalf("no go.mod in %s or above it", wd)
		}
	}
}

// suiteFiles returns the paths of the suite's test files in dir, sorted,
// or an error naming a file the suite lists that is not there. only, as
// KINGME_BROWSER_FILES=friend,site, keeps the files whose names hold one
// of its words, for a quicker round while working on one page.
func suiteFiles(dir string, s Suite, only string) ([]string, error) {
	var files []string
	for _, name := range s.Files {
		f := filepath.Join(dir, name+".test.mjs")
		if _, err := os.Stat(f); err != nil {
			return nil, fmt.Errorf("the %s suite's test file: %w", s.Name, err)
		}
		if only != "" && !slices.ContainsFunc(strings.Split(only, ","), func(word string) bool {
			word = strings.TrimSpace(word)
			return word != "" && strings.Contains(name, word)
		}) {
			continue
		}
		files = append(files, f)
	}
	sort.Strings(files)
	return files, nil
}

// nodeRuns returns the node command lines that run files one at a time:
// one run when node can be told to run test files one after another
// (--test-concurrency, node 20.10 and newer), else one run per file.
func nodeRuns(tl tools, files []string) [][]string {
	base := []string{"--test", "--test-reporter=spec"}
	if atLeast(tl.nodeVersion, [3]int{20, 10, 0}) {
		return [][]string{append(append(base, "--test-concurrency=1"), files...)}
	}
	runs := make([][]string, 0, len(files))
	for _, f := range files {
		runs = append(runs, append(append([]string{}, base...), f))
	}
	return runs
}
