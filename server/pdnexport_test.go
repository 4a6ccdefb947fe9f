package server_test

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// exportPDN downloads a game's PDN and reads it with the project's reader.
func exportPDN(t *testing.T, a *app, id string) (string, *pdn.Game) {
	t.Helper()
	resp, err := http.Get(a.http.URL + "/api/games/" + id + "/pdn")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := pdn.ParseGames(string(body))
	if err != nil || len(parsed) != 1 {
		t.Fatalf("the export reads as %d games, %v:\n%s", len(parsed), err, body)
	}
	return string(body), parsed[0]
}

var clk = regexp.MustCompile(`^\[%clk \d+:\d\d:\d\d\]$`)

// TestPDNExportKeepsClockAndEnd: a game with a clock exports its time
// control, each move's clock as a [%clk h:mm:ss] comment and why it
// ended, in every game; the export reads back with the rules to the same
// moves; a game without a clock says "-" and has no clock comments.
func TestPDNExportKeepsClockAndEnd(t *testing.T) {
	a := newApp(t)
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			seat := a.create(map[string]any{"variant": g.Key(), "mode": "local", "clock": map[string]any{"minutes": 1.5, "increment": 2}})
			st := seat.State
			for ply := range 6 {
				if len(st.Legal) == 0 {
					break
				}
				code, next, msg := a.move(seat.ID, seat.Token, st.Legal[0].Text, ply)
				if code != http.StatusOK {
					t.Fatalf("move %d: %d %s", ply+1, code, msg)
				}
				st = next
			}
			_, during := exportPDN(t, a, seat.ID)
			if got, _ := during.Tag("Termination"); got != "unterminated" {
				t.Errorf("Termination while the game goes on = %q, want unterminated", got)
			}
			a.call("POST", "/api/games/"+seat.ID+"/resign", seat.Token, nil, nil)
			text, pg := exportPDN(t, a, seat.ID)
			if got, want := tag(pg, "TimeControl"), "90+2"; got != want {
				t.Errorf("TimeControl = %q, want %q", got, want)
			}
			if got := tag(pg, "Termination"); !strings.Contains(got, "resign") {
				t.Errorf("Termination = %q, want the resignation", got)
			}
			if len(pg.Moves) != st.Ply {
				t.Fatalf("the export has %d moves, want %d:\n%s", len(pg.Moves), st.Ply, text)
			}
			for i, m := range pg.Moves {
				if len(m.Comments) != 1 || !clk.MatchString(m.Comments[0]) {
					t.Errorf("move %d %s: comments %q, want one [%%clk h:mm:ss]", i+1, m.Text, m.Comments)
				}
			}
			replayed, notes, err := games.PDN().ReplayRecord(pg, pdn.Source{Number: 1, Line: 1})
			if err != nil || len(notes) != 0 || replayed.Len() != st.Ply {
				t.Errorf("read back: %d moves, notes %v, %v; want %d moves and no note", replayed.Len(), notes, err, st.Ply)
			}
		})
	}
	plain := a.create(map[string]any{"variant": "standard", "mode": "local"})
	a.move(plain.ID, plain.Token, plain.State.Legal[0].Text, 0)
	_, pg := exportPDN(t, a, plain.ID)
	if got := tag(pg, "TimeControl"); got != "-" {
		t.Errorf("TimeControl without a clock = %q, want -", got)
	}
	if len(pg.Moves) != 1 || len(pg.Moves[0].Comments) != 0 {
		t.Errorf("moves %+v: want one move without a clock comment", pg.Moves)
	}
}

// tag returns the value of pg's tag name, "" for none.
func tag(pg *pdn.Game, name string) string {
	v, _ := pg.Tag(name)
	return v
}
