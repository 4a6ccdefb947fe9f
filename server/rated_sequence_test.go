package server_test

import (
	"encoding/json"
	"math"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// sequenceGame is one game of testdata/glicko2-sequence.json: who played
// Black and Red, Black's score, and both ratings after it as an
// independent Glicko-2 implementation computed them.
type sequenceGame struct {
	Black      string  `json:"black"`
	Red        string  `json:"red"`
	BlackScore float64 `json:"blackScore"`
	After      map[string]struct {
		Rating    float64 `json:"rating"`
		Deviation float64 `json:"deviation"`
	} `json:"after"`
}

// TestRatedSequenceAgainstIndependentGlicko2 plays eight rated standard
// blitz games between three players through the HTTP API (wins, losses and
// agreed draws, each colour) and checks both players' rating and deviation
// on their player pages after each game against glicko2.js, an independent
// Glicko-2 implementation (npm glicko2 1.2.2), run outside the repository
// with KingMe's constants (τ 0.75; 1500, RD 500, volatility 0.09) and each
// game a rating period of its own for its two players:
//
//	const r = new glicko2.Glicko2({tau: 0.75, rating: 1500, rd: 500, vol: 0.09});
//	const b = r.makePlayer(...black), d = r.makePlayer(...red);
//	r.updateRatings([[b, d, blackScore]]);
//
// The server ages a rating by the time since its player's last rated game;
// the games here are a minute apart, which moves no figure by 0.01.
func TestRatedSequenceAgainstIndependentGlicko2(t *testing.T) {
	data, err := os.ReadFile("testdata/glicko2-sequence.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Games []sequenceGame `json:"games"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("testdata/glicko2-sequence.json: %v", err)
	}
	a, _ := accountApp(t)
	players := map[string]*browser{}
	for _, name := range []string{"Alba", "Bert", "Cleo"} {
		players[name] = newBrowser(t, a, nil)
		if code, _, _ := players[name].post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	for i, g := range file.Games {
		a.clock.advance(time.Minute)
		code, created, _ := players[g.Black].post("/api/games", map[string]any{"variant": "standard", "mode": "friend", "clock": blitz, "rated": true, "color": "black"})
		if code != http.StatusCreated {
			t.Fatalf("game %d: create: %d %v", i+1, code, created)
		}
		id := created["id"].(string)
		code, joined, _ := players[g.Red].post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]})
		if code != http.StatusOK {
			t.Fatalf("game %d: %s joins: %d %v", i+1, g.Red, code, joined)
		}
		tokens := map[string]string{"black": created["token"].(string), "red": joined["token"].(string)}
		for ply := range 2 { // a move each, so that the game counts
			st := a.state(id, tokens["black"])
			st = a.state(id, tokens[st.Turn])
			if code, _, msg := a.move(id, tokens[st.Turn], st.Legal[0].Text, ply); code != http.StatusOK {
				t.Fatalf("game %d, move %d: %d %s", i+1, ply+1, code, msg)
			}
		}
		switch g.BlackScore {
		case 1:
			a.call("POST", "/api/games/"+id+"/resign", tokens["red"], nil, nil)
		case 0:
			a.call("POST", "/api/games/"+id+"/resign", tokens["black"], nil, nil)
		default:
			a.call("POST", "/api/games/"+id+"/draw", tokens["black"], map[string]string{"action": "offer"}, nil)
			a.call("POST", "/api/games/"+id+"/draw", tokens["red"], map[string]string{"action": "accept"}, nil)
		}
		if end := a.state(id, tokens["black"]); !end.Result.Over {
			t.Fatalf("game %d: not over: %+v", i+1, end.Result)
		}
		for name, want := range g.After {
			var p server.PlayerPage
			if code := a.call("GET", "/api/players/"+name, "", nil, &p); code != http.StatusOK || len(p.Ratings) != 1 {
				t.Fatalf("game %d: %s's page: %d, ratings %+v", i+1, name, code, p.Ratings)
			}
			got := p.Ratings[0]
			if math.Abs(got.Rating-want.Rating) > 0.01 || math.Abs(got.Deviation-want.Deviation) > 0.01 {
				t.Errorf("after game %d (%s–%s, %v): %s got %.4f, RD %.4f; want %.4f, RD %.4f (glicko2.js)",
					i+1, g.Black, g.Red, g.BlackScore, name, got.Rating, got.Deviation, want.Rating, want.Deviation)
			}
		}
	}
}
