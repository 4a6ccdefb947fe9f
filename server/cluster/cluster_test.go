package cluster

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// loopBus is a Bus of one server: what it publishes it hears.
type loopBus struct {
	f func(id string, revision int64, change []byte)
}

func (b *loopBus) Publish(_ context.Context, id string, revision int64, change []byte) error {
	b.f(id, revision, change)
	return nil
}

func (b *loopBus) Subscribe(f func(id string, revision int64, change []byte)) error {
	b.f = f
	return nil
}

// TestNewsReachesItsHandler publishes each kind of news and checks which
// handler hears it: a save's news with its change, the lobby's, and chat
// news only from another server.
func TestNewsReachesItsHandler(t *testing.T) {
	bus := &loopBus{}
	here, err := New(bus, nil, "here")
	if err != nil {
		t.Fatal(err)
	}
	other, err := New(bus, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	err = here.Subscribe(Handlers{
		Saved: func(id string, revision int64, change []byte) {
			got = append(got, "saved "+id+" "+string(change))
		},
		Chat:  func(id string, n ChatNews) { got = append(got, "chat "+id+" from "+n.Server) },
		Lobby: func() { got = append(got, "lobby") },
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, err := range []error{
		here.PublishSaved(ctx, "g1", 3, []byte("x")),
		here.PublishLobby(ctx),
		here.PublishChat(ctx, "g1", ChatNews{Mute: &MuteNews{Seat: 1, Muted: true}}),
		other.PublishChat(ctx, "g2", ChatNews{Mute: &MuteNews{Seat: 0}}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"saved g1 x", "lobby", "chat g2 from " + other.ID()}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got the news %q, want %q", got, want)
	}
}

// TestNewsOfMoveReadsBack writes the news of a move and reads it back, and
// checks that a save changing more of the header than a move has none.
func TestNewsOfMoveReadsBack(t *testing.T) {
	at := time.Unix(1700000000, 5)
	before := &store.Record{ID: "g", Revision: 4, Moves: []store.Move{{Text: "11-15"}}}
	after := &store.Record{ID: "g", Revision: 5, Moves: []store.Move{{Text: "11-15"}, {Text: "23-19", Clock: time.Minute, At: at}},
		MoveCount: 2, Clock: [2]time.Duration{time.Minute, 2 * time.Minute}, Updated: at, DrawOffer: 2}
	data := NewsOfMove(before, after)
	if data == nil {
		t.Fatal("got no news of a move appended")
	}
	n, err := ReadMoveNews("g", 5, data)
	if err != nil {
		t.Fatal(err)
	}
	if n.Ply != 1 || n.Move != "23-19" || n.MoveClock != time.Minute || !n.MoveAt().Equal(at) || !n.UpdatedAt().Equal(at) ||
		n.Clock != after.Clock || n.DrawOffer != 2 {
		t.Errorf("got %+v, want move 2 23-19 with its clock, times and draw offer", n)
	}
	seated := *after
	seated.Seats[0].Player = "human"
	if data := NewsOfMove(before, &seated); data != nil {
		t.Errorf("a save that also took a seat: got the news %s, want none", data)
	}
	if _, err := ReadMoveNews("g", 5, []byte("{")); err == nil {
		t.Error("malformed news: got no error")
	}
}

// TestBehind marks games behind and catches them up; a nil Cluster, a
// server alone, is behind nothing.
func TestBehind(t *testing.T) {
	c, err := New(&loopBus{}, nil, "x")
	if err != nil {
		t.Fatal(err)
	}
	c.MarkBehind("a", 7)
	c.MarkBehind("a", 5)
	if r, ok := c.BehindOf("a"); !ok || r != 7 {
		t.Errorf("got %d, %v, want 7, true (the highest revision announced)", r, ok)
	}
	if ids := c.BehindIDs(); !reflect.DeepEqual(ids, []string{"a"}) {
		t.Errorf("got %q behind, want [a]", ids)
	}
	c.CaughtUp("a")
	if _, ok := c.BehindOf("a"); ok {
		t.Error("caught up: still behind")
	}
	var alone *Cluster
	alone.MarkBehind("a", 1)
	if _, ok := alone.BehindOf("a"); ok || alone.BehindIDs() != nil {
		t.Error("a server alone: got a game behind, want none")
	}
}
