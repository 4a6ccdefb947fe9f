package server_test

import (
	"context"
	"net/http"
	"slices"
	"sync"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// writeLog is a store that notes which of Save and AppendMove each write
// of a game went through.
type writeLog struct {
	store.Store
	mu     sync.Mutex
	writes []string
}

func (s *writeLog) Save(ctx context.Context, g *store.Record) error {
	s.note("save")
	return s.Store.Save(ctx, g)
}

func (s *writeLog) AppendMove(ctx context.Context, g *store.Record) error {
	s.note("append")
	return s.Store.AppendMove(ctx, g)
}

func (s *writeLog) note(op string) {
	s.mu.Lock()
	s.writes = append(s.writes, op)
	s.mu.Unlock()
}

// take returns the writes noted since the last call.
func (s *writeLog) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.writes
	s.writes = nil
	return w
}

// TestCommitAppendsOneMove plays, in every game, a friend game and a game
// against the computer through the API, and checks which store method
// each change went through: a move, a human's or the computer's, is
// appended (store.Store.AppendMove); joining, a take-back asked and
// accepted, a draw offered and declined, an undo and a resignation are
// saved whole (Save). After each step the stored game is the one played:
// its moves are the state's, one revision a write.
func TestCommitAppendsOneMove(t *testing.T) {
	for _, v := range games.All() {
		t.Run(v.Key(), func(t *testing.T) {
			var log *writeLog
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) {
				log = &writeLog{Store: c.Store}
				c.Store = log
			})
			first := colorKey(v.Variant.Start().Turn())
			ann := a.create(map[string]any{"variant": v.Key(), "mode": "friend", "name": "Ann", "color": first})
			var bob seat
			tokens := map[string]*string{"ann": &ann.Token, "bob": &bob.Token}
			var revision int64
			check := func(step string, st server.State, want ...string) {
				t.Helper()
				if got := log.take(); !slices.Equal(got, want) {
					t.Errorf("%s: got writes %q, want %q", step, got, want)
				}
				revision += int64(len(want))
				stored, err := log.Store.Load(context.Background(), st.ID)
				if err != nil {
					t.Fatalf("%s: Load: %v", step, err)
				}
				if len(stored.Moves) != st.Ply || stored.Revision != revision {
					t.Errorf("%s: stored %d moves at revision %d, want %d (the state's ply) at revision %d",
						step, len(stored.Moves), stored.Revision, st.Ply, revision)
				}
			}
			if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
				t.Fatalf("join: status %d, want 200", code)
			}
			check("join", bob.State, "save")

			steps := []struct {
				who, act string
				body     map[string]any
				want     string
			}{
				{"ann", "moves", nil, "append"},
				{"bob", "moves", nil, "append"},
				{"ann", "moves", nil, "append"},
				{"ann", "takeback", nil, "save"},
				{"bob", "takeback/answer", map[string]any{"accept": true}, "save"},
				{"ann", "moves", nil, "append"},
				{"bob", "draw", map[string]any{"action": "offer"}, "save"},
				{"ann", "draw", map[string]any{"action": "decline"}, "save"},
				{"bob", "moves", nil, "append"},
				{"ann", "resign", nil, "save"},
			}
			for i, s := range steps {
				token := *tokens[s.who]
				body := s.body
				if s.act == "moves" {
					st := a.state(ann.ID, token)
					body = map[string]any{"move": firstMove(t, st), "ply": st.Ply}
				}
				var st server.State
				if code := a.call("POST", "/api/games/"+ann.ID+"/"+s.act, token, body, &st); code != http.StatusOK {
					t.Fatalf("step %d, %s by %s: status %d, want 200", i+1, s.act, s.who, code)
				}
				check(s.act+" by "+s.who, st, s.want)
			}

			g := a.create(map[string]any{"variant": v.Key(), "mode": "computer", "level": "beginner", "color": first, "first": first})
			revision = 0
			if code, _, msg := a.move(g.ID, g.Token, firstMove(t, g.State), 0); code != http.StatusOK {
				t.Fatalf("a move against the computer: %d %s", code, msg)
			}
			st := a.waitFor(g.ID, g.Token, "the computer's reply", func(s server.State) bool { return s.Ply == 2 })
			check("a move and the computer's reply", st, "append", "append")
			if code := a.call("POST", "/api/games/"+g.ID+"/undo", g.Token, nil, &st); code != http.StatusOK {
				t.Fatalf("undo: status %d, want 200", code)
			}
			check("undo", st, "save")
		})
	}
}
