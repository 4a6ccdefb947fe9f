package stackem

import (
	"slices"
	"strings"
	"testing"
)

// These tests check the reference generator of reference_test.go against the
// rules by hand, so that it can be trusted to check the fast generator.

func mustRefParse(t *testing.T, text string) refBoard {
	t.Helper()
	b, err := refParse(text)
	if err != nil {
		t.Fatalf("refParse(%q): %v", text, err)
	}
	return b
}

func refMoveTexts(ms []refMove) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.text())
	}
	return out
}

// TestRefPerftStart counts from the start position. No published numbers
// exist. Depth 1 is 7: Red's front pieces on 9–12 have 2+2+2+1 moves. Depth 2
// is 49: after any of them no stacks touch (Red reaches rank 5 at most, Black
// stands on ranks 1–3), so Black has its 7 opening moves. Until the first
// contact the game is standard checkers (7, 49, 302, 1469 there too); the
// deeper numbers were computed by this generator and are pinned to catch
// changes.
func TestRefPerftStart(t *testing.T) {
	start := mustRefParse(t, refStart)
	tests := []struct {
		depth int
		want  uint64
	}{
		{0, 1},
		{1, 7},
		{2, 49},
		{3, 302},
		{4, 1469},
		{5, 7491},
		{6, 38027},
	}
	for _, tt := range tests {
		if tt.depth >= 6 && testing.Short() {
			continue
		}
		got := refPerft(start, tt.depth)
		t.Logf("perft(start, %d) = %d", tt.depth, got)
		if got != tt.want {
			t.Errorf("perft(start, %d): got %d, want %d", tt.depth, got, tt.want)
		}
	}
}

// refHandCase is a hand-built position named after the rule it shows.
type refHandCase struct {
	name   string
	pos    string   // canonical text
	moves  []string // the exact legal move list, in generation order
	routes int      // number of routes before merging, when it matters
	play   string   // a move to play
	after  string   // the position after play
	alt    []string // other routes of play: same position, not listed
	next   []string // if not nil, the legal moves in after
}

var refHandCases = []refHandCase{
	{
		name:  "jump captures only the top and puts it at the bottom",
		pos:   "R 1:b 14:rbr 18:bbrb",
		moves: []string{"14x23"},
		play:  "14x23",
		after: "B 1:b 18:bbr 23:brbR",
	},
	{
		name:  "captured king is demoted",
		pos:   "R 14:r 18:B",
		moves: []string{"14x23"},
		play:  "14x23",
		after: "B 23:bR",
	},
	{
		// The black piece freed on 18 could jump 15 (18x11) but does not move
		// in Black's move; it is Red's to capture next.
		name:  "freed checker is controlled by its owner and does not move",
		pos:   "B 15:r 18:br 23:b",
		moves: []string{"23x14"},
		play:  "23x14",
		after: "R 14:rB 15:r 18:b",
		next:  []string{"15x22"},
	},
	{
		// A piece on 14 cannot jump 10 backward (14x7), but after 14x23 the top
		// is a king and jumps 19 backward.
		name:  "top becomes a king after the first jump and jumps backward",
		pos:   "R 10:b 14:r 18:b 19:b",
		moves: []string{"14x23x16"},
		play:  "14x23x16",
		after: "B 10:b 16:bbR",
	},
	{
		name:  "tall stack jumped again from the other side, start square landed on",
		pos:   "R 14:r 18:bbb",
		moves: []string{"14x23x14x23"},
		play:  "14x23x14x23",
		after: "B 23:bbbR",
	},
	{
		// 14 holds two black checkers: it is jumped once, the king goes round
		// the loop 10-19-26-17 (or the other way) and jumps it again. Every
		// route ends on 17 with the same stack: one move.
		name:   "tall stack jumped again after a loop, routes merged",
		pos:    "R 10:R 14:bb 15:b 22:b 23:b",
		moves:  []string{"10x17x10x19x26x17"},
		routes: 3,
		play:   "10x17x10x19x26x17",
		after:  "B 17:bbbbbR",
		alt:    []string{"10x17x26x19x10x17", "10x19x26x17x10x17"},
	},
	{
		// Landing on 31 removes the buried black checker and the one just
		// captured from 26; the sequence goes on over 27.
		name:  "King Me row removal mid-sequence includes the just-captured checker",
		pos:   "R 22:br 26:b 27:b",
		moves: []string{"22x31x24"},
		play:  "22x31x24",
		after: "B 24:bR",
	},
	{
		name:  "Black's King Me row is 1-4",
		pos:   "B 6:r 7:r 10:rb",
		moves: []string{"10x1", "10x3"},
		play:  "10x1",
		after: "R 1:B 7:r",
	},
	{
		name:  "king-topped stack moving simply onto its King Me row removes without crowning",
		pos:   "R 5:b 26:bbR",
		moves: []string{"26-22", "26-23", "26-30", "26-31"},
		play:  "26-30",
		after: "B 5:b 30:R",
	},
	{
		name:  "simple move onto the King Me row crowns a piece-topped stack",
		pos:   "R 5:b 27:rr",
		moves: []string{"27-31", "27-32"},
		play:  "27-32",
		after: "B 5:b 32:rR",
	},
	{
		name:  "simple move onto the King Me row crowns and removes",
		pos:   "R 5:b 26:bbr",
		moves: []string{"26-30", "26-31"},
		play:  "26-30",
		after: "B 5:b 30:R",
	},
	{
		name:  "simple move off the King Me row changes nothing",
		pos:   "R 5:b 22:bbr",
		moves: []string{"22-25", "22-26"},
		play:  "22-26",
		after: "B 5:b 26:bbr",
	},
	{
		name:  "simple move onto own back row does nothing",
		pos:   "R 5:bR 30:b",
		moves: []string{"5-1", "5-9"},
		play:  "5-1",
		after: "B 1:bR 30:b",
	},
	{
		name:  "jump onto own back row does nothing",
		pos:   "B 23:rB 27:r",
		moves: []string{"23x32"},
		play:  "23x32",
		after: "R 32:rrB",
	},
	{
		name:  "jumping is compulsory",
		pos:   "R 1:r 10:r 15:b",
		moves: []string{"10x19"},
		play:  "10x19",
		after: "B 1:r 19:bR",
	},
	{
		name:  "free choice among jumps",
		pos:   "R 10:r 11:r 15:b",
		moves: []string{"10x19", "11x18"},
		play:  "11x18",
		after: "B 10:r 18:bR",
	},
	{
		// No rule to take the most: 14x21 (one jump) and 14x23x32 (two) are
		// both legal.
		name:  "free choice between a short and a long sequence",
		pos:   "R 14:r 17:b 18:b 27:b",
		moves: []string{"14x21", "14x23x32"},
		play:  "14x23x32",
		after: "B 17:b 32:R",
	},
	{
		name:  "no legal move: no stack controlled",
		pos:   "R 5:b 9:rrb 13:rb",
		moves: nil,
	},
	{
		name:  "no legal move: all stacks blocked",
		pos:   "R 5:r 9:b 12:rr 14:b 16:b 19:b",
		moves: nil,
	},
	{
		// The king can go round the four single black checkers either way;
		// captured checkers are all black pieces, so both routes leave the
		// same stack: one move, shown with the first route found.
		name:   "two routes to the same position are one move",
		pos:    "R 10:R 14:b 15:b 22:b 23:b",
		moves:  []string{"10x17x26x19x10"},
		routes: 2,
		play:   "10x17x26x19x10",
		after:  "B 10:bbbbR",
		alt:    []string{"10x19x26x17x10"},
	},
	{
		// The same loop through Red's King Me row (30): going first to 30
		// removes one captured checker, going there last removes three.
		name:   "two routes over the same squares to different positions are two moves",
		pos:    "R 17:b 18:b 21:R 25:b 26:b",
		moves:  []string{"21x14x23x30x21", "21x30x23x14x21"},
		routes: 2,
		play:   "21x30x23x14x21",
		after:  "B 21:bbbR",
	},
}

func TestRefHandPositions(t *testing.T) {
	for _, tc := range refHandCases {
		t.Run(tc.name, func(t *testing.T) {
			b := mustRefParse(t, tc.pos)
			if got := b.text(); got != tc.pos {
				t.Fatalf("text: got %q, want %q", got, tc.pos)
			}
			if got := refMoveTexts(b.moves()); !slices.Equal(got, tc.moves) {
				t.Errorf("moves: got %q, want %q", got, tc.moves)
			}
			if tc.routes != 0 {
				if got := len(b.routes()); got != tc.routes {
					t.Errorf("routes before merging: got %d, want %d", got, tc.routes)
				}
			}
			if len(tc.moves) == 0 {
				if got := refPerft(b, 1); got != 0 {
					t.Errorf("perft 1: got %d, want 0", got)
				}
				if got := refPerft(b, 0); got != 1 {
					t.Errorf("perft 0: got %d, want 1", got)
				}
				return
			}
			m, err := refParseMove(tc.play)
			if err != nil {
				t.Fatal(err)
			}
			after := b.play(m)
			if got := after.text(); got != tc.after {
				t.Errorf("after %s: got %q, want %q", tc.play, got, tc.after)
			}
			for _, alt := range tc.alt {
				if slices.Contains(refMoveTexts(b.moves()), alt) {
					t.Errorf("route %s is listed, want it merged into %s", alt, tc.play)
				}
				am, err := refParseMove(alt)
				if err != nil {
					t.Fatal(err)
				}
				if got := b.play(am).text(); got != tc.after {
					t.Errorf("after route %s: got %q, want %q", alt, got, tc.after)
				}
			}
			if tc.next != nil {
				if got := refMoveTexts(after.moves()); !slices.Equal(got, tc.next) {
					t.Errorf("moves after %s: got %q, want %q", tc.play, got, tc.next)
				}
			}
		})
	}
}

func TestRefPlayRejectsIllegalMoves(t *testing.T) {
	tests := []struct {
		name, pos, move string
	}{
		{"simple move when a jump exists", "R 1:r 10:r 15:b", "1-5"},
		{"unfinished sequence", "R 10:b 14:r 18:b 19:b", "14x23"},
		{"piece moving backward", "R 14:r", "14-10"},
		{"stack of the other side", "R 14:r 22:b", "22-18"},
		{"onto an occupied square", "R 14:r 18:r", "14-18"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := mustRefParse(t, tt.pos)
			m, err := refParseMove(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := b.tryPlay(m); err == nil {
				t.Errorf("tryPlay(%s) in %q: got no error, want one", tt.move, tt.pos)
			}
		})
	}
}

func TestRefParse(t *testing.T) {
	ok := []struct {
		name, in, want string
	}{
		{"start round trip", refStart, refStart},
		{"any square order", "B 32:b 1:rB 5:bbr", "B 1:rB 5:bbr 32:b"},
		{"any whitespace", " R\t9:r \n 10:bR  ", "R 9:r 10:bR"},
		{"no checkers at all", "B", "B"},
		{"twelve of a colour", "R 1:rrrrrr 2:rrrrrR 3:bbbbbbbbbbbB", "R 1:rrrrrr 2:rrrrrR 3:bbbbbbbbbbbB"},
	}
	for _, tt := range ok {
		t.Run(tt.name, func(t *testing.T) {
			b, err := refParse(tt.in)
			if err != nil {
				t.Fatalf("refParse(%q): got error %v, want none", tt.in, err)
			}
			if got := b.text(); got != tt.want {
				t.Errorf("text: got %q, want %q", got, tt.want)
			}
			again := mustRefParse(t, b.text())
			if got := again.text(); got != tt.want {
				t.Errorf("round trip: got %q, want %q", got, tt.want)
			}
		})
	}

	bad := []struct {
		name, in string
	}{
		{"empty", ""},
		{"blank", "  \t "},
		{"bad side", "X 1:r"},
		{"lower-case side", "r 1:r"},
		{"side missing", "1:r 2:r"},
		{"square 0", "R 0:r"},
		{"square 33", "R 33:r"},
		{"square 100", "R 100:r"},
		{"leading zero", "R 01:r"},
		{"signed square", "R +1:r"},
		{"square not a number", "R a:r"},
		{"square missing", "R :r"},
		{"square twice", "R 1:r 1:b"},
		{"square twice, other order", "R 5:b 2:r 5:r"},
		{"upper case not on top", "R 1:Rr"},
		{"upper case in the middle", "B 1:bBb"},
		{"empty stack", "R 1:"},
		{"no colon", "R 13"},
		{"thirteen red", "R 1:rrrrrrr 2:rrrrrr"},
		{"thirteen black", "B 1:bbbbbbbbbbbb 2:b"},
		{"bad letter", "R 1:x"},
		{"second colon", "R 1:r:r"},
		{"junk token", "R 1:r junk"},
		{"two sides", "R B 1:r"},
	}
	for _, tt := range bad {
		t.Run("error/"+tt.name, func(t *testing.T) {
			if b, err := refParse(tt.in); err == nil {
				t.Errorf("refParse(%q): got %q, want an error", tt.in, b.text())
			}
		})
	}
}

func TestRefMoveText(t *testing.T) {
	ok := []struct {
		in   string
		want refMove
	}{
		{"11-15", refMove{From: 11, Path: []int{15}}},
		{"15x24", refMove{From: 15, Path: []int{24}}},
		{"15x24x31", refMove{From: 15, Path: []int{24, 31}}},
		{"14x23x14x23", refMove{From: 14, Path: []int{23, 14, 23}}},
	}
	for _, tt := range ok {
		t.Run(tt.in, func(t *testing.T) {
			m, err := refParseMove(tt.in)
			if err != nil {
				t.Fatalf("refParseMove(%q): %v", tt.in, err)
			}
			if m.From != tt.want.From || !slices.Equal(m.Path, tt.want.Path) {
				t.Errorf("refParseMove(%q): got %+v, want %+v", tt.in, m, tt.want)
			}
			if got := tt.want.text(); got != tt.in {
				t.Errorf("text: got %q, want %q", got, tt.in)
			}
		})
	}
	for _, in := range []string{"", "11", "11-", "11-15-19", "0-4", "11-33", "ax3", "11x"} {
		t.Run("error/"+in, func(t *testing.T) {
			if _, err := refParseMove(in); err == nil {
				t.Errorf("refParseMove(%q): got no error, want one", in)
			}
		})
	}
}

func TestRefGeometry(t *testing.T) {
	tests := []struct {
		n          int
		file, rank int
	}{
		{1, 1, 8}, {2, 3, 8}, {4, 7, 8}, {5, 0, 7}, {6, 2, 7}, {9, 1, 6},
		{13, 0, 5}, {18, 3, 4}, {29, 0, 1}, {30, 2, 1}, {31, 4, 1}, {32, 6, 1},
	}
	for _, tt := range tests {
		f, r := refCoord(tt.n)
		if f != tt.file || r != tt.rank {
			t.Errorf("refCoord(%d): got (%d, %d), want (%d, %d)", tt.n, f, r, tt.file, tt.rank)
		}
	}
	for n := 1; n <= 32; n++ {
		f, r := refCoord(n)
		if got := refSquare(f, r); got != n {
			t.Errorf("refSquare(refCoord(%d)): got %d, want %d", n, got, n)
		}
	}
	for _, fr := range [][2]int{{0, 8}, {1, 1}, {-1, 2}, {8, 3}, {0, 0}, {1, 9}} {
		if got := refSquare(fr[0], fr[1]); got != 0 {
			t.Errorf("refSquare(%d, %d): got %d, want 0", fr[0], fr[1], got)
		}
	}
}

// TestRefInvariants walks the tree from the start and from the hand positions
// and checks what must hold in every position reached.
func TestRefInvariants(t *testing.T) {
	var walk func(t *testing.T, b refBoard, depth int)
	walk = func(t *testing.T, b refBoard, depth int) {
		text := b.text()
		if again := mustRefParse(t, text); again.text() != text {
			t.Fatalf("round trip of %q: got %q", text, again.text())
		}
		reds, blacks := 0, 0
		for n := 1; n <= 32; n++ {
			for i, c := range b.sq[n] {
				if c.king && i != len(b.sq[n])-1 {
					t.Fatalf("%q: buried king on %d", text, n)
				}
				if c.red {
					reds++
				} else {
					blacks++
				}
			}
		}
		if depth == 0 {
			return
		}
		seen := map[string]bool{}
		for _, r := range b.results() {
			after := r.after.text()
			if seen[after] {
				t.Fatalf("%q: two moves lead to %q", text, after)
			}
			seen[after] = true
			if r.after.redToMove == b.redToMove {
				t.Fatalf("%q: %s does not pass the turn", text, r.move.text())
			}
			if got := b.play(r.move).text(); got != after {
				t.Fatalf("%q: play(%s): got %q, want %q", text, r.move.text(), got, after)
			}
			// Checkers only leave play; a simple move leaves the mover's own.
			r2, b2 := 0, 0
			for n := 1; n <= 32; n++ {
				for _, c := range r.after.sq[n] {
					if c.red {
						r2++
					} else {
						b2++
					}
				}
			}
			if r2 > reds || b2 > blacks {
				t.Fatalf("%q: %s adds checkers", text, r.move.text())
			}
			if b.redToMove && r2 != reds || !b.redToMove && b2 != blacks {
				t.Fatalf("%q: %s loses the mover's checkers", text, r.move.text())
			}
			walk(t, r.after, depth-1)
		}
	}
	t.Run("start", func(t *testing.T) { walk(t, mustRefParse(t, refStart), 4) })
	for _, tc := range refHandCases {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			walk(t, mustRefParse(t, tc.pos), 3)
		})
	}
}
