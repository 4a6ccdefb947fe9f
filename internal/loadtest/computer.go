package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// computerGame is the request for a game against the computer at level,
// the person playing Red so the computer (Black) moves first; clock is
// "" or "minutes+increment".
func computerGame(level, clock string) map[string]any {
	req := map[string]any{"variant": "standard", "mode": "computer", "level": level, "color": "red"}
	if clock != "" {
		req["clock"], _ = parseClock(clock)
	}
	return req
}

// outcome is how a game against the computer stood when its player left.
type outcome struct {
	over, computerLostOnTime, personLostOnTime bool
	waiting                                    time.Duration // waiting for a reply when the player left
}

// playComputer plays game g against the computer until it is over, end
// comes or ctx is done: it follows the game on its WebSocket and answers
// each computer move with a random legal move at once. reply gets the
// time from the person's move acknowledged (or the game created) to the
// computer's answer arriving.
func playComputer(ctx context.Context, c *client, g created, end time.Time, seed *rng, r *Report, reply func(time.Duration)) outcome {
	var out outcome
	ctx, cancel := context.WithDeadline(ctx, end)
	defer cancel()
	wsURL := "ws" + strings.TrimPrefix(c.base(), "http") + "/api/games/" + g.ID + "/ws?token=" + g.Token
	conn, _, err := websocket.Dial(ctx, wsURL, &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {c.addr}}})
	if err != nil {
		r.countErr(ctx, "socket", err)
		return out
	}
	defer conn.CloseNow()
	conn.SetReadLimit(4 << 20)
	asked := g.at // when the computer was asked to move
	played := -1  // the ply of the person's last move
	for {
		_, msg, err := conn.Read(ctx)
		if err != nil {
			r.countErr(ctx, "socket", err)
			out.waiting = time.Since(asked)
			return out
		}
		var m struct {
			Type  string `json:"type"`
			State state  `json:"state"`
		}
		if json.Unmarshal(msg, &m) != nil || m.Type != "state" {
			continue
		}
		st := m.State
		if st.Result.Over {
			out.over = true
			if st.Result.Reason == "time forfeit" && st.Result.Winner != nil {
				out.computerLostOnTime = *st.Result.Winner == g.Color
				out.personLostOnTime = *st.Result.Winner != g.Color
			}
			return out
		}
		if len(st.Legal) == 0 || st.Ply <= played {
			continue
		}
		if st.Ply > 0 {
			reply(time.Since(asked))
		}
		mv := st.Legal[seed.intn(len(st.Legal))].Text
		if err := c.call(ctx, "POST", "/api/games/"+g.ID+"/moves", map[string]any{"move": mv, "ply": st.Ply}, nil); err != nil {
			r.countErr(ctx, "move", err)
			if ctx.Err() != nil {
				return out
			}
			continue
		}
		played = st.Ply + 1
		asked = time.Now()
	}
}

// runFlood creates o.Games games against the computer at o.Level (with
// clock o.Clock) all at once, each by its own client, as fast as the server
// accepts them (waiting out 429 and 503 at their Retry-After, for
// o.Duration at most), and plays them; once they are created, one more
// client plays a beginner game and
// times the computer's replies. Figures: games created and the time it
// took, refusals, computer replies in the flood games, the beginner's
// replies (and how long it was left waiting at the end), games the
// computer lost on time.
func runFlood(ctx context.Context, t Target, o Options, r *Report) error {
	var (
		wg                   sync.WaitGroup
		mu                   sync.Mutex
		replies, probe       []time.Duration
		created              atomic.Int64
		over, compTime, self atomic.Int64
	)
	t0 := time.Now()
	// Creating the games may take o.Duration at most (and a minute); the
	// clients still refused then give up. A game plays from its creation,
	// at once (its person's clock runs), until the creation window and the
	// measurement are over.
	createWindow := min(o.Duration, setupTime/2)
	playUntil := t0.Add(createWindow + o.Duration)
	cctx, cancelCreate := context.WithTimeout(ctx, createWindow)
	defer cancelCreate()
	var allCreated sync.WaitGroup
	allCreated.Add(o.Games)
	var gaveUp atomic.Int64
	for i := range o.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, i)
			g, err := c.newGame(cctx, computerGame(o.Level, o.Clock), r)
			allCreated.Done()
			if err != nil {
				if ctx.Err() == nil {
					gaveUp.Add(1)
				}
				return
			}
			created.Add(1)
			seed := rng(o.Seed*1_000_003 + uint64(i))
			res := playComputer(ctx, c, g, playUntil, &seed, r, func(d time.Duration) {
				mu.Lock()
				replies = append(replies, d)
				mu.Unlock()
			})
			if res.over {
				over.Add(1)
			}
			if res.computerLostOnTime {
				compTime.Add(1)
			}
			if res.personLostOnTime {
				self.Add(1)
			}
		}()
	}
	waitAll(ctx, &allCreated)
	createTime := time.Since(t0)
	endAt := time.Now().Add(o.Duration)
	if endAt.After(playUntil) {
		endAt = playUntil
	}
	// The beginner's game, among the flood.
	pc := newClient(t, o.Games)
	var waiting, probeWait time.Duration
	probeRefused := false
	pctx, cancelProbe := context.WithDeadline(ctx, endAt)
	defer cancelProbe()
	probeAsked := time.Now()
	g, err := pc.newGame(pctx, computerGame("beginner", ""), r)
	if err == nil {
		probeWait = time.Since(probeAsked)
		seed := rng(o.Seed)
		res := playComputer(ctx, pc, g, endAt, &seed, r, func(d time.Duration) { probe = append(probe, d) })
		waiting = res.waiting
	} else {
		probeWait, probeRefused = time.Since(probeAsked), true
	}
	waitAll(ctx, &wg)
	mu.Lock()
	defer mu.Unlock()
	r.Add("games", float64(o.Games), "")
	r.AddText("level", o.Level)
	if o.Clock != "" {
		r.AddText("clock", o.Clock)
	}
	r.Add("created", float64(created.Load()), "")
	r.Add("creation time", createTime.Seconds(), "s")
	r.Add("refused until the creation time ran out", float64(gaveUp.Load()), "")
	r.addLatencies("computer reply", replies)
	if probeRefused {
		r.Add("beginner game refused for", probeWait.Seconds(), "s")
	} else {
		r.Add("beginner game created after", probeWait.Seconds(), "s")
	}
	r.addLatencies("beginner reply", probe)
	if len(probe) > 0 {
		r.Add("beginner first reply", float64(probe[0])/1e6, "ms")
	}
	r.Add("beginner left waiting at end", waiting.Seconds(), "s")
	r.Add("games over", float64(over.Load()), "")
	r.Add("computer lost on time", float64(compTime.Load()), "")
	r.Add("person lost on time", float64(self.Load()), "")
	return nil
}

// runHints plays o.Games games against the computer at o.Level for half
// of o.Duration, then for the other half keeps o.Hints hint requests in
// flight besides (each by its own client, in its own game at one screen).
// Figures: the computer's reply latency without and with the hints, the
// hints answered and their latency, and refusals (429: the client's hint
// limit; 503: the queue is full).
func runHints(ctx context.Context, t Target, o Options, r *Report) error {
	var (
		mu            sync.Mutex
		before, after []time.Duration
		hintLat       []time.Duration
		hinting       atomic.Bool
		wg            sync.WaitGroup
	)
	start := time.Now()
	end := start.Add(o.Duration)
	half := start.Add(o.Duration / 2)
	for i := range o.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, i)
			seed := rng(o.Seed*1_000_003 + uint64(i))
			for time.Now().Before(end) && ctx.Err() == nil {
				g, err := c.newGame(ctx, computerGame(o.Level, ""), r)
				if err != nil {
					return
				}
				playComputer(ctx, c, g, end, &seed, r, func(d time.Duration) {
					mu.Lock()
					if hinting.Load() {
						after = append(after, d)
					} else {
						before = append(before, d)
					}
					mu.Unlock()
				})
			}
		}()
	}
	if !sleepUntil(ctx, half, end) {
		waitAll(ctx, &wg)
		return nil
	}
	hinting.Store(true)
	for i := range o.Hints {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, o.Games+1+i)
			seed := rng(o.Seed*7_000_003 + uint64(i))
			g, err := c.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, r)
			if err != nil {
				return
			}
			// Leave the opening book, whose hints cost no search, and
			// move on after each hint so no two ask the same.
			st := g.State
			for n := 0; ; n++ {
				if st.Result.Over || len(st.Legal) == 0 {
					if g, err = c.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, r); err != nil {
						return
					}
					st, n = g.State, 0
				}
				if n >= 12 {
					break
				}
				if err := c.call(ctx, "POST", "/api/games/"+g.ID+"/moves", map[string]any{"move": st.Legal[seed.intn(len(st.Legal))].Text, "ply": st.Ply}, &st); err != nil {
					r.countErr(ctx, "move", err)
					return
				}
			}
			for time.Now().Before(end) && ctx.Err() == nil {
				t0 := time.Now()
				err := c.call(ctx, "POST", "/api/games/"+st.ID+"/hint", nil, nil)
				if err == nil {
					mu.Lock()
					hintLat = append(hintLat, time.Since(t0))
					mu.Unlock()
					if st.Result.Over || len(st.Legal) == 0 {
						return
					}
					if err := c.call(ctx, "POST", "/api/games/"+st.ID+"/moves", map[string]any{"move": st.Legal[seed.intn(len(st.Legal))].Text, "ply": st.Ply}, &st); err != nil {
						r.countErr(ctx, "move", err)
						return
					}
					continue
				}
				r.countErr(ctx, "hint", err)
				var ae *apiError
				if errors.As(err, &ae) && ae.retryAfter > 0 {
					r.retryAfter(ae.retryAfter)
					sleepUntil(ctx, time.Now().Add(ae.retryAfter), end)
				} else {
					sleepUntil(ctx, time.Now().Add(100*time.Millisecond), end)
				}
			}
		}()
	}
	waitAll(ctx, &wg)
	mu.Lock()
	defer mu.Unlock()
	r.Add("computer games", float64(o.Games), "")
	r.AddText("level", o.Level)
	r.Add("parallel hints", float64(o.Hints), "")
	r.addLatencies("reply without hints", before)
	r.addLatencies("reply with hints", after)
	r.addLatencies("hint", hintLat)
	if len(before) == 0 && len(after) == 0 {
		return fmt.Errorf("the computer made no move in %v", o.Duration)
	}
	return nil
}
