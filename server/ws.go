package server

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// subscriber is one WebSocket watching a game. out holds at most one
// message: a newer state replaces one not yet sent, so a slow reader gets
// the latest state, never a backlog.
type subscriber struct {
	v   viewer
	out chan []byte
}

// send queues msg for the subscriber, replacing an unsent older message.
func (sub *subscriber) send(msg []byte) {
	for {
		select {
		case sub.out <- msg:
			return
		default:
		}
		select {
		case <-sub.out:
		default:
		}
	}
}

// stateMessage is the {"type":"state"} message.
type stateMessage struct {
	Type  string `json:"type"`
	State State  `json:"state"`
}

// broadcast sends every subscriber of l its State. l.mu is held.
func (s *Server) broadcast(l *live) {
	if len(l.subs) == 0 {
		return
	}
	sh, err := s.sharedState(l, s.now())
	if err != nil {
		s.log.Error("state not built", "id", l.rec.ID, "err", err)
		return
	}
	var cache [4][]byte
	for sub := range l.subs {
		if cache[sub.v] == nil {
			cache[sub.v], _ = json.Marshal(stateMessage{Type: "state", State: sh.forViewer(l, sub.v)})
		}
		sub.send(cache[sub.v])
	}
}

// writeTimeout bounds one WebSocket write; pingEvery keeps idle sockets
// (and the proxies between) alive.
const (
	writeTimeout = 10 * time.Second
	pingEvery    = 30 * time.Second
)

func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered the request
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 10)
	ctx := conn.CloseRead(s.ctx)

	l.mu.Lock()
	sub := &subscriber{v: viewerOf(l, tokenOf(r)), out: make(chan []byte, 1)}
	l.subs[sub] = struct{}{}
	s.seatOnline(l, sub.v, 1)
	s.broadcast(l)
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		delete(l.subs, sub)
		s.seatOnline(l, sub.v, -1)
		s.broadcast(l)
		l.mu.Unlock()
	}()

	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			conn.Close(websocket.StatusGoingAway, "closing")
			return
		case msg := <-sub.out:
			wctx, cancel := context.WithTimeout(ctx, writeTimeout)
			err := conn.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				return
			}
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, writeTimeout)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				return
			}
		}
	}
}

// seatOnline counts a viewer's sockets in or out. l.mu is held.
func (s *Server) seatOnline(l *live, v viewer, d int) {
	switch v {
	case blackSeat:
		l.online[0] += d
	case redSeat:
		l.online[1] += d
	case bothSeats:
		l.online[0] += d
		l.online[1] += d
	}
}
