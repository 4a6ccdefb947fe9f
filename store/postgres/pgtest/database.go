package pgtest

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
)

// EnvVar is the environment variable that makes a missing PostgreSQL fail
// the tests that need it instead of skipping them, when set to "require"
// (as CI does).
const EnvVar = "KINGME_POSTGRES_TESTS"

// required reports whether EnvVar asks for the tests to run.
func required() bool { return os.Getenv(EnvVar) == "require" }

// Database creates a new, empty database on the server for the test,
// drops it when the test ends, and returns its URL.
func (s *Server) Database(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("test_%d", s.dbs.Add(1))
	if err := s.exec(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatalf("creating a database for the test: %v", err)
	}
	t.Cleanup(func() {
		// FORCE: a test that failed may have left connections open.
		if err := s.exec(context.Background(), "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("dropping the test's database %s: %v", name, err)
		}
	})
	return s.URL(name)
}

// exec runs one statement in the database "postgres".
func (s *Server) exec(ctx context.Context, sql string) error {
	conn, err := pgx.Connect(ctx, s.URL("postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql); err != nil {
		return fmt.Errorf("%s: %w", sql, err)
	}
	return nil
}

// The server Main starts for the package's tests, on first use.
var shared struct {
	sync.Mutex
	inMain  bool
	started bool // start was tried: server or err is set
	server  *Server
	err     error
}

// Main runs a package's tests (call it from TestMain:
// os.Exit(pgtest.Main(m))), so that they may share one server through
// Database: it is started when a test first asks for it and stopped when
// the tests are done. It returns m.Run's exit code, or 1 when the server
// could not be stopped.
func Main(m *testing.M) int {
	shared.Lock()
	shared.inMain = true
	shared.Unlock()
	code := m.Run()
	shared.Lock()
	defer shared.Unlock()
	if shared.server != nil {
		if err := shared.server.Stop(); err != nil {
			fmt.Fprintf(os.Stderr, "pgtest: stopping the shared PostgreSQL server: %v\n", err)
			code = max(code, 1)
		}
	}
	return code
}

// Database creates a new, empty database for the test on the server the
// package's tests share (see Main, which TestMain must call), drops it
// when the test ends, and returns its URL. It skips or fails the test
// like Start when the binaries are missing.
func Database(t testing.TB) string {
	t.Helper()
	return Shared(t).Database(t)
}

// Shared returns the server the package's tests share (see Main, which
// TestMain must call), starting it on first use. It skips or fails the
// test like Start when the binaries are missing, and fails it when the
// server could not start.
func Shared(t testing.TB) *Server {
	t.Helper()
	shared.Lock()
	defer shared.Unlock()
	if !shared.inMain {
		t.Fatal("pgtest.Shared and pgtest.Database need the package's TestMain to call pgtest.Main")
	}
	if !shared.started {
		shared.started = true
		shared.server, shared.err = start()
	}
	switch {
	case shared.err == nil:
		return shared.server
	case isMissing(shared.err) && !required():
		t.Skipf("skipping a test that needs PostgreSQL: %v (set %s=require to fail instead)", shared.err, EnvVar)
	default:
		t.Fatalf("starting the tests' PostgreSQL server: %v", shared.err)
	}
	return nil
}
