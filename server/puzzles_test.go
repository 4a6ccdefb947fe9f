package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/server"
)

// puzzleCall sends a request as browser b (its cookies) and decodes the
// answer into out, returning the status; an error's message goes to msg.
func puzzleCall(t *testing.T, b *browser, method, path string, body any, out any) (int, string) {
	t.Helper()
	var rd io.Reader = http.NoBody
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, b.a.http.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 400 {
		var e struct {
			Error string `json:"error"`
		}
		if json.Unmarshal(data, &e) != nil || e.Error == "" {
			t.Errorf("%s %s: status %d, body %q: want a JSON error", method, path, resp.StatusCode, data)
		}
		return resp.StatusCode, e.Error
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s: %v in %q", method, path, err, data)
		}
	}
	return resp.StatusCode, ""
}

// builtinByGame returns the built-in puzzles by game and ID.
func builtinByGame(t *testing.T) map[string]map[string]puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]puzzle.Puzzle{}
	for _, p := range ps {
		if out[p.Variant] == nil {
			out[p.Variant] = map[string]puzzle.Puzzle{}
		}
		out[p.Variant][p.ID] = p
	}
	return out
}

// wrongMove returns a legal first move of st that is not the solution's
// (nor one it accepts in its place).
func wrongMove(t *testing.T, st server.PuzzleState, p puzzle.Puzzle) string {
	t.Helper()
	for _, m := range st.Legal {
		if m.Text != p.Line[0] && !(len(p.Line) == 1 && slices.Contains(p.Also, m.Text)) {
			return m.Text
		}
	}
	t.Fatalf("puzzle %s: no legal move but the solution's", p.ID)
	return ""
}

// TestPuzzlesSolvedAndFailed plays through the API, in every game with
// puzzles: a player with an account solves one puzzle move by move (the
// opponent's replies played), fails the next with a wrong first move (the
// refutation and the solution shown), and both ratings move each time; a
// guest's attempt is counted, not rated.
func TestPuzzlesSolvedAndFailed(t *testing.T) {
	a := newApp(t)
	builtin := builtinByGame(t)
	ann := newBrowser(t, a, nil)
	if code, out, _ := ann.post("/api/account/signup", map[string]string{"name": "Solver", "password": "a good password"}); code != http.StatusCreated {
		t.Fatalf("signup: %d %v", code, out)
	}
	var list server.PuzzleGames
	if code, msg := puzzleCall(t, ann, "GET", "/api/puzzles", nil, &list); code != http.StatusOK {
		t.Fatalf("GET /api/puzzles: %d %s", code, msg)
	}
	var listed []string
	for _, g := range list.Games {
		listed = append(listed, g.Variant)
		if g.Puzzles != len(builtin[g.Variant]) || g.Rating != nil {
			t.Errorf("%s: got %d puzzles, rating %v; want the %d built-in ones, no rating yet", g.Variant, g.Puzzles, g.Rating, len(builtin[g.Variant]))
		}
	}
	for _, g := range games.All() {
		if (len(builtin[g.Key()]) > 0) != slices.Contains(listed, g.Key()) {
			t.Errorf("GET /api/puzzles lists %v: want exactly the games with built-in puzzles (%s has %d)", listed, g.Key(), len(builtin[g.Key()]))
		}
	}
	if len(list.Themes) != len(puzzle.Themes()) {
		t.Errorf("got %d themes, want %d", len(list.Themes), len(puzzle.Themes()))
	}
	for _, key := range listed {
		t.Run(key, func(t *testing.T) {
			var st server.PuzzleState
			if code, msg := puzzleCall(t, ann, "GET", "/api/puzzles/next?variant="+key, nil, &st); code != http.StatusOK {
				t.Fatalf("next: %d %s", code, msg)
			}
			p, ok := builtin[key][st.ID]
			if g, _ := games.Lookup(key); st.Bottom != strings.ToLower(g.Bottom.String()) {
				t.Errorf("next: got bottom %q, want the game's, %v", st.Bottom, g.Bottom)
			}
			if !ok || st.Variant != key || len(st.Legal) < 2 || st.Moves != p.SolverMoves() || st.Position.Text != p.Position {
				t.Fatalf("next: got %+v; want a built-in %s puzzle with its position and legal moves", st, key)
			}
			// Solve it, move by move.
			var moves []string
			var res server.AttemptResult
			for i := 0; i < len(p.Line); i += 2 {
				moves = append(moves, p.Line[i])
				if code, msg := puzzleCall(t, ann, "POST", "/api/puzzles/"+st.ID+"/attempt", server.AttemptRequest{Moves: moves}, &res); code != http.StatusOK {
					t.Fatalf("attempt %v: %d %s", moves, code, msg)
				}
				want := "right"
				if i+1 == len(p.Line) {
					want = "solved"
				}
				if res.Result != want || res.Played.Text != p.Line[i] {
					t.Fatalf("attempt %v: got %s, played %q; want %s", moves, res.Result, res.Played.Text, want)
				}
				if want == "right" && (res.Reply == nil || res.Reply.Text != p.Line[i+1] || len(res.Legal) == 0) {
					t.Fatalf("attempt %v: got reply %v, %d legal moves; want %s and the moves after it", moves, res.Reply, len(res.Legal), p.Line[i+1])
				}
			}
			if !res.Rated || res.Player == nil || res.Puzzle == nil || res.Player.After <= res.Player.Before || res.Puzzle.After >= res.Puzzle.Before || !slices.Equal(res.Solution, p.Line) {
				t.Errorf("solved: got rated %v, player %+v, puzzle %+v, solution %v; want the player up, the puzzle down, the line", res.Rated, res.Player, res.Puzzle, res.Solution)
			}
			solvedAt := res.Player.After
			// The next puzzle is another one; fail it.
			var next server.PuzzleState
			if code, msg := puzzleCall(t, ann, "GET", "/api/puzzles/next?variant="+key, nil, &next); code != http.StatusOK {
				t.Fatalf("next: %d %s", code, msg)
			}
			if next.Player == nil || next.Player.Rating != solvedAt || next.Player.Attempts != 1 {
				t.Errorf("next: got the player's rating %+v; want %v after 1 attempt", next.Player, solvedAt)
			}
			if len(builtin[key]) < 2 {
				return
			}
			q, ok := builtin[key][next.ID]
			if !ok || next.ID == st.ID {
				t.Fatalf("next: got puzzle %q; want another built-in one than %s", next.ID, st.ID)
			}
			wrong := wrongMove(t, next, q)
			var fail server.AttemptResult
			if code, msg := puzzleCall(t, ann, "POST", "/api/puzzles/"+next.ID+"/attempt", server.AttemptRequest{Moves: []string{wrong}}, &fail); code != http.StatusOK {
				t.Fatalf("wrong attempt: %d %s", code, msg)
			}
			if fail.Result != "wrong" || fail.Expected != q.Line[0] || !slices.Equal(fail.Solution, q.Line) || len(fail.Legal) != 0 {
				t.Errorf("wrong %q: got %s, expected %q, solution %v; want wrong, %q and the line", wrong, fail.Result, fail.Expected, fail.Solution, q.Line[0])
			}
			if want := q.Refutations[0][wrong]; want != "" && (fail.Reply == nil || fail.Reply.Text != want) {
				t.Errorf("wrong %q: got the reply %v, want the refutation %q", wrong, fail.Reply, want)
			}
			if !fail.Rated || fail.Player == nil || fail.Player.Before != solvedAt || fail.Player.After >= solvedAt || fail.Puzzle.After <= fail.Puzzle.Before {
				t.Errorf("failed: got rated %v, player %+v, puzzle %+v; want the player down from %v, the puzzle up", fail.Rated, fail.Player, fail.Puzzle, solvedAt)
			}
			// Again: counted, not rated.
			var again server.AttemptResult
			puzzleCall(t, ann, "POST", "/api/puzzles/"+next.ID+"/attempt", server.AttemptRequest{Moves: []string{wrong}}, &again)
			if again.Rated || again.Player != nil {
				t.Errorf("a second attempt: got rated %v, player %+v; want it not rated", again.Rated, again.Player)
			}
			// A guest: counted, not rated.
			guest := newBrowser(t, a, nil)
			var gres server.AttemptResult
			puzzleCall(t, guest, "POST", "/api/puzzles/"+next.ID+"/attempt", server.AttemptRequest{Moves: []string{wrong}}, &gres)
			var after server.PuzzleState
			puzzleCall(t, guest, "GET", "/api/puzzles/"+next.ID, nil, &after)
			if gres.Result != "wrong" || gres.Rated || gres.Player != nil || after.Plays != 3 || after.Wins != 0 || after.Rating != fail.Puzzle.After {
				t.Errorf("a guest's attempt: got %s, rated %v, then the puzzle's plays %d, wins %d, rating %v; want wrong, unrated, 3 plays, 0 wins, %v",
					gres.Result, gres.Rated, after.Plays, after.Wins, after.Rating, fail.Puzzle.After)
			}
		})
	}
}

// TestDailyPuzzle checks that each game's daily puzzle is the same for
// everyone on a UTC day, says the day, and changes from day to day.
func TestDailyPuzzle(t *testing.T) {
	a := newApp(t)
	builtin := builtinByGame(t)
	ann, bob := newBrowser(t, a, nil), newBrowser(t, a, nil)
	if code, _, _ := ann.post("/api/account/signup", map[string]string{"name": "Daily", "password": "a good password"}); code != http.StatusCreated {
		t.Fatalf("signup: %d", code)
	}
	for key, set := range builtin {
		t.Run(key, func(t *testing.T) {
			seen := map[string]bool{}
			for day := range 10 {
				var x, y server.PuzzleState
				puzzleCall(t, ann, "GET", "/api/puzzles/daily?variant="+key, nil, &x)
				puzzleCall(t, bob, "GET", "/api/puzzles/daily?variant="+key, nil, &y)
				if x.ID == "" || x.ID != y.ID || x.Day != y.Day || x.Day != a.clock.now().UTC().Format(time.DateOnly) {
					t.Fatalf("day %d: got %s (%s) and %s (%s); want one puzzle for both, today's", day, x.ID, x.Day, y.ID, y.Day)
				}
				seen[x.ID] = true
				a.clock.advance(24 * time.Hour)
			}
			if len(set) > 1 && len(seen) < 2 {
				t.Errorf("got the same daily puzzle on 10 days; want it to change")
			}
		})
	}
}

// TestPuzzleRefusals checks the errors of bad puzzle requests.
func TestPuzzleRefusals(t *testing.T) {
	a := newApp(t)
	b := newBrowser(t, a, nil)
	var st server.PuzzleState
	if code, msg := puzzleCall(t, b, "GET", "/api/puzzles/next?variant=standard", nil, &st); code != http.StatusOK {
		t.Fatalf("next: %d %s", code, msg)
	}
	p := builtinByGame(t)["standard"][st.ID]
	attempt := "/api/puzzles/" + st.ID + "/attempt"
	wrong := wrongMove(t, st, p)
	var bad []string
	if p.SolverMoves() > 1 {
		bad = []string{wrong, p.Line[2]}
	}
	for _, c := range []struct {
		method, path string
		body         any
		code         int
		want         string
	}{
		{"GET", "/api/puzzles/next", nil, 400, "variant: give the game"},
		{"GET", "/api/puzzles/next?variant=chess", nil, 400, `unknown variant "chess"`},
		{"GET", "/api/puzzles/next?variant=standard&theme=fork", nil, 400, `theme "fork": want one of shot`},
		{"GET", "/api/puzzles/next?variant=standard&exclude=" + strings.Repeat("x,", 100) + "x", nil, 400, "exclude: 101 puzzles; at most 100"},
		{"GET", "/api/puzzles/daily?variant=nope", nil, 400, `unknown variant "nope"`},
		{"GET", "/api/puzzles/nosuch", nil, 404, `no puzzle "nosuch"`},
		{"POST", "/api/puzzles/nosuch/attempt", server.AttemptRequest{Moves: []string{"9-14"}}, 404, `no puzzle "nosuch"`},
		{"POST", attempt, server.AttemptRequest{}, 400, "moves: give the solver's moves so far"},
		{"POST", attempt, map[string]any{"move": "9-14"}, 400, `malformed JSON body: json: unknown field "move"`},
		{"POST", attempt, server.AttemptRequest{Moves: []string{"1-32"}}, 400, `move 1 "1-32": `},
		{"POST", attempt, server.AttemptRequest{Moves: make([]string, p.SolverMoves()+1)}, 400, "moves: "},
	} {
		code, msg := puzzleCall(t, b, c.method, c.path, c.body, nil)
		if code != c.code || !strings.Contains(msg, c.want) {
			t.Errorf("%s %s %v: got %d %q; want %d and %q", c.method, c.path, c.body, code, msg, c.code, c.want)
		}
	}
	if bad != nil {
		code, msg := puzzleCall(t, b, "POST", attempt, server.AttemptRequest{Moves: bad}, nil)
		if want := "move 1 \"" + wrong + "\" is not the solution's: the attempt ended there"; code != 400 || msg != want {
			t.Errorf("an attempt past a wrong move: got %d %q; want 400 %q", code, msg, want)
		}
	}
}

// TestNextPuzzle checks the choice of the next puzzle in every game with
// puzzles: by theme, leaving out those given (404 once none is left), and
// for a player who attempted them all, one of them again.
func TestNextPuzzle(t *testing.T) {
	a := newApp(t)
	ann := newBrowser(t, a, nil)
	if code, _, _ := ann.post("/api/account/signup", map[string]string{"name": "Nexter", "password": "a good password"}); code != http.StatusCreated {
		t.Fatalf("signup: %d", code)
	}
	guest := newBrowser(t, a, nil)
	for key, set := range builtinByGame(t) {
		t.Run(key, func(t *testing.T) {
			var ids []string
			themes := map[string]bool{}
			for id, p := range set {
				ids = append(ids, id)
				for _, th := range p.Themes {
					themes[th] = true
				}
			}
			for th := range themes {
				var st server.PuzzleState
				if code, msg := puzzleCall(t, guest, "GET", "/api/puzzles/next?variant="+key+"&theme="+th, nil, &st); code != http.StatusOK || !slices.Contains(st.Themes, th) {
					t.Errorf("theme %s: got %d %q, themes %v; want a puzzle with it", th, code, msg, st.Themes)
				}
			}
			code, msg := puzzleCall(t, guest, "GET", "/api/puzzles/next?variant="+key+"&exclude="+strings.Join(ids, ","), nil, nil)
			if code != http.StatusNotFound || !strings.Contains(msg, "puzzle left to offer") {
				t.Errorf("every puzzle left out: got %d %q; want 404, none left", code, msg)
			}
			for _, id := range ids {
				var res server.AttemptResult
				p := set[id]
				_, pos, _ := p.Start()
				wrong := ""
				for _, m := range pos.Legal() {
					if m.String() != p.Line[0] && !slices.Contains(p.Also, m.String()) {
						wrong = m.String()
						break
					}
				}
				if code, msg := puzzleCall(t, ann, "POST", "/api/puzzles/"+id+"/attempt", server.AttemptRequest{Moves: []string{wrong}}, &res); code != http.StatusOK || res.Result != "wrong" {
					t.Fatalf("attempt at %s: got %d %q %s; want wrong", id, code, msg, res.Result)
				}
			}
			var st server.PuzzleState
			if code, msg := puzzleCall(t, ann, "GET", "/api/puzzles/next?variant="+key, nil, &st); code != http.StatusOK || !slices.Contains(ids, st.ID) || st.Player == nil || st.Player.Attempts != len(ids) {
				t.Errorf("after every puzzle: got %d %q, puzzle %q, player %+v; want one again, with %d rated attempts", code, msg, st.ID, st.Player, len(ids))
			}
		})
	}
}

// TestPuzzleAlso checks that each move a built-in puzzle accepts in place
// of its last one (as good: a win in another order) solves it, in every
// game whose puzzles have such moves.
func TestPuzzleAlso(t *testing.T) {
	a := newApp(t)
	guest := newBrowser(t, a, nil)
	tried := 0
	for key, set := range builtinByGame(t) {
		for id, p := range set {
			if len(p.Also) == 0 {
				continue
			}
			var before []string
			for i := 0; i+1 < len(p.Line); i += 2 {
				before = append(before, p.Line[i])
			}
			for _, alt := range p.Also {
				var res server.AttemptResult
				code, msg := puzzleCall(t, guest, "POST", "/api/puzzles/"+id+"/attempt", server.AttemptRequest{Moves: append(slices.Clone(before), alt)}, &res)
				if code != http.StatusOK || res.Result != "solved" || !slices.Equal(res.Solution, p.Line) {
					t.Errorf("%s %s: %s in place of %s: got %d %q %s; want solved", key, id, alt, p.Line[len(p.Line)-1], code, msg, res.Result)
				}
				tried++
			}
		}
	}
	if tried == 0 {
		t.Errorf("no built-in puzzle accepts another move: want some (Coast-to-Coast's wins in another order)")
	}
}
