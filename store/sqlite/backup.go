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

// BackupOptions tune Backup.
type BackupOptions struct {
	// Force replaces the backup file when it exists.
	Force bool
	// Salvage copies a damaged database game by game, leaving out the
	// games that cannot be read (the report lists them), instead of
	// refusing it.
	Salvage bool
}

// Backup copies the database in dir to the file to while other processes
// (a running server) go on reading and writing it: SQLite's VACUUM INTO
// writes one consistent snapshot, compacted, to a scratch file beside to;
// Backup syncs it, checks it (quick_check, then every game read whole) and
// only then gives it the name to. It refuses to overwrite an existing to
// unless o.Force is set. A damaged source is refused, unless o.Salvage is
// set: then the games that can be read are copied one by one into a new
// database, and the report's Lost lists the others. The report describes
// the backup.
func Backup(ctx context.Context, dir, to string, o BackupOptions) (*Report, error) {
	path, err := existing(dir)
	if err != nil {
		return nil, err
	}
	if info, err := os.Stat(to); err == nil {
		if !o.Force || !info.Mode().IsRegular() {
			return nil, fmt.Errorf("%s already exists: kingme does not overwrite it; choose another name, or add --force to replace it", to)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	f, err := os.CreateTemp(filepath.Dir(to), "."+filepath.Base(to)+".tmp-*")
	if err != nil {
		return nil, fmt.Errorf("back up to %s: %w", to, describeWriteError(filepath.Dir(to), err))
	}
	tmp := f.Name()
	f.Close() // VACUUM INTO writes into an empty file
	defer os.Remove(tmp)

	src, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		return nil, fmt.Errorf("back up %s: %w", path, err)
	}
	defer src.Close()
	var lost []LostGame
	r, err := vacuumInto(ctx, src, tmp)
	switch {
	case err != nil && !isDamage(err):
		return nil, fmt.Errorf("back up %s to %s: %w", path, to, err)
	case (err != nil || r.Damaged()) && !o.Salvage:
		if err == nil {
			// VACUUM INTO copies the indexes' pages as they are, damage
			// and all.
			err = fmt.Errorf("%w: the copy is damaged as the database is (%d problems, %d games unreadable)", store.ErrDamaged, len(r.Problems), len(r.Lost))
		}
		return nil, fmt.Errorf("back up %s: %w; the file %s is left as it was. Add --salvage to copy the games that can be read, one by one, into a new database; `kingme db check --data %s` lists the others", path, err, to, dir)
	case err != nil || r.Damaged():
		// A new database, whose indexes are built anew as the games that
		// can be read are copied in.
		if err := os.Remove(tmp); err != nil {
			return nil, err
		}
		f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return nil, fmt.Errorf("back up to %s: %w", to, describeWriteError(filepath.Dir(to), err))
		}
		f.Close()
		if lost, err = salvage(ctx, src, path, tmp); err != nil {
			return nil, fmt.Errorf("salvage %s to %s: %w", path, to, err)
		}
		if r, err = written(ctx, tmp, to); err != nil {
			return nil, fmt.Errorf("salvage %s: %w", path, err)
		}
		if r.Damaged() {
			return nil, fmt.Errorf("salvage %s: the copy is damaged (%d problems, %d games unreadable); the file %s is left as it was", path, len(r.Problems), len(r.Lost), to)
		}
	}
	if o.Force {
		err = os.Rename(tmp, to)
	} else {
		err = os.Link(tmp, to) // fails, rather than replaces, if to appeared meanwhile
		if err != nil && !errors.Is(err, fs.ErrExist) {
			if _, serr := os.Stat(to); errors.Is(serr, fs.ErrNotExist) {
				err = os.Rename(tmp, to) // no hard links on this file system
			}
		}
	}
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("%s appeared while the backup was made: kingme does not overwrite it; choose another name, or add --force to replace it", to)
	}
	if err != nil {
		return nil, fmt.Errorf("back up to %s: %w", to, err)
	}
	if d, err := os.Open(filepath.Dir(to)); err == nil {
		_ = d.Sync()
		d.Close()
	}
	r.Path = to
	r.Lost = lost
	return r, nil
}

// vacuumInto copies src into the empty file tmp with VACUUM INTO, and
// returns what verify finds in the copy (written). Its error is
// VACUUM INTO's, classified, or written's.
func vacuumInto(ctx context.Context, src *sql.DB, tmp string) (*Report, error) {
	if _, err := src.ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		return nil, classify(err)
	}
	return written(ctx, tmp, tmp)
}

// written syncs the copy at tmp, to be named to, and checks it (verify).
func written(ctx context.Context, tmp, to string) (*Report, error) {
	if err := syncFile(tmp); err != nil {
		return nil, fmt.Errorf("back up to %s: %w", to, describeWriteError(filepath.Dir(to), err))
	}
	r, err := verify(ctx, tmp)
	if err != nil {
		return nil, fmt.Errorf("the copy does not read back: %w", err)
	}
	return r, nil
}

// verify checks the database file at path: quick_check and every game.
func verify(ctx context.Context, path string) (*Report, error) {
	db, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	r := &Report{Path: path}
	if r.Problems, err = quickCheck(ctx, db, checkLines); err != nil {
		return nil, classify(err)
	}
	if err := readGames(ctx, db, r); err != nil {
		return nil, err
	}
	return r, nil
}

// syncFile flushes the file at path to disk.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
