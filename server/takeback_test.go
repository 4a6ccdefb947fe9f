package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/kingme/kingme/server"
)

// friendStep is one action in a friend game between Ann (black) and Bob
// (red), watched by Eve (no seat): a move's text, or ask, accept, decline,
// answer (no answer in the body), abort, resign, or restart (the server is
// restarted on its store). A step that succeeds wants the summary of the
// State it answers (see summary); one that fails wants its status and a
// piece of its error message.
type friendStep struct {
	who  string // ann, bob or eve
	act  string
	code int    // 0: 200
	want string // the summary, or a piece of the error
}

// friends starts a friend game between Ann (black) and Bob (red).
func friends(t *testing.T, a *app) (ann, bob seat) {
	t.Helper()
	ann = a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
		t.Fatalf("join: status %d, want 200", code)
	}
	return ann, bob
}

// summary writes what the tests below look at in a State.
func summary(st server.State) string {
	tb := "none"
	if t := st.Takeback; t != nil {
		tb = t.By + ":" + t.Status + ":" + t.Move
	}
	result := "on"
	if st.Result.Over {
		result = st.Result.Text
	}
	return fmt.Sprintf("ply=%d takeback=%s result=%s", st.Ply, tb, result)
}

// runFriends plays steps in a fresh friend game and returns the app (it may
// have been restarted) and the game's seats.
func runFriends(t *testing.T, steps []friendStep) (*app, seat, seat) {
	t.Helper()
	a := newApp(t)
	ann, bob := friends(t, a)
	tokens := map[string]string{"ann": ann.Token, "bob": bob.Token, "eve": ""}
	for i, s := range steps {
		token := tokens[s.who]
		path := "/api/games/" + ann.ID
		var body any
		switch s.act {
		case "restart":
			a = a.restart()
			if got := summary(a.state(ann.ID, ann.Token)); got != s.want {
				t.Fatalf("step %d, after the restart: got %s, want %s", i+1, got, s.want)
			}
			continue
		case "ask":
			path += "/takeback"
		case "accept", "decline":
			path += "/takeback/answer"
			body = map[string]any{"accept": s.act == "accept"}
		case "answer":
			path += "/takeback/answer"
			body = map[string]any{}
		case "abort", "resign":
			path += "/" + s.act
		default:
			path += "/moves"
			body = map[string]any{"move": s.act, "ply": a.state(ann.ID, "").Ply}
		}
		var out struct {
			server.State
			Error string `json:"error"`
		}
		code := a.call("POST", path, token, body, &out)
		want := s.code
		if want == 0 {
			want = http.StatusOK
		}
		if code != want {
			t.Fatalf("step %d, %s by %s: got status %d (%s), want %d", i+1, s.act, s.who, code, out.Error, want)
		}
		if code != http.StatusOK {
			if !strings.Contains(out.Error, s.want) {
				t.Errorf("step %d, %s by %s: got error %q, want one saying %q", i+1, s.act, s.who, out.Error, s.want)
			}
			continue
		}
		if got := summary(out.State); got != s.want {
			t.Errorf("step %d, %s by %s: got %s, want %s", i+1, s.act, s.who, got, s.want)
		}
	}
	return a, ann, bob
}

func TestTakebacksBetweenFriends(t *testing.T) {
	tests := []struct {
		name  string
		steps []friendStep
	}{
		{"asked and accepted, stored across a restart", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"bob", "accept", 0, "ply=0 takeback=black:accepted:11-15 result=on"},
			{"", "restart", 0, "ply=0 takeback=black:accepted:11-15 result=on"},
			{"ann", "10-14", 0, "ply=1 takeback=none result=on"},
			{"", "restart", 0, "ply=1 takeback=none result=on"},
		}},
		{"a request stands across a restart", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"", "restart", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"ann", "ask", http.StatusConflict, "already asked"},
			{"bob", "accept", 0, "ply=0 takeback=black:accepted:11-15 result=on"},
		}},
		{"a decline stands across a restart", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"bob", "decline", 0, "ply=1 takeback=black:declined:11-15 result=on"},
			{"", "restart", 0, "ply=1 takeback=black:declined:11-15 result=on"},
			{"ann", "ask", http.StatusConflict, "declined to take back 11-15"},
		}},
		{"the news of an accepted take-back lasts until the next move", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"bob", "accept", 0, "ply=0 takeback=black:accepted:11-15 result=on"},
			{"ann", "9-13", 0, "ply=1 takeback=none result=on"},
		}},
		{"asked and declined", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"bob", "decline", 0, "ply=1 takeback=black:declined:11-15 result=on"},
			{"ann", "ask", http.StatusConflict, "declined to take back 11-15"},
			{"bob", "23-19", 0, "ply=2 takeback=none result=on"},
		}},
		{"declined by moving on", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"bob", "23-19", 0, "ply=2 takeback=black:declined:11-15 result=on"},
			{"bob", "accept", http.StatusConflict, "no take-back request"},
			{"ann", "8-11", 0, "ply=3 takeback=none result=on"},
		}},
		{"red takes back a reply", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"bob", "23-19", 0, "ply=2 takeback=none result=on"},
			{"bob", "ask", 0, "ply=2 takeback=red:asked:23-19 result=on"},
			{"ann", "accept", 0, "ply=1 takeback=red:accepted:23-19 result=on"},
			{"", "restart", 0, "ply=1 takeback=red:accepted:23-19 result=on"},
		}},
		{"refusals", []friendStep{
			{"ann", "ask", http.StatusConflict, "no move to take back"},
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"bob", "ask", http.StatusConflict, "not your move to take back"},
			{"bob", "accept", http.StatusConflict, "no take-back request"},
			{"eve", "ask", http.StatusForbidden, "only the players"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"ann", "ask", http.StatusConflict, "already asked"},
			{"ann", "accept", http.StatusConflict, "your own take-back request"},
			{"eve", "accept", http.StatusForbidden, "only the players"},
			{"bob", "answer", http.StatusBadRequest, "no answer given"},
			{"bob", "resign", 0, "ply=1 takeback=none result=Black wins (resignation)"},
			{"ann", "ask", http.StatusConflict, "the game is over"},
			{"bob", "accept", http.StatusConflict, "the game is over"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runFriends(t, tt.steps)
		})
	}
}

// TestTakebackReachesBothSockets: the request and its answer reach both
// players over the WebSocket, with canTakeback telling who may ask.
func TestTakebackReachesBothSockets(t *testing.T) {
	a := newApp(t)
	ann, bob := friends(t, a)
	annSocket, bobSocket := a.watch(ann.ID, ann.Token), a.watch(ann.ID, bob.Token)
	if code, _, msg := a.move(ann.ID, ann.Token, "11-15", 0); code != http.StatusOK {
		t.Fatalf("Ann's move: %d %s", code, msg)
	}
	st := annSocket.next("Ann's move", func(s server.State) bool { return s.Ply == 1 })
	if !st.CanTakeback {
		t.Errorf("Ann after her move: got canTakeback false, want true")
	}
	if st := bobSocket.next("Ann's move", func(s server.State) bool { return s.Ply == 1 }); st.CanTakeback {
		t.Errorf("Bob after Ann's move: got canTakeback true, want false")
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/takeback", ann.Token, nil, nil); code != http.StatusOK {
		t.Fatalf("Ann asks: got status %d, want 200", code)
	}
	asked := func(s server.State) bool { return s.Takeback != nil && s.Takeback.Status == "asked" }
	if st := bobSocket.next("the request", asked); st.Takeback.By != "black" || st.Takeback.Move != "11-15" {
		t.Errorf("Bob's socket: got takeback %+v, want black asking back 11-15", *st.Takeback)
	}
	if st := annSocket.next("the request", asked); st.CanTakeback {
		t.Errorf("Ann with her request standing: got canTakeback true, want false")
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/takeback/answer", bob.Token, map[string]any{"accept": true}, nil); code != http.StatusOK {
		t.Fatalf("Bob accepts: got status %d, want 200", code)
	}
	accepted := func(s server.State) bool { return s.Takeback != nil && s.Takeback.Status == "accepted" }
	for name, sock := range map[string]*socket{"Ann": annSocket, "Bob": bobSocket} {
		if st := sock.next("the answer", accepted); st.Ply != 0 || len(st.Moves) != 0 {
			t.Errorf("%s's socket after the answer: got ply %d, moves %v; want 0, none", name, st.Ply, st.Moves)
		}
	}
}

func TestAbortBetweenFriends(t *testing.T) {
	tests := []struct {
		name  string
		steps []friendStep
	}{
		{"before any move", []friendStep{
			{"ann", "abort", 0, "ply=0 takeback=none result=aborted"},
		}},
		{"by the second player after the first move", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"bob", "abort", 0, "ply=1 takeback=none result=aborted"},
		}},
		{"with a take-back asked", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"ann", "ask", 0, "ply=1 takeback=black:asked:11-15 result=on"},
			{"ann", "abort", 0, "ply=1 takeback=none result=aborted"},
			{"bob", "accept", http.StatusConflict, "the game is over"},
		}},
		{"after a take-back brought the game back", []friendStep{
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"bob", "23-19", 0, "ply=2 takeback=none result=on"},
			{"bob", "ask", 0, "ply=2 takeback=red:asked:23-19 result=on"},
			{"ann", "accept", 0, "ply=1 takeback=red:accepted:23-19 result=on"},
			{"bob", "abort", 0, "ply=1 takeback=none result=aborted"},
		}},
		{"refusals", []friendStep{
			{"eve", "abort", http.StatusForbidden, "only the players"},
			{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
			{"bob", "23-19", 0, "ply=2 takeback=none result=on"},
			{"ann", "abort", http.StatusConflict, "too late to abort"},
			{"bob", "abort", http.StatusConflict, "too late to abort"},
			{"ann", "resign", 0, "ply=2 takeback=none result=Red wins (resignation)"},
			{"ann", "abort", http.StatusConflict, "the game is over"},
		}},
		{"an aborted game takes no move, and stays aborted across a restart", []friendStep{
			{"ann", "abort", 0, "ply=0 takeback=none result=aborted"},
			{"ann", "11-15", http.StatusConflict, "the game is over"},
			{"ann", "abort", http.StatusConflict, "the game is over"},
			{"", "restart", 0, "ply=0 takeback=none result=aborted"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runFriends(t, tt.steps)
		})
	}
}

// TestAbortRecordsNoResult: an aborted game is finished without a winner or
// a draw, in its State, in the archive and in its PDN.
func TestAbortRecordsNoResult(t *testing.T) {
	a, ann, _ := runFriends(t, []friendStep{
		{"ann", "11-15", 0, "ply=1 takeback=none result=on"},
		{"bob", "abort", 0, "ply=1 takeback=none result=aborted"},
	})
	st := a.state(ann.ID, ann.Token)
	if r := st.Result; !r.Over || r.Winner != nil || r.Reason != "" || r.Text != "aborted" || st.CanAbort || st.CanUndo || st.CanTakeback {
		t.Errorf("got result %+v, canAbort %v, canUndo %v, canTakeback %v; want over, no winner, no reason, text aborted, and nothing more to do",
			r, st.CanAbort, st.CanUndo, st.CanTakeback)
	}
	var list struct {
		Games []server.Summary `json:"games"`
	}
	if code := a.call("GET", "/api/games?status=playing", "", nil, &list); code != http.StatusOK || len(list.Games) != 0 {
		t.Errorf("games being played: got status %d and %d games, want 200 and none", code, len(list.Games))
	}
	if code := a.call("GET", "/api/games?status=finished", "", nil, &list); code != http.StatusOK || len(list.Games) != 1 {
		t.Fatalf("finished games: got status %d and %d games, want 200 and the aborted one", code, len(list.Games))
	}
	if g := list.Games[0]; g.ID != ann.ID || g.Result.Text != "aborted" || g.Result.Winner != nil || g.Moves != 1 {
		t.Errorf("the archive's game: got %s with result %+v after %d moves; want %s, aborted with no winner, 1 move", g.ID, g.Result, g.Moves, ann.ID)
	}
	pdn := a.text("/api/games/" + ann.ID + "/pdn")
	if !strings.Contains(pdn, `[Result "*"]`) || strings.Contains(pdn, "1-0") || strings.Contains(pdn, "0-1") || strings.Contains(pdn, "1/2-1/2") {
		t.Errorf("the PDN of an aborted game: got\n%s\nwant the result * and no score", pdn)
	}
}

// TestAbortAndTakebackOnlyBetweenFriends: the computer's and the one
// screen's games keep their undo and have no take-back or abort.
func TestAbortAndTakebackOnlyBetweenFriends(t *testing.T) {
	a := newApp(t)
	for _, req := range []map[string]any{
		{"variant": "standard", "mode": "local"},
		{"variant": "standard", "mode": "computer", "color": "black", "level": "beginner"},
	} {
		g := a.create(req)
		if code, _, msg := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusOK {
			t.Fatalf("%s: the first move: %d %s", req["mode"], code, msg)
		}
		for _, act := range []string{"takeback", "abort"} {
			var out struct {
				Error string `json:"error"`
			}
			if code := a.call("POST", "/api/games/"+g.ID+"/"+act, g.Token, nil, &out); code != http.StatusConflict {
				t.Errorf("%s in a %s game: got status %d (%s), want 409", act, req["mode"], code, out.Error)
			}
		}
		if st := a.state(g.ID, g.Token); st.CanAbort || st.CanTakeback {
			t.Errorf("a %s game: got canAbort %v, canTakeback %v; want both false", req["mode"], st.CanAbort, st.CanTakeback)
		}
	}
}

// TestHintsOnlyWhereFair: hints for the computer's and the one screen's
// games; none between friends, whose seats are told 403.
func TestHintsOnlyWhereFair(t *testing.T) {
	a := newApp(t)
	ann, bob := friends(t, a)
	local := a.create(map[string]any{"variant": "standard", "mode": "local"})
	computer := a.create(map[string]any{"variant": "standard", "mode": "computer", "color": "black", "level": "beginner"})
	tests := []struct {
		name  string
		game  seat
		token string
		want  int
	}{
		{"a friend game, the player on turn", ann, ann.Token, http.StatusForbidden},
		{"a friend game, the player waiting", ann, bob.Token, http.StatusForbidden},
		{"a friend game, a spectator", ann, "", http.StatusForbidden},
		{"at one screen", local, local.Token, http.StatusOK},
		{"against the computer", computer, computer.Token, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out struct {
				Move  struct{ Text string } `json:"move"`
				Error string                `json:"error"`
			}
			code := a.call("POST", "/api/games/"+tt.game.ID+"/hint", tt.token, nil, &out)
			if code != tt.want {
				t.Fatalf("got status %d (%s), want %d", code, out.Error, tt.want)
			}
			if code == http.StatusOK && out.Move.Text == "" {
				t.Errorf("got a hint without a move, want one")
			}
			if code == http.StatusForbidden && tt.token != "" && !strings.Contains(out.Error, "between friends") {
				t.Errorf("got error %q, want one saying there are no hints between friends", out.Error)
			}
		})
	}
	if st := a.state(ann.ID, ann.Token); st.Ply != 0 {
		t.Errorf("the friend game after the refused hints: got ply %d, want 0", st.Ply)
	}
}

// text returns the body of a GET that must answer 200.
func (a *app) text(path string) string {
	a.t.Helper()
	resp, err := http.Get(a.http.URL + path)
	if err != nil {
		a.t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	if _, err := io_copy(&b, resp); err != nil {
		a.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		a.t.Fatalf("GET %s: got status %d, want 200", path, resp.StatusCode)
	}
	return b.String()
}
