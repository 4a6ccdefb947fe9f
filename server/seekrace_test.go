package server_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

// acceptOnTouch is a store in which a seek is accepted, by someone else,
// between its poster's reading it and pushing back its expiry: the race
// of a busy lobby.
type acceptOnTouch struct {
	*sqlite.Store
	game string
}

func (s *acceptOnTouch) TouchSeek(ctx context.Context, id string, now, expires time.Time) error {
	if _, err := s.Store.AcceptSeek(ctx, id, s.game, now); err != nil {
		return err
	}
	return s.Store.TouchSeek(ctx, id, now, expires)
}

// TestSeekAcceptedWhileAskedAfter: a seek accepted while its poster asks
// after it answers with the game, not "expired" (kingme loadtest lobby,
// 200 people for 20 s: 871 such answers before).
func TestSeekAcceptedWhileAskedAfter(t *testing.T) {
	racing := &acceptOnTouch{game: "g1"}
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) {
		racing.Store = c.Store.(*sqlite.Store)
		c.Store = racing
	})
	guest := newBrowser(t, a, nil)
	code, posted, _ := guest.post("/api/lobby/seeks", map[string]any{"variant": "standard", "clock": map[string]any{"minutes": 5, "increment": 3}})
	if code != http.StatusCreated {
		t.Fatalf("the seek: %d %v", code, posted)
	}
	id, token := posted["seek"].(map[string]any)["id"].(string), posted["token"].(string)
	var seek server.SeekInfo
	if code := a.call("GET", "/api/lobby/seeks/"+id, token, nil, &seek); code != http.StatusOK || seek.Game != "g1" {
		t.Errorf("asking after the seek: got %d, game %q; want 200 and the game g1", code, seek.Game)
	}
}
