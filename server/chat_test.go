package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// chatPost posts a chat request as b, with the seat's token when not
// empty, and returns the status, the answer and the response.
func chatPost(b *browser, path, token string, body any, headers ...string) (int, map[string]any, *http.Response) {
	b.t.Helper()
	if token != "" {
		headers = append(headers, "Authorization", "Bearer "+token)
	}
	return b.post(path, body, headers...)
}

// chatOf reads GET /chat as the seat's token (or b's cookie).
func chatOf(t *testing.T, a *app, id, token string, b *browser) (int, server.ChatInfo) {
	t.Helper()
	req, _ := http.NewRequest("GET", a.http.URL+"/api/games/"+id+"/chat", nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	client := http.DefaultClient
	if b != nil {
		client = b.client
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info server.ChatInfo
	_ = json.NewDecoder(resp.Body).Decode(&info)
	return resp.StatusCode, info
}

// roomTexts returns the texts of each room of info, by room.
func roomTexts(info server.ChatInfo) map[string][]string {
	out := map[string][]string{}
	for _, r := range info.Rooms {
		out[r.Room] = []string{}
		for _, l := range r.Lines {
			out[r.Room] = append(out[r.Room], l.Text)
		}
	}
	return out
}

// chatUntil reads the socket's chat lines until one says last, and
// returns their texts (last included); it fails after a few seconds.
func (s *socket) chatUntil(what, last string) []string {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var texts []string
	for {
		_, data, err := s.conn.Read(ctx)
		if err != nil {
			s.t.Fatalf("%s: waiting for the chat line %q: %v; got %q", what, last, err, texts)
		}
		var msg struct {
			Type string              `json:"type"`
			Line server.ChatLineInfo `json:"line"`
		}
		if err := json.Unmarshal(data, &msg); err != nil {
			s.t.Fatalf("%s: socket message %q: %v", what, data, err)
		}
		if msg.Type != "chat" {
			continue
		}
		texts = append(texts, msg.Line.Text)
		if msg.Line.Text == last {
			return texts
		}
	}
}

// chatGame starts a friend game between Ann (Black) and Bob on a, and
// returns it with both seats' tokens.
func chatGame(t *testing.T, a *app, join *app) (id, ann, bob string) {
	t.Helper()
	a.clock.advance(time.Minute)
	g := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	var joined seat
	if code := join.call("POST", "/api/games/"+g.ID+"/join", "", map[string]any{"name": "Bob", "invite": g.Invite}, &joined); code != http.StatusOK {
		t.Fatalf("Bob joins: status %d", code)
	}
	return g.ID, g.Token, joined.Token
}

// signup makes b a logged-in account called name.
func signup(t *testing.T, b *browser, name string) {
	t.Helper()
	if code, out, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
		t.Fatalf("%s's signup: %d %v", name, code, out)
	}
}

// TestChatRooms: the players write and read their room, a logged-in
// spectator the spectators' room, which the players do not see while
// they play; a guest spectator reads but does not write; lines reach the
// sockets of those who read them, and nobody else's.
func TestChatRooms(t *testing.T) {
	a, _ := accountApp(t)
	id, ann, bob := chatGame(t, a, a)
	guest, cy, dee := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	signup(t, cy, "Cyril")
	annS, bobS, specS := a.watch(id, ann), a.watch(id, bob), a.watch(id, "")
	if st := a.state(id, ann); !st.Chat {
		t.Errorf("a game between people: chat %v, want true", st.Chat)
	}
	path := "/api/games/" + id + "/chat"
	steps := []struct {
		who   string
		b     *browser
		token string
		body  map[string]any
		want  int
	}{
		{"Ann's preset", guest, ann, map[string]any{"preset": "good-luck"}, http.StatusCreated},
		{"Bob's line", guest, bob, map[string]any{"text": "  Thanks, you too  "}, http.StatusCreated},
		{"Cy's line (spectators' room by default)", cy, "", map[string]any{"text": "Nice opening"}, http.StatusCreated},
		{"a guest spectator", dee, "", map[string]any{"text": "hi"}, http.StatusUnauthorized},
		{"Cy in the players' room", cy, "", map[string]any{"room": "players", "text": "psst"}, http.StatusForbidden},
		{"Ann in the spectators' room while playing", guest, ann, map[string]any{"room": "spectators", "text": "hi all"}, http.StatusForbidden},
		{"a move played meanwhile is no chat", nil, "", nil, 0},
		{"Ann's marker", guest, ann, map[string]any{"text": "end of players"}, http.StatusCreated},
		{"Cy's marker", cy, "", map[string]any{"text": "<b>end</b> of spectators"}, http.StatusCreated},
	}
	for _, st := range steps {
		if st.b == nil {
			if code, _, msg := a.move(id, ann, "11-15", 0); code != http.StatusOK {
				t.Fatalf("Ann's move: %d %s", code, msg)
			}
			continue
		}
		if code, out, _ := chatPost(st.b, path, st.token, st.body); code != st.want {
			t.Errorf("%s: status %d %v, want %d", st.who, code, out, st.want)
		}
	}
	players := []string{"Good luck!", "Thanks, you too", "end of players"}
	spectators := []string{"Nice opening", "<b>end</b> of spectators"}
	for _, c := range []struct {
		who  string
		s    *socket
		want []string
	}{{"Ann's socket", annS, players}, {"Bob's socket", bobS, players}, {"the spectator's socket", specS, spectators}} {
		if got := c.s.chatUntil(c.who, c.want[len(c.want)-1]); !slices.Equal(got, c.want) {
			t.Errorf("%s: got lines %q, want %q", c.who, got, c.want)
		}
	}
	for _, c := range []struct {
		who   string
		token string
		b     *browser
		want  map[string][]string
	}{
		{"Ann", ann, nil, map[string][]string{"players": players}},
		{"Cy", "", cy, map[string][]string{"spectators": spectators}},
		{"a guest spectator", "", dee, map[string][]string{"spectators": spectators}},
	} {
		code, info := chatOf(t, a, id, c.token, c.b)
		if got := roomTexts(info); code != http.StatusOK || !equalRooms(got, c.want) {
			t.Errorf("%s's history: %d %v, want %v", c.who, code, got, c.want)
		}
	}
	if _, info := chatOf(t, a, id, "", dee); len(info.Rooms) != 1 || info.Rooms[0].Write || info.Rooms[0].Note == "" {
		t.Errorf("a guest spectator's room: %+v, want unwritable with a note", info.Rooms)
	}
	if st := a.state(id, bob); st.Ply != 1 || st.Moves[0].Text != "11-15" {
		t.Errorf("the game after the chat: ply %d, moves %+v; want Ann's 11-15 alone", st.Ply, st.Moves)
	}
	if code, _, msg := a.move(id, bob, "22-18", 1); code != http.StatusOK {
		t.Errorf("Bob's move after the chat: %d %s", code, msg)
	}

	// Over: the players read the spectators' room, and write there.
	if code := a.call("POST", "/api/games/"+id+"/resign", ann, map[string]any{}, nil); code != http.StatusOK {
		t.Fatalf("Ann resigns: %d", code)
	}
	if code, out, _ := chatPost(guest, path, bob, map[string]any{"room": "spectators", "preset": "good-game"}); code != http.StatusCreated {
		t.Errorf("Bob in the spectators' room after the game: %d %v", code, out)
	}
	if got := specS.chatUntil("the spectator's socket", "Good game!"); !slices.Equal(got, []string{"Good game!"}) {
		t.Errorf("the spectator's socket after the game: %q, want Bob's line", got)
	}
	if got := annS.chatUntil("Ann's socket", "Good game!"); !slices.Equal(got, []string{"Good game!"}) {
		t.Errorf("Ann's socket after the game: %q, want Bob's line", got)
	}
	// History after a restart: kept with the game.
	a = a.restart()
	_, info := chatOf(t, a, id, ann, nil)
	if got, want := roomTexts(info), map[string][]string{"players": players, "spectators": append(slices.Clone(spectators), "Good game!")}; !equalRooms(got, want) {
		t.Errorf("Ann's history after a restart: %v, want %v", got, want)
	}
}

func equalRooms(a, b map[string][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// TestChatRefusals: bad lines, another site, a game without chat, too
// many lines (429 with Retry-After), each refused with a clear error.
func TestChatRefusals(t *testing.T) {
	a, _ := accountApp(t)
	id, ann, bob := chatGame(t, a, a)
	guest := newBrowser(t, a, nil)
	path := "/api/games/" + id + "/chat"
	for _, c := range []struct {
		what    string
		body    any
		headers []string
		want    int
		says    string
	}{
		{"an empty line", map[string]any{"text": "   "}, nil, http.StatusBadRequest, "empty"},
		{"141 characters", map[string]any{"text": strings.Repeat("é", 141)}, nil, http.StatusBadRequest, "at most 140"},
		{"two lines", map[string]any{"text": "a\nb"}, nil, http.StatusBadRequest, "one line"},
		{"text and a preset", map[string]any{"text": "a", "preset": "hello"}, nil, http.StatusBadRequest, "not both"},
		{"an unknown preset", map[string]any{"preset": "gg-ez"}, nil, http.StatusBadRequest, "unknown chat preset"},
		{"an unknown room", map[string]any{"room": "lobby", "text": "a"}, nil, http.StatusBadRequest, "unknown chat room"},
		{"an unknown field", map[string]any{"txt": "a"}, nil, http.StatusBadRequest, "malformed"},
		{"another origin", map[string]any{"text": "a"}, []string{"Origin", "http://evil.example"}, http.StatusForbidden, "evil.example"},
		{"another site", map[string]any{"text": "a"}, []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden, "another site"},
		{"a form's body", map[string]any{"text": "a"}, []string{"Content-Type", "text/plain"}, http.StatusUnsupportedMediaType, "JSON"},
	} {
		code, out, _ := chatPost(guest, path, ann, c.body, c.headers...)
		if msg, _ := out["error"].(string); code != c.want || !strings.Contains(msg, c.says) {
			t.Errorf("%s: %d %q, want %d saying %q", c.what, code, msg, c.want, c.says)
		}
	}
	if code, out, _ := chatPost(guest, path+"/mute", ann, map[string]any{"muted": true}, "Origin", "http://evil.example"); code != http.StatusForbidden {
		t.Errorf("a mute from another origin: %d %v, want 403", code, out)
	}
	if code, out, _ := chatPost(guest, path+"/mute", "", map[string]any{"muted": true}); code != http.StatusForbidden {
		t.Errorf("a spectator's mute: %d %v, want 403", code, out)
	}
	for _, mode := range []map[string]any{{"mode": "computer", "level": "beginner"}, {"mode": "local"}} {
		a.clock.advance(time.Minute)
		g := a.create(map[string]any{"variant": "standard", "mode": mode["mode"], "level": mode["level"], "color": "black"})
		if code, out, _ := chatPost(guest, "/api/games/"+g.ID+"/chat", g.Token, map[string]any{"text": "hi"}); code != http.StatusNotFound || !strings.Contains(out["error"].(string), "no chat") {
			t.Errorf("a %s game's chat: %d %v, want 404 saying it has none", mode["mode"], code, out)
		}
		if code, _ := chatOf(t, a, g.ID, g.Token, nil); code != http.StatusNotFound {
			t.Errorf("a %s game's history: %d, want 404", mode["mode"], code)
		}
		if a.state(g.ID, g.Token).Chat {
			t.Errorf("a %s game: chat true, want false", mode["mode"])
		}
	}
	// The rate: 4 lines at once, then one every 2.5 s; Ann's lines do not
	// count against Bob.
	for i := range 4 {
		if code, out, _ := chatPost(guest, path, bob, map[string]any{"text": "line"}); code != http.StatusCreated {
			t.Fatalf("Bob's line %d: %d %v", i+1, code, out)
		}
	}
	code, _, resp := chatPost(guest, path, bob, map[string]any{"text": "one too many"})
	if code != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Errorf("Bob's fifth line at once: %d, Retry-After %q; want 429 with Retry-After", code, resp.Header.Get("Retry-After"))
	}
	if code, _, _ := chatPost(guest, path, ann, map[string]any{"preset": "hello"}); code != http.StatusCreated {
		t.Errorf("Ann's line meanwhile: %d, want 201", code)
	}
	a.clock.advance(2600 * time.Millisecond)
	if code, _, _ := chatPost(guest, path, bob, map[string]any{"text": "later"}); code != http.StatusCreated {
		t.Errorf("Bob's line 2.6 s later: %d, want 201", code)
	}
	if st := a.state(id, ann); st.Ply != 0 || st.Result.Over {
		t.Errorf("the game after the refusals: ply %d, over %v; want untouched", st.Ply, st.Result.Over)
	}
}

// TestChatMute: a player who mutes the opponent gets none of its lines,
// live or in the history, while the opponent and the store keep them;
// unmuting shows them again.
func TestChatMute(t *testing.T) {
	a, _ := accountApp(t)
	id, ann, bob := chatGame(t, a, a)
	guest := newBrowser(t, a, nil)
	path := "/api/games/" + id + "/chat"
	annS, bobS := a.watch(id, ann), a.watch(id, bob)
	if code, out, _ := chatPost(guest, path+"/mute", ann, map[string]any{"muted": true}); code != http.StatusOK || out["muted"] != true {
		t.Fatalf("Ann mutes Bob: %d %v", code, out)
	}
	for _, l := range []struct{ token, text string }{{bob, "you cannot hear me"}, {ann, "quiet now"}} {
		if code, out, _ := chatPost(guest, path, l.token, map[string]any{"text": l.text}); code != http.StatusCreated {
			t.Fatalf("%q: %d %v", l.text, code, out)
		}
	}
	if got := annS.chatUntil("Ann's socket", "quiet now"); !slices.Equal(got, []string{"quiet now"}) {
		t.Errorf("Ann's socket, muting Bob: %q, want her own line alone", got)
	}
	if got := bobS.chatUntil("Bob's socket", "quiet now"); !slices.Equal(got, []string{"you cannot hear me", "quiet now"}) {
		t.Errorf("Bob's socket: %q, want both lines", got)
	}
	_, info := chatOf(t, a, id, ann, nil)
	if got := roomTexts(info)["players"]; !info.Muted || !slices.Equal(got, []string{"quiet now"}) {
		t.Errorf("Ann's history, muting: muted %v, %q; want muted, her line alone", info.Muted, got)
	}
	if _, info := chatOf(t, a, id, bob, nil); info.Muted || len(roomTexts(info)["players"]) != 2 {
		t.Errorf("Bob's history: muted %v, %v; want not muted, both lines", info.Muted, roomTexts(info))
	}
	if code, _, _ := chatPost(guest, path+"/mute", ann, map[string]any{"muted": false}); code != http.StatusOK {
		t.Fatalf("Ann unmutes: %d", code)
	}
	if _, info := chatOf(t, a, id, ann, nil); info.Muted || !slices.Equal(roomTexts(info)["players"], []string{"you cannot hear me", "quiet now"}) {
		t.Errorf("Ann's history, unmuted: muted %v, %v; want both lines, kept", info.Muted, roomTexts(info))
	}
}
