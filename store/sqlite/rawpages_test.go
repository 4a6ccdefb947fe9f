package sqlite

import (
	"bytes"
	"testing"
)

// TestDecodeRecord reads a record SQLite's format writes: a header of
// serial types, then the values.
func TestDecodeRecord(t *testing.T) {
	// Header of 6 bytes: its size, then NULL, a 1-byte int, the constant
	// 1, a 3-character text (2·3+13 = 19) and a 2-byte blob (2·2+12 = 16).
	rec := []byte{6, 0, 1, 9, 19, 16, 0xFE, 'a', 'b', 'c', 0xCA, 0xFE}
	got, ok := decodeRecord(rec)
	if !ok || len(got) != 5 || got[0] != nil || got[1] != int64(-2) || got[2] != int64(1) || got[3] != "abc" || !bytes.Equal(got[4].([]byte), []byte{0xCA, 0xFE}) {
		t.Errorf("decodeRecord = %#v, %v; want nil, -2, 1, \"abc\", CA FE", got, ok)
	}
	for _, bad := range [][]byte{nil, {200}, {3, 19, 0}, {2, 10}} {
		if _, ok := decodeRecord(bad); ok {
			t.Errorf("decodeRecord(%v) read a record, want none", bad)
		}
	}
	if v, n := uvarint([]byte{0x81, 0x00}); v != 128 || n != 2 {
		t.Errorf("uvarint(81 00) = %d, %d; want 128, 2", v, n)
	}
	nine := []byte{0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}
	if v, n := uvarint(nine); v != ^uint64(0) || n != 9 {
		t.Errorf("uvarint(9 × FF) = %x, %d; want all ones, 9", v, n)
	}
}

// FuzzDecodeRecord: any bytes are read as a record or refused, never a
// panic.
func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte{6, 0, 1, 9, 19, 16, 0xFE, 'a', 'b', 'c', 0xCA, 0xFE})
	f.Add([]byte{2, 7, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Fuzz(func(t *testing.T, rec []byte) {
		values, ok := decodeRecord(rec)
		if !ok && values != nil {
			t.Fatal("a refused record returned values")
		}
	})
}
