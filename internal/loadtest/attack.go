package loadtest

import (
	"bufio"
	"context"
	"errors"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"
)

// The attacks: one address (127.0.0.1) does what one address should not
// be able to deny others with, while a second, well-behaved one
// (127.0.0.2) asks what a person would; the figures are what the second
// gets. Each side also names itself in X-Forwarded-For, for a server
// behind --trust-proxy (the tool's own).
const (
	attackerIP  = "127.0.0.1"
	victimIP    = "127.0.0.2"
	attackerFwd = "10.66.0.1"
	victimFwd   = "10.77.0.1"
	// victimTimeout is how long the second address waits for an answer.
	victimTimeout = 5 * time.Second
)

// dialerFrom dials from the loopback address ip.
func dialerFrom(ip string) *net.Dialer {
	return &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: victimTimeout}
}

// addrClient is a client whose connections come from ip and whose
// requests name fwd; keepAlive keeps its connections for the next request.
func addrClient(t Target, ip, fwd string, keepAlive bool) *client {
	tr := &http.Transport{DialContext: dialerFrom(ip).DialContext, DisableKeepAlives: !keepAlive,
		MaxIdleConnsPerHost: 16, DisableCompression: true}
	return &client{bases: t.URLs(), addr: fwd, hc: &http.Client{Transport: tr, Timeout: victimTimeout}}
}

// targetHost is the host:port of the target's first server.
func targetHost(t Target) (string, error) {
	u, err := url.Parse(t.URLs()[0])
	if err != nil {
		return "", err
	}
	return u.Host, nil
}

// victim measures what the well-behaved address gets: its requests, those
// answered (any status, within victimTimeout), their latency, the 5xx and
// 4xx among them.
type victim struct {
	mu                             sync.Mutex
	sent, answered, fiveXX, fourXX int
	lat                            []time.Duration
	wg                             sync.WaitGroup
}

// every calls ask every d until end (or ctx), each call in its own
// goroutine so that a slow answer delays none of the next, and counts what
// it returns: nil, an *apiError, or another error (not answered).
func (v *victim) every(ctx context.Context, d time.Duration, end time.Time, r *Report, what string, ask func(context.Context) error) {
	tick := time.NewTicker(d)
	defer tick.Stop()
	for time.Now().Before(end) && ctx.Err() == nil {
		v.wg.Add(1)
		go func() {
			defer v.wg.Done()
			actx, cancel := context.WithTimeout(ctx, victimTimeout)
			defer cancel()
			start := time.Now()
			err := ask(actx)
			took := time.Since(start)
			if ctx.Err() != nil {
				return // the run's end, not the server's answer
			}
			v.mu.Lock()
			defer v.mu.Unlock()
			v.sent++
			var ae *apiError
			switch {
			case err == nil:
			case errors.As(err, &ae):
				if ae.status >= 500 {
					v.fiveXX++
				} else if ae.status >= 400 {
					v.fourXX++
				}
			default:
				r.countErr(ctx, what, err)
				return
			}
			v.answered++
			v.lat = append(v.lat, took)
			if err != nil {
				r.countErr(ctx, what, err)
			}
		}()
		select {
		case <-ctx.Done():
		case <-tick.C:
		}
	}
}

// report waits for the last requests and adds the figures.
func (v *victim) report(r *Report) {
	v.wg.Wait()
	v.mu.Lock()
	defer v.mu.Unlock()
	r.Add("second address requests", float64(v.sent), "")
	r.Add("second address answered", float64(v.answered), "")
	if v.sent > 0 {
		r.Add("second address answered share", math.Round(float64(v.answered)/float64(v.sent)*1000)/10, "%")
	}
	r.addLatencies("second address", v.lat)
	r.Add("second address 5xx", float64(v.fiveXX), "")
	r.Add("second address 4xx", float64(v.fourXX), "")
}

// runConnHog: the first address opens o.Slow connections, each asking one
// request and then holding it idle (kept alive), opening a new one when
// the server closes one; the second asks GET /api/variants on a new
// connection every 250 ms. Figures: the first address's connections open
// at the end and reopened, and the second's.
func runConnHog(ctx context.Context, t Target, o Options, r *Report) error {
	host, err := targetHost(t)
	if err != nil {
		return err
	}
	end := time.Now().Add(o.Duration)
	var open, reopened atomic.Int64
	var wg sync.WaitGroup
	sem := make(chan struct{}, dialers)
	for range o.Slow {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for first := true; time.Now().Before(end) && ctx.Err() == nil; first = false {
				if !first {
					reopened.Add(1)
					sleepUntil(ctx, time.Now().Add(100*time.Millisecond), end)
				}
				sem <- struct{}{}
				conn, err := hogConn(ctx, host)
				<-sem
				if err != nil {
					continue
				}
				open.Add(1)
				conn.SetReadDeadline(end)
				_, _ = io.Copy(io.Discard, conn) // until the server closes it, or the end
				open.Add(-1)
				conn.Close()
			}
		}()
	}
	settleUntil(ctx, &open, int64(o.Slow), time.Now().Add(min(o.Duration/3, 10*time.Second)))
	r.Add("first address connections open at the start", float64(open.Load()), "")
	var v victim
	c := addrClient(t, victimIP, victimFwd, false)
	v.every(ctx, 250*time.Millisecond, end, r, "second address", func(ctx context.Context) error {
		return c.call(ctx, "GET", "/api/variants", nil, nil)
	})
	r.Add("first address connections open at the end", float64(open.Load()), "")
	r.Add("first address connections reopened", float64(reopened.Load()), "")
	wg.Wait()
	v.report(r)
	return nil
}

// hogConn opens a connection from the first address, asks one request on
// it and returns it once answered, kept alive.
func hogConn(ctx context.Context, host string) (net.Conn, error) {
	conn, err := dialerFrom(attackerIP).DialContext(ctx, "tcp", host)
	if err != nil {
		return nil, err
	}
	conn.SetDeadline(time.Now().Add(victimTimeout))
	req := "GET /api/variants HTTP/1.1\r\nHost: " + host + "\r\nX-Forwarded-For: " + attackerFwd + "\r\n\r\n"
	if _, err := io.WriteString(conn, req); err != nil {
		conn.Close()
		return nil, err
	}
	if err := readOneResponse(conn); err != nil {
		conn.Close()
		return nil, err
	}
	conn.SetDeadline(time.Time{})
	return conn, nil
}

// readOneResponse reads an HTTP response's head and body off conn.
func readOneResponse(conn net.Conn) error {
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return err
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return err
}

// settleUntil waits until counter reaches want, or deadline.
func settleUntil(ctx context.Context, counter *atomic.Int64, want int64, deadline time.Time) {
	for counter.Load() < want && time.Now().Before(deadline) && ctx.Err() == nil {
		time.Sleep(50 * time.Millisecond)
	}
}

// runIdleGames: the first address creates o.Games games against the
// computer at o.Level, taking the side that moves first, and never moves,
// reading each every 5 s; the second creates one at the same level every
// 2.5 s and resigns it. Figures: the first address's games created, and
// the second's creations.
func runIdleGames(ctx context.Context, t Target, o Options, r *Report) error {
	end := time.Now().Add(o.Duration)
	req := map[string]any{"variant": "standard", "mode": "computer", "level": o.Level, "color": "black"}
	atk := addrClient(t, attackerIP, attackerFwd, true)
	var ids []string
	for range o.Games {
		var g created
		err := atk.call(ctx, "POST", "/api/games", req, &g)
		r.countErr(ctx, "first address create", err)
		if err == nil {
			ids = append(ids, g.ID)
		}
	}
	r.Add("first address games created", float64(len(ids)), "")
	go func() {
		for ctx.Err() == nil && time.Now().Before(end) {
			for _, id := range ids {
				_ = atk.call(ctx, "GET", "/api/games/"+id, nil, nil)
			}
			sleepUntil(ctx, time.Now().Add(5*time.Second), end)
		}
	}()
	var v victim
	v.every(ctx, 2500*time.Millisecond, end, r, "second address create", func(ctx context.Context) error {
		c := addrClient(t, victimIP, victimFwd, true)
		var g created
		if err := c.call(ctx, "POST", "/api/games", req, &g); err != nil {
			return err
		}
		c.token = g.Token
		_ = c.call(context.Background(), "POST", "/api/games/"+g.ID+"/resign", nil, nil)
		return nil
	})
	v.report(r)
	return nil
}
