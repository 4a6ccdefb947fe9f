package cli_test

import (
	"strings"
	"testing"
)

// TestServeOpsFlags runs serve with bad --log-format, --metrics-addr,
// --threads, --workers and --max-conns-per-addr values: each is refused before anything is served.
func TestServeOpsFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown log format", []string{"--log-format", "xml"}, 2, `--log-format "xml": want text or json`},
		{"metrics address not an address", []string{"--metrics-addr", "nowhere"}, 2, "(--metrics-addr)"},
		{"no threads", []string{"--threads", "0"}, 2, "--threads must be at least 1"},
		{"negative workers", []string{"--workers", "-1"}, 2, "--workers at least 0"},
		{"negative connections an address", []string{"--max-conns-per-addr", "-1"}, 2, "--max-conns-per-addr must be at least 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"serve", "--addr", "127.0.0.1:0", "--egdb", "none", "--data", t.TempDir()}, tt.args...)
			code, _, errOut := run(t, "", args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Errorf("got exit %d, stderr %q; want %d and %q", code, errOut, tt.code, tt.want)
			}
		})
	}
}
