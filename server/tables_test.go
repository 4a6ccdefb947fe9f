package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store/sqlite"
)

// TestCrowdOfHintsBorrowsBoundedTables asks for a crowd of hints at once in
// every game, on a server of one worker with tables of 4 MiB: the tables
// made stay within the bound (the worker's and the quick lane's), and the
// hints allocate far less than a table each. (Before, each hint made its
// own 4 MiB table.)
func TestCrowdOfHintsBorrowsBoundedTables(t *testing.T) {
	const mib, perGame = 4, 4
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := New(Config{Store: st, Workers: 1, HintQueue: 100, MaxThink: 20 * time.Millisecond, TableMiB: mib})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var lives []*live
	for _, g := range games.All() {
		l := computerGame(t, s, g, "master", outOfBook(t, g, 12))
		waitMoved(t, l, 1)
		lives = append(lives, l)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var wg sync.WaitGroup
	errs := make(chan error, len(lives)*perGame)
	for _, l := range lives {
		for range perGame {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rep, _, err := s.search(context.Background(), l, "", 20*time.Millisecond, time.Now().Add(time.Minute))
				if err == nil && rep.Move == nil {
					err = errors.New("no move")
				}
				errs <- err
			}()
		}
	}
	wg.Wait()
	runtime.ReadMemStats(&after)
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("hint: %v", err)
		}
	}
	hints := uint64(len(lives) * perGame)
	if bound := 2; s.computer.TablesMade() > bound {
		t.Errorf("got %d tables made, want at most %d (the worker's and the quick lane's)", s.computer.TablesMade(), bound)
	}
	// Each hint allocates its search's stacks (under a MiB), and the tables
	// of the new kinds of search are made once (a table of each game's).
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d hints allocated %.1f MiB, %d tables made", hints, float64(allocated)/(1<<20), s.computer.TablesMade())
	if limit := hints<<20 + uint64(len(lives))*mib<<20; allocated > limit {
		t.Errorf("%d hints allocated %d MiB, want at most %d MiB (under %d MiB a hint)", hints, allocated>>20, limit>>20, mib)
	}
}

// TestComputerKeepsItsTable plays three moves of a master game against the
// computer (which searches each, at a level without noise), with a hint
// of another game between them: the computer searches all its moves with
// one table, what it learned kept, and the other game's hint gets another.
func TestComputerKeepsItsTable(t *testing.T) {
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := New(Config{Store: st, Workers: 1, MaxThink: 20 * time.Millisecond, TableMiB: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var mu sync.Mutex
	var searched []*engine.Table
	s.computer.SetNewPlayer(func(g *games.Game, o engine.Options) (engine.Player, error) {
		mu.Lock()
		searched = append(searched, o.Table)
		mu.Unlock()
		return g.NewPlayer(o)
	})
	web := httptest.NewServer(s.Handler())
	defer web.Close()
	game, other := games.All()[0], games.All()[1]
	hinted := computerGame(t, s, other, "master", outOfBook(t, other, 12))
	waitMoved(t, hinted, 1)
	mu.Lock()
	searched = searched[:0] // the other game's computer move
	mu.Unlock()
	pos := outOfBook(t, game, 12)
	human := strings.ToLower(pos.Turn().Opponent().String())
	rec, token, v, err := s.newGame(newGameRequest{Variant: game.Key(), Mode: "computer", Level: "master", Color: human, Position: pos.String()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.create(context.Background(), rec, token, v, false, ""); err != nil {
		t.Fatal(err)
	}
	l, err := s.loadLive(context.Background(), rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	for ply := 1; ply <= 5; ply += 2 {
		waitMoved(t, l, ply)
		if _, _, err := s.search(context.Background(), hinted, "", 20*time.Millisecond, time.Now().Add(time.Minute)); err != nil {
			t.Fatalf("hint of the other game: %v", err)
		}
		if ply == 5 {
			break
		}
		l.mu.Lock()
		move := l.Game().Legal()[0].String()
		l.mu.Unlock()
		postMove(t, web.URL, rec.ID, token, move, ply)
	}
	mu.Lock()
	defer mu.Unlock()
	// The searches: the computer's move, the other game's hint, three times.
	if len(searched) != 6 {
		t.Fatalf("got %d searches, want 6 (three moves, three hints)", len(searched))
	}
	mine := searched[0]
	for i := 0; i < 6; i += 2 {
		if searched[i] != mine {
			t.Errorf("the computer's move %d: searched with another table than its first", i/2+1)
		}
		if searched[i+1] == mine {
			t.Errorf("the other game's hint %d: searched with the computer's table", i/2+1)
		}
	}
}

// postMove plays text at ply in game id through the web API.
func postMove(t *testing.T, url, id, token, text string, ply int) {
	t.Helper()
	body, err := json.Marshal(map[string]any{"move": text, "ply": ply})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest("POST", url+"/api/games/"+id+"/moves", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("move %s at ply %d: got status %d, want 200", text, ply, resp.StatusCode)
	}
}

// fakeDatabases is an endgame database of every standard position, for the
// test: the side with more pieces wins (in 5 plies to a conversion), equal
// material draws.
type fakeDatabases struct{}

func (fakeDatabases) Solved(p *standard.Position) (outcome, plies int, ok bool) {
	men, kings := p.Count(p.Turn())
	mine := men + kings
	men, kings = p.Count(p.Turn().Opponent())
	theirs := men + kings
	switch {
	case mine > theirs:
		return 1, 5, true
	case mine < theirs:
		return -1, 5, true
	}
	return 0, 0, true
}

// TestBookAndDatabaseMovesTakeNoTable has the computer move and then gives
// a hint, on a server with 16 MiB tables: from the opening book at the
// start of each game that has one, and from the endgame databases in a
// king ending they know: both answer without a search, and allocate no
// table (before, 16 MiB each).
func TestBookAndDatabaseMovesTakeNoTable(t *testing.T) {
	type answer struct {
		name   string
		game   *games.Game
		start  string
		source string
	}
	var tests []answer
	for _, g := range games.All() {
		if g.Book != nil {
			tests = append(tests, answer{g.Key() + " book", g, g.Variant.Start().String(), "book"})
		}
	}
	std, err := games.Lookup("standard")
	if err != nil {
		t.Fatal(err)
	}
	tests = append(tests, answer{"standard databases", std, "B:WK14:BK1,K2", "egdb"})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := sqlite.Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			cfg := Config{Store: st, Workers: 1, MaxThink: 20 * time.Millisecond}
			if tt.source == "egdb" {
				cfg.Endgames = map[string]any{"standard": fakeDatabases{}}
			}
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			pos, err := tt.game.Variant.ParsePosition(tt.start)
			if err != nil {
				t.Fatal(err)
			}
			if tt.game.Book != nil {
				tt.game.Book() // read once, by any server
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			l := computerGame(t, s, tt.game, "master", pos)
			waitMoved(t, l, 1)
			rep, _, err := s.search(context.Background(), l, "", 20*time.Millisecond, time.Now().Add(time.Minute))
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if got := sourceOf(rep); got != tt.source {
				t.Errorf("got a hint from %q, want %q", got, tt.source)
			}
			allocated := after.TotalAlloc - before.TotalAlloc
			t.Logf("allocated %.2f MiB", float64(allocated)/(1<<20))
			if allocated > 4<<20 {
				t.Errorf("the game, its computer's move and a hint allocated %d MiB, want under 4 MiB (no table)", allocated>>20)
			}
		})
	}
}

// The fake databases are standard's.
var _ engine.Oracle[standard.Position] = fakeDatabases{}
