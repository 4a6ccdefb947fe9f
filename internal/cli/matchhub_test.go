package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/cli"
)

// TestMatchAgainstHubEngine plays kingme match against an external engine
// over the Hub protocol, in every game: KingMe's own kingme hub, run as a
// program (this test binary standing for kingme, KINGME_CLI_MAIN=1). Every
// move of both sides is checked by the rules, and the games written read
// back.
func TestMatchAgainstHubEngine(t *testing.T) {
	t.Setenv("KINGME_CLI_MAIN", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "out.pdn")
			hubSide := "hub=" + exe + " hub --egdb none,depth=2,hash=1"
			code, out, errOut := run(t, "", "match", "--variant", g.Key(), "--a", "depth=2,hash=1", "--b", hubSide,
				"--games", "2", "--pdn", path)
			if code != cli.ExitOK {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if want := "B: depth=2,hash=1,hub=" + exe + " hub --egdb none"; !strings.Contains(out, want) {
				t.Errorf("stdout %q: want the hub side named as %q", out, want)
			}
			parsed := readPDNFile(t, path)
			if len(parsed) != 2 {
				t.Fatalf("the PDN holds %d games, want 2", len(parsed))
			}
			for i, pg := range parsed {
				replayed, err := games.PDN().Replay(pg)
				if err != nil {
					t.Fatalf("game %d: %v", i+1, err)
				}
				if !replayed.Result().Over() && pg.Result != "*" {
					t.Errorf("game %d: result %q but the moves end no game", i+1, pg.Result)
				}
			}
		})
	}
}

// TestMatchHubSettings: a hub side takes only the settings an external
// engine can be given.
func TestMatchHubSettings(t *testing.T) {
	code, _, errOut := run(t, "", "match", "--a", "depth=1", "--b", "hub=/bin/true,weights=handset", "--games", "2")
	if code == cli.ExitOK || !strings.Contains(errOut, "only depth, movetime, clock, nodes, hash and threads apply") {
		t.Errorf("exit %d, stderr %q: want a refusal of weights= with hub=", code, errOut)
	}
	code, _, errOut = run(t, "", "match", "--a", "depth=1", "--b", "hub=/no/such/engine", "--games", "2")
	if code == cli.ExitOK || !strings.Contains(errOut, "/no/such/engine") {
		t.Errorf("exit %d, stderr %q: want an error naming the missing engine", code, errOut)
	}
}
