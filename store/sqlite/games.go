package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kingme/kingme/store"
)

// Statements built from headerColumns.
var (
	insertGame = "INSERT INTO games (id, " + headerColumns + ") VALUES (?" +
		strings.Repeat(", ?", len(columnNames(headerColumns))) + ") ON CONFLICT (id) DO NOTHING"
	updateHeader = "UPDATE games SET " + strings.Join(columnNames(headerColumns), " = ?, ") + " = ? WHERE id = ?"
)

// columnNames splits a comma-separated column list.
func columnNames(list string) []string {
	names := strings.Split(list, ",")
	for i, n := range names {
		names[i] = strings.TrimSpace(n)
	}
	return names
}

// Create stores a new game, header and moves, in one transaction. It
// returns an error wrapping store.ErrExists when the ID is taken.
func (s *Store) Create(ctx context.Context, g *store.Game) error {
	if g.ID == "" {
		return errors.New("create game: the game has no ID")
	}
	header, err := headerArgs(g)
	if err != nil {
		return fmt.Errorf("create game: %w", err)
	}
	moves, err := moveRows(g)
	if err != nil {
		return fmt.Errorf("create game: %w", err)
	}
	return s.write(ctx, "create game "+quote(g.ID), func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, insertGame, append([]any{g.ID}, header...)...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return store.ErrExists
		}
		return insertMoves(ctx, tx, g.ID, 0, moves)
	})
}

// Save writes g's header and makes the stored moves equal to g.Moves, in
// one transaction: the stored moves are kept up to the first one that
// differs from g.Moves (in text, clock or time), the rest are replaced.
// It returns an error wrapping store.ErrNotFound when g was never created.
func (s *Store) Save(ctx context.Context, g *store.Game) error {
	header, err := headerArgs(g)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	moves, err := moveRows(g)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	return s.write(ctx, "save game "+quote(g.ID), func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, updateHeader, append(header, g.ID)...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return store.ErrNotFound
		}
		stored, err := storedMoves(ctx, tx, g.ID)
		if err != nil {
			return err
		}
		same := 0
		for same < len(stored) && same < len(moves) && stored[same] == moves[same] {
			same++
		}
		if same < len(stored) {
			if _, err := tx.ExecContext(ctx, "DELETE FROM moves WHERE game_id = ? AND ply >= ?", g.ID, same); err != nil {
				return err
			}
		}
		return insertMoves(ctx, tx, g.ID, same, moves[same:])
	})
}

// Load returns the game with the given ID, moves included, times in UTC,
// or an error wrapping store.ErrNotFound.
func (s *Store) Load(ctx context.Context, id string) (*store.Game, error) {
	// One read transaction, so the header and moves are one snapshot.
	tx, err := s.reader.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("load game %q: %w", id, classify(err))
	}
	defer tx.Rollback()
	g, err := scanHeader(tx.QueryRowContext(ctx, "SELECT id, "+headerColumns+" FROM games WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("load game %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("load game %q: %w", id, classify(err))
	}
	rows, err := storedMoves(ctx, tx, id)
	if err != nil {
		return nil, fmt.Errorf("load game %q: %w", id, classify(err))
	}
	if len(rows) > 0 {
		g.Moves = make([]store.Move, len(rows))
		for i, r := range rows {
			g.Moves[i] = r.move()
		}
	}
	g.MoveCount = len(rows)
	return g, nil
}

// List returns the headers of the games q selects, with MoveCount set and
// Moves nil, newest first (by Created, then by ID, both descending). When
// the database is damaged where the query reads, List reads the games one
// by one (see salvageList) and returns those it can read with an error
// wrapping store.ErrDamaged that names the others.
func (s *Store) List(ctx context.Context, q store.Query) ([]*store.Game, error) {
	games, err := s.list(ctx, q)
	if err != nil && isDamage(err) {
		return s.salvageList(ctx, q, err)
	}
	return games, err
}

// list is List in one query.
func (s *Store) list(ctx context.Context, q store.Query) ([]*store.Game, error) {
	if q.Limit < 0 || q.Offset < 0 {
		return nil, fmt.Errorf("list games: negative limit %d or offset %d", q.Limit, q.Offset)
	}
	limit := -1 // no cap
	if q.Limit > 0 {
		limit = q.Limit
	}
	var active int64 // 0: no cut
	if !q.ActiveSince.IsZero() {
		active = q.ActiveSince.UnixNano()
	}
	rows, err := s.reader.QueryContext(ctx, `
SELECT g.id, `+headerColumns+`, (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
FROM games g
WHERE (g.outcome != 0) = ? AND (? = '' OR g.variant = ?)
  AND (? = 0 OR g.updated_ns >= ? OR (SELECT count(*) FROM moves m WHERE m.game_id = g.id) >= 2)
ORDER BY g.created_ns DESC, g.id DESC
LIMIT ? OFFSET ?`,
		q.Finished, q.Variant, q.Variant, active, active, limit, q.Offset)
	if err != nil {
		return nil, fmt.Errorf("list games %+v: %w", q, classify(err))
	}
	defer rows.Close()
	var games []*store.Game
	for rows.Next() {
		var count int
		g, err := scanHeader(rows, &count)
		if err != nil {
			return nil, fmt.Errorf("list games %+v: %w", q, classify(err))
		}
		g.MoveCount = count
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list games %+v: %w", q, classify(err))
	}
	return games, nil
}

// write runs f in a write transaction and commits it; what names the
// operation in errors.
func (s *Store) write(ctx context.Context, what string, f func(tx *sql.Tx) error) error {
	tx, err := s.writer.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", what, classify(err))
	}
	defer tx.Rollback()
	if err := f(tx); err != nil {
		return fmt.Errorf("%s: %w", what, classify(err))
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: commit: %w", what, classify(err))
	}
	return nil
}

// storedMoves reads the game's moves in order.
func storedMoves(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, id string) ([]moveRow, error) {
	rows, err := q.QueryContext(ctx, "SELECT text, clock_ns, at_ns FROM moves WHERE game_id = ? ORDER BY ply", id)
	if err != nil {
		return nil, fmt.Errorf("read moves: %w", err)
	}
	defer rows.Close()
	var moves []moveRow
	for rows.Next() {
		var m moveRow
		if err := rows.Scan(&m.text, &m.clock, &m.at); err != nil {
			return nil, fmt.Errorf("read moves: %w", err)
		}
		moves = append(moves, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read moves: %w", err)
	}
	return moves, nil
}

// insertMoves stores moves as the plies from first on.
func insertMoves(ctx context.Context, tx *sql.Tx, id string, first int, moves []moveRow) error {
	if len(moves) == 0 {
		return nil
	}
	stmt, err := tx.PrepareContext(ctx, "INSERT INTO moves (game_id, ply, text, clock_ns, at_ns) VALUES (?, ?, ?, ?, ?)")
	if err != nil {
		return fmt.Errorf("insert moves: %w", err)
	}
	defer stmt.Close()
	for i, m := range moves {
		if _, err := stmt.ExecContext(ctx, id, first+i, m.text, m.clock, m.at); err != nil {
			return fmt.Errorf("insert move %d (%q): %w", first+i+1, m.text, err)
		}
	}
	return nil
}

// quote is id quoted for messages.
func quote(id string) string { return fmt.Sprintf("%q", id) }
