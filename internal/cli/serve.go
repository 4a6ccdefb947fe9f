package cli

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/server"
)

// defaultDataDir is where kingme serve keeps its database unless told:
// $XDG_DATA_HOME/kingme, else ~/.local/share/kingme, else ./kingme-data.
func defaultDataDir() string {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "kingme")
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "share", "kingme")
	}
	return "kingme-data"
}

func newServeCmd() *cobra.Command {
	var (
		addr, data    string
		storeFlag     string
		workers       int
		ponder        bool
		threads       int
		analysisNodes uint64
		maxConns      int
		maxConnsAddr  int
		trustProxy    bool
		tlsCert       string
		tlsKey        string
		endgame       egdbFlag
		logFormat     string
		metricsAddr   string
		metricsHere   bool
		natsURL       string
		serverID      string
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the web app: play the four games in a browser",
		Long: `Serve runs the web app: the page and its API on one address. Open the
address in a browser to play any of the four games against the computer, with
a friend over a link, or with two people at one screen; to watch games live,
replay finished ones and read the rules.

Every game is kept in an SQLite database in the data directory, created on
first run; every accepted move is on disk before it is acknowledged, and games
(clocks included) resume when the server starts again. Stop it with Ctrl-C.

--store chooses where instead: sqlite:DIR is the SQLite database in the data
directory DIR (as --data DIR), and postgres://USER:PASSWORD@HOST:PORT/DATABASE
(or postgresql://…) a PostgreSQL database, which must exist; kingme creates
and upgrades its tables, and several servers may share it.

An SQLite database is checked at start. An empty file, a file that is not a
database, a directory kingme cannot write and a full disk stop it with a
message that says what to do; a database with damaged pages is served
degraded: the games that can be read are played and watched, the others
answer with an error, and the log says which. kingme never repairs or
replaces the file: see "kingme db check" and "kingme db backup".

--nats makes this server one of several serving the same games from one
PostgreSQL database (--store postgres://…): the NATS server carries the news
of each saved game between them, and the computer's searches go to whichever
has a worker free; each game's clock and computer run on one server at a
time, taken over by the others when it dies. See docs/cluster.md.

The computer's searches (its moves, hints, the analysis) run --workers at a
time, each with --threads threads sharing its table (one by default, so that
many games think side by side); a server for few players on many cores may
give each search more. With --ponder (on by default) the computer thinks on
its opponent's time at the levels without noise (master, grandmaster) with
a worker nobody else wants, which any other search takes over at once.

/healthz answers 200 while the server runs, /readyz 200 while its database
answers (503 otherwise). The Prometheus metrics (/metrics) tell anyone how
busy the server is, so they are served only where asked: on a listener of
their own with --metrics-addr (a private address), or on --addr too with
--metrics.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if threads < 1 || workers < 0 {
				return badInputf("--threads must be at least 1 and --workers at least 0, got %d and %d", threads, workers)
			}
			if maxConns < 0 || maxConnsAddr < 0 {
				return badInputf("--max-conns and --max-conns-per-addr must be at least 0 (0: no limit), got %d and %d", maxConns, maxConnsAddr)
			}
			log, err := newLogger(cmd.ErrOrStderr(), logFormat)
			if err != nil {
				return err
			}
			certs, err := loadTLS(tlsCert, tlsKey)
			if err != nil {
				return err
			}
			where, err := resolveStore(storeFlag, data, cmd.Flags().Changed("data"))
			if err != nil {
				return err
			}
			st, damage, err := where.open(cmd.Context())
			if err != nil {
				return err
			}
			defer st.Close()
			if damage != nil {
				log.Error("the games database is damaged; serving the games that can be read", "err", damage)
			}
			dbs, closer, err := endgame.openAll()
			if err != nil {
				return err
			}
			defer closer.Close()
			bus, busCloser, err := openBus(natsURL, serverID, st)
			if err != nil {
				return err
			}
			if busCloser != nil {
				defer busCloser.Close() // after the server's Close, below
			}
			perAddr := maxConnsAddr
			if perAddr == 0 {
				perAddr = -1 // no limit
			}
			srv, err := server.New(server.Config{Store: st, Workers: workers, Threads: threads, Log: log, Endgames: dbs, AnalysisNodes: analysisNodes,
				TrustProxy: trustProxy, Bus: bus, ServerID: serverID, Metrics: metricsHere,
				MaxConns: maxConns, MaxConnsPerAddress: perAddr, Version: version(), Ponder: ponder})
			if err != nil {
				return err
			}
			defer srv.Close()
			if metricsAddr != "" {
				ms, err := serveMetrics(srv, metricsAddr, log)
				if err != nil {
					return err
				}
				defer ms.Close()
			}
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return badInputf("cannot listen on %s: %v", addr, err)
			}
			ln = srv.Listener(ln)
			hs := srv.HTTPServer()
			scheme := "http"
			if certs != nil {
				hs.TLSConfig = &tls.Config{Certificates: certs, MinVersion: tls.VersionTLS12}
				ln = tls.NewListener(ln, hs.TLSConfig)
				scheme = "https"
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			go func() {
				<-ctx.Done()
				sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				_ = hs.Shutdown(sctx)
			}()
			fmt.Fprintf(cmd.OutOrStdout(), "KingMe is serving %s://%s/ (games kept in %s); Ctrl-C stops it\n", scheme, ln.Addr(), where)
			if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	cmd.Flags().StringVar(&data, "data", defaultDataDir(), "directory of the games database, created if missing")
	cmd.Flags().StringVar(&storeFlag, "store", "", storeHelp)
	cmd.Flags().IntVar(&workers, "workers", 0, "computer searches at once (0: one per --threads CPUs)")
	cmd.Flags().BoolVar(&ponder, "ponder", true, "the computer thinks on its opponent's time (master and grandmaster) with workers nobody else wants")
	cmd.Flags().IntVar(&threads, "threads", 1, "threads each computer search uses, sharing its table (Lazy SMP); --workers × --threads cores are busy at most")
	cmd.Flags().IntVar(&maxConns, "max-conns", defaultMaxConns(), "connections held at once, idle and WebSockets included; beyond, an idle one is closed to make room, else the new one (0: no limit; default: 4096, or the open-file limit less 64 when lower; an eighth is kept for addresses holding fewer than 8)")
	cmd.Flags().IntVar(&maxConnsAddr, "max-conns-per-addr", 256, "connections one client address holds at once (with --trust-proxy, the X-Forwarded-For address's); beyond, its oldest idle one is closed to make room, else the new one (0: no limit)")
	cmd.Flags().StringVar(&tlsCert, "tls-cert", "", "serve HTTPS with this certificate file (PEM, the chain's certificates in order); with --tls-key")
	cmd.Flags().StringVar(&tlsKey, "tls-key", "", "the private key file (PEM) of --tls-cert")
	cmd.Flags().BoolVar(&trustProxy, "trust-proxy", false, "behind a reverse proxy: take each client's address from the last X-Forwarded-For entry, for the per-client limits")
	cmd.Flags().StringVar(&logFormat, "log-format", "text", "the log's format on standard error: "+logFormats+" (one JSON object a line)")
	cmd.Flags().StringVar(&metricsAddr, "metrics-addr", "", "serve the Prometheus metrics at /metrics on this address (host:port; a private one), with /healthz and /readyz")
	cmd.Flags().BoolVar(&metricsHere, "metrics", false, "serve the Prometheus metrics at /metrics on --addr too (keep them off a public address)")
	cmd.Flags().StringVar(&natsURL, "nats", "", clusterHelp)
	cmd.Flags().StringVar(&serverID, "server-id", "", "with --nats: this server's name among them, in the logs and the games' leases (default: a random one)")
	cmd.Flags().Uint64Var(&analysisNodes, "analysis-nodes", 0, "positions the engine searches for each move of a game's analysis (0: 300000)")
	endgame = addEgdbFlag(cmd, func() string {
		if spec, err := parseStore(storeFlag); err == nil && spec.dir != "" {
			return filepath.Join(spec.dir, "egdb") // --store sqlite:DIR is the data directory
		}
		return filepath.Join(data, "egdb")
	})
	return cmd
}

// loadTLS reads --tls-cert and --tls-key: nil for plain HTTP when neither
// is given, an error naming the problem when one is missing or they cannot
// be read, before anything is served.
func loadTLS(certFile, keyFile string) ([]tls.Certificate, error) {
	switch {
	case certFile == "" && keyFile == "":
		return nil, nil
	case certFile == "" || keyFile == "":
		return nil, badInputf("--tls-cert and --tls-key go together: give both files, or neither for plain HTTP")
	}
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, badInputf("cannot use the certificate %s with the key %s: %v", certFile, keyFile, err)
	}
	return []tls.Certificate{cert}, nil
}
