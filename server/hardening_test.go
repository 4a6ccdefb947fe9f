package server_test

import (
	"context"
	"crypto/tls"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kingme/kingme/server"
)

// TestTokenOnlyInTheHeader: a seat action with the token in the query
// string is a spectator's (403); the WebSocket alone reads it there.
func TestTokenOnlyInTheHeader(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	if code := a.call("POST", "/api/games/"+g.ID+"/resign?token="+g.Token, "", nil, nil); code != http.StatusForbidden {
		t.Errorf("resign with the token in the query: got %d, want 403", code)
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/moves?token="+g.Token, "", map[string]any{"move": "11-15", "ply": 0}, nil); code != http.StatusForbidden {
		t.Errorf("move with the token in the query: got %d, want 403", code)
	}
	ws := a.watch(g.ID, g.Token) // ?token= on the WebSocket
	st := ws.next("the first state", func(server.State) bool { return true })
	if st.You == nil || *st.You != "both" {
		t.Errorf("WebSocket with the token in the query: got you %v, want both seats", st.You)
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
		t.Errorf("resign with the token in the header: got %d, want 200", code)
	}
}

// TestNamesRefuseInvisibleCharacters: names may not hold characters that
// change the direction of text or are invisible, which let one name pass
// for another.
func TestNamesRefuseInvisibleCharacters(t *testing.T) {
	a := newApp(t)
	tests := []struct {
		name string
		code int
	}{
		{"Zoë Ünal", http.StatusCreated},
		{"王 小明", http.StatusCreated},
		{"Alice\u202Ekcab", http.StatusBadRequest},  // right-to-left override
		{"Ali\u200Bce", http.StatusBadRequest},      // zero-width space
		{"Bob\u2066x\u2069", http.StatusBadRequest}, // isolates
		{"Carol\u00AD", http.StatusBadRequest},      // soft hyphen
		{"Dan\uE000", http.StatusBadRequest},        // private use
		{"Eve\u2028", http.StatusCreated},           // a line separator is white space: trimmed
	}
	for _, tt := range tests {
		var out struct {
			Error string `json:"error"`
		}
		got := a.call("POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local", "name": tt.name}, &out)
		if got != tt.code {
			t.Errorf("name %+q: got %d (%s), want %d", tt.name, got, out.Error, tt.code)
		}
	}
}

// TestLongMoveTextNotEchoed: a long move text is refused without being
// sent back; error messages stay short.
func TestLongMoveTextNotEchoed(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	for _, n := range []int{300, 12_000} {
		body := `{"move": "` + strings.Repeat("x", n) + `", "ply": 0}`
		req, _ := http.NewRequest("POST", a.http.URL+"/api/games/"+g.ID+"/moves", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+g.Token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		answer, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || len(answer) > 600 {
			t.Errorf("a %d-byte move: got %d with %d bytes, want 400 with a short message", n, resp.StatusCode, len(answer))
		}
	}
	var out struct {
		Error string `json:"error"`
	}
	if code := a.call("GET", "/api/moves?variant=standard&move="+strings.Repeat("9", 5000), "", nil, &out); code != http.StatusBadRequest || len(out.Error) > 400 {
		t.Errorf("GET /api/moves with a 5000-byte move: got %d, %d-byte message; want 400, short", code, len(out.Error))
	}
}

// TestSecurityHeaders: pages and API answers forbid framing and powerful
// features; HSTS only over TLS.
func TestSecurityHeaders(t *testing.T) {
	srv := newServer(t, server.Config{Workers: 1})
	for _, tlsOn := range []bool{false, true} {
		var hs *httptest.Server
		if tlsOn {
			hs = httptest.NewTLSServer(srv.Handler())
		} else {
			hs = httptest.NewServer(srv.Handler())
		}
		client := hs.Client()
		client.Transport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true}
		for _, path := range []string{"/", "/api/variants", "/static/js/app.js", "/no-such-page"} {
			resp, err := client.Get(hs.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			h := resp.Header
			if h.Get("X-Frame-Options") != "DENY" || !strings.Contains(h.Get("Permissions-Policy"), "camera=()") || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s (TLS %v): got X-Frame-Options %q, Permissions-Policy %q, nosniff %q", path, tlsOn, h.Get("X-Frame-Options"), h.Get("Permissions-Policy"), h.Get("X-Content-Type-Options"))
			}
			if got := h.Get("Strict-Transport-Security") != ""; got != tlsOn {
				t.Errorf("%s (TLS %v): got HSTS %v, want %v", path, tlsOn, got, tlsOn)
			}
		}
		hs.Close()
	}
}

// TestClientGoneIsNotAnError: a request whose client went away is logged
// as a note, not as an error of the server.
func TestClientGoneIsNotAnError(t *testing.T) {
	logs := &logBuffer{}
	srv := newServer(t, server.Config{Workers: 1, Log: newLogger(logs)})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequestWithContext(ctx, "GET", "/api/games/gone1234abcd", nil)
	srv.Handler().ServeHTTP(httptest.NewRecorder(), req)
	if text := logs.String(); strings.Contains(text, "level=ERROR") || !strings.Contains(text, "abandoned") {
		t.Errorf("log of a request whose client went away: got %q, want an INFO note and no ERROR", text)
	}
}

// newLogger logs as text into b.
func newLogger(b *logBuffer) *slog.Logger { return slog.New(slog.NewTextHandler(b, nil)) }

// TestCrossSiteFormRefused posts a new game's JSON as another site's form
// would (text/plain, or no type): refused with 415 and no game created
// (before, 201 and a game); the same body as JSON is served.
func TestCrossSiteFormRefused(t *testing.T) {
	a := newApp(t)
	body := `{"variant": "standard", "mode": "local"}`
	for _, ct := range []string{"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""} {
		req, _ := http.NewRequest("POST", a.http.URL+"/api/games", strings.NewReader(body))
		if ct != "" {
			req.Header.Set("Content-Type", ct)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnsupportedMediaType {
			t.Errorf("a new game posted as %q: got %d, want 415", ct, resp.StatusCode)
		}
	}
	var list struct{ Games []any }
	if code := a.call("GET", "/api/games?status=playing", "", nil, &list); code != http.StatusOK || len(list.Games) != 0 {
		t.Errorf("the games being played after the refusals: got %d games (status %d), want none", len(list.Games), code)
	}
	if code := a.call("POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local"}, nil); code != http.StatusCreated {
		t.Errorf("the same game posted as JSON: got %d, want 201", code)
	}
}
