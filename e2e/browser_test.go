package e2e

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// browserTimeout bounds the whole node run, so a stuck browser cannot hang
// go test. The whole suite takes about five minutes on a busy two-core
// machine (looks.test.mjs alone waits some twenty seconds for a clock to
// run low), so this leaves room.
const browserTimeout = 10 * time.Minute

// TestBrowser serves the app and its control API in process and runs the
// node:test files of e2e/browser against them in Chromium.
func TestBrowser(t *testing.T) {
	tl := findTools(t)
	root := repoRoot(t)
	browserDir := filepath.Join(root, "e2e", "browser")
	installPackages(t, tl, browserDir)
	files := testFiles(t, browserDir)

	outDir := filepath.Join(root, "test-output", "browser")
	if err := os.RemoveAll(outDir); err != nil {
		t.Fatalf("clearing the output directory: %v", err)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatalf("creating the output directory: %v", err)
	}

	log := slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelWarn}))
	app := startApp(t, t.TempDir(), log)
	control := startControl(t, app)
	t.Logf("app at %s, control at %s, Chromium %s, node v%d.%d.%d",
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
				t.Errorf("the browser tests did not finish within %v", browserTimeout)
				break
			}
			t.Errorf("node %s: %v (the output is above; screenshots in %s)", strings.Join(args, " "), err, outDir)
		}
	}
	t.Logf("browser tests ran in %v", time.Since(began).Round(100*time.Millisecond))
	if os.Getenv("KINGME_BROWSER_FILES") != "" {
		t.Logf("some test files only: the metrics are not checked")
		return
	}
	logMetrics(t, filepath.Join(outDir, "metrics.json"))
}

// repoRoot is the module's root: the parent of this package's directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatalf("working directory: %v", err)
	}
	root := filepath.Dir(wd)
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod in %s, the parent of the test's directory %s: %v", root, wd, err)
	}
	return root
}

// testFiles lists the *.test.mjs files of dir, sorted.
func testFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.test.mjs"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no *.test.mjs files in %s (%v)", dir, err)
	}
	sort.Strings(files)
	// KINGME_BROWSER_FILES=friend,site runs only the files whose names hold
	// one of the words, for a quicker round while working on one page.
	if only := os.Getenv("KINGME_BROWSER_FILES"); only != "" {
		var kept []string
		for _, f := range files {
			for _, word := range strings.Split(only, ",") {
				if word = strings.TrimSpace(word); word != "" && strings.Contains(filepath.Base(f), word) {
					kept = append(kept, f)
					break
				}
			}
		}
		if len(kept) == 0 {
			t.Fatalf("KINGME_BROWSER_FILES=%q matches none of %d test files", only, len(files))
		}
		t.Logf("KINGME_BROWSER_FILES=%q: running %d of %d test files", only, len(kept), len(files))
		files = kept
	}
	return files
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
