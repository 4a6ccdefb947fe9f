// Package postgres is an implementation of store.Store in a PostgreSQL
// database, through pgx, for a server whose games should live in a
// database server, or for several kingme servers sharing one database.
// It is tested with PostgreSQL 15 (see store/postgres/pgtest) and uses
// nothing newer than 9.5.
//
// # The URL
//
// Open takes a URL in the form libpq and pgx accept:
//
//	postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=require
//
// (postgresql:// is the same). Every libpq URL parameter pgx knows may be
// given: sslmode and the sslrootcert, sslcert and sslkey files,
// connect_timeout, application_name, and pool_max_conns for the size of the
// connection pool (default 16: many moves waiting on their commits share
// one sync of PostgreSQL's log; the leases have 2 more of their own). The
// servers sharing a database must stay under its max_connections (100 by
// default) together. Behind
// a pooler in transaction mode (PgBouncer), add
// default_query_exec_mode=exec: by default pgx prepares each statement once
// per connection. Without a password in the URL, $PGPASSWORD and ~/.pgpass
// are read, as libpq does; the environment's PGHOST, PGUSER and the like
// fill in what the URL leaves out. The database must exist (createdb
// kingme), and its user must be allowed to create tables in it the first
// time, and after an upgrade of kingme that changes the schema. The tables
// have plain names (games, moves, analyses, leases, presence, studies,
// schema_migrations): give kingme a database of its own, or a schema of
// its own with search_path=SCHEMA in the URL (the schema must exist).
// Errors name the database, host and user, never the password.
//
// # Schema
//
// The tables mirror the SQLite store's: games, one row per game (the
// header, seats as black_* and red_* columns, the revision Save checks and
// the number of moves); moves (game_id, ply from 0, text, clock_ns, at),
// whose primary key is (game_id, ply) and whose rows go with their game
// (ON DELETE CASCADE); analyses (game_id, body, saved); and studies, the
// games opened from PDN files (id, variant, pdn as bytea, created, and
// analysis and analysed, NULL until analysed), apart from the games.
// Durations are
// bigint nanoseconds, exact; times are timestamptz, which keeps
// microseconds (NULL for the zero time), and Load returns them in UTC.
// Text a player or a page may set (names, the start position, moves, the
// take-back news) is bytea, kept byte for byte: PostgreSQL's text cannot
// hold a NUL byte. IDs and keys are text in the "C" collation, so that
// they sort by bytes as in SQLite.
//
// # Migrations
//
// The schema is built by an ordered list of steps in the code (migrations
// in migrate.go). The table schema_migrations records each step applied
// (version, name, when). Open applies the missing ones, each in a
// transaction of its own that first takes a transaction-level advisory lock
// (pg_advisory_xact_lock) and reads the version again, so that servers
// starting at once on one database apply each step once. A database whose
// version is newer than the code knows (a newer kingme ran on it) is
// refused rather than misread.
//
// # Several servers on one database
//
// Every write (Create, Save, AppendMove, SaveAnalysis) is one statement,
// so one transaction, in PostgreSQL's default READ COMMITTED isolation,
// and Load reads a game's header and moves in one statement, one
// snapshot. Save and AppendMove update the game only when the stored
// revision is the one the caller loaded (and, for AppendMove, the stored
// move count is the caller's moves but the new one), and touch the moves
// only when that update happened: the update's row lock orders two writes
// of one game, and the second, finding another revision, writes nothing
// and returns an error wrapping store.ErrConflict. Several kingme servers may
// therefore share one database, each game saved by whichever server a
// player reached.
//
// Which server runs a game's clock and its computer player is decided by
// leases (Store implements store.Leases), in the table leases (game_id,
// owner, expires), whose rows go with their game. Each lease method is
// one statement, and expiries are reckoned by PostgreSQL's clock (now()),
// so the servers' clocks need not agree. Acquire is one INSERT … ON
// CONFLICT DO UPDATE whose update happens only when the owner holds the
// lease or it has expired; TakeExpired picks expired leases with SELECT …
// FOR UPDATE SKIP LOCKED, so that two servers taking leases at once never
// get the same one.
//
// Which seats of a game have a connection open on some server is kept in
// the table presence (Store implements store.Presence): one row per
// (game_id, seat, server), whether the server still holds a connection of
// the seat, and an expiry, by PostgreSQL's clock, which the server pushes
// back while it lives (RenewPresence: one UPDATE of all its connected
// rows) and which Disconnected sets to now. A seat is connected when one
// of its rows is connected and unexpired; when none is, it has been away
// since the latest expiry among its rows, so the connections of a server
// that died end when they expire. SeatsPresence reads both seats in one
// statement. The rows go with their game.
//
// # Durability
//
// A save returns once PostgreSQL has committed it, which with the default
// synchronous_commit=on means written and synced to its write-ahead log.
package postgres
