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
//
// # A damaged database
//
// Open checks the directory and the file before it serves: a file of zero
// bytes, a file that is not a SQLite database, one whose first page or
// schema cannot be read, and a write-ahead log without its database are
// refused with an error wrapping store.ErrDamaged that says what to do; a
// directory kingme cannot write and a full disk (found by writing a 64 KiB
// scratch file) are refused with an error that says so. Open never
// repairs, truncates or replaces the file.
//
// Empty files: SQLite takes a file of zero bytes for a new, empty
// database, so a database cut short (a full disk, an interrupted copy)
// would start with no games and every game would answer "not found". Open
// never leaves an empty database behind: it builds a new database under a
// scratch name and links it into place once the schema is on disk. A
// zero-length kingme.db is therefore always damage (or made by hand), and
// Open refuses it; removing it starts afresh.
//
// Then Open runs SQLite's quick_check (every page of every tree, without
// matching indexes to tables: about 5 ms a megabyte; 124 ms for 10,000
// games of 60 moves, 26 MB). When it finds damaged pages, Open still
// succeeds, in a degraded mode that Damage reports: the games whose rows
// can be read are served and saved as usual; reading one whose rows are on
// a damaged page gives an error wrapping store.ErrDamaged, and List reads
// the games one by one and returns those it can with an error naming the
// others. Check (kingme db check) runs the full integrity_check and reads
// every game; Backup (kingme db backup) copies the database while a server
// uses it, or salvages the readable games of a damaged one.
package sqlite
