package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// BenchmarkHumanMove plays a person's moves through the API as the web app
// sends them (POST /api/games/{id}/moves, the seat's token, the ply) in a
// game at one screen of every game, on SQLite: each op is one game of
// humanMovePlies moves (its creation included), the first legal move each
// time. go test -bench HumanMove -benchmem ./server/ gives the time and
// the allocations of one move times humanMovePlies.
func BenchmarkHumanMove(b *testing.B) {
	for _, g := range games.All() {
		b.Run(g.Key(), func(b *testing.B) {
			s := benchServer(b)
			line := firstMoves(b, g, humanMovePlies)
			b.ReportAllocs()
			for b.Loop() {
				playLine(b, s, g, line)
			}
		})
	}
}

// humanMovePlies is how many moves a game of BenchmarkHumanMove plays.
const humanMovePlies = 40

// firstMoves returns the text of the first legal move at each of up to n
// plies of g from its start.
func firstMoves(tb testing.TB, g *games.Game, n int) []string {
	tb.Helper()
	game := checkers.NewGame(g.Variant)
	var line []string
	for range n {
		legal := game.Legal()
		if len(legal) == 0 || game.Result().Over() {
			break
		}
		line = append(line, legal[0].String())
		if err := game.Play(legal[0]); err != nil {
			tb.Fatal(err)
		}
	}
	return line
}

// playLine creates a game of g at one screen and plays line through the
// API.
func playLine(tb testing.TB, s *Server, g *games.Game, line []string) {
	tb.Helper()
	rec, token, v, err := s.newGame(newGameRequest{Variant: g.Key(), Mode: "local"})
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := s.create(context.Background(), rec, token, v, false, ""); err != nil {
		tb.Fatal(err)
	}
	h := s.Handler()
	for ply, move := range line {
		body := fmt.Sprintf(`{"move":%q,"ply":%d}`, move, ply)
		req := httptest.NewRequest(http.MethodPost, "/api/games/"+rec.ID+"/moves", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			tb.Fatalf("move %d %s: got %d %s, want 200", ply+1, move, w.Code, w.Body)
		}
	}
}
