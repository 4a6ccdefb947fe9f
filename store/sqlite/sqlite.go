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
	"runtime"
	"sync/atomic"

	"github.com/kingme/kingme/store"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// FileName is the name of the database file Open uses in its directory.
const FileName = "kingme.db"

// driverName is the database/sql driver of the store's connections: the
// "sqlite" driver, which this package's tests wrap to count the statements
// a write runs.
var driverName = "sqlite"

// busyTimeoutMS is how long a connection waits for a lock held by another
// process before failing with "database is locked".
const busyTimeoutMS = 10000

// Store is a store.Store kept in a SQLite database. Its methods are safe for
// concurrent use.
type Store struct {
	path   string
	writer *sql.DB // one connection, BEGIN IMMEDIATE transactions
	// commits groups the writes into shared transactions on writer.
	commits *committer
	// stmts are the write statements prepared on writer (games.go, stmt);
	// read-only once the store is open.
	stmts  map[string]*sql.Stmt
	reader *sql.DB // read-only connections
	// damage is what the check at Open found wrong, nil for nothing.
	damage error
	// writeDamaged is set when a write fails on a damaged page, and
	// cleared when a write probe (ProbeWrites) succeeds.
	writeDamaged atomic.Bool
}

var _ store.Store = (*Store)(nil)

// Open opens the store in dir, creating dir (mode 0o755) and the database
// file FileName inside it when missing, and brings the schema up to date.
//
// Open checks the database first (see the package documentation, "A
// damaged database"): it refuses an empty or foreign file, a directory it
// cannot write to and a full disk with an error that says what to do, and
// opens a database with damaged pages in a degraded mode that Damage
// reports. It never repairs or replaces a file.
func Open(dir string) (*Store, error) {
	return openWith(dir, migrations)
}

// openWith is Open with a given migration list, so tests can play an older
// or newer version of the schema.
func openWith(dir string, steps []migration) (*Store, error) {
	ctx := context.Background()
	path, err := prepare(dir)
	if err != nil {
		return nil, fmt.Errorf("open game store: %w", err)
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		if err := create(ctx, dir, path, steps); err != nil {
			return nil, fmt.Errorf("open game store %s: %w", path, err)
		}
	}

	// The log, before SQLite reads it and drops what follows a damaged
	// frame; a copy of a damaged one is kept.
	walDamage, err := checkWAL(path)
	if err != nil {
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}
	writer, err := sql.Open(driverName, dsn(path, false))
	if err != nil {
		return nil, fmt.Errorf("open game store %s: %w", path, err)
	}
	writer.SetMaxOpenConns(1)
	writer.SetMaxIdleConns(1)
	writer.SetConnMaxLifetime(0)
	writer.SetConnMaxIdleTime(0)
	problems, err := quickCheck(ctx, writer, openCheckLines)
	if err != nil {
		writer.Close()
		return nil, unreadable(path, err)
	}
	damage := walDamage
	if len(problems) > 0 {
		damage = errors.Join(walDamage, damaged(path, problems))
		if pending, err := pendingSteps(ctx, writer, steps); err != nil || pending {
			writer.Close()
			return nil, fmt.Errorf("%w; its schema must be upgraded first, which kingme does not do to a damaged file", damage)
		}
	}
	if err := migrate(ctx, writer, steps); err != nil {
		writer.Close()
		if isDamage(err) {
			return nil, unreadable(path, err)
		}
		return nil, fmt.Errorf("open game store %s: %w", path, classify(err))
	}

	reader, err := sql.Open(driverName, dsn(path, true))
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
		return nil, fmt.Errorf("open game store %s: %w", path, classify(err))
	}
	return &Store{path: path, writer: writer, commits: newCommitter(writer), stmts: prepareWrites(ctx, writer),
		reader: reader, damage: damage}, nil
}

// Damage returns nil when the check at Open found the database sound, and
// otherwise an error wrapping store.ErrDamaged that says what is wrong and
// what to do. A damaged store still serves the games it can read; reading
// one it cannot gives an error wrapping store.ErrDamaged.
func (s *Store) Damage() error { return s.damage }

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

// Close waits for the writes being committed, then closes the database.
// Writes asked for afterwards fail. The store must not be used afterwards.
func (s *Store) Close() error {
	s.commits.close()
	for _, st := range s.stmts {
		st.Close()
	}
	return errors.Join(s.reader.Close(), s.writer.Close())
}
