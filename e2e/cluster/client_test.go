package cluster_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// player is a client of one server.
type player struct {
	t    *testing.T
	base string
	// from, when set, is sent as X-Forwarded-For (a server started with
	// --trust-proxy takes it for the client's address and its limits).
	from string
}

// state is the part of a game's state (docs/web-api.md) the test reads.
type state struct {
	Ply   int `json:"ply"`
	Legal []struct {
		Text string `json:"text"`
	} `json:"legal"`
	Result struct {
		Over   bool    `json:"over"`
		Winner *string `json:"winner"`
		Reason string  `json:"reason"`
		Text   string  `json:"text"`
	} `json:"result"`
	Clock *struct {
		Black int64 `json:"black"`
		Red   int64 `json:"red"`
	} `json:"clock"`
}

// seat is the answer to creating or joining a game.
type seat struct {
	ID     string `json:"id"`
	Token  string `json:"token"`
	Invite string `json:"invite"`
}

// call sends a request and decodes a 2xx answer into out; any other
// status fails the test.
func (p *player) call(method, path, token string, body, out any) {
	p.t.Helper()
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			p.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, p.base+path, rd)
	if err != nil {
		p.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if p.from != "" {
		req.Header.Set("X-Forwarded-For", p.from)
	}
	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		p.t.Fatalf("%s %s on %s: %v", method, path, p.base, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode/100 != 2 {
		p.t.Fatalf("%s %s on %s: status %d: %s", method, path, p.base, resp.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			p.t.Fatalf("%s %s: %v in %q", method, path, err, data)
		}
	}
}

// create creates a game.
func (p *player) create(req map[string]any) seat {
	p.t.Helper()
	var s seat
	p.call("POST", "/api/games", "", req, &s)
	return s
}

// join takes a game's free seat with its invitation.
func (p *player) join(id, invite, name string) seat {
	p.t.Helper()
	var s seat
	p.call("POST", "/api/games/"+id+"/join", "", map[string]any{"name": name, "invite": invite}, &s)
	return s
}

// state reads a game's state.
func (p *player) state(id, token string) state {
	p.t.Helper()
	var st state
	p.call("GET", "/api/games/"+id, token, nil, &st)
	return st
}

// eventually polls the game's state on this server until cond holds,
// failing after 10 s: a server shows another's save once the news reaches
// it, within milliseconds.
func (p *player) eventually(id, token, what string, cond func(state) bool) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		st := p.state(id, token)
		if cond(st) {
			return
		}
		if time.Now().After(deadline) {
			p.t.Errorf("%s on %s: not within 10 s; last state: ply %d, %+v, clock %+v", what, p.base, st.Ply, st.Result, st.Clock)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// playFirstLegal plays the first legal move of the game at ply.
func (p *player) playFirstLegal(id, token string, ply int) {
	p.t.Helper()
	st := p.state(id, token)
	if st.Ply != ply || len(st.Legal) == 0 {
		p.t.Fatalf("game %s on %s: got ply %d with %d legal moves, want ply %d with a move to play", id, p.base, st.Ply, len(st.Legal), ply)
	}
	p.call("POST", "/api/games/"+id+"/moves", token, map[string]any{"move": st.Legal[0].Text, "ply": ply}, nil)
}

// socket is a game's WebSocket: the states it brings, in order.
type socket struct {
	t      *testing.T
	states chan state
	last   state
}

// watch opens a game's WebSocket (token empty for a spectator).
func (p *player) watch(id, token string) *socket {
	p.t.Helper()
	u := "ws" + strings.TrimPrefix(p.base, "http") + "/api/games/" + id + "/ws"
	if token != "" {
		u += "?token=" + token
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		p.t.Fatalf("dial %s: %v", u, err)
	}
	conn.SetReadLimit(1 << 20)
	s := &socket{t: p.t, states: make(chan state, 1024)}
	go func() {
		defer close(s.states)
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				return
			}
			var msg struct {
				Type  string `json:"type"`
				State state  `json:"state"`
			}
			if json.Unmarshal(data, &msg) == nil && msg.Type == "state" {
				s.states <- msg.State
			}
		}
	}()
	p.t.Cleanup(func() { conn.CloseNow() })
	return s
}

// waitFor reads states until cond holds, failing after d.
func (s *socket) waitFor(what string, d time.Duration, cond func(state) bool) state {
	s.t.Helper()
	if cond(s.last) && s.last.Ply > 0 {
		return s.last
	}
	timeout := time.After(d)
	for {
		select {
		case st, ok := <-s.states:
			if !ok {
				s.t.Fatalf("waiting for %s: the socket closed (last state: ply %d, %s)", what, s.last.Ply, s.last.Result.Text)
			}
			s.last = st
			if cond(st) {
				return st
			}
		case <-timeout:
			s.t.Fatalf("waited %v for %s; last state: ply %d, %s", d, what, s.last.Ply, s.last.Result.Text)
		}
	}
}

// waitPly waits for the game to reach ply n.
func (s *socket) waitPly(n int) state {
	s.t.Helper()
	return s.waitFor(fmt.Sprintf("ply %d", n), 30*time.Second, func(st state) bool { return st.Ply >= n })
}
