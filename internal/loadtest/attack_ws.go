package loadtest

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/base64"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// runAnalysisFlood: the first address makes o.Games finished games at one
// screen (random moves to the end) and asks for the analysis of each,
// again every second while refused, and keeps o.Hints analysis-board
// searches asked at once; the second asks an analysis-board search of the
// start every 2.5 s (answered: its first line) and the analysis of a short
// game of its own. Figures: the second address's searches, and when its
// game's analysis was accepted and done.
func runAnalysisFlood(ctx context.Context, t Target, o Options, r *Report) error {
	end := time.Now().Add(o.Duration)
	atk := addrClient(t, attackerIP, attackerFwd, true)
	atk.hc.Timeout = 0
	seed := rng(o.Seed)
	var ids []string
	for range o.Games {
		if id, err := finishedGame(ctx, atk, &seed, 400); err == nil {
			ids = append(ids, id)
		} else {
			r.countErr(ctx, "first address game", err)
		}
	}
	r.Add("first address games to analyse", float64(len(ids)), "")
	var wg sync.WaitGroup
	for _, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil && time.Now().Before(end) {
				err := atk.call(ctx, "POST", "/api/games/"+id+"/analysis", nil, nil)
				if err == nil {
					return
				}
				r.countErr(ctx, "first address analysis", err)
				sleepUntil(ctx, time.Now().Add(time.Second), end)
			}
		}()
	}
	for range o.Hints {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil && time.Now().Before(end) {
				if err := explore(ctx, atk, true); err != nil {
					r.countErr(ctx, "first address search", err)
					sleepUntil(ctx, time.Now().Add(100*time.Millisecond), end)
				}
			}
		}()
	}
	time.Sleep(500 * time.Millisecond) // the flood is on
	mine := addrClient(t, victimIP, victimFwd, true)
	wg.Add(1)
	go func() {
		defer wg.Done()
		analyseOwn(ctx, mine, &seed, end, r)
	}()
	var v victim
	c := addrClient(t, victimIP, victimFwd, true)
	v.every(ctx, 2500*time.Millisecond, end, r, "second address search", func(ctx context.Context) error {
		return explore(ctx, c, false)
	})
	v.report(r)
	waitAll(ctx, &wg)
	return nil
}

// analyseOwn makes a short finished game and asks for its analysis until
// accepted, then waits for it to be done (until end); it adds when each
// happened, from the ask.
func analyseOwn(ctx context.Context, c *client, seed *rng, end time.Time, r *Report) {
	id, err := finishedGame(ctx, c, seed, 8)
	if err != nil {
		r.countErr(ctx, "second address game", err)
		return
	}
	start := time.Now()
	for {
		err := c.call(ctx, "POST", "/api/games/"+id+"/analysis", nil, nil)
		if err == nil {
			break
		}
		r.countErr(ctx, "second address analysis", err)
		if !sleepUntil(ctx, time.Now().Add(time.Second), end) {
			r.AddText("second address analysis", "never accepted")
			return
		}
	}
	r.Add("second address analysis accepted after", time.Since(start).Seconds(), "s")
	for {
		var a struct {
			Status string `json:"status"`
		}
		if err := c.call(ctx, "GET", "/api/games/"+id+"/analysis", nil, &a); err == nil && a.Status == "done" {
			r.Add("second address analysis done after", time.Since(start).Seconds(), "s")
			return
		}
		if !sleepUntil(ctx, time.Now().Add(200*time.Millisecond), end) {
			r.AddText("second address analysis", "not done by the end")
			return
		}
	}
}

// finishedGame plays a game at one screen with random moves until it is
// over, or resigns it after plies; it returns its ID.
func finishedGame(ctx context.Context, c *client, seed *rng, plies int) (string, error) {
	g, err := c.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, &Report{Errors: map[string]int{}, Examples: map[string]string{}})
	if err != nil {
		return "", err
	}
	st := g.State
	for st.Ply < plies && !st.Result.Over && len(st.Legal) > 0 {
		mv := st.Legal[seed.intn(len(st.Legal))].Text
		var next state
		if err := c.call(ctx, "POST", "/api/games/"+g.ID+"/moves", map[string]any{"move": mv, "ply": st.Ply}, &next); err != nil {
			return "", err
		}
		st = next
	}
	if !st.Result.Over {
		if err := c.call(ctx, "POST", "/api/games/"+g.ID+"/resign", nil, nil); err != nil {
			return "", err
		}
	}
	return g.ID, nil
}

// explore asks the analysis board's search of the start position: it
// returns once the first line came, or with whole, once the search is
// done.
func explore(ctx context.Context, c *client, whole bool) error {
	req, err := http.NewRequestWithContext(ctx, "GET", c.base()+"/api/analyse?variant=standard", nil)
	if err != nil {
		return err
	}
	req.Header.Set("X-Forwarded-For", c.addr)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return &apiError{status: resp.StatusCode, msg: strings.TrimSpace(string(body))}
	}
	if whole {
		_, err = io.Copy(io.Discard, resp.Body)
		return err
	}
	_, err = bufio.NewReader(resp.Body).ReadString('\n')
	return err
}

// runPingFlood: the first address opens o.Watchers (64) sockets on a game
// and sends 125-byte ping frames on each as fast as the socket takes them,
// opening a new socket when one is closed; the second asks the game's
// state every 100 ms. Figures: the pongs the first address got, its
// sockets reopened, and the second's requests (with the server's CPU,
// given its process).
func runPingFlood(ctx context.Context, t Target, o Options, r *Report) error {
	end := time.Now().Add(o.Duration)
	host, err := targetHost(t)
	if err != nil {
		return err
	}
	owner := addrClient(t, victimIP, victimFwd, true)
	g, err := owner.newGame(ctx, map[string]any{"variant": "standard", "mode": "local"}, r)
	if err != nil {
		return err
	}
	var pongs, reopened atomic.Int64
	var wg sync.WaitGroup
	for range o.Watchers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for first := true; time.Now().Before(end) && ctx.Err() == nil; first = false {
				if !first {
					reopened.Add(1)
					sleepUntil(ctx, time.Now().Add(100*time.Millisecond), end)
				}
				pingSocket(ctx, host, g.ID, end, &pongs)
			}
		}()
	}
	var v victim
	c := addrClient(t, victimIP, victimFwd, true)
	v.every(ctx, 100*time.Millisecond, end, r, "second address state", func(ctx context.Context) error {
		return c.call(ctx, "GET", "/api/games/"+g.ID, nil, nil)
	})
	wg.Wait()
	r.Add("first address pongs", float64(pongs.Load()), "")
	r.Add("first address sockets reopened", float64(reopened.Load()), "")
	v.report(r)
	return nil
}

// pingSocket opens a watcher's socket on game id from the first address
// and sends ping frames on it until it closes or end, counting the pongs.
func pingSocket(ctx context.Context, host, id string, end time.Time, pongs *atomic.Int64) {
	conn, err := dialerFrom(attackerIP).DialContext(ctx, "tcp", host)
	if err != nil {
		return
	}
	defer conn.Close()
	conn.SetDeadline(end)
	key := make([]byte, 16)
	_, _ = rand.Read(key)
	req := "GET /api/games/" + url.PathEscape(id) + "/ws HTTP/1.1\r\nHost: " + host + "\r\nX-Forwarded-For: " + attackerFwd +
		"\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: kingme\r\n" +
		"Sec-WebSocket-Key: " + base64.StdEncoding.EncodeToString(key) + "\r\n\r\n"
	if _, err := io.WriteString(conn, req); err != nil {
		return
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		return
	}
	go countPongs(br, pongs, conn)
	frame := make([]byte, 0, 131)
	frame = append(frame, 0x89, 0x80|125, 1, 2, 3, 4)
	for i := range 125 {
		frame = append(frame, 'p'^frame[2+i%4])
	}
	for ctx.Err() == nil {
		if _, err := conn.Write(frame); err != nil {
			return
		}
	}
}

// countPongs reads the server's frames off br, counting the pongs, until
// the connection ends; then it closes conn.
func countPongs(br *bufio.Reader, pongs *atomic.Int64, conn net.Conn) {
	defer conn.Close()
	for {
		var h [2]byte
		if _, err := io.ReadFull(br, h[:]); err != nil {
			return
		}
		n := int64(h[1] & 0x7f)
		switch n {
		case 126:
			var ext [2]byte
			if _, err := io.ReadFull(br, ext[:]); err != nil {
				return
			}
			n = int64(ext[0])<<8 | int64(ext[1])
		case 127:
			var ext [8]byte
			if _, err := io.ReadFull(br, ext[:]); err != nil {
				return
			}
			n = 0
			for _, b := range ext {
				n = n<<8 | int64(b)
			}
		}
		if _, err := io.CopyN(io.Discard, br, n); err != nil {
			return
		}
		if h[0]&0x0f == 0xA {
			pongs.Add(1)
		}
	}
}
