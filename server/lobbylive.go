package server

import (
	"bytes"
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/kingme/kingme/server/lobby"
)

// The lobby, live (issue 32): GET /api/lobby/ws is a WebSocket on which
// the lobby's open seeks come as {"type":"lobby","seeks":[…]} each time
// they change. Each server reads the seeks from the store (which every
// server shares) while it has a lobby socket open: at once after a seek is
// posted, taken or withdrawn, here or on another server (whose news of it
// comes over the Bus), and every lobbyPoll otherwise, for the news that
// did not come and the seeks that expired. A socket is sent the list when
// it opens and each time it changes, the latest list replacing an unsent
// older one.

// lobbyPoll is how often a server with lobby sockets reads the seeks.
const lobbyPoll = time.Second

// lobbyLive holds the lobby's sockets on this server.
type lobbyLive struct {
	mu      sync.Mutex
	subs    map[*subscriber]struct{}
	last    []byte        // the last list sent
	changed chan struct{} // a change made here: read the seeks now
	running bool          // the reader runs
}

// lobbyChanged says that a seek was posted, taken or withdrawn here: the
// lobby's sockets here get the new list at once, and the other servers'
// through the news on the Bus.
func (s *Server) lobbyChanged() {
	s.readLobbyNow()
	if s.cluster == nil {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
		defer cancel()
		if err := s.cluster.PublishLobby(ctx); err != nil && s.ctx.Err() == nil {
			s.log.Error("lobby news not published", "err", err)
		}
	}()
}

// readLobbyNow has the lobby's reader read the seeks at once.
func (s *Server) readLobbyNow() {
	select {
	case s.lobby.changed <- struct{}{}:
	default:
	}
}

func (s *Server) handleLobbySocket(w http.ResponseWriter, r *http.Request) {
	if _, err := s.seekStore(); err != nil {
		s.writeError(w, r, err)
		return
	}
	client := clientOf(r, s.cfg.TrustProxy)
	if !s.sockets.take(client, s.cfg.MaxSocketsPerAddress) {
		s.writeError(w, r, errorf(http.StatusTooManyRequests, "too many live connections from your address: at most %d", s.cfg.MaxSocketsPerAddress))
		return
	}
	defer s.sockets.give(client)
	sock, ok := s.acceptSocket(w, r)
	if !ok {
		return
	}
	defer sock.close()
	sub := &subscriber{out: make(chan []byte, 1)}
	lv := &s.lobby
	lv.mu.Lock()
	lv.subs[sub] = struct{}{}
	if lv.last != nil {
		sub.send(lv.last)
	}
	if !lv.running {
		lv.running = true
		s.wg.Add(1)
		go s.readLobby()
	}
	lv.mu.Unlock()
	s.readLobbyNow() // the list as it is now, to this socket too
	defer func() {
		lv.mu.Lock()
		delete(lv.subs, sub)
		lv.mu.Unlock()
	}()
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-sock.ctx.Done():
			return
		case msg := <-sub.out:
			if !write(sock.ctx, sock.conn, msg) {
				return
			}
		case <-sock.pongs:
			if !write(sock.ctx, sock.conn, pongMessage) {
				return
			}
		case <-ping.C:
			if !pingSocket(sock) {
				return
			}
		}
	}
}

// readLobby reads the seeks while the lobby has sockets here, and sends
// each socket the list when it changed (a new socket got the last one when
// it opened).
func (s *Server) readLobby() {
	defer s.wg.Done()
	lv := &s.lobby
	tick := time.NewTicker(lobbyPoll)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
		case <-lv.changed:
		}
		lv.mu.Lock()
		if len(lv.subs) == 0 {
			lv.running, lv.last = false, nil
			lv.mu.Unlock()
			return
		}
		lv.mu.Unlock()
		msg, err := s.lobbyList()
		if err != nil {
			if s.ctx.Err() == nil {
				s.log.Error("the lobby's seeks not read", "err", err)
			}
			continue
		}
		lv.mu.Lock()
		fresh := !bytes.Equal(msg, lv.last)
		lv.last = msg
		if fresh {
			for sub := range lv.subs {
				sub.send(msg)
			}
		}
		lv.mu.Unlock()
	}
}

// lobbyList returns the lobby message of the seeks open now.
func (s *Server) lobbyList() ([]byte, error) {
	ks, err := s.seekStore()
	if err != nil {
		return nil, err
	}
	open, err := ks.OpenSeeks(s.ctx, s.now())
	if err != nil {
		return nil, err
	}
	return lobby.Message(open)
}
