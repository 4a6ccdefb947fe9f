package sqlite

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"github.com/kingme/kingme/store"
)

// Statements built from headerColumns.
var (
	insertGame = "INSERT INTO games (id, " + headerColumns + ", move_count, moves_digest) VALUES (?" +
		strings.Repeat(", ?", len(columnNames(headerColumns))+2) + ") ON CONFLICT (id) DO NOTHING"
	updateHeader = "UPDATE games SET " + strings.Join(columnNames(headerColumns), " = ?, ") +
		" = ?, revision = revision + 1, move_count = ?, moves_digest = ? WHERE id = ? AND revision = ?"
	readSaved  = "SELECT revision, move_count, moves_digest FROM games WHERE id = ?"
	insertMove = "INSERT INTO moves (game_id, ply, text, clock_ns, at_ns) VALUES (?, ?, ?, ?, ?)"
	dropMoves  = "DELETE FROM moves WHERE game_id = ? AND ply >= ?"
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
func (s *Store) Create(ctx context.Context, g *store.Record) error {
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
	_, digest := movesDigest(moves, 0)
	err = s.write(ctx, "create game "+quote(g.ID), func(ctx context.Context, tx *sql.Tx) error {
		args := append(append([]any{g.ID}, header...), len(moves), digest)
		res, err := s.exec(ctx, tx, insertGame, args...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return store.ErrExists
		}
		return s.insertMoves(ctx, tx, g.ID, 0, moves)
	})
	if err == nil {
		g.Revision = 0
	}
	return err
}

// Save writes g's header and makes the stored moves equal to g.Moves, in
// one transaction, when the stored revision is g.Revision: the stored moves
// are kept up to the first one that differs from g.Moves (in text, clock or
// time), the rest are replaced, and g.Revision moves to the next revision.
// It returns an error wrapping store.ErrConflict when the stored revision
// differs, and one wrapping store.ErrNotFound when g was never created.
//
// The games row keeps the number of stored moves and a digest of them, so
// that the usual save (a move or two added) reads no move: when g.Moves
// begins with the moves of that digest, only the new ones are written.
func (s *Store) Save(ctx context.Context, g *store.Record) error {
	header, err := headerArgs(g)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	moves, err := moveRows(g)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	err = s.write(ctx, "save game "+quote(g.ID), func(ctx context.Context, tx *sql.Tx) error {
		var (
			revision int64
			count    int
			digest   []byte
		)
		read, err := s.stmt(ctx, tx, readSaved)
		if err != nil {
			return err
		}
		err = read.QueryRowContext(ctx, g.ID).Scan(&revision, &count, &digest)
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		}
		if err != nil {
			return err
		}
		if revision != g.Revision {
			return fmt.Errorf("%w: stored revision %d, saved over %d", store.ErrConflict, revision, g.Revision)
		}
		prefix, whole := movesDigest(moves, count)
		same := count // moves kept
		if digest == nil || prefix == nil || !bytes.Equal(prefix, digest) {
			stored, err := storedMoves(ctx, tx, g.ID)
			if err != nil {
				return err
			}
			same = 0
			for same < len(stored) && same < len(moves) && stored[same] == moves[same] {
				same++
			}
			count = len(stored)
		}
		if same < count {
			if _, err := s.exec(ctx, tx, dropMoves, g.ID, same); err != nil {
				return err
			}
		}
		if err := s.insertMoves(ctx, tx, g.ID, same, moves[same:]); err != nil {
			return err
		}
		args := append(header, len(moves), whole, g.ID, g.Revision)
		_, err = s.exec(ctx, tx, updateHeader, args...)
		return err
	})
	if err == nil {
		g.Revision++
	}
	return err
}

// movesDigest returns the SHA-256 digest of the first n moves (nil when
// there are fewer) and of them all, as the games row keeps them.
func movesDigest(moves []moveRow, n int) (prefix, whole []byte) {
	h := sha256.New()
	var buf []byte
	for i, m := range moves {
		if i == n {
			prefix = h.Sum(nil)
		}
		buf = binary.AppendUvarint(buf[:0], uint64(len(m.text)))
		buf = append(buf, m.text...)
		buf = binary.LittleEndian.AppendUint64(buf, uint64(m.clock))
		if m.at.Valid {
			buf = append(buf, 1)
			buf = binary.LittleEndian.AppendUint64(buf, uint64(m.at.Int64))
		} else {
			buf = append(buf, 0)
		}
		h.Write(buf)
	}
	whole = h.Sum(nil)
	if n == len(moves) {
		prefix = whole
	}
	return prefix, whole
}

// writeStatements are the statements prepared once on the write
// connection when the store opens (see stmt).
var writeStatements = []string{insertGame, updateHeader, readSaved, insertMove, dropMoves, appendHeader}

// prepareWrites prepares writeStatements on db, leaving out any that
// cannot be prepared now (stmt then prepares it in its transaction).
func prepareWrites(ctx context.Context, db *sql.DB) map[string]*sql.Stmt {
	stmts := map[string]*sql.Stmt{}
	for _, q := range writeStatements {
		if st, err := db.PrepareContext(ctx, q); err == nil {
			stmts[q] = st
		}
	}
	return stmts
}

// stmt returns query as a statement of tx: one of the statements prepared
// when the store opened (parsing a statement costs as much as running it),
// or else prepared in tx. It must not prepare on the database itself: tx
// holds its only connection.
func (s *Store) stmt(ctx context.Context, tx *sql.Tx, query string) (*sql.Stmt, error) {
	if prepared, ok := s.stmts[query]; ok {
		return tx.StmtContext(ctx, prepared), nil
	}
	return tx.PrepareContext(ctx, query)
}

// exec runs query in tx as a prepared statement (see stmt).
func (s *Store) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	st, err := s.stmt(ctx, tx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

// Load returns the game with the given ID, moves included, times in UTC,
// or an error wrapping store.ErrNotFound. A game whose moves cannot all
// be read (fewer than its row counts) gives an error wrapping
// store.ErrDamaged.
func (s *Store) Load(ctx context.Context, id string) (*store.Record, error) {
	// One read transaction, so the header and moves are one snapshot.
	tx, err := s.reader.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("load game %q: %w", id, classify(err))
	}
	defer tx.Rollback()
	var count int // the moves the row counts
	g, err := scanHeader(tx.QueryRowContext(ctx, "SELECT id, "+selectColumns+", move_count FROM games WHERE id = ?", id), &count)
	if err != nil && isDamage(err) {
		// The primary key's index may be what is damaged: read the table
		// alone (scan.go).
		g, err = scanHeader(tx.QueryRowContext(ctx, "SELECT id, "+selectColumns+", move_count FROM games NOT INDEXED WHERE id = ?", id), &count)
	}
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
	if len(rows) != count {
		// A damaged page of the moves that SQLite reads as well-formed
		// but shorter: the game must not go on from an earlier position.
		return nil, fmt.Errorf("load game %q: %w: %s", id, store.ErrDamaged, movesMissing(len(rows), count))
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
func (s *Store) List(ctx context.Context, q store.Query) ([]*store.Record, error) {
	games, err := s.list(ctx, q)
	if err != nil && isDamage(err) {
		return s.salvageList(ctx, q, err)
	}
	return games, err
}

// list is List in one query.
func (s *Store) list(ctx context.Context, q store.Query) ([]*store.Record, error) {
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
SELECT g.id, `+selectColumns+`, (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
FROM games g
WHERE (g.outcome != 0) = ? AND (? = '' OR g.variant = ?)
  AND (? = 0 OR g.updated_ns >= ? OR (SELECT count(*) FROM moves m WHERE m.game_id = g.id) >= 2)
  AND (? = '' OR g.black_account = ? OR g.red_account = ?)
ORDER BY g.created_ns DESC, g.id DESC
LIMIT ? OFFSET ?`,
		q.Finished, q.Variant, q.Variant, active, active, q.Account, q.Account, q.Account, limit, q.Offset)
	if err != nil {
		return nil, fmt.Errorf("list games %+v: %w", q, classify(err))
	}
	defer rows.Close()
	var games []*store.Record
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

// write runs f in a write transaction, which it may share with other
// writes (see committer), and returns once that transaction is committed;
// what names the operation in errors.
func (s *Store) write(ctx context.Context, what string, f writeFunc) error {
	err := s.commits.write(ctx, what, f)
	if err != nil && isDamage(err) {
		s.writeDamaged.Store(true) // ProbeWrites tries again
	}
	return err
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
func (s *Store) insertMoves(ctx context.Context, tx *sql.Tx, id string, first int, moves []moveRow) error {
	if len(moves) == 0 {
		return nil
	}
	stmt, err := s.stmt(ctx, tx, insertMove)
	if err != nil {
		return fmt.Errorf("insert moves: %w", err)
	}
	for i, m := range moves {
		if _, err := stmt.ExecContext(ctx, id, first+i, m.text, m.clock, m.at); err != nil {
			return fmt.Errorf("insert move %d (%q): %w", first+i+1, m.text, err)
		}
	}
	return nil
}

// quote is id quoted for messages.
func quote(id string) string { return fmt.Sprintf("%q", id) }

// movesMissing says that read of the count moves a games row counts can
// be read.
func movesMissing(read, count int) string {
	return fmt.Sprintf("%d of its %d moves can be read (the others are on a damaged page)", read, count)
}
