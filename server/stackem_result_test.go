package server_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server"
)

// noStackPosition is a Stack'Em position where Red, to move, ends the game
// with 22x31x24: Black's last checker is then under Red's stack on 24,
// still on the board, and Black controls no stack.
const noStackPosition = "R 22:br 26:b 27:b"

// TestStackemNoStackControlledResult: a Stack'Em game lost by controlling
// no stack says so ("Red wins (Black controls no stack)", not "all pieces
// captured" with Black's checker on the board) in the game's state, in the
// archive, after a restart (the reason read back from the store), and in
// the board editor's answer for such a position.
func TestStackemNoStackControlledResult(t *testing.T) {
	const (
		wantReason = "controls no stack"
		wantText   = "Red wins (Black controls no stack)"
	)
	check := func(t *testing.T, where string, got server.Result) {
		t.Helper()
		if !got.Over || got.Winner == nil || *got.Winner != "red" || got.Reason != wantReason || got.Text != wantText {
			winner := "<nil>"
			if got.Winner != nil {
				winner = *got.Winner
			}
			t.Errorf("%s: got result over %v, winner %s, reason %q, text %q; want over, red, %q, %q",
				where, got.Over, winner, got.Reason, got.Text, wantReason, wantText)
		}
	}
	a := newApp(t)
	g := a.create(map[string]any{"variant": "stackem", "mode": "computer", "level": "beginner", "color": "red", "position": noStackPosition})
	code, st, msg := a.move(g.ID, g.Token, "22x31x24", 0)
	if code != http.StatusOK {
		t.Fatalf("22x31x24: got status %d (%s), want 200", code, msg)
	}
	check(t, "the move's answer", st.Result)
	if got, want := st.Position.Text, "B 24:bR"; got != want {
		t.Errorf("the position after 22x31x24: got %q, want %q (Black's checker under Red's king)", got, want)
	}
	check(t, "GET the game", a.state(g.ID, g.Token).Result)
	archived := func(a *app) {
		t.Helper()
		var list struct{ Games []server.Summary }
		if code := a.call("GET", "/api/games?status=finished", "", nil, &list); code != http.StatusOK {
			t.Fatalf("GET /api/games?status=finished: got status %d, want 200", code)
		}
		for _, s := range list.Games {
			if s.ID == g.ID {
				check(t, "the archive", s.Result)
				return
			}
		}
		t.Errorf("the archive does not list game %s", g.ID)
	}
	archived(a)

	// The store keeps the reason's number; a new server reads it back.
	stored, err := a.store.Load(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := stored.Reason, int(checkers.NoStackControlled); got != want {
		t.Errorf("the stored reason: got %d, want %d (checkers.NoStackControlled)", got, want)
	}
	a = a.restart()
	check(t, "GET the game after a restart", a.state(g.ID, g.Token).Result)
	archived(a)

	// The board editor: a position where Black, to move, controls no stack.
	var answer setupAnswer
	body := map[string]any{"variant": "stackem", "position": map[string]any{"turn": "black", "pieces": []any{
		map[string]any{"sq": "c5", "stack": []any{map[string]any{"color": "black"}, map[string]any{"color": "red", "king": true}}},
	}}}
	if code := a.call("POST", "/api/position", "", body, &answer); code != http.StatusOK {
		t.Fatalf("POST /api/position: got status %d (%s), want 200", code, answer.Error)
	}
	if answer.Over != wantText {
		t.Errorf("POST /api/position of %s: got over %q, want %q", answer.Text, answer.Over, wantText)
	}
}

// TestStackemOldReasonReadsBack: a Stack'Em game stored before the reason
// of its own, with checkers.AllCaptured, still reads back, and its moves
// give the rules' words.
func TestStackemOldReasonReadsBack(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "stackem", "mode": "computer", "level": "beginner", "color": "red", "position": noStackPosition})
	if code, _, msg := a.move(g.ID, g.Token, "22x31x24", 0); code != http.StatusOK {
		t.Fatalf("22x31x24: got status %d (%s), want 200", code, msg)
	}
	ctx := context.Background()
	rec, err := a.store.Load(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	rec.Reason = int(checkers.AllCaptured)
	if err := a.store.Save(ctx, rec); err != nil {
		t.Fatal(err)
	}
	a = a.restart()
	if got, want := a.state(g.ID, g.Token).Result.Text, "Red wins (Black controls no stack)"; got != want {
		t.Errorf("the game stored with the old reason, read back: got result %q, want %q", got, want)
	}
}
