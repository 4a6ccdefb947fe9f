package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/kingme/kingme/store"
)

// sqliteCode returns the primary SQLite result code of err (SQLITE_CORRUPT,
// SQLITE_FULL …), or 0 when err is not an error of the driver.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}

// classify makes err say what kind of failure it is, for the errors the
// store cannot do anything about: a damaged database wraps store.ErrDamaged,
// a full disk says so. Other errors are returned as they are.
func classify(err error) error {
	if err == nil || errors.Is(err, store.ErrDamaged) {
		return err
	}
	var se *sqlite.Error
	if errors.As(err, &se) && se.Code() == sqlite3.SQLITE_IOERR_SHMSIZE {
		// The shared-memory index of the write-ahead log cannot grow: on
		// a full disk, SQLite says no more than "disk I/O error".
		return fmt.Errorf("the disk is probably full (%w: the write-ahead log's index cannot grow): free some space", err)
	}
	switch sqliteCode(err) {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return fmt.Errorf("%w (%w)", store.ErrDamaged, err)
	case sqlite3.SQLITE_FULL:
		return fmt.Errorf("the disk is full (%w): free some space", err)
	}
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("the disk is full (%w): free some space", err)
	}
	return err
}

// isDamage reports whether err says the database is damaged.
func isDamage(err error) bool {
	return errors.Is(classify(err), store.ErrDamaged)
}

// describeWriteError explains why the directory dir cannot be written, for
// the error of a file operation in it: a full disk, a read-only file
// system, missing permission; other errors are returned as they are.
func describeWriteError(dir string, err error) error {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("the disk holding %s is full (%w): free some space, or choose another --data directory", dir, err)
	case errors.Is(err, syscall.EROFS):
		return fmt.Errorf("cannot write to %s: its file system is read-only (%w); choose another --data directory", dir, err)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("cannot write to %s (%w): kingme keeps its games there; give the user running kingme write access, or choose another --data directory", dir, err)
	}
	return fmt.Errorf("cannot write to %s: %w", dir, err)
}
