package cluster_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/kingme/kingme/bus/nats/natstest"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// person is someone with an account, whose browser keeps its session
// cookie for every server (cookies do not tell ports apart).
type person struct {
	t      *testing.T
	name   string
	client *http.Client
}

func newPerson(t *testing.T, name string) *person {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &person{t: t, name: name, client: &http.Client{Jar: jar, Timeout: 30 * time.Second}}
}

// do sends a JSON request to base (token, when set, as the bearer) and
// decodes the answer into out; it returns the status.
func (p *person) do(base, method, path, token string, body, out any) int {
	p.t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, base+path, rd)
	if err != nil {
		p.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := p.client.Do(req)
	if err != nil {
		p.t.Fatalf("%s: %s %s on %s: %v", p.name, method, path, base, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode/100 == 2 {
		if err := json.Unmarshal(data, out); err != nil {
			p.t.Fatalf("%s: %s %s: %v in %q", p.name, method, path, err, data)
		}
	}
	return resp.StatusCode
}

// must is do, failing the test on a status other than want.
func (p *person) must(want int, base, method, path, token string, body, out any) {
	p.t.Helper()
	if got := p.do(base, method, path, token, body, out); got != want {
		p.t.Fatalf("%s: %s %s on %s: got status %d, want %d", p.name, method, path, base, got, want)
	}
}

// chatTexts reads a game's chat as token's holder on base: the texts of
// the players' room, in order.
func (p *person) chatTexts(base, id, token string) []string {
	p.t.Helper()
	var chat struct {
		Rooms []struct {
			Room  string
			Lines []struct{ Text string }
		}
	}
	p.must(http.StatusOK, base, "GET", "/api/games/"+id+"/chat", token, nil, &chat)
	var texts []string
	for _, r := range chat.Rooms {
		if r.Room == "players" {
			for _, l := range r.Lines {
				texts = append(texts, l.Text)
			}
		}
	}
	return texts
}

// TestStrangersOnThree is issue 32's test of the whole on several servers:
// two strangers sign up on two servers, one posts a rated seek that the
// other sees through a third and accepts, they play and chat through all
// three, the server holding the game is killed mid-game, and the game,
// the chat and the ratings go on through the others: nothing said or
// played is lost, and both player pages show the rating change. Then a
// rated correspondence game through the two left: its player finds it
// awaiting his move, with its deadline, on either.
func TestStrangersOnThree(t *testing.T) {
	if testing.Short() {
		t.Skip("starts PostgreSQL, NATS and three servers")
	}
	pg := pgtest.Start(t)
	storeURL := pg.Database(t)
	natsURL := natstest.Start(t)
	binary := build(t)
	servers := startServers(t, binary, storeURL, natsURL, 3)
	s := []string{servers[0].URL, servers[1].URL, servers[2].URL}
	ann, bob := newPerson(t, "Ann"), newPerson(t, "Bob")
	ann.must(http.StatusCreated, s[0], "POST", "/api/account/signup", "", map[string]string{"name": "Ann", "password": "Ann's password"}, nil)
	bob.must(http.StatusCreated, s[1], "POST", "/api/account/signup", "", map[string]string{"name": "Bob", "password": "Bob's password"}, nil)

	// Ann posts a rated Stack'Em seek on server-1; Bob sees it through
	// server-3 and accepts it on server-2, which makes the game.
	var posted struct {
		Seek  struct{ ID string }
		Token string
	}
	ann.must(http.StatusCreated, s[0], "POST", "/api/lobby/seeks", "", map[string]any{"variant": "stackem", "rated": true, "color": "black",
		"clock": map[string]any{"minutes": 5, "increment": 3}}, &posted)
	var lobby struct{ Seeks []struct{ ID, Name string } }
	bob.must(http.StatusOK, s[2], "GET", "/api/lobby", "", nil, &lobby)
	if len(lobby.Seeks) != 1 || lobby.Seeks[0].ID != posted.Seek.ID || lobby.Seeks[0].Name != "Ann" {
		t.Fatalf("the lobby on server-3: %+v, want Ann's seek", lobby.Seeks)
	}
	var bobSeat struct{ ID, Token, Color string }
	bob.must(http.StatusCreated, s[1], "POST", "/api/lobby/seeks/"+posted.Seek.ID+"/accept", "", map[string]any{}, &bobSeat)
	var seek struct{ Game string }
	ann.must(http.StatusOK, s[2], "GET", "/api/lobby/seeks/"+posted.Seek.ID, posted.Token, nil, &seek)
	if seek.Game != bobSeat.ID || bobSeat.Color != "red" {
		t.Fatalf("Ann's seek: game %q, Bob %s; want game %s, Bob red", seek.Game, bobSeat.Color, bobSeat.ID)
	}
	id := seek.Game
	tokens := map[string]string{"black": posted.Token, "red": bobSeat.Token}
	people := map[string]*person{"black": ann, "red": bob}

	// They play, each move on another server, and talk.
	play := func(ply int, on string) {
		t.Helper()
		var cur struct {
			Ply   int
			Turn  string
			Legal []struct{ Text string }
		}
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			cur.Legal = nil
			ann.must(http.StatusOK, on, "GET", "/api/games/"+id, tokens["black"], nil, &cur)
			if cur.Ply == ply {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("server %s: the game at ply %d, want %d", on, cur.Ply, ply)
			}
		}
		var mine struct{ Legal []struct{ Text string } }
		people[cur.Turn].must(http.StatusOK, on, "GET", "/api/games/"+id, tokens[cur.Turn], nil, &mine)
		people[cur.Turn].must(http.StatusOK, on, "POST", "/api/games/"+id+"/moves", tokens[cur.Turn], map[string]any{"move": mine.Legal[0].Text, "ply": ply}, nil)
	}
	ann.must(http.StatusCreated, s[0], "POST", "/api/games/"+id+"/chat", tokens["black"], map[string]any{"preset": "good-luck"}, nil)
	bob.must(http.StatusCreated, s[2], "POST", "/api/games/"+id+"/chat", tokens["red"], map[string]any{"text": "You too, Ann"}, nil)
	for ply := range 4 {
		play(ply, s[ply%3])
	}

	// The server that made the game, and holds its lease, dies.
	if err := syscall.Kill(servers[1].PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	for ply := 4; ply < 8; ply++ {
		play(ply, []string{s[0], s[2]}[ply%2])
	}
	bob.must(http.StatusCreated, s[0], "POST", "/api/games/"+id+"/chat", tokens["red"], map[string]any{"preset": "well-played"}, nil)
	bob.must(http.StatusOK, s[2], "POST", "/api/games/"+id+"/resign", tokens["red"], map[string]any{}, nil)

	want := []string{"Good luck!", "You too, Ann", "Well played!"}
	for _, on := range []string{s[0], s[2]} {
		if got := ann.chatTexts(on, id, tokens["black"]); !slices.Equal(got, want) {
			t.Errorf("the players' chat on %s: got %q, want %q", on, got, want)
		}
	}
	var end struct {
		Ply    int
		Rated  bool
		Result struct {
			Over   bool
			Winner *string
		}
	}
	ann.must(http.StatusOK, s[0], "GET", "/api/games/"+id, tokens["black"], nil, &end)
	if end.Ply != 8 || !end.Rated || !end.Result.Over || end.Result.Winner == nil || *end.Result.Winner != "black" {
		t.Errorf("the game at the end: %+v, want 8 plies kept, rated, Ann (Black) winning", end)
	}
	for name, up := range map[string]bool{"Ann": true, "Bob": false} {
		var page struct {
			Ratings []struct {
				Game   string
				Rating float64
				Games  int
			}
		}
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			ann.must(http.StatusOK, s[2], "GET", "/api/players/"+name, "", nil, &page)
			if len(page.Ratings) == 1 || time.Now().After(deadline) {
				break
			}
		}
		if len(page.Ratings) != 1 || page.Ratings[0].Game != "stackem" || page.Ratings[0].Games != 1 || (page.Ratings[0].Rating > 1500) != up {
			t.Errorf("%s's page on server-3: %+v, want one Stack'Em rating %s 1500", name, page.Ratings, map[bool]string{true: "above", false: "below"}[up])
		}
	}
	t.Logf("a rated game and its chat through three servers, server-2 killed at ply 4: %d plies, %d chat lines kept", end.Ply, len(want))

	// Then a rated correspondence game, three days a move, through the
	// two servers left: Bob's seek on server-3, Ann's acceptance on
	// server-1, a move each on each server; when Bob comes back, his page
	// on either server lists the game awaiting his move, with its deadline.
	var corr struct {
		Seek  struct{ ID string }
		Token string
	}
	bob.must(http.StatusCreated, s[2], "POST", "/api/lobby/seeks", "", map[string]any{"variant": "standard", "rated": true, "color": "black", "days": 3}, &corr)
	var annSeat struct{ ID, Token string }
	ann.must(http.StatusCreated, s[0], "POST", "/api/lobby/seeks/"+corr.Seek.ID+"/accept", "", map[string]any{}, &annSeat)
	id = annSeat.ID
	tokens = map[string]string{"black": corr.Token, "red": annSeat.Token}
	people = map[string]*person{"black": bob, "red": ann}
	for ply := range 4 {
		play(ply, []string{s[0], s[2]}[ply%2])
	}
	for _, on := range []string{s[0], s[2]} {
		var page struct{ YourTurn []struct{ ID string } }
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			bob.must(http.StatusOK, on, "GET", "/api/players/Bob", "", nil, &page)
			if len(page.YourTurn) == 1 || time.Now().After(deadline) {
				break
			}
		}
		if len(page.YourTurn) != 1 || page.YourTurn[0].ID != id {
			t.Errorf("Bob's games awaiting his move on %s: %+v, want the correspondence game %s", on, page.YourTurn, id)
		}
		var st struct {
			Ply            int
			Turn           string
			Rated          bool
			Correspondence *struct {
				DaysPerMove int
				Deadline    *int64
				ServerTime  int64
			}
		}
		bob.must(http.StatusOK, on, "GET", "/api/games/"+id, tokens["black"], nil, &st)
		c := st.Correspondence
		if st.Ply != 4 || st.Turn != "black" || !st.Rated || c == nil || c.DaysPerMove != 3 || c.Deadline == nil ||
			*c.Deadline < c.ServerTime+71*3600_000 || *c.Deadline > c.ServerTime+72*3600_000 {
			t.Errorf("the correspondence game on %s: %+v (correspondence %+v), want ply 4, Bob (Black) to move, rated, 3 days a move, about 72 h to move", on, st, c)
		}
	}
}
