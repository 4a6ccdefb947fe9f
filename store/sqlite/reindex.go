package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"time"
)

// ReindexReport is what Reindex did.
type ReindexReport struct {
	// Report describes the rebuilt database, now at the database's path.
	*Report
	// Kept is where the database as it was is kept.
	Kept string
}

// Reindex rebuilds the database in dir with every index built anew: it
// copies every game, read through the table and never an index, into a
// new database (as Backup's salvage does), checks the copy, and puts it in
// place of the database, which it keeps beside it under the name
// kingme.db.before-reindex-TIME. SQLite's REINDEX cannot do it, as it must
// first free the damaged index's pages, and fails on them.
//
// It refuses a database that another process (a server) has open, and
// leaves the database as it is when the copy would lose a game or an
// analysis: then the damage is in the games' own pages, and only a backup
// (or Backup's salvage, which leaves those games out) can replace it.
func Reindex(ctx context.Context, dir string) (*ReindexReport, error) {
	path, err := existing(dir)
	if err != nil {
		return nil, err
	}
	src, err := sql.Open("sqlite", exclusiveDSN(path))
	if err != nil {
		return nil, fmt.Errorf("reindex %s: %w", path, err)
	}
	defer src.Close()
	// One connection, which holds the database's lock from the first
	// statement until it closes: no server can open it meanwhile.
	src.SetMaxOpenConns(1)
	src.SetMaxIdleConns(1)
	src.SetConnMaxIdleTime(0)
	src.SetConnMaxLifetime(0)
	if _, err := src.ExecContext(ctx, "BEGIN EXCLUSIVE; COMMIT"); err != nil {
		if sqliteCode(err) == 5 { // SQLITE_BUSY
			return nil, fmt.Errorf("reindex %s: another process has the database open (%v): stop the server first", path, err)
		}
		return nil, unreadable(path, err)
	}
	f, err := os.CreateTemp(dir, ".kingme.db.reindex-*")
	if err != nil {
		return nil, fmt.Errorf("reindex %s: %w", path, describeWriteError(dir, err))
	}
	tmp := f.Name()
	f.Close()
	defer os.Remove(tmp)
	lost, err := salvage(ctx, src, path, tmp)
	if err != nil {
		return nil, fmt.Errorf("reindex %s: %w", path, err)
	}
	if len(lost) > 0 {
		return nil, fmt.Errorf("reindex %s: the damage is not in the indexes alone: %d games (%s …) cannot be read whole, and would be lost: %v. The database is left as it is: restore it from a backup, or copy the games that can be read with `kingme db backup --salvage --data %s --to FILE` and put FILE in its place",
			path, len(lost), lost[0].ID, lost[0].Err, dir)
	}
	r, err := written(ctx, tmp, path)
	if err != nil {
		return nil, fmt.Errorf("reindex %s: %w", path, err)
	}
	if r.Damaged() {
		return nil, fmt.Errorf("reindex %s: the rebuilt copy is damaged (%d problems, %d games unreadable); the database is left as it is", path, len(r.Problems), len(r.Lost))
	}
	// The log's last commits into the old file, so that nothing is left
	// in a log beside the new one.
	if _, err := src.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return nil, fmt.Errorf("reindex %s: write its log into it: %w", path, classify(err))
	}
	kept := fmt.Sprintf("%s.before-reindex-%s", path, time.Now().UTC().Format("20060102-150405"))
	if err := os.Link(path, kept); err != nil {
		return nil, fmt.Errorf("reindex %s: keep it as %s: %w", path, kept, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return nil, fmt.Errorf("reindex %s: put the rebuilt database in place (the database is left as it was, and kept as %s too): %w", path, kept, err)
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if info, err := os.Stat(path + suffix); err == nil && info.Size() > 0 && suffix == "-wal" {
			// Not the new database's: keep it with the old one.
			if err := os.Rename(path+suffix, kept+suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("reindex %s: move the old log aside: %w", path, err)
			}
		}
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	r.Path = path
	return &ReindexReport{Report: r, Kept: kept}, nil
}

// exclusiveDSN is the data source name of a connection that takes the
// database at path for itself (locking_mode EXCLUSIVE): it fails, after
// a short wait, while another process has the database open.
func exclusiveDSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(1000)")
	q.Add("_pragma", "locking_mode(EXCLUSIVE)")
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q.Encode()}
	return u.String()
}
