package server_test

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/cli"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
	"github.com/kingme/kingme/server"
)

// TestPDNRoundTripOfEveryGame plays games of every game of the table on
// the server (from the start, from reached positions and from board-editor
// set-ups: kings, stacks, borne-off counts, special squares), downloads
// each as PDN (GET /api/games/{id}/pdn), writes it with the library too
// (pdn.FromGame), and reads both back through pdn.ReplayRecord, POST
// /api/pdn, kingme pdn check and kingme play --load: the same start and
// moves each time, and no warning.
func TestPDNRoundTripOfEveryGame(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) {
		c.CreatePerMinute, c.CreateBurst = 100_000, 10_000
	})
	n := 12
	if testing.Short() {
		n = 6
	}
	dir := t.TempDir()
	for i, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			for k, want := range pdntest.Games(g, uint64(200+i), n, 24) {
				game := want.Game
				s := a.create(map[string]any{"variant": g.Key(), "mode": "local", "position": game.Start().String()})
				for ply, m := range game.Played() {
					if code, _, msg := a.move(s.ID, s.Token, m.String(), ply); code != http.StatusOK {
						t.Fatalf("game %d (%s from %q): move %s at ply %d: %d %s", k+1, want.Kind, game.Start(), m, ply, code, msg)
					}
				}
				texts := map[string]string{
					"GET /api/games/{id}/pdn": a.download(s.ID),
					"pdn.FromGame":            games.PDN().FromGame(game).String(),
				}
				for source, text := range texts {
					what := source + " of game " + strconv.Itoa(k+1) + " (" + want.Kind.String() + " from " + game.Start().String() + ")"
					checkLibrary(t, what, text, game)
					checkImport(t, a, what, text, game)
					file := filepath.Join(dir, g.Key()+"-"+strconv.Itoa(k+1)+".pdn")
					if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
						t.Fatal(err)
					}
					checkCommands(t, what, file)
				}
			}
		})
	}
}

// download returns game id's PDN.
func (a *app) download(id string) string {
	a.t.Helper()
	resp, err := http.Get(a.http.URL + "/api/games/" + id + "/pdn")
	if err != nil {
		a.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		a.t.Fatalf("GET /api/games/%s/pdn: status %d, %v", id, resp.StatusCode, err)
	}
	return string(data)
}

// checkLibrary reads text back with pdn.ReplayRecord.
func checkLibrary(t *testing.T, what, text string, want *checkers.Game) {
	t.Helper()
	r := pdn.NewReader(strings.NewReader(text))
	pg, err := r.Next()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	got, notes, err := games.PDN().ReplayRecord(pg, r.Source())
	if err != nil {
		t.Fatalf("%s: pdn.ReplayRecord: %v", what, err)
	}
	if len(notes) > 0 {
		t.Errorf("%s: pdn.ReplayRecord warns %v, want no warning", what, notes)
	}
	var moves []string
	for _, m := range got.Played() {
		moves = append(moves, m.String())
	}
	if got.Start() != want.Start() || !slices.Equal(moves, gameMoves(want)) {
		t.Errorf("%s: pdn.ReplayRecord gives %q then %v, want %q then %v", what, got.Start(), moves, want.Start(), gameMoves(want))
	}
}

// checkImport uploads text to POST /api/pdn.
func checkImport(t *testing.T, a *app, what, text string, want *checkers.Game) {
	t.Helper()
	var out server.Imported
	if code := a.call("POST", "/api/pdn", "", text, &out); code != http.StatusOK || out.Replay == nil || len(out.Games) != 1 {
		t.Fatalf("%s: POST /api/pdn: status %d, %d games, replay %v; want 200, 1 game replayed (%+v)", what, code, len(out.Games), out.Replay != nil, out.Games)
	}
	if w := out.Games[0].Warnings; len(w) > 0 {
		t.Errorf("%s: POST /api/pdn warns %v, want no warning", what, w)
	}
	var moves []string
	for _, m := range out.Replay.Moves {
		moves = append(moves, m.Text)
	}
	if start := out.Replay.Positions[0].Text; start != want.Start().String() || !slices.Equal(moves, gameMoves(want)) {
		t.Errorf("%s: POST /api/pdn replays %q then %v, want %q then %v", what, start, moves, want.Start(), gameMoves(want))
	}
}

// checkCommands reads file with kingme pdn check, which must replay its
// game without a warning, and kingme play --load, which must read it and
// stop only at the terminal it needs (the terminal's own test,
// internal/cli's TestLoadEveryGame, checks the position and moves it
// loads).
func checkCommands(t *testing.T, what, file string) {
	t.Helper()
	var out, errOut strings.Builder
	code := cli.Main([]string{"pdn", "check", "--warnings", file}, strings.NewReader(""), &out, &errOut)
	if want := file + ": 1 games, 1 replayed, 0 with warnings, 0 refused\n"; code != 0 || out.String() != want {
		t.Errorf("%s: kingme pdn check: exit %d, stdout %q, stderr %q; want 0 and %q", what, code, out.String(), errOut.String(), want)
	}
	out.Reset()
	errOut.Reset()
	code = cli.Main([]string{"play", "--load", file, "--egdb", "none"}, strings.NewReader(""), &out, &errOut)
	if want := "kingme: standard input is not a terminal"; code != 2 || !strings.HasPrefix(errOut.String(), want) {
		t.Errorf("%s: kingme play --load: exit %d, stderr %q; want 2 and %q (the file read)", what, code, errOut.String(), want)
	}
}

// gameMoves returns the text of each move of g.
func gameMoves(g *checkers.Game) []string {
	var out []string
	for _, m := range g.Played() {
		out = append(out, m.String())
	}
	return out
}
