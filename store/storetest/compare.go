package storetest

import (
	"fmt"
	"time"

	"github.com/kingme/kingme/store"
)

// diffGame lists the fields where got differs from want, as "field: got
// …, want …". Times are compared as instants. With loaded, got must hold
// want's moves and MoveCount len(want.Moves); without, got is a header from
// List: nil Moves and MoveCount len(want.Moves).
func diffGame(got, want *store.Record, loaded bool) []string {
	var diffs []string
	field := func(name string, g, w any) {
		if g != w {
			diffs = append(diffs, fmt.Sprintf("%s: got %#v, want %#v", name, g, w))
		}
	}
	instant := func(name string, g, w time.Time) {
		if !g.Equal(w) {
			diffs = append(diffs, fmt.Sprintf("%s: got %v, want %v", name, g, w))
		}
	}
	field("ID", got.ID, want.ID)
	field("Variant", got.Variant, want.Variant)
	field("Start", got.Start, want.Start)
	field("Mode", got.Mode, want.Mode)
	field("Level", got.Level, want.Level)
	for c := range 2 {
		field(fmt.Sprintf("Seats[%d].Player", c), got.Seats[c].Player, want.Seats[c].Player)
		field(fmt.Sprintf("Seats[%d].Name", c), got.Seats[c].Name, want.Seats[c].Name)
		field(fmt.Sprintf("Seats[%d].TokenHash", c), got.Seats[c].TokenHash, want.Seats[c].TokenHash)
		field(fmt.Sprintf("Seats[%d].Account", c), got.Seats[c].Account, want.Seats[c].Account)
		field(fmt.Sprintf("Clock[%d]", c), got.Clock[c], want.Clock[c])
	}
	field("Initial", got.Initial, want.Initial)
	field("Increment", got.Increment, want.Increment)
	field("Outcome", got.Outcome, want.Outcome)
	field("Reason", got.Reason, want.Reason)
	field("DrawOffer", got.DrawOffer, want.DrawOffer)
	field("Rematch", got.Rematch, want.Rematch)
	field("Takeback", got.Takeback, want.Takeback)
	field("OpeningPlies", got.OpeningPlies, want.OpeningPlies)
	field("Rated", got.Rated, want.Rated)
	instant("Created", got.Created, want.Created)
	instant("Updated", got.Updated, want.Updated)
	field("MoveCount", got.MoveCount, len(want.Moves))
	field("Revision", got.Revision, want.Revision)
	if !loaded {
		if got.Moves != nil {
			diffs = append(diffs, fmt.Sprintf("Moves: got %d moves, want nil", len(got.Moves)))
		}
		return diffs
	}
	if len(got.Moves) != len(want.Moves) {
		diffs = append(diffs, fmt.Sprintf("len(Moves): got %d, want %d", len(got.Moves), len(want.Moves)))
	}
	for i := range min(len(got.Moves), len(want.Moves)) {
		g, w := got.Moves[i], want.Moves[i]
		field(fmt.Sprintf("Moves[%d].Text", i), g.Text, w.Text)
		field(fmt.Sprintf("Moves[%d].Clock", i), g.Clock, w.Clock)
		instant(fmt.Sprintf("Moves[%d].At", i), g.At, w.At)
	}
	return diffs
}

// ids are the games' IDs, in order.
func ids(games []*store.Record) []string {
	out := make([]string, len(games))
	for i, g := range games {
		out[i] = g.ID
	}
	return out
}
