package storetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// testSaveMoves plays lines of moves: each case creates a game with some
// moves, then saves it with each of its steps' move lists in turn, checking
// after each Save that Load returns exactly those moves.
func testSaveMoves(t *testing.T, s store.Store) {
	// Replayed is move 4 played again after an undo: same text, but a
	// different clock and time.
	replayed := move(4, "")
	replayed.Clock -= 2 * time.Second
	replayed.At = replayed.At.Add(time.Minute)

	tests := []struct {
		name    string
		created []store.Move
		steps   [][]store.Move
	}{
		{"append one", moves(0, 3, ""), [][]store.Move{moves(0, 4, "")}},
		{"append one at a time", nil, [][]store.Move{moves(0, 1, ""), moves(0, 2, ""), moves(0, 3, ""), moves(0, 4, "")}},
		{"append several", moves(0, 2, ""), [][]store.Move{moves(0, 7, "")}},
		{"save unchanged", moves(0, 5, ""), [][]store.Move{moves(0, 5, ""), moves(0, 5, "")}},
		{"undo one", moves(0, 5, ""), [][]store.Move{moves(0, 4, "")}},
		{"undo two (computer's reply too)", moves(0, 6, ""), [][]store.Move{moves(0, 4, "")}},
		{"undo all", moves(0, 3, ""), [][]store.Move{nil}},
		{"undo then a different move at the same ply", moves(0, 5, ""),
			[][]store.Move{moves(0, 4, ""), append(moves(0, 4, ""), move(4, "x"))}},
		{"different move at the same ply in one save", moves(0, 5, ""),
			[][]store.Move{append(moves(0, 4, ""), move(4, "x"))}},
		{"undo two then two different moves", moves(0, 6, ""),
			[][]store.Move{append(moves(0, 4, ""), moves(4, 6, "x")...)}},
		{"undo then replay with another clock", moves(0, 5, ""),
			[][]store.Move{moves(0, 4, ""), append(moves(0, 4, ""), replayed)}},
		{"replace the first move", moves(0, 5, ""), [][]store.Move{moves(0, 1, "x")}},
		{"change only the last clock", moves(0, 3, ""),
			[][]store.Move{append(moves(0, 2, ""), store.Move{Text: move(2, "").Text, Clock: time.Nanosecond, At: move(2, "").At})}},
		{"undo and redo back and forth", moves(0, 8, ""),
			[][]store.Move{moves(0, 2, ""), moves(0, 8, ""), moves(0, 8, "y")[:3], append(moves(0, 3, "y"), moves(3, 9, "")...), nil, moves(0, 2, "")}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sampleGame(fmt.Sprintf("line-%d", i), 0)
			g.Moves = tt.created
			create(t, s, clone(g))
			checkLoad(t, s, g)
			for step, ms := range tt.steps {
				g.Moves = slices.Clone(ms)
				g.Updated = g.Updated.Add(time.Second)
				g.Clock[step%2] -= time.Second
				save(t, s, g)
				got := load(t, s, g.ID)
				for _, d := range diffGame(got, g, true) {
					t.Errorf("after step %d (%d moves): %s", step+1, len(ms), d)
				}
			}
		})
	}
}

// testSaveHeader changes one part of a game's header at a time and checks
// that Save stores it and leaves the moves alone.
func testSaveHeader(t *testing.T, s store.Store) {
	tests := []struct {
		name   string
		change func(g *store.Record)
	}{
		{"friend takes the free seat", func(g *store.Record) {
			g.Seats[1] = store.Seat{Player: "human", Name: "Zoë <b>", TokenHash: strings.Repeat("ef", 32)}
		}},
		{"seat renamed", func(g *store.Record) { g.Seats[0].Name = `Ann "the king"` }},
		{"seat freed", func(g *store.Record) { g.Seats[0] = store.Seat{} }},
		{"clocks", func(g *store.Record) { g.Clock = [2]time.Duration{time.Millisecond, 3*time.Minute + 1} }},
		{"time control", func(g *store.Record) { g.Initial, g.Increment = 0, 0 }},
		{"outcome and reason", func(g *store.Record) { g.Outcome, g.Reason = 2, 4 }},
		{"draw offered", func(g *store.Record) { g.DrawOffer = 1 }},
		{"draw offer withdrawn", func(g *store.Record) { g.DrawOffer = 0 }},
		{"rematch", func(g *store.Record) { g.Rematch = "rematch-id" }},
		{"take-back answered", func(g *store.Record) { g.Takeback = "red declined 22x15" }},
		{"take-back gone", func(g *store.Record) { g.Takeback = "" }},
		{"updated", func(g *store.Record) { g.Updated = g.Updated.Add(36 * time.Hour) }},
		{"opening plies", func(g *store.Record) { g.OpeningPlies = 4 }},
		{"a seat's account", func(g *store.Record) { g.Seats[1].Account = "acc-red" }},
		{"rated", func(g *store.Record) { g.Rated = true }},
		{"days a move", func(g *store.Record) { g.DaysPerMove = 14 }},
		{"everything", func(g *store.Record) {
			g.Variant, g.Start, g.Mode, g.Level = "stackem", "other start", "friend", ""
			g.Seats[0], g.Seats[1] = g.Seats[1], g.Seats[0]
			g.Initial, g.Increment = time.Minute, time.Second
			g.Clock = [2]time.Duration{0, time.Minute}
			g.Outcome, g.Reason, g.DrawOffer, g.Rematch, g.Takeback = 1, 1, 0, "r", "red accepted 9-14"
			g.OpeningPlies = 2
			g.Created, g.Updated = g.Created.Add(-time.Hour), g.Updated.Add(time.Hour)
		}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sampleGame(fmt.Sprintf("header-%d", i), 6)
			create(t, s, clone(g))
			tt.change(g)
			save(t, s, g)
			checkLoad(t, s, g)
		})
	}
}
