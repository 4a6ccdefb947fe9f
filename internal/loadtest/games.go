package loadtest

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// runGames plays o.Games games at one screen (mode "local"), each by its
// own client: every client creates its game, and once all are created,
// plays a random legal move as soon as the previous one is acknowledged
// (closed loop) or once every o.Pace, for o.Duration. A finished game is
// replaced by a new one, a new person's (a new address): on a quiet machine
// a closed-loop game of random moves lasts a tenth of a second, and one
// address starting games that fast is what the server's per-address limit
// on new games refuses. Figures: moves acknowledged, moves/s, the
// acknowledgement latency (the POST of a move to its answer, the move
// being on disk), games created and finished.
func runGames(ctx context.Context, t Target, o Options, r *Report) error {
	var (
		wg, ready sync.WaitGroup
		mu        sync.Mutex
		acks      []time.Duration
		created   []time.Duration
		finished  atomic.Int64
		people    atomic.Int64 // simulated people so far, o.Games at first
	)
	people.Store(int64(o.Games))
	start := make(chan struct{})
	ready.Add(o.Games)
	for i := range o.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, i)
			seed := rng(o.Seed*1_000_003 + uint64(i))
			var mine, made []time.Duration
			defer func() {
				mu.Lock()
				acks = append(acks, mine...)
				created = append(created, made...)
				mu.Unlock()
			}()
			create := func() (state, bool) {
				t0 := time.Now()
				g, err := c.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, r)
				if err != nil {
					return state{}, false
				}
				made = append(made, time.Since(t0))
				return g.State, true
			}
			st, ok := create()
			ready.Done()
			if !ok {
				return
			}
			select {
			case <-start:
			case <-ctx.Done():
				return
			}
			end := time.Now().Add(o.Duration)
			// A paced game starts at a random point of its first interval,
			// so the moves spread over time.
			next := time.Now()
			if o.Pace > 0 {
				next = next.Add(time.Duration(seed.intn(int(o.Pace/time.Millisecond)+1)) * time.Millisecond)
			}
			for {
				if o.Pace > 0 {
					if !sleepUntil(ctx, next, end) {
						return
					}
					next = next.Add(o.Pace)
				}
				if time.Now().After(end) || ctx.Err() != nil {
					return
				}
				if st.Result.Over || len(st.Legal) == 0 {
					finished.Add(1)
					c.addr = fakeAddr(int(people.Add(1) - 1))
					if st, ok = create(); !ok {
						return
					}
					continue
				}
				mv := st.Legal[seed.intn(len(st.Legal))].Text
				t0 := time.Now()
				var next state
				err := c.call(ctx, "POST", "/api/games/"+st.ID+"/moves", map[string]any{"move": mv, "ply": st.Ply}, &next)
				if err != nil {
					r.countErr(ctx, "move", err)
					if ctx.Err() != nil {
						return
					}
					// Catch up with the game as it stands.
					if err := c.call(ctx, "GET", "/api/games/"+st.ID, nil, &next); err != nil {
						r.countErr(ctx, "get", err)
						return
					}
					st = next
					continue
				}
				mine = append(mine, time.Since(t0))
				st = next
			}
		}()
	}
	// Measure from the moment every game is created.
	waitAll(ctx, &ready)
	t0 := time.Now()
	close(start)
	waitAll(ctx, &wg)
	elapsed := time.Since(t0)
	mu.Lock()
	defer mu.Unlock()
	r.Add("games", float64(o.Games), "")
	if o.Pace > 0 {
		r.Add("pace", o.Pace.Seconds(), "s a move")
	}
	r.Add("duration", elapsed.Round(time.Millisecond).Seconds(), "s")
	r.Add("moves", float64(len(acks)), "")
	r.Add("moves/s", float64(len(acks))/elapsed.Seconds(), "")
	r.addLatencies("ack", acks)
	r.addLatencies("create", created)
	r.Add("games finished", float64(finished.Load()), "")
	return nil
}

// sleepUntil waits until at, and reports false when ctx is done or at is
// after end first.
func sleepUntil(ctx context.Context, at, end time.Time) bool {
	if at.After(end) {
		d := time.Until(end)
		if d > 0 {
			select {
			case <-time.After(d):
			case <-ctx.Done():
			}
		}
		return false
	}
	d := time.Until(at)
	if d <= 0 {
		return ctx.Err() == nil
	}
	select {
	case <-time.After(d):
		return true
	case <-ctx.Done():
		return false
	}
}
