package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Server is a PostgreSQL server of the tests' own: a new cluster in a
// temporary directory, listening on a loopback port with trust
// authentication for the user "postgres". Its methods are safe for
// concurrent use, except Stop and Restart.
type Server struct {
	bin  string // the directory of initdb and postgres
	as   runAs
	base string // the temporary directory: data/, the socket, the log
	port int
	cmd  *exec.Cmd
	done chan struct{} // closed when cmd has exited
	dbs  atomic.Int64  // databases created, for their names
}

// Start starts a new server for the test and stops it (removing its
// files) when the test ends. It skips the test when the PostgreSQL
// binaries are missing, unless $KINGME_POSTGRES_TESTS is "require": then
// it fails it. Starting takes a second or two: a package with many tests
// had better share one server (see Main and Database).
func Start(t testing.TB) *Server {
	t.Helper()
	s, err := start()
	if isMissing(err) && !required() {
		t.Skipf("skipping a test that needs PostgreSQL: %v (set %s=require to fail instead)", err, EnvVar)
	}
	if err != nil {
		t.Fatalf("starting a PostgreSQL server for the test: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Stop(); err != nil {
			t.Errorf("stopping the test's PostgreSQL server: %v", err)
		}
	})
	return s
}

// errMissing is wrapped by the error of start when the binaries are
// missing.
var errMissing = errors.New("PostgreSQL is not installed")

// isMissing reports whether err is start's for missing binaries.
func isMissing(err error) bool { return errors.Is(err, errMissing) }

// start makes a new cluster in a new temporary directory and starts a
// server on it.
func start() (*Server, error) {
	bin, err := findBinaries()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errMissing, err)
	}
	as, err := newRunAs()
	if err != nil {
		return nil, err
	}
	// Not t.TempDir: its parent is private to root, and the server may
	// run as another user.
	base, err := os.MkdirTemp("", "kingme-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{bin: bin, as: as, base: base}
	if err := s.initdb(); err != nil {
		os.RemoveAll(base)
		return nil, err
	}
	if err := s.launch(); err != nil {
		os.RemoveAll(base)
		return nil, err
	}
	return s, nil
}

// initdb makes the cluster in base/data: UTF-8, the C locale (byte order,
// as the stores compare), trust authentication for "postgres"; without
// initdb's final sync, which only a machine crash during the tests would
// need. The server itself syncs as usual.
func (s *Server) initdb() error {
	if err := s.as.own(s.base); err != nil {
		return fmt.Errorf("giving %s to the server's user: %w", s.base, err)
	}
	cmd := s.as.command(filepath.Join(s.bin, "initdb"),
		"-D", s.dataDir(), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-instructions", "--no-sync")
	cmd.Dir = s.base
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w\n%s", cmd, err, out)
	}
	return nil
}

// dataDir is the cluster's directory.
func (s *Server) dataDir() string { return filepath.Join(s.base, "data") }

// logPath is the server's log file.
func (s *Server) logPath() string { return filepath.Join(s.base, "postgres.log") }

// launch starts postgres on the cluster, on s.port when set, else on a
// free port it picks (trying again should another process take the port
// first), and waits until it accepts connections.
func (s *Server) launch() error {
	fixed := s.port != 0
	var err error
	for range 5 {
		if !fixed {
			if s.port, err = freePort(); err != nil {
				return err
			}
		}
		if err = s.launchOnce(); err == nil || fixed || !bytes.Contains(s.log(), []byte("could not bind")) {
			return err
		}
	}
	return err
}

// launchOnce starts postgres on s.port and waits until it is ready.
func (s *Server) launchOnce() error {
	log, err := os.OpenFile(s.logPath(), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer log.Close()
	cmd := s.as.command(filepath.Join(s.bin, "postgres"),
		"-D", s.dataDir(), "-k", s.base, "-p", strconv.Itoa(s.port),
		"-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200")
	cmd.Dir = s.base
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	s.cmd, s.done = cmd, make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(s.done)
	}()
	if err := s.waitReady(); err != nil {
		_ = s.Stop()
		return fmt.Errorf("starting %s: %w\nits log:\n%s", cmd, err, s.log())
	}
	return nil
}

// readyTimeout is how long a server may take to accept connections.
const readyTimeout = 60 * time.Second

// waitReady waits until the server accepts a connection, it exits, or
// readyTimeout passes.
func (s *Server) waitReady() error {
	deadline := time.Now().Add(readyTimeout)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		conn, err := pgx.Connect(ctx, s.URL("postgres"))
		cancel()
		if err == nil {
			return conn.Close(context.Background())
		}
		select {
		case <-s.done:
			return fmt.Errorf("the server exited (%v)", s.cmd.ProcessState)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not accepting connections after %v: %w", readyTimeout, err)
		}
	}
}

// log returns the server's log so far.
func (s *Server) log() []byte {
	b, _ := os.ReadFile(s.logPath())
	return b
}

// freePort returns a loopback TCP port nobody listens on now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("finding a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// URL is the connection URL of the database db on the server, as user
// "postgres" (no password), without TLS.
func (s *Server) URL(db string) string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.User("postgres"),
		Host:     net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port)),
		Path:     "/" + db,
		RawQuery: "sslmode=disable",
	}
	return u.String()
}

// stopTimeout is how long a server has to shut down after SIGINT before it
// is killed.
const stopTimeout = 30 * time.Second

// stop stops the server, keeping its files: SIGINT (PostgreSQL's fast
// shutdown: it rolls back open transactions, writes a checkpoint and
// exits), then SIGKILL should it not exit in stopTimeout.
func (s *Server) stop() error {
	if s.cmd == nil {
		return nil
	}
	defer func() { s.cmd = nil }()
	select {
	case <-s.done:
		return fmt.Errorf("the server had exited already (%v); its log:\n%s", s.cmd.ProcessState, s.log())
	default:
	}
	if err := s.cmd.Process.Signal(os.Interrupt); err != nil {
		return err
	}
	select {
	case <-s.done:
		return nil
	case <-time.After(stopTimeout):
		_ = s.cmd.Process.Kill()
		<-s.done
		return fmt.Errorf("the server did not stop within %v of SIGINT: killed", stopTimeout)
	}
}

// Stop stops the server and removes its files.
func (s *Server) Stop() error {
	err := s.stop()
	return errors.Join(err, os.RemoveAll(s.base))
}

// Restart stops the server, as an administrator would (a fast shutdown),
// and starts it again on the same files and port, for tests of what
// survives a restart.
func (s *Server) Restart() error {
	if err := s.stop(); err != nil {
		return err
	}
	return s.launch()
}
