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
// damaged pages (scanHeaders), whatever indexes are damaged; then the IDs
// of the primary key's index that the walk did not reach, game by game.
func salvage(ctx context.Context, src *sql.DB, to string) ([]LostGame, error) {
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
	copyGame := func(g *store.Game) error {
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
	for _, g := range headers {
		rows, err := storedMoves(ctx, src, g.ID)
		if isDamage(err) {
			seen[g.ID] = true
			lost = append(lost, LostGame{ID: g.ID, Err: fmt.Errorf("load game %q: %w", g.ID, classify(err))})
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			g.Moves = append(g.Moves, r.move())
		}
		if len(rows) != g.MoveCount {
			// Copied with the moves that can be read, and said.
			lost = append(lost, LostGame{ID: g.ID, Err: fmt.Errorf("copied in part: %w: %s", store.ErrDamaged, movesMissing(len(rows), g.MoveCount))})
		}
		g.MoveCount = len(rows)
		if err := copyGame(g); err != nil {
			return nil, err
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
