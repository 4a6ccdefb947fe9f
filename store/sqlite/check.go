package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/kingme/kingme/store"
)

// checkLines caps the problems Check collects from integrity_check.
const checkLines = 100

// Report is what Check found in a database, or what Backup wrote.
type Report struct {
	// Path is the database file checked.
	Path string
	// Problems are SQLite's integrity_check findings (quick_check's for a
	// backup), at most 100; none for a sound file.
	Problems []string
	// Games is how many games were found; Readable how many of them could
	// be read whole, header and moves; Moves is the moves of those.
	Games, Readable, Moves int
	// Lost are the games that could not be read, with why.
	Lost []LostGame
	// Hidden, when not nil, says that damaged pages hid some games'
	// IDs: Games counts only those found.
	Hidden error
}

// LostGame is a game Check could not read.
type LostGame struct {
	// ID is the game's ID.
	ID string
	// Err is why it could not be read (it wraps store.ErrDamaged).
	Err error
}

// Damaged reports whether the check found anything wrong.
func (r *Report) Damaged() bool {
	return len(r.Problems) > 0 || len(r.Lost) > 0 || r.Hidden != nil
}

// Check reads the database in dir without changing it: SQLite's
// integrity_check (every page, every index against its table), then every
// game, header and moves. It returns an error, and no report, when the
// file is missing or cannot be opened at all; a damaged database gives a
// report whose Damaged is true.
func Check(ctx context.Context, dir string) (*Report, error) {
	path, err := existing(dir)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		return nil, fmt.Errorf("check %s: %w", path, err)
	}
	defer db.Close()
	r := &Report{Path: path}
	if r.Problems, err = pragmaCheck(ctx, db, "integrity_check", checkLines); err != nil {
		return nil, unreadable(path, err)
	}
	if err := readGames(ctx, db, r); err != nil {
		return nil, err
	}
	return r, nil
}

// readGames counts the games of db and their moves into r, listing those
// that cannot be read.
func readGames(ctx context.Context, db *sql.DB, r *Report) error {
	s := &Store{path: r.Path, reader: db}
	ids, err := s.gameIDs(ctx)
	if err != nil {
		if !isDamage(err) {
			return fmt.Errorf("check %s: %w", r.Path, err)
		}
		r.Hidden = classify(err)
	}
	r.Games = len(ids)
	for _, id := range ids {
		g, err := s.Load(ctx, id)
		switch {
		case err == nil:
			r.Readable++
			r.Moves += len(g.Moves)
		case isDamage(err):
			r.Lost = append(r.Lost, LostGame{ID: id, Err: err})
		case errors.Is(err, store.ErrNotFound):
			// Listed by the index of IDs, but not in the table: the
			// index or the table is damaged.
			r.Lost = append(r.Lost, LostGame{ID: id, Err: fmt.Errorf("%w: game %q is in the index of game IDs but not in the games table", store.ErrDamaged, id)})
		default:
			return fmt.Errorf("check %s: %w", r.Path, err)
		}
	}
	return nil
}

// existing returns the path of dir's database file, or an error when there
// is none to read: missing, a directory, empty (see emptyDatabase).
func existing(dir string) (string, error) {
	path := filepath.Join(dir, FileName)
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", fmt.Errorf("no database in %s: %s does not exist (kingme serve --data %s creates it)", dir, path, dir)
	case err != nil:
		return "", err
	case !info.Mode().IsRegular():
		return "", fmt.Errorf("%s is not a regular file", path)
	case info.Size() == 0:
		return "", emptyDatabase(path)
	}
	return path, nil
}
