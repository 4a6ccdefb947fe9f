package egdb

import (
	"bytes"
	"slices"
	"testing"
)

func TestRunsRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []Value
	}{
		{"empty", nil},
		{"one", []Value{Draw}},
		{"two equal", []Value{Draw, Draw}},
		{"three equal", []Value{Draw, Draw, Draw}},
		{"long run", slices.Repeat([]Value{Win(3)}, 1000)},
		{"long literal", func() []Value {
			v := make([]Value, 300)
			for i := range v {
				v[i] = Value(i % 7)
			}
			return v
		}()},
		{"mixed", []Value{1, 2, 2, 2, 2, 3, 4, 4, 5, 5, 5, 6}},
	} {
		runs := appendRuns(nil, tc.values)
		got := make([]Value, len(tc.values))
		if err := decodeRuns(got, runs); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !slices.Equal(got, tc.values) && len(tc.values) > 0 {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.values)
		}
	}
	if n := len(appendRuns(nil, slices.Repeat([]Value{Draw}, 4096))); n > 64 {
		t.Errorf("4096 equal values take %d bytes, want at most 64", n)
	}
}

// FuzzDecodeRuns feeds arbitrary bytes to the decoder: it must refuse or
// fill the block exactly, never panic, and what it accepts must encode
// back to runs that decode the same.
func FuzzDecodeRuns(f *testing.F) {
	f.Add([]byte{0x00, 0x01}, 1)
	f.Add([]byte{0x81, 0x05}, 4)
	f.Add([]byte{0xFF}, 130)
	f.Fuzz(func(t *testing.T, runs []byte, n int) {
		if n < 0 || n > 1<<16 {
			return
		}
		values := make([]Value, n)
		if err := decodeRuns(values, runs); err != nil {
			return
		}
		again := make([]Value, n)
		if err := decodeRuns(again, appendRuns(nil, values)); err != nil || !bytes.Equal(valueBytes(again), valueBytes(values)) {
			t.Fatalf("decode(encode(%v)) = %v, %v", values, again, err)
		}
	})
}

func valueBytes(vs []Value) []byte {
	b := make([]byte, len(vs))
	for i, v := range vs {
		b[i] = byte(v)
	}
	return b
}
