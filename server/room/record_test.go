package room_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// TestRoomRecord plays moves, a draw offer and a resignation in a room of
// every game and checks the record derived from it: its moves are the
// game's with their stamps, its result and draw offer the game's; a room
// made from the record gives the same record back; a clone does not
// change with the room.
func TestRoomRecord(t *testing.T) {
	at := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			game := checkers.NewGame(g.Variant)
			r := room.New(&store.Record{ID: "abc", Variant: g.Key(), Start: g.Variant.Start().String(), Mode: "friend"}, game)
			var want []store.Move
			for i := range 6 {
				m := game.Legal()[0]
				stamp := at.Add(time.Duration(i) * time.Second)
				if err := r.Play(func(g *checkers.Game) error { return g.Play(m) }, time.Duration(i)*time.Minute, stamp); err != nil {
					t.Fatal(err)
				}
				want = append(want, store.Move{Text: m.String(), Clock: time.Duration(i) * time.Minute, At: stamp})
			}
			before := r.Clone()
			if err := game.OfferDraw(game.Turn()); err != nil {
				t.Fatal(err)
			}
			rec := r.Record()
			if !reflect.DeepEqual(rec.Moves, want) || rec.MoveCount != 6 {
				t.Errorf("got moves %v (count %d), want %v", rec.Moves, rec.MoveCount, want)
			}
			if got, want := rec.DrawOffer, int(game.Turn())+1; got != want {
				t.Errorf("got draw offer %d, want %d", got, want)
			}
			if got := before.Record().DrawOffer; got != 0 {
				t.Errorf("the clone: got draw offer %d, want 0", got)
			}
			if err := game.Resign(game.Turn()); err != nil {
				t.Fatal(err)
			}
			rec = r.Record()
			if res := game.Result(); rec.Outcome != int(res.Outcome) || rec.Reason != int(res.Reason) || rec.Outcome == 0 {
				t.Errorf("got outcome %d reason %d, want %d %d", rec.Outcome, rec.Reason, res.Outcome, res.Reason)
			}
			if got := before.Record(); got.Outcome != 0 || len(got.Moves) != 6 {
				t.Errorf("the clone: got outcome %d and %d moves, want 0 and 6", got.Outcome, len(got.Moves))
			}
			_, again, err := room.FromRecord(rec)
			if err != nil {
				t.Fatal(err)
			}
			if got := again.Record(); !reflect.DeepEqual(got, rec) {
				t.Errorf("a room made from the record: got %+v, want %+v", got, rec)
			}
		})
	}
}

// TestOpeningTextsAreTheRecords: the opening plies of a game created with
// a named opening are stored as the opening's text; the record derived
// from the room writes each move as the game's move text. They must be
// the same, or a game made from an opening would be stored differently
// after its first save.
func TestOpeningTextsAreTheRecords(t *testing.T) {
	for _, g := range games.All() {
		if g.Openings == nil {
			continue
		}
		for _, op := range g.Openings.List() {
			game := checkers.NewGame(g.Variant)
			for i, text := range op.Moves {
				if err := game.PlayText(text); err != nil {
					t.Fatalf("%s %s: %v", g.Key(), op.Key, err)
				}
				if got := game.Played()[i].String(); got != text {
					t.Errorf("%s %s move %d: got %q, want %q", g.Key(), op.Key, i+1, got, text)
				}
			}
		}
	}
}
