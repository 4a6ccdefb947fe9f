package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/refuse"
)

// subscriber is one WebSocket watching a game. out holds at most one
// message: a newer state replaces one not yet sent, so a slow reader gets
// the latest state, never a backlog.
type subscriber struct {
	v viewer
	// tokenHash is the hash of the token the socket opened with ("" for
	// none): v is worked out again from it when the seats change (reseat).
	tokenHash string
	out       chan []byte
	// chat holds the chat lines not yet sent, each of them (chatlive.go).
	chat chan []byte
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
	s.reseat(l)
	sh, err := s.sharedState(l, s.now())
	if err != nil {
		s.log.Error("state not built", "id", l.Header().ID, "err", err)
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

// What a client may send: the text "ping" (the page's own keep-alive, which
// the server answers with {"type":"pong"}), at most maxClientMessages a
// clientWindow, ping frames (which the WebSocket library answers with a
// pong frame) counted among them, each message whole within
// maxMessageTime of its first frame. Anything else, a longer message, more
// messages or a message whose frames never end (empty continuation frames,
// which no read limit counts) close the socket.
const (
	clientPing        = "ping"
	maxClientMessage  = 64
	maxClientMessages = 12
	clientWindow      = time.Minute
	maxMessageTime    = time.Second
)

// closeGrace is how long a socket closed for its pings has to send its
// close frame before its connection is closed.
const closeGrace = 20 * time.Millisecond

// pongMessage answers a client's ping.
var pongMessage = []byte(`{"type":"pong"}`)

// messageRate counts what a socket's client sends, its messages and its
// ping frames, in windows of clientWindow. It is used by the socket's
// reader alone (the library calls its ping hook from within Read).
type messageRate struct {
	window time.Time
	count  int
}

// take counts one message at now and reports whether it is within the
// rate.
func (m *messageRate) take(now time.Time) bool {
	if now.Sub(m.window) >= clientWindow {
		m.window, m.count = now, 0
	}
	m.count++
	return m.count <= maxClientMessages
}

// tooMany is the closing reason of a socket over its rate.
var tooMany = fmt.Sprintf("too many messages: at most %d a minute, ping frames included", maxClientMessages)

// readClient reads what the client sends until the socket closes: each
// "ping" asks for a pong on pongs; any other message, too many, or one
// not whole within maxMessageTime closes the socket with a status that
// says why. It answers the client's control frames (the pongs of the
// server's own pings, its ping frames while rate allows, the closing
// handshake) as it reads.
func readClient(ctx context.Context, conn *websocket.Conn, rate *messageRate, pongs chan<- struct{}) {
	for {
		typ, data, err := readMessage(ctx, conn)
		if err != nil {
			return // closed, too long or too slow a message, or ctx done
		}
		switch {
		case !rate.take(time.Now()):
			conn.Close(websocket.StatusPolicyViolation, tooMany)
			return
		case typ != websocket.MessageText || string(data) != clientPing:
			conn.Close(websocket.StatusUnsupportedData, fmt.Sprintf("unexpected message: the client sends only %q", clientPing))
			return
		}
		select {
		case pongs <- struct{}{}:
		default: // a pong is on its way already
		}
	}
}

// readMessage reads the next message whole, within maxMessageTime of its
// first frame: past it the library closes the connection.
func readMessage(ctx context.Context, conn *websocket.Conn) (websocket.MessageType, []byte, error) {
	mctx, cancel := context.WithCancel(ctx)
	defer cancel()
	typ, r, err := conn.Reader(mctx)
	if err != nil {
		return 0, nil, err
	}
	t := time.AfterFunc(maxMessageTime, cancel)
	defer t.Stop()
	data, err := io.ReadAll(r)
	return typ, data, err
}

func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	v := s.viewerFor(r.Context(), l, socketTokenOf(r))
	full := v == spectator && l.watchers >= s.cfg.MaxWatchers
	seatFull := v != spectator && seatSockets(l, v) >= maxSeatSockets
	l.mu.Unlock()
	switch {
	case full:
		s.writeError(w, r, refuse.Newf(refuse.Busy, "this game has %d watchers already, the most it takes: try again later", s.cfg.MaxWatchers).WithRetry(time.Minute))
		return
	case seatFull:
		s.writeError(w, r, errorf(http.StatusTooManyRequests, "this seat has %d live connections to the game already, the most it may: close a page of it", maxSeatSockets))
		return
	}
	if v == spectator {
		// A player's socket gets in however many its address holds (a
		// school behind one address): its seat bounds it instead.
		client := clientOf(r, s.cfg.TrustProxy)
		if !s.sockets.take(client, s.cfg.MaxSocketsPerAddress) {
			s.writeError(w, r, errorf(http.StatusTooManyRequests, "too many live connections from your address: at most %d", s.cfg.MaxSocketsPerAddress))
			return
		}
		defer s.sockets.give(client)
	}
	sock, ok := s.acceptSocket(w, r)
	if !ok {
		return
	}
	defer sock.close()
	ctx, conn, pongs := sock.ctx, sock.conn, sock.pongs

	l.mu.Lock()
	for l.gone {
		// It left memory since it was looked up (another server saved
		// it): the socket follows the game as loaded now.
		l.mu.Unlock()
		var err error
		if l, err = s.loadLive(ctx, l.id); err != nil {
			conn.Close(websocket.StatusInternalError, "the game cannot be loaded")
			return
		}
		l.mu.Lock()
	}
	s.catchUp(ctx, l)
	sub := &subscriber{v: viewerOf(l, socketTokenOf(r)), out: make(chan []byte, 1), chat: make(chan []byte, chatQueue)}
	if token := socketTokenOf(r); token != "" {
		sub.tokenHash = hashToken(token)
	}
	l.subs[sub] = struct{}{}
	s.joined(l, sub, 1)
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		delete(l.subs, sub)
		s.joined(l, sub, -1)
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
			if !write(ctx, conn, msg) {
				return
			}
		case msg := <-sub.chat:
			if !write(ctx, conn, msg) {
				return
			}
		case <-pongs:
			if !write(ctx, conn, pongMessage) {
				return
			}
		case <-ping.C:
			if !pingSocket(sock) {
				return
			}
		}
	}
}

// hijackRecorder keeps the connection the WebSocket takes over, to close
// it under the library's reader.
type hijackRecorder struct {
	http.ResponseWriter
	conn net.Conn
}

// Hijack takes the connection over (http.Hijacker) and keeps it.
func (h *hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	h.conn = c
	return c, rw, err
}

// write sends msg within writeTimeout, reporting whether it was sent.
func write(ctx context.Context, conn *websocket.Conn, msg []byte) bool {
	wctx, cancel := context.WithTimeout(ctx, writeTimeout)
	defer cancel()
	return conn.Write(wctx, websocket.MessageText, msg) == nil
}

// maxSeatSockets is how many live connections one seat of a game may hold
// on a server at once (its player's pages and tabs): a player's socket is
// not counted in its address's MaxSocketsPerAddress.
const maxSeatSockets = 8

// seatSockets returns the live connections of the seats v holds in l, the
// most of either. l.mu is held.
func seatSockets(l *live, v viewer) int {
	n := 0
	for c := range 2 {
		if v.Controls(checkers.Color(c)) {
			n = max(n, l.online[c])
		}
	}
	return n
}

// liveSocket is an accepted WebSocket and what runs beside it: the reader
// of the client's pings, and the context that ends when the socket must.
type liveSocket struct {
	ctx      context.Context
	stop     context.CancelFunc
	conn     *websocket.Conn
	pongs    chan struct{}
	readDone chan struct{}
}

// acceptSocket accepts r's WebSocket with the server's protections: a
// ping frame over the rate gets no pong and the socket is closed (the
// reader, which calls onPing, reads nothing more while the close frame
// goes out, closeGrace; then the connection is closed under it, so it
// reads no more than it holds already, however fast the pings come), and
// the client may send only its pings (readClient). false when Accept has
// answered the request; else close the socket with close.
func (s *Server) acceptSocket(w http.ResponseWriter, r *http.Request) (*liveSocket, bool) {
	ctx, stop := context.WithCancel(s.ctx)
	var (
		conn    *websocket.Conn
		rate    messageRate
		closing sync.Once
	)
	hj := &hijackRecorder{ResponseWriter: w}
	onPing := func(context.Context, []byte) bool {
		if rate.take(time.Now()) {
			return true
		}
		closing.Do(func() {
			go conn.Close(websocket.StatusPolicyViolation, tooMany)
			time.Sleep(closeGrace)
			if hj.conn != nil {
				_ = hj.conn.Close()
			}
			stop()
		})
		return false
	}
	conn, err := websocket.Accept(hj, r, &websocket.AcceptOptions{Subprotocols: []string{socketProtocol}, OnPingReceived: onPing})
	if err != nil {
		stop()
		return nil, false
	}
	conn.SetReadLimit(maxClientMessage)
	sock := &liveSocket{ctx: ctx, stop: stop, conn: conn, pongs: make(chan struct{}, 1), readDone: make(chan struct{})}
	go func() {
		defer close(sock.readDone)
		defer stop()
		readClient(ctx, conn, &rate, sock.pongs)
	}()
	return sock, true
}

// close ends the socket and waits for its reader.
func (sock *liveSocket) close() {
	sock.stop()
	sock.conn.CloseNow()
	<-sock.readDone
}

// pingSocket pings the client within writeTimeout, reporting whether it
// answered.
func pingSocket(sock *liveSocket) bool {
	ctx, cancel := context.WithTimeout(sock.ctx, writeTimeout)
	defer cancel()
	return sock.conn.Ping(ctx) == nil
}
