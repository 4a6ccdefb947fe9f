package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// finishedGame plays up to plies moves of a game at one screen of variant
// and resigns it unless it is over; it returns the game's ID.
func finishedGame(a *app, variant string, plies int) string {
	a.t.Helper()
	g := a.create(map[string]any{"variant": variant, "mode": "local"})
	st := g.State
	for ply := 0; ply < plies && !st.Result.Over; ply++ {
		mv := st.Legal[(ply*7)%len(st.Legal)].Text
		code, next, msg := a.move(g.ID, g.Token, mv, ply)
		if code != http.StatusOK {
			a.t.Fatalf("move %s at ply %d: %d %s", mv, ply, code, msg)
		}
		st = next
	}
	if !st.Result.Over {
		if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
			a.t.Fatalf("resign: %d", code)
		}
	}
	return g.ID
}

// postAs sends an empty POST to path from client (X-Forwarded-For) and
// returns the answer's status and Retry-After.
func postAs(t *testing.T, a *app, client, path string) (int, string) {
	t.Helper()
	req, err := http.NewRequest("POST", a.http.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", client)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Retry-After")
}

// TestAnalysisSharedByAddress: one address analysing long games takes two
// analyses at once (429 with Retry-After beyond), and a second address's
// short game is still analysed, its positions taking turns with the long
// games': it is done while they are far from it. Before, the two long
// games filled the one slot and its one place in the queue, and the second
// address was answered 503 until they were done.
func TestAnalysisSharedByAddress(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Workers, c.Analyses, c.AnalysisNodes, c.TrustProxy = 1, 1, 20_000, true
	})
	var long []string
	for range 3 {
		long = append(long, finishedGame(a, "standard", 80))
	}
	short := finishedGame(a, "standard", 4)
	steps := []struct {
		client, id string
		want       int
	}{
		{"203.0.113.1", long[0], http.StatusAccepted},
		{"203.0.113.1", long[1], http.StatusAccepted},
		{"203.0.113.1", long[2], http.StatusTooManyRequests},
		{"203.0.113.2", short, http.StatusAccepted},
	}
	for _, st := range steps {
		code, retry := postAs(t, a, st.client, "/api/games/"+st.id+"/analysis")
		if code != st.want {
			t.Errorf("%s asks the analysis of %s: got %d, want %d", st.client, st.id, code, st.want)
		}
		if code >= 400 && retry == "" {
			t.Errorf("%s asks the analysis of %s: %d without Retry-After", st.client, st.id, code)
		}
	}
	start := time.Now()
	a.waitAnalysis(short)
	took := time.Since(start)
	done, total := 0, 0
	for _, id := range long[:2] {
		var an server.Analysis
		a.call("GET", "/api/games/"+id+"/analysis", "", nil, &an)
		done, total = done+an.Done, total+an.Total
	}
	t.Logf("the short game analysed in %v, the long ones %d of %d positions", took.Round(time.Millisecond), done, total)
	if done >= total/2 {
		t.Errorf("the long games had %d of %d positions analysed when the short one was done: want fewer than half (turns by address)", done, total)
	}
}
