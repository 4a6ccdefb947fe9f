package sqlite

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"

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
	// Indexes are the damaged indexes the problems name: they hold
	// nothing their table does not, and Reindex rebuilds them. Tables are
	// the damaged tables, whose rows on the damaged pages are lost.
	Indexes, Tables []string
	// Truncated, when not empty, says that the file is shorter than its
	// header says.
	Truncated string
	// WAL describes the write-ahead log, when the check read one.
	WAL *WALReport
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
	return len(r.Problems) > 0 || len(r.Lost) > 0 || r.Hidden != nil || r.Truncated != "" || r.WAL.Damaged()
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
	db, err := openReadOnly(ctx, path)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	r := &Report{Path: path, Truncated: truncation(path)}
	// The log first, as SQLite reads it when it opens the database.
	if r.WAL, err = readWAL(path + "-wal"); err != nil {
		return nil, fmt.Errorf("check %s: %w", path, err)
	}
	if r.Problems, err = pragmaCheck(ctx, db, "integrity_check", checkLines); err != nil {
		if r.Truncated != "" {
			return nil, fmt.Errorf("%w: %s, and SQLite cannot read it (%v). kingme leaves it as it is: restore it from a backup made with `kingme db backup`", store.ErrDamaged, r.Truncated, err)
		}
		return nil, unreadable(path, err)
	}
	if len(r.Problems) > 0 {
		if r.Indexes, r.Tables, err = damagedTrees(ctx, db, r.Problems); err != nil {
			return nil, unreadable(path, err)
		}
	}
	if err := readGames(ctx, db, r); err != nil {
		return nil, err
	}
	return r, nil
}

// treeOf finds the b-tree a problem of integrity_check names: "Tree 6
// page 6: …" by its root page, "… in index games_newest" by its name.
var treeOf = regexp.MustCompile(`^Tree (\d+) page|(?:in|from) index (\S+)`)

// damagedTrees returns the indexes and the tables that integrity_check's
// problems name, by the names of sqlite_schema. An index of a table's
// primary key (sqlite_autoindex_*) is an index; a WITHOUT ROWID table
// (moves, analyses) is a table, its rows held in its own b-tree.
func damagedTrees(ctx context.Context, db *sql.DB, problems []string) (indexes, tables []string, err error) {
	rows, err := db.QueryContext(ctx, "SELECT type, name, rootpage FROM sqlite_schema WHERE type IN ('table', 'index')")
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	kind := map[string]string{}
	byRoot := map[string]string{}
	for rows.Next() {
		var typ, name string
		var root int
		if err := rows.Scan(&typ, &name, &root); err != nil {
			return nil, nil, err
		}
		kind[name] = typ
		byRoot[strconv.Itoa(root)] = name
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	seen := map[string]bool{}
	for _, p := range problems {
		m := treeOf.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		name := m[2]
		if m[1] != "" {
			name = byRoot[m[1]]
		}
		if name == "" || seen[name] {
			continue
		}
		seen[name] = true
		switch kind[name] {
		case "index":
			indexes = append(indexes, name)
		case "table":
			tables = append(tables, name)
		}
	}
	return indexes, tables, nil
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

// openReadOnly opens the database file at path for reading only, so that
// a check needs no write access to the file or its directory and leaves
// the write-ahead log as it is (a connection that may write checkpoints
// the log when it closes, overwriting what a damaged frame hides). When
// SQLite cannot set up the log's shared index (a directory it cannot
// write, and no kingme.db-shm there), the file is read as immutable,
// without its log: possible only when the log is empty or missing.
func openReadOnly(ctx context.Context, path string) (*sql.DB, error) {
	open := func(immutable bool) (*sql.DB, error) {
		db, err := sql.Open("sqlite", readOnlyDSN(path, immutable))
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil {
			db.Close()
			return nil, err
		}
		return db, nil
	}
	db, err := open(false)
	if err == nil || isDamage(err) {
		if err != nil {
			return nil, unreadable(path, err)
		}
		return db, nil
	}
	if wal, serr := os.Stat(path + "-wal"); serr == nil && wal.Size() > 0 {
		return nil, fmt.Errorf("open %s for reading: %w; its write-ahead log %s-wal holds pages SQLite can only read with write access to %s (for kingme.db-shm): run the check as the user kingme serve runs as, or while the server runs", path, err, path, filepath.Dir(path))
	}
	if db, ierr := open(true); ierr == nil {
		return db, nil
	}
	return nil, fmt.Errorf("open %s for reading: %w", path, err)
}

// readOnlyDSN is the data source name of a connection that only reads the
// database file at path (mode=ro), and with immutable reads it as a file
// nobody changes: no locks, no write-ahead log.
func readOnlyDSN(path string, immutable bool) string {
	q := url.Values{}
	q.Add("mode", "ro")
	if immutable {
		q.Add("immutable", "1")
	}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMS))
	q.Add("_pragma", "query_only(1)")
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q.Encode()}
	if u.Path != "" && u.Path[0] != '/' {
		u.Path = "/" + u.Path
	}
	return u.String()
}

// truncation describes a database file shorter than its header says
// (a copy cut short, a full disk), or returns "" when it is not: the
// header's page count times its page size, when the count is valid (the
// header's change counter matches its version-valid-for number).
func truncation(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return ""
	}
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil {
		if info.Size() > 0 {
			return fmt.Sprintf("%s is truncated: %d bytes, shorter than a SQLite header (100 bytes)", path, info.Size())
		}
		return ""
	}
	if string(h[:16]) != "SQLite format 3\x00" {
		return ""
	}
	size := int64(binary.BigEndian.Uint16(h[16:18]))
	if size == 1 {
		size = 65536
	}
	pages := int64(binary.BigEndian.Uint32(h[28:32]))
	if pages == 0 || binary.BigEndian.Uint32(h[24:28]) != binary.BigEndian.Uint32(h[92:96]) {
		return ""
	}
	if want := pages * size; info.Size() < want {
		return fmt.Sprintf("%s is truncated: %d bytes, where its header counts %d pages of %d bytes (%d bytes); the last %d pages are missing: it was cut short (an interrupted copy, a full disk), not damaged in place", path, info.Size(), pages, size, want, (want-info.Size()+size-1)/size)
	}
	return ""
}
