// Package natstest runs real NATS servers for tests, in the test's own
// process (github.com/nats-io/nats-server/v2): no binary to install, on a
// loopback port the server picks, shut down when the test ends.
//
//	func TestSomething(t *testing.T) {
//		url := natstest.Start(t) // nats://127.0.0.1:PORT
//		...
//	}
//
// A test of reconnects calls StartServer, then Stop and Restart: the
// server comes back on the same port, so clients reconnect to the URL they
// had.
package natstest

import (
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// readyTimeout bounds how long a server may take to accept connections.
const readyTimeout = 10 * time.Second

// Server is a NATS server run in the test's process. Its methods are safe
// for concurrent use.
type Server struct {
	mu   sync.Mutex
	srv  *server.Server // nil while stopped
	port int            // the port it listens on, kept for Restart
}

// Start runs a NATS server on 127.0.0.1 and a free port for the test, shut
// down when the test ends, and returns its URL (nats://127.0.0.1:PORT). It
// fails the test when the server cannot start.
func Start(t testing.TB) string {
	t.Helper()
	return StartServer(t).URL()
}

// StartServer is Start, returning the server so that the test can stop
// and restart it.
func StartServer(t testing.TB) *Server {
	t.Helper()
	s := &Server{}
	if err := s.start(server.RANDOM_PORT); err != nil {
		t.Fatalf("starting a NATS server for the test: %v", err)
	}
	t.Cleanup(s.Stop)
	return s
}

// start runs the server on port (server.RANDOM_PORT for any free one).
func (s *Server) start(port int) error {
	srv, err := server.NewServer(&server.Options{
		Host:   "127.0.0.1",
		Port:   port,
		NoLog:  true,
		NoSigs: true,
	})
	if err != nil {
		return err
	}
	srv.Start()
	if !srv.ReadyForConnections(readyTimeout) {
		srv.Shutdown()
		return fmt.Errorf("the server did not accept connections within %v", readyTimeout)
	}
	addr, ok := srv.Addr().(*net.TCPAddr)
	if !ok {
		srv.Shutdown()
		return fmt.Errorf("the server listens on %v, not a TCP address", srv.Addr())
	}
	s.mu.Lock()
	s.srv, s.port = srv, addr.Port
	s.mu.Unlock()
	return nil
}

// URL returns the server's URL, nats://127.0.0.1:PORT; it stays the same
// across Stop and Restart.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprintf("nats://127.0.0.1:%d", s.port)
}

// Stop shuts the server down, closing its clients' connections, and waits
// until it is down. It does nothing when the server is stopped.
func (s *Server) Stop() {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv != nil {
		srv.Shutdown()
		srv.WaitForShutdown()
	}
}

// Restart stops the server (when running) and starts a new one on the
// same port, failing the test when it cannot. The new server knows
// nothing of the old one's clients: they reconnect, if they do, by
// themselves.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.Stop()
	s.mu.Lock()
	port := s.port
	s.mu.Unlock()
	// The port was just freed; another process may take it in between,
	// but on a test machine it is very unlikely.
	if err := s.start(port); err != nil {
		t.Fatalf("restarting the NATS server on port %d: %v", port, err)
	}
}
