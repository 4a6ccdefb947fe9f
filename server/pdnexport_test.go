package server_test

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
)

// exportPDN downloads a game's PDN and reads it with the project's reader.
func exportPDN(t *testing.T, a *app, id string) (string, *pdn.GameRecord) {
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
	checkGrammar(t, string(body), parsed)
	return string(body), parsed[0]
}

// checkGrammar checks that text, which reads as games, is a PdnFile of the
// PDN 3.0 grammar when every move of its games is a Move of the grammar
// (Coast-to-Coast's are not, nor are Russian draughts' captures written
// with ":", which only the grammar for reading takes).
func checkGrammar(t *testing.T, text string, games []*pdn.GameRecord) {
	t.Helper()
	for _, g := range games {
		for _, m := range g.Moves {
			if !pdntest.IsPDNMove(m.Text) {
				return
			}
		}
	}
	if err := pdntest.CheckGrammar(text); err != nil {
		t.Errorf("the export is not PDN 3.0: %v\n%s", err, text)
	}
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
func tag(pg *pdn.GameRecord, name string) string {
	v, _ := pg.Tag(name)
	return v
}

// exportAll downloads GET /api/games/export with query and reads it.
func exportAll(t *testing.T, a *app, query string) (int, []*pdn.GameRecord) {
	t.Helper()
	resp, err := http.Get(a.http.URL + "/api/games/export" + query)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, nil
	}
	parsed, err := pdn.ParseGames(string(body))
	if err != nil {
		t.Fatalf("the export does not read: %v\n%s", err, body)
	}
	if len(parsed) > 0 {
		checkGrammar(t, string(body), parsed)
	}
	return resp.StatusCode, parsed
}

// TestExportStreamsTheArchive: the bulk export holds the finished games,
// newest first, each as its own export writes it, filtered by variant,
// date and count; a game still going is left out; bad queries are refused.
func TestExportStreamsTheArchive(t *testing.T) {
	a := newApp(t)
	var finished []string
	for _, g := range games.All() {
		seat := a.create(map[string]any{"variant": g.Key(), "mode": "local"})
		a.move(seat.ID, seat.Token, seat.State.Legal[0].Text, 0)
		a.call("POST", "/api/games/"+seat.ID+"/resign", seat.Token, nil, nil)
		finished = append(finished, seat.ID)
	}
	playing := a.create(map[string]any{"variant": "standard", "mode": "local"})
	code, all := exportAll(t, a, "")
	if code != http.StatusOK || len(all) != len(finished) {
		t.Fatalf("export: %d, %d games; want 200 and %d", code, len(all), len(finished))
	}
	for i, pg := range all {
		id := tag(pg, "GameId")
		if want := finished[len(finished)-1-i]; id != want {
			t.Errorf("game %d of the export is %s, want %s (newest first)", i+1, id, want)
		}
		if id == playing.ID {
			t.Errorf("the export holds %s, which is still being played", id)
		}
		if _, _, err := games.PDN().ReplayRecord(pg, pdn.Source{Number: i + 1}); err != nil {
			t.Errorf("game %s does not read back: %v", id, err)
		}
	}
	if _, got := exportAll(t, a, "?variant=stackem"); len(got) != 1 || tag(got[0], "Variant") != "stackem" {
		t.Errorf("variant=stackem: %d games, want the one Stack'Em game", len(got))
	}
	if _, got := exportAll(t, a, "?limit=2"); len(got) != 2 {
		t.Errorf("limit=2: %d games, want 2", len(got))
	}
	if _, got := exportAll(t, a, "?since=2999-01-01"); len(got) != 0 {
		t.Errorf("since=2999-01-01: %d games, want none", len(got))
	}
	if _, got := exportAll(t, a, "?until=2000-01-01T00:00:00Z"); len(got) != 0 {
		t.Errorf("until=2000: %d games, want none", len(got))
	}
	for _, bad := range []string{"?variant=chess", "?limit=0", "?limit=100000", "?since=yesterday"} {
		if code, _ := exportAll(t, a, bad); code != http.StatusBadRequest {
			t.Errorf("export%s: %d, want 400", bad, code)
		}
	}
}
