package standard

// Tests of the reference generator itself (reference_test.go): published
// perft counts, hand-checked positions and the FEN parser.

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

const refStartFEN = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

func refMustParse(t *testing.T, fen string) refBoard {
	t.Helper()
	b, err := refParseFEN(fen)
	if err != nil {
		t.Fatalf("refParseFEN(%q): %v", fen, err)
	}
	return b
}

// refCheckInvariants checks the shape of every move and that no two moves
// share a key.
func refCheckInvariants(t *testing.T, b refBoard, ms []refMove) {
	t.Helper()
	keys := map[string]bool{}
	for _, m := range ms {
		if keys[m.key()] {
			t.Errorf("%s: move key %s listed twice", b.fen(), m.key())
		}
		keys[m.key()] = true
		if m.From < 1 || m.From > 32 || m.To < 1 || m.To > 32 {
			t.Errorf("%s: move %s: square out of range", b.fen(), m.text())
		}
		if len(m.Path) == 0 {
			if len(m.Captured) != 0 {
				t.Errorf("%s: simple move %s captures %v", b.fen(), m.text(), m.Captured)
			}
			continue
		}
		if m.Path[len(m.Path)-1] != m.To {
			t.Errorf("%s: move %s: path %v does not end on To %d", b.fen(), m.text(), m.Path, m.To)
		}
		if len(m.Captured) != len(m.Path) {
			t.Errorf("%s: move %s: %d landings but %d captures", b.fen(), m.text(), len(m.Path), len(m.Captured))
		}
		if !sort.IntsAreSorted(m.Captured) {
			t.Errorf("%s: move %s: captured %v not sorted", b.fen(), m.text(), m.Captured)
		}
	}
}

func TestRefSquareNumbering(t *testing.T) {
	names := []string{
		"b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7",
		"b6", "d6", "f6", "h6", "a5", "c5", "e5", "g5",
		"b4", "d4", "f4", "h4", "a3", "c3", "e3", "g3",
		"b2", "d2", "f2", "h2", "a1", "c1", "e1", "g1",
	}
	for i, want := range names {
		n := i + 1
		f, r := refSquareCoord(n)
		got := fmt.Sprintf("%c%d", 'a'+f, r)
		if got != want {
			t.Errorf("square %d: got %s, want %s", n, got, want)
		}
		if back := refSquareNumber(f, r); back != n {
			t.Errorf("refSquareNumber(%s): got %d, want %d", got, back, n)
		}
	}
	// Light squares and off-board squares have no number.
	for _, c := range [][2]int{{0, 8}, {1, 7}, {7, 1}, {-1, 2}, {8, 3}, {1, 0}, {0, 9}} {
		if got := refSquareNumber(c[0], c[1]); got != 0 {
			t.Errorf("refSquareNumber(%d, %d): got %d, want 0", c[0], c[1], got)
		}
	}
}

func TestRefPerftStart(t *testing.T) {
	b := refMustParse(t, refStartFEN)
	want := []uint64{1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931}
	for depth, w := range want {
		if depth >= 7 && testing.Short() {
			t.Logf("depth %d skipped in -short mode", depth)
			continue
		}
		if got := refPerft(b, depth); got != w {
			t.Errorf("perft(start, %d): got %d, want %d", depth, got, w)
		}
	}
}

// In want, each entry is one expected move written as its text; when the
// move has several routes, the acceptable texts are separated by "|".
type refHandCase struct {
	name string
	fen  string
	want []string
	keys []string // if set, the exact set of move keys as well
}

var refHandCases = []refHandCase{
	{
		name: "man moves forward only (Black, down the board)",
		fen:  "B:W28:B14",
		want: []string{"14-17", "14-18"},
	},
	{
		name: "man moves forward only (Red, up the board)",
		fen:  "W:W23:B5",
		want: []string{"23-18", "23-19"},
	},
	{
		name: "man on the edge has one forward move",
		fen:  "B:W28:B12",
		want: []string{"12-16"},
	},
	{
		name: "man does not jump backward",
		fen:  "B:W14:B18", // Red man on c5 right behind the Black man on d4, b6 empty
		want: []string{"18-22", "18-23"},
	},
	{
		name: "king moves four ways (Black)",
		fen:  "B:W32:BK14",
		want: []string{"14-9", "14-10", "14-17", "14-18"},
	},
	{
		name: "king moves four ways (Red)",
		fen:  "W:WK18:B1",
		want: []string{"18-14", "18-15", "18-22", "18-23"},
	},
	{
		name: "king jumps four ways",
		fen:  "B:W14,15,22,23:BK18",
		want: []string{"18x9", "18x11", "18x25", "18x27"},
		keys: []string{"18x9:14", "18x11:15", "18x25:22", "18x27:23"},
	},
	{
		name: "compulsory jump",
		fen:  "B:W18:B1,14", // 1-5, 1-6, 14-17 would be legal without the jump
		want: []string{"14x23"},
		keys: []string{"14x23:18"},
	},
	{
		name: "multi-jump must be finished",
		fen:  "B:W14,23:B9",
		want: []string{"9x18x27"},
		keys: []string{"9x27:14,23"},
	},
	{
		name: "man continues a multi-jump only forward",
		fen:  "B:W14,15,23:B9", // from d4 a backward jump over e5 would be possible
		want: []string{"9x18x27"},
		keys: []string{"9x27:14,23"},
	},
	{
		name: "branching multi-jump gives separate moves (Red)",
		fen:  "W:W27:B14,15,23",
		want: []string{"27x18x9", "27x18x11"},
		keys: []string{"27x9:14,23", "27x11:15,23"},
	},
	{
		name: "free choice between sequences of different lengths",
		fen:  "B:W14,15,24:B10",
		want: []string{"10x17", "10x19x28"},
		keys: []string{"10x17:14", "10x28:15,24"},
	},
	{
		name: "crowning ends the move (Black man lands on 31, would jump 27 as a king)",
		fen:  "B:W26,27:B22",
		want: []string{"22x31"},
		keys: []string{"22x31:26"},
	},
	{
		name: "king continues where a man would crown (contrast)",
		fen:  "B:W26,27:BK22",
		want: []string{"22x31x24"},
		keys: []string{"22x24:26,27"},
	},
	{
		name: "crowning ends the move (Red man lands on 2, would jump 6 as a king)",
		fen:  "W:W11:B6,7",
		want: []string{"11x2"},
		keys: []string{"11x2:7"},
	},
	{
		// King c5 (14), Red on d6 10, f6 11, f4 19, d4 18 around e5 and on
		// b6 9. Either way round the diamond the king comes back to c5 and
		// must then jump b6 to a7. Jumping b6 first ends at once on a7.
		name: "king may pass its start square",
		fen:  "B:W9,10,11,18,19:BK14",
		want: []string{"14x5", "14x7x16x23x14x5|14x23x16x7x14x5"},
		keys: []string{"14x5:9", "14x5:9,10,11,18,19"},
	},
	{
		// The same diamond without b6: two routes (clockwise and
		// anticlockwise) both end on c5 having taken 10, 11, 18, 19.
		name: "king cycle with two routes counts once",
		fen:  "B:W10,11,18,19:BK14",
		want: []string{"14x7x16x23x14|14x23x16x7x14"},
		keys: []string{"14x14:10,11,18,19"},
	},
	{
		name: "no legal move: Black man blocked",
		fen:  "B:W32:B28",
		want: nil,
	},
	{
		name: "no legal move: Red man blocked",
		fen:  "W:W5:B1",
		want: nil,
	},
	{
		name: "no legal move: no pieces",
		fen:  "B:W21:B",
		want: nil,
	},
}

func TestRefHandPositions(t *testing.T) {
	for _, tc := range refHandCases {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.fen)
			ms := b.moves()
			refCheckInvariants(t, b, ms)

			var gotTexts []string
			for _, m := range ms {
				gotTexts = append(gotTexts, m.text())
			}
			sort.Strings(gotTexts)
			if len(ms) != len(tc.want) {
				t.Fatalf("%s:\n%sgot %d moves %v, want %d moves %v", tc.fen, b, len(ms), gotTexts, len(tc.want), tc.want)
			}
			used := make([]bool, len(tc.want))
			for _, m := range ms {
				found := false
				for i, alts := range tc.want {
					if used[i] {
						continue
					}
					for _, alt := range strings.Split(alts, "|") {
						if m.text() == alt {
							used[i], found = true, true
						}
					}
					if found {
						break
					}
				}
				if !found {
					t.Errorf("%s: got unexpected move %s; got %v, want %v", tc.fen, m.text(), gotTexts, tc.want)
				}
			}
			if tc.keys != nil {
				var gotKeys []string
				for _, m := range ms {
					gotKeys = append(gotKeys, m.key())
				}
				sort.Strings(gotKeys)
				wantKeys := append([]string(nil), tc.keys...)
				sort.Strings(wantKeys)
				if strings.Join(gotKeys, " ") != strings.Join(wantKeys, " ") {
					t.Errorf("%s: got keys %v, want %v", tc.fen, gotKeys, wantKeys)
				}
			}
			if got, want := refPerft(b, 1), uint64(len(tc.want)); got != want {
				t.Errorf("%s: perft 1: got %d, want %d", tc.fen, got, want)
			}
			if len(tc.want) == 0 {
				for depth := 1; depth <= 3; depth++ {
					if got := refPerft(b, depth); got != 0 {
						t.Errorf("%s: perft %d: got %d, want 0", tc.fen, depth, got)
					}
				}
			}
		})
	}
}

// Both routes around the diamond are really found, and merged into one move.
func TestRefKingCycleRoutesMerged(t *testing.T) {
	b := refMustParse(t, "B:W10,11,18,19:BK14")
	routes := b.jumpRoutes()
	var texts []string
	for _, r := range routes {
		texts = append(texts, r.text())
		if got, want := r.key(), "14x14:10,11,18,19"; got != want {
			t.Errorf("route %s: got key %s, want %s", r.text(), got, want)
		}
	}
	sort.Strings(texts)
	if got, want := strings.Join(texts, " "), "14x23x16x7x14 14x7x16x23x14"; got != want {
		t.Errorf("routes: got %s, want %s", got, want)
	}
	if got := len(b.moves()); got != 1 {
		t.Errorf("moves: got %d, want 1", got)
	}
	if got := refPerft(b, 1); got != 1 {
		t.Errorf("perft 1: got %d, want 1", got)
	}
	after := b.play(b.moves()[0])
	if got, want := after.fen(), "W:W:BK14"; got != want {
		t.Errorf("after the cycle: got %s, want %s", got, want)
	}
}

func TestRefPlay(t *testing.T) {
	cases := []struct {
		name  string
		fen   string
		move  string // text of the move to play (any route)
		after string
	}{
		{"simple move", refStartFEN, "11-15", "W:W21-32:B1-10,12,15"},
		{"man crowned by simple move", "B:W1:B27", "27-31", "W:W1:BK31"},
		{"red man crowned by simple move", "W:W6:B32", "6-1", "B:WK1:B32"},
		{"man crowned by jump", "B:W26,27:B22", "22x31", "W:W27:BK31"},
		{"red multi-jump", "W:W27:B14,15,23", "27x18x9", "B:W9:B15"},
		{"king passes its start square", "B:W9,10,11,18,19:BK14", "14x7x16x23x14x5", "W:W:BK5"},
		{"king stays king", "W:WK18:B1", "18-23", "B:WK23:B1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.fen)
			want := refMustParse(t, tc.after)
			var found bool
			for _, m := range b.jumpRoutes() {
				if m.text() == tc.move {
					found = true
					if got := b.play(m); got != want {
						t.Errorf("%s after %s: got %s, want %s", tc.fen, tc.move, got.fen(), want.fen())
					}
				}
			}
			for _, m := range b.moves() {
				if m.text() == tc.move {
					found = true
					if got := b.play(m); got != want {
						t.Errorf("%s after %s: got %s, want %s", tc.fen, tc.move, got.fen(), want.fen())
					}
				}
			}
			if !found {
				t.Fatalf("%s: move %s not found among %v", tc.fen, tc.move, b.moves())
			}
		})
	}
}

func TestRefParseFEN(t *testing.T) {
	start := refMustParse(t, refStartFEN)

	t.Run("start position pieces", func(t *testing.T) {
		if !start.blackToMove {
			t.Errorf("side: got Red, want Black")
		}
		for n := 1; n <= 32; n++ {
			want := refEmpty
			switch {
			case n <= 12:
				want = refBlackMan
			case n >= 21:
				want = refRedMan
			}
			if got := start.atSquare(n); got != want {
				t.Errorf("square %d: got %d, want %d", n, got, want)
			}
		}
	})

	same := []struct {
		name, a, b string
	}{
		{"ranges", "B:W21-32:B1-12", refStartFEN},
		{"ranges mixed with squares", "B:W21-24,25,26-32:B1,2-11,12", refStartFEN},
		{"sections in either order", "B:B1-12:W21-32", refStartFEN},
		{"trailing dot", refStartFEN + ".", refStartFEN},
		{"spaces", " B : W21-32 : B1-12 ", refStartFEN},
		{"king range", "W:WK1-3:B30", "W:WK1,K2,K3:B30"},
		{"kings either order", "B:BK30,5:W1,K2", "B:W1,K2:B5,K30"},
		{"single-square range", "W:W7-7:B8", "W:W7:B8"},
		{"empty section", "B:W:B1", "B:B1:W"},
	}
	for _, tc := range same {
		t.Run(tc.name, func(t *testing.T) {
			a := refMustParse(t, tc.a)
			b := refMustParse(t, tc.b)
			if a != b {
				t.Errorf("%q: got %s, want %s", tc.a, a.fen(), b.fen())
			}
		})
	}

	t.Run("kings and side", func(t *testing.T) {
		b := refMustParse(t, "W:W21,22,23,K5:B1,2,K30")
		if b.blackToMove {
			t.Errorf("side: got Black, want Red")
		}
		want := map[int]refPiece{
			21: refRedMan, 22: refRedMan, 23: refRedMan, 5: refRedKing,
			1: refBlackMan, 2: refBlackMan, 30: refBlackKing,
		}
		for n := 1; n <= 32; n++ {
			if got := b.atSquare(n); got != want[n] {
				t.Errorf("square %d: got %d, want %d", n, got, want[n])
			}
		}
		if got, want := b.fen(), "W:WK5,21,22,23:B1,2,K30"; got != want {
			t.Errorf("fen: got %s, want %s", got, want)
		}
	})

	t.Run("round trip", func(t *testing.T) {
		for _, fen := range []string{refStartFEN, "W:WK1,9,K32:B2,K20,31", "B:W:B", "W:WK5:BK6"} {
			b := refMustParse(t, fen)
			again := refMustParse(t, b.fen())
			if again != b {
				t.Errorf("%q: round trip through %q changed the position", fen, b.fen())
			}
		}
	})
}

func TestRefParseFENErrors(t *testing.T) {
	bad := []struct{ name, fen string }{
		{"empty", ""},
		{"side only", "B"},
		{"one section", "B:W21"},
		{"three sections", "B:W21:B1:W22"},
		{"bad side", "X:W21:B1"},
		{"lowercase side", "b:W21:B1"},
		{"empty side", ":W21:B1"},
		{"colour twice", "B:W21:W22"},
		{"bad colour", "B:R21:B1"},
		{"empty section", "B::B1"},
		{"square 0", "B:W0:B1"},
		{"square 33", "B:W33:B1"},
		{"three digits", "B:W100:B1"},
		{"not a number", "B:Wx:B1"},
		{"signed number", "B:W+5:B1"},
		{"lone K", "B:WK:B1"},
		{"double K", "B:WKK5:B1"},
		{"empty item", "B:W21,,22:B1"},
		{"trailing comma", "B:W21,:B1"},
		{"open range", "B:W21-:B1"},
		{"range start missing", "B:W-5:B1"},
		{"backwards range", "B:W5-3:B1"},
		{"range out of board", "B:W30-33:B1"},
		{"double range", "B:W1-2-3:B5"},
		{"same square twice in a section", "B:W21,21:B1"},
		{"same square in both colours", "B:W21:B21"},
		{"overlapping ranges", "B:W21-25:BK25-26"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			b, err := refParseFEN(tc.fen)
			if err == nil {
				t.Errorf("refParseFEN(%q): got %s, nil error, want an error", tc.fen, b.fen())
			}
		})
	}
}
