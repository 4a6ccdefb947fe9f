// Package sqlite is the default implementation of store.Store: one SQLite
// database file, kingme.db, in a data directory, through a pure-Go driver
// (no cgo).
//
// # Durability
//
// The database runs in WAL journal mode with synchronous=FULL: every commit
// writes and syncs the write-ahead log before it returns, so a game saved
// without error survives a killed process and also a power cut or an
// operating system crash. (NORMAL would already survive a killed process in
// WAL mode but could lose the last commits on power loss; a move a player
// was told is accepted must not be lost, and one sync per move is cheap.)
// Foreign keys are on, and a busy timeout lets a second process wait for
// the write lock instead of failing at once.
//
// # Connections
//
// Writes go through a single connection whose transactions start with
// BEGIN IMMEDIATE, so writers queue in the connection pool and never fail
// to upgrade a read lock; reads use a separate pool of read-only
// connections and, thanks to WAL, never wait for a writer.
//
// # Schema
//
// The schema is built by an ordered list of migration steps (see
// migrations in migrate.go). The database's PRAGMA user_version counts the
// steps applied; Open applies the missing ones in one transaction, so a
// newer kingme upgrades an older database and reopening is a no-op. A
// database from a newer kingme (more steps than this code knows) is
// refused rather than misread.
//
// Games live in two tables: games, the header (one row per game, seats as
// black_* and red_* columns), and moves (game_id, ply from 0, text,
// clock_ns, at_ns). Durations are stored as integer nanoseconds, so they
// round-trip exactly; times as integer Unix nanoseconds (NULL for the zero
// time), and Load returns them in UTC.
package sqlite
