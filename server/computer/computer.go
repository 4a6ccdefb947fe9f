// Package computer is the server's computer player: the workers that run
// its searches (computer moves, hints, draw answers, analyses), the queue
// that orders the searches waiting for one, the engine's tables they
// borrow, and the answers to the searches other servers ask for.
//
// It knows no live game: the server asks it to search a position of a
// game with the options and limits it gives, on a worker.
package computer

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// Config sets up a Computer; the server's Config gives each field with
// its defaults applied.
type Config struct {
	// Workers is how many searches run at once (at least one).
	Workers int
	// Threads is how many threads each search uses.
	Threads int
	// HintQueue is how many optional searches (TryRun) may wait for a
	// worker before more are refused.
	HintQueue int
	// TableMiB is the size of the engine's tables, in MiB.
	TableMiB int
	// Endgames are the endgame databases by game key.
	Endgames map[string]any
	// Seed, when not 0, makes the searches' seeds (Seed) reproducible.
	Seed uint64
	// NewPlayer makes the engine of a search; nil means the table's
	// (games.Game's NewPlayer).
	NewPlayer func(*games.Game, engine.Options) (engine.Player, error)
}

// Computer runs the searches on a fixed number of workers, with a quick
// lane of one more for the quick ones (QuickSearch), each search with a
// table lent for it (see tables).
type Computer struct {
	workers  int
	threads  int
	seed     uint64
	endgames map[string]any
	pool     *pool
	// quick is the lane of one worker the quick searches take when every
	// worker of pool is busy (pool.runQuick).
	quick     *pool
	tables    *tables
	newPlayer func(*games.Game, engine.Options) (engine.Player, error)
}

// New returns a Computer for cfg.
func New(cfg Config) *Computer {
	c := &Computer{
		workers: max(1, cfg.Workers), threads: max(1, cfg.Threads), seed: cfg.Seed, endgames: cfg.Endgames,
		pool: newPool(max(1, cfg.Workers), cfg.HintQueue), quick: newPool(1, 0),
		tables: newTables(cfg.TableMiB, max(1, cfg.Workers)+1), newPlayer: cfg.NewPlayer,
	}
	if c.newPlayer == nil {
		c.newPlayer = (*games.Game).NewPlayer
	}
	return c
}

// SetNewPlayer puts f in the place of the engine the searches make (tests
// put a failing or counting one there).
func (c *Computer) SetNewPlayer(f func(*games.Game, engine.Options) (engine.Player, error)) {
	c.newPlayer = f
}

// Run waits for a worker (or ctx), runs f on it and frees the worker. due
// orders the waiting searches, earliest first (DueIn). A search expected
// to take at most QuickSearch takes a worker free now, else the quick
// lane, so that it never waits behind long searches.
func (c *Computer) Run(ctx context.Context, due time.Time, expected time.Duration, f func()) error {
	if expected <= QuickSearch {
		return c.pool.runQuick(ctx, c.quick, due, f)
	}
	return c.pool.run(ctx, due, f)
}

// TryRun runs optional work (a hint, the analysis board's search) asked
// by client as Run does, within client's share of the workers; it is
// refused with a *refuse.Refusal, which says how long to wait, when the
// queue is full (refuse.Busy) or client has its share (refuse.TooMany).
// The server's own searches (client "") are not counted by client.
func (c *Computer) TryRun(ctx context.Context, client string, due time.Time, f func()) error {
	return c.pool.tryRun(ctx, client, due, f)
}

// Claim takes a worker free now, with no search waiting for one, for a
// search expected to take about expected: the pool's, or the quick lane's
// for a quick search. ok is false when every worker is busy; else the
// caller runs the search and then calls release.
func (c *Computer) Claim(expected time.Duration) (release func(), ok bool) {
	if c.pool.claim() {
		return c.pool.release, true
	}
	if expected <= QuickSearch && c.quick.claim() {
		return c.quick.release, true
	}
	return nil, false
}

// HoldAll takes every worker that is free (the pool's and the quick
// lane's) until release is called: tests use it to keep the computer busy.
func (c *Computer) HoldAll() (release func()) {
	var held []*pool
	for _, p := range []*pool{c.pool, c.quick} {
		for p.claim() {
			held = append(held, p)
		}
	}
	return func() {
		for _, p := range held {
			p.release()
		}
	}
}

// Ponder runs work that gives way on a worker free now, with no search
// waiting: the first search that would wait for a worker takes this one
// over at once (Run, TryRun, Claim), and ctx, which the work must heed,
// is cancelled then, or when release is called. The caller calls release
// once the work has ended. ok is false, and nothing is held, when no
// worker is free: the computer thinks on its opponent's time only with a
// core nobody else wants.
func (c *Computer) Ponder(parent context.Context) (ctx context.Context, release func(), ok bool) {
	return c.pool.claimYielding(parent)
}

// Pondering returns how many workers work that gives way holds (Ponder).
func (c *Computer) Pondering() int { return c.pool.yielding() }

// Ready reports whether a worker is free with no search waiting.
func (c *Computer) Ready() bool { return c.pool.hasFree() }

// Waiting returns how many searches wait for a worker of the pool (not
// the quick lane).
func (c *Computer) Waiting() int { return c.pool.waiting() }

// Load returns how many workers are busy and how many searches wait for
// one, on the pool and on the quick lane (of one worker); a worker held by
// work that gives way (Ponder) is not busy.
func (c *Computer) Load() (running, waiting int) {
	return c.workers - c.pool.idle() - c.pool.yielding() + 1 - c.quick.idle(), c.pool.waiting() + c.quick.waiting()
}

// TablesMade returns how many engine tables the searches have made and
// kept.
func (c *Computer) TablesMade() int { return c.tables.count() }

// Options are the options of a search in game g at level with seed: the
// computer's threads, and g's endgame databases if it has them (the table
// is lent by Think).
func (c *Computer) Options(g *games.Game, level engine.Level, seed uint64) engine.Options {
	return engine.Options{
		Threads: c.threads,
		Level:   level,
		Seed:    seed,
		Endgame: c.endgames[g.Key()],
	}
}

// AnalysisOptions are Options at full strength without the opening book,
// for analysing positions rather than playing them.
func (c *Computer) AnalysisOptions(g *games.Game) engine.Options {
	o := c.Options(g, engine.Level{}, 0)
	o.NoBook = true
	return o
}

// Seed returns the seed of the computer's search at ply of a game: from
// Config.Seed when it is set, else at random.
func (c *Computer) Seed(ply int) uint64 {
	if c.seed == 0 {
		return rand.Uint64()
	}
	return c.seed*0x9E3779B97F4A7C15 + uint64(ply)
}

// tableKind is what the table of a search in g at level is good for after
// it: "" for nothing, when the level adds noise to the evaluation (drawn
// from each search's own seed); else the game with or without its endgame
// databases, for every search of it at full strength or at a level without
// noise (their depth and time differ, not their scores).
func (c *Computer) tableKind(g *games.Game, level engine.Level) string {
	if level.Noise != 0 {
		return ""
	}
	if c.endgames[g.Key()] != nil && (level == engine.Level{} || level.Databases) {
		return g.Key() + " with databases"
	}
	return g.Key()
}

// Think searches g's position in game vg with the options o (the table
// left out) for owner, a game's ID or an analysis's ("" for none): the
// player searches with a table lent for the search and given back after
// it. The caller holds a worker (Run, TryRun, Claim).
func (c *Computer) Think(ctx context.Context, vg *games.Game, o engine.Options, owner string, g *checkers.Game, limits engine.Limits, info func(engine.Report)) (engine.Report, error) {
	t := c.tables.take(c.tableKind(vg, o.Level), owner)
	defer c.tables.give(t)
	o.Table = t.table
	player, err := c.newPlayer(vg, o)
	if err != nil {
		return engine.Report{}, err
	}
	return player.Think(ctx, g, limits, info)
}

// ThinkTime is about how long a search at level takes: its level's cap
// (at most maxThink), or a small time for the levels capped by depth, and
// with a clock (left > 0) no more than a thirtieth of it plus the
// increment.
func ThinkTime(level engine.Level, maxThink, left, increment time.Duration) time.Duration {
	d := maxThink
	switch {
	case level.MoveTime > 0:
		d = min(d, level.MoveTime)
	case level.Depth > 0:
		d = 50 * time.Millisecond
	}
	if left > 0 {
		d = min(d, left/30+increment)
	}
	return d
}
