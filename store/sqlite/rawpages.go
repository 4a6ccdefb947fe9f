package sqlite

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/kingme/kingme/store"
)

// This file reads the games table's rows from the database file's pages
// themselves, for a salvage that cannot walk the table's b-tree (its root
// page, or an interior page above every leaf, is damaged): every leaf
// page of a table is read, and the records shaped as the games table's
// rows are taken. SQLite's file format (sqlite.org/fileformat2.html):
// pages of a size the header gives, a table leaf page of type 13 holding
// cells of a payload size, a rowid and a record (spilling onto overflow
// pages when long), a record being a header of serial types then the
// values. Pages on the freelist are skipped: they hold rows deleted or
// moved.

// rawGames returns the games whose rows are on the table leaf pages of the
// database file at path, read without the b-tree: the header columns (not
// the moves, which are another table's), the latest revision of each ID.
// src is the open database, whose schema (page 1) must be readable.
func rawGames(ctx context.Context, src *sql.DB, path string) ([]*store.Record, error) {
	cols, err := gamesColumns(ctx, src)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var head [100]byte
	if _, err := f.ReadAt(head[:], 0); err != nil {
		return nil, fmt.Errorf("read the file's header: %w", err)
	}
	pageSize := int(binary.BigEndian.Uint16(head[16:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize < 512 || pageSize&(pageSize-1) != 0 {
		return nil, fmt.Errorf("%w: the file's header gives a page size of %d", store.ErrDamaged, pageSize)
	}
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	r := &pageReader{f: f, size: pageSize, usable: pageSize - int(head[20]), count: int(st.Size() / int64(pageSize))}
	free := r.freelist(binary.BigEndian.Uint32(head[32:]))
	mem, err := sql.Open("sqlite", "file::memory:")
	if err != nil {
		return nil, err
	}
	defer mem.Close()
	mem.SetMaxOpenConns(1)
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = `"` + c.name + `"`
	}
	if _, err := mem.ExecContext(ctx, "CREATE TABLE games ("+strings.Join(names, ", ")+")"); err != nil {
		return nil, err
	}
	insert := "INSERT INTO games (rowid, " + strings.Join(names, ", ") + ") VALUES (?" + strings.Repeat(", ?", len(cols)) + ")"
	for pgno := 2; pgno <= r.count; pgno++ {
		if free[pgno] {
			continue
		}
		page, err := r.page(pgno)
		if err != nil || page[0] != 13 {
			continue
		}
		for _, cell := range r.cells(page) {
			values, ok := decodeRecord(cell.payload)
			if !ok || !gamesShaped(values, cols) {
				continue
			}
			args := []any{cell.rowid}
			for i, c := range cols {
				if i < len(values) {
					args = append(args, values[i])
				} else {
					args = append(args, c.dflt) // a column added after the row was written
				}
			}
			if _, err := mem.ExecContext(ctx, insert, args...); err != nil {
				continue // the same rowid twice: the first page's copy stays
			}
		}
	}
	rows, err := mem.QueryContext(ctx, "SELECT id, "+selectColumns+", move_count, rowid FROM games ORDER BY rowid")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	latest := map[string]*store.Record{}
	var order []string
	for rows.Next() {
		var count int
		var rowid int64
		g, err := scanHeader(rows, &count, &rowid)
		if err != nil {
			continue // values of the right shape that do not read as a game
		}
		g.MoveCount = count
		if old, ok := latest[g.ID]; !ok {
			order = append(order, g.ID)
		} else if old.Revision >= g.Revision {
			continue
		}
		latest[g.ID] = g
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]*store.Record, len(order))
	for i, id := range order {
		out[i] = latest[id]
	}
	return out, nil
}

// column is one column of the games table: its name and the default a row
// written before the column was added takes.
type column struct {
	name string
	dflt any
}

// gamesColumns reads the games table's columns, in order, from the schema.
func gamesColumns(ctx context.Context, src *sql.DB) ([]column, error) {
	rows, err := src.QueryContext(ctx, "SELECT name, dflt_value FROM pragma_table_info('games') ORDER BY cid")
	if err != nil {
		return nil, fmt.Errorf("read the games table's columns: %w", classify(err))
	}
	defer rows.Close()
	var cols []column
	for rows.Next() {
		var name string
		var dflt sql.NullString
		if err := rows.Scan(&name, &dflt); err != nil {
			return nil, err
		}
		c := column{name: name}
		if dflt.Valid {
			// The defaults the migrations give: numbers and '' strings.
			c.dflt = strings.Trim(dflt.String, "'")
			var n int64
			if _, err := fmt.Sscan(dflt.String, &n); err == nil {
				c.dflt = n
			}
		}
		cols = append(cols, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(cols) == 0 {
		return nil, fmt.Errorf("%w: the schema has no games table", store.ErrDamaged)
	}
	return cols, nil
}

// gamesShaped reports whether a record's values can be a row of the games
// table: no more values than it has columns, at least those it was made
// with, a text ID first and a text variant key second.
func gamesShaped(values []any, cols []column) bool {
	const firstColumns = 21 // the games table as the first migration made it
	if len(values) < min(firstColumns, len(cols)) || len(values) > len(cols) {
		return false
	}
	id, ok := values[0].(string)
	if !ok || id == "" || len(id) > 64 {
		return false
	}
	variant, ok := values[1].(string)
	return ok && variant != "" && len(variant) <= 64
}

// pageReader reads the pages of a database file.
type pageReader struct {
	f      *os.File
	size   int // bytes a page
	usable int // bytes a page less the reserved space at its end
	count  int // pages in the file
}

// page returns page pgno (from 1); page 1's header comes after the file's.
func (r *pageReader) page(pgno int) ([]byte, error) {
	if pgno < 1 || pgno > r.count {
		return nil, fmt.Errorf("page %d is not in the file", pgno)
	}
	b := make([]byte, r.size)
	if _, err := r.f.ReadAt(b, int64(pgno-1)*int64(r.size)); err != nil {
		return nil, err
	}
	if pgno == 1 {
		b = b[100:]
	}
	return b, nil
}

// freelist returns the pages on the freelist that starts at trunk page
// first: trunk pages and the leaves they list, as far as they can be read.
func (r *pageReader) freelist(first uint32) map[int]bool {
	free := map[int]bool{}
	for trunk := int(first); trunk != 0 && !free[trunk] && len(free) <= r.count; {
		free[trunk] = true
		b, err := r.page(trunk)
		if err != nil {
			break
		}
		n := int(binary.BigEndian.Uint32(b[4:]))
		for i := 0; i < n && 8+4*i+4 <= len(b); i++ {
			free[int(binary.BigEndian.Uint32(b[8+4*i:]))] = true
		}
		trunk = int(binary.BigEndian.Uint32(b[0:]))
	}
	return free
}

// rawCell is one cell of a table leaf page: its rowid and its record.
type rawCell struct {
	rowid   int64
	payload []byte
}

// cells returns the cells of a table leaf page, with their payload whole
// (read from the overflow pages when it spills); cells that cannot be read
// are left out.
func (r *pageReader) cells(page []byte) []rawCell {
	n := int(binary.BigEndian.Uint16(page[3:]))
	var out []rawCell
	for i := 0; i < n && 8+2*i+2 <= len(page); i++ {
		at := int(binary.BigEndian.Uint16(page[8+2*i:]))
		if at >= len(page) {
			continue
		}
		c := page[at:]
		size, k := uvarint(c)
		if k == 0 || size > 1<<30 {
			continue
		}
		c = c[k:]
		rowid, k := uvarint(c)
		if k == 0 {
			continue
		}
		c = c[k:]
		payload, ok := r.payload(c, int(size))
		if ok {
			out = append(out, rawCell{rowid: int64(rowid), payload: payload})
		}
	}
	return out
}

// payload returns a cell's payload of size bytes starting at c, followed
// through its overflow pages when it spills.
func (r *pageReader) payload(c []byte, size int) ([]byte, bool) {
	u := r.usable
	maxLocal := u - 35
	local := size
	if size > maxLocal {
		minLocal := (u-12)*32/255 - 23
		local = minLocal + (size-minLocal)%(u-4)
		if local > maxLocal {
			local = minLocal
		}
	}
	if local > len(c) {
		return nil, false
	}
	out := append([]byte(nil), c[:local]...)
	if local == size {
		return out, true
	}
	if local+4 > len(c) {
		return nil, false
	}
	next := int(binary.BigEndian.Uint32(c[local:]))
	for len(out) < size {
		if next == 0 {
			return nil, false
		}
		b, err := r.page(next)
		if err != nil {
			return nil, false
		}
		take := min(size-len(out), u-4)
		out = append(out, b[4:4+take]...)
		next = int(binary.BigEndian.Uint32(b[0:]))
	}
	return out, true
}

// decodeRecord reads a record: the values of its columns, as int64,
// float64, string, []byte or nil.
func decodeRecord(rec []byte) ([]any, bool) {
	hsize, k := uvarint(rec)
	if k == 0 || int(hsize) > len(rec) || int(hsize) < k {
		return nil, false
	}
	header, body := rec[k:hsize], rec[hsize:]
	var values []any
	for len(header) > 0 {
		t, k := uvarint(header)
		if k == 0 {
			return nil, false
		}
		header = header[k:]
		v, n, ok := decodeValue(t, body)
		if !ok {
			return nil, false
		}
		values = append(values, v)
		body = body[n:]
	}
	return values, true
}

// decodeValue reads one value of serial type t from the start of body and
// says how many bytes it took.
func decodeValue(t uint64, body []byte) (any, int, bool) {
	intSizes := [...]int{0, 1, 2, 3, 4, 6, 8}
	switch {
	case t == 0:
		return nil, 0, true
	case t >= 1 && t <= 6:
		n := intSizes[t]
		if len(body) < n {
			return nil, 0, false
		}
		var v int64
		for _, b := range body[:n] {
			v = v<<8 | int64(b)
		}
		shift := uint(64 - 8*n) // sign-extend
		return v << shift >> shift, n, true
	case t == 7:
		if len(body) < 8 {
			return nil, 0, false
		}
		return math.Float64frombits(binary.BigEndian.Uint64(body)), 8, true
	case t == 8:
		return int64(0), 0, true
	case t == 9:
		return int64(1), 0, true
	case t >= 12:
		n := int((t - 12) / 2)
		if n > len(body) {
			return nil, 0, false
		}
		if t%2 == 0 {
			return append([]byte(nil), body[:n]...), n, true
		}
		return string(body[:n]), n, true
	}
	return nil, 0, false // 10 and 11 are reserved
}

// uvarint reads SQLite's big-endian variable-length integer (1 to 9
// bytes) and says how many bytes it took; 0 when b is too short.
func uvarint(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < 9; i++ {
		if i >= len(b) {
			return 0, 0
		}
		if i == 8 {
			return v<<8 | uint64(b[i]), 9
		}
		v = v<<7 | uint64(b[i]&0x7f)
		if b[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}
