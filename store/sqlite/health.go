package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/kingme/kingme/store"
)

// openCheckLines caps the problems the check at Open collects: enough to
// say what is wrong; `kingme db check` lists more.
const openCheckLines = 20

// probeBytes is how much Open writes to a scratch file to learn that the
// directory can be written and the disk has room: a little more than a
// write-ahead log's index (32 KiB) and its first pages.
const probeBytes = 64 << 10

// prepare checks the data directory dir and the database file in it before
// SQLite sees them, creating dir when missing, and returns the file's path.
// It refuses what SQLite would misread or report badly: a directory that is
// a file, a database that is a directory, an empty database file (see
// emptyDatabase), a write-ahead log without its database, a directory or a
// file kingme cannot write, a full disk.
func prepare(dir string) (string, error) {
	if info, err := os.Stat(dir); err == nil && !info.IsDir() {
		return "", fmt.Errorf("%s is not a directory", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("create directory: %w", describeWriteError(dir, err))
	}
	path := filepath.Join(dir, FileName)
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
			return "", fmt.Errorf("%s is missing but its write-ahead log %s-wal is there: the database was moved or deleted while kingme had it open, and a new database would take in the old log's pages. Put the database back (or restore it from a backup made with `kingme db backup`), or remove %s-wal to start with no games", path, path, path)
		}
	case err != nil:
		return "", fmt.Errorf("%s: %w", path, err)
	case info.IsDir():
		return "", fmt.Errorf("%s is a directory, not a database file", path)
	case !info.Mode().IsRegular():
		return "", fmt.Errorf("%s is not a regular file", path)
	case info.Size() == 0:
		return "", emptyDatabase(path)
	default:
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			return "", describeWriteError(path, err)
		}
		f.Close()
	}
	if err := probe(dir); err != nil {
		return "", err
	}
	return path, nil
}

// emptyDatabase is the error for a database file of zero bytes. SQLite
// would take it for a new, empty database and the server would start with
// no games; but kingme never leaves an empty database behind (create
// builds a new one under another name and links it into place once its
// schema is written), so an empty kingme.db was cut short by something
// else: a full disk, an interrupted copy, a shell's `>`. Open refuses it.
func emptyDatabase(path string) error {
	return fmt.Errorf("%w: %s is empty (0 bytes), and kingme never leaves an empty database behind: the file was cut short (a full disk, an interrupted copy …) and its games are not in it. kingme leaves it as it is: restore it from a backup made with `kingme db backup`, or remove it to start with no games",
		store.ErrDamaged, path)
}

// probe writes probeBytes to a scratch file in dir, syncs and removes it,
// to report a full disk or a directory kingme cannot write before SQLite
// reports them as "disk I/O error" or "unable to open database file".
func probe(dir string) error {
	f, err := os.CreateTemp(dir, ".kingme-probe-*")
	if err != nil {
		return describeWriteError(dir, err)
	}
	name := f.Name()
	defer os.Remove(name)
	_, err = f.Write(make([]byte, probeBytes))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return describeWriteError(dir, err)
	}
	return nil
}

// create makes a new database at path with the schema of steps. It builds
// it under a scratch name in dir and links it to path only once its schema
// is on disk, so that path is never an empty file and never replaces a
// database another process created meanwhile.
func create(ctx context.Context, dir, path string, steps []migration) error {
	f, err := os.CreateTemp(dir, ".kingme.db.new-*")
	if err != nil {
		return fmt.Errorf("create database: %w", describeWriteError(dir, err))
	}
	name := f.Name()
	f.Close()
	defer os.Remove(name)
	db, err := sql.Open("sqlite", dsn(name, false))
	if err != nil {
		return fmt.Errorf("create database: %w", err)
	}
	db.SetMaxOpenConns(1)
	err = migrate(ctx, db, steps)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("create database: %w", classify(err))
	}
	if err := os.Link(name, path); err != nil && !errors.Is(err, fs.ErrExist) {
		// No hard links on this file system: rename, unless another
		// process made the database meanwhile.
		if _, serr := os.Stat(path); !errors.Is(serr, fs.ErrNotExist) {
			return nil
		}
		if err := os.Rename(name, path); err != nil {
			return fmt.Errorf("create database: %w", describeWriteError(dir, err))
		}
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // the new name on disk; not every system syncs directories
		d.Close()
	}
	return nil
}

// quickCheck runs SQLite's quick_check on db, collecting at most limit
// problems: none for a sound database. Its error is for a file SQLite
// cannot read at all (not a database, a damaged first page or schema).
func quickCheck(ctx context.Context, db *sql.DB, limit int) ([]string, error) {
	return pragmaCheck(ctx, db, "quick_check", limit)
}

// pragmaCheck runs PRAGMA name(limit), quick_check or integrity_check, and
// returns its problems: none when it answers "ok". A check that stops on a
// damaged page counts the stop as one more problem; its error is for a
// file SQLite cannot read at all: not a database, or a schema that cannot
// be read.
func pragmaCheck(ctx context.Context, db *sql.DB, name string, limit int) ([]string, error) {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil {
		return nil, err
	}
	problems, err := pragmaLines(ctx, db, fmt.Sprintf("PRAGMA %s(%d)", name, limit))
	if err != nil && isDamage(err) && sqliteCode(err) != sqlite3.SQLITE_NOTADB {
		return append(problems, err.Error()), nil
	}
	return problems, err
}

// pragmaLines runs a check's query and returns its lines but "ok".
func pragmaLines(ctx context.Context, db *sql.DB, query string) ([]string, error) {
	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return problems, err
		}
		for l := range strings.SplitSeq(line, "\n") {
			if l = strings.TrimSpace(l); l != "" && l != "ok" && l != "*** in database main ***" {
				problems = append(problems, l)
			}
		}
	}
	return problems, rows.Err()
}

// pendingSteps reports whether the database lacks some of steps.
func pendingSteps(ctx context.Context, db *sql.DB, steps []migration) (bool, error) {
	var version int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return false, err
	}
	return version < len(steps), nil
}

// damaged is the error for a database whose check found problems: what is
// wrong (the first few problems) and what to do.
func damaged(path string, problems []string) error {
	shown := problems
	more := ""
	if len(shown) > 3 {
		shown = shown[:3]
		more = fmt.Sprintf("; and %d more", len(problems)-3)
		if len(problems) >= openCheckLines {
			more = "; and more"
		}
	}
	if t := truncation(path); t != "" {
		return fmt.Errorf("%w: %s (%s%s). kingme keeps serving the games it can read and leaves the file as it is: restore it from a backup made with `kingme db backup`, or find where the whole file went",
			store.ErrDamaged, t, strings.Join(shown, "; "), more)
	}
	return fmt.Errorf("%w: %s (%s%s). kingme keeps serving the games it can read and leaves the file as it is: run `kingme db check --data %s` to see which games cannot be read, and restore the file from a backup made with `kingme db backup`",
		store.ErrDamaged, path, strings.Join(shown, "; "), more, filepath.Dir(path))
}

// unreadable is the error for a database file SQLite cannot open at all.
func unreadable(path string, err error) error {
	dir := filepath.Dir(path)
	if t := truncation(path); t != "" {
		return fmt.Errorf("%w: %s, and SQLite cannot read it (%v). kingme leaves it as it is: restore it from a backup made with `kingme db backup`, or find where the whole file went",
			store.ErrDamaged, t, err)
	}
	if isDamage(err) && sqliteCode(err) != 0 && strings.Contains(err.Error(), "not a database") {
		return fmt.Errorf("%w: %s is not a SQLite database (%v): it may have been overwritten. kingme leaves it as it is: restore it from a backup made with `kingme db backup`, or move it away to start with no games",
			store.ErrDamaged, path, err)
	}
	if isDamage(err) {
		return fmt.Errorf("%w: %s cannot be opened (%v): its first pages or its schema are damaged, so no game can be read. kingme leaves it as it is: run `kingme db check --data %s` for details, and restore the file from a backup made with `kingme db backup`",
			store.ErrDamaged, path, err, dir)
	}
	return fmt.Errorf("open game store %s: %w", path, classify(err))
}
