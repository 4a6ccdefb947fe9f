package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"

	"github.com/kingme/kingme/store"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// FileName is the name of the database file Open uses in its directory.
const FileName = "kingme.db"

// busyTimeoutMS is how long a connection waits for a lock held by another
// process before failing with "database is locked".
const busyTimeoutMS = 10000

// Store is a store.Store kept in a SQLite database. Its methods are safe for
// concurrent use.
type Store struct {
	path   string
	writer *sql.DB // one connection, BEGIN IMMEDIATE transactions
	reader *sql.DB // read-only connections
}

var _ store.Store = (*Store)(nil)

// Open opens the store in dir, creating dir (mode 0o755) and the database
// file FileName inside it when missing, and brings the schema up to date.
func Open(dir string) (*Store, error) {
	return openWith(dir, migrations)
}

// openWith is Open with a given migration list, so tests can play an older
// or newer version of the schema.
func openWith(dir string, steps []migration) (*Store, error) {
	if info, err := os.Stat(dir); err == nil && !info.IsDir() {
		return nil, fmt.Errorf("open game store: %s is not a directory", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("open game store: create directory: %w", err)
	}
	path := filepath.Join(dir, FileName)
	if info, err := os.Stat(path); err == nil && !info.IsDir() && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("open game store: %s is not a regular file", path)
	} else if err == nil && info.IsDir() {
		return nil, fmt.Errorf("open game store: %s is a directory, not a database file", path)
	}

	writer, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}
	writer.SetMaxOpenConns(1)
	writer.SetMaxIdleConns(1)
	writer.SetConnMaxLifetime(0)
	writer.SetConnMaxIdleTime(0)
	if err := migrate(context.Background(), writer, steps); err != nil {
		writer.Close()
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}

	reader, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		writer.Close()
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}
	readers := max(4, runtime.GOMAXPROCS(0))
	reader.SetMaxOpenConns(readers)
	reader.SetMaxIdleConns(readers)
	if err := reader.Ping(); err != nil {
		writer.Close()
		reader.Close()
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}
	return &Store{path: path, writer: writer, reader: reader}, nil
}

// dsn is the driver's data source name for the database file at path: a
// file: URI (so that any character in the path is escaped) with the
// connection settings the package documentation explains.
func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMS))
	q.Add("_pragma", "foreign_keys(1)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(FULL)")
		q.Set("_txlock", "immediate")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q.Encode()}
	if u.Path != "" && u.Path[0] != '/' {
		u.Path = "/" + u.Path // a Windows drive letter: file:///C:/...
	}
	return u.String()
}

// Path returns the database file's path.
func (s *Store) Path() string { return s.path }

// Close closes the database. The store must not be used afterwards.
func (s *Store) Close() error {
	return errors.Join(s.reader.Close(), s.writer.Close())
}
