package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

func TestFriendsPlayThroughTheLinkWhileSomeoneWatches(t *testing.T) {
	a := newApp(t)
	ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	if ann.State.Seats["red"].Taken {
		t.Fatalf("the friend's seat is taken before anyone joined")
	}
	var bob seat
	if ann.Invite == "" {
		t.Fatalf("a friend game's creator got no invitation")
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob"}, nil); code != http.StatusForbidden {
		t.Errorf("joining without the invitation: status %d, want 403", code)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": "not-it"}, nil); code != http.StatusForbidden {
		t.Errorf("joining with a wrong invitation: status %d, want 403", code)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
		t.Fatalf("join: status %d, want 200", code)
	}
	if bob.Color != "red" || bob.Token == ann.Token || bob.Token == ann.Invite || len(bob.Token) < 43 {
		t.Fatalf("joined as %q with a token of %d characters; want red and a new 43-character token (not the invitation)", bob.Color, len(bob.Token))
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", nil, nil); code != http.StatusConflict {
		t.Errorf("a third person joining: status %d, want 409", code)
	}
	bobSocket := a.watch(ann.ID, bob.Token)
	spectator := a.watch(ann.ID, "")
	bobSocket.next("the first state", func(s server.State) bool { return s.Ply == 0 })
	spectator.next("the first state", func(s server.State) bool { return s.Ply == 0 })

	if code, _, msg := a.move(ann.ID, ann.Token, "11-15", 0); code != http.StatusOK {
		t.Fatalf("Ann's move: %d %s", code, msg)
	}
	got := bobSocket.next("Ann's move", func(s server.State) bool { return s.Ply == 1 })
	if got.Moves[0].Text != "11-15" || got.You == nil || *got.You != "red" || len(got.Legal) == 0 {
		t.Errorf("Bob's socket: moves %v, you %v, %d legal; want 11-15, red, moves offered", got.Moves, got.You, len(got.Legal))
	}
	seen := spectator.next("Ann's move", func(s server.State) bool { return s.Ply == 1 })
	if seen.You != nil || len(seen.Legal) != 0 {
		t.Errorf("the spectator's socket: you %v, %d legal moves; want nobody and none", seen.You, len(seen.Legal))
	}
	if code, _, _ := a.move(ann.ID, "", "22-18", 1); code != http.StatusForbidden {
		t.Errorf("the spectator moving: status %d, want 403", code)
	}
	if code, _, msg := a.move(ann.ID, bob.Token, "22-18", 1); code != http.StatusOK {
		t.Fatalf("Bob's move: %d %s", code, msg)
	}
	spectator.next("Bob's move", func(s server.State) bool { return s.Ply == 2 && s.Moves[1].Text == "22-18" })

	// A draw offered and declined, then offered and accepted.
	if code := a.call("POST", "/api/games/"+ann.ID+"/draw", ann.Token, map[string]any{"action": "offer"}, nil); code != http.StatusOK {
		t.Fatalf("offer: %d", code)
	}
	bobSocket.next("the offer", func(s server.State) bool { return s.DrawOffer != nil && *s.DrawOffer == "black" })
	if code := a.call("POST", "/api/games/"+ann.ID+"/draw", ann.Token, map[string]any{"action": "accept"}, nil); code != http.StatusConflict {
		t.Errorf("Ann accepting her own offer: %d, want 409", code)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/draw", bob.Token, map[string]any{"action": "decline"}, nil); code != http.StatusOK {
		t.Errorf("decline: %d", code)
	}
	a.call("POST", "/api/games/"+ann.ID+"/draw", bob.Token, map[string]any{"action": "offer"}, nil)
	var end server.State
	if code := a.call("POST", "/api/games/"+ann.ID+"/draw", ann.Token, map[string]any{"action": "accept"}, &end); code != http.StatusOK {
		t.Fatalf("accept: %d", code)
	}
	if !end.Result.Over || end.Result.Winner != nil || end.Result.Reason != "agreement" {
		t.Errorf("got result %+v, want a draw by agreement", end.Result)
	}
	spectator.next("the result", func(s server.State) bool { return s.Result.Over })

	// The rematch: colours swapped; Bob joins it from the old game's state.
	var next seat
	if code := a.call("POST", "/api/games/"+ann.ID+"/rematch", ann.Token, nil, &next); code != http.StatusCreated {
		t.Fatalf("rematch: %d", code)
	}
	if next.Color != "red" || next.State.Seats["black"].Taken {
		t.Errorf("rematch: Ann is %q and black is taken=%v; want Ann red and black free", next.Color, next.State.Seats["black"].Taken)
	}
	old := bobSocket.next("the rematch", func(s server.State) bool { return s.Rematch != nil })
	var bob2 seat
	// A spectator who sees the rematch's ID cannot take Bob's seat.
	if code := a.call("POST", "/api/games/"+*old.Rematch+"/join", "", map[string]any{"name": "Mallory"}, nil); code != http.StatusForbidden {
		t.Errorf("a spectator joining the rematch: %d, want 403", code)
	}
	if code := a.call("POST", "/api/games/"+*old.Rematch+"/join", bob.Token, nil, &bob2); code != http.StatusOK || bob2.Color != "black" || bob2.Token != bob.Token {
		t.Errorf("Bob joining the rematch with his token: %d as %q (same token %v), want 200 as black with his token", code, bob2.Color, bob2.Token == bob.Token)
	}
}

func TestNothingIsLostOnRestart(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "stackem", "mode": "local", "clock": map[string]any{"minutes": 5, "increment": 2}})
	st := g.State
	for ply := range 6 {
		code, next, msg := a.move(g.ID, g.Token, firstMove(t, st), ply)
		if code != http.StatusOK {
			t.Fatalf("move %d: %d %s", ply+1, code, msg)
		}
		st = next
	}
	a.clock.advance(7 * time.Second) // the player to move thinks for 7 s
	before := a.state(g.ID, g.Token)
	b := a.restartAfter(time.Hour) // the server is down for an hour
	after := b.state(g.ID, g.Token)
	if after.Ply != 6 || after.Position.Text != before.Position.Text {
		t.Fatalf("after the restart: ply %d, position %q; want 6, %q", after.Ply, after.Position.Text, before.Position.Text)
	}
	for i := range after.Moves {
		if after.Moves[i] != before.Moves[i] {
			t.Errorf("move %d: got %+v, want %+v", i+1, after.Moves[i], before.Moves[i])
		}
	}
	turn := after.Turn
	left := func(s server.State) int64 {
		if turn == "black" {
			return s.Clock.Black
		}
		return s.Clock.Red
	}
	// The player to move gets back the time of the last stored move: neither
	// the seven seconds before the restart nor the hour of downtime count.
	if got, want := left(after), after.Moves[len(after.Moves)-2].Clock; got > want || got < want-1000 {
		t.Errorf("the clock of %s after the restart: got %d ms left, want about %d", turn, got, want)
	}
	if code, _, msg := b.move(g.ID, g.Token, firstMove(t, after), 6); code != http.StatusOK {
		t.Errorf("a move after the restart: %d %s", code, msg)
	}
}

func TestComputerGameResumesAfterRestart(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "coast-to-coast", "mode": "computer", "level": "beginner", "color": "black"})
	if code, _, msg := a.move(g.ID, g.Token, firstMove(t, g.State), 0); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, msg)
	}
	b := a.restart()
	b.waitFor(g.ID, g.Token, "the computer's reply after the restart", func(s server.State) bool { return s.Ply == 2 })
}

func TestTimeRunsOut(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "clock": map[string]any{"minutes": 1, "increment": 0}})
	// Each side's first move is not timed; Black's clock runs from Red's.
	for ply, m := range []string{"11-15", "22-18"} {
		if code, _, msg := a.move(g.ID, g.Token, m, ply); code != http.StatusOK {
			t.Fatalf("move %d: %d %s", ply+1, code, msg)
		}
	}
	a.clock.advance(61 * time.Second)
	code, _, msg := a.move(g.ID, g.Token, "15x22", 2)
	if code != http.StatusConflict || !strings.Contains(msg, "time ran out") {
		t.Errorf("a move after the flag fell: %d %q, want 409 time ran out", code, msg)
	}
	st := a.state(g.ID, g.Token)
	if !st.Result.Over || st.Result.Winner == nil || *st.Result.Winner != "red" || st.Result.Reason != "time forfeit" {
		t.Errorf("got result %+v, want Red wins on time", st.Result)
	}
}

func TestUndoAgainstTheComputer(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "flying-kings", "mode": "computer", "level": "beginner", "color": "black", "first": "black"})
	if g.State.CanUndo {
		t.Errorf("canUndo before any move")
	}
	code, _, msg := a.move(g.ID, g.Token, firstMove(t, g.State), 0)
	if code != http.StatusOK {
		t.Fatalf("move: %d %s", code, msg)
	}
	st := a.waitFor(g.ID, g.Token, "the reply", func(s server.State) bool { return s.Ply == 2 })
	if !st.CanUndo {
		t.Errorf("canUndo false after a move and its reply")
	}
	var back server.State
	if code := a.call("POST", "/api/games/"+g.ID+"/undo", g.Token, nil, &back); code != http.StatusOK {
		t.Fatalf("undo: %d", code)
	}
	if back.Ply != 0 || back.Turn != "black" || len(back.Legal) == 0 {
		t.Errorf("after undo: ply %d, turn %s, %d legal; want 0, black, moves offered", back.Ply, back.Turn, len(back.Legal))
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/undo", "", nil, nil); code != http.StatusForbidden {
		t.Errorf("a spectator's undo: %d, want 403", code)
	}
}

func TestResignAndRematchAgainstTheComputer(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "novice", "color": "black"})
	var st server.State
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, &st); code != http.StatusOK {
		t.Fatalf("resign: %d", code)
	}
	if st.Result.Winner == nil || *st.Result.Winner != "red" || st.Result.Reason != "resignation" || st.CanUndo {
		t.Errorf("got result %+v canUndo %v, want Red wins by resignation, no undo", st.Result, st.CanUndo)
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, nil, nil); code != http.StatusConflict {
		t.Errorf("resigning twice: %d, want 409", code)
	}
	var next seat
	if code := a.call("POST", "/api/games/"+g.ID+"/rematch", g.Token, nil, &next); code != http.StatusCreated {
		t.Fatalf("rematch: %d", code)
	}
	if next.Color != "red" || next.State.Seats["black"].Player != "computer" || next.State.Level != "novice" {
		t.Errorf("rematch: you %q, black %q, level %q; want red against the computer at novice", next.Color, next.State.Seats["black"].Player, next.State.Level)
	}
	a.waitFor(next.ID, next.Token, "the computer's first move in the rematch", func(s server.State) bool { return s.Ply == 1 })
}

func TestDrawOfferToTheComputerIsAnswered(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "master", "color": "red"})
	st := a.waitFor(g.ID, g.Token, "the computer's first move", func(s server.State) bool { return s.Ply == 1 })
	if code := a.call("POST", "/api/games/"+g.ID+"/draw", g.Token, map[string]any{"action": "offer"}, nil); code != http.StatusOK {
		t.Fatalf("offer: %d", code)
	}
	a.waitFor(g.ID, g.Token, "the computer's answer", func(s server.State) bool { return s.DrawOffer == nil })
	_ = st
}

func TestHint(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	var hint hintReply
	if code := a.call("POST", "/api/games/"+g.ID+"/hint", g.Token, nil, &hint); code != http.StatusOK {
		t.Fatalf("hint: %d", code)
	}
	if hint.Source != "book" {
		t.Errorf("hint at the start from %q, want the book", hint.Source)
	}
	legal := false
	for _, m := range g.State.Legal {
		legal = legal || m.Text == hint.Move.Text
	}
	if !legal || hint.Depth < 1 || len(hint.Move.Path) < 2 {
		t.Errorf("got hint %+v, want a legal move with its path and a depth", hint)
	}
	if code := a.call("POST", "/api/games/"+g.ID+"/hint", "", nil, nil); code != http.StatusForbidden {
		t.Errorf("a spectator's hint: %d, want 403", code)
	}
}

// TestNewInvitation: a player may make a new invitation, after which the
// old one admits nobody; spectators and full games get none.
func TestNewInvitation(t *testing.T) {
	a := newApp(t)
	ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	if code := a.call("POST", "/api/games/"+ann.ID+"/invite", "", nil, nil); code != http.StatusForbidden {
		t.Errorf("a spectator asking for an invitation: %d, want 403", code)
	}
	var fresh struct{ Invite string }
	if code := a.call("POST", "/api/games/"+ann.ID+"/invite", ann.Token, nil, &fresh); code != http.StatusOK || fresh.Invite == "" || fresh.Invite == ann.Invite {
		t.Fatalf("a new invitation: %d %q, want 200 and a new secret", code, fresh.Invite)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"invite": ann.Invite}, nil); code != http.StatusForbidden {
		t.Errorf("joining with the old invitation: %d, want 403", code)
	}
	a = a.restart() // the invitation is kept with the game
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"invite": fresh.Invite}, nil); code != http.StatusOK {
		t.Errorf("joining with the new invitation after a restart: %d, want 200", code)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/invite", ann.Token, nil, nil); code != http.StatusConflict {
		t.Errorf("an invitation once both seats are taken: %d, want 409", code)
	}
	var list struct {
		Games []struct {
			Players map[string]string `json:"players"`
		} `json:"games"`
	}
	other := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Cleo"})
	a.move(other.ID, other.Token, "11-15", 0)
	a.call("GET", "/api/games?status=playing", "", nil, &list)
	for _, g := range list.Games {
		for _, name := range g.Players {
			if strings.Contains(name, "free") {
				t.Errorf("the public list offers a seat: %q", name)
			}
		}
	}
}
