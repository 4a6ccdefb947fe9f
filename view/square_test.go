package view_test

import (
	"testing"

	"github.com/kingme/kingme/view"
)

func TestParseSquare(t *testing.T) {
	tests := []struct {
		name string
		size int
		want view.Square
		bad  bool
	}{
		{"a1", 8, view.Square{}, false},
		{"c3", 8, view.Square{File: 2, Rank: 2}, false},
		{"h8", 8, view.Square{File: 7, Rank: 7}, false},
		{"j10", 10, view.Square{File: 9, Rank: 9}, false},
		{"a10", 10, view.Square{File: 0, Rank: 9}, false},
		{"i1", 8, view.Square{}, true},
		{"a9", 8, view.Square{}, true},
		{"j10", 8, view.Square{}, true},
		{"k1", 10, view.Square{}, true},
		{"a11", 10, view.Square{}, true},
		{"a0", 10, view.Square{}, true},
		{"a01", 10, view.Square{}, true},
		{"a+1", 10, view.Square{}, true},
		{"A1", 10, view.Square{}, true},
		{"", 8, view.Square{}, true},
		{"c", 8, view.Square{}, true},
		{"c3 ", 8, view.Square{}, true},
	}
	for _, tc := range tests {
		got, err := view.ParseSquare(tc.name, tc.size)
		if tc.bad {
			if err == nil {
				t.Errorf("ParseSquare(%q, %d) = %+v, want an error", tc.name, tc.size, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseSquare(%q, %d) = %+v, %v; want %+v", tc.name, tc.size, got, err, tc.want)
		}
		if name := got.String(); name != tc.name {
			t.Errorf("%+v.String() = %q, want %q", got, name, tc.name)
		}
	}
}

func TestSquareNamesReadBack(t *testing.T) {
	for size := 1; size <= view.MaxSize; size++ {
		seen := map[string]bool{}
		for rank := range size {
			for file := range size {
				s := view.Square{File: file, Rank: rank}
				name := s.String()
				if got, err := view.ParseSquare(name, size); err != nil || got != s {
					t.Errorf("ParseSquare(%q, %d) = %+v, %v; want %+v", name, size, got, err, s)
				}
				if seen[name] {
					t.Errorf("two squares of a %d×%d board are named %q", size, size, name)
				}
				seen[name] = true
			}
		}
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, seed := range []string{"a1", "j10", "h8", "a0", "a01", "k3", "zz9"} {
		f.Add(seed, 10)
	}
	f.Fuzz(func(t *testing.T, name string, size int) {
		if size < 1 || size > view.MaxSize {
			return
		}
		s, err := view.ParseSquare(name, size)
		if err != nil {
			return
		}
		if !s.On(size) {
			t.Fatalf("ParseSquare(%q, %d) = %+v, off the board", name, size, s)
		}
		if got := s.String(); got != name {
			t.Fatalf("ParseSquare(%q, %d).String() = %q", name, size, got)
		}
	})
}
