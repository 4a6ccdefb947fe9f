package cli_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// fillData creates n games of 30 moves in a new database in a temporary
// directory, one of them "victim" with moves that read VICTIM, and returns
// the directory.
func fillData(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	st, err := sqlite.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i := range n {
		g := &store.Record{ID: fmt.Sprintf("game%03d", i), Variant: "standard", Start: "start", Mode: "local"}
		text := "11-15"
		if i == n/2 {
			g.ID, text = "victim", "VICTIM"+strings.Repeat("-", 100)
		}
		for range 30 {
			g.Moves = append(g.Moves, store.Move{Text: text})
		}
		if err := st.Create(context.Background(), g); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestDbCheck checks a sound, a damaged, an empty and a missing database:
// the exit status, the report and what to do.
func TestDbCheck(t *testing.T) {
	sound := fillData(t, 40)
	// A compacted copy with the victim's page overwritten.
	damaged := t.TempDir()
	if code, _, errOut := run(t, "", "db", "backup", "--data", sound, "--to", filepath.Join(damaged, sqlite.FileName)); code != 0 {
		t.Fatalf("db backup: got exit %d (%s), want 0", code, errOut)
	}
	sqlitetest.OverwriteLeaf(t, filepath.Join(damaged, sqlite.FileName), "VICTIM")
	empty := t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, sqlite.FileName), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, dir string
		code      int
		out, err  []string
	}{
		{"sound", sound, 0, []string{"is sound: 40 games, 1200 moves"}, nil},
		{"damaged", damaged, 1, []string{"is damaged", "SQLite's integrity check found", "games can be read", "victim: load game", "What to do:", "kingme db backup --salvage --data " + damaged}, []string{"kingme: the database is damaged"}},
		{"empty", empty, 1, nil, []string{"is empty (0 bytes)", "restore it from a backup"}},
		{"missing", filepath.Join(empty, "none"), 1, nil, []string{"no database in", "does not exist"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", "db", "check", "--data", tt.dir)
			if code != tt.code {
				t.Errorf("db check: got exit %d, want %d (stdout %q, stderr %q)", code, tt.code, out, errOut)
			}
			for _, w := range tt.out {
				if !strings.Contains(out, w) {
					t.Errorf("db check: got stdout %q, want it to contain %q", out, w)
				}
			}
			for _, w := range tt.err {
				if !strings.Contains(errOut, w) {
					t.Errorf("db check: got stderr %q, want it to contain %q", errOut, w)
				}
			}
		})
	}
}

// TestDbBackup backs up, refuses to overwrite without --force, refuses a
// damaged database without --salvage and salvages it with.
func TestDbBackup(t *testing.T) {
	dir := fillData(t, 30)
	out := t.TempDir()
	to := filepath.Join(out, "backup.db")
	damagedDir := t.TempDir()
	tests := []struct {
		name     string
		args     []string
		code     int
		out, err string
		after    func()
	}{
		{"backup", []string{"--data", dir, "--to", to}, 0, "backed up 30 games (900 moves) to " + to, "", nil},
		{"exists", []string{"--data", dir, "--to", to}, 1, "", "already exists: kingme does not overwrite it", nil},
		{"force", []string{"--data", dir, "--to", to, "--force"}, 0, "backed up 30 games", "", func() {
			if err := os.Rename(to, filepath.Join(damagedDir, sqlite.FileName)); err != nil {
				t.Fatal(err)
			}
			sqlitetest.OverwriteLeaf(t, filepath.Join(damagedDir, sqlite.FileName), "VICTIM")
		}},
		{"no --to", []string{"--data", dir}, 2, "", "db backup needs --to FILE", nil},
		{"damaged", []string{"--data", damagedDir, "--to", to}, 1, "", "the database is damaged", nil},
		{"salvage", []string{"--data", damagedDir, "--to", to, "--salvage"}, 1, "victim: copied in part: the database is damaged: 0 of its 30 moves can be read", "the backup holds every game that could be read", nil},
	}
	for _, tt := range tests {
		code, stdout, stderr := run(t, "", append([]string{"db", "backup"}, tt.args...)...)
		if code != tt.code || !strings.Contains(stdout, tt.out) || !strings.Contains(stderr, tt.err) {
			t.Errorf("%s: db backup %s: got exit %d, stdout %q, stderr %q; want exit %d, stdout with %q, stderr with %q",
				tt.name, strings.Join(tt.args, " "), code, stdout, stderr, tt.code, tt.out, tt.err)
		}
		if tt.after != nil {
			tt.after()
		}
	}
	// The salvaged copy is sound and holds the games that could be read.
	salvaged := t.TempDir()
	if err := os.Rename(to, filepath.Join(salvaged, sqlite.FileName)); err != nil {
		t.Fatal(err)
	}
	if code, stdout, stderr := run(t, "", "db", "check", "--data", salvaged); code != 0 || !strings.Contains(stdout, "is sound") {
		t.Errorf("db check of the salvaged copy: got exit %d, %q %q; want 0 and sound", code, stdout, stderr)
	}
}

// TestServeRefusesUnreadable starts serve on an empty database file and on
// a file that is not a database: it exits with status 1 and says what to
// do, where it used to start with no games (or stop with "file is not a
// database"), and leaves the file as it was.
func TestServeRefusesUnreadable(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"empty", "", "is empty (0 bytes), and kingme never leaves an empty database behind"},
		{"not a database", strings.Repeat("junk ", 2000), "is not a SQLite database"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, sqlite.FileName)
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := run(t, "", "serve", "--data", dir, "--addr", "127.0.0.1:0", "--egdb", "none")
			if code != 1 || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "kingme db backup") {
				t.Errorf("serve: got exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errOut, tt.want)
			}
			if data, err := os.ReadFile(path); err != nil || string(data) != tt.content {
				t.Errorf("serve changed %s: got %d bytes (%v), want it as it was", path, len(data), err)
			}
		})
	}
}

// TestServeTLSFlags: --tls-cert and --tls-key go together, and files that
// are not a certificate and its key stop serve before it listens.
func TestServeTLSFlags(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.pem")
	if err := os.WriteFile(junk, []byte("not a certificate"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"certificate alone", []string{"--tls-cert", junk}, 2, "go together"},
		{"key alone", []string{"--tls-key", junk}, 2, "go together"},
		{"not a certificate", []string{"--tls-cert", junk, "--tls-key", junk}, 2, "cannot use the certificate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"serve", "--data", t.TempDir(), "--addr", "127.0.0.1:0", "--egdb", "none"}, tt.args...)
			code, _, errOut := run(t, "", args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Errorf("serve %v: got exit %d, stderr %q; want %d and %q", tt.args, code, errOut, tt.code, tt.want)
			}
		})
	}
}
