package cli

import (
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/kingme/kingme/server"
)

// logFormats are the values of serve --log-format.
const logFormats = "text or json"

// newLogger returns serve's logger, writing to w in format: "text"
// (key=value lines) or "json" (one JSON object a line, for log
// collectors).
func newLogger(w io.Writer, format string) (*slog.Logger, error) {
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	}
	return nil, badInputf("--log-format %q: want %s", format, logFormats)
}

// serveMetrics serves srv's metrics at /metrics on addr (serve
// --metrics-addr), and its /healthz and /readyz as on --addr (so that
// probes there wait behind no client for --max-conns), on a goroutine,
// until the returned server is closed.
func serveMetrics(srv *server.Server, addr string, log *slog.Logger) (*http.Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, badInputf("cannot listen on %s (--metrics-addr): %v", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", srv.MetricsHandler())
	mux.Handle("GET /healthz", srv.Handler())
	mux.Handle("GET /readyz", srv.Handler())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	go func() {
		if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			log.Error("the metrics listener stopped", "addr", addr, "err", err)
		}
	}()
	return hs, nil
}
