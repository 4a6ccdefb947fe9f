package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// migration is one step of the schema's history. Steps are never edited
// once released: a later change of schema is a new step appended to
// migrations.
type migration struct {
	// name says what the step does, for error messages and the
	// schema_migrations table.
	name string
	// sql is the statements of the step, run in one transaction.
	sql string
}

// migrations is the schema's history, oldest first; step i (from 0) is
// schema version i+1.
//
// Text a player or a page may set (the start position, level, names,
// rematch, take-back news, moves) is bytea: PostgreSQL's text cannot hold
// a NUL byte or invalid UTF-8, and the store keeps text byte for byte.
// Identifiers and keys are text in the "C" collation, so that they sort by
// bytes, as in the SQLite store.
var migrations = []migration{
	{
		name: "games, moves and analyses",
		sql: `
CREATE TABLE games (
	id             text COLLATE "C" PRIMARY KEY,
	variant        text COLLATE "C" NOT NULL,
	start          bytea NOT NULL,
	mode           text NOT NULL,
	level          bytea NOT NULL,
	black_player   text NOT NULL,
	black_name     bytea NOT NULL,
	black_token    text NOT NULL,
	red_player     text NOT NULL,
	red_name       bytea NOT NULL,
	red_token      text NOT NULL,
	initial_ns     bigint NOT NULL,
	increment_ns   bigint NOT NULL,
	black_clock_ns bigint NOT NULL,
	red_clock_ns   bigint NOT NULL,
	outcome        integer NOT NULL,
	reason         integer NOT NULL,
	draw_offer     integer NOT NULL,
	rematch        bytea NOT NULL,
	takeback       bytea NOT NULL,
	created        timestamptz,
	updated        timestamptz,
	revision       bigint NOT NULL,
	move_count     integer NOT NULL
);

CREATE INDEX games_newest ON games (created DESC NULLS LAST, id DESC);

CREATE TABLE moves (
	game_id  text COLLATE "C" NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	ply      integer NOT NULL,
	text     bytea NOT NULL,
	clock_ns bigint NOT NULL,
	at       timestamptz,
	PRIMARY KEY (game_id, ply)
);

CREATE TABLE analyses (
	game_id text COLLATE "C" PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	body    bytea NOT NULL,
	saved   timestamptz NOT NULL
);
`,
	},
	{
		name: "leases",
		sql: `
CREATE TABLE leases (
	game_id text COLLATE "C" PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	owner   text COLLATE "C" NOT NULL,
	expires timestamptz NOT NULL
);

CREATE INDEX leases_owner ON leases (owner);
CREATE INDEX leases_expires ON leases (expires);
`,
	},
	{
		// How many of the first moves were played for the players when
		// the game was created (a ballot opening); 0 for the games stored
		// before.
		name: "games opening plies",
		sql:  `ALTER TABLE games ADD COLUMN opening_plies integer NOT NULL DEFAULT 0`,
	},
	{
		// One row per seat of a game and server that recorded a
		// connection of it: whether the server still holds one, and until
		// when (renewed while the server lives; the time it ended once
		// disconnected). See presence.go.
		name: "presence",
		sql: `
CREATE TABLE presence (
	game_id   text COLLATE "C" NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat      smallint NOT NULL CHECK (seat IN (0, 1)),
	server    text COLLATE "C" NOT NULL,
	connected boolean NOT NULL,
	expires   timestamptz NOT NULL,
	PRIMARY KEY (game_id, seat, server)
);

CREATE INDEX presence_server ON presence (server) WHERE connected;
`,
	},
	{
		// Accounts and their sessions (issue 32): a deleted account keeps
		// its row and its skeleton, so nobody takes its name; a session is
		// kept by the SHA-256 of its token. Names and hashes are bytea,
		// kept byte for byte as the games' names are.
		name: "accounts and sessions",
		sql: `
CREATE TABLE accounts (
	id            text COLLATE "C" PRIMARY KEY,
	name          bytea NOT NULL,
	skeleton      bytea NOT NULL UNIQUE,
	password_hash bytea NOT NULL,
	created       timestamptz NOT NULL,
	deleted       timestamptz
);

CREATE TABLE sessions (
	token_hash text COLLATE "C" PRIMARY KEY,
	account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	created    timestamptz NOT NULL,
	seen       timestamptz NOT NULL,
	expires    timestamptz NOT NULL
);

CREATE INDEX sessions_account ON sessions (account_id);
`,
	},
	{
		// The players' Glicko-2 ratings, by game and speed, and each rated
		// game's change of them (issue 32).
		name: "ratings",
		sql: `
CREATE TABLE ratings (
	account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	game       text COLLATE "C" NOT NULL,
	speed      text COLLATE "C" NOT NULL,
	rating     double precision NOT NULL,
	deviation  double precision NOT NULL,
	volatility double precision NOT NULL,
	games      integer NOT NULL,
	updated    timestamptz NOT NULL,
	PRIMARY KEY (account_id, game, speed)
);

CREATE TABLE rating_changes (
	game_id           text COLLATE "C" NOT NULL,
	account_id        text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	game              text COLLATE "C" NOT NULL,
	speed             text COLLATE "C" NOT NULL,
	before_rating     double precision NOT NULL,
	before_deviation  double precision NOT NULL,
	before_volatility double precision NOT NULL,
	before_games      integer NOT NULL,
	after_rating      double precision NOT NULL,
	after_deviation   double precision NOT NULL,
	after_volatility  double precision NOT NULL,
	at                timestamptz NOT NULL,
	PRIMARY KEY (game_id, account_id)
);

CREATE INDEX rating_changes_player ON rating_changes (account_id, game, speed, at);
`,
	},
	{
		// The account holding each seat, if any, and whether the game is
		// rated (issue 32).
		name: "games seats' accounts and rated games",
		sql: `
ALTER TABLE games ADD COLUMN black_account text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN red_account text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX games_black_account ON games (black_account, created) WHERE black_account <> '';
CREATE INDEX games_red_account ON games (red_account, created) WHERE red_account <> '';
ALTER TABLE games ADD COLUMN rated boolean NOT NULL DEFAULT false;
`,
	},
	{
		// The lobby's seeks (issue 32).
		name: "seeks",
		sql: `
CREATE TABLE seeks (
	id            text COLLATE "C" PRIMARY KEY,
	account_id    text COLLATE "C" NOT NULL,
	owner_hash    text COLLATE "C" NOT NULL,
	name          bytea NOT NULL,
	variant       text COLLATE "C" NOT NULL,
	initial_ns    bigint NOT NULL,
	increment_ns  bigint NOT NULL,
	days_per_move integer NOT NULL,
	rated         boolean NOT NULL,
	color         text NOT NULL,
	min_rating    integer NOT NULL,
	max_rating    integer NOT NULL,
	rating        integer NOT NULL,
	created       timestamptz NOT NULL,
	expires       timestamptz NOT NULL,
	game_id       text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE INDEX seeks_open ON seeks (expires) WHERE game_id = '';
`,
	},
	{
		// The chat of games between people (issue 32): its lines, in
		// order of their id, and which seats mute their opponent.
		name: "chat",
		sql: `
CREATE TABLE chat_lines (
	id         bigserial PRIMARY KEY,
	game_id    text COLLATE "C" NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	room       text NOT NULL,
	seat       integer NOT NULL,
	account_id text COLLATE "C" NOT NULL,
	name       bytea NOT NULL,
	text       bytea NOT NULL,
	at         timestamptz NOT NULL
);

CREATE INDEX chat_lines_game ON chat_lines (game_id, id);

CREATE TABLE chat_mutes (
	game_id text COLLATE "C" NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat    integer NOT NULL,
	PRIMARY KEY (game_id, seat)
);
`,
	},
	{
		// Correspondence games (issue 32): days a move.
		name: "correspondence",
		sql: `
ALTER TABLE games ADD COLUMN days_per_move integer NOT NULL DEFAULT 0;
`,
	},
	{
		// Games opened from PDN files (issue 34): their PDN text, kept
		// apart from the games played, and their analysis.
		name: "studies",
		sql: `
CREATE TABLE studies (
	id       text COLLATE "C" PRIMARY KEY,
	variant  text NOT NULL,
	pdn      bytea NOT NULL,
	created  timestamptz NOT NULL,
	analysis bytea,
	analysed timestamptz
);
`,
	},
	{
		// Puzzles (issue 34): the puzzles with their ratings, every
		// attempt, and the players' puzzle ratings, one a game. themes
		// is the themes between spaces (' shot win '), for LIKE.
		name: "puzzles",
		sql: `
CREATE TABLE puzzles (
	id         text COLLATE "C" PRIMARY KEY,
	variant    text COLLATE "C" NOT NULL,
	themes     text NOT NULL,
	data       bytea NOT NULL,
	rating     double precision NOT NULL,
	deviation  double precision NOT NULL,
	volatility double precision NOT NULL,
	rated      integer NOT NULL DEFAULT 0,
	plays      integer NOT NULL DEFAULT 0,
	wins       integer NOT NULL DEFAULT 0
);

CREATE INDEX puzzles_variant ON puzzles (variant, rating);

CREATE TABLE puzzle_attempts (
	id         bigserial PRIMARY KEY,
	puzzle_id  text COLLATE "C" NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
	account_id text COLLATE "C" NOT NULL,
	solved     boolean NOT NULL,
	rated      boolean NOT NULL,
	at         timestamptz NOT NULL
);

CREATE INDEX puzzle_attempts_account ON puzzle_attempts (account_id, puzzle_id) WHERE account_id <> '';

CREATE TABLE puzzle_ratings (
	account_id text COLLATE "C" NOT NULL,
	game       text COLLATE "C" NOT NULL,
	rating     double precision NOT NULL,
	deviation  double precision NOT NULL,
	volatility double precision NOT NULL,
	games      integer NOT NULL,
	updated    timestamptz NOT NULL,
	PRIMARY KEY (account_id, game)
);
`,
	},
}

// migrationLock is the key of the transaction-level advisory lock that
// every migration step, and every check of the version, holds: servers
// starting at once on one database apply each step once, one after the
// other. (The number is arbitrary: "kingme" in ASCII.)
const migrationLock = 0x6b696e676d65

// migrate brings the database to len(steps) applied steps, one transaction
// per step, each under migrationLock, recording each in schema_migrations.
// It fails, changing nothing, when the database has more steps than steps
// holds.
func migrate(ctx context.Context, pool *pgxpool.Pool, steps []migration) error {
	for {
		done, err := migrateStep(ctx, pool, steps)
		if err != nil || done {
			return err
		}
	}
}

// migrateStep applies the first missing step in one transaction and
// reports whether none was missing.
func migrateStep(ctx context.Context, pool *pgxpool.Pool, steps []migration) (done bool, err error) {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return false, fmt.Errorf("begin schema migration: %w", err)
	}
	defer tx.Rollback(ctx) // after Commit, a no-op
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(migrationLock)); err != nil {
		return false, fmt.Errorf("lock the schema for migration: %w", err)
	}
	version, err := schemaVersion(ctx, tx)
	if err != nil {
		return false, err
	}
	switch {
	case version > len(steps):
		return false, fmt.Errorf("the database's schema version %d is newer than this kingme knows (%d): use a newer kingme", version, len(steps))
	case version == len(steps):
		return true, tx.Commit(ctx)
	}
	step := steps[version]
	if _, err := tx.Exec(ctx, step.sql); err != nil {
		return false, fmt.Errorf("schema migration %d (%s): %w", version+1, step.name, err)
	}
	if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", version+1, step.name); err != nil {
		return false, fmt.Errorf("record schema migration %d (%s): %w", version+1, step.name, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return false, fmt.Errorf("commit schema migration %d (%s): %w", version+1, step.name, err)
	}
	return false, nil
}

// schemaVersion creates schema_migrations when missing and returns the
// highest version it records, 0 for none.
func schemaVersion(ctx context.Context, tx pgx.Tx) (int, error) {
	// Looked up first, so that a user who may not create tables can use
	// an up-to-date database.
	var exists bool
	if err := tx.QueryRow(ctx, "SELECT to_regclass('schema_migrations') IS NOT NULL").Scan(&exists); err != nil {
		return 0, fmt.Errorf("look for schema_migrations: %w", err)
	}
	if !exists {
		if _, err := tx.Exec(ctx, `CREATE TABLE schema_migrations (
	version integer PRIMARY KEY,
	name    text NOT NULL,
	applied timestamptz NOT NULL DEFAULT now()
)`); err != nil {
			return 0, fmt.Errorf("create schema_migrations: %w", err)
		}
	}
	var version int
	if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&version); err != nil {
		return 0, fmt.Errorf("read the schema version: %w", err)
	}
	return version, nil
}
