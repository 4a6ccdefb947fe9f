package zobrist

import "testing"

func TestWordKeysDiffer(t *testing.T) {
	seen := map[uint64]string{}
	for slot := range 3 {
		for bit := range 40 {
			k := Word(slot, 1<<bit)
			if k == 0 {
				t.Fatalf("Word(%d, 1<<%d) = 0, want a non-zero key", slot, bit)
			}
			if prev, ok := seen[k]; ok {
				t.Fatalf("Word(%d, 1<<%d) = %#x, same as %s", slot, bit, k, prev)
			}
			seen[k] = "another square"
		}
	}
}

func TestWordIsXorOfBytes(t *testing.T) {
	tests := []struct{ a, b uint64 }{
		{0x1, 0x100},
		{0xFF, 0xFF00_0000},
		{0x7_0000_0001, 0x8000},
	}
	for _, tt := range tests {
		got, want := Word(1, tt.a|tt.b), Word(1, tt.a)^Word(1, tt.b)
		if got != want {
			t.Errorf("Word(1, %#x|%#x) = %#x, want %#x", tt.a, tt.b, got, want)
		}
	}
	if got := Word(0, 0); got != 0 {
		t.Errorf("Word(0, 0) = %#x, want 0", got)
	}
}

func TestMixOfStacksOnTwoSquaresDoesNotCancel(t *testing.T) {
	// Equal tall stacks s on squares 5 and 9 must key differently from equal
	// stacks u there.
	for s := uint64(1); s < 200; s++ {
		u := s + 1000
		got, other := Mix(s<<8|5)^Mix(s<<8|9), Mix(u<<8|5)^Mix(u<<8|9)
		if got == other {
			t.Fatalf("stacks %d and %d on squares 5 and 9 have the same key %#x", s, u, got)
		}
	}
}
