package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/internal/wholegame"
	"github.com/kingme/kingme/server"
)

// TestWholeGamesAgainstTheComputer plays whole games of every game against
// the computer at its weakest level through the HTTP API, as the page
// does: the test's seat plays a move of the state's legal list (random, or
// the choice of an engine as weak as the computer: see wholegame.Round),
// the computer answers (watched on the game's WebSocket), to the result.
// It fails when the computer does not move within wholegame.Patience, when
// a listed legal move is refused, on any 5xx, when the game's moves do not
// read back through the rules to the position shown, when the legal list
// is not the rules' legal moves, and when the finished game's replay and its
// PDN, downloaded and uploaded, do not end on the same position and
// result. The rounds take both seats and, where the players choose, either
// first player.
func TestWholeGamesAgainstTheComputer(t *testing.T) {
	wholegame.Play(t, 4, func(t *testing.T, r wholegame.Round) {
		t.Parallel() // the rounds of a game at once, each on its own server: they wait more than they compute
		a := newSeededApp(t, r.Seed)
		human := strings.ToLower(r.Human.String())
		req := map[string]any{"variant": r.Variant.Key(), "mode": "computer", "level": wholegame.Level, "color": human}
		if r.Game.ChoosesFirst() {
			req["first"] = strings.ToLower(r.Start.Turn().String())
		}
		g := a.create(req)
		if g.Color != human || g.State.Start != r.Start.String() {
			t.Fatalf("created a game with you %q from %q; want %s from %q", g.Color, g.State.Start, human, r.Start)
		}
		sock := a.watch(g.ID, g.Token)
		st := g.State
		ref := wholegame.NewReferee(r.Variant, r.Start)
		for {
			// After the test's move at ply n, the computer's answer makes
			// ply n+1 and hands the turn back (or ends the game).
			from := st.Ply
			mine := func(s server.State) bool {
				return s.Ply >= from && (s.Result.Over || s.Turn == human && !s.Thinking && len(s.Legal) > 0)
			}
			if !mine(st) {
				next, err := sock.nextWithin(wholegame.Patience, mine)
				if err != nil {
					t.Fatalf("the computer did not move within %v after ply %d (%s): %v", wholegame.Patience, st.Ply, st.Position.Text, err)
				}
				st = next
			}
			if err := ref.Follow(moveTexts(st)); err != nil {
				t.Fatalf("the server's moves do not read back: %v", err)
			}
			if st.Result.Over {
				break
			}
			if st.Ply > wholegame.MaxPlies {
				t.Fatalf("the game goes on after %d plies (%s): the draw rules should have ended it", st.Ply, st.Position.Text)
			}
			if got, want := st.Position.Text, ref.Game.Position().String(); got != want {
				t.Fatalf("ply %d: the server shows the position %s, want %s", st.Ply, got, want)
			}
			offered := make([]string, len(st.Legal))
			for i, m := range st.Legal {
				offered[i] = m.Text
			}
			if err := ref.Offered(offered); err != nil {
				t.Fatalf("ply %d: %v", st.Ply+1, err)
			}
			i, err := r.Choose(ref.Game, offered)
			if err != nil {
				t.Fatalf("ply %d: %v", st.Ply+1, err)
			}
			mv := st.Legal[i]
			code, next, msg := a.move(g.ID, g.Token, mv.Text, st.Ply)
			if code != http.StatusOK {
				t.Fatalf("ply %d: the listed legal move %s in %s was refused: status %d, %s", st.Ply+1, mv.Text, st.Position.Text, code, msg)
			}
			if next.Ply != st.Ply+1 || next.Moves[st.Ply].Text != mv.Text {
				t.Fatalf("after the move %s at ply %d: got ply %d, want %d, and the move last", mv.Text, st.Ply+1, next.Ply, st.Ply+1)
			}
			st = next
		}
		checkFinished(t, a, ref.Game, g, st)
		t.Logf("%d plies: %s", st.Ply, st.Result.Text)
	})
}

// moveTexts returns the texts of a state's moves.
func moveTexts(st server.State) []string {
	texts := make([]string, len(st.Moves))
	for i, m := range st.Moves {
		texts[i] = m.Text
	}
	return texts
}

// checkFinished checks a finished game: the rules, replayed says, end it
// on the position and with the result the server shows, and so do its
// stored replay and its PDN, downloaded and uploaded.
func checkFinished(t *testing.T, a *app, replayed *checkers.Game, g seat, st server.State) {
	t.Helper()
	if len(st.Legal) != 0 {
		t.Errorf("the game is over (%s) and %d moves are offered, want none", st.Result.Text, len(st.Legal))
	}
	if got, want := replayed.Position().String(), st.Position.Text; got != want {
		t.Errorf("the moves replay to %s, want the server's %s", got, want)
	}
	if got, want := replayed.Result().String(), st.Result.Text; got != want {
		t.Errorf("the moves replay to the result %q, want the server's %q", got, want)
	}

	var stored server.Replay
	if code := a.call("GET", "/api/games/"+g.ID+"/replay", "", nil, &stored); code != http.StatusOK {
		t.Fatalf("GET replay: status %d, want 200", code)
	}
	resp, err := http.Get(a.http.URL + "/api/games/" + g.ID + "/pdn")
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET pdn: status %d, %v", resp.StatusCode, err)
	}
	var imported server.Imported
	if code := a.call("POST", "/api/pdn", "", string(text), &imported); code != http.StatusOK || len(imported.Games) != 1 || imported.Replay == nil {
		t.Fatalf("uploading the game's PDN: status %d with %d games, want 200 with 1 to replay:\n%s", code, len(imported.Games), text)
	}
	for _, rep := range []struct {
		name   string
		replay server.Replay
	}{{"the stored replay", stored}, {"the uploaded PDN", *imported.Replay}} {
		n := len(rep.replay.Moves)
		if n != st.Ply || len(rep.replay.Positions) != n+1 {
			t.Errorf("%s: got %d moves and %d positions, want %d and %d", rep.name, n, len(rep.replay.Positions), st.Ply, st.Ply+1)
			continue
		}
		if got := rep.replay.Positions[n].Text; got != st.Position.Text {
			t.Errorf("%s ends on %s, want %s", rep.name, got, st.Position.Text)
		}
		if got := rep.replay.Result.Text; got != st.Result.Text {
			t.Errorf("%s: got the result %q, want %q", rep.name, got, st.Result.Text)
		}
	}
}
