package server_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestMoves checks GET /api/moves: a position's legal moves, the position
// after a move, and the errors.
func TestMoves(t *testing.T) {
	a := analysisApp(t)
	tests := []struct {
		name, query string
		code        int
		turn        string
		legal       int
		last        string
	}{
		{"standard start", "variant=standard", 200, "black", 7, ""},
		{"after a move", "variant=standard&move=11-15", 200, "red", 7, "11-15"},
		{"a set-up position", "variant=standard&position=" + url.QueryEscape("B:W23,32:B14,1,3"), 200, "black", 6, ""},
		{"forced capture", "variant=standard&position=" + url.QueryEscape("B:W23,32:B14,1,3") + "&move=14-18", 200, "red", 1, "14-18"},
		{"Stack'Em start", "variant=stackem", 200, "red", 7, ""},
		{"Coast-to-Coast start", "variant=coast-to-coast", 200, "black", 0, ""},
		{"Kings & Flying Kings start", "variant=flying-kings", 200, "black", 0, ""},
		{"illegal move", "variant=standard&move=11-17", 400, "", 0, ""},
		{"unknown variant", "variant=chess", 400, "", 0, ""},
		{"bad position", "variant=standard&position=nonsense", 400, "", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out server.Explored
			code := a.call("GET", "/api/moves?"+tt.query, "", nil, &out)
			if code != tt.code {
				t.Fatalf("GET /api/moves?%s: got %d, want %d", tt.query, code, tt.code)
			}
			if code != 200 {
				return
			}
			if out.Position.Turn != tt.turn {
				t.Errorf("turn: got %q, want %q", out.Position.Turn, tt.turn)
			}
			if tt.legal > 0 && len(out.Legal) != tt.legal {
				t.Errorf("legal moves: got %d, want %d", len(out.Legal), tt.legal)
			}
			if len(out.Legal) == 0 {
				t.Errorf("legal moves: got none")
			}
			if got := ""; out.LastMove != nil {
				got = out.LastMove.Text
				if got != tt.last {
					t.Errorf("last move: got %q, want %q", got, tt.last)
				}
			} else if tt.last != "" {
				t.Errorf("last move: got none, want %q", tt.last)
			}
		})
	}
}

// TestAnalyseStream reads the analysis board's live search of a position
// in each game: info events, then one done event whose best move is legal
// and starts its line.
func TestAnalyseStream(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) { c.AnalyseTime = 200 * time.Millisecond })
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		t.Run(variant, func(t *testing.T) {
			var start server.Explored
			if code := a.call("GET", "/api/moves?variant="+variant, "", nil, &start); code != 200 {
				t.Fatalf("moves: %d", code)
			}
			legal := make([]string, len(start.Legal))
			for i, m := range start.Legal {
				legal[i] = m.Text
			}
			resp, err := http.Get(a.http.URL + "/api/analyse?variant=" + variant + "&position=" + url.QueryEscape(start.Position.Text))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
				t.Fatalf("GET /api/analyse: got %d %q, want 200 text/event-stream", resp.StatusCode, resp.Header.Get("Content-Type"))
			}
			events := map[string]int{}
			var done server.Line
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			event := ""
			for sc.Scan() {
				line := sc.Text()
				if name, ok := strings.CutPrefix(line, "event: "); ok {
					event = name
					events[event]++
				}
				if data, ok := strings.CutPrefix(line, "data: "); ok {
					var l server.Line
					if err := json.Unmarshal([]byte(data), &l); err != nil {
						t.Fatalf("event %s: %v in %q", event, err, data)
					}
					if l.Black < 0 || l.Black > 1 {
						t.Errorf("event %s: Black's share %v out of [0, 1]", event, l.Black)
					}
					if event == "done" {
						done = l
					}
				}
			}
			if events["info"] == 0 || events["done"] != 1 {
				t.Fatalf("events: got %v, want some info and one done", events)
			}
			if done.Best == nil || !slices.Contains(legal, done.Best.Text) || len(done.Line) == 0 || done.Line[0] != done.Best.Text {
				t.Errorf("done: got best %v, line %v; want a legal move of %v that starts the line", done.Best, done.Line, legal)
			}
		})
	}
	if code := a.call("GET", "/api/analyse?variant=standard&position=nonsense", "", nil, nil); code != http.StatusBadRequest {
		t.Errorf("GET /api/analyse of a bad position: got %d, want 400", code)
	}
}

// TestAnalysisBoardBusyIs503 keeps the one worker busy with the computer's
// move while the analysis board asks for a search: the search waits as
// long as it may, then the answer is overload (503 with Retry-After), not
// a failure of the server (500 "internal error" and an ERROR in the log).
func TestAnalysisBoardBusyIs503(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) {
		c.Workers, c.ComputerDelay, c.AnalyseTime = 1, 3*time.Second, 100*time.Millisecond
	})
	g := a.create(map[string]any{"variant": "stackem", "mode": "computer", "level": "expert", "color": "black"})
	a.waitFor(g.ID, g.Token, "the computer to think", func(s server.State) bool { return s.Thinking })
	resp, err := http.Get(a.http.URL + "/api/analyse?variant=standard")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("the analysis board with every worker busy: got %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
}
