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
// returns the games it left out.
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
	ids, err := from.gameIDs(ctx)
	if err != nil && len(ids) == 0 {
		return nil, classify(err)
	}
	var lost []LostGame
	if err != nil {
		lost = append(lost, LostGame{ID: "?", Err: fmt.Errorf("some games' IDs cannot be read, so these games are not copied: %w", classify(err))})
	}
	for _, id := range ids {
		g, err := from.Load(ctx, id)
		if isDamage(err) {
			lost = append(lost, LostGame{ID: id, Err: err})
			continue
		}
		if err != nil {
			return nil, err
		}
		if err := dst.Create(ctx, g); err != nil {
			return nil, err
		}
		data, err := from.LoadAnalysis(ctx, id)
		switch {
		case err == nil:
			if err := dst.SaveAnalysis(ctx, id, data); err != nil {
				return nil, err
			}
		case errors.Is(err, store.ErrNotFound):
		case isDamage(err):
			lost = append(lost, LostGame{ID: id, Err: fmt.Errorf("copied without its analysis: %w", err)})
		default:
			return nil, err
		}
	}
	// Close checkpoints the write-ahead log into the file.
	return lost, db.Close()
}
