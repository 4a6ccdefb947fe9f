package server

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"
)

// Connection slots. Every connection the server holds, a kept-alive one
// waiting for its next request as much as a WebSocket, takes a file and
// memory, so they are counted: at most Config.MaxConns in all and
// Config.MaxConnsPerAddress from one client address. A connection beyond
// either is accepted only if an idle one can make room for it: one that
// waits for its next request (or for its first), the oldest of its own
// address, or under the global limit the oldest of the address that holds
// the most. Else it is closed at once, so that the accept queue never
// stalls behind one address: a second address is served while the first
// holds all it may.
//
// The last eighth of MaxConns is kept for the addresses that hold fewer
// than fewConns: an address, or a few, holding many busy connections
// (slow requests, WebSockets) cannot take every slot.
//
// Behind a reverse proxy (Config.TrustProxy) every connection comes from
// the proxy, so a connection counts for the client of its last request
// (the X-Forwarded-For address; see attribute) and a request over its
// client's limit, with no idle connection of its own to close, is answered
// 429.

// fewConns is how many connections an address may hold and still take the
// slots kept for the addresses that hold few.
const fewConns = 8

// reservedShare is the share of Config.MaxConns kept for the addresses
// that hold fewer than fewConns.
const reservedShare = 8 // an eighth

// slots counts the server's connections by client address.
type slots struct {
	mu sync.Mutex
	// max is the connections held at most (0: no limit), perAddr one
	// address's (0: no limit), reserved the slots kept for small holders.
	max, perAddr, reserved int
	// byProxy: the addresses at accept are a proxy's, not the clients'.
	byProxy bool
	total   int
	addrs   map[string]map[*slotConn]struct{}
	now     func() time.Time
	// refused and evicted count the connections closed for room.
	refused, evicted uint64
}

func newSlots(max, perAddr int, byProxy bool, now func() time.Time) *slots {
	return &slots{max: max, perAddr: perAddr, reserved: max / reservedShare, byProxy: byProxy,
		addrs: map[string]map[*slotConn]struct{}{}, now: now}
}

// slotConn is a connection holding a slot, in the name of addr. idle is
// set while it waits for a request (its first, or its next), since idleAt.
// All but Conn are guarded by the slots' mu.
type slotConn struct {
	net.Conn
	s      *slots
	addr   string
	idle   bool
	idleAt time.Time
	freed  bool
}

// Close closes the connection and frees its slot.
func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.s.mu.Lock()
	c.s.freeLocked(c)
	c.s.mu.Unlock()
	return err
}

// Listener returns a listener of ln's connections that keeps to the
// connection slots (Config.MaxConns, Config.MaxConnsPerAddress): serve
// HTTPServer on it.
func (s *Server) Listener(ln net.Listener) net.Listener {
	return &slotListener{Listener: ln, s: s.slots}
}

type slotListener struct {
	net.Listener
	s *slots
}

// Accept returns the next connection that finds a slot; those that find
// none are closed.
func (l *slotListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if sc := l.s.admit(c); sc != nil {
			return sc, nil
		}
		_ = c.Close()
	}
}

// hostOf is the address of a connection's peer, without its port.
func hostOf(a net.Addr) string {
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}

// admit gives c a slot, closing an idle connection to make room if need
// be, or returns nil when none can be made.
func (s *slots) admit(c net.Conn) *slotConn {
	sc := &slotConn{Conn: c, s: s, addr: hostOf(c.RemoteAddr()), idle: true}
	s.mu.Lock()
	sc.idleAt = s.now()
	var victims []*slotConn
	ok := s.makeRoom(sc.addr, !s.byProxy, &victims)
	if ok {
		s.addLocked(sc)
	} else {
		s.refused++
	}
	s.mu.Unlock()
	for _, v := range victims {
		_ = v.Conn.Close()
	}
	if !ok {
		return nil
	}
	return sc
}

// makeRoom frees what a new connection of addr needs, appending the idle
// connections it takes to victims (to be closed by the caller, after the
// lock); perAddr says whether addr's own limit applies. It reports whether
// there is room. s.mu is held.
func (s *slots) makeRoom(addr string, perAddr bool, victims *[]*slotConn) bool {
	held := len(s.addrs[addr])
	if perAddr && s.perAddr > 0 && held >= s.perAddr {
		v := oldestIdle(s.addrs[addr])
		if v == nil {
			return false
		}
		s.evictLocked(v, victims)
	}
	if s.max <= 0 {
		return true
	}
	limit := s.max
	if held >= fewConns {
		limit -= s.reserved
	}
	for s.total >= limit {
		v := s.idleOfBiggest()
		if v == nil {
			return false
		}
		s.evictLocked(v, victims)
	}
	return true
}

// oldestIdle returns the connection of conns idle the longest, or nil.
func oldestIdle(conns map[*slotConn]struct{}) *slotConn {
	var best *slotConn
	for c := range conns {
		if c.idle && (best == nil || c.idleAt.Before(best.idleAt)) {
			best = c
		}
	}
	return best
}

// idleOfBiggest returns the oldest idle connection of the address that
// holds the most connections and has one idle, or nil.
func (s *slots) idleOfBiggest() *slotConn {
	var best *slotConn
	most := 0
	for _, conns := range s.addrs {
		if len(conns) <= most {
			continue
		}
		if v := oldestIdle(conns); v != nil {
			best, most = v, len(conns)
		}
	}
	return best
}

func (s *slots) addLocked(c *slotConn) {
	conns := s.addrs[c.addr]
	if conns == nil {
		conns = map[*slotConn]struct{}{}
		s.addrs[c.addr] = conns
	}
	conns[c] = struct{}{}
	s.total++
}

func (s *slots) freeLocked(c *slotConn) {
	if c.freed {
		return
	}
	c.freed = true
	s.total--
	conns := s.addrs[c.addr]
	delete(conns, c)
	if len(conns) == 0 {
		delete(s.addrs, c.addr)
	}
}

func (s *slots) evictLocked(c *slotConn, victims *[]*slotConn) {
	s.freeLocked(c)
	s.evicted++
	*victims = append(*victims, c)
}

// slotOf returns the slotConn under c (a TLS connection's too), or nil.
func slotOf(c net.Conn) *slotConn {
	for {
		switch x := c.(type) {
		case *slotConn:
			return x
		case interface{ NetConn() net.Conn }:
			c = x.NetConn()
		default:
			return nil
		}
	}
}

// connState follows the connections' states (http.Server.ConnState): a
// connection that waits for a request is idle, and may be closed to make
// room for another.
func (s *slots) connState(c net.Conn, state http.ConnState) {
	sc := slotOf(c)
	if sc == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch state {
	case http.StateNew, http.StateIdle:
		sc.idle, sc.idleAt = true, s.now()
	case http.StateActive, http.StateHijacked:
		sc.idle = false
	}
}

// connKey is the context key of a request's connection.
type connKey struct{}

// connContext keeps a request's connection in its context
// (http.Server.ConnContext), for attribute.
func connContext(ctx context.Context, c net.Conn) context.Context {
	if sc := slotOf(c); sc != nil {
		return context.WithValue(ctx, connKey{}, sc)
	}
	return ctx
}

// attribute, behind a trusted proxy, counts the request's connection for
// its client (clientOf) from now on, closing the client's idle connections
// over its limit; with none to close it answers 429 and closes this one.
func (s *Server) attribute(h http.Handler) http.Handler {
	if !s.cfg.TrustProxy {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sc, _ := r.Context().Value(connKey{}).(*slotConn)
		if sc != nil && !s.slots.moveTo(sc, clientOf(r, true)) {
			w.Header().Set("Connection", "close")
			s.writeError(w, r, errorf(http.StatusTooManyRequests, "too many connections from your address: at most %d", s.cfg.MaxConnsPerAddress))
			return
		}
		h.ServeHTTP(w, r)
	})
}

// moveTo counts c for client, making room for it under client's limit;
// it reports whether there was room.
func (s *slots) moveTo(c *slotConn, client string) bool {
	s.mu.Lock()
	if c.freed || c.addr == client {
		s.mu.Unlock()
		return true
	}
	s.freeLocked(c)
	var victims []*slotConn
	ok := true
	if s.perAddr > 0 && len(s.addrs[client]) >= s.perAddr {
		v := oldestIdle(s.addrs[client])
		if v == nil {
			ok = false
		} else {
			s.evictLocked(v, &victims)
		}
	}
	c.addr, c.freed = client, false
	s.addLocked(c)
	s.mu.Unlock()
	for _, v := range victims {
		_ = v.Conn.Close()
	}
	return ok
}

// slotCounts are the slots' figures for the metrics.
type slotCounts struct {
	open             int
	refused, evicted uint64
}

// counts returns the connections held, and those refused and closed for
// room so far.
func (s *slots) counts() slotCounts {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slotCounts{open: s.total, refused: s.refused, evicted: s.evicted}
}
