package server

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kingme/kingme/server/accounts"
	"github.com/kingme/kingme/server/chat"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/server/puzzles"
	"github.com/kingme/kingme/server/registry"
	"github.com/kingme/kingme/server/studies"
	"github.com/kingme/kingme/store"
)

// Config sets up a Server. Only Store is required.
type Config struct {
	// Store keeps the games.
	Store store.Store
	// Endgames are the endgame databases (engine.Options.Endgame) by game
	// key, for the games that have some: computer players and hints use
	// them.
	Endgames map[string]any
	// Workers is how many searches (computer moves, hints, draw answers) run
	// at once; 0 means one per Threads CPUs (at least one).
	Workers int
	// Threads is how many threads each search uses (Lazy SMP, sharing the
	// search's table; engine.Options.Threads); 0 means one. Workers ×
	// Threads cores are kept busy at most.
	Threads int
	// HintQueue is how many hints may wait for a worker before more are
	// refused with 503; 0 means 4 per worker.
	HintQueue int
	// TableMiB is the size of the engine's transposition tables, in MiB;
	// 0 means 16. The searches borrow them from Workers + 1 tables (the
	// quick lane's among them), made when first needed and kept: a table
	// keeps what its searches learned for the next of the same game (see
	// tables), and the server's tables never take more than
	// (Workers + 1) × TableMiB.
	TableMiB int
	// MaxThink caps the computer's time a move in games without a clock (its
	// level caps it further); 0 means 5 seconds.
	MaxThink time.Duration
	// HintTime is how long a hint is searched; 0 means one second.
	HintTime time.Duration
	// AnalysisNodes is the search's budget for each position of a game's
	// analysis; 0 means 300 000 nodes.
	AnalysisNodes uint64
	// Timeouts bound slow and idle connections (see HTTPServer).
	Timeouts Timeouts
	// CreatePerMinute and CreateBurst limit the games (new games, rematches)
	// one client address creates: CreatePerMinute a minute on average,
	// CreateBurst at once; 0 means 30 and 10. Beyond, 429 with Retry-After.
	CreatePerMinute, CreateBurst int
	// PDNMiBPerMinute limits the PDN text one client address sends to be
	// read (POST /api/pdn): that many MiB a minute on average and at once;
	// 0 means 16. Beyond, 429 with Retry-After.
	PDNMiBPerMinute int
	// HintsPerMinute limits the hints and analysis-board searches one
	// client address asks for: that many a minute, a third of it at once;
	// 0 means 30.
	HintsPerMinute int
	// MaxComputerLoad is how many workers' worth of thinking the games
	// being played against the computer (its search running or waiting,
	// or their person's last move within 2 minutes) may ask for, each a
	// share of a worker (its computer's think time against a person's 5 s,
	// see computer.Load), before new ones are refused (503 with
	// Retry-After) while no worker is free; 0 means twice Workers.
	MaxComputerLoad float64
	// MaxIdleComputerGames is how many games against the computer at a
	// strong level (expert and above) one client address may hold left
	// waiting for its move (no move for 2 minutes) when it creates another
	// (429 beyond); 0 means 8.
	MaxIdleComputerGames int
	// MaxWaiting is how many searches may wait for a worker before new
	// games against the computer are refused (503 with Retry-After);
	// 0 means 4 per worker.
	MaxWaiting int
	// MaxWatchers caps the watchers of one game (503 beyond); 0 means
	// 20 000. MaxSocketsPerAddress caps one client address's live
	// connections (429 beyond); 0 means 64.
	MaxWatchers, MaxSocketsPerAddress int
	// MaxConns caps the connections the server holds at once, idle
	// kept-alive ones and WebSockets included; 0 means no limit.
	// MaxConnsPerAddress caps one client address's; 0 means 256, a
	// negative number no limit. A connection beyond either closes an
	// idle one to make room, or is closed (see slots.go); the last eighth
	// of MaxConns is kept for the addresses that hold fewer than 8.
	MaxConns, MaxConnsPerAddress int
	// TrustProxy takes a client's address from the last X-Forwarded-For
	// entry (the reverse proxy's) for the limits; set it only behind a
	// proxy that writes it.
	TrustProxy bool
	// AnalyseTime is how long the analysis board's live search of a
	// position runs; 0 means 3 seconds.
	AnalyseTime time.Duration
	// Analyses is how many positions of the games' analyses are searched
	// at once, taken in turn by the clients that asked (a long game takes
	// its turns as a short one does); 0 means one per two workers (at least
	// one). Eight games a slot may be in progress, two of one client
	// address; beyond, 503 and 429, with Retry-After.
	Analyses int
	// DrawThink is how long the computer looks at a draw offer; 0 means
	// 300 ms.
	DrawThink time.Duration
	// FirstMoveTime is how long a side of a game with a clock has to play
	// its first move once both seats are taken and it is to move; then the
	// game is aborted, with no result. 0 means 30 s.
	FirstMoveTime time.Duration
	// AbandonTime is how long a player of a game between people must have
	// had no connection to it and made no move before the opponent may
	// claim the win or call a draw, and how long a game both players left
	// waits before it is ended. 0 means a minute.
	AbandonTime time.Duration
	// Ponder lets the computer think on its opponent's time in the games
	// against it at the levels without noise: while the person is to
	// move, a worker nobody else wants searches the position, in the
	// game's table, so that the computer's own search after the reply
	// finds what it learned. Any other search takes the worker over at
	// once (computer.Computer.Ponder).
	Ponder bool
	// ComputerDelay, when set, makes the computer wait that long before it
	// thinks (tests use it to catch it thinking).
	ComputerDelay time.Duration
	// Seed, when not 0, makes the computer's imperfect choices (its level's
	// noise and random moves) reproducible: its search at ply n of a game
	// is seeded from Seed and n, so a test replays a game it logged. 0
	// seeds every search at random.
	Seed uint64
	// Bus, when set, makes this server one of several serving the same
	// store (store/postgres, whose leases share out the games' clocks and
	// computers): it carries the news of each saved game between them
	// (cluster.go). Nil for a server alone.
	Bus Bus
	// ServerID names this server among several (in the leases and the
	// logs); empty means a random one.
	ServerID string
	// Metrics has Handler serve /metrics too. By default it does not: the
	// metrics tell anyone how busy the server is, so they are served on a
	// listener of their own (MetricsHandler, serve --metrics-addr), off
	// the public address, unless asked for (serve --metrics).
	Metrics bool
	// Log receives errors and the server's notes; nil discards them.
	Log *slog.Logger
	// Version is kingme's version, shown in the page's footer (GET
	// /api/variants); "" shows none.
	Version string
	// Now returns the time; nil means time.Now.
	Now func() time.Time
}

// Server is the web app. Create it with New, serve Handler, stop it with
// Close.
type Server struct {
	cfg   Config
	store store.Store
	log   *slog.Logger
	now   func() time.Time
	// computer runs the searches: the computer's moves, hints, draw
	// answers, analyses (server/computer).
	computer *computer.Computer
	// lobby holds the lobby's sockets (lobbylive.go).
	lobby lobbyLive
	mux   *http.ServeMux

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// games are the live games in memory (server/registry; live.go,
	// evict.go).
	games *registry.Registry[*live]

	// retryDelay is the pause before the computer tries a move again
	// (computerRetryDelay; shorter in tests).
	retryDelay time.Duration
	// analyses runs the games' analyses (analysis.go).
	analyses *analyses
	// admitMu makes the admission of games against the computer and their
	// creation one step (schedule.go).
	admitMu sync.Mutex
	// sockets counts each client address's live connections (presence.go).
	sockets socketCounts
	// presence queues the seats whose connections here came or went, for
	// a store shared with other servers (seatpresence.go).
	presence presenceNotes
	// creations and hints limit what each client asks for, pdnKiB the
	// PDN it sends to be read, in KiB (ratelimit.go).
	creations, hints, pdnKiB *rateLimiter
	// chat is the chat's rules, with each writer's rate limit (chat.go).
	chat *chat.Service
	// puzzles is the puzzles the store keeps (puzzles.go).
	puzzles *puzzles.Service
	// studies is the games opened from PDN files the store keeps
	// (study.go).
	studies *studies.Service
	// openings caches the opening names of finished games, by ID, for the
	// archive.
	openings sync.Map
	// cluster is the server's part among several; nil for one (cluster.go).
	cluster *cluster.Cluster
	// metrics are the Prometheus metrics (metrics.go).
	metrics *metrics
	// draining is set once the http.Server's Shutdown begins, unready
	// while readiness fails (health.go).
	draining, unready atomic.Bool
	// writes is how the store's last write went (health.go).
	writes writeHealth
	// accounts are the players' accounts (server/accounts; accounts.go
	// carries them), logins the throttle of their logins and sign-ups by
	// client address.
	accounts *accounts.Service
	logins   *rateLimiter
	// slots count the connections by client address (slots.go).
	slots *slots
}

// New returns a Server for cfg and resumes every unfinished game in the
// store: their clocks run again and the computer moves where it is to move.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("server: no store")
	}
	if cfg.Threads <= 0 {
		cfg.Threads = 1
	}
	if cfg.Workers <= 0 {
		cfg.Workers = max(1, runtime.GOMAXPROCS(0)/cfg.Threads)
	}
	if cfg.HintQueue <= 0 {
		cfg.HintQueue = 4 * cfg.Workers
	}
	if cfg.TableMiB <= 0 {
		cfg.TableMiB = 16
	}
	if cfg.MaxThink <= 0 {
		cfg.MaxThink = 5 * time.Second
	}
	if cfg.FirstMoveTime <= 0 {
		cfg.FirstMoveTime = 30 * time.Second
	}
	if cfg.AbandonTime <= 0 {
		cfg.AbandonTime = time.Minute
	}
	if cfg.HintTime <= 0 {
		cfg.HintTime = time.Second
	}
	if cfg.AnalysisNodes == 0 {
		cfg.AnalysisNodes = 300_000
	}
	cfg.Timeouts = cfg.Timeouts.withDefaults()
	if cfg.CreatePerMinute <= 0 {
		cfg.CreatePerMinute = 30
	}
	if cfg.CreateBurst <= 0 {
		cfg.CreateBurst = 10
	}
	if cfg.PDNMiBPerMinute <= 0 {
		cfg.PDNMiBPerMinute = 16
	}
	if cfg.HintsPerMinute <= 0 {
		cfg.HintsPerMinute = 30
	}
	if cfg.MaxWatchers <= 0 {
		cfg.MaxWatchers = 20_000
	}
	if cfg.MaxSocketsPerAddress <= 0 {
		cfg.MaxSocketsPerAddress = 64
	}
	switch {
	case cfg.MaxConnsPerAddress == 0:
		cfg.MaxConnsPerAddress = 256
	case cfg.MaxConnsPerAddress < 0:
		cfg.MaxConnsPerAddress = 0 // no limit
	}
	if cfg.MaxComputerLoad <= 0 {
		cfg.MaxComputerLoad = 2 * float64(cfg.Workers)
	}
	if cfg.MaxIdleComputerGames <= 0 {
		cfg.MaxIdleComputerGames = 8
	}
	if cfg.MaxWaiting <= 0 {
		cfg.MaxWaiting = 4 * cfg.Workers
	}
	if cfg.AnalyseTime <= 0 {
		cfg.AnalyseTime = 3 * time.Second
	}
	if cfg.Analyses <= 0 {
		cfg.Analyses = max(1, cfg.Workers/2)
	}
	if cfg.DrawThink <= 0 {
		cfg.DrawThink = 300 * time.Millisecond
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{
		cfg: cfg, store: cfg.Store, log: cfg.Log, now: cfg.Now,
		computer: computer.New(computer.Config{Workers: cfg.Workers, Threads: cfg.Threads, HintQueue: cfg.HintQueue,
			TableMiB: cfg.TableMiB, Endgames: cfg.Endgames, Seed: cfg.Seed}),
		games: registry.New[*live](cfg.Now), ctx: ctx, cancel: cancel,
		retryDelay: computerRetryDelay, analyses: newAnalyses(cfg.Analyses),
		creations: newRateLimiter(cfg.CreatePerMinute, cfg.CreateBurst), accounts: accounts.New(cfg.Store, cfg.Now, newID),
		logins:   newRateLimiter(authAttempts, authBurst),
		hints:    newRateLimiter(cfg.HintsPerMinute, max(1, cfg.HintsPerMinute/3)),
		chat:     newChat(),
		puzzles:  puzzles.New(cfg.Store, cfg.Now),
		pdnKiB:   newRateLimiter(cfg.PDNMiBPerMinute<<10, cfg.PDNMiBPerMinute<<10),
		presence: presenceNotes{wake: make(chan struct{}, 1)},
		slots:    newSlots(max(0, cfg.MaxConns), cfg.MaxConnsPerAddress, cfg.TrustProxy, time.Now),
	}
	s.lobby.subs, s.lobby.changed = map[*subscriber]struct{}{}, make(chan struct{}, 1)

	s.metrics = newMetrics(s)
	s.studies = newStudies(cfg, s.metrics)
	s.mux = s.routes()
	var err error
	if cfg.Bus != nil {
		if s.cluster, err = cluster.New(cfg.Bus, cfg.Store, cfg.ServerID); err != nil {
			cancel()
			return nil, err
		}
	}
	if err := s.startCluster(); err != nil {
		cancel()
		return nil, err
	}
	s.addBuiltinPuzzles(ctx)
	if err := s.revivePlaying(ctx); err != nil {
		cancel()
		return nil, err
	}
	s.wg.Add(2)
	go s.evictLoop()
	go s.abandonLoop()
	return s, nil
}

// Handler returns the app's HTTP handler: the API, the WebSockets and the
// page.
func (s *Server) Handler() http.Handler { return s.mux }

// Close stops the computer's searches, the clocks and the WebSockets, and
// waits for the searches to end. It does not close the store.
func (s *Server) Close() {
	s.cancel()
	for _, l := range s.games.All() {
		l.mu.Lock()
		if l.flag != nil {
			l.flag.Stop()
		}
		s.stopThinking(l)
		l.mu.Unlock()
	}
	s.wg.Wait()
}
