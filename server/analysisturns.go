package server

import (
	"context"
	"slices"
	"sync"
)

// analyses runs the games' analyses: each position a search of its own,
// at most slots positions at once, each in the pool, so that the computer's
// moves in other games pass between them. The positions take turns by
// client: a free slot goes to the waiting analysis whose client was served
// the longest ago, so that a long game (1,390 plies) takes its turns as a
// short one does and nobody's analysis waits for the end of another
// client's. A client may have analysesPerClient games in progress (429
// beyond), and at most games may be (503 beyond).
type analyses struct {
	mu      sync.Mutex
	running map[string]*Analysis // by game ID, while queued or running
	clients map[string]int       // games in progress by client
	free    int                  // slots free
	games   int                  // games that may be in progress
	waiting []*analysisTurn      // analyses waiting for a slot, in order
	served  map[string]uint64    // by client: turns when it was last served
	turns   uint64
}

// analysisTurn is an analysis waiting for a slot for its next position.
type analysisTurn struct {
	client string
	ready  chan struct{}
}

// analysesPerClient is how many games' analyses one client may have in
// progress.
const analysesPerClient = 2

// analysesPerSlot is how many games may be in progress for each slot.
const analysesPerSlot = 8

func newAnalyses(slots int) *analyses {
	return &analyses{running: map[string]*Analysis{}, clients: map[string]int{}, served: map[string]uint64{},
		free: slots, games: analysesPerSlot * slots}
}

// turn waits until client's analysis may search its next position; the
// caller calls done after it.
func (as *analyses) turn(ctx context.Context, client string) error {
	as.mu.Lock()
	if as.free > 0 && len(as.waiting) == 0 {
		as.free--
		as.turns++
		as.served[client] = as.turns
		as.mu.Unlock()
		return nil
	}
	t := &analysisTurn{client: client, ready: make(chan struct{})}
	as.waiting = append(as.waiting, t)
	as.mu.Unlock()
	select {
	case <-t.ready:
		return nil
	case <-ctx.Done():
	}
	as.mu.Lock()
	i := slices.Index(as.waiting, t)
	if i >= 0 {
		as.waiting = slices.Delete(as.waiting, i, i+1)
	}
	as.mu.Unlock()
	if i < 0 {
		as.done() // given a slot just as ctx ended: pass it on
	}
	return ctx.Err()
}

// done frees a slot: the waiting analysis whose client was served the
// longest ago takes it.
func (as *analyses) done() {
	as.mu.Lock()
	defer as.mu.Unlock()
	if len(as.waiting) == 0 {
		as.free++
		return
	}
	next := 0
	for i, t := range as.waiting {
		if as.served[t.client] < as.served[as.waiting[next].client] {
			next = i
		}
	}
	t := as.waiting[next]
	as.waiting = slices.Delete(as.waiting, next, next+1)
	as.turns++
	as.served[t.client] = as.turns
	close(t.ready)
}
