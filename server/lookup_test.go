package server_test

import (
	"net/http"
	"testing"

	"github.com/kingme/kingme/server"
)

// TestVariantNamesAlike: wherever the API takes a game's name, an alias
// names the same games as the key (games.Lookup): a game created as
// "English" is standard checkers, and the archive lists it for "english",
// "Standard" and "standard" alike.
func TestVariantNamesAlike(t *testing.T) {
	a := startApp(t, t.TempDir(), &fakeClock{}, 0)
	g := a.create(map[string]any{"variant": "English", "mode": "local"})
	if got := a.state(g.ID, g.Token).Variant; got != "standard" {
		t.Fatalf("got variant %q for a game created as English, want standard", got)
	}
	for _, name := range []string{"standard", "Standard", "english", "21"} {
		var list struct{ Games []server.Summary }
		if code := a.call("GET", "/api/games?status=playing&variant="+name, "", nil, &list); code != http.StatusOK {
			t.Fatalf("variant=%s: got status %d, want 200", name, code)
		}
		if len(list.Games) != 1 || list.Games[0].ID != g.ID {
			t.Errorf("variant=%s: got %d games, want the one created", name, len(list.Games))
		}
	}
	if code := a.call("GET", "/api/games?variant=chess", "", nil, nil); code != http.StatusBadRequest {
		t.Errorf("variant=chess: got status %d, want 400", code)
	}
}
