package sqlite

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kingme/kingme/store"
)

// TestOpenRefusesUnreadable opens data directories whose database is
// empty, foreign or damaged beyond reading: Open fails with an error
// wrapping store.ErrDamaged that says what is wrong and what to do, and
// leaves every file as it was.
func TestOpenRefusesUnreadable(t *testing.T) {
	sound := func(t *testing.T, dir string) {
		fillStore(t, dir, 10)
	}
	tests := []struct {
		name    string
		prepare func(t *testing.T, dir string)
		want    []string // in the error
	}{
		{"zero-length database", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, FileName), nil)
		}, []string{"is empty (0 bytes)", "restore it from a backup made with `kingme db backup`", "remove it to start with no games"}},
		{"not a database", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, FileName), []byte(strings.Repeat("not SQLite. ", 1000)))
		}, []string{"is not a SQLite database", "file is not a database", "kingme leaves it as it is"}},
		{"header overwritten", func(t *testing.T, dir string) {
			sound(t, dir)
			overwrite(t, filepath.Join(dir, FileName), 0, 100)
		}, []string{"is not a SQLite database"}},
		{"schema page overwritten", func(t *testing.T, dir string) {
			sound(t, dir)
			overwrite(t, filepath.Join(dir, FileName), 100, 4096-100)
		}, []string{"cannot be opened", "schema are damaged", "kingme db check --data"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			tt.prepare(t, dir)
			before := readDir(t, dir)
			s, err := Open(dir)
			if err == nil {
				s.Close()
				t.Fatalf("Open: got a store, want an error wrapping store.ErrDamaged")
			}
			if !errors.Is(err, store.ErrDamaged) {
				t.Errorf("Open: got error %v, want one wrapping store.ErrDamaged", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Open: got error %q, want it to contain %q", err, w)
				}
			}
			if after := readDir(t, dir); !equalFiles(before, after) {
				t.Errorf("Open changed the directory: got files %v, want %v as they were", names(after), names(before))
			}
		})
	}
}

// TestOpenRefusesStrayLog opens a directory holding a write-ahead log but
// no database: a new database would take in the log's pages.
func TestOpenRefusesStrayLog(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, FileName+"-wal"), []byte("some log"))
	s, err := Open(dir)
	if err == nil {
		s.Close()
		t.Fatal("Open: got a store, want an error")
	}
	if !strings.Contains(err.Error(), "write-ahead log") {
		t.Errorf("Open: got error %q, want it to name the write-ahead log", err)
	}
	if _, err := os.Stat(filepath.Join(dir, FileName)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open created %s (%v), want no database made", FileName, err)
	}
}

// TestNewDatabaseNeverEmpty checks that a database Open creates is whole
// under its name at once (never zero bytes, so that an empty file always
// means damage), and that no scratch file is left beside it.
func TestNewDatabaseNeverEmpty(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info, err := os.Stat(filepath.Join(dir, FileName))
	if err != nil || info.Size() == 0 {
		t.Fatalf("new database: got %v, %v; want a file of more than 0 bytes", info, err)
	}
	for name := range readDir(t, dir) {
		if strings.HasPrefix(name, ".") {
			t.Errorf("scratch file %s left in the data directory", name)
		}
	}
}

// TestOpenUnwritable opens a read-only directory and a read-only database
// file: the error says that kingme cannot write there. Root ignores
// permissions, so the test is skipped as root.
func TestOpenUnwritable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes anywhere: run as another user")
	}
	t.Run("directory", func(t *testing.T) {
		dir := t.TempDir()
		fillStore(t, dir, 2)
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), "cannot write to "+dir) {
			t.Errorf("Open: got error %v, want one saying it cannot write to %s", err, dir)
		}
	})
	t.Run("file", func(t *testing.T) {
		dir := t.TempDir()
		fillStore(t, dir, 2)
		if err := os.Chmod(filepath.Join(dir, FileName), 0o444); err != nil {
			t.Fatal(err)
		}
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), "cannot write to") {
			t.Errorf("Open: got error %v, want one saying it cannot write to the file", err)
		}
	})
}

// TestDescribeWriteError checks the message for each way a directory
// cannot be written (a full disk cannot be made in a test).
func TestDescribeWriteError(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&fs.PathError{Op: "write", Path: "/d/x", Err: syscall.ENOSPC}, "the disk holding /d is full"},
		{&fs.PathError{Op: "open", Path: "/d/x", Err: syscall.EROFS}, "cannot write to /d: its file system is read-only"},
		{&fs.PathError{Op: "open", Path: "/d/x", Err: syscall.EACCES}, "cannot write to /d (open /d/x: permission denied): kingme keeps its games there"},
		{errors.New("odd"), "cannot write to /d: odd"},
	}
	for _, tt := range tests {
		if got := describeWriteError("/d", tt.err).Error(); !strings.HasPrefix(got, tt.want) {
			t.Errorf("describeWriteError(%v): got %q, want it to start with %q", tt.err, got, tt.want)
		}
	}
	if got := classify(&fs.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}).Error(); !strings.HasPrefix(got, "the disk is full") {
		t.Errorf("classify(ENOSPC): got %q, want it to start with %q", got, "the disk is full")
	}
}

// writeFile writes data to path or fails the test.
func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// overwrite writes n garbage bytes at offset off of the file at path.
func overwrite(t *testing.T, path string, off, n int) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	junk := bytes.Repeat([]byte{0xa5}, n)
	if _, err := f.WriteAt(junk, int64(off)); err != nil {
		t.Fatal(err)
	}
}

// readDir returns the contents of the files in dir by name.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(data)
	}
	return files
}

// equalFiles reports whether two readDir results are the same.
func equalFiles(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// names lists the names of a readDir result.
func names(files map[string]string) []string {
	var out []string
	for k := range files {
		out = append(out, k)
	}
	return out
}
