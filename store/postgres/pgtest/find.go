package pgtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// debianRoot is where Debian and Ubuntu install PostgreSQL's server
// binaries, one directory per major version (/usr/lib/postgresql/15/bin):
// not on $PATH. A variable for tests.
var debianRoot = "/usr/lib/postgresql"

// findBinaries returns the directory holding both initdb and postgres:
// the one on $PATH when there is one, else the newest version under
// debianRoot. The error says where it looked.
func findBinaries() (string, error) {
	if p, err := exec.LookPath("postgres"); err == nil {
		dir := filepath.Dir(p)
		if isExecutable(filepath.Join(dir, "initdb")) {
			return dir, nil
		}
	}
	versions, _ := filepath.Glob(filepath.Join(debianRoot, "*", "bin", "postgres"))
	slices.SortFunc(versions, func(a, b string) int { return majorVersion(b) - majorVersion(a) })
	for _, p := range versions {
		dir := filepath.Dir(p)
		if isExecutable(p) && isExecutable(filepath.Join(dir, "initdb")) {
			return dir, nil
		}
	}
	return "", fmt.Errorf("no PostgreSQL server binaries (postgres and initdb) on $PATH or in %s/*/bin: install PostgreSQL (Debian: apt-get install postgresql)", debianRoot)
}

// majorVersion is the version number in a path below debianRoot
// (/usr/lib/postgresql/15/bin/postgres: 15), 0 when there is none.
func majorVersion(path string) int {
	rest, ok := strings.CutPrefix(path, debianRoot+string(filepath.Separator))
	if !ok {
		return 0
	}
	v, _, _ := strings.Cut(rest, string(filepath.Separator))
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0
	}
	return n
}

// isExecutable reports whether path is a regular file someone may run.
func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}
