package loadtest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// slowKinds are the kinds of slow client, in the order "mixed" deals them.
var slowKinds = []string{"headers", "body", "idle"}

// slowConn is what happened to one slow connection.
type slowConn struct {
	kind     string
	opened   bool
	answered bool          // the server sent something
	cut      time.Duration // after how long the server closed it; 0: still open
}

// runSlow opens o.Slow connections that hold the server without finishing
// a request: "headers" sends a request's headers a byte a second, "body"
// complete headers and then a body a byte a second, "idle" one request and
// then nothing on the kept-alive connection. Meanwhile a normal request
// (GET /api/variants on a new connection, 5 s at most) is sent every half
// second. Figures per kind: connections opened, cut off by the server and
// after how long, still open when the run ends; and the normal requests
// served and failed, with their latency.
func runSlow(ctx context.Context, t Target, o Options, r *Report) error {
	u, err := url.Parse(t.URL)
	if err != nil {
		return err
	}
	host := u.Host
	end := time.Now().Add(o.Duration)
	results := make([]slowConn, o.Slow)
	var wg sync.WaitGroup
	sem := make(chan struct{}, dialers)
	for i := range o.Slow {
		kind := o.SlowKind
		if kind == "mixed" {
			kind = slowKinds[i%len(slowKinds)]
		}
		results[i].kind = kind
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			conn, err := (&net.Dialer{Timeout: 10 * time.Second}).DialContext(ctx, "tcp", host)
			<-sem
			if err != nil {
				r.countErr(ctx, "slow dial", err)
				return
			}
			results[i].opened = true
			holdSlow(ctx, conn, host, fakeAddr(i+1), end, &results[i])
		}()
	}

	// Normal requests meanwhile.
	var ok []time.Duration
	failed := 0
	hc := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	for time.Now().Before(end) && ctx.Err() == nil {
		t0 := time.Now()
		req, _ := http.NewRequestWithContext(ctx, "GET", t.URL+"/api/variants", nil)
		req.Header.Set("X-Forwarded-For", "10.255.255.254")
		resp, err := hc.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				ok = append(ok, time.Since(t0))
			} else {
				err = &apiError{status: resp.StatusCode}
			}
		}
		if err != nil {
			failed++
			r.countErr(ctx, "normal request", err)
		}
		sleepUntil(ctx, t0.Add(500*time.Millisecond), end)
	}
	waitAll(ctx, &wg)

	r.Add("slow connections", float64(o.Slow), "")
	for _, kind := range slowKinds {
		var opened, answered, open int
		var cuts []time.Duration
		for _, c := range results {
			if c.kind != kind {
				continue
			}
			switch {
			case !c.opened:
				continue
			case c.cut > 0:
				cuts = append(cuts, c.cut)
			default:
				open++
			}
			opened++
			if c.answered {
				answered++
			}
		}
		if opened == 0 {
			continue
		}
		r.Add(kind+" opened", float64(opened), "")
		if kind == "idle" {
			r.Add(kind+" answered", float64(answered), "")
		}
		r.Add(kind+" cut off", float64(len(cuts)), "")
		if len(cuts) > 0 {
			r.addLatencies(kind+" cut off after", cuts)
		}
		r.Add(kind+" still open at end", float64(open), "")
	}
	r.Add("normal requests served", float64(len(ok)), "")
	r.Add("normal requests failed", float64(failed), "")
	r.addLatencies("normal request", ok)
	return nil
}

// holdSlow plays one slow client on conn until the server cuts it off or
// end comes, and notes in res what happened.
func holdSlow(ctx context.Context, conn net.Conn, host, addr string, end time.Time, res *slowConn) {
	defer conn.Close()
	opened := time.Now()
	var first string
	switch res.kind {
	case "headers":
		first = fmt.Sprintf("GET /api/variants HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: %s\r\nX-Slow: ", host, addr)
	case "body":
		first = fmt.Sprintf("POST /api/position HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: %s\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n", host, addr)
	case "idle":
		first = fmt.Sprintf("GET /api/variants HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: %s\r\n\r\n", host, addr)
	}
	closed := make(chan struct{})
	var answered bool
	go func() {
		defer close(closed)
		buf := make([]byte, 4096)
		for {
			n, err := conn.Read(buf)
			if n > 0 {
				answered = true
			}
			if err != nil {
				return
			}
		}
	}()
	cut := func() {
		res.cut = max(time.Since(opened), time.Nanosecond)
	}
	defer func() {
		conn.Close()
		<-closed
		res.answered = answered
	}()
	if _, err := conn.Write([]byte(first)); err != nil {
		cut()
		return
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	stop := time.NewTimer(time.Until(end))
	defer stop.Stop()
	for {
		select {
		case <-closed:
			cut()
			return
		case <-ctx.Done():
			return
		case <-stop.C:
			return
		case <-tick.C:
			if res.kind == "idle" {
				continue
			}
			b := []byte("a")
			if res.kind == "body" {
				b = []byte(" ")
			}
			_ = conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
			if _, err := conn.Write(b); err != nil {
				cut()
				return
			}
		}
	}
}
