package cli_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// exportData stores, for every game of the table, a game of 8 moves with
// a 5+3 clock that Black lost by resigning (created on day i of November
// 2026), and one game still going; it returns the directory.
func exportData(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	st, err := sqlite.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i, g := range games.All() {
		game := checkers.NewGame(g.Variant)
		rec := &store.Record{ID: fmt.Sprintf("done%d", i), Variant: g.Key(), Start: g.Variant.Start().String(), Mode: "friend",
			Initial: 5 * time.Minute, Increment: 3 * time.Second,
			Created: time.Date(2026, 11, i+1, 12, 0, 0, 0, time.UTC)}
		for ply := range 8 {
			legal := game.Legal()
			if len(legal) == 0 {
				break
			}
			if err := game.Play(legal[0]); err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, store.Move{Text: legal[0].String(), Clock: 5*time.Minute - time.Duration(ply)*time.Second, At: rec.Created})
		}
		if err := game.Resign(game.Turn()); err != nil {
			t.Fatal(err)
		}
		r := game.Result()
		rec.Outcome, rec.Reason = int(r.Outcome), int(r.Reason)
		if err := st.Create(context.Background(), rec); err != nil {
			t.Fatal(err)
		}
	}
	going := &store.Record{ID: "going", Variant: "standard", Start: checkers.NewGame(games.All()[0].Variant).Position().String(), Mode: "friend"}
	if err := st.Create(context.Background(), going); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestDbExport exports the finished games of a database as PDN, read back
// by the project's PDN reader and replayed through each game's rules: every
// finished game once, none still going, with its time control, its clocks
// and its result; the flags select games; bad flags and a missing
// database are refused.
func TestDbExport(t *testing.T) {
	dir := exportData(t)
	all := len(games.All())
	tests := []struct {
		name string
		args []string
		want []string // the GameIds exported, newest first
	}{
		{"every finished game", nil, ids(all-1, 0)},
		{"one game by an alias", []string{"--variant", "English"}, []string{"done0"}},
		{"since", []string{"--since", "2026-11-02"}, ids(all-1, 1)},
		{"until", []string{"--until", "2026-11-02T00:00:00Z"}, []string{"done0"}},
		{"limit", []string{"--limit", "2"}, ids(all-1, all-2)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "games.pdn")
			code, _, errOut := run(t, "", append([]string{"db", "export", "--data", dir, "--out", out}, tt.args...)...)
			if code != 0 {
				t.Fatalf("got exit %d (%s), want 0", code, errOut)
			}
			if want := fmt.Sprintf("%d games written to %s", len(tt.want), out); !strings.Contains(errOut, want) {
				t.Errorf("got stderr %q, want %q", errOut, want)
			}
			text, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			read, err := pdn.ParseGames(string(text))
			if err != nil {
				t.Fatalf("the export does not read back: %v", err)
			}
			var got []string
			for _, pg := range read {
				id, _ := pg.Tag("GameId")
				got = append(got, id)
				game, err := games.PDN().Replay(pg)
				if err != nil {
					t.Errorf("game %s: does not replay: %v", id, err)
					continue
				}
				result, _ := pg.Tag("Result")
				termination, _ := pg.Tag("Termination")
				if game.Len() != 8 || (result != "1-0" && result != "0-1") || !strings.Contains(termination, "resign") {
					t.Errorf("game %s: got %d moves, result %q (%q); want 8 and a resignation", id, game.Len(), result, termination)
				}
				if tc, _ := pg.Tag("TimeControl"); tc != "300+3" {
					t.Errorf("game %s: got TimeControl %q, want 300+3", id, tc)
				}
				if !strings.Contains(string(text), "[%clk 0:05:00]") {
					t.Errorf("the export has no clock comment [%%clk 0:05:00]")
				}
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("got games %v, want %v", got, tt.want)
			}
		})
	}
	// To standard output by default.
	if code, out, _ := run(t, "", "db", "export", "--data", dir, "--limit", "1"); code != 0 || !strings.Contains(out, fmt.Sprintf(`[GameId "done%d"]`, all-1)) {
		t.Errorf("to standard output: got exit %d, output %.200q; want the newest game", code, out)
	}
	refused := []struct {
		name string
		args []string
		want string
	}{
		{"unknown game", []string{"--data", dir, "--variant", "chess"}, `unknown variant "chess"`},
		{"bad date", []string{"--data", dir, "--since", "yesterday"}, `--since "yesterday": want a date`},
		{"negative limit", []string{"--data", dir, "--limit", "-1"}, "--limit -1"},
		{"no database", []string{"--data", t.TempDir()}, "no games database in"},
	}
	for _, tt := range refused {
		code, _, errOut := run(t, "", append([]string{"db", "export"}, tt.args...)...)
		if code == 0 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%s: got exit %d, stderr %q; want a failure saying %q", tt.name, code, errOut, tt.want)
		}
	}
}

// ids returns "done<from>" down to "done<to>".
func ids(from, to int) []string {
	var out []string
	for i := from; i >= to; i-- {
		out = append(out, fmt.Sprintf("done%d", i))
	}
	return out
}
