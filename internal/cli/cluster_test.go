package cli_test

import (
	"strings"
	"testing"
)

// TestServeClusterFlags runs serve with --nats and --server-id where they
// cannot work: each is refused with a message saying why, before anything
// is served.
func TestServeClusterFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"a server id alone", []string{"--server-id", "web-1"}, "--server-id names a server among several: it goes with --nats"},
		{"not a NATS URL", []string{"--nats", "http://127.0.0.1:4222"}, `--nats "http://127.0.0.1:4222": want nats://HOST:PORT`},
		{"NATS with SQLite", []string{"--nats", "nats://127.0.0.1:4222"}, "--nats needs a store several servers share (--store postgres://…)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"serve", "--addr", "127.0.0.1:0", "--egdb", "none", "--data", t.TempDir()}, tt.args...)
			code, _, errOut := run(t, "", args...)
			if code != 2 || !strings.Contains(errOut, tt.want) {
				t.Errorf("got exit %d, stderr %q; want 2 and %q", code, errOut, tt.want)
			}
		})
	}
}
