package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// lobbySockets is how many of the lobby's readers follow it over its
// socket (GET /api/lobby/ws), as the page does, each on its own client's
// server.
const lobbySockets = 8

// lobbyPoll is how often a simulated seeker reads the lobby, and a poster
// asks after its seek: twenty times as often as the page does, so that the
// time a seek takes to show is the server's, not the poll's.
const lobbyPoll = 100 * time.Millisecond

// runLobby keeps the lobby busy for o.Duration: o.Games/2 posters each post
// a casual seek (5+3, standard checkers) and ask after it until someone
// accepts it, then post another as a new person; o.Games/2 seekers read
// the lobby and accept a seek they have not seen taken. Figures: seeks
// posted and games made (a second), the latency of posting, of reading the
// lobby and of accepting; the time from a seek's post to its first showing
// in a seeker's lobby, and from its acceptance to its poster learning of
// it; 410s, seeks someone else took first. Beside them, lobbySockets
// people follow the lobby over its socket, as the page does: the time from
// a seek's post to its first showing in a socket's list is the lobby's
// update latency.
func runLobby(ctx context.Context, t Target, o Options, r *Report) error {
	posters := max(o.Games/2, 1)
	seekers := max(o.Games-posters, 1)
	var (
		wg                          sync.WaitGroup
		mu                          sync.Mutex
		posts, reads, accepts       []time.Duration
		shown, told, pushed         []time.Duration
		postedAt                    = map[string]time.Time{} // seek → its post's answer
		seen                        = map[string]bool{}      // seeks shown in a lobby
		acceptedAt                  = map[string]time.Time{} // seek → its acceptance's answer
		posted, made, taken, people atomic.Int64
	)
	people.Store(int64(posters + seekers))
	end := time.Now().Add(o.Duration)
	t0 := time.Now()
	sctx, stopSockets := context.WithDeadline(ctx, end)
	defer stopSockets()
	var sockets sync.WaitGroup
	for i := range lobbySockets {
		sockets.Add(1)
		go func() {
			defer sockets.Done()
			followLobby(sctx, newClient(t, posters+seekers+i), r, func(ids []string, at time.Time) {
				mu.Lock()
				defer mu.Unlock()
				for _, id := range ids {
					if p, ok := postedAt[id]; ok {
						pushed = append(pushed, at.Sub(p))
					}
				}
			})
		}()
	}
	for i := range posters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, i)
			for time.Now().Before(end) && ctx.Err() == nil {
				var out struct {
					Seek  struct{ ID string } `json:"seek"`
					Token string              `json:"token"`
				}
				start := time.Now()
				err := c.call(ctx, "POST", "/api/lobby/seeks", map[string]any{"variant": "standard", "clock": map[string]any{"minutes": 5, "increment": 3}}, &out)
				if err != nil {
					r.countErr(ctx, "post", err)
					if !waitRetry(ctx, err, r) {
						return
					}
					continue
				}
				at := time.Now()
				posted.Add(1)
				mu.Lock()
				posts = append(posts, at.Sub(start))
				postedAt[out.Seek.ID] = at
				mu.Unlock()
				c.token = out.Token
				for time.Now().Before(end.Add(5*time.Second)) && ctx.Err() == nil {
					var seek struct{ Game string }
					if err := c.call(ctx, "GET", "/api/lobby/seeks/"+url.PathEscape(out.Seek.ID), nil, &seek); err != nil {
						r.countErr(ctx, "ask", err)
						break
					}
					if seek.Game != "" {
						mu.Lock()
						if a, ok := acceptedAt[out.Seek.ID]; ok {
							told = append(told, time.Since(a))
						}
						mu.Unlock()
						break
					}
					sleepCtx(ctx, lobbyPoll)
				}
				c.token = ""
				c.addr = fakeAddr(int(people.Add(1) - 1)) // the next seek is a new person's
			}
		}()
	}
	for i := range seekers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(t, posters+i)
			rand := rng(o.Seed*7_000_003 + uint64(i))
			for time.Now().Before(end) && ctx.Err() == nil {
				var lobby struct {
					Seeks []struct{ ID string } `json:"seeks"`
				}
				start := time.Now()
				if err := c.call(ctx, "GET", "/api/lobby", nil, &lobby); err != nil {
					r.countErr(ctx, "lobby", err)
					sleepCtx(ctx, lobbyPoll)
					continue
				}
				now := time.Now()
				mu.Lock()
				reads = append(reads, now.Sub(start))
				for _, k := range lobby.Seeks {
					if at, ok := postedAt[k.ID]; ok && !seen[k.ID] {
						seen[k.ID] = true
						shown = append(shown, now.Sub(at))
					}
				}
				mu.Unlock()
				if len(lobby.Seeks) == 0 {
					sleepCtx(ctx, lobbyPoll)
					continue
				}
				id := lobby.Seeks[rand.intn(len(lobby.Seeks))].ID
				start = time.Now()
				err := c.call(ctx, "POST", "/api/lobby/seeks/"+url.PathEscape(id)+"/accept", map[string]any{}, nil)
				var ae *apiError
				switch {
				case err == nil:
					made.Add(1)
					mu.Lock()
					accepts = append(accepts, time.Since(start))
					acceptedAt[id] = time.Now()
					mu.Unlock()
					c.addr = fakeAddr(int(people.Add(1) - 1)) // a new person comes to the lobby
				case errors.As(err, &ae) && ae.status == http.StatusGone:
					taken.Add(1)
				default:
					r.countErr(ctx, "accept", err)
					if !waitRetry(ctx, err, r) {
						return
					}
				}
				sleepCtx(ctx, lobbyPoll)
			}
		}()
	}
	waitAll(ctx, &wg)
	stopSockets()
	waitAll(ctx, &sockets)
	elapsed := min(time.Since(t0), o.Duration)
	mu.Lock()
	defer mu.Unlock()
	r.Add("posters", float64(posters), "")
	r.Add("seekers", float64(seekers), "")
	r.Add("duration", elapsed.Round(time.Millisecond).Seconds(), "s")
	r.Add("seeks posted", float64(posted.Load()), "")
	r.Add("seeks/s", float64(posted.Load())/elapsed.Seconds(), "")
	r.Add("games made", float64(made.Load()), "")
	r.Add("games/s", float64(made.Load())/elapsed.Seconds(), "")
	r.Add("taken first by another", float64(taken.Load()), "")
	r.addLatencies("post", posts)
	r.addLatencies("lobby read", reads)
	r.addLatencies("accept", accepts)
	r.addLatencies("seek shown after", shown)
	r.addLatencies("poster told after", told)
	r.Add("lobby sockets", lobbySockets, "")
	r.addLatencies("lobby socket shows a seek after", pushed)
	return nil
}

// followLobby reads c's server's lobby socket until ctx is done, calling
// shown with the IDs of the seeks each message lists for the first time on
// this socket, and when it came.
func followLobby(ctx context.Context, c *client, r *Report, shown func(ids []string, at time.Time)) {
	u := "ws" + strings.TrimPrefix(c.base(), "http") + "/api/lobby/ws"
	conn, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {c.addr}}})
	if err != nil {
		r.countErr(ctx, "lobby socket", err)
		return
	}
	defer conn.CloseNow()
	conn.SetReadLimit(4 << 20)
	seen := map[string]bool{}
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			if ctx.Err() == nil {
				r.countErr(ctx, "lobby socket", err)
			}
			return
		}
		at := time.Now()
		var msg struct {
			Type  string                `json:"type"`
			Seeks []struct{ ID string } `json:"seeks"`
		}
		if json.Unmarshal(data, &msg) != nil || msg.Type != "lobby" {
			continue
		}
		var fresh []string
		for _, k := range msg.Seeks {
			if !seen[k.ID] {
				seen[k.ID] = true
				fresh = append(fresh, k.ID)
			}
		}
		shown(fresh, at)
	}
}

// waitRetry waits out a 429 or 503 answer (its Retry-After, at least
// 100 ms, counted in r) and reports true; any other error is not waited
// out, and it reports false when ctx is done.
func waitRetry(ctx context.Context, err error, r *Report) bool {
	var ae *apiError
	if errors.As(err, &ae) && (ae.status == http.StatusTooManyRequests || ae.status == http.StatusServiceUnavailable) {
		r.retryAfter(ae.retryAfter)
		sleepCtx(ctx, max(ae.retryAfter, 100*time.Millisecond))
	} else {
		sleepCtx(ctx, lobbyPoll)
	}
	return ctx.Err() == nil
}

// sleepCtx sleeps d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
