package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"

	"github.com/kingme/kingme/store"
)

// Reading past damaged pages. A games row is found three ways: by its ID
// through the primary key's index (sqlite_autoindex_games_1), by its
// creation time through games_newest, and by its rowid through the table
// itself. A damaged index hides nothing the table holds, so the salvage
// and the one-by-one reads of a damaged database go through the table
// alone (NOT INDEXED), and walk it by rowid ranges so that a damaged leaf
// hides only its own rows: a read that meets it stops, and the walk goes
// on from the first rowid after it that can be reached.

// scanRows reads the games rows from a rowid on by the table alone: id,
// selectColumns, the number of moves stored, then the rowid.
const scanRows = "SELECT id, " + selectColumns + ", move_count, rowid FROM games NOT INDEXED WHERE rowid >= ? ORDER BY rowid"

// skippedRows is a range of rowids of the games table that could not be
// read: after after, up to through (MaxInt64 when the rest of the table
// could not be reached); err is why.
type skippedRows struct {
	after, through int64
	err            error
}

// scanHeaders returns the headers of the games of the table that can be
// read, in rowid order (MoveCount the number of moves the row counts), without reading an index, and the ranges of
// rowids it stepped past because their pages are damaged. Its error is for
// anything but damage.
func (s *Store) scanHeaders(ctx context.Context) ([]*store.Record, []skippedRows, error) {
	var games []*store.Record
	var skipped []skippedRows
	from := int64(math.MinInt64)
	for {
		last, err := s.scanFrom(ctx, from, func(g *store.Record) { games = append(games, g) })
		if err == nil {
			return games, skipped, nil
		}
		if !isDamage(err) {
			return nil, nil, fmt.Errorf("read the games table: %w", err)
		}
		resume := last + 1
		if last == from-1 {
			// Nothing read: the walk could not start at from (from−1
			// wraps for the first walk, so compare, never order).
			resume = from + 1
			if from == math.MinInt64 {
				last = math.MinInt64 // the skipped rows start at the first
			}
		} else if last == math.MaxInt64 {
			return games, skipped, nil // the last rowid there can be was read
		}
		next, ok, err2 := s.nextReachable(ctx, resume)
		if err2 != nil {
			return nil, nil, err2
		}
		if !ok {
			return games, append(skipped, skippedRows{after: last, through: math.MaxInt64, err: classify(err)}), nil
		}
		skipped = append(skipped, skippedRows{after: last, through: next - 1, err: classify(err)})
		from = next
	}
}

// scanFrom reads the rows whose rowid is from or after, in order, until
// the end or an error, and returns the last rowid read (from-1 when none).
func (s *Store) scanFrom(ctx context.Context, from int64, f func(*store.Record)) (int64, error) {
	last := from - 1
	rows, err := s.reader.QueryContext(ctx, scanRows, from)
	if err != nil {
		return last, err
	}
	defer rows.Close()
	for rows.Next() {
		var rowid int64
		var count int
		g, err := scanHeader(rows, &count, &rowid)
		if err != nil {
			return last, err
		}
		g.MoveCount = count
		last = rowid
		f(g)
	}
	return last, rows.Err()
}

// reachable reports whether a walk of the games table can start at the
// rowid from (its page, and the next one it steps to, can be read).
func (s *Store) reachable(ctx context.Context, from int64) (bool, error) {
	var rowid int64
	err := s.reader.QueryRowContext(ctx, "SELECT rowid FROM games NOT INDEXED WHERE rowid >= ? ORDER BY rowid LIMIT 1", from).Scan(&rowid)
	switch {
	case err == nil || errors.Is(err, sql.ErrNoRows):
		return true, nil
	case isDamage(err):
		return false, nil
	}
	return false, fmt.Errorf("read the games table: %w", err)
}

// nextReachable returns the least rowid r after bad, a rowid a walk from
// which fails, such that a walk from r can be started: the rows before r
// are on the damaged pages, those from r on can be reached. It steps by
// doubling distances, then halves the last step: some 2 log2(r-bad)
// reads. ok is false when no rowid after bad can be reached.
func (s *Store) nextReachable(ctx context.Context, bad int64) (int64, bool, error) {
	lo, hi := bad, int64(0) // a walk from lo fails; one from hi works
	for step := int64(1); ; step *= 2 {
		at := int64(math.MaxInt64 - 1)
		if lo < math.MaxInt64-step {
			at = lo + step
		}
		ok, err := s.reachable(ctx, at)
		if err != nil || (!ok && at == math.MaxInt64-1) {
			return 0, false, err
		}
		if ok {
			hi = at
			break
		}
		lo = at
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		ok, err := s.reachable(ctx, mid)
		if err != nil {
			return 0, false, err
		}
		if ok {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi, true, nil
}
