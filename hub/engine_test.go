package hub_test

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

// pipedEngine runs a KingMe hub session in the test's process and returns
// an Engine of the game v driving it through pipes; the session ends with
// the test.
func pipedEngine(t *testing.T, v checkers.Variant, o hub.EngineOptions) *hub.Engine {
	t.Helper()
	toEngine, commands := io.Pipe()
	answers, fromEngine := io.Pipe()
	s := hub.New(hub.Config{Identity: hub.Identity{Name: "Piped", Version: "test"}, Seed: 1})
	done := make(chan error, 1)
	go func() {
		done <- s.Run(context.Background(), toEngine, fromEngine)
		fromEngine.Close()
	}()
	e, err := hub.NewEngine(context.Background(), answers, commands, v, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("the session ended with %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the session did not end after quit")
		}
	})
	return e
}

// TestEnginePlaysWholeGames drives KingMe's own hub as an external engine
// through a whole game of every game against KingMe's player: every move
// the engine answers is legal (read with the rules) and the game ends.
func TestEnginePlaysWholeGames(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			e := pipedEngine(t, g.Variant, hub.EngineOptions{"hash": "4"})
			if got, want := e.Name(), "Piped"; got != want {
				t.Errorf("Name() = %q, want %q", got, want)
			}
			local, err := g.NewPlayer(engine.Options{TableMiB: 4, NoBook: true})
			if err != nil {
				t.Fatal(err)
			}
			game := checkers.NewGame(g.Variant)
			limits := engine.Limits{Depth: 3}
			for ply := 0; ply < 400 && !game.Result().Over(); ply++ {
				var p engine.Player = local
				if ply%2 == 0 {
					p = e
				}
				infos := 0
				r, err := p.Think(context.Background(), game, limits, func(engine.Report) { infos++ })
				if err != nil {
					t.Fatalf("ply %d (%s): %v", ply+1, game.Position(), err)
				}
				if p == e && (infos == 0 || r.Depth == 0 || len(r.PV) == 0) {
					t.Fatalf("ply %d: the engine's report %+v after %d info lines, want its depth and line", ply+1, r, infos)
				}
				if err := game.Play(r.Move); err != nil {
					t.Fatalf("ply %d: %v", ply+1, err)
				}
			}
			if !game.Result().Over() && game.Len() < 400 {
				t.Fatalf("the game stopped at ply %d without a result", game.Len())
			}
		})
	}
}

// TestEngineFromSetUpPosition: a game from a set-up position is sent with
// its position (the protocol's form in standard checkers) and answered
// with a legal move.
func TestEngineFromSetUpPosition(t *testing.T) {
	for _, c := range []struct{ key, text string }{
		{"standard", "W:W18,22,K30:B5,9,K14"},
		{"stackem", "R 9:rrB 14:b 22:R"},
		{"coast-to-coast", "B:Rb1,c1,Kd4/3:Bg8,h7/0"},
		{"flying-kings", "R:RP18,K29,K31:BK2,K3,G14"},
	} {
		t.Run(c.key, func(t *testing.T) {
			g, err := games.Lookup(c.key)
			if err != nil {
				t.Fatal(err)
			}
			start, err := g.Variant.ParsePosition(c.text)
			if err != nil {
				t.Fatal(err)
			}
			game := checkers.NewGameFrom(g.Variant, start)
			e := pipedEngine(t, g.Variant, nil)
			r, err := e.Think(context.Background(), game, engine.Limits{Depth: 4}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := start.After(r.Move); err != nil {
				t.Errorf("the engine's move %v in %s: %v", r.Move, start, err)
			}
		})
	}
}

// TestEngineStopsOnCancel: a search without limits is stopped when the
// context is done, and its move taken.
func TestEngineStopsOnCancel(t *testing.T) {
	g, _ := games.Lookup("standard")
	e := pipedEngine(t, g.Variant, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	begin := time.Now()
	r, err := e.Think(ctx, checkers.NewGame(g.Variant), engine.Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Move == nil {
		t.Fatal("no move after stop")
	}
	if took := time.Since(begin); took > 5*time.Second {
		t.Errorf("the stopped search took %v", took)
	}
}

// TestEngineRefuses: an engine that answers an illegal move, or none, or
// declares no variant parameter for another game, or ends, is an error that
// says so.
func TestEngineRefuses(t *testing.T) {
	std, _ := games.Lookup("standard")
	stackem, _ := games.Lookup("stackem")
	for _, c := range []struct {
		name    string
		variant checkers.Variant
		answers string
		think   bool
		want    string
	}{
		{"illegal move", std.Variant, "id name=Fake\nwait\nready\ndone move=11-17\n", true, `Fake played "11-17"`},
		{"bare done", std.Variant, "id name=Fake\nwait\nready\ndone\n", true, "done without a move"},
		{"ends", std.Variant, "id name=Fake\nwait\nready\n", true, "Fake ended its output"},
		{"no variant", stackem.Variant, "id name=Fake\nwait\n", false, "no variant parameter"},
		{"init error", std.Variant, "id name=Fake\nwait\nerror message=\"no engine\"\n", false, "Fake: no engine"},
		{"no wait", std.Variant, "id name=Fake\n", false, "waiting for wait"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, err := hub.NewEngine(context.Background(), strings.NewReader(c.answers), io.Discard, c.variant, nil)
			if err == nil && c.think {
				_, err = e.Think(context.Background(), checkers.NewGame(c.variant), engine.Limits{Depth: 2}, nil)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got error %v, want one containing %q", err, c.want)
			}
		})
	}
}

// TestEngineSendsTheClock: a search on a clock is sent as the protocol's
// level time=, inc= (and moves= when set), which KingMe's own hub reads
// back to the same limits.
func TestEngineSendsTheClock(t *testing.T) {
	tests := []struct {
		limits engine.Limits
		want   string
	}{
		{engine.Limits{Clock: 2500 * time.Millisecond, Increment: 100 * time.Millisecond}, "level time=2.5 inc=0.1"},
		{engine.Limits{Clock: time.Second, MovesToGo: 20}, "level moves=20 time=1 inc=0"},
		{engine.Limits{Depth: 2, MoveTime: time.Second}, "level depth=2 move-time=1"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			toEngine, commands := io.Pipe()
			answers, fromEngine := io.Pipe()
			var sent strings.Builder
			var mu sync.Mutex
			s := hub.New(hub.Config{Identity: hub.Identity{Name: "Piped", Version: "test"}, Seed: 1})
			done := make(chan error, 1)
			go func() {
				done <- s.Run(context.Background(), io.TeeReader(toEngine, lockedWriter{&mu, &sent}), fromEngine)
				fromEngine.Close()
			}()
			e, err := hub.NewEngine(context.Background(), answers, commands, standard.Variant{}, hub.EngineOptions{"hash": "1"})
			if err != nil {
				t.Fatal(err)
			}
			game := checkers.NewGame(standard.Variant{})
			if _, err := e.Think(context.Background(), game, tt.limits, nil); err != nil {
				t.Fatal(err)
			}
			if err := e.Close(); err != nil {
				t.Fatal(err)
			}
			<-done
			mu.Lock()
			defer mu.Unlock()
			if !strings.Contains(sent.String(), "\n"+tt.want+"\n") {
				t.Errorf("the engine was sent:\n%s\nwant the line %q", sent.String(), tt.want)
			}
		})
	}
}

// lockedWriter writes to w under mu.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
