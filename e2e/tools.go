package e2e

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// requireEnv names the environment variable that turns a missing browser
// or Node.js into a failure instead of a skip.
const requireEnv = "KINGME_BROWSER_TESTS"

// chromiumEnv names the environment variable that overrides the Chromium
// path.
const chromiumEnv = "KINGME_CHROMIUM"

// installHelp tells how to get what the browser tests need.
const installHelp = "install them with `sudo apt-get install chromium nodejs npm` " +
	"(or set " + chromiumEnv + " to a Chromium or Chrome binary), then run `go test ./e2e/...`"

// tools are the programs the browser tests run.
type tools struct {
	chromium string
	node     string
	npm      string
	// nodeVersion is node's version as [major, minor, patch].
	nodeVersion [3]int
}

// findTools looks for Chromium, node and npm. When one is missing the test
// is skipped, or fails when requireEnv is "require".
func findTools(t *testing.T) tools {
	t.Helper()
	tl, err := lookTools()
	if err == nil {
		return tl
	}
	if os.Getenv(requireEnv) == "require" {
		t.Fatalf("browser tests required (%s=require) but %v; %s", requireEnv, err, installHelp)
	}
	t.Skipf("skipping the browser tests: %v; %s (set %s=require to make this a failure)", err, installHelp, requireEnv)
	return tools{}
}

// lookTools finds the programs, or says which are missing.
func lookTools() (tools, error) {
	var tl tools
	var missing []string
	tl.chromium = os.Getenv(chromiumEnv)
	if tl.chromium == "" {
		tl.chromium = "/usr/bin/chromium"
	}
	if info, err := os.Stat(tl.chromium); err != nil || info.IsDir() || info.Mode()&0o111 == 0 {
		if p, lookErr := exec.LookPath("chromium"); os.Getenv(chromiumEnv) == "" && lookErr == nil {
			tl.chromium = p
		} else {
			missing = append(missing, fmt.Sprintf("no Chromium at %s", tl.chromium))
		}
	}
	var err error
	if tl.node, err = exec.LookPath("node"); err != nil {
		missing = append(missing, "no node in $PATH")
	}
	if tl.npm, err = exec.LookPath("npm"); err != nil {
		missing = append(missing, "no npm in $PATH")
	}
	if tl.node != "" {
		out, err := exec.Command(tl.node, "--version").Output()
		if err != nil {
			missing = append(missing, fmt.Sprintf("%s --version failed: %v", tl.node, err))
		} else if tl.nodeVersion, err = parseNodeVersion(string(out)); err != nil {
			missing = append(missing, err.Error())
		} else if !atLeast(tl.nodeVersion, [3]int{18, 19, 0}) {
			missing = append(missing, fmt.Sprintf("node %s is too old (18.19 or newer needed)", strings.TrimSpace(string(out))))
		}
	}
	if len(missing) > 0 {
		return tl, errors.New(strings.Join(missing, ", "))
	}
	return tl, nil
}

var nodeVersionPattern = regexp.MustCompile(`^v(\d+)\.(\d+)\.(\d+)`)

// parseNodeVersion reads the output of `node --version`, such as "v20.11.1".
func parseNodeVersion(s string) ([3]int, error) {
	var v [3]int
	m := nodeVersionPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return v, fmt.Errorf("node --version printed %q, not vMAJOR.MINOR.PATCH", strings.TrimSpace(s))
	}
	for i := range v {
		v[i], _ = strconv.Atoi(m[i+1]) // the pattern allows digits only
	}
	return v, nil
}

// atLeast reports whether version v is want or newer.
func atLeast(v, want [3]int) bool {
	for i := range v {
		if v[i] != want[i] {
			return v[i] > want[i]
		}
	}
	return true
}

// installPackages makes sure dir's node_modules is what its
// package-lock.json says: when it is missing or older than the lock file,
// `npm ci` installs into a fresh directory beside it, which is then moved
// into place. Suites that start together may each install; the first to
// finish moves its copy in, and the others drop theirs, so that no suite
// runs node over a node_modules another is writing.
func installPackages(t *testing.T, tl tools, dir string) {
	t.Helper()
	if packagesFresh(t, dir) {
		return
	}
	t.Logf("running npm ci for %s", dir)
	work, err := os.MkdirTemp(dir, ".npm-install-")
	if err != nil {
		t.Fatalf("a directory to install the browser tests' packages in: %v", err)
	}
	defer os.RemoveAll(work)
	for _, name := range []string{"package.json", "package-lock.json"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("the browser tests' %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
			t.Fatalf("copying %s to %s: %v", name, work, err)
		}
	}
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, tl.npm, "ci", "--no-audit", "--no-fund")
	cmd.Dir = work
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm ci for %s: %v\n%s", dir, err, out)
	}
	if packagesFresh(t, dir) {
		return // another suite's install came first
	}
	modules := filepath.Join(dir, "node_modules")
	if err := os.Rename(modules, filepath.Join(work, "stale")); err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("moving the old %s aside: %v", modules, err)
	}
	if err := os.Rename(filepath.Join(work, "node_modules"), modules); err != nil && !packagesFresh(t, dir) {
		t.Fatalf("moving the installed packages to %s: %v", modules, err)
	}
}

// packagesFresh reports whether dir's node_modules was installed from its
// package-lock.json as it is now: npm writes node_modules/.package-lock.json
// on every install.
func packagesFresh(t *testing.T, dir string) bool {
	t.Helper()
	lock, err := os.Stat(filepath.Join(dir, "package-lock.json"))
	if err != nil {
		t.Fatalf("the browser tests' package-lock.json: %v", err)
	}
	installed, err := os.Stat(filepath.Join(dir, "node_modules", ".package-lock.json"))
	return err == nil && !installed.ModTime().Before(lock.ModTime())
}
