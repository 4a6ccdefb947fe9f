package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/kingme/kingme/store"
)

// Health. /healthz says the process serves (liveness); /readyz that it can
// serve games (readiness): the store answers and the server is not
// shutting down. Both are cheap, take no per-client limit and log nothing
// per request; readiness logs its changes only.

// pinger is a store that checks cheaply that it answers (store/sqlite,
// store/postgres). Readiness lists one game of a store without it.
type pinger interface {
	Ping(ctx context.Context) error
}

// writeProber is a store that can tell whether it can create and save
// games now (store/sqlite, whose damaged database may refuse every new
// game while it still reads the old ones).
type writeProber interface {
	ProbeWrites(ctx context.Context) error
}

// readyTimeout is how long readiness waits for the store.
const readyTimeout = 2 * time.Second

// writeFailedFor is how long a failed write of a game (a full disk, a
// read-only database) keeps the server not ready, unless a write succeeds
// first: then a probe finds it ready again, so that a load balancer sends
// it requests to try again.
const writeFailedFor = 30 * time.Second

// writeHealth is how the store's last write of a game went: the time and
// error of the last failure, cleared by a success.
type writeHealth struct {
	mu       sync.Mutex
	failedAt time.Time
	err      error
}

// note records a write's outcome at now; a write refused for a reason
// that is not the store's (a stale revision, a game not found, a request
// called off) says nothing of it.
func (h *writeHealth) note(err error, now time.Time) {
	if err != nil && (errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) || errors.Is(err, context.Canceled)) {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err == nil {
		h.failedAt, h.err = time.Time{}, nil
		return
	}
	h.failedAt, h.err = now, err
}

// failing returns the last write's error when it failed within
// writeFailedFor before now.
func (h *writeHealth) failing(now time.Time) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err == nil || now.Sub(h.failedAt) > writeFailedFor {
		return nil
	}
	return h.err
}

// errWritesFail wraps readiness's answer while the store refuses writes.
var errWritesFail = errors.New("the game store refuses to save games")

// errShuttingDown is readiness's answer once Close or the http.Server's
// Shutdown has begun.
var errShuttingDown = errors.New("the server is shutting down")

// healthRoutes adds /healthz, /readyz and, with Config.Metrics, /metrics
// to mux.
func (s *Server) healthRoutes(mux *http.ServeMux) {
	mux.Handle("GET /healthz", s.deadlines(http.HandlerFunc(s.handleHealthz)))
	mux.Handle("GET /readyz", s.deadlines(http.HandlerFunc(s.handleReadyz)))
	if s.cfg.Metrics {
		mux.Handle("GET /metrics", s.deadlines(s.metrics.handler()))
	}
}

func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeText(w, http.StatusOK, "ok")
}

func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	err := s.ready(r.Context())
	if r.Context().Err() != nil {
		return // the prober gave up: nothing to say, nothing to note
	}
	if err == nil {
		if s.unready.CompareAndSwap(true, false) {
			s.log.Info("ready again: the game store answers")
		}
		writeText(w, http.StatusOK, "ready")
		return
	}
	if s.unready.CompareAndSwap(false, true) {
		s.log.Error("not ready", "err", err)
	}
	reason := "the game store does not answer"
	switch {
	case errors.Is(err, errShuttingDown):
		reason = errShuttingDown.Error()
	case errors.Is(err, errWritesFail), errors.Is(err, errBehind):
		reason = err.Error()
	case errors.Is(err, context.DeadlineExceeded):
		reason = fmt.Sprintf("the game store did not answer within %v", readyTimeout)
	}
	writeText(w, http.StatusServiceUnavailable, "not ready: "+reason)
}

// ready reports whether the server can serve games: not shutting down,
// its last write of a game did not fail lately (writeFailedFor), its store
// can write new games (a writeProber's probe) and answers a cheap query
// within readyTimeout.
func (s *Server) ready(ctx context.Context) error {
	if s.ctx.Err() != nil || s.draining.Load() {
		return errShuttingDown
	}
	if err := s.writes.failing(s.now()); err != nil {
		return fmt.Errorf("%w: %v", errWritesFail, err)
	}
	ctx, cancel := context.WithTimeout(ctx, readyTimeout)
	defer cancel()
	if p, ok := s.store.(writeProber); ok {
		err := p.ProbeWrites(ctx)
		s.metrics.storeFailed("probe", err)
		if err != nil && ctx.Err() == nil {
			return fmt.Errorf("%w: %v", errWritesFail, err)
		}
	}
	if err := s.catchUpBehind(ctx); err != nil {
		return err
	}
	if p, ok := s.store.(pinger); ok {
		err := p.Ping(ctx)
		s.metrics.storeFailed("ping", err)
		return err
	}
	_, err := s.store.List(ctx, store.Query{Limit: 1})
	s.metrics.storeFailed("list", err)
	return err
}

// writeText answers status with a line of plain text, never cached.
func writeText(w http.ResponseWriter, status int, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(text + "\n"))
}
