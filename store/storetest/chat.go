package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

func chatsOf(t *testing.T, s store.Store) store.Chats {
	t.Helper()
	return implementation[store.Chats](t, s)
}

// testChat: lines round-trip in order with every field, each game keeps
// its own, the last limit lines come back oldest first, a line of an
// unknown game is ErrNotFound, and the lines survive the game's saves.
func testChat(t *testing.T, s store.Store) {
	ctx := context.Background()
	cs := chatsOf(t, s)
	a, b := sampleGame("chat-a", 2), sampleGame("chat-b", 0)
	create(t, s, clone(a))
	create(t, s, clone(b))
	if got, err := cs.ChatLines(ctx, a.ID, 0); err != nil || len(got) != 0 {
		t.Errorf("ChatLines before any line: got %+v, %v; want none", got, err)
	}
	lines := []store.ChatLine{
		{GameID: a.ID, Room: store.PlayersRoom, Seat: 1, Name: "Ann", Text: "Good luck", At: at(time.Second)},
		{GameID: b.ID, Room: store.PlayersRoom, Seat: 2, Account: "acc-bob", Name: "Bob", Text: "hi", At: at(2 * time.Second)},
		{GameID: a.ID, Room: store.PlayersRoom, Seat: 2, Account: "acc-bob", Name: "Bob", Text: "Ünïcödé ✓ 140", At: at(3*time.Second + 123_000_000)},
		{GameID: a.ID, Room: store.SpectatorsRoom, Seat: 0, Account: "acc-cy", Name: "Cy", Text: `<b>"not html"</b> & more`, At: at(4 * time.Second)},
	}
	for i := range lines {
		if err := cs.AddChatLine(ctx, &lines[i]); err != nil {
			t.Fatalf("AddChatLine(%+v): got error %v, want nil", lines[i], err)
		}
		if i > 0 && lines[i].ID <= lines[i-1].ID {
			t.Errorf("line %d's ID: got %d, want more than the line before's %d", i, lines[i].ID, lines[i-1].ID)
		}
	}
	check := func(what string, got []store.ChatLine, want ...store.ChatLine) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: got %d lines %+v, want %d", what, len(got), got, len(want))
		}
		for i := range want {
			if g, w := got[i], want[i]; g.ID != w.ID || g.GameID != w.GameID || g.Room != w.Room || g.Seat != w.Seat ||
				g.Account != w.Account || g.Name != w.Name || g.Text != w.Text || !g.At.Equal(w.At) {
				t.Errorf("%s, line %d: got %+v, want %+v", what, i, g, w)
			}
		}
	}
	got, err := cs.ChatLines(ctx, a.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	check("game a's lines", got, lines[0], lines[2], lines[3])
	got, err = cs.ChatLines(ctx, a.ID, 2)
	if err != nil {
		t.Fatal(err)
	}
	check("game a's last 2 lines", got, lines[2], lines[3])
	got, err = cs.ChatLines(ctx, b.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	check("game b's lines", got, lines[1])
	// The game's saves keep its chat.
	g := load(t, s, a.ID)
	g.Moves = g.Moves[:1]
	save(t, s, g)
	got, err = cs.ChatLines(ctx, a.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	check("game a's lines after a save", got, lines[0], lines[2], lines[3])

	if err := cs.AddChatLine(ctx, &store.ChatLine{GameID: "no-such-game", Room: store.PlayersRoom, Seat: 1, Name: "X", Text: "x", At: at(0)}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AddChatLine to an unknown game: got %v, want ErrNotFound", err)
	}
	if got, err := cs.ChatLines(ctx, "no-such-game", 0); err != nil || len(got) != 0 {
		t.Errorf("ChatLines of an unknown game: got %+v, %v; want none", got, err)
	}
}

// testChatMutes: a seat mutes and unmutes its opponent, each game and
// seat on its own; muting twice is muting once; an unknown game or seat
// is refused.
func testChatMutes(t *testing.T, s store.Store) {
	ctx := context.Background()
	cs := chatsOf(t, s)
	a, b := sampleGame("mute-a", 0), sampleGame("mute-b", 0)
	create(t, s, clone(a))
	create(t, s, clone(b))
	steps := []struct {
		id    string
		seat  int
		muted bool
		wantA [2]bool
	}{
		{a.ID, 1, true, [2]bool{false, true}},
		{a.ID, 1, true, [2]bool{false, true}},
		{b.ID, 0, true, [2]bool{false, true}},
		{a.ID, 0, true, [2]bool{true, true}},
		{a.ID, 1, false, [2]bool{true, false}},
		{a.ID, 1, false, [2]bool{true, false}},
	}
	for i, st := range steps {
		if err := cs.SetChatMute(ctx, st.id, st.seat, st.muted); err != nil {
			t.Fatalf("step %d: SetChatMute(%s, %d, %v): got error %v, want nil", i, st.id, st.seat, st.muted, err)
		}
		if got, err := cs.ChatMutes(ctx, a.ID); err != nil || got != st.wantA {
			t.Errorf("step %d: ChatMutes(%s): got %v, %v; want %v", i, a.ID, got, err, st.wantA)
		}
	}
	if got, err := cs.ChatMutes(ctx, b.ID); err != nil || got != [2]bool{true, false} {
		t.Errorf("ChatMutes(%s): got %v, %v; want [true false]", b.ID, got, err)
	}
	for _, muted := range []bool{true, false} {
		if err := cs.SetChatMute(ctx, "no-such-game", 0, muted); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SetChatMute(unknown game, %v): got %v, want ErrNotFound", muted, err)
		}
	}
	if err := cs.SetChatMute(ctx, a.ID, 2, true); err == nil {
		t.Errorf("SetChatMute(seat 2): got nil, want an error")
	}
	if got, err := cs.ChatMutes(ctx, "no-such-game"); err != nil || got != [2]bool{} {
		t.Errorf("ChatMutes(unknown game): got %v, %v; want none", got, err)
	}
}

// testConcurrentChat: lines added at once from many goroutines (as from
// many servers) are all kept, each with its own ID.
func testConcurrentChat(t *testing.T, s store.Store) {
	ctx := context.Background()
	cs := chatsOf(t, s)
	g := sampleGame("chat-busy", 0)
	create(t, s, clone(g))
	const n = 16
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			errs[i] = cs.AddChatLine(ctx, &store.ChatLine{GameID: g.ID, Room: store.SpectatorsRoom, Account: "acc", Name: "Cy", Text: fmt.Sprint("line ", i), At: at(time.Duration(i) * time.Second)})
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("line %d: got error %v, want nil", i, err)
		}
	}
	got, err := cs.ChatLines(ctx, g.ID, 0)
	if err != nil || len(got) != n {
		t.Fatalf("ChatLines: got %d lines, %v; want %d", len(got), err, n)
	}
	texts := map[string]bool{}
	for i, l := range got {
		texts[l.Text] = true
		if i > 0 && l.ID <= got[i-1].ID {
			t.Errorf("line %d: ID %d after %d, want increasing", i, l.ID, got[i-1].ID)
		}
	}
	if len(texts) != n {
		t.Errorf("got %d different lines, want %d", len(texts), n)
	}
}
