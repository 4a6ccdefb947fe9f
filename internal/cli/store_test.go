package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store/sqlite"
)

// TestServeStoreFlag runs serve and the db commands with --store values
// they must refuse before serving: each exits with the status and message
// given. An empty kingme.db in a directory shows which directory
// --store sqlite:DIR opened.
func TestServeStoreFlag(t *testing.T) {
	emptyDB := t.TempDir()
	if err := os.WriteFile(filepath.Join(emptyDB, sqlite.FileName), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	const pg = "postgres://kingme:s3cret@127.0.0.1:1/kingme?sslmode=disable&connect_timeout=5"
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown scheme", []string{"serve", "--store", "nonsense://x"}, 2, `--store "nonsense://x": want sqlite:DIR`},
		{"a bare directory", []string{"serve", "--store", "/srv/kingme"}, 2, "want sqlite:DIR"},
		{"sqlite without a directory", []string{"serve", "--store", "sqlite:"}, 2, "needs the data directory"},
		{"sqlite and --data", []string{"serve", "--store", "sqlite:" + emptyDB, "--data", t.TempDir()}, 2, "give one"},
		{"sqlite:DIR is opened", []string{"serve", "--store", "sqlite:" + emptyDB}, 1, "is empty (0 bytes)"},
		{"postgres nobody listens to", []string{"serve", "--store", pg}, 1, "cannot connect"},
		{"db check of postgres", []string{"db", "check", "--store", pg}, 2, "kingme db check is for the SQLite store"},
		{"db backup of postgres", []string{"db", "backup", "--store", pg, "--to", filepath.Join(t.TempDir(), "b.db")}, 2, "kingme db backup is for the SQLite store"},
		{"db check of sqlite:DIR", []string{"db", "check", "--store", "sqlite:" + emptyDB}, 1, "is empty (0 bytes)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			if args[0] == "serve" {
				args = append(args, "--addr", "127.0.0.1:0", "--egdb", "none")
			}
			code, _, errOut := run(t, "", args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Errorf("kingme %s: got exit %d, stderr %q; want %d and %q", strings.Join(tt.args, " "), code, errOut, tt.code, tt.want)
			}
			if strings.Contains(errOut, "s3cret") {
				t.Errorf("kingme %s: got stderr %q, which shows the password", strings.Join(tt.args, " "), errOut)
			}
		})
	}
}
