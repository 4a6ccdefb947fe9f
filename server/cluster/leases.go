package cluster

import (
	"context"
	"log/slog"
	"time"
)

// Game is a game in memory on this server, as the lease rounds see it.
type Game interface {
	// ID returns the game's ID.
	ID() string
	// Owned reports whether this server holds the game's lease.
	Owned() bool
	// LoseIfClaimedBefore stops running the game here if this server
	// claimed its lease before asked: the lease was not renewed, and
	// another server took it.
	LoseIfClaimedBefore(asked time.Time)
	// TakeOver runs the game here, brought up to date, if it was in
	// memory without its lease.
	TakeOver(ctx context.Context) error
}

// Games are a server's games, as the lease rounds see them.
type Games interface {
	// Here returns the games in memory.
	Here() []Game
	// Load brings game id into memory (loading it claims its lease).
	Load(ctx context.Context, id string) (Game, error)
}

// Rounds renews a server's leases and takes the expired ones, round
// after round (Renew, Take).
type Rounds struct {
	Cluster *Cluster
	Games   Games
	Log     *slog.Logger
	// Noted is told the error of each call on the store's leases (nil
	// when it succeeded).
	Noted func(err error)
}

// Renew renews this server's leases; a game whose lease it lost (it
// renewed too late and another server took it) stops running here, and a
// game whose lease it holds but is not in memory (it left before its
// lease was given up) is loaded and run here, or its lease released if
// it needs none. ctx is the server's: its end is the end of the rounds.
func (lr *Rounds) Renew(ctx context.Context) {
	c := lr.Cluster
	rctx, cancel := context.WithTimeout(ctx, LeaseEvery)
	defer cancel()
	asked := time.Now()
	held, err := c.leases.Renew(rctx, c.id, LeaseTTL)
	lr.Noted(err)
	if err != nil {
		if ctx.Err() == nil {
			lr.Log.Error("leases not renewed", "err", err)
		}
		return
	}
	keep := make(map[string]bool, len(held))
	for _, id := range held {
		keep[id] = true
	}
	games := lr.Games.Here()
	here := make(map[string]bool, len(games))
	for _, g := range games {
		here[g.ID()] = true
	}
	for _, id := range held {
		if here[id] {
			continue
		}
		g, err := lr.Games.Load(rctx, id)
		if err != nil {
			if ctx.Err() == nil {
				lr.Log.Error("game of a held lease not loaded", "id", id, "err", err)
			}
			continue
		}
		if !g.Owned() { // finished: it needs no lease
			err := c.leases.Release(rctx, id, c.id)
			lr.Noted(err)
			if err != nil && ctx.Err() == nil {
				lr.Log.Error("lease not released", "id", id, "err", err)
			}
		}
	}
	for _, g := range games {
		// A lease claimed since the renewal was asked for is not in held.
		if !keep[g.ID()] {
			g.LoseIfClaimedBefore(asked)
		}
	}
}

// Take takes the games whose servers let their leases expire, and runs
// their clocks and computers here. ctx is the server's.
func (lr *Rounds) Take(ctx context.Context) {
	c := lr.Cluster
	tctx, cancel := context.WithTimeout(ctx, LeaseTTL)
	defer cancel()
	ids, err := c.leases.TakeExpired(tctx, c.id, LeaseTTL, TakeAtOnce)
	lr.Noted(err)
	if err != nil {
		if ctx.Err() == nil {
			lr.Log.Error("expired leases not taken", "err", err)
		}
		return
	}
	for _, id := range ids {
		g, err := lr.Games.Load(tctx, id) // a game loaded now claims its lease (ours)
		if err != nil {
			if ctx.Err() == nil {
				lr.Log.Error("game of a taken lease not loaded", "id", id, "err", err)
			}
			continue
		}
		if err := g.TakeOver(tctx); err != nil {
			lr.Log.Error("game of a taken lease not reloaded", "id", id, "err", err)
		}
		lr.Log.Info("took over a game from a server gone quiet", "id", id)
	}
}
