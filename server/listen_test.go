package server_test

import (
	"io"
	"net"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// servedWith serves a new app with timeouts t and the connection slots of
// cfg (its other fields ignored), on a loopback port, through
// HTTPServer and Listener; it returns the address.
func servedWith(t *testing.T, timeouts server.Timeouts, slots server.Config) string {
	t.Helper()
	srv := newServer(t, server.Config{Workers: 1, Timeouts: timeouts, MaxConns: slots.MaxConns,
		MaxConnsPerAddress: slots.MaxConnsPerAddress, TrustProxy: slots.TrustProxy})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := srv.HTTPServer()
	go hs.Serve(srv.Listener(ln))
	t.Cleanup(func() { hs.Close() })
	return ln.Addr().String()
}

// closedWithin reads from c, trickling a byte of more every 100 ms when
// trickle is not empty, until the server closes the connection; it fails
// when that takes longer than limit (far beyond the timeouts under test).
func closedWithin(t *testing.T, c net.Conn, trickle string, limit time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = io.Copy(io.Discard, c) // until the server closes it
	}()
	for i := 0; ; i++ {
		select {
		case <-done:
			return time.Since(start)
		case <-time.After(100 * time.Millisecond):
		}
		if time.Since(start) > limit {
			t.Fatalf("the server kept the connection open for %v", limit)
		}
		if trickle != "" {
			_, _ = c.Write([]byte{trickle[i%len(trickle)]})
		}
	}
}

// TestSlowAndIdleConnectionsAreCut: a request whose headers or body come a
// byte at a time, and an idle kept-alive connection, are closed by the
// server after their timeouts.
func TestSlowAndIdleConnectionsAreCut(t *testing.T) {
	timeouts := server.Timeouts{Header: 300 * time.Millisecond, Read: 500 * time.Millisecond, Write: time.Second, Idle: 300 * time.Millisecond}
	addr := servedWith(t, timeouts, server.Config{})
	tests := []struct {
		name    string
		start   string // sent at once
		trickle string // then a byte every 100 ms
	}{
		{"slow headers", "GET /api/variants HTTP/1.1\r\nHost: x\r\n", "X-Slow: aaaaaaaa"},
		{"slow body", "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", "                "},
		{"idle keep-alive", "GET /api/variants HTTP/1.1\r\nHost: x\r\n\r\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, err := c.Write([]byte(tt.start)); err != nil {
				t.Fatal(err)
			}
			took := closedWithin(t, c, tt.trickle, 10*time.Second)
			t.Logf("closed after %v", took.Round(10*time.Millisecond))
		})
	}
}
