package checkers_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
)

// The numbered squares' names, from the rules (README.md): 1 is b8, 4 is h8,
// 5 is a7, 29 is a1, 32 is g1.
var squareNames = [33]string{"",
	"b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7",
	"b6", "d6", "f6", "h6", "a5", "c5", "e5", "g5",
	"b4", "d4", "f4", "h4", "a3", "c3", "e3", "g3",
	"b2", "d2", "f2", "h2", "a1", "c1", "e1", "g1",
}

func TestNumberedSquareRoundTrip(t *testing.T) {
	for n := 1; n <= 32; n++ {
		s, ok := checkers.NumberedSquare(n)
		if !ok {
			t.Errorf("NumberedSquare(%d): ok = false, want true", n)
			continue
		}
		if got := s.String(); got != squareNames[n] {
			t.Errorf("NumberedSquare(%d) = %s, want %s", n, got, squareNames[n])
		}
		if got := s.Number(); got != n {
			t.Errorf("NumberedSquare(%d).Number() = %d, want %d", n, got, n)
		}
		if !s.Dark() || !s.Valid() {
			t.Errorf("NumberedSquare(%d) = %s: Dark() = %v, Valid() = %v, want both true", n, s, s.Dark(), s.Valid())
		}
		if p, err := checkers.ParseSquare(squareNames[n]); err != nil || p != s {
			t.Errorf("ParseSquare(%q) = %v, %v, want %v, nil", squareNames[n], p, err, s)
		}
	}
}

func TestNumberedSquareOutOfRange(t *testing.T) {
	for _, n := range []int{-1, 0, 33, 64, 100} {
		if s, ok := checkers.NumberedSquare(n); ok || s != checkers.NoSquare {
			t.Errorf("NumberedSquare(%d) = %v, %v, want NoSquare, false", n, s, ok)
		}
	}
}

// Every one of the 64 squares: the 32 dark ones carry the numbers 1–32 once
// each, the light ones carry none; a1 is dark and the near right corner (h1
// for the player who moves second) is light.
func TestSquareDarkAndNumber(t *testing.T) {
	seen := map[int]checkers.Square{}
	for s := checkers.Square(0); s < 64; s++ {
		if got := checkers.NewSquare(s.File(), s.Rank()); got != s {
			t.Errorf("NewSquare(%d, %d) = %d, want %d", s.File(), s.Rank(), got, s)
		}
		n := s.Number()
		if !s.Dark() {
			if n != 0 {
				t.Errorf("light square %s: Number() = %d, want 0", s, n)
			}
			continue
		}
		if n < 1 || n > 32 {
			t.Errorf("dark square %s: Number() = %d, want 1-32", s, n)
			continue
		}
		if prev, dup := seen[n]; dup {
			t.Errorf("squares %s and %s both have number %d", prev, s, n)
		}
		seen[n] = s
		if back, _ := checkers.NumberedSquare(n); back != s {
			t.Errorf("NumberedSquare(%s.Number() = %d) = %s, want %s", s, n, back, s)
		}
	}
	if len(seen) != 32 {
		t.Errorf("%d dark squares carry a number, want 32", len(seen))
	}
	tests := []struct {
		name string
		dark bool
	}{{"a1", true}, {"h1", false}, {"a8", false}, {"h8", true}, {"b1", false}, {"c3", true}}
	for _, tt := range tests {
		s, err := checkers.ParseSquare(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Dark(); got != tt.dark {
			t.Errorf("%s.Dark() = %v, want %v", tt.name, got, tt.dark)
		}
	}
}

func TestParseSquare(t *testing.T) {
	tests := []struct {
		text       string
		file, rank int
	}{{"a1", 0, 0}, {"h1", 7, 0}, {"a8", 0, 7}, {"h8", 7, 7}, {"c3", 2, 2}, {"e5", 4, 4}}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s, err := checkers.ParseSquare(tt.text)
			if err != nil {
				t.Fatalf("ParseSquare(%q): %v", tt.text, err)
			}
			if s.File() != tt.file || s.Rank() != tt.rank {
				t.Errorf("ParseSquare(%q) file, rank = %d, %d, want %d, %d", tt.text, s.File(), s.Rank(), tt.file, tt.rank)
			}
			if got := s.String(); got != tt.text {
				t.Errorf("ParseSquare(%q).String() = %q, want %q", tt.text, got, tt.text)
			}
		})
	}
}

func TestParseSquareErrors(t *testing.T) {
	for _, text := range []string{"", "a", "a0", "a9", "i1", "A1", "a10", "11", "1a", " a1", "a1 ", "é1"} {
		t.Run(text, func(t *testing.T) {
			s, err := checkers.ParseSquare(text)
			if err == nil {
				t.Fatalf("ParseSquare(%q) = %v, nil, want an error", text, s)
			}
			if s != checkers.NoSquare {
				t.Errorf("ParseSquare(%q) returned square %v with its error, want NoSquare", text, s)
			}
		})
	}
}

func TestSquareOffBoard(t *testing.T) {
	for _, s := range []checkers.Square{checkers.NoSquare, 64, 100} {
		if s.Valid() {
			t.Errorf("Square(%d).Valid() = true, want false", s)
		}
		if got := s.Number(); got != 0 {
			t.Errorf("Square(%d).Number() = %d, want 0", s, got)
		}
	}
	if got, want := checkers.NoSquare.String(), "Square(-1)"; got != want {
		t.Errorf("NoSquare.String() = %q, want %q", got, want)
	}
}

// TestSquareNames checks every square's name against its file and rank.
func TestSquareNames(t *testing.T) {
	for s := checkers.Square(0); s < 64; s++ {
		want := string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
		if got := s.String(); got != want {
			t.Errorf("square %d: got %q, want %q", s, got, want)
		}
	}
	if got, want := checkers.Square(64).String(), "Square(64)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
