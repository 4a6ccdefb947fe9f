package server_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// chatShared is the cluster's shared store with the chat and accounts of
// the store under it (which a leasedStore, embedding store.Store, hides).
type chatShared struct {
	*leasedStore
	store.Chats
	store.Accounts
}

// TestChatCluster: on three servers sharing a store and a bus, a line
// said on one reaches the sockets of those who read it on the others,
// a logged-in spectator writes through a third, and a player's mute made
// on one server hides the opponent's lines on every server.
func TestChatCluster(t *testing.T) {
	apps, _, _ := startClusterOf(t, 3, clusterOptions{storeFor: func(_ int, shared store.Store) store.Store {
		ls := shared.(*leasedStore)
		return chatShared{ls, ls.Store.(store.Chats), ls.Store.(store.Accounts)}
	}})
	a, b, c := apps[0], apps[1], apps[2]
	id, ann, bob := chatGame(t, a, b)
	annS, bobS, bobA, specA := a.watch(id, ann), b.watch(id, bob), a.watch(id, bob), a.watch(id, "")
	annS.next("Bob seated", func(st server.State) bool { return st.Seats["red"].Taken })
	// Each socket is subscribed once it has its first State: a line said
	// before reaches it only through the history.
	for _, s := range []*socket{bobS, bobA, specA} {
		s.next("the first State", func(server.State) bool { return true })
	}
	guestA, guestB, cy := newBrowser(t, a, nil), newBrowser(t, b, nil), newBrowser(t, c, nil)
	signup(t, cy, "Cyril")
	path := "/api/games/" + id + "/chat"
	if code, out, _ := chatPost(guestA, path, ann, map[string]any{"text": "hello from a"}); code != http.StatusCreated {
		t.Fatalf("Ann on server a: %d %v", code, out)
	}
	for _, s := range []struct {
		who string
		s   *socket
	}{{"Bob's socket on server b", bobS}, {"Bob's socket on server a", bobA}} {
		if got := s.s.chatUntil(s.who, "hello from a"); !slices.Equal(got, []string{"hello from a"}) {
			t.Errorf("%s: %q, want Ann's line", s.who, got)
		}
	}
	if code, out, _ := chatPost(cy, path, "", map[string]any{"text": "watching from c"}); code != http.StatusCreated {
		t.Fatalf("Cyril on server c: %d %v", code, out)
	}
	if got := specA.chatUntil("the spectator's socket on server a", "watching from c"); !slices.Equal(got, []string{"watching from c"}) {
		t.Errorf("the spectator's socket on server a: %q, want Cyril's line alone", got)
	}

	// Bob mutes Ann on server b; server a learns it from the bus.
	if code, out, _ := chatPost(guestB, path+"/mute", bob, map[string]any{"muted": true}); code != http.StatusOK {
		t.Fatalf("Bob mutes Ann on server b: %d %v", code, out)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, info := chatOf(t, a, id, bob, nil); info.Muted {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("server a never learnt of Bob's mute")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if code, _, _ := chatPost(guestA, path, ann, map[string]any{"text": "muted line"}); code != http.StatusCreated {
		t.Fatalf("Ann's muted line: %d", code)
	}
	if code, _, _ := chatPost(guestA, path, bob, map[string]any{"text": "bob's marker"}); code != http.StatusCreated {
		t.Fatalf("Bob's marker: %d", code)
	}
	for _, s := range []struct {
		who string
		s   *socket
	}{{"Bob's socket on server a", bobA}, {"Bob's socket on server b", bobS}} {
		if got := s.s.chatUntil(s.who, "bob's marker"); slices.Contains(got, "muted line") {
			t.Errorf("%s, muting Ann: %q, want no line of Ann's", s.who, got)
		}
	}
	if got := annS.chatUntil("Ann's socket", "bob's marker"); !slices.Equal(got, []string{"hello from a", "muted line", "bob's marker"}) {
		t.Errorf("Ann's socket: %q, want her lines and Bob's", got)
	}
}
