package loadtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// dialers is how many watchers connect at once.
const dialers = 64

// joinTime bounds the watchers' joining: those not in by then are left
// out (the figure "joined" says how many made it).
const joinTime = 60 * time.Second

// watch is the move being timed: the ply its state carries and when it
// was sent.
type watch struct {
	ply int
	at  time.Time
	got atomic.Int64 // watchers that have it
}

// watcherSet is the spectators of one game and what they saw.
type watcherSet struct {
	target   atomic.Pointer[watch]
	mu       sync.Mutex
	lat      []time.Duration // delivery of each timed move to each watcher
	messages atomic.Int64    // state messages received in all
	closed   atomic.Int64    // sockets that closed before the tool closed them
	stopping atomic.Bool
	codes    sync.Map // close status → *atomic.Int64
}

// runWatchers puts o.Watchers spectators on one game (WebSockets, no
// token), then plays moves on it for o.Duration and times each move's
// state reaching every watcher. Figures: the server's CPU time per join
// and per leave (from /proc, when the server's process is known), the
// time to connect, the state messages the joins cost, each move's
// delivery (p50/p99 over watchers and moves, and the time until the last
// watcher had it), moves that missed watchers, and sockets closed by the
// server.
func runWatchers(ctx context.Context, t Target, o Options, r *Report) error {
	mover := newClient(t, 0)
	g, err := mover.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, r)
	if err != nil {
		return fmt.Errorf("creating the watched game: %w", err)
	}
	st := g.State
	ws := &watcherSet{}
	ws.target.Store(&watch{ply: -1})
	wsURL := "ws" + strings.TrimPrefix(mover.base(), "http") + "/api/games/" + g.ID + "/ws"

	cpu0 := cpuOf(t)
	joinStart := time.Now()
	jctx, cancelJoin := context.WithTimeout(ctx, joinTime)
	defer cancelJoin()
	conns := make([]*websocket.Conn, o.Watchers)
	var dial []time.Duration
	var dmu sync.Mutex
	var wg, readers sync.WaitGroup
	sem := make(chan struct{}, dialers)
	for i := range o.Watchers {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if jctx.Err() != nil {
				return
			}
			t0 := time.Now()
			dctx, cancel := context.WithTimeout(jctx, 30*time.Second)
			defer cancel()
			conn, _, err := websocket.Dial(dctx, wsURL, &websocket.DialOptions{
				HTTPHeader: http.Header{"X-Forwarded-For": {fakeAddr(i + 1)}}})
			if err != nil {
				r.countErr(jctx, "join", err)
				return
			}
			conn.SetReadLimit(4 << 20)
			dmu.Lock()
			dial = append(dial, time.Since(t0))
			dmu.Unlock()
			conns[i] = conn
			readers.Add(1)
			go func() { defer readers.Done(); ws.read(ctx, conn) }()
		}()
	}
	wg.Wait()
	joinDur := time.Since(joinStart)
	// Let the joins' messages drain: until a quiet half second, at most 15 s.
	settle(ctx, &ws.messages, 15*time.Second)
	cpuJoin := cpuOf(t) - cpu0
	n := len(dial)
	r.Add("watchers", float64(o.Watchers), "")
	r.Add("joined", float64(n), "")
	r.Add("join time", joinDur.Seconds(), "s")
	r.addLatencies("connect", dial)
	r.Add("state messages while joining", float64(ws.messages.Load()), "")
	if cpu0 >= 0 && n > 0 {
		r.Add("server CPU per join", float64(cpuJoin)/float64(n)/1e6, "ms")
	}

	// Time moves until the duration is up.
	var reach, acks []time.Duration
	var unacked time.Duration // a move the server had not answered when the run ended
	missed, moves := 0, 0
	seed := rng(o.Seed)
	end := time.Now().Add(o.Duration)
	for time.Now().Before(end) && ctx.Err() == nil && !st.Result.Over && len(st.Legal) > 0 {
		sent := time.Now()
		w := &watch{ply: st.Ply + 1, at: sent}
		ws.target.Store(w)
		var next state
		if err := mover.call(ctx, "POST", "/api/games/"+g.ID+"/moves", map[string]any{"move": st.Legal[seed.intn(len(st.Legal))].Text, "ply": st.Ply}, &next); err != nil {
			r.countErr(ctx, "move", err)
			unacked = time.Since(sent)
			break
		}
		acks = append(acks, time.Since(sent))
		st = next
		moves++
		// Wait until every live watcher has it, at most 10 s.
		deadline := sent.Add(10 * time.Second)
		need := func() int64 { return int64(n) - ws.closed.Load() }
		for w.got.Load() < need() && time.Now().Before(deadline) && ctx.Err() == nil {
			time.Sleep(2 * time.Millisecond)
		}
		if w.got.Load() < need() {
			missed++
		} else {
			reach = append(reach, time.Since(sent))
		}
		time.Sleep(100 * time.Millisecond)
	}
	ws.target.Store(&watch{ply: 1 << 30})
	r.Add("moves", float64(moves), "")
	r.addLatencies("move ack", acks)
	if unacked > 0 {
		r.Add("move unanswered at the end, after", unacked.Seconds(), "s")
	}
	r.addLatencies("delivery", ws.latencies())
	r.addLatencies("reach all", reach)
	r.Add("moves missing watchers after 10 s", float64(missed), "")
	r.Add("sockets closed by the server", float64(ws.closed.Load()), "")
	ws.codes.Range(func(k, v any) bool {
		r.Add("closed with "+k.(string), float64(v.(*atomic.Int64).Load()), "")
		return true
	})

	// Leave, and measure what the leaves cost.
	ws.stopping.Store(true)
	cpu1 := cpuOf(t)
	for _, c := range conns {
		if c != nil {
			c.CloseNow()
		}
	}
	readers.Wait()
	time.Sleep(time.Second)
	if cpu1 >= 0 && n > 0 {
		r.Add("server CPU per leave", float64(cpuOf(t)-cpu1)/float64(n)/1e6, "ms")
	}
	return nil
}

// read reads conn's messages until it closes, timing the watched move.
func (ws *watcherSet) read(ctx context.Context, conn *websocket.Conn) {
	last := -1
	for {
		_, msg, err := conn.Read(ctx)
		if err != nil {
			if !ws.stopping.Load() && ctx.Err() == nil {
				ws.closed.Add(1)
				code := "no status"
				if s := websocket.CloseStatus(err); s != -1 {
					code = "status " + strconv.Itoa(int(s))
				} else if errors.Is(err, context.DeadlineExceeded) {
					code = "timeout"
				}
				n, _ := ws.codes.LoadOrStore(code, new(atomic.Int64))
				n.(*atomic.Int64).Add(1)
			}
			return
		}
		ws.messages.Add(1)
		ply := plyOf(msg)
		w := ws.target.Load()
		if ply >= w.ply && last < w.ply {
			d := time.Since(w.at)
			ws.mu.Lock()
			ws.lat = append(ws.lat, d)
			ws.mu.Unlock()
			w.got.Add(1)
		}
		last = max(last, ply)
	}
}

func (ws *watcherSet) latencies() []time.Duration {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return ws.lat
}

// plyOf reads the "ply" of a state message without decoding it all
// (thousands of watchers each get every state); -1 when it has none.
func plyOf(msg []byte) int {
	i := bytes.Index(msg, []byte(`"ply":`))
	if i < 0 {
		return -1
	}
	n, j := 0, i+len(`"ply":`)
	if j >= len(msg) || msg[j] < '0' || msg[j] > '9' {
		return -1
	}
	for ; j < len(msg) && msg[j] >= '0' && msg[j] <= '9'; j++ {
		n = n*10 + int(msg[j]-'0')
	}
	return n
}

// settle waits until counter has not moved for half a second, at most
// limit.
func settle(ctx context.Context, counter *atomic.Int64, limit time.Duration) {
	end := time.Now().Add(limit)
	last := counter.Load()
	for time.Now().Before(end) && ctx.Err() == nil {
		time.Sleep(500 * time.Millisecond)
		now := counter.Load()
		if now == last {
			return
		}
		last = now
	}
}

// cpuOf is t's server's CPU time so far, -1 when unknown.
func cpuOf(t Target) time.Duration {
	if t.PID <= 0 {
		return -1
	}
	p, err := readProc(t.PID)
	if err != nil {
		return -1
	}
	return p.CPU
}
