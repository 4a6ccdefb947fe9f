package checkers_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// The perft numbers of the standard start, from standard.md.
var startPerft = []uint64{1, 7, 49, 302, 1469, 7361}

func TestPerftStart(t *testing.T) {
	if _, ok := checkers.Position(standard.Start()).(checkers.FastPerfter); !ok {
		t.Fatal("standard.Position does not implement FastPerfter; the fast walk is not tested")
	}
	if _, ok := checkers.Position(slowPosition{}).(checkers.FastPerfter); ok {
		t.Fatal("slowPosition implements FastPerfter; the generic walk is not tested")
	}
	walks := []struct {
		name  string
		start checkers.Position
	}{
		{"fast", standard.Variant{}.Start()},
		{"generic", slowPosition{standard.Variant{}.Start()}},
	}
	for _, w := range walks {
		for depth, want := range startPerft {
			if got := checkers.Perft(w.start, depth); got != want {
				t.Errorf("%s walk: Perft(start, %d) = %d, want %d", w.name, depth, got, want)
			}
		}
	}
}

// The generic walk over Legal and After counts what the variant's own Perft
// counts, on positions with kings, jumps, multi-jumps, crowning and ends.
func TestPerftGenericWalkMatchesFast(t *testing.T) {
	fens := []string{
		"B:W18:B1,14",
		"B:W15,23:B10",
		"W:W18,K30:B1,14",
		"B:WK23,K32:BK1",
		"B:W6,7,14,15,22,23,K27:B1,K10,19,K28",
		"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		"B:W26,27:B22",
		"W:W29:B22,25", // Red to move has no move: the game is over
		"B:W15:B10",
	}
	for _, fen := range fens {
		t.Run(fen, func(t *testing.T) {
			fast := mustPosition(t, fen)
			slow := slowPosition{fast}
			for depth := range 5 {
				got, want := checkers.Perft(slow, depth), checkers.Perft(fast, depth)
				if got != want {
					t.Errorf("Perft(%d): generic walk %d, want %d as the fast one", depth, got, want)
				}
			}
		})
	}
}

func TestPerftGameOverPosition(t *testing.T) {
	for _, p := range []checkers.Position{mustPosition(t, "W:W29:B22,25"), slowPosition{mustPosition(t, "W:W29:B22,25")}} {
		for depth, want := range []uint64{1, 0, 0, 0} {
			if got := checkers.Perft(p, depth); got != want {
				t.Errorf("%T: Perft(blocked, %d) = %d, want %d", p, depth, got, want)
			}
		}
		if got := checkers.Divide(p, 2); len(got) != 0 {
			t.Errorf("%T: Divide(blocked, 2) = %v, want no entries", p, got)
		}
	}
}

func TestDivide(t *testing.T) {
	tests := []struct {
		name string
		pos  checkers.Position
	}{
		{"start", standard.Start()},
		{"start, generic walk", slowPosition{standard.Start()}},
		{"jumps and a multi-jump by a king", mustPosition(t, "B:W6,7,14,15,22,23,K27:B1,K10,19,K28")},
		{"kings", mustPosition(t, "W:W18,K30:B1,14")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legal := joinMoves(tt.pos.Legal())
			for depth := 1; depth <= 5; depth++ {
				entries := checkers.Divide(tt.pos, depth)
				moves := make([]checkers.Move, len(entries))
				var sum uint64
				for i, e := range entries {
					moves[i] = e.Move
					sum += e.Count
					next, err := tt.pos.After(e.Move)
					if err != nil {
						t.Fatalf("Divide(%d) entry %s: After: %v", depth, e.Move, err)
					}
					if want := checkers.Perft(next, depth-1); e.Count != want {
						t.Errorf("Divide(%d) entry %s: count %d, want Perft(after, %d) = %d", depth, e.Move, e.Count, depth-1, want)
					}
				}
				if got := joinMoves(moves); got != legal {
					t.Errorf("Divide(%d) moves = %q, want the legal moves %q", depth, got, legal)
				}
				if want := checkers.Perft(tt.pos, depth); sum != want {
					t.Errorf("Divide(%d) counts sum to %d, want Perft = %d", depth, sum, want)
				}
			}
			if got := checkers.Divide(tt.pos, 0); len(got) != 0 {
				t.Errorf("Divide(0) = %v, want no entries", got)
			}
		})
	}
}

func TestDivideStartCounts(t *testing.T) {
	want := map[string]uint64{"9-13": 1, "9-14": 1, "10-14": 1, "10-15": 1, "11-15": 1, "11-16": 1, "12-16": 1}
	for depth := 1; depth <= 2; depth++ {
		entries := checkers.Divide(standard.Start(), depth)
		if len(entries) != len(want) {
			t.Fatalf("Divide(start, %d) has %d entries, want %d", depth, len(entries), len(want))
		}
		for _, e := range entries {
			w, ok := want[e.Move.String()]
			if !ok {
				t.Errorf("Divide(start, %d): unexpected move %s", depth, e.Move)
				continue
			}
			if depth == 2 {
				w = 7 // Red has seven moves after each of Black's first moves
			}
			if e.Count != w {
				t.Errorf("Divide(start, %d): %s: %d, want %d", depth, e.Move, e.Count, w)
			}
		}
	}
}
