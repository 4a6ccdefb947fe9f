package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kingme/kingme/server"
)

const (
	goodGame    = "[Event \"a\"]\n1. 11-15 23-19 2. 8-11 22-17 1-0\n\n"
	illegalGame = "[Event \"b\"]\n1. 11-15 22-18 2. 9-13 *\n\n"
)

// TestImportListsEveryGame: a file's games are listed, each that cannot
// be replayed with its reason; one is replayed on request.
func TestImportListsEveryGame(t *testing.T) {
	a := newApp(t)
	file := goodGame + illegalGame + "[Event \"c\"]\n1. 11-15 }{ 2. 8-11 *\n\n" + goodGame
	var out server.Imported
	if code := a.call("POST", "/api/pdn", "", file, &out); code != http.StatusOK {
		t.Fatalf("upload: got %d, want 200", code)
	}
	if out.Count != 4 || len(out.Games) != 4 || out.Truncated || out.Replay != nil {
		t.Fatalf("upload: got count %d, %d listed, truncated %v, replay %v; want 4, 4, false, none (a list to pick from)", out.Count, len(out.Games), out.Truncated, out.Replay != nil)
	}
	for i, wantErr := range []bool{false, true, true, false} {
		g := out.Games[i]
		if g.Number != i+1 || (g.Error != "") != wantErr {
			t.Errorf("game %d: got number %d, error %q; want an error: %v", i+1, g.Number, g.Error, wantErr)
		}
	}
	if g := out.Games[0]; g.Plies != 4 || g.Variant != "standard" || g.Tags["Event"] != "a" || !g.Result.Over {
		t.Errorf("game 1: got %+v, want 4 plies of standard checkers, Event a, over", g)
	}
	if !strings.Contains(out.Games[1].Error, "9-13") {
		t.Errorf("game 2: got error %q, want it to name the illegal move 9-13", out.Games[1].Error)
	}

	var one server.Imported
	if code := a.call("POST", "/api/pdn?game=4", "", file, &one); code != http.StatusOK || one.Replay == nil || len(one.Replay.Moves) != 4 || one.Games[0].Number != 4 {
		t.Errorf("?game=4: got %d, replay %v; want 200 with game 4's 4 moves", code, one.Replay != nil)
	}
	for _, tt := range []struct {
		query string
		code  int
	}{{"?game=2", 400}, {"?game=5", 404}, {"?game=0", 400}, {"?game=x", 400}} {
		if code := a.call("POST", "/api/pdn"+tt.query, "", file, nil); code != tt.code {
			t.Errorf("%s: got %d, want %d", tt.query, code, tt.code)
		}
	}
}

// TestImportBounds: whatever the upload, the answer is bounded: empty
// games are skipped, at most 1000 games are listed (all are counted), a
// game longer than 1000 plies is not replayed.
func TestImportBounds(t *testing.T) {
	a := newApp(t)
	tests := []struct {
		name      string
		pdn       string
		code      int
		count     int
		listed    int
		truncated bool
	}{
		{"1 MiB of empty games", strings.Repeat("* ", 1<<19-8), 400, 0, 0, false},
		{"1,500 games", strings.Repeat(goodGame, 1500), 200, 1500, 1000, true},
		{"a game of 1,200 plies", "1. " + strings.Repeat("11-15 22-18 ", 600) + "*", 400, 1, 1, false},
		{"no game but garbage", strings.Repeat("}{ ", 300_000), 400, -1, -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := http.Post(a.http.URL+"/api/pdn", "text/plain", strings.NewReader(tt.pdn))
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tt.code {
				t.Fatalf("got %d (%.200s), want %d", resp.StatusCode, body, tt.code)
			}
			if len(body) > 1<<20 {
				t.Errorf("the answer is %d bytes: want under 1 MiB", len(body))
			}
			if tt.code != 200 {
				return
			}
			var out server.Imported
			a.call("POST", "/api/pdn", "", tt.pdn, &out)
			if out.Count != tt.count || len(out.Games) != tt.listed || out.Truncated != tt.truncated {
				t.Errorf("got count %d, listed %d, truncated %v; want %d, %d, %v", out.Count, len(out.Games), out.Truncated, tt.count, tt.listed, tt.truncated)
			}
		})
	}
	var long server.Imported
	file := goodGame + "1. " + strings.Repeat("11-15 22-18 ", 600) + "*"
	if code := a.call("POST", "/api/pdn", "", file, &long); code != 200 || len(long.Games) != 2 || !strings.Contains(long.Games[1].Error, "more than 1000 moves") {
		t.Errorf("a file with a 1,200-ply game: got %d, %+v; want it listed with the reason", code, long.Games)
	}
}

// BenchmarkImport1MiB uploads 1 MiB files of several kinds: the time and
// the bytes allocated per upload are the figures of issue 19's first
// point.
func BenchmarkImport1MiB(b *testing.B) {
	real := strings.Repeat(goodGame, (1<<20-64)/len(goodGame))
	files := []struct{ name, pdn string }{
		{"empty-games", strings.Repeat("* ", 1<<19-8)},
		{"real-games", real},
		{"one-long-game", "1. " + strings.Repeat("11-15 22-18 ", (1<<20-64)/12) + "*"},
		{"garbage", strings.Repeat("}{ ", (1<<20-64)/3)},
	}
	hs := httptest.NewServer(newServer(b, server.Config{Workers: 1}).Handler())
	defer hs.Close()
	for _, f := range files {
		b.Run(f.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				resp, err := http.Post(hs.URL+"/api/pdn", "text/plain", strings.NewReader(f.pdn))
				if err != nil {
					b.Fatal(err)
				}
				n, _ := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				b.ReportMetric(float64(n), "answer-bytes")
				if resp.StatusCode >= 500 {
					b.Fatal(fmt.Sprint("status ", resp.StatusCode))
				}
			}
		})
	}
}
