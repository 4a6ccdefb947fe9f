// Package sqlitetest helps tests damage a SQLite database file the way a
// failing disk or a stray write would, to check what the code above makes
// of it.
package sqlitetest

import (
	"bytes"
	"encoding/binary"
	"os"
	"testing"
)

// OverwriteLeaf overwrites with garbage the first leaf page of the SQLite
// database file at path that holds marker, and returns the page's number
// (from 1). A leaf holds rows: the rows on it (the marker's among them)
// can no longer be read, and the rest of the database can. The file must
// be closed and hold no stale copy of marker in a free page (compact it
// first: VACUUM, or a copy made with VACUUM INTO).
func OverwriteLeaf(t testing.TB, path, marker string) int {
	t.Helper()
	page := Leaf(t, path, marker)
	OverwritePages(t, path, page)
	return page
}

// Leaf returns the number (from 1) of the first leaf page of the SQLite
// database file at path that holds marker, as OverwriteLeaf finds it.
func Leaf(t testing.TB, path, marker string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	size := int(binary.BigEndian.Uint16(data[16:18]))
	if size == 1 {
		size = 65536
	}
	for at := 0; ; {
		i := bytes.Index(data[at:], []byte(marker))
		if i < 0 {
			t.Fatalf("%q is in no leaf page of %s", marker, path)
		}
		page := (at + i) / size
		at = (page + 1) * size
		head := page * size
		if page == 0 {
			head = 100 // the first page's b-tree header follows the file header
		}
		// The page's type: 0x0a a leaf of an index (or of a WITHOUT
		// ROWID table), 0x0d a leaf of a table.
		if kind := data[head]; kind == 0x0a || kind == 0x0d {
			return page + 1
		}
	}
}
