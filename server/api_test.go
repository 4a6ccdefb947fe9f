package server_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/kingme/kingme/server"
)

// firstMove returns the text of the first legal move of a state.
func firstMove(t *testing.T, st server.State) string {
	t.Helper()
	if len(st.Legal) == 0 {
		t.Fatalf("game %s at ply %d: no legal move offered to this viewer", st.ID, st.Ply)
	}
	return st.Legal[0].Text
}

func TestComputerAnswersInEveryGame(t *testing.T) {
	a := newApp(t)
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		t.Run(variant, func(t *testing.T) {
			g := a.create(map[string]any{"variant": variant, "mode": "computer", "level": "beginner", "color": "red", "first": ""})
			if g.Color != "red" || g.State.You == nil || *g.State.You != "red" {
				t.Fatalf("got colour %q, want red", g.Color)
			}
			// The computer moves first when the game's first player is Black.
			st := g.State
			if st.Turn != "red" {
				st = a.waitFor(g.ID, g.Token, "the computer's first move", func(s server.State) bool { return s.Turn == "red" && !s.Thinking })
			}
			ply := st.Ply
			code, after, msg := a.move(g.ID, g.Token, firstMove(t, st), ply)
			if code != http.StatusOK {
				t.Fatalf("move: status %d (%s), want 200", code, msg)
			}
			if after.Ply != ply+1 {
				t.Errorf("got ply %d after the move, want %d", after.Ply, ply+1)
			}
			if len(after.Legal) != 0 {
				t.Errorf("got %d legal moves offered while the computer is to move, want 0", len(after.Legal))
			}
			reply := a.waitFor(g.ID, g.Token, "the computer's reply", func(s server.State) bool { return s.Ply == ply+2 || s.Result.Over })
			if !reply.Result.Over && (reply.LastMove == nil || reply.Turn != "red" || len(reply.Legal) == 0) {
				t.Errorf("after the reply: last move %v, turn %s, %d legal moves; want a last move, red to move, moves offered", reply.LastMove, reply.Turn, len(reply.Legal))
			}
		})
	}
}

func TestBadRequestsAreRefused(t *testing.T) {
	a := newApp(t)
	friend := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black"})
	id, token := friend.ID, friend.Token
	tests := []struct {
		name, method, path, token string
		body                      any
		want                      int
		wantMsg                   string
	}{
		{"unknown game", "GET", "/api/games/zzzzzzzzzzzz", "", nil, 404, "no game"},
		{"junk game id", "GET", "/api/games/..%2f..", "", nil, 404, ""},
		{"unknown endpoint", "GET", "/api/nothing", "", nil, 404, "no API endpoint"},
		{"malformed JSON", "POST", "/api/games", "", `{"variant": "standard",`, 400, "malformed JSON"},
		{"unknown field", "POST", "/api/games", "", `{"variant": "standard", "mode": "local", "colour": "red"}`, 400, "unknown field"},
		{"unknown variant", "POST", "/api/games", "", map[string]any{"variant": "chess", "mode": "local"}, 400, "unknown variant"},
		{"unknown mode", "POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "online"}, 400, "unknown mode"},
		{"unknown level", "POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "computer", "level": "god"}, 400, "no level"},
		{"clock too long", "POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local", "clock": map[string]any{"minutes": 500}}, 400, "out of range"},
		{"first player fixed", "POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local", "first": "red"}, 400, "always moves first"},
		{"long name", "POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local", "name": strings.Repeat("n", 41)}, 400, "longer than 40"},
		{"body too large", "POST", "/api/games", "", `{"name": "` + strings.Repeat("x", 20000) + `"}`, 413, "too large"},
		{"spectator moves", "POST", "/api/games/" + id + "/moves", "", map[string]any{"move": "11-15"}, 403, "only the players"},
		{"wrong token", "POST", "/api/games/" + id + "/moves", "not-a-token", map[string]any{"move": "11-15"}, 403, "only the players"},
		{"spectator resigns", "POST", "/api/games/" + id + "/resign", "", nil, 403, ""},
		{"spectator offers a draw", "POST", "/api/games/" + id + "/draw", "", map[string]any{"action": "offer"}, 403, ""},
		{"illegal move", "POST", "/api/games/" + id + "/moves", token, map[string]any{"move": "11-17", "ply": 0}, 422, "illegal move 11-17"},
		{"garbage move", "POST", "/api/games/" + id + "/moves", token, map[string]any{"move": "e2e4", "ply": 0}, 422, "bad move"},
		{"stale ply", "POST", "/api/games/" + id + "/moves", token, map[string]any{"move": "11-15", "ply": 3}, 409, "stale"},
		{"undo between friends", "POST", "/api/games/" + id + "/undo", token, nil, 409, "friends"},
		{"unknown draw action", "POST", "/api/games/" + id + "/draw", token, map[string]any{"action": "maybe"}, 400, "unknown draw action"},
		{"accept no offer", "POST", "/api/games/" + id + "/draw", token, map[string]any{"action": "accept"}, 409, "no draw"},
		{"rematch unfinished", "POST", "/api/games/" + id + "/rematch", token, nil, 409, "not over"},
		{"bad position", "GET", "/api/position?variant=standard&text=B:W99", "", nil, 400, ""},
		{"empty PDN", "POST", "/api/pdn", "", "  ", 400, "empty"},
		{"bad archive status", "GET", "/api/games?status=lost", "", nil, 400, "unknown status"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out struct {
				Error string `json:"error"`
			}
			if got := a.call(tt.method, tt.path, tt.token, tt.body, &out); got != tt.want {
				t.Fatalf("got status %d (%q), want %d", got, out.Error, tt.want)
			}
			if !strings.Contains(out.Error, tt.wantMsg) {
				t.Errorf("got error %q, want it to contain %q", out.Error, tt.wantMsg)
			}
		})
	}
	if st := a.state(id, token); st.Ply != 0 || st.Result.Over {
		t.Errorf("after the refused requests: ply %d, over %v; want the game untouched", st.Ply, st.Result.Over)
	}
}

func TestNotYourTurn(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "red"})
	code, _, msg := a.move(g.ID, g.Token, "22-18", 0)
	if code != http.StatusConflict || !strings.Contains(msg, "not your turn") {
		t.Errorf("red moving first: got %d %q, want 409 not your turn", code, msg)
	}
}

func TestNamesAreKeptAsTextAndEscapedInJSON(t *testing.T) {
	a := newApp(t)
	name := `<script>alert("x")</script> & Bob`
	g := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": name})
	if got := g.State.Seats["black"].Name; got != name {
		t.Errorf("got name %q, want %q", got, name)
	}
	req, _ := http.NewRequest("GET", a.http.URL+"/api/games/"+g.ID, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	buf := new(strings.Builder)
	_, _ = io_copy(buf, resp)
	if strings.Contains(buf.String(), "<script>") {
		t.Errorf("the JSON carries a raw <script> tag: %s", buf.String())
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("got Content-Type %q, want application/json", ct)
	}
}

func TestGameFromASetUpPosition(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "flying-kings", "mode": "local", "position": "R:RP18,K29,K31:BK2,K3,G14"})
	var texts []string
	for _, m := range g.State.Legal {
		texts = append(texts, m.Text)
	}
	if g.State.Turn != "red" || strings.Join(texts, " ") != "18x9+30 18x9+32" {
		t.Errorf("got %s to move with %v, want red with 18x9+30 18x9+32", g.State.Turn, texts)
	}
	for _, tt := range []struct {
		name string
		req  map[string]any
		want string
	}{
		{"bad text", map[string]any{"variant": "standard", "mode": "local", "position": "B:W99"}, "position:"},
		{"already over", map[string]any{"variant": "standard", "mode": "local", "position": "B:W18:B"}, "already over"},
		{"with first", map[string]any{"variant": "flying-kings", "mode": "local", "first": "red", "position": "R:RP18:BK2"}, "either a position"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out struct{ Error string }
			if code := a.call("POST", "/api/games", "", tt.req, &out); code != http.StatusBadRequest || !strings.Contains(out.Error, tt.want) {
				t.Errorf("got %d %q, want 400 containing %q", code, out.Error, tt.want)
			}
		})
	}
}
