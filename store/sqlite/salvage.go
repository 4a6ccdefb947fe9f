package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/kingme/kingme/store"
)

// salvageList is List for a damaged database, whose one query failed with
// cause: it gathers the IDs it can read (gameIDs), reads each game's header
// and move count on its own, and filters, sorts and pages in Go. It
// returns the games it could read and, when some could not be read, an
// error wrapping store.ErrDamaged that names them.
func (s *Store) salvageList(ctx context.Context, q store.Query, cause error) ([]*store.Record, error) {
	ids, idErr := s.gameIDs(ctx)
	if len(ids) == 0 && idErr != nil {
		return nil, cause
	}
	var games []*store.Record
	var lost []string
	for _, id := range ids {
		g, err := s.header(ctx, id)
		if err != nil {
			if isDamage(err) {
				lost = append(lost, id)
				continue
			}
			return nil, fmt.Errorf("list games %+v: %w", q, err)
		}
		if selects(q, g) {
			games = append(games, g)
		}
	}
	slices.SortFunc(games, func(a, b *store.Record) int {
		return cmp.Or(cmpTime(b, a), strings.Compare(b.ID, a.ID))
	})
	games = games[min(q.Offset, len(games)):]
	if q.Limit > 0 && len(games) > q.Limit {
		games = games[:q.Limit]
	}
	switch {
	case idErr != nil:
		return games, fmt.Errorf("list games %+v: %w; some games may be missing from the list", q, classify(idErr))
	case len(lost) > 0:
		return games, fmt.Errorf("list games %+v: %w: %s cannot be read", q, store.ErrDamaged, idList(lost))
	}
	return games, nil
}

// cmpTime orders games by creation time, the zero time (NULL) first, as
// SQLite orders NULL before numbers.
func cmpTime(a, b *store.Record) int {
	switch za, zb := a.Created.IsZero(), b.Created.IsZero(); {
	case za && zb:
		return 0
	case za:
		return -1
	case zb:
		return 1
	}
	return a.Created.Compare(b.Created)
}

// selects reports whether q selects g, as List's query does.
func selects(q store.Query, g *store.Record) bool {
	if (g.Outcome != 0) != q.Finished || (q.Variant != "" && g.Variant != q.Variant) ||
		(q.Account != "" && g.Seats[0].Account != q.Account && g.Seats[1].Account != q.Account) {
		return false
	}
	if q.ActiveSince.IsZero() || g.MoveCount >= 2 {
		return true
	}
	return !g.Updated.IsZero() && g.Updated.UnixNano() >= q.ActiveSince.UnixNano()
}

// header reads one game's header and move count.
func (s *Store) header(ctx context.Context, id string) (*store.Record, error) {
	var count int
	query := "SELECT id, " + selectColumns + ", (SELECT count(*) FROM moves m WHERE m.game_id = g.id) FROM games g WHERE id = ?"
	g, err := scanHeader(s.reader.QueryRowContext(ctx, query, id), &count)
	if err != nil && isDamage(err) {
		// The primary key's index may be what is damaged (scan.go).
		query = strings.Replace(query, "FROM games g", "FROM games g NOT INDEXED", 1)
		g, err = scanHeader(s.reader.QueryRowContext(ctx, query, id), &count)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("game %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("game %q: %w", id, classify(err))
	}
	g.MoveCount = count
	return g, nil
}

// gameIDs returns the IDs of the games it can read, in no order: those of
// the primary key's index and those of the table itself (read by rowid
// ranges, past its damaged pages: scanHeaders), which are kept in
// different pages. Its error says that damaged pages hid some of them.
func (s *Store) gameIDs(ctx context.Context) ([]string, error) {
	seen := map[string]bool{}
	var ids []string
	indexErr := func() error {
		rows, err := s.reader.QueryContext(ctx, "SELECT id FROM games INDEXED BY sqlite_autoindex_games_1")
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return err
			}
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
		return rows.Err()
	}()
	if indexErr == nil {
		return ids, nil // the whole index holds them all
	}
	if !isDamage(indexErr) {
		return ids, indexErr
	}
	games, skipped, err := s.scanHeaders(ctx)
	if err != nil {
		return ids, err
	}
	for _, g := range games {
		if !seen[g.ID] {
			seen[g.ID] = true
			ids = append(ids, g.ID)
		}
	}
	if len(skipped) == 0 {
		return ids, nil // the whole table holds them all
	}
	return ids, fmt.Errorf("the index of game IDs cannot be read whole (%w), nor the games table (%w)", classify(indexErr), skippedError(skipped))
}

// skippedError describes the rowid ranges of the games table a scan
// stepped past.
func skippedError(skipped []skippedRows) error {
	var parts []string
	for i, r := range skipped {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("and %d more", len(skipped)-3))
			break
		}
		switch {
		case r.after == math.MinInt64 && r.through == math.MaxInt64:
			parts = append(parts, "every row")
		case r.after == math.MinInt64:
			parts = append(parts, fmt.Sprintf("rows up to %d", r.through))
		case r.through == math.MaxInt64:
			parts = append(parts, fmt.Sprintf("rows after %d", r.after))
		default:
			parts = append(parts, fmt.Sprintf("rows %d to %d", r.after+1, r.through))
		}
	}
	return fmt.Errorf("%w: pages of rows cannot be read: %s", skipped[0].err, strings.Join(parts, ", "))
}

// idList names the games of ids for a message: all of them up to ten, the
// first ten and how many more otherwise.
func idList(ids []string) string {
	if len(ids) <= 10 {
		return fmt.Sprintf("%d games (%s)", len(ids), strings.Join(ids, ", "))
	}
	return fmt.Sprintf("%d games (%s and %d more)", len(ids), strings.Join(ids[:10], ", "), len(ids)-10)
}
