package sqlite

import (
	"context"
	"database/sql"
	"fmt"
)

// migration is one step of the schema's history. Steps are never edited
// once released: a later change of schema is a new step appended to
// migrations.
type migration struct {
	// name says what the step does, for error messages.
	name string
	// sql is the statements of the step; they run in the transaction that
	// applies every missing step.
	sql string
}

// migrations is the schema's history, oldest first; the database's
// user_version is the number of steps applied.
var migrations = []migration{
	{
		name: "games and moves",
		sql: `
CREATE TABLE games (
	id             TEXT PRIMARY KEY,
	variant        TEXT NOT NULL,
	start          TEXT NOT NULL,
	mode           TEXT NOT NULL,
	level          TEXT NOT NULL,
	black_player   TEXT NOT NULL,
	black_name     TEXT NOT NULL,
	black_token    TEXT NOT NULL,
	red_player     TEXT NOT NULL,
	red_name       TEXT NOT NULL,
	red_token      TEXT NOT NULL,
	initial_ns     INTEGER NOT NULL,
	increment_ns   INTEGER NOT NULL,
	black_clock_ns INTEGER NOT NULL,
	red_clock_ns   INTEGER NOT NULL,
	outcome        INTEGER NOT NULL,
	reason         INTEGER NOT NULL,
	draw_offer     INTEGER NOT NULL,
	rematch        TEXT NOT NULL,
	created_ns     INTEGER,
	updated_ns     INTEGER
) STRICT;

CREATE INDEX games_newest ON games (created_ns DESC, id DESC);

CREATE TABLE moves (
	game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	ply      INTEGER NOT NULL,
	text     TEXT NOT NULL,
	clock_ns INTEGER NOT NULL,
	at_ns    INTEGER,
	PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;
`,
	},
	{
		name: "games takeback",
		sql:  `ALTER TABLE games ADD COLUMN takeback TEXT NOT NULL DEFAULT ''`,
	},
	{
		name: "analyses",
		sql: `
CREATE TABLE analyses (
	game_id  TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	body     BLOB NOT NULL,
	saved_ns INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
`,
	},
	{
		// A game's revision counts its saves; move_count and moves_digest
		// (the SHA-256 of the stored moves, games.go's movesDigest) let a
		// save that adds moves skip reading the stored ones. Games stored
		// before have no digest until their next save.
		name: "games revision and moves digest",
		sql: `
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN move_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN moves_digest BLOB;
`,
	},
	{
		// How many of the first moves were played for the players when
		// the game was created (a ballot opening); 0 for the games stored
		// before.
		name: "games opening plies",
		sql:  `ALTER TABLE games ADD COLUMN opening_plies INTEGER NOT NULL DEFAULT 0`,
	},
	{
		// The games stored before "games revision and moves digest" kept
		// move_count 0 (and no digest) until their next save; AppendMove
		// trusts the count, so it is set to the number of stored moves.
		name: "games move count of older games",
		sql:  `UPDATE games SET move_count = (SELECT count(*) FROM moves WHERE moves.game_id = games.id) WHERE moves_digest IS NULL`,
	},
	{
		// Accounts and their sessions (issue 32): a deleted account keeps
		// its row and its skeleton, so nobody takes its name; a session is
		// kept by the SHA-256 of its token.
		name: "accounts and sessions",
		sql: `
CREATE TABLE accounts (
	id            TEXT PRIMARY KEY,
	name          TEXT NOT NULL,
	skeleton      TEXT NOT NULL UNIQUE,
	password_hash TEXT NOT NULL,
	created_ns    INTEGER NOT NULL,
	deleted_ns    INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE sessions (
	token_hash TEXT PRIMARY KEY,
	account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	created_ns INTEGER NOT NULL,
	seen_ns    INTEGER NOT NULL,
	expires_ns INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX sessions_account ON sessions (account_id);
`,
	},
	{
		// The players' Glicko-2 ratings, by game and speed, and each rated
		// game's change of them (issue 32).
		name: "ratings",
		sql: `
CREATE TABLE ratings (
	account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	game       TEXT NOT NULL,
	speed      TEXT NOT NULL,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	games      INTEGER NOT NULL,
	updated_ns INTEGER NOT NULL,
	PRIMARY KEY (account_id, game, speed)
) STRICT, WITHOUT ROWID;

CREATE TABLE rating_changes (
	game_id           TEXT NOT NULL,
	account_id        TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	game              TEXT NOT NULL,
	speed             TEXT NOT NULL,
	before_rating     REAL NOT NULL,
	before_deviation  REAL NOT NULL,
	before_volatility REAL NOT NULL,
	before_games      INTEGER NOT NULL,
	after_rating      REAL NOT NULL,
	after_deviation   REAL NOT NULL,
	after_volatility  REAL NOT NULL,
	at_ns             INTEGER NOT NULL,
	PRIMARY KEY (game_id, account_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX rating_changes_player ON rating_changes (account_id, game, speed, at_ns);
`,
	},
	{
		// The account holding each seat, if any, and whether the game is
		// rated (issue 32).
		name: "games seats' accounts and rated games",
		sql: `
ALTER TABLE games ADD COLUMN black_account TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN red_account TEXT NOT NULL DEFAULT '';
CREATE INDEX games_black_account ON games (black_account, created_ns) WHERE black_account != '';
CREATE INDEX games_red_account ON games (red_account, created_ns) WHERE red_account != '';
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
`,
	},
	{
		// The lobby's seeks (issue 32).
		name: "seeks",
		sql: `
CREATE TABLE seeks (
	id            TEXT PRIMARY KEY,
	account_id    TEXT NOT NULL,
	owner_hash    TEXT NOT NULL,
	name          TEXT NOT NULL,
	variant       TEXT NOT NULL,
	initial_ns    INTEGER NOT NULL,
	increment_ns  INTEGER NOT NULL,
	days_per_move INTEGER NOT NULL,
	rated         INTEGER NOT NULL,
	color         TEXT NOT NULL,
	min_rating    INTEGER NOT NULL,
	max_rating    INTEGER NOT NULL,
	rating        INTEGER NOT NULL,
	created_ns    INTEGER NOT NULL,
	expires_ns    INTEGER NOT NULL,
	game_id       TEXT NOT NULL DEFAULT ''
) STRICT, WITHOUT ROWID;

CREATE INDEX seeks_open ON seeks (expires_ns) WHERE game_id = '';
`,
	},
	{
		// The chat of games between people (issue 32): its lines, in
		// order of their id, and which seats mute their opponent.
		name: "chat",
		sql: `
CREATE TABLE chat_lines (
	id         INTEGER PRIMARY KEY,
	game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	room       TEXT NOT NULL,
	seat       INTEGER NOT NULL,
	account_id TEXT NOT NULL,
	name       TEXT NOT NULL,
	text       TEXT NOT NULL,
	at_ns      INTEGER NOT NULL
) STRICT;

CREATE INDEX chat_lines_game ON chat_lines (game_id, id);

CREATE TABLE chat_mutes (
	game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat    INTEGER NOT NULL,
	PRIMARY KEY (game_id, seat)
) STRICT, WITHOUT ROWID;
`,
	},
	{
		// Correspondence games (issue 32): days a move.
		name: "correspondence",
		sql: `
ALTER TABLE games ADD COLUMN days_per_move INTEGER NOT NULL DEFAULT 0;
`,
	},
	{
		// Games opened from PDN files (issue 34): their PDN text, kept
		// apart from the games played, and their analysis.
		name: "studies",
		sql: `
CREATE TABLE studies (
	id          TEXT PRIMARY KEY,
	variant     TEXT NOT NULL,
	pdn         BLOB NOT NULL,
	created_ns  INTEGER NOT NULL,
	analysis    BLOB,
	analysed_ns INTEGER
) STRICT;
`,
	},
	{
		// Puzzles (issue 34): the puzzles with their ratings, every
		// attempt, and the players' puzzle ratings, one a game. themes
		// is the themes between spaces (" shot win "), for LIKE.
		name: "puzzles",
		sql: `
CREATE TABLE puzzles (
	id         TEXT PRIMARY KEY,
	variant    TEXT NOT NULL,
	themes     TEXT NOT NULL,
	data       BLOB NOT NULL,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	rated      INTEGER NOT NULL DEFAULT 0,
	plays      INTEGER NOT NULL DEFAULT 0,
	wins       INTEGER NOT NULL DEFAULT 0
) STRICT, WITHOUT ROWID;

CREATE INDEX puzzles_variant ON puzzles (variant, rating);

CREATE TABLE puzzle_attempts (
	id         INTEGER PRIMARY KEY,
	puzzle_id  TEXT NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
	account_id TEXT NOT NULL,
	solved     INTEGER NOT NULL,
	rated      INTEGER NOT NULL,
	at_ns      INTEGER NOT NULL
) STRICT;

CREATE INDEX puzzle_attempts_account ON puzzle_attempts (account_id, puzzle_id) WHERE account_id != '';

CREATE TABLE puzzle_ratings (
	account_id TEXT NOT NULL,
	game       TEXT NOT NULL,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	games      INTEGER NOT NULL,
	updated_ns INTEGER NOT NULL,
	PRIMARY KEY (account_id, game)
) STRICT, WITHOUT ROWID;
`,
	},
}

// migrate brings the database to len(steps) applied steps in one
// transaction on db, whose transactions must begin with BEGIN IMMEDIATE so
// that two processes opening the same database do not both apply a step.
// It fails when the database has more steps than steps holds.
func migrate(ctx context.Context, db *sql.DB, steps []migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin schema migration: %w", err)
	}
	defer tx.Rollback()

	var version int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	switch {
	case version > len(steps):
		return fmt.Errorf("database schema version %d is newer than this kingme knows (%d): use a newer kingme", version, len(steps))
	case version == len(steps):
		return nil
	}
	for i := version; i < len(steps); i++ {
		if _, err := tx.ExecContext(ctx, steps[i].sql); err != nil {
			return fmt.Errorf("schema migration %d (%s): %w", i+1, steps[i].name, err)
		}
	}
	// PRAGMA takes no parameters; the value is an int we formatted.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", len(steps))); err != nil {
		return fmt.Errorf("set schema version %d: %w", len(steps), err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit schema migration to version %d: %w", len(steps), err)
	}
	return nil
}
