package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/kingme/kingme/store"
)

// metrics are the server's Prometheus metrics, on a registry of its own
// (several servers in one process do not clash). The counters and the
// histogram are changed at their sites through the methods below; the
// gauges read the server's own state when scraped.
type metrics struct {
	reg         *prometheus.Registry
	moves       *prometheus.CounterVec
	moveLatency prometheus.Histogram
	storeErrors *prometheus.CounterVec
}

// storeOps are the operations the store errors are counted by, named in
// advance so that each series shows from the first scrape.
var storeOps = []string{"create", "load", "save", "list", "load_analysis", "save_analysis", "ping", "lease", "revision"}

// moveLatencyBuckets are the histogram's bounds in seconds: a move is
// acknowledged once on disk, so the low end is a sync's few milliseconds.
var moveLatencyBuckets = []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// newMetrics makes s's metrics and registers them with the Go runtime's and
// the process's collectors.
func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		moves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kingme_moves_total",
			Help: "Moves accepted and stored, by who played them (person or computer).",
		}, []string{"source"}),
		moveLatency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "kingme_move_ack_seconds",
			Help:    "Time from a move request's arrival to its answer, sent once the move is on disk (accepted moves only).",
			Buckets: moveLatencyBuckets,
		}),
		storeErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kingme_store_errors_total",
			Help: "Errors the game store returned, by operation (not counting a missing game, a conflicting save or a request the client abandoned).",
		}, []string{"op"}),
	}
	m.moves.WithLabelValues("person")
	m.moves.WithLabelValues("computer")
	for _, op := range storeOps {
		m.storeErrors.WithLabelValues(op)
	}
	gauge := func(name, help string, f func() int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 { return float64(f()) })
	}
	m.reg.MustRegister(
		m.moves, m.moveLatency, m.storeErrors,
		gauge("kingme_websockets_open", "WebSockets open (players' and watchers').", s.sockets.total),
		gauge("kingme_games_in_memory", "Games held in memory.", s.games.Len),
		gauge("kingme_searches_waiting", "Computer searches (moves, hints, draw answers, analyses) waiting for a worker.", s.searchesWaiting),
		gauge("kingme_searches_running", "Computer searches running on a worker.", s.searchesRunning),
		gauge("kingme_connections_open", "Connections held (served through Listener), idle and WebSockets included.", func() int { return s.slots.counts().open }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "kingme_connections_refused_total",
			Help: "Connections closed at once for want of a slot (their address's or the server's limit, no idle connection to close)."},
			func() float64 { return float64(s.slots.counts().refused) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "kingme_connections_closed_for_room_total",
			Help: "Idle connections closed to make room for a new one."},
			func() float64 { return float64(s.slots.counts().evicted) }),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// handler serves the metrics in Prometheus's text format.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
}

// moveAccepted counts a move stored, the computer's or a person's, and
// marks ctx's move request (timeMoves), if any, as accepted.
func (m *metrics) moveAccepted(ctx context.Context, computer bool) {
	if ack, ok := ctx.Value(moveAckKey{}).(*moveAck); ok {
		ack.accepted = true
	}
	if m == nil {
		return
	}
	source := "person"
	if computer {
		source = "computer"
	}
	m.moves.WithLabelValues(source).Inc()
}

// storeFailed counts err, the store's answer to op, when it is a failure:
// not nil, not a missing game, not a save that lost to another, not a
// request its client abandoned.
func (m *metrics) storeFailed(op string, err error) {
	if m == nil || err == nil || errors.Is(err, store.ErrNotFound) ||
		errors.Is(err, store.ErrConflict) || errors.Is(err, context.Canceled) {
		return
	}
	m.storeErrors.WithLabelValues(op).Inc()
}

// timeMoves wraps the move handler: the time from the request's arrival to
// its answer is observed when the move was accepted (moveAccepted marks
// the request's context), not for the moves refused.
func (m *metrics) timeMoves(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ack := &moveAck{}
		h(w, r.WithContext(context.WithValue(r.Context(), moveAckKey{}, ack)))
		if ack.accepted {
			m.moveLatency.Observe(time.Since(start).Seconds())
		}
	}
}

// moveAckKey is the context key of a move request's moveAck.
type moveAckKey struct{}

// moveAck says whether a move request's move was accepted. The handler's
// goroutine alone sets and reads it.
type moveAck struct{ accepted bool }

// total counts the live connections of every address.
func (c *socketCounts) total() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, k := range c.n {
		n += k
	}
	return n
}

// searchesWaiting counts the searches waiting for a worker, on the pool
// and on the quick lane.
func (s *Server) searchesWaiting() int {
	_, waiting := s.computer.Load()
	return waiting
}

// searchesRunning counts the workers busy, on the pool and on the quick
// lane (of one worker).
func (s *Server) searchesRunning() int {
	running, _ := s.computer.Load()
	return running
}

// MetricsHandler serves the server's metrics in Prometheus's text format:
// what Handler serves at /metrics too with Config.Metrics, for serving
// them on a listener of their own.
func (s *Server) MetricsHandler() http.Handler { return s.metrics.handler() }
