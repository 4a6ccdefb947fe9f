package server

import (
	"net/http"
	"time"
)

// Timeouts bound how long a connection may hold the server's resources:
// a client that sends its request a byte at a time, or keeps an idle
// connection open, is cut off. Zero fields take the defaults (in
// parentheses).
type Timeouts struct {
	// Header is the time to read a request's headers (10 s).
	Header time.Duration
	// Read is the time to read a whole request, body included (30 s).
	Read time.Duration
	// Write is the time to answer a request (60 s); the live search's
	// event stream has this much between two events, and WebSockets,
	// which ping their clients, have none.
	Write time.Duration
	// Idle is how long a kept-alive connection may wait for its next
	// request (120 s).
	Idle time.Duration
}

// withDefaults fills in the zero fields.
func (t Timeouts) withDefaults() Timeouts {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&t.Header, 10*time.Second)
	def(&t.Read, 30*time.Second)
	def(&t.Write, 60*time.Second)
	def(&t.Idle, 120*time.Second)
	return t
}

// HTTPServer returns an http.Server serving the app with the configured
// timeouts (Config.Timeouts). Serve it on a listener from Listener, which
// keeps to the connection slots. Once its Shutdown begins, /readyz
// answers 503.
func (s *Server) HTTPServer() *http.Server {
	t := s.cfg.Timeouts
	hs := &http.Server{
		Handler:           s.attribute(s.mux),
		ConnState:         s.slots.connState,
		ConnContext:       connContext,
		ReadHeaderTimeout: t.Header,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    64 << 10,
	}
	hs.RegisterOnShutdown(func() { s.draining.Store(true) }) // /readyz says so
	return hs
}

// deadlines bounds the time to read a request and to answer it, for the
// requests that are neither a WebSocket nor an event stream (which manage
// their own). The http.Server's own ReadTimeout and WriteTimeout would
// outlive a WebSocket's upgrade, so the deadlines are set per request.
func (s *Server) deadlines(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		now := time.Now()
		_ = rc.SetReadDeadline(now.Add(s.cfg.Timeouts.Read))
		_ = rc.SetWriteDeadline(now.Add(s.cfg.Timeouts.Write))
		h.ServeHTTP(w, r)
	})
}
