package pgtest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// query runs a query returning one integer in the database at url.
func query(t *testing.T, url, sql string) int {
	t.Helper()
	var n int
	run(t, url, func(conn *pgx.Conn) error { return conn.QueryRow(context.Background(), sql).Scan(&n) })
	return n
}

// execIn runs a statement in the database at url.
func execIn(t *testing.T, url, sql string) {
	t.Helper()
	run(t, url, func(conn *pgx.Conn) error {
		_, err := conn.Exec(context.Background(), sql)
		return err
	})
}

// run connects to url and calls f, failing the test on an error.
func run(t *testing.T, url string, f func(conn *pgx.Conn) error) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connecting to %s: got error %v, want nil", url, err)
	}
	defer conn.Close(ctx)
	if err := f(conn); err != nil {
		t.Fatalf("in %s: got error %v, want nil", url, err)
	}
}

func TestDatabasesAreSeparate(t *testing.T) {
	a, b := Database(t), Database(t)
	if a == b {
		t.Fatalf("two databases: got the same URL %s twice, want two", a)
	}
	execIn(t, a, "CREATE TABLE only_in_a (x int)")
	if got := query(t, b, "SELECT count(*) FROM pg_tables WHERE tablename = 'only_in_a'"); got != 0 {
		t.Errorf("the second database: got %d tables made in the first, want 0", got)
	}
}

func TestRestartKeepsData(t *testing.T) {
	s := Start(t)
	url := s.Database(t)
	execIn(t, url, "CREATE TABLE kept AS SELECT 42 AS x")
	if err := s.Restart(); err != nil {
		t.Fatalf("Restart: got error %v, want nil", err)
	}
	if got := query(t, url, "SELECT x FROM kept"); got != 42 {
		t.Errorf("after a restart: got %d, want 42", got)
	}
}

func TestMajorVersion(t *testing.T) {
	tests := []struct {
		path string
		want int
	}{
		{filepath.Join(debianRoot, "15", "bin", "postgres"), 15},
		{filepath.Join(debianRoot, "9", "bin", "postgres"), 9},
		{filepath.Join(debianRoot, "x", "bin", "postgres"), 0},
		{"/usr/bin/postgres", 0},
	}
	for _, tt := range tests {
		if got := majorVersion(tt.path); got != tt.want {
			t.Errorf("majorVersion(%q): got %d, want %d", tt.path, got, tt.want)
		}
	}
}

// TestMissingBinaries: with no binaries on $PATH or under debianRoot,
// start fails with the error that makes Start and Database skip.
func TestMissingBinaries(t *testing.T) {
	root := debianRoot
	debianRoot = t.TempDir()
	defer func() { debianRoot = root }()
	t.Setenv("PATH", t.TempDir())
	s, err := start()
	if err == nil {
		s.Stop()
		t.Fatalf("start without binaries: got a server, want an error")
	}
	if !isMissing(err) || !strings.Contains(err.Error(), "apt-get install postgresql") {
		t.Errorf("start without binaries: got error %q, want one wrapping errMissing that says what to install", err)
	}
}
