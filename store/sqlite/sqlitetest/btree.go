package sqlitetest

import (
	"database/sql"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	_ "modernc.org/sqlite" // the "sqlite" driver, to read dbstat
)

// Pages returns the numbers (from 1) of the pages of the b-tree named name
// (a table or an index) in the SQLite database file at path, root first,
// read from SQLite's dbstat table. The file must be closed.
func Pages(t testing.TB, path, name string) []int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var root int
	if err := db.QueryRow("SELECT rootpage FROM sqlite_schema WHERE name = ?", name).Scan(&root); err != nil {
		t.Fatalf("the b-tree %q of %s: %v", name, path, err)
	}
	rows, err := db.Query("SELECT pageno FROM dbstat WHERE name = ? AND pagetype IN ('internal', 'leaf') ORDER BY pageno", name)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	pages := []int{root}
	for rows.Next() {
		var p int
		if err := rows.Scan(&p); err != nil {
			t.Fatal(err)
		}
		if p != root {
			pages = append(pages, p)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return pages
}

// OverwritePages overwrites with garbage the pages of the SQLite database
// file at path whose numbers (from 1) are given; page 1, which holds the
// file's header, is refused.
func OverwritePages(t testing.TB, path string, pages ...int) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var head [100]byte
	if _, err := f.ReadAt(head[:], 0); err != nil {
		t.Fatal(err)
	}
	size := int(binary.BigEndian.Uint16(head[16:18]))
	if size == 1 {
		size = 65536
	}
	junk := make([]byte, size)
	for j := range junk {
		junk[j] = byte(j*7 + 3)
	}
	for _, p := range pages {
		if p < 2 {
			t.Fatalf("page %d: want a page after the first", p)
		}
		if _, err := f.WriteAt(junk, int64(p-1)*int64(size)); err != nil {
			t.Fatal(fmt.Errorf("overwrite page %d of %s: %w", p, path, err))
		}
	}
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
}

// FlipBytes inverts n bytes of the SQLite database file at path, at
// places a generator seeded with seed picks after the first page (the
// file's header and schema), and returns their offsets.
func FlipBytes(t testing.TB, path string, n int, seed uint64) []int64 {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	size := int(binary.BigEndian.Uint16(data[16:18]))
	if size == 1 {
		size = 65536
	}
	if len(data) <= size {
		t.Fatalf("%s has no page after the first", path)
	}
	r := rand.New(rand.NewPCG(seed, 0))
	var at []int64
	for range n {
		i := size + r.IntN(len(data)-size)
		data[i] ^= 0xff
		at = append(at, int64(i))
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return at
}

// Cells returns how many cells (rows, on a leaf) the page numbered page
// of the SQLite database file at path holds, read from SQLite's dbstat
// table. The file must be closed and the page sound.
func Cells(t testing.TB, path string, page int) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow("SELECT ncell FROM dbstat WHERE pageno = ?", page).Scan(&n); err != nil {
		t.Fatalf("page %d of %s: %v", page, path, err)
	}
	return n
}
