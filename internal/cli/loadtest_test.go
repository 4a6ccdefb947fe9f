package cli_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/kingme/kingme/internal/cli"
)

// TestMain lets the test binary stand for kingme when the loadtest
// command starts it as its server (KINGME_CLI_MAIN=1: run the command
// line and exit).
func TestMain(m *testing.M) {
	if os.Getenv("KINGME_CLI_MAIN") == "1" {
		os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func TestLoadtestStartsItsServer(t *testing.T) {
	t.Setenv("KINGME_CLI_MAIN", "1")
	code, out, errOut := run(t, "", "loadtest", "games", "--games", "2", "--duration", "1s", "--json", "--serve-args", "--workers 1")
	if code != cli.ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var r struct {
		Scenario string
		Target   string
		Figures  []struct {
			Name  string
			Value float64
		}
		Errors map[string]int
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	fig := map[string]float64{}
	for _, f := range r.Figures {
		fig[f.Name] = f.Value
	}
	if r.Scenario != "games" || !strings.HasPrefix(r.Target, "http://127.0.0.1:") {
		t.Errorf("scenario %q, target %q", r.Scenario, r.Target)
	}
	if fig["moves"] <= 0 || fig["server RSS"] <= 0 || fig["server peak RSS"] < fig["server RSS"] {
		t.Errorf("figures %v: want moves, and the server's RSS (peak ≥ now)", fig)
	}
	if len(r.Errors) != 0 {
		t.Errorf("errors %v", r.Errors)
	}
}

func TestLoadtestBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"loadtest"},
		{"loadtest", "stampede"},
		{"loadtest", "games", "--url", "http://example.com:8080"},
		{"loadtest", "games", "--url", "http://10.1.2.3:8080"},
		{"loadtest", "games", "--duration", "1h"},
		{"loadtest", "watchers", "--watchers", "1000000"},
		{"loadtest", "flood", "--clock", "fast"},
		{"loadtest", "games", "--pid", "1"},
	} {
		code, _, errOut := run(t, "", args...)
		if code != cli.ExitUsage || !strings.HasPrefix(errOut, "kingme: ") {
			t.Errorf("%q: exit %d, stderr %q: want %d and a message", args, code, errOut, cli.ExitUsage)
		}
	}
}
