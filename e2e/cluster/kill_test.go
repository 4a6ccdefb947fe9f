package cluster_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kingme/kingme/internal/loadtest"
)

// TestKillSQLiteLosesNoMove plays many games at once against one server on
// SQLite, whose moves share group commits, kills it with SIGKILL mid-play,
// starts it again on the same database and checks that every move it
// acknowledged is there, in order: a move is acknowledged only once its
// group is on disk.
func TestKillSQLiteLosesNoMove(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills a server")
	}
	const games = 100
	binary := build(t)
	data := t.TempDir()
	start := func() *loadtest.Server {
		t.Helper()
		// The second --data wins over the one StartServer gives.
		s, err := loadtest.StartServer(t.Context(), binary, []string{"--data", data, "--egdb", "none"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Stop() })
		return s
	}
	srv := start()
	p := &player{t: t, base: srv.URL}
	ids := make([]string, games)
	tokens := make([]string, games)
	for i := range ids {
		// Each game from an address of its own: one address may create
		// only a few games at once.
		p.from = fmt.Sprintf("10.0.%d.%d", i/250, i%250+1)
		g := p.create(map[string]any{"variant": "standard", "mode": "local"})
		ids[i], tokens[i] = g.ID, g.Token
	}

	// Each game moves as fast as its moves are acknowledged, until the
	// server dies; acked keeps the moves acknowledged, in order.
	acked := make([][]string, games)
	first := make([]state, games)
	for i, id := range ids {
		p.call("GET", "/api/games/"+id, tokens[i], nil, &first[i])
	}
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 10 * time.Second}
	for i := range ids {
		wg.Go(func() {
			st := first[i]
			for !st.Result.Over && len(st.Legal) > 0 {
				text := st.Legal[len(acked[i])%len(st.Legal)].Text
				body, _ := json.Marshal(map[string]any{"move": text, "ply": st.Ply})
				req, _ := http.NewRequest("POST", srv.URL+"/api/games/"+ids[i]+"/moves", bytes.NewReader(body))
				req.Header.Set("Authorization", "Bearer "+tokens[i])
				req.Header.Set("Content-Type", "application/json")
				resp, err := client.Do(req)
				if err != nil {
					return // the server is gone: this move's fate is unknown
				}
				var next state
				err = json.NewDecoder(resp.Body).Decode(&next)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK || err != nil {
					return
				}
				acked[i] = append(acked[i], text)
				st = next
			}
		})
	}
	time.Sleep(2 * time.Second)
	if err := syscall.Kill(srv.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	wg.Wait()

	again := &player{t: t, base: start().URL}
	total := 0
	for i, id := range ids {
		total += len(acked[i])
		var st struct {
			Ply   int `json:"ply"`
			Moves []struct {
				Text string `json:"text"`
			} `json:"moves"`
		}
		again.call("GET", "/api/games/"+id, tokens[i], nil, &st)
		// Every acknowledged move, and at most the one in flight.
		if st.Ply < len(acked[i]) || st.Ply > len(acked[i])+1 {
			t.Errorf("game %s after the kill: got %d moves, want %d acknowledged (or one more, in flight)", id, st.Ply, len(acked[i]))
			continue
		}
		for ply, text := range acked[i] {
			if st.Moves[ply].Text != text {
				t.Errorf("game %s, ply %d: got %s, want %s (acknowledged)", id, ply, st.Moves[ply].Text, text)
				break
			}
		}
	}
	if total < games {
		t.Fatalf("only %d moves acknowledged before the kill: the test proves nothing", total)
	}
	t.Logf("%d moves acknowledged in %d games before the kill, all kept", total, games)
}
