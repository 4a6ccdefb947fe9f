package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kingme/kingme/store"
)

// appendHeader writes the header of a game one move longer (its values,
// then the new digest, then the ID, the revision, the move count and the
// digest the caller's moves had) when the stored game is at that
// revision, holds that many moves and has that digest (or none yet).
var appendHeader = "UPDATE games SET " + strings.Join(columnNames(headerColumns), " = ?, ") +
	" = ?, revision = revision + 1, move_count = move_count + 1, moves_digest = ?" +
	" WHERE id = ? AND revision = ? AND move_count = ? AND (moves_digest IS NULL OR moves_digest = ?)"

// AppendMove writes g's header and appends its last move, in one
// transaction of two statements (the header's conditional update, the
// move's insert), when the stored game is at g.Revision and holds the
// moves before it; g.Revision then moves to the next revision. It reads no
// stored move: the games row's move count and digest (see Save) say
// whether the stored moves are g's but the last, and are moved on to
// include it, so that a later Save still finds its fast path. It returns
// an error wrapping store.ErrConflict when the stored revision, move count
// or moves differ, and one wrapping store.ErrNotFound when g was never
// created.
func (s *Store) AppendMove(ctx context.Context, g *store.Record) error {
	what := fmt.Sprintf("append move %d to game %s at revision %d", len(g.Moves), quote(g.ID), g.Revision)
	if len(g.Moves) == 0 {
		return fmt.Errorf("%s: the game has no move to append", what)
	}
	header, err := headerArgs(g)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	moves, err := moveRows(g)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	stored := len(moves) - 1
	prefix, whole := movesDigest(moves, stored)
	err = s.write(ctx, what, func(ctx context.Context, tx *sql.Tx) error {
		args := append(header, whole, g.ID, g.Revision, stored, prefix)
		res, err := s.exec(ctx, tx, appendHeader, args...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return s.whyNotAppended(ctx, tx, g.ID, g.Revision, stored, prefix)
		}
		last := moves[stored]
		_, err = s.exec(ctx, tx, insertMove, g.ID, stored, last.text, last.clock, last.at)
		return err
	})
	if err == nil {
		g.Revision++
	}
	return err
}

// whyNotAppended tells why AppendMove's update changed no row: the game
// is missing (store.ErrNotFound), or its revision, move count or moves are
// not the caller's (store.ErrConflict, saying which).
func (s *Store) whyNotAppended(ctx context.Context, tx *sql.Tx, id string, revision int64, count int, digest []byte) error {
	read, err := s.stmt(ctx, tx, readSaved)
	if err != nil {
		return err
	}
	var (
		storedRevision int64
		storedCount    int
		storedDigest   []byte
	)
	err = read.QueryRowContext(ctx, id).Scan(&storedRevision, &storedCount, &storedDigest)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return store.ErrNotFound
	case err != nil:
		return err
	case storedRevision != revision:
		return fmt.Errorf("%w: stored revision %d, appended over %d", store.ErrConflict, storedRevision, revision)
	case storedCount != count:
		return fmt.Errorf("%w: the stored game has %d moves, the move appended is move %d", store.ErrConflict, storedCount, count+1)
	case storedDigest != nil && !bytes.Equal(storedDigest, digest):
		return fmt.Errorf("%w: the stored moves are not the game's moves before the one appended", store.ErrConflict)
	}
	return fmt.Errorf("%w: the stored game changed while the move was appended", store.ErrConflict)
}
