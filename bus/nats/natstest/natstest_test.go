package natstest

import (
	"net"
	"strings"
	"testing"
	"time"
)

// dial reports whether a TCP connection to the server's address opens.
func dial(url string) bool {
	conn, err := net.DialTimeout("tcp", strings.TrimPrefix(url, "nats://"), time.Second)
	if err != nil {
		return false
	}
	conn.Close()
	return true
}

func TestStopRestart(t *testing.T) {
	s := StartServer(t)
	url := s.URL()
	steps := []struct {
		name string
		do   func()
		up   bool
	}{
		{name: "started", do: func() {}, up: true},
		{name: "stopped", do: s.Stop, up: false},
		{name: "stopped twice", do: s.Stop, up: false},
		{name: "restarted", do: func() { s.Restart(t) }, up: true},
		{name: "restarted while running", do: func() { s.Restart(t) }, up: true},
	}
	for _, step := range steps {
		step.do()
		if got := dial(url); got != step.up {
			t.Errorf("%s: server at %s accepts connections: got %v, want %v", step.name, url, got, step.up)
		}
		if got := s.URL(); got != url {
			t.Errorf("%s: URL: got %q, want %q", step.name, got, url)
		}
	}
	if !strings.HasPrefix(Start(t), "nats://127.0.0.1:") {
		t.Errorf("Start: got a URL not on 127.0.0.1")
	}
}
