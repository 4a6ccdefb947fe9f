package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// browser is one person's browser: its own cookies.
type browser struct {
	t      *testing.T
	a      *app
	client *http.Client
	seen   *strings.Builder // every answer's body, for the checks that nothing leaks
}

func newBrowser(t *testing.T, a *app, seen *strings.Builder) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, a: a, client: &http.Client{Jar: jar}, seen: seen}
}

// post sends a JSON body (none when body is nil, still as JSON) with the
// headers given, and returns the status, the decoded answer and the
// response.
func (b *browser) post(path string, body any, headers ...string) (int, map[string]any, *http.Response) {
	b.t.Helper()
	var rd io.Reader = http.NoBody
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest("POST", b.a.http.URL+path, rd)
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return b.do(req)
}

func (b *browser) get(path string) (int, map[string]any) {
	b.t.Helper()
	req, _ := http.NewRequest("GET", b.a.http.URL+path, nil)
	code, out, _ := b.do(req)
	return code, out
}

func (b *browser) do(req *http.Request) (int, map[string]any, *http.Response) {
	b.t.Helper()
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if b.seen != nil {
		b.seen.Write(data)
		for _, c := range resp.Header.Values("Set-Cookie") {
			b.seen.WriteString(c)
		}
	}
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return resp.StatusCode, out, resp
}

// accountApp starts a server whose log the test keeps.
func accountApp(t *testing.T) (*app, *logBuffer) {
	logs := &logBuffer{}
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) {
		c.Log = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	return a, logs
}

// TestAccountLifecycle: sign up (a session cookie, HttpOnly and
// SameSite=Lax), who am I, log out, log in, change the password (the other
// sessions end, this one stays), log out everywhere, delete (the name
// stays taken, the login fails). No answer, cookie or log line holds a
// password or its hash.
func TestAccountLifecycle(t *testing.T) {
	a, logs := accountApp(t)
	var seen strings.Builder
	ann := newBrowser(t, a, &seen)
	code, out, resp := ann.post("/api/account/signup", map[string]string{"name": "Ann_42", "password": "first password"})
	if code != http.StatusCreated || out["name"] != "Ann_42" {
		t.Fatalf("signup: %d %v", code, out)
	}
	cookie := resp.Header.Get("Set-Cookie")
	for _, want := range []string{"kingme_session=", "HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="} {
		if !strings.Contains(cookie, want) {
			t.Errorf("the session cookie %q lacks %s", cookie, want)
		}
	}
	if code, out := ann.get("/api/account"); code != http.StatusOK || out["name"] != "Ann_42" {
		t.Errorf("who am I: %d %v", code, out)
	}
	other := newBrowser(t, a, &seen)
	if code, _ := other.get("/api/account"); code != http.StatusUnauthorized {
		t.Errorf("who am I without a session: %d, want 401", code)
	}
	if code, _, _ := other.post("/api/account/signup", map[string]string{"name": "ann-42", "password": "another one"}); code != http.StatusConflict {
		t.Errorf("a look-alike name: %d, want 409", code)
	}
	// A second browser logs in with the name in another case.
	if code, out, _ := other.post("/api/account/login", map[string]string{"name": "ANN_42", "password": "first password"}); code != http.StatusOK || out["name"] != "Ann_42" {
		t.Fatalf("login: %d %v", code, out)
	}
	if code, _, _ := ann.post("/api/account/password", map[string]string{"password": "first password", "newPassword": "second password"}); code != http.StatusOK {
		t.Fatalf("password change: %d", code)
	}
	if code, _ := ann.get("/api/account"); code != http.StatusOK {
		t.Errorf("the session that changed the password: %d, want it kept", code)
	}
	if code, _ := other.get("/api/account"); code != http.StatusUnauthorized {
		t.Errorf("the other session after the password change: %d, want 401", code)
	}
	if code, _, _ := other.post("/api/account/login", map[string]string{"name": "Ann_42", "password": "first password"}); code != http.StatusUnauthorized {
		t.Errorf("login with the old password: %d, want 401", code)
	}
	if code, _, _ := other.post("/api/account/login", map[string]string{"name": "Ann_42", "password": "second password"}); code != http.StatusOK {
		t.Fatalf("login with the new password: %d", code)
	}
	if code, out, _ := ann.post("/api/account/logout-everywhere", nil); code != http.StatusOK || out["ended"] != 2.0 {
		t.Errorf("log out everywhere: %d %v, want 2 sessions ended", code, out)
	}
	if code, _ := other.get("/api/account"); code != http.StatusUnauthorized {
		t.Errorf("after logging out everywhere: %d, want 401", code)
	}
	if code, _, _ := ann.post("/api/account/login", map[string]string{"name": "Ann_42", "password": "second password"}); code != http.StatusOK {
		t.Fatalf("login again: %d", code)
	}
	if code, _, _ := ann.post("/api/account/delete", map[string]string{"password": "wrong password"}); code != http.StatusForbidden {
		t.Errorf("delete with a wrong password: %d, want 403", code)
	}
	if code, _, _ := ann.post("/api/account/delete", map[string]string{"password": "second password"}); code != http.StatusOK {
		t.Fatalf("delete: %d", code)
	}
	if code, _ := ann.get("/api/account"); code != http.StatusUnauthorized {
		t.Errorf("after deleting: %d, want 401", code)
	}
	if code, _, _ := ann.post("/api/account/login", map[string]string{"name": "Ann_42", "password": "second password"}); code != http.StatusUnauthorized {
		t.Errorf("login to a deleted account: %d, want 401", code)
	}
	a.clock.advance(time.Minute) // the address's logins and sign-ups are limited
	if code, _, _ := other.post("/api/account/signup", map[string]string{"name": "Ann_42", "password": "take the name"}); code != http.StatusConflict {
		t.Errorf("taking a deleted account's name: %d, want 409", code)
	}
	for _, secret := range []string{"first password", "second password", "$argon2id"} {
		if strings.Contains(seen.String(), secret) || strings.Contains(logs.String(), secret) {
			t.Errorf("%q appears in an answer or the log", secret)
		}
	}
}

// TestAccountRefusals: bad names and passwords, requests from another
// site, requests not sent as JSON, and a login that does not tell which
// names exist.
func TestAccountRefusals(t *testing.T) {
	a, _ := accountApp(t)
	b := newBrowser(t, a, nil)
	for _, c := range []struct {
		body map[string]string
		want int
	}{
		{map[string]string{"name": "x", "password": "long enough"}, http.StatusBadRequest},
		{map[string]string{"name": "Computer", "password": "long enough"}, http.StatusBadRequest},
		{map[string]string{"name": "Bob", "password": "short"}, http.StatusBadRequest},
		{map[string]string{"name": "Bob", "password": "bobbobbob", "extra": "x"}, http.StatusBadRequest},
	} {
		if code, _, _ := b.post("/api/account/signup", c.body); code != c.want {
			t.Errorf("signup %v: %d, want %d", c.body, code, c.want)
		}
	}
	if code, _, _ := b.post("/api/account/signup", map[string]string{"name": "Bob", "password": "long enough"}); code != http.StatusCreated {
		t.Fatalf("signup: %d", code)
	}
	// Another site's page posting with the cookie is refused.
	for _, h := range [][]string{{"Origin", "https://evil.example"}, {"Sec-Fetch-Site", "cross-site"}} {
		if code, _, _ := b.post("/api/account/logout", nil, h...); code != http.StatusForbidden {
			t.Errorf("logout with %s: %s: %d, want 403", h[0], h[1], code)
		}
	}
	req, _ := http.NewRequest("POST", a.http.URL+"/api/account/logout", strings.NewReader("x=1"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if code, _, _ := b.do(req); code != http.StatusUnsupportedMediaType {
		t.Errorf("a form post: %d, want 415", code)
	}
	if code, _ := b.get("/api/account"); code != http.StatusOK {
		t.Errorf("the refused requests ended the session: %d", code)
	}
	// A wrong password and an unknown name get the same answer.
	_, wrong, _ := newBrowser(t, a, nil).post("/api/account/login", map[string]string{"name": "Bob", "password": "not his one"})
	_, unknown, _ := newBrowser(t, a, nil).post("/api/account/login", map[string]string{"name": "Nobody", "password": "not his one"})
	if wrong["error"] != unknown["error"] || wrong["error"] == nil {
		t.Errorf("a wrong password says %v, an unknown name %v: want one answer", wrong["error"], unknown["error"])
	}
	if code, _, _ := newBrowser(t, a, nil).post("/api/account/login", map[string]string{"name": "B0b", "password": "long enough"}); code != http.StatusUnauthorized {
		t.Errorf("login with a look-alike of the name: %d, want 401", code)
	}
}

// TestLoginThrottle: five wrong passwords lock the account's logins for
// the rest of fifteen minutes (429 with Retry-After, the right password
// too), then it opens again; an address's logins are limited too.
func TestLoginThrottle(t *testing.T) {
	a, _ := accountApp(t)
	b := newBrowser(t, a, nil)
	if code, _, _ := b.post("/api/account/signup", map[string]string{"name": "Cleo", "password": "right password"}); code != http.StatusCreated {
		t.Fatalf("signup: %d", code)
	}
	for i := range 5 {
		if code, _, _ := b.post("/api/account/login", map[string]string{"name": "Cleo", "password": "wrong password"}); code != http.StatusUnauthorized {
			t.Fatalf("wrong password %d: %d, want 401", i+1, code)
		}
	}
	code, _, resp := b.post("/api/account/login", map[string]string{"name": "Cleo", "password": "right password"})
	if code != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Errorf("the right password after five wrong ones: %d (Retry-After %q), want 429 with Retry-After", code, resp.Header.Get("Retry-After"))
	}
	a.clock.advance(16 * time.Minute)
	if code, _, _ := b.post("/api/account/login", map[string]string{"name": "Cleo", "password": "right password"}); code != http.StatusOK {
		t.Errorf("the right password after the window: %d, want 200", code)
	}
	limited := 0
	for range 30 {
		if code, _, _ := b.post("/api/account/login", map[string]string{"name": "Nobody", "password": "guess guess"}); code == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Error("30 logins from one address at once: none limited")
	}
}

// TestSessionFixation: a session token planted before a login does not
// survive it: the login sets a new token, and the planted one opens
// nothing.
func TestSessionFixation(t *testing.T) {
	a, _ := accountApp(t)
	victim := newBrowser(t, a, nil)
	attacker := newBrowser(t, a, nil)
	if code, _, _ := attacker.post("/api/account/signup", map[string]string{"name": "Mallory", "password": "attacker's one"}); code != http.StatusCreated {
		t.Fatal("attacker's signup")
	}
	if code, _, _ := victim.post("/api/account/signup", map[string]string{"name": "Victor", "password": "victim's one"}); code != http.StatusCreated {
		t.Fatal("victim's signup")
	}
	victim.post("/api/account/logout", nil)
	// The attacker's token planted in the victim's browser.
	u := mustURL(t, a.http.URL)
	planted := attacker.client.Jar.Cookies(u)
	victim.client.Jar.SetCookies(u, planted)
	if code, _, _ := victim.post("/api/account/login", map[string]string{"name": "Victor", "password": "victim's one"}); code != http.StatusOK {
		t.Fatal("victim's login")
	}
	after := victim.client.Jar.Cookies(u)
	if len(after) != 1 || len(planted) != 1 || after[0].Value == planted[0].Value {
		t.Fatalf("the login kept the planted token (%v → %v)", planted, after)
	}
	if code, out := attacker.get("/api/account"); code == http.StatusOK && out["name"] == "Victor" {
		t.Error("the planted token opens the victim's account")
	}
	if code, _ := attacker.get("/api/account"); code != http.StatusUnauthorized {
		t.Errorf("the planted token after the victim's login: %d, want 401 (it was ended)", code)
	}
}

// TestConcurrentSignups: many browsers signing up one name at once make
// one account.
func TestConcurrentSignupsOverHTTP(t *testing.T) {
	a, _ := accountApp(t)
	var wg sync.WaitGroup
	codes := make([]int, 6)
	for i := range codes {
		wg.Go(func() {
			codes[i], _, _ = newBrowser(t, a, nil).post("/api/account/signup", map[string]string{"name": "Dana", "password": "dana's password"})
		})
	}
	wg.Wait()
	created := 0
	for _, c := range codes {
		if c == http.StatusCreated {
			created++
		} else if c != http.StatusConflict {
			t.Errorf("a signup answered %d, want 201 or 409", c)
		}
	}
	if created != 1 {
		t.Errorf("%d accounts made of one name, want 1", created)
	}
}

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestSeatsHeldByAccounts: a logged-in player's seat keeps the account
// (and shows its name), when creating a game and when joining one, in
// every game; a guest's seat keeps none; a request from another site
// plays as a guest.
func TestSeatsHeldByAccounts(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob, guest := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	accountOf := func(name string) string {
		t.Helper()
		acc, err := a.store.(store.Accounts).AccountBySkeleton(t.Context(), strings.ToLower(name))
		if err != nil {
			t.Fatal(err)
		}
		return acc.ID
	}
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			a.clock.advance(time.Minute) // an address's new games are limited
			code, created, _ := ann.post("/api/games", map[string]any{"variant": g.Key(), "mode": "friend", "name": "chosen name", "color": "black"})
			if code != http.StatusCreated {
				t.Fatalf("create: %d %v", code, created)
			}
			id, invite := created["id"].(string), created["invite"].(string)
			if code, out, _ := bob.post("/api/games/"+id+"/join", map[string]any{"name": "Bobby", "invite": invite}); code != http.StatusOK {
				t.Fatalf("join: %d %v", code, out)
			}
			rec, err := a.store.Load(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			want := [2]store.Seat{{Player: "human", Name: "Ann", Account: accountOf("Ann")}, {Player: "human", Name: "Bob", Account: accountOf("Bob")}}
			for c := range 2 {
				if got := rec.Seats[c]; got.Name != want[c].Name || got.Account != want[c].Account {
					t.Errorf("seat %d: %q of account %q, want %q of %q", c, got.Name, got.Account, want[c].Name, want[c].Account)
				}
			}
			// A guest's game, and a logged-in player's request from another
			// site, hold no account.
			for _, c := range []struct {
				b       *browser
				headers []string
			}{{guest, nil}, {ann, []string{"Sec-Fetch-Site", "cross-site"}}} {
				code, out, _ := c.b.post("/api/games", map[string]any{"variant": g.Key(), "mode": "local", "name": "Guest"}, c.headers...)
				if code != http.StatusCreated {
					t.Fatalf("create: %d %v", code, out)
				}
				rec, err := a.store.Load(t.Context(), out["id"].(string))
				if err != nil {
					t.Fatal(err)
				}
				if rec.Seats[0].Account != "" || rec.Seats[1].Account != "" || rec.Seats[0].Name != "Guest" {
					t.Errorf("a guest's game (%v): seats %+v, want no account", c.headers, rec.Seats)
				}
			}
		})
	}
}

// TestPlayerPage: a player's page lists the games its account plays and
// has finished (newest first), with its wins, draws and losses, and no
// one's else; an unknown, look-alike or deleted name is 404.
func TestPlayerPage(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob := newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	friendGame := func(variant string) (string, string, string) {
		t.Helper()
		a.clock.advance(time.Minute)
		code, created, _ := ann.post("/api/games", map[string]any{"variant": variant, "mode": "friend", "color": "black"})
		if code != http.StatusCreated {
			t.Fatalf("create: %d %v", code, created)
		}
		id := created["id"].(string)
		_, joined, _ := bob.post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]})
		return id, created["token"].(string), joined["token"].(string)
	}
	// Ann resigns one game, Bob another, a third is drawn, a fourth goes on.
	lost, annToken, _ := friendGame("standard")
	a.call("POST", "/api/games/"+lost+"/resign", annToken, nil, nil)
	won, _, bobToken := friendGame("stackem")
	a.call("POST", "/api/games/"+won+"/resign", bobToken, nil, nil)
	drawn, annToken2, bobToken2 := friendGame("russian")
	a.call("POST", "/api/games/"+drawn+"/draw", annToken2, map[string]any{"action": "offer"}, nil)
	a.call("POST", "/api/games/"+drawn+"/draw", bobToken2, map[string]any{"action": "accept"}, nil)
	going, _, _ := friendGame("flying-kings")
	a.clock.advance(time.Minute)
	a.create(map[string]any{"variant": "standard", "mode": "local"}) // nobody's
	var page server.PlayerPage
	if code := a.call("GET", "/api/players/ann", "", nil, &page); code != http.StatusOK {
		t.Fatalf("the player page: %d", code)
	}
	var recent, playing []string
	for _, g := range page.Recent {
		recent = append(recent, g.ID)
	}
	for _, g := range page.Playing {
		playing = append(playing, g.ID)
	}
	if page.Name != "Ann" || !slices.Equal(recent, []string{drawn, won, lost}) || !slices.Equal(playing, []string{going}) {
		t.Errorf("Ann's page: %s, recent %v, playing %v; want Ann, %v, %v", page.Name, recent, playing, []string{drawn, won, lost}, []string{going})
	}
	if want := map[string]int{"wins": 1, "draws": 1, "losses": 1}; !maps.Equal(page.Score, want) {
		t.Errorf("Ann's score %v, want %v", page.Score, want)
	}
	for _, name := range []string{"nobody", "Ann_", "4nn"} {
		if code := a.call("GET", "/api/players/"+name, "", nil, nil); code != http.StatusNotFound {
			t.Errorf("the page of %q: %d, want 404", name, code)
		}
	}
	a.clock.advance(time.Minute)
	bob.post("/api/account/delete", map[string]string{"password": "Bob's password"})
	if code := a.call("GET", "/api/players/bob", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("a deleted player's page: %d, want 404", code)
	}
}

// TestRatedGames: a rated game needs two logged-in players, a clock and
// the game's own start; when it ends, both ratings change once (Glicko-2
// from 1500, 500, 0.09 for new players) and show on the player pages; an
// aborted or casual game changes none.
func TestRatedGames(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob, guest := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	for _, c := range []struct {
		b    *browser
		req  map[string]any
		want int
	}{
		{guest, map[string]any{"variant": "standard", "mode": "friend", "clock": blitz, "rated": true}, http.StatusUnauthorized},
		{ann, map[string]any{"variant": "standard", "mode": "computer", "clock": blitz, "rated": true}, http.StatusBadRequest},
		{ann, map[string]any{"variant": "standard", "mode": "friend", "rated": true}, http.StatusBadRequest},
		{ann, map[string]any{"variant": "standard", "mode": "friend", "clock": blitz, "rated": true, "position": "B:W18:B14"}, http.StatusBadRequest},
	} {
		a.clock.advance(time.Minute)
		if code, out, _ := c.b.post("/api/games", c.req); code != c.want {
			t.Errorf("create %v: %d %v, want %d", c.req, code, out, c.want)
		}
	}
	a.clock.advance(time.Minute)
	code, created, _ := ann.post("/api/games", map[string]any{"variant": "stackem", "mode": "friend", "clock": blitz, "rated": true, "color": "black"})
	if code != http.StatusCreated {
		t.Fatalf("a rated game: %d %v", code, created)
	}
	id, invite := created["id"].(string), created["invite"]
	if code, _, _ := guest.post("/api/games/"+id+"/join", map[string]any{"invite": invite}); code != http.StatusUnauthorized {
		t.Errorf("a guest joining a rated game: %d, want 401", code)
	}
	if code, _, _ := newBrowserOf(t, a, ann).post("/api/games/"+id+"/join", map[string]any{"invite": invite}); code != http.StatusConflict {
		t.Errorf("Ann joining her own rated game from another browser: %d, want 409", code)
	}
	code, joined, _ := bob.post("/api/games/"+id+"/join", map[string]any{"invite": invite})
	if code != http.StatusOK {
		t.Fatalf("Bob joins: %d %v", code, joined)
	}
	// Each plays a move (Red first in Stack'Em), then Bob (Red) resigns:
	// Ann (Black) wins.
	tokens := map[string]string{"black": created["token"].(string), "red": joined["token"].(string)}
	for ply := range 2 {
		st := a.state(id, tokens["red"])
		token := tokens[st.Turn]
		st = a.state(id, token)
		if code, _, msg := a.move(id, token, st.Legal[0].Text, ply); code != http.StatusOK {
			t.Fatalf("move %d: %d %s", ply+1, code, msg)
		}
	}
	a.call("POST", "/api/games/"+id+"/resign", joined["token"].(string), nil, nil)
	end := a.state(id, tokens["black"])
	if bc, rc := end.RatingChanges["black"], end.RatingChanges["red"]; !end.Rated || bc.Before != 1500 || bc.After < 1741.5 || bc.After > 1741.7 || rc.After < 1258.3 || rc.After > 1258.5 || !bc.Provisional {
		t.Errorf("the ended game's state: rated %v, changes %+v; want Black 1500 → 1741.6 and Red 1500 → 1258.4, provisional", end.Rated, end.RatingChanges)
	}
	pages := map[string]server.PlayerPage{}
	for _, name := range []string{"Ann", "Bob"} {
		var p server.PlayerPage
		if code := a.call("GET", "/api/players/"+name, "", nil, &p); code != http.StatusOK {
			t.Fatalf("%s's page: %d", name, code)
		}
		pages[name] = p
	}
	// Two new players' first game: 1741.6 and 1258.4 (rating.Game, checked
	// against Glickman's example in package rating).
	for name, want := range map[string]float64{"Ann": 1741.6, "Bob": 1258.4} {
		r := pages[name].Ratings
		if len(r) != 1 || r[0].Game != "stackem" || r[0].Speed != "blitz" || r[0].Games != 1 || !r[0].Provisional || r[0].Rating < want-0.1 || r[0].Rating > want+0.1 {
			t.Errorf("%s's ratings: %+v, want Stack'Em blitz %.1f after 1 game, provisional", name, r, want)
		}
	}
	// A casual game and an aborted rated game change nothing.
	a.clock.advance(time.Minute)
	_, casual, _ := ann.post("/api/games", map[string]any{"variant": "stackem", "mode": "friend", "clock": blitz, "color": "black"})
	_, casualJoin, _ := bob.post("/api/games/"+casual["id"].(string)+"/join", map[string]any{"invite": casual["invite"]})
	a.call("POST", "/api/games/"+casual["id"].(string)+"/resign", casualJoin["token"].(string), nil, nil)
	a.clock.advance(time.Minute)
	_, aborted, _ := ann.post("/api/games", map[string]any{"variant": "stackem", "mode": "friend", "clock": blitz, "rated": true, "color": "black"})
	bob.post("/api/games/"+aborted["id"].(string)+"/join", map[string]any{"invite": aborted["invite"]})
	a.call("POST", "/api/games/"+aborted["id"].(string)+"/abort", aborted["token"].(string), nil, nil)
	var p server.PlayerPage
	a.call("GET", "/api/players/Ann", "", nil, &p)
	if len(p.Ratings) != 1 || p.Ratings[0].Games != 1 {
		t.Errorf("Ann's ratings after a casual and an aborted game: %+v, want still 1 game", p.Ratings)
	}
}

// newBrowserOf is another browser of the same person: b's cookies copied.
func newBrowserOf(t *testing.T, a *app, b *browser) *browser {
	other := newBrowser(t, a, nil)
	u := mustURL(t, a.http.URL)
	other.client.Jar.SetCookies(u, b.client.Jar.Cookies(u))
	return other
}

// TestVariantsGiveTheVersion: GET /api/variants gives the version the
// server was started with, for the page's footer.
func TestVariantsGiveTheVersion(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) { c.Version = "v9.9.9 (commit abc)" })
	var out struct {
		Version string `json:"version"`
	}
	if code := a.call("GET", "/api/variants", "", nil, &out); code != http.StatusOK || out.Version != "v9.9.9 (commit abc)" {
		t.Errorf("GET /api/variants: %d, version %q; want the server's", code, out.Version)
	}
}
