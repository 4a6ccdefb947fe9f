package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

// appendMove updates the header ($1 the ID, $2 the revision the caller
// loaded, $3 the number of moves stored before the new one, then the
// header, then the new move's text, clock and time) when the stored game
// is at revision $2 with $3 moves, and only then inserts the new move as
// ply $3. It returns the new revision, or no row when the game is missing
// or at another revision or move count. One statement: one transaction,
// and the update's row lock on the game orders two appends (or an append
// and a save) of one game.
var appendMove = `
WITH upd AS (
	UPDATE games SET (` + headerColumns + `, revision, move_count) =
		(` + params(4, headerCount) + `, revision + 1, move_count + 1)
	WHERE id = $1 AND revision = $2 AND move_count = $3
	RETURNING revision
), ins AS (
	INSERT INTO moves (game_id, ply, text, clock_ns, at)
	SELECT $1, $3::integer, ` + fmt.Sprintf("$%d::bytea, $%d::bigint, $%d::timestamptz", headerCount+4, headerCount+5, headerCount+6) + `
	FROM upd
)
SELECT revision FROM upd`

// AppendMove writes g's header and appends its last move, in one
// transaction (one statement: the header's conditional update and the
// move's insert), when the stored game is at g.Revision and holds the
// moves before it; g.Revision then moves to the next revision. It reads
// no stored move. It returns an error wrapping store.ErrConflict (g
// unchanged) when the stored revision or move count differs, and one
// wrapping store.ErrNotFound when g was never created.
func (s *Store) AppendMove(ctx context.Context, g *store.Record) error {
	what := fmt.Sprintf("append move %d to game %s at revision %d", len(g.Moves), quote(g.ID), g.Revision)
	if len(g.Moves) == 0 {
		return fmt.Errorf("%s: the game has no move to append", what)
	}
	if !storableID(g.ID) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	stored := len(g.Moves) - 1
	last := g.Moves[stored]
	args := append([]any{g.ID, g.Revision, stored}, headerArgs(g)...)
	args = append(args, []byte(last.Text), int64(last.Clock), timestamp(last.At))
	var revision int64
	err := s.pool.QueryRow(ctx, appendMove, args...).Scan(&revision)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, s.whyNotAppended(ctx, g.ID, g.Revision, stored))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	g.Revision = revision
	return nil
}

// whyNotAppended tells why an append stored nothing: store.ErrNotFound
// when no game has the ID, else an error wrapping store.ErrConflict that
// gives the stored revision and move count.
func (s *Store) whyNotAppended(ctx context.Context, id string, revision int64, count int) error {
	var (
		storedRevision int64
		storedCount    int
	)
	err := s.pool.QueryRow(ctx, "SELECT revision, move_count FROM games WHERE id = $1", id).Scan(&storedRevision, &storedCount)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return store.ErrNotFound
	case err != nil:
		return fmt.Errorf("%w, or the game is missing: reading its revision failed: %w", store.ErrConflict, err)
	case storedRevision != revision:
		return fmt.Errorf("%w: it is at revision %d now", store.ErrConflict, storedRevision)
	case storedCount != count:
		return fmt.Errorf("%w: it has %d moves, the move appended is move %d", store.ErrConflict, storedCount, count+1)
	}
	return fmt.Errorf("%w: it changed while the move was appended", store.ErrConflict)
}
