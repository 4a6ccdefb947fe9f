package server_test

import (
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/server"
)

// countingOracle is an endgame database that knows nothing and counts the
// positions it is asked about.
type countingOracle struct{ asked atomic.Int64 }

func (o *countingOracle) Solved(*standard.Position) (outcome, plies int, ok bool) {
	o.asked.Add(1)
	return 0, 0, false
}

// outOfBook returns a legal move of the game in st whose position is not
// in the built-in opening book, so that the engine must search it, or the
// first legal move when every one leads into the book.
func outOfBook(t *testing.T, st server.State) string {
	t.Helper()
	g := checkers.NewGame(standard.Variant{})
	for _, m := range st.Moves {
		if err := g.PlayText(m.Text); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range g.Legal() {
		next := g.Clone()
		if err := next.Play(m); err != nil {
			t.Fatal(err)
		}
		if len(book.Standard().Moves(next.Position().String())) == 0 {
			return m.String()
		}
	}
	return g.Legal()[0].String()
}

// inBook reports whether the game's position in st is in the built-in book.
func inBook(t *testing.T, st server.State) bool {
	t.Helper()
	g := checkers.NewGame(standard.Variant{})
	for _, m := range st.Moves {
		if err := g.PlayText(m.Text); err != nil {
			t.Fatal(err)
		}
	}
	return len(book.Standard().Moves(g.Position().String())) > 0
}

// drawingOracle is an endgame database that knows every position drawn.
type drawingOracle struct{}

func (drawingOracle) Solved(*standard.Position) (outcome, plies int, ok bool) { return 0, 0, true }

// leaveBook starts a local game of standard checkers on a and plays it out
// of the opening book.
func leaveBook(t *testing.T, a *app) seat {
	t.Helper()
	local := a.create(map[string]any{"variant": "standard", "mode": "local"})
	for ply := 0; inBook(t, a.state(local.ID, local.Token)); ply++ {
		if code, _, msg := a.move(local.ID, local.Token, outOfBook(t, a.state(local.ID, local.Token)), ply); code != http.StatusOK {
			t.Fatalf("ply %d: %d %s", ply, code, msg)
		}
	}
	return local
}

// TestEndgameDrawInHints gives the server a database that knows every
// position drawn: a hint says so, with the databases as its source, as
// the web app shows it ("Draw (endgame database)").
func TestEndgameDrawInHints(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Endgames = map[string]any{"standard": drawingOracle{}}
	})
	local := leaveBook(t, a)
	var hint struct {
		Source  string `json:"source"`
		Outcome string `json:"outcome"`
		Score   int    `json:"score"`
	}
	code := a.call("POST", "/api/games/"+local.ID+"/hint", local.Token, nil, &hint)
	if code != http.StatusOK || hint.Source != "egdb" || hint.Outcome != "draw" || hint.Score != 0 {
		t.Errorf("hint: %d, source %q, outcome %q, score %d; want 200, egdb, draw, 0", code, hint.Source, hint.Outcome, hint.Score)
	}
}

// TestEndgamesReachThePlayers gives the server an endgame database and
// wants the hints and the computer at Master to ask it once past the
// opening book.
func TestEndgamesReachThePlayers(t *testing.T) {
	oracle := &countingOracle{}
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Endgames = map[string]any{"standard": oracle}
	})
	local := leaveBook(t, a)
	var hint struct {
		Source string `json:"source"`
	}
	if code := a.call("POST", "/api/games/"+local.ID+"/hint", local.Token, nil, &hint); code != http.StatusOK || hint.Source != "search" {
		t.Fatalf("hint: %d from %q, want a search", code, hint.Source)
	}
	afterHint := oracle.asked.Load()
	if afterHint == 0 {
		t.Errorf("the hint's search did not ask the endgame database")
	}
	g := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "master", "color": "black"})
	st := a.state(g.ID, g.Token)
	for ply := 0; ply < 6; ply += 2 {
		if code, _, msg := a.move(g.ID, g.Token, outOfBook(t, st), ply); code != http.StatusOK {
			t.Fatalf("ply %d against the computer: %d %s", ply, code, msg)
		}
		st = a.waitFor(g.ID, g.Token, "the computer's reply", func(s server.State) bool { return s.Ply >= ply+2 })
	}
	if oracle.asked.Load() == afterHint {
		t.Errorf("the computer's searches at Master did not ask the endgame database")
	}
}
