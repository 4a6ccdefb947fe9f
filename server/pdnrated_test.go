package server_test

import (
	"fmt"
	"math"
	"net/http"
	"testing"

	"github.com/kingme/kingme/server"
)

// TestPDNExportGivesRatings: a rated game's PDN, alone and in the bulk
// export, gives each player's rating before it (WhiteElo, BlackElo) and
// its change (WhiteRatingDiff, BlackRatingDiff) as the players' pages
// show them, rounded to whole points; a casual game between the same
// players gives none.
func TestPDNExportGivesRatings(t *testing.T) {
	a, _ := accountApp(t)
	players := map[string]*browser{}
	for _, name := range []string{"Alba", "Bert"} {
		players[name] = newBrowser(t, a, nil)
		if code, _, _ := players[name].post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	play := func(rated bool) string {
		t.Helper()
		code, created, _ := players["Alba"].post("/api/games", map[string]any{"variant": "standard", "mode": "friend",
			"clock": map[string]any{"minutes": 5, "increment": 3}, "rated": rated, "color": "black"})
		if code != http.StatusCreated {
			t.Fatalf("create (rated %v): %d %v", rated, code, created)
		}
		id := created["id"].(string)
		code, joined, _ := players["Bert"].post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]})
		if code != http.StatusOK {
			t.Fatalf("Bert joins: %d %v", code, joined)
		}
		tokens := map[string]string{"black": created["token"].(string), "red": joined["token"].(string)}
		for ply := range 2 {
			st := a.state(id, tokens["black"])
			st = a.state(id, tokens[st.Turn])
			if code, _, msg := a.move(id, tokens[st.Turn], st.Legal[0].Text, ply); code != http.StatusOK {
				t.Fatalf("move %d: %d %s", ply+1, code, msg)
			}
		}
		a.call("POST", "/api/games/"+id+"/resign", tokens["red"], nil, nil) // Alba, Black, wins
		if end := a.state(id, tokens["black"]); !end.Result.Over {
			t.Fatalf("not over: %+v", end.Result)
		}
		return id
	}
	rated := play(true)
	casual := play(false)

	after := map[string]float64{}
	for _, name := range []string{"Alba", "Bert"} {
		var p server.PlayerPage
		if code := a.call("GET", "/api/players/"+name, "", nil, &p); code != http.StatusOK || len(p.Ratings) != 1 {
			t.Fatalf("%s's page: %d, ratings %+v", name, code, p.Ratings)
		}
		after[name] = p.Ratings[0].Rating
	}
	want := map[string]string{
		"BlackElo": "1500", "WhiteElo": "1500",
		"BlackRatingDiff": fmt.Sprintf("%+d", int(math.Round(after["Alba"])-1500)),
		"WhiteRatingDiff": fmt.Sprintf("%+d", int(math.Round(after["Bert"])-1500)),
	}
	if want["BlackRatingDiff"][0] != '+' || want["WhiteRatingDiff"][0] != '-' {
		t.Fatalf("the winner's rating went %s and the loser's %s", want["BlackRatingDiff"], want["WhiteRatingDiff"])
	}
	_, one := exportPDN(t, a, rated)
	_, all := exportAll(t, a, "")
	if len(all) != 2 {
		t.Fatalf("the bulk export holds %d games, want 2", len(all))
	}
	for where, g := range map[string]interface{ Tag(string) (string, bool) }{"the game's PDN": one, "the bulk export": all[1]} {
		for tag, value := range want {
			if got, ok := g.Tag(tag); got != value {
				t.Errorf("%s: %s = %q (%v), want %q", where, tag, got, ok, value)
			}
		}
	}
	_, c := exportPDN(t, a, casual)
	for tag := range want {
		if got, ok := c.Tag(tag); ok {
			t.Errorf("the casual game's PDN has %s %q", tag, got)
		}
	}
	if id, _ := all[0].Tag("GameId"); id != casual {
		t.Errorf("the bulk export's first game is %q, want the casual game %q, the newer", id, casual)
	}
}
