package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kingme/kingme/store"
)

// salvage copies the games of the damaged database src that can be read,
// with their analyses, into a new database at to (an empty file), and
// returns the games it left out. It reads by every path that does not
// need a damaged page: the games table walked by rowid ranges past its
// damaged pages (scanHeaders), whatever indexes are damaged; when the walk
// could not reach some rows, the table's leaf pages read from the file at
// path itself (rawGames: a damaged root or interior page hides no leaf);
// then the IDs of the primary key's index still missing, game by game.
func salvage(ctx context.Context, src *sql.DB, path, to string) ([]LostGame, error) {
	db, err := sql.Open("sqlite", dsn(to, false))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	defer db.Close()
	if err := migrate(ctx, db, migrations); err != nil {
		return nil, classify(err)
	}
	from := &Store{reader: src}
	dst := &Store{writer: db, commits: newCommitter(db), stmts: prepareWrites(ctx, db)}
	defer dst.commits.close()
	headers, skipped, err := from.scanHeaders(ctx)
	if err != nil {
		return nil, err
	}
	var lost []LostGame
	seen := map[string]bool{}
	copyGame := func(g *store.Record) error {
		seen[g.ID] = true
		if err := dst.Create(ctx, g); err != nil {
			return err
		}
		data, err := from.LoadAnalysis(ctx, g.ID)
		switch {
		case err == nil:
			return dst.SaveAnalysis(ctx, g.ID, data)
		case errors.Is(err, store.ErrNotFound):
		case isDamage(err):
			lost = append(lost, LostGame{ID: g.ID, Err: fmt.Errorf("copied without its analysis: %w", err)})
		default:
			return err
		}
		return nil
	}
	copyHeader := func(g *store.Record) error {
		rows, err := storedMoves(ctx, src, g.ID)
		if isDamage(err) {
			// The walk over the game's moves met a damaged page: read
			// them one by one, as far as they can be read.
			rows, err = movesOneByOne(ctx, src, g.ID, g.MoveCount)
		}
		if err != nil {
			return err
		}
		for _, r := range rows {
			g.Moves = append(g.Moves, r.move())
		}
		if len(rows) != g.MoveCount {
			// Copied with the moves that can be read, and said.
			lost = append(lost, LostGame{ID: g.ID, Err: fmt.Errorf("copied in part: %w: %s", store.ErrDamaged, movesMissing(len(rows), g.MoveCount))})
		}
		g.MoveCount = len(rows)
		return copyGame(g)
	}
	for _, g := range headers {
		if err := copyHeader(g); err != nil {
			return nil, err
		}
	}
	if len(skipped) > 0 && path != "" {
		// Rows the walk could not reach may still sit on leaf pages the
		// b-tree cannot lead to: read the pages themselves.
		raw, err := rawGames(ctx, src, path)
		if err == nil {
			for _, g := range raw {
				if seen[g.ID] {
					continue
				}
				if err := copyHeader(g); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(skipped) > 0 {
		// Rows the walk could not reach: the index of IDs may still lead
		// to some (an interior page of the table is damaged, not a leaf).
		ids, idErr := from.gameIDs(ctx)
		for _, id := range ids {
			if seen[id] {
				continue
			}
			g, err := from.Load(ctx, id)
			if errors.Is(err, store.ErrNotFound) {
				err = fmt.Errorf("%w: game %q is in the index of game IDs but not in the games table", store.ErrDamaged, id)
			}
			if isDamage(err) {
				lost = append(lost, LostGame{ID: id, Err: err})
				continue
			}
			if err != nil {
				return nil, err
			}
			if err := copyGame(g); err != nil {
				return nil, err
			}
		}
		if idErr != nil {
			lost = append(lost, LostGame{ID: "?", Err: fmt.Errorf("some games' IDs cannot be read, so these games are not copied: %w", classify(idErr))})
		}
	}
	// Close checkpoints the write-ahead log into the file.
	return lost, db.Close()
}

// movesOneByOne reads the game's moves ply by ply, each by its key, and
// returns those before the first that cannot be read: a damaged page of
// the moves table loses the moves on it, not the ones a lookup reaches by
// another path.
func movesOneByOne(ctx context.Context, src *sql.DB, id string, count int) ([]moveRow, error) {
	var rows []moveRow
	for ply := range count {
		var m moveRow
		err := src.QueryRowContext(ctx, "SELECT text, clock_ns, at_ns FROM moves WHERE game_id = ? AND ply = ?", id, ply).Scan(&m.text, &m.clock, &m.at)
		if err != nil {
			if errors.Is(err, sql.ErrNoRows) || isDamage(classify(err)) {
				break
			}
			return nil, err
		}
		rows = append(rows, m)
	}
	return rows, nil
}
