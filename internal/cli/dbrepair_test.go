package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kingme/kingme/store/sqlite"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// TestDbReindex damages every page of the index of game IDs: db check
// names the index and advises db reindex (before: "restore from a
// backup"), db backup --salvage copies every game (before: 0 of 300), db
// reindex rebuilds it, and db check then finds the database sound.
func TestDbReindex(t *testing.T) {
	const n = 300
	dir := t.TempDir()
	if code, _, errOut := run(t, "", "db", "backup", "--data", fillData(t, n), "--to", filepath.Join(dir, sqlite.FileName)); code != 0 {
		t.Fatalf("db backup: got exit %d (%s), want 0", code, errOut)
	}
	path := filepath.Join(dir, sqlite.FileName)
	sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "sqlite_autoindex_games_1")...)

	code, out, _ := run(t, "", "db", "check", "--data", dir)
	for _, want := range []string{"The index sqlite_autoindex_games_1 is damaged", "300 of 300 games can be read", "kingme db reindex --data " + dir} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("db check: got exit %d, stdout %q; want exit 1 and %q", code, out, want)
		}
	}
	to := filepath.Join(t.TempDir(), "salvaged.db")
	if code, out, errOut := run(t, "", "db", "backup", "--salvage", "--data", dir, "--to", to); code != 0 || !strings.Contains(out, "backed up 300 games") {
		t.Errorf("db backup --salvage: got exit %d, stdout %q, stderr %q; want exit 0, 300 games", code, out, errOut)
	}
	code, out, errOut := run(t, "", "db", "reindex", "--data", dir)
	if code != 0 || !strings.Contains(out, "rebuilt "+path+": 300 games") || !strings.Contains(out, "kept as "+path+".before-reindex-") {
		t.Fatalf("db reindex: got exit %d, stdout %q, stderr %q; want exit 0, 300 games rebuilt and the old file kept", code, out, errOut)
	}
	if code, out, _ := run(t, "", "db", "check", "--data", dir); code != 0 || !strings.Contains(out, "is sound: 300 games") {
		t.Errorf("db check after db reindex: got exit %d, stdout %q; want exit 0, sound", code, out)
	}
}

// asNobody is set in the environment of the test binary run again as
// the user nobody by TestDbCheckReadOnlyDir; its value is the directory.
const asNobody = "KINGME_TEST_READONLY_DIR"

// TestDbCheckReadOnlyDir checks a database in a directory the user cannot
// write (before: "unable to open database file" or "attempt to write a
// readonly database"): db check only reads, and reports it sound. Run as
// root, who can write anywhere, it runs itself again as the user nobody.
func TestDbCheckReadOnlyDir(t *testing.T) {
	if dir := os.Getenv(asNobody); dir != "" {
		code, out, errOut := run(t, "", "db", "check", "--data", dir)
		if code != 0 || !strings.Contains(out, "is sound: 40 games") {
			t.Errorf("db check in a directory it cannot write: got exit %d, stdout %q, stderr %q; want exit 0, sound", code, out, errOut)
		}
		return
	}
	base, err := os.MkdirTemp("", "kingme-readonly-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = os.Chmod(filepath.Join(base, "data"), 0o755)
		os.RemoveAll(base)
	})
	dir := filepath.Join(base, "data")
	if err := os.CopyFS(dir, os.DirFS(fillData(t, 40))); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, sqlite.FileName), 0o444); err != nil {
		t.Fatal(err)
	}
	// The test binary, where nobody may run it.
	self := filepath.Join(base, "cli.test")
	if bin, err := os.ReadFile(os.Args[0]); err != nil || os.WriteFile(self, bin, 0o755) != nil {
		t.Fatalf("copy the test binary: %v", err)
	}
	for _, d := range []string{base, dir} {
		if err := os.Chmod(d, 0o555); err != nil {
			t.Fatal(err)
		}
	}
	if os.Geteuid() != 0 {
		t.Setenv(asNobody, dir)
		TestDbCheckReadOnlyDir(t)
		return
	}
	cmd := exec.Command(self, "-test.run=^TestDbCheckReadOnlyDir$", "-test.v")
	cmd.Env = append(os.Environ(), asNobody+"="+dir)
	cmd.Dir = "/"
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS") {
		t.Errorf("the check run as nobody: got %v:\n%s", err, out)
	}
}
