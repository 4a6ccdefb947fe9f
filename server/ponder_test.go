package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store/sqlite"
)

// ponderServer is a server of one worker with tables of 1 MiB that
// ponders when ponder is set.
func ponderServer(t *testing.T, ponder bool) *Server {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	s, err := New(Config{Store: st, Workers: 1, MaxThink: 50 * time.Millisecond, TableMiB: 1, Ponder: ponder})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// personMoves plays the person's first legal move in l through the API
// (POST /api/games/{id}/moves with the seat's token).
func personMoves(t *testing.T, s *Server, l *live, token string) {
	t.Helper()
	l.mu.Lock()
	id, ply, move := l.Header().ID, l.Plies(), l.Game().Legal()[0].String()
	l.mu.Unlock()
	body := fmt.Sprintf(`{"move":%q,"ply":%d}`, move, ply)
	req := httptest.NewRequest(http.MethodPost, "/api/games/"+id+"/moves", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		t.Fatalf("the person's move %s: got %d %s, want 200", move, w.Code, w.Body)
	}
}

// gameAgainst creates a game of g against the computer at level from pos,
// the computer to move, and returns it live with the person's token.
func gameAgainst(tb testing.TB, s *Server, g *games.Game, level string, pos checkers.Position) (*live, string) {
	tb.Helper()
	human := strings.ToLower(pos.Turn().Opponent().String())
	rec, token, v, err := s.newGame(newGameRequest{Variant: g.Key(), Mode: "computer", Level: level, Color: human, Position: pos.String()})
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := s.create(context.Background(), rec, token, v, false, ""); err != nil {
		tb.Fatal(err)
	}
	l, err := s.loadLive(context.Background(), rec.ID)
	if err != nil {
		tb.Fatal(err)
	}
	return l, token
}

// waitPondering waits until the computer ponders on want workers, or
// fails after 10 s.
func waitPondering(t *testing.T, s *Server, want int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); s.computer.Pondering() != want; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("pondering on %d workers after 10 s, want %d", s.computer.Pondering(), want)
		}
	}
}

// TestComputerPondersOnThePlayersTime plays, in every game, a game against
// the computer at master (no noise) on a server of one worker: once the
// computer has moved it searches on the person's time; the person's move
// stops that search, and the computer's own search takes its worker and
// its table (one table made in all, where a search that found the table
// still lent would make a second one); a hint asked meanwhile takes the
// worker over at once (with the one worker held for a minute otherwise).
func TestComputerPondersOnThePlayersTime(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			s := ponderServer(t, true)
			l, token := gameAgainst(t, s, g, "master", outOfBook(t, g, 12))
			waitMoved(t, l, 1)
			waitPondering(t, s, 1)
			personMoves(t, s, l, token)
			waitMoved(t, l, 3)
			if got := s.computer.TablesMade(); got != 1 {
				t.Errorf("tables made after the computer's second move: got %d, want 1 (the game's, pondered in)", got)
			}
			l.mu.Lock()
			over := l.Game().Result().Over()
			l.mu.Unlock()
			if over {
				return
			}
			waitPondering(t, s, 1)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			rep, _, err := s.search(ctx, l, "someone", 20*time.Millisecond, time.Now())
			if err != nil || rep.Move == nil {
				t.Fatalf("a hint while the computer ponders: got %v, %v; want a move", rep.Move, err)
			}
			if got := s.computer.Pondering(); got != 0 {
				t.Errorf("pondering after a hint took the worker: got %d, want 0", got)
			}
		})
	}
}

// TestComputerPondersOnlyWhereAsked: no pondering on a server without
// Config.Ponder, nor at a level with noise.
func TestComputerPondersOnlyWhereAsked(t *testing.T) {
	g, _ := games.Lookup("standard")
	for _, tt := range []struct {
		name   string
		ponder bool
		level  string
	}{
		{"server without ponder", false, "master"},
		{"level with noise", true, "expert"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := ponderServer(t, tt.ponder)
			l, _ := gameAgainst(t, s, g, tt.level, outOfBook(t, g, 12))
			waitMoved(t, l, 1)
			time.Sleep(50 * time.Millisecond)
			l.mu.Lock()
			pondering := l.ponder != nil
			l.mu.Unlock()
			if got := s.computer.Pondering(); got != 0 || pondering {
				t.Errorf("got %d workers pondering (game's ponder %v), want none", got, pondering)
			}
		})
	}
}
