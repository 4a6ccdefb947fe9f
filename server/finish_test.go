package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestUndoRefusedOnceTheGameIsOver: against the computer, a finished game
// stays finished, however it ended: undo is refused with 409, the state
// says undo is not available, and the archive keeps the game among the
// finished ones.
func TestUndoRefusedOnceTheGameIsOver(t *testing.T) {
	tests := []struct {
		name     string
		position string                             // Black to move; the person plays Black
		finish   func(t *testing.T, a *app, g seat) // ends the game
		reason   string
	}{
		{"won on the board", "B:W15:B10", func(t *testing.T, a *app, g seat) {
			if code, _, msg := a.move(g.ID, g.Token, "10x19", 0); code != http.StatusOK {
				t.Fatalf("10x19: %d %s", code, msg)
			}
		}, "all pieces captured"},
		{"lost on the board", "B:W22,24:B15", func(t *testing.T, a *app, g seat) {
			if code, _, msg := a.move(g.ID, g.Token, "15-19", 0); code != http.StatusOK {
				t.Fatalf("15-19: %d %s", code, msg)
			}
			a.waitFor(g.ID, g.Token, "the computer's winning reply", func(s server.State) bool { return s.Result.Over })
		}, "all pieces captured"},
		{"resigned", "", func(t *testing.T, a *app, g seat) {
			if code, _, msg := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusOK {
				t.Fatalf("11-15: %d %s", code, msg)
			}
			a.waitFor(g.ID, g.Token, "the computer's reply", func(s server.State) bool { return s.Ply == 2 })
			if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
				t.Fatalf("resign: %d", code)
			}
		}, "resignation"},
	}
	a := newApp(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := map[string]any{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black"}
			if tt.position != "" {
				req["position"] = tt.position
			}
			g := a.create(req)
			tt.finish(t, a, g)
			before := a.state(g.ID, g.Token)
			if !before.Result.Over || before.Result.Reason != tt.reason {
				t.Fatalf("got result %+v, want the game over by %s", before.Result, tt.reason)
			}
			if before.CanUndo {
				t.Errorf("canUndo in a finished game: got true, want false")
			}
			var refusal struct{ Error string }
			if code := a.call("POST", "/api/games/"+g.ID+"/undo", g.Token, nil, &refusal); code != http.StatusConflict {
				t.Errorf("undo in a finished game: got status %d, want 409", code)
			}
			if !strings.Contains(refusal.Error, "over") {
				t.Errorf("undo in a finished game: got error %q, want it to say the game is over", refusal.Error)
			}
			after := a.state(g.ID, g.Token)
			if after.Ply != before.Ply || after.Result.Text != before.Result.Text || !after.Result.Over || after.CanUndo {
				t.Errorf("after the refused undo: ply %d, result %+v, canUndo %v; want ply %d, result %+v, false",
					after.Ply, after.Result, after.CanUndo, before.Ply, before.Result)
			}
			for status, want := range map[string]bool{"finished": true, "playing": false} {
				var list struct{ Games []server.Summary }
				a.call("GET", "/api/games?status="+status, "", nil, &list)
				listed := false
				for _, s := range list.Games {
					listed = listed || s.ID == g.ID
				}
				if listed != want {
					t.Errorf("GET /api/games?status=%s lists the game: got %v, want %v", status, listed, want)
				}
			}
		})
	}
}

// TestDrawDeclinedIsToldTheOfferer: between friends, a declined draw
// offer (by the answer or by the opponent's move) is in the state until
// the offerer moves, across a restart.
func TestDrawDeclinedIsToldTheOfferer(t *testing.T) {
	type step struct {
		who  string // "ann" (Black) or "bob" (Red)
		act  string // offer, decline, a move's text, or restart
		want string // drawDeclined afterwards, "" for none
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"declined by the answer", []step{
			{"ann", "offer", ""}, {"bob", "decline", "black"}, {"", "restart", "black"}, {"ann", "11-15", ""},
		}},
		{"declined by the opponent's move", []step{
			{"ann", "11-15", ""}, {"ann", "offer", ""}, {"bob", "23-19", "black"}, {"ann", "8-11", ""},
		}},
		{"the decliner's move keeps it", []step{
			{"ann", "11-15", ""}, {"ann", "offer", ""}, {"bob", "decline", "black"}, {"bob", "23-19", "black"}, {"ann", "8-11", ""},
		}},
		{"a new offer replaces it", []step{
			{"bob", "offer", ""}, {"ann", "decline", "red"}, {"bob", "offer", ""},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newApp(t)
			ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black"})
			var bob seat
			if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"invite": ann.Invite}, &bob); code != http.StatusOK {
				t.Fatalf("join: %d", code)
			}
			tokens := map[string]string{"ann": ann.Token, "bob": bob.Token}
			ply := 0
			for i, s := range tt.steps {
				switch s.act {
				case "restart":
					a = a.restart()
				case "offer", "decline":
					if code := a.call("POST", "/api/games/"+ann.ID+"/draw", tokens[s.who], map[string]any{"action": s.act}, nil); code != http.StatusOK {
						t.Fatalf("step %d: %s's %s: status %d", i+1, s.who, s.act, code)
					}
				default:
					if code, _, msg := a.move(ann.ID, tokens[s.who], s.act, ply); code != http.StatusOK {
						t.Fatalf("step %d: %s's %s: %d %s", i+1, s.who, s.act, code, msg)
					}
					ply++
				}
				for _, who := range []string{"ann", "bob", ""} {
					st := a.state(ann.ID, tokens[who])
					got := ""
					if st.DrawDeclined != nil {
						got = *st.DrawDeclined
					}
					if got != s.want {
						t.Errorf("step %d (%s %s): drawDeclined as %q sees it: got %q, want %q", i+1, s.who, s.act, who, got, s.want)
					}
				}
			}
		})
	}
}

// TestDrawDeclinedByTheComputer: the computer's refusal stays in the state
// until the person moves.
func TestDrawDeclinedByTheComputer(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black"})
	var st server.State
	if code := a.call("POST", "/api/games/"+g.ID+"/draw", g.Token, map[string]any{"action": "offer"}, &st); code != http.StatusOK {
		t.Fatalf("offer: %d", code)
	}
	st = a.waitFor(g.ID, g.Token, "the computer's answer", func(s server.State) bool { return s.DrawOffer == nil })
	if st.Result.Over || st.DrawDeclined == nil || *st.DrawDeclined != "black" {
		t.Fatalf("after the computer's answer to an even opening: result %+v, drawDeclined %v; want the game on and black's offer declined",
			st.Result, st.DrawDeclined)
	}
	code, st, msg := a.move(g.ID, g.Token, "11-15", 0)
	if code != http.StatusOK {
		t.Fatalf("11-15: %d %s", code, msg)
	}
	if st.DrawDeclined != nil {
		t.Errorf("after the offerer's move: drawDeclined %q, want null", *st.DrawDeclined)
	}
}

// TestResultsSurviveARestart: a result the moves do not give (a
// resignation, a draw agreed, a time forfeit) comes back after a restart,
// and the game stays finished.
func TestResultsSurviveARestart(t *testing.T) {
	tests := []struct {
		name string
		end  func(t *testing.T, a *app, g seat)
		want string
	}{
		{"resignation", func(t *testing.T, a *app, g seat) {
			if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusOK {
				t.Fatalf("resign: %d", code)
			}
		}, "Red wins (resignation)"}, // at one screen the player to move resigns
		{"time forfeit", func(t *testing.T, a *app, g seat) {
			a.clock.advance(61 * time.Second)
			if code, _, _ := a.move(g.ID, g.Token, "9-14", 2); code != http.StatusConflict {
				t.Fatalf("a move after the flag fell: %d, want 409", code)
			}
		}, "Red wins (time forfeit)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newApp(t)
			g := a.create(map[string]any{"variant": "standard", "mode": "local", "clock": map[string]any{"minutes": 1, "increment": 0}})
			for ply, mv := range []string{"11-15", "23-19"} {
				if code, _, msg := a.move(g.ID, g.Token, mv, ply); code != http.StatusOK {
					t.Fatalf("%s: %d %s", mv, code, msg)
				}
			}
			tt.end(t, a, g)
			b := a.restart()
			st := b.state(g.ID, g.Token)
			if !st.Result.Over || st.Result.Text != tt.want || st.Ply != 2 || st.CanUndo {
				t.Errorf("after the restart: result %q after %d moves, canUndo %v; want %q after 2, false", st.Result.Text, st.Ply, st.CanUndo, tt.want)
			}
			if code := b.call("POST", "/api/games/"+g.ID+"/undo", g.Token, nil, nil); code != http.StatusConflict {
				t.Errorf("undo after the restart: %d, want 409", code)
			}
		})
	}
}
