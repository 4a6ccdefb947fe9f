package server_test

import (
	"context"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/kingme/kingme/engine/egdb"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
)

// analysisApp starts a server whose analyses search few nodes.
func analysisApp(t *testing.T) *app {
	t.Helper()
	return startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) { c.AnalysisNodes = 20_000 })
}

// waitAnalysis polls the game's analysis until it is done.
func (a *app) waitAnalysis(id string) server.Analysis {
	a.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		var an server.Analysis
		if code := a.call("GET", "/api/games/"+id+"/analysis", "", nil, &an); code != http.StatusOK {
			a.t.Fatalf("GET analysis: status %d, want 200", code)
		}
		if an.Status == "done" {
			return an
		}
		if an.Status != "queued" && an.Status != "running" {
			a.t.Fatalf("GET analysis while it runs: status %q, want queued, running or done", an.Status)
		}
		if an.Done > an.Total {
			a.t.Fatalf("analysis progress: done %d > total %d", an.Done, an.Total)
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("analysis of %s not done after 60 s: %d/%d", id, an.Done, an.Total)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestAnalysisOfEveryGame plays a few moves of each game of the table at one screen,
// resigns, and has the game analysed: one entry per position, each with a
// legal best move and a line starting with it, the moves played named, the
// share of the point within 0 and 1, computed once and kept across a
// restart.
func TestAnalysisOfEveryGame(t *testing.T) {
	a := analysisApp(t)
	for _, game := range games.All() {
		variant := game.Key()
		t.Run(variant, func(t *testing.T) {
			g := a.create(map[string]any{"variant": variant, "mode": "local"})
			st := g.State
			var legal [][]string
			var played []string
			for ply := range 6 {
				texts := make([]string, len(st.Legal))
				for i, m := range st.Legal {
					texts[i] = m.Text
				}
				legal = append(legal, texts)
				mv := texts[(ply*7)%len(texts)]
				played = append(played, mv)
				code, next, msg := a.move(g.ID, g.Token, mv, ply)
				if code != http.StatusOK {
					t.Fatalf("move %s at ply %d: %d %s", mv, ply, code, msg)
				}
				st = next
			}
			var none server.Analysis
			if code := a.call("GET", "/api/games/"+g.ID+"/analysis", "", nil, &none); code != http.StatusOK || none.Status != "none" {
				t.Fatalf("GET analysis of a game in play: got %d %q, want 200 \"none\"", code, none.Status)
			}
			if code := a.call("POST", "/api/games/"+g.ID+"/analysis", "", nil, nil); code != http.StatusConflict {
				t.Fatalf("POST analysis of a game in play: got %d, want 409", code)
			}
			if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, &st); code != http.StatusOK {
				t.Fatalf("resign: %d", code)
			}
			var started server.Analysis
			if code := a.call("POST", "/api/games/"+g.ID+"/analysis", "", nil, &started); code != http.StatusAccepted && code != http.StatusOK {
				t.Fatalf("POST analysis of a finished game: got %d, want 202 (or 200)", code)
			}
			if started.Total != 7 {
				t.Errorf("POST analysis: got total %d, want 7 positions", started.Total)
			}
			an := a.waitAnalysis(g.ID)
			if len(an.Positions) != 7 || an.Done != 7 || an.Total != 7 {
				t.Fatalf("analysis: got %d positions (done %d of %d), want 7", len(an.Positions), an.Done, an.Total)
			}
			for i, p := range an.Positions {
				if p.Ply != i {
					t.Errorf("position %d: got ply %d", i, p.Ply)
				}
				if p.Black < 0 || p.Black > 1 {
					t.Errorf("position %d: got Black's share %v, want within [0, 1]", i, p.Black)
				}
				if p.Source != "search" || p.Best == nil || len(p.Line) == 0 || p.Line[0] != p.Best.Text {
					t.Errorf("position %d: got source %q, best %v, line %v; want a searched best move that starts its line", i, p.Source, p.Best, p.Line)
					continue
				}
				if i < len(legal) {
					if !slices.Contains(legal[i], p.Best.Text) {
						t.Errorf("position %d: best move %q is not among the legal moves %v", i, p.Best.Text, legal[i])
					}
					if p.Played != played[i] {
						t.Errorf("position %d: got played %q, want %q", i, p.Played, played[i])
					}
					if p.Played == p.Best.Text && (p.Loss != 0 || p.Mark != "") {
						t.Errorf("position %d: the engine's own move got loss %v, mark %q; want 0, none", i, p.Loss, p.Mark)
					}
				} else if p.Played != "" {
					t.Errorf("last position: got played %q, want none", p.Played)
				}
			}
			var again server.Analysis
			if code := a.call("POST", "/api/games/"+g.ID+"/analysis", "", nil, &again); code != http.StatusOK || again.Status != "done" || len(again.Positions) != 7 {
				t.Errorf("POST analysis again: got %d %q with %d positions, want 200 done with 7 (stored)", code, again.Status, len(again.Positions))
			}
		})
	}
	// The analyses are stored: a new server answers them at once.
	ids := a.list()
	b := a.restart()
	for _, id := range ids {
		var an server.Analysis
		if code := b.call("GET", "/api/games/"+id+"/analysis", "", nil, &an); code != http.StatusOK || an.Status != "done" || len(an.Positions) != 7 {
			t.Errorf("after a restart, GET analysis of %s: got %d %q with %d positions, want 200 done with 7", id, code, an.Status, len(an.Positions))
		}
	}
}

// list returns the IDs of the finished games.
func (a *app) list() []string {
	a.t.Helper()
	var out struct {
		Games []struct {
			ID string `json:"id"`
		} `json:"games"`
	}
	if code := a.call("GET", "/api/games?status=finished", "", nil, &out); code != http.StatusOK {
		a.t.Fatalf("list finished games: %d", code)
	}
	ids := make([]string, len(out.Games))
	for i, g := range out.Games {
		ids[i] = g.ID
	}
	if len(ids) == 0 {
		a.t.Fatal("list finished games: none")
	}
	return ids
}

// TestAnalysisMarks checks the marks on a set-up standard ending: Black,
// two men up, plays 14-18 where Red must take it (a blunder: the win is
// gone), then Red's forced capture (the engine's own move: no mark).
func TestAnalysisMarks(t *testing.T) {
	a := analysisApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "position": "B:W23,32:B14,1,3"})
	for ply, mv := range []string{"14-18", "23x14"} {
		if code, _, msg := a.move(g.ID, g.Token, mv, ply); code != http.StatusOK {
			t.Fatalf("move %s: %d %s", mv, code, msg)
		}
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
		t.Fatalf("resign: %d", code)
	}
	a.call("POST", "/api/games/"+g.ID+"/analysis", "", nil, nil)
	an := a.waitAnalysis(g.ID)
	first, second := an.Positions[0], an.Positions[1]
	if first.Played != "14-18" || first.Mark != "blunder" || first.Loss < 0.15 {
		t.Errorf("14-18: got played %q, loss %v, mark %q; want a blunder (loss ≥ 0.15)", first.Played, first.Loss, first.Mark)
	}
	if first.Best == nil || first.Best.Text == "14-18" {
		t.Errorf("14-18: got best %v, want another move", first.Best)
	}
	if second.Played != "23x14" || second.Mark != "" {
		t.Errorf("23x14: got played %q, mark %q; want the forced capture unmarked", second.Played, second.Mark)
	}
	if got := an.Marks["black"]["blunder"]; got != 1 {
		t.Errorf("Black's blunders: got %d, want 1", got)
	}
	if got := an.Marks["red"]; len(got) != 0 {
		t.Errorf("Red's marks: got %v, want none", got)
	}
}

// TestAnalysisUnknownGame answers 404 for a game that does not exist.
func TestAnalysisUnknownGame(t *testing.T) {
	a := analysisApp(t)
	for _, method := range []string{"GET", "POST"} {
		if code := a.call(method, "/api/games/nosuchgame/analysis", "", nil, nil); code != http.StatusNotFound {
			t.Errorf("%s analysis of an unknown game: got %d, want 404", method, code)
		}
	}
}

// TestAnalysisWithEndgameDatabases analyses an ending the databases know
// (two kings against one): its positions are the databases' wins, with
// their distance to the next conversion.
func TestAnalysisWithEndgameDatabases(t *testing.T) {
	dir := t.TempDir()
	if _, err := egdb.Build(context.Background(), egdb.BuildOptions{Dir: dir, Pieces: 3, Workers: 1}); err != nil {
		t.Fatal(err)
	}
	db, err := egdb.Open(dir, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.AnalysisNodes = 20_000
		c.Endgames = map[string]any{"standard": db}
	})
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "position": "B:WK23:BK1,K3"})
	// A hint says the databases' result too.
	var hint struct {
		Source, Outcome string
		In              int
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/hint", g.Token, nil, &hint); code != http.StatusOK || hint.Source != "egdb" || hint.Outcome != "win" || hint.In <= 0 {
		t.Errorf("hint: got %d %+v, want 200 from egdb, a win in N > 0", code, hint)
	}
	mv := g.State.Legal[0].Text
	if code, _, msg := a.move(g.ID, g.Token, mv, 0); code != http.StatusOK {
		t.Fatalf("move %s: %d %s", mv, code, msg)
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
		t.Fatalf("resign: %d", code)
	}
	a.call("POST", "/api/games/"+g.ID+"/analysis", "", nil, nil)
	an := a.waitAnalysis(g.ID)
	want := []struct{ turn, outcome string }{{"black", "win"}, {"red", "loss"}}
	for i, w := range want {
		p := an.Positions[i]
		if p.Source != "egdb" || p.Turn != w.turn || p.Outcome != w.outcome || p.In <= 0 {
			t.Errorf("position %d: got source %q, turn %q, outcome %q in %d; want egdb, %s, %s in N > 0", i, p.Source, p.Turn, p.Outcome, p.In, w.turn, w.outcome)
		}
		if p.Black != 1 {
			t.Errorf("position %d: got Black's share %v, want 1 (a known win)", i, p.Black)
		}
	}
}
