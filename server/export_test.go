package server

import (
	"fmt"
	"strings"
	"time"

	"github.com/kingme/kingme/store"
)

// HeldSummary returns, for the tests, game id as s holds it in memory
// (its record and the rules' game, written out: see summary), and whether
// s holds it.
func (s *Server) HeldSummary(id string) (string, bool) {
	l, ok := s.games.Held(id)
	if !ok {
		return "", false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return summary(l), true
}

// RevivedSummary returns, for the tests, rec as s brings it live when it
// loads it (revive), written out as HeldSummary writes a held game.
func (s *Server) RevivedSummary(rec *store.Record) (string, error) {
	l, err := s.revive(rec)
	if err != nil {
		return "", err
	}
	return summary(l), nil
}

// summary writes out l's record (times in nanoseconds, so that equal
// instants read equal) and what the rules hold of its game: every
// position of its history, the result, the draw offers, the counts the
// draw rules read, the legal moves.
func summary(l *live) string {
	var b strings.Builder
	r := *l.Record()
	moves := r.Moves
	r.Moves = nil
	created, updated := nanos(r.Created), nanos(r.Updated)
	r.Created, r.Updated = r.Created.UTC(), r.Updated.UTC()
	fmt.Fprintf(&b, "record %+v created %d updated %d\n", r, created, updated)
	for i, m := range moves {
		fmt.Fprintf(&b, "move %d %s clock %v at %d\n", i+1, m.Text, m.Clock, nanos(m.At))
	}
	g := l.Game()
	offer, declined := "none", "none" // the colour alone means nothing
	if by, ok := g.DrawOffer(); ok {
		offer = by.String()
	}
	if by, ok := g.DrawDeclined(); ok {
		declined = by.String()
	}
	fmt.Fprintf(&b, "game: %d moves, %v to move, result %v, draw offer by %s, declined %s, quiet %d, repetitions %d\n",
		g.Len(), g.Turn(), g.Result(), offer, declined, g.PliesWithoutProgress(), g.Repetitions())
	for i, p := range g.Positions() {
		fmt.Fprintf(&b, "position %d: %s\n", i, p)
	}
	for i, m := range g.Played() {
		fmt.Fprintf(&b, "played %d: %s\n", i+1, m)
	}
	for _, m := range g.Legal() {
		fmt.Fprintf(&b, "legal %s\n", m)
	}
	return b.String()
}

// HoldWorkers takes, for the tests, every worker of s that is free (the
// pool's and the quick lane's) until the function it returns is called.
func (s *Server) HoldWorkers() (release func()) { return s.computer.HoldAll() }

// nanos returns t in nanoseconds since 1970, 0 for the zero time.
func nanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}
