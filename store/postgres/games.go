package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

// params is "$from, $from+1, …" for n parameters.
func params(from, n int) string {
	ps := make([]string, n)
	for i := range ps {
		ps[i] = fmt.Sprintf("$%d", from+i)
	}
	return strings.Join(ps, ", ")
}

// newMoves is the table of a game's moves, from three array parameters
// starting at $from (text, clock, time), as (ply, text, clock_ns, at).
func newMoves(from int) string {
	return fmt.Sprintf(`SELECT n.ord - 1 AS ply, n.text, n.clock_ns, n.at
	FROM unnest($%d::bytea[], $%d::bigint[], $%d::timestamptz[]) WITH ORDINALITY AS n (text, clock_ns, at, ord)`,
		from, from+1, from+2)
}

// createGame inserts the header ($1 the ID, then the header, then the move
// count) unless the ID is taken, and, when it did, the moves; it returns
// the number of games inserted, 0 or 1. One statement: one transaction.
var createGame = `
WITH g AS (
	INSERT INTO games (id, ` + headerColumns + `, revision, move_count)
	VALUES ($1, ` + params(2, headerCount) + `, 0, $` + fmt.Sprint(headerCount+2) + `)
	ON CONFLICT (id) DO NOTHING
	RETURNING id
), m AS (
	INSERT INTO moves (game_id, ply, text, clock_ns, at)
	SELECT g.id, n.ply, n.text, n.clock_ns, n.at FROM g, (` + newMoves(headerCount+3) + `) n
)
SELECT count(*) FROM g`

// saveGame updates the header ($1 the ID, $2 the revision the caller
// loaded, then the header, then the move count) when the stored revision
// is $2, and only then makes the stored moves equal to the given ones:
// those past the new count are deleted, those that differ or are new are
// written (the equal prefix is left alone). It returns the new revision,
// or no row when the game is missing or at another revision. One
// statement: one transaction, and the update's row lock on the game
// (taken before any move is touched) orders two saves of one game.
var saveGame = `
WITH upd AS (
	UPDATE games SET (` + headerColumns + `, revision, move_count) =
		(` + params(3, headerCount) + `, revision + 1, $` + fmt.Sprint(headerCount+3) + `)
	WHERE id = $1 AND revision = $2
	RETURNING revision
), new AS (
	` + newMoves(headerCount+4) + `
), del AS (
	DELETE FROM moves m USING upd WHERE m.game_id = $1 AND m.ply >= $` + fmt.Sprint(headerCount+3) + `
), ins AS (
	INSERT INTO moves (game_id, ply, text, clock_ns, at)
	SELECT $1, n.ply, n.text, n.clock_ns, n.at FROM upd, new n
	WHERE NOT EXISTS (
		SELECT 1 FROM moves m
		WHERE m.game_id = $1 AND m.ply = n.ply
			AND (m.text, m.clock_ns, m.at) IS NOT DISTINCT FROM (n.text, n.clock_ns, n.at))
	ON CONFLICT (game_id, ply) DO UPDATE
		SET text = excluded.text, clock_ns = excluded.clock_ns, at = excluded.at
)
SELECT revision FROM upd`

// Create stores a new game, header and moves, at revision 0 (setting
// g.Revision to 0), in one transaction. It returns an error wrapping
// store.ErrExists when the ID is taken.
func (s *Store) Create(ctx context.Context, g *store.Record) error {
	what := "create game " + quote(g.ID)
	if g.ID == "" {
		return errors.New("create game: the game has no ID")
	}
	if !storableID(g.ID) {
		return fmt.Errorf("%s: the ID holds a NUL byte or is not UTF-8", what)
	}
	ms := movesOf(g)
	args := append([]any{g.ID}, headerArgs(g)...)
	args = append(args, len(g.Moves), ms.texts, ms.clocks, ms.ats)
	var created int
	if err := s.pool.QueryRow(ctx, createGame, args...).Scan(&created); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if created == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrExists)
	}
	g.Revision = 0
	return nil
}

// Save writes g's header and makes the stored moves equal to g.Moves, in
// one transaction, when the stored game is at g.Revision, and then sets
// g.Revision to the next. It returns an error wrapping store.ErrConflict
// (g unchanged) when the stored game is at another revision, and one
// wrapping store.ErrNotFound when g was never created.
func (s *Store) Save(ctx context.Context, g *store.Record) error {
	what := fmt.Sprintf("save game %s at revision %d", quote(g.ID), g.Revision)
	if !storableID(g.ID) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	ms := movesOf(g)
	args := append([]any{g.ID, g.Revision}, headerArgs(g)...)
	args = append(args, len(g.Moves), ms.texts, ms.clocks, ms.ats)
	var revision int64
	err := s.pool.QueryRow(ctx, saveGame, args...).Scan(&revision)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, s.whyNotSaved(ctx, g.ID))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	g.Revision = revision
	return nil
}

// whyNotSaved tells why a save stored nothing: store.ErrNotFound when no
// game has the ID, else an error wrapping store.ErrConflict that gives the
// stored revision.
func (s *Store) whyNotSaved(ctx context.Context, id string) error {
	var stored int64
	err := s.pool.QueryRow(ctx, "SELECT revision FROM games WHERE id = $1", id).Scan(&stored)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return store.ErrNotFound
	case err != nil:
		return fmt.Errorf("%w, or the game is missing: reading its revision failed: %w", store.ErrConflict, err)
	}
	return fmt.Errorf("%w: it is at revision %d now", store.ErrConflict, stored)
}

// loadGame reads a game's header and its moves as arrays, in ply order,
// in one statement (one snapshot).
const loadGame = `
SELECT g.id, ` + headerColumns + `, g.revision,
	coalesce(mv.texts, '{}'), coalesce(mv.clocks, '{}'), coalesce(mv.ats, '{}')
FROM games g LEFT JOIN LATERAL (
	SELECT array_agg(m.text ORDER BY m.ply) AS texts,
		array_agg(m.clock_ns ORDER BY m.ply) AS clocks,
		array_agg(m.at ORDER BY m.ply) AS ats
	FROM moves m WHERE m.game_id = g.id
) mv ON true
WHERE g.id = $1`

// Load returns the game with the given ID, moves included, times in UTC,
// or an error wrapping store.ErrNotFound.
func (s *Store) Load(ctx context.Context, id string) (*store.Record, error) {
	what := "load game " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	var ms moveArrays
	g, err := scanHeader(s.pool.QueryRow(ctx, loadGame, id), &ms.texts, &ms.clocks, &ms.ats)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if g.Moves, err = ms.moves(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	g.MoveCount = len(g.Moves)
	return g, nil
}

// listGames selects the headers for List: $1 finished, $2 the variant or
// empty, $3 ActiveSince or NULL, $4 the limit or NULL, $5 the offset. A game
// without a creation time sorts last, as in the SQLite store.
const listGames = `
SELECT id, ` + headerColumns + `, revision, move_count
FROM games
WHERE (outcome <> 0) = $1 AND ($2::text = '' OR variant = $2)
	AND ($3::timestamptz IS NULL OR updated >= $3 OR move_count >= 2)
	AND ($6::text = '' OR black_account = $6 OR red_account = $6)
ORDER BY created DESC NULLS LAST, id DESC
LIMIT $4::bigint OFFSET $5`

// List returns the headers of the games q selects, with MoveCount set and
// Moves nil, newest first (by Created, then by ID, both descending).
func (s *Store) List(ctx context.Context, q store.Query) ([]*store.Record, error) {
	what := fmt.Sprintf("list games %+v", q)
	if q.Limit < 0 || q.Offset < 0 {
		return nil, fmt.Errorf("%s: negative limit %d or offset %d", what, q.Limit, q.Offset)
	}
	var limit any // NULL: no cap
	if q.Limit > 0 {
		limit = int64(q.Limit)
	}
	if !storableID(q.Account) {
		return nil, nil // no account has such an ID
	}
	rows, err := s.pool.Query(ctx, listGames, q.Finished, q.Variant, timestamp(q.ActiveSince), limit, int64(q.Offset), q.Account)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	var games []*store.Record
	for rows.Next() {
		var count int
		g, err := scanHeader(rows, &count)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		g.MoveCount = count
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return games, nil
}

// quote is id quoted for messages.
func quote(id string) string { return fmt.Sprintf("%q", id) }
