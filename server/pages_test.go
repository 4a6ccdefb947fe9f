package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
)

func TestPagesAreServed(t *testing.T) {
	a := newApp(t)
	tests := []struct {
		path, wantType string
		want           int
	}{
		{"/", "text/html", 200},
		{"/game/abcdefabcdef", "text/html", 200},
		{"/join/abcdefabcdef", "text/html", 200},
		{"/archive", "text/html", 200},
		{"/replay", "text/html", 200},
		{"/replay/abcdefabcdef", "text/html", 200},
		{"/study/abcdefabcdef", "text/html", 200},
		{"/rules/stackem", "text/html", 200},
		{"/rules", "text/html", 200},
		{"/setup?variant=stackem", "text/html", 200},
		{"/puzzles", "text/html", 200},
		{"/puzzles/abcdef012345", "text/html", 200},
		{"/static/index.html", "text/html", 200},
		{"/nowhere/at/all", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, err := http.Get(a.http.URL + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tt.want {
				t.Fatalf("got status %d, want %d", resp.StatusCode, tt.want)
			}
			if tt.want != 200 {
				return
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, tt.wantType) {
				t.Errorf("got Content-Type %q, want %s", ct, tt.wantType)
			}
			if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
				t.Errorf("got Content-Security-Policy %q, want default-src 'self'", csp)
			}
		})
	}
}

// TestRulesPagesDrawPositions wants each game's rules page with its
// positions to draw, and nothing for developers only.
func TestRulesPagesDrawPositions(t *testing.T) {
	a := newApp(t)
	for _, g := range games.All() {
		key := g.Key()
		t.Run(key, func(t *testing.T) {
			var page struct{ Key, Name, HTML string }
			if code := a.call("GET", "/api/rules/"+key, "", nil, &page); code != http.StatusOK {
				t.Fatalf("status %d", code)
			}
			if page.Key != key || !strings.Contains(page.HTML, "<h1") || !strings.Contains(page.HTML, `class="language-position"`) {
				t.Errorf("got key %q and %d bytes of HTML without a heading or a position to draw", page.Key, len(page.HTML))
			}
			// The page speaks to players: no test names, no source paths.
			for _, dev := range []string{"TestRule", "_test.go", "shared/rules", "checkers/"} {
				if strings.Contains(page.HTML, dev) {
					t.Errorf("the %s rules page holds %q: that is for the developer docs (docs/rules-tests.md)", key, dev)
				}
			}
		})
	}
	if code := a.call("GET", "/api/rules/chess", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("rules of chess: %d, want 404", code)
	}
}

func TestPDNDownloadReplaysOnUpload(t *testing.T) {
	a := newApp(t)
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		t.Run(variant, func(t *testing.T) {
			g := a.create(map[string]any{"variant": variant, "mode": "local", "name": `Ann "the" <Bold>`})
			st := g.State
			for ply := range 8 {
				if len(st.Legal) == 0 {
					break
				}
				code, next, msg := a.move(g.ID, g.Token, st.Legal[len(st.Legal)-1].Text, ply)
				if code != http.StatusOK {
					t.Fatalf("move %d: %d %s", ply+1, code, msg)
				}
				st = next
			}
			a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil)
			resp, err := http.Get(a.http.URL + "/api/games/" + g.ID + "/pdn")
			if err != nil {
				t.Fatal(err)
			}
			text, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if cd := resp.Header.Get("Content-Disposition"); !strings.Contains(cd, "kingme-"+g.ID+".pdn") {
				t.Errorf("got Content-Disposition %q", cd)
			}
			var imported server.Imported
			if code := a.call("POST", "/api/pdn", "", string(text), &imported); code != http.StatusOK || imported.Replay == nil {
				t.Fatalf("upload of %s: %d, replay %v", text, code, imported.Replay)
			}
			var stored server.Replay
			a.call("GET", "/api/games/"+g.ID+"/replay", "", nil, &stored)
			if len(imported.Games) != 1 {
				t.Fatalf("got %d games back, want 1", len(imported.Games))
			}
			got := *imported.Replay
			if len(got.Moves) != st.Ply || len(got.Positions) != st.Ply+1 || len(stored.Moves) != st.Ply {
				t.Fatalf("got %d moves and %d positions (stored replay %d moves), want %d and %d", len(got.Moves), len(got.Positions), len(stored.Moves), st.Ply, st.Ply+1)
			}
			for i := range got.Moves {
				if got.Moves[i].Text != stored.Moves[i].Text || got.Positions[i+1].Text != stored.Positions[i+1].Text {
					t.Errorf("move %d: uploaded %s → %s, stored %s → %s", i+1, got.Moves[i].Text, got.Positions[i+1].Text, stored.Moves[i].Text, stored.Positions[i+1].Text)
				}
			}
			if got.Result.Winner == nil || got.Tags["Black"] != `Ann "the" <Bold>` {
				t.Errorf("got result %+v and Black tag %q; want the resignation's winner and the name", got.Result, got.Tags["Black"])
			}
		})
	}
	if code := a.call("POST", "/api/pdn", "", `[Event "x"] 1. 11-15 22-18 2. 9-13 *`, nil); code != http.StatusBadRequest {
		t.Errorf("an illegal PDN: %d, want 400", code)
	}
	if code := a.call("POST", "/api/pdn", "", strings.Repeat("1. 11-15 ", 200000), nil); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 1.8 MB PDN: %d, want 413", code)
	}
}

func TestArchiveListsFinishedGames(t *testing.T) {
	a := newApp(t)
	done := a.create(map[string]any{"variant": "stackem", "mode": "local", "name": "Cleo"})
	a.call("POST", "/api/games/"+done.ID+"/resign", done.Token, nil, nil)
	playing := a.create(map[string]any{"variant": "standard", "mode": "local"})
	var list struct{ Games []server.Summary }
	a.call("GET", "/api/games?status=finished", "", nil, &list)
	if len(list.Games) != 1 || list.Games[0].ID != done.ID || list.Games[0].Players["black"] != "Cleo" || !list.Games[0].Result.Over {
		t.Errorf("finished: got %+v, want only %s (Cleo, over)", list.Games, done.ID)
	}
	a.call("GET", "/api/games?status=playing", "", nil, &list)
	if len(list.Games) != 1 || list.Games[0].ID != playing.ID {
		t.Errorf("playing: got %+v, want only %s", list.Games, playing.ID)
	}
}

// TestBadAndUnknownPaths: a path that cannot name a file is 400, a missing
// file or page 404 with the site's own page (its look, a link home), and an
// unknown API path 404 with a JSON error; never a 500 or Go's plain text.
func TestBadAndUnknownPaths(t *testing.T) {
	a := newApp(t)
	tests := []struct {
		method, path string
		want         int
		wantType     string
		wantBody     string // in the body
	}{
		{"GET", "/static/%ff", 400, "text/html", "Bad address"},
		{"GET", "/static/js/%ff.js", 400, "text/html", "Bad address"},
		{"GET", "/static/js/nothing.js", 404, "text/html", "Page not found"},
		{"GET", "/static/", 404, "text/html", "Page not found"},
		{"GET", "/static/js", 404, "text/html", "Page not found"},
		{"GET", "/whatever", 404, "text/html", "<code>/whatever</code>"},
		{"GET", "/game/abcdefabcdef/more", 404, "text/html", "Page not found"},
		{"GET", "/%ff", 404, "text/html", "Page not found"},
		{"GET", "/%3Cb%3Ebold", 404, "text/html", "&lt;b&gt;bold"},
		{"POST", "/whatever", 404, "text/html", "Page not found"},
		{"GET", "/api/nothing", 404, "application/json", `"error"`},
		{"GET", "/api", 404, "application/json", `"error"`},
		{"DELETE", "/api/games", 404, "application/json", `"error"`},
		{"GET", "/static/js/app.js", 200, "text/javascript", "import"},
		{"GET", "/static/css/site.css", 200, "text/css", "{"},
		{"GET", "/favicon.svg", 200, "image/svg+xml", "<svg"},
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			req, err := http.NewRequest(tt.method, a.http.URL+tt.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != tt.want {
				t.Errorf("got status %d, want %d; body %.200q", resp.StatusCode, tt.want, body)
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, tt.wantType) {
				t.Errorf("got Content-Type %q, want %s", ct, tt.wantType)
			}
			if !strings.Contains(string(body), tt.wantBody) {
				t.Errorf("got body %.300q, want it to hold %q", body, tt.wantBody)
			}
			if tt.wantType == "text/html" && tt.want != 200 {
				for _, part := range []string{`class="site-header"`, `href="/static/css/site.css"`, `<a href="/">`} {
					if !strings.Contains(string(body), part) {
						t.Errorf("the error page lacks %s: want the site's page with a link home", part)
					}
				}
				if strings.Contains(string(body), "<noscript>") {
					t.Errorf("the error page says to turn JavaScript on; want only its message")
				}
			}
		})
	}
}

// TestImportedResult: an uploaded game's result is the moves' own, or, when
// the moves do not end the game, the one its PDN records.
func TestImportedResult(t *testing.T) {
	tests := []struct {
		pdn  string
		want string
		over bool
	}{
		{"1. 11-15 23-19 0-1", "Red wins (as recorded)", true},
		{"1. 11-15 23-19 1/2-1/2", "draw (as recorded)", true},
		{"1. 11-15 23-19 *", "ongoing", false},
		{"[FEN \"B:W15:B10\"]\n1. 10x19 1-0", "Black wins (all pieces captured)", true},
	}
	a := newApp(t)
	for _, tt := range tests {
		t.Run(tt.pdn, func(t *testing.T) {
			var out server.Imported
			if code := a.call("POST", "/api/pdn", "", tt.pdn, &out); code != http.StatusOK || len(out.Games) != 1 || out.Replay == nil {
				t.Fatalf("upload: status %d, %d games; want 200, 1 to replay", code, len(out.Games))
			}
			if r := out.Replay.Result; r.Text != tt.want || r.Over != tt.over {
				t.Errorf("got result %q (over %v), want %q (over %v)", r.Text, r.Over, tt.want, tt.over)
			}
		})
	}
}
