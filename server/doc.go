// Package server is KingMe's web app: the HTTP API and WebSocket feed of
// docs/web-api.md, and the embedded page (package web) that uses them.
//
// Games live in a store (package store) and, while anyone uses them, in
// memory as a checkers.Game. Every request that changes a game changes it
// under the game's lock, writes it to the store, and only then answers and
// tells the game's WebSocket subscribers; a failed write leaves the game as
// it was. The server checks every move with the rules package. Each seat is
// held by a secret token (only its hash is stored); spectators hold none.
//
// A live game is held once, in its room (package server/room), which
// knows the rules of play between people: the clock (time left, a flag's
// fall, the increment), take-backs, draw offers, undo, aborts and
// abandonment, the seats and who may take them, the rematch. The room is
// pure: it is handed the time; here are the transport (HTTP, WebSocket,
// JSON), the store, the games' locks and timers. The player to move's
// time runs from the moment the opponent's move was stored; a server
// restart does not charge the time it was down to anyone. The games in
// memory are package server/registry's: each loaded once however many
// ask for it, and let go when idle (evict.go says which may leave).
//
// The computer's moves, hints and answers to draw offers are searched by a
// bounded pool of workers (package server/computer, which also admits the
// games against it), so many games at once wait their turn instead of
// starving the server. Among several servers, the news between them and
// the leases of the games' clocks are package server/cluster's.
//
// The lobby's rules (a seek's terms, who may post and accept one, quick
// pairing's choice of a seek, a challenge's checks, the lobby's lists as
// they are shown) are package server/lobby's; here are its requests, its
// store calls and its live socket. The accounts (sign-up, login and its
// throttle, sessions by token, passwords, a player's page's reads) are
// package server/accounts'; here are the session cookie, the same-site
// check and the throttle by address. The chat's rules (which games have
// one, who reads and writes in each room, a line's length and form, the
// presets, each writer's rate, the players' mutes) are package
// server/chat's; here are its requests, its store calls, its sockets and
// its news between servers. The puzzles (the next one for a player, the
// daily one, an attempt graded against the solution and the ratings it
// changes) are package server/puzzles'; here are their requests. The
// studies (a game of a PDN file read within bounds, stored once under its
// hash, shown with its variations) are package server/studies'; here are
// their requests and the analysis of a study's main line. All of them,
// and the room, refuse a request with a refusal of package server/refuse,
// whose kind errors.go answers with its HTTP status.
//
// For operations, Handler also serves /healthz (liveness) and /readyz (the
// store answers and the server is not shutting down); the Prometheus
// metrics, on a registry of the server's own, are MetricsHandler's, for a
// listener off the public address (and Handler's /metrics too with
// Config.Metrics).
package server
