package coast

// Tests of the reference generator in reference_test.go against the rules
// (shared/rules/coast-to-coast.md), on hand positions whose moves were worked
// out by hand.

import (
	"slices"
	"strings"
	"testing"
)

// refMustParse parses text or fails the test.
func refMustParse(t *testing.T, text string) refBoard {
	t.Helper()
	b, err := refParse(text)
	if err != nil {
		t.Fatalf("refParse(%q): %v", text, err)
	}
	return b
}

// refMoveTexts returns the texts of b's moves, sorted.
func refMoveTexts(b refBoard) []string {
	var texts []string
	for _, m := range b.moves() {
		texts = append(texts, m.text())
	}
	slices.Sort(texts)
	return texts
}

// refMirror turns the board half a turn and swaps the colours: the rules are
// the same for both players up to this symmetry.
func refMirror(b refBoard) refBoard {
	m := b
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			c := b.cells[f][r]
			if c.color != 0 {
				c.color = refOther(c.color)
			}
			m.cells[7-f][7-r] = c
		}
	}
	m.toMove = refOther(b.toMove)
	m.offRed, m.offBlk = b.offBlk, b.offRed
	return m
}

func TestRefStartPosition(t *testing.T) {
	b := refStart()
	// The triangles as the rules file lists them.
	want := map[string]byte{}
	for _, s := range strings.Fields("b1 a2 c1 b2 a3 d1 c2 b3 a4 d2 c3 b4") {
		want[s] = refRed
	}
	for _, s := range strings.Fields("g8 h7 f8 g7 h6 e8 f7 g6 h5 e7 f6 g5") {
		want[s] = refBlack
	}
	for i := 0; i < 64; i++ {
		s := refSqAt(i)
		cell := b.at(s)
		if cell.color != want[s.String()] || cell.king {
			t.Errorf("start %v: got %q king=%v, want %q piece", s, cell.color, cell.king, want[s.String()])
		}
		// The same triangles by the rule: diagonal rows 1–3 from the home
		// (file index + rank index counted from the home corner), and the
		// three middle squares of row 4.
		for _, c := range []byte{refRed, refBlack} {
			h := refHome(c)
			row := refAbs(s.f-h.f) + refAbs(s.r-h.r)
			mid := row == 4 && s.f != 0 && s.f != 7 && s.r != 0 && s.r != 7
			in := (row >= 1 && row <= 3) || mid
			if in != (cell.color == c) {
				t.Errorf("start %v: colour %q in triangle of %c = %v", s, cell.color, c, in)
			}
		}
	}
	if b.toMove != refBlack {
		t.Errorf("start: got %c to move, want B", b.toMove)
	}
	if got := b.text(); got != refStartText {
		t.Errorf("start text: got %q, want %q", got, refStartText)
	}
	// The brief's start text, in another order, reads as the same position.
	given := "B:Rb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4/0:Be7,f7,g7,e8,f8,g8,f6,g6,h6,g5,h5,h7/0"
	if got := refMustParse(t, given); got != b {
		t.Errorf("refParse(%q): got %q, want the start", given, got.text())
	}
}

func refAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestRefStartPerft counts the start's move tree.
//
// Depth 1 by hand (Black moves first; a Black piece goes (-1,-1), (-1,0),
// (0,-1), (-1,+1) or (+1,-1)). Steps: g8, h7, f8, g7, h6 are boxed in; e8 to
// d7, d8; f7 to e6; g6 to f5; h5 to g4, h4; e7 to d6, d7, e6, d8; f6 to e5,
// e6, f5; g5 to f4, f5, g4, h4: 17. Jumps (none chains further): g8:e6,
// h7:f5, f8:d6, f8:d8, g7:e5, h6:f4, h6:h4, e8:e6, f7:d7, f7:f5, g6:e6,
// g6:g4, h5:f5, f6:d8, f6:h4 (f6:d8 and f6:h4 cannot go on to f6, the start
// square): 15. A jump lands two squares away and a step one, so nothing
// merges: 32.
//
// Depth 2 by hand: the start is symmetric (half a turn and colours swapped),
// so Red has the same 32 moves, and a Black move changes them only where it
// empties a square a Red chain can land on behind a square it fills: g5-f4
// opens c1:e3:g5, e7-d6 opens a3:c5:e7, and f6-e5 opens b2:d4:f6, :d8, :h4
// and b2:d4:f6:h8 crowning with five free moves (+f6, +f6:d4, +f6:d4:b2 back
// to the start square, +f6:d8, +f6:h4). 32·32 + 1 + 1 + 8 = 1034.
//
// Depths 3 and 4 are this generator's own numbers, kept to catch changes.
func TestRefStartPerft(t *testing.T) {
	want := []uint64{1, 32, 1034, 41262, 1690208}
	b := refStart()
	for depth := 1; depth < len(want); depth++ {
		got := refPerft(b, depth)
		t.Logf("perft(start, %d) = %d", depth, got)
		if got != want[depth] {
			t.Errorf("perft(start, %d): got %d, want %d", depth, got, want[depth])
		}
	}
}

// TestRefTreeInvariants walks the first plies from the start and checks, at
// each node, that the text round-trips, that move texts and resulting
// positions are distinct, and that the mirrored board has as many moves.
func TestRefTreeInvariants(t *testing.T) {
	var walk func(b refBoard, depth int)
	walk = func(b refBoard, depth int) {
		if got, err := refParse(b.text()); err != nil || got != b {
			t.Fatalf("round trip of %q: got %q, %v", b.text(), got.text(), err)
		}
		moves := b.moves()
		if got, want := len(refMirror(b).moves()), len(moves); got != want {
			t.Fatalf("%q: mirrored board has %d moves, want %d", b.text(), got, want)
		}
		texts := map[string]bool{}
		after := map[refBoard]bool{}
		for _, m := range moves {
			if texts[m.text()] || after[b.play(m)] {
				t.Fatalf("%q: move %s given twice", b.text(), m.text())
			}
			texts[m.text()] = true
			after[b.play(m)] = true
		}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			walk(b.play(m), depth-1)
		}
	}
	walk(refStart(), 3)
}

// refCase is a hand position: its legal moves, and positions after some of
// them.
type refCase struct {
	name  string
	pos   string
	moves []string
	after map[string]string // move text -> position text after it
}

func refRunCases(t *testing.T, cases []refCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.pos)
			got := refMoveTexts(b)
			want := slices.Clone(tc.moves)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("moves of %q:\ngot  %v\nwant %v", tc.pos, got, want)
			}
			for mt, wantAfter := range tc.after {
				m, err := b.find(mt)
				if err != nil {
					t.Errorf("%v", err)
					continue
				}
				if got := b.play(m).text(); got != wantAfter {
					t.Errorf("after %s in %q: got %q, want %q", mt, tc.pos, got, wantAfter)
				}
			}
			// The mirror image has the same moves, mirrored.
			if got, want := len(refMirror(b).moves()), len(b.moves()); got != want {
				t.Errorf("mirror of %q: got %d moves, want %d", tc.pos, got, want)
			}
		})
	}
}

func TestRefDirectionsAndJumps(t *testing.T) {
	refRunCases(t, []refCase{
		{
			name:  "red piece has five directions",
			pos:   "R:Rd4/0:B/0",
			moves: []string{"d4-e5", "d4-e4", "d4-d5", "d4-e3", "d4-c5"},
			after: map[string]string{"d4-e5": "B:Re5/0:B/0", "d4-e3": "B:Re3/0:B/0"},
		},
		{
			name:  "black piece has the five negated directions",
			pos:   "B:R/0:Be5/0",
			moves: []string{"e5-d4", "e5-d5", "e5-e4", "e5-d6", "e5-f4"},
			after: map[string]string{"e5-d6": "R:R/0:Bd6/0"},
		},
		{
			name:  "red king has eight directions",
			pos:   "R:RKd4/0:B/0",
			moves: []string{"d4-e5", "d4-e4", "d4-d5", "d4-e3", "d4-c5", "d4-c3", "d4-c4", "d4-d3"},
			after: map[string]string{"d4-c3": "B:RKc3/0:B/0"},
		},
		{
			name:  "black king has eight directions",
			pos:   "B:R/0:BKe5/0",
			moves: []string{"e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6"},
			after: map[string]string{"e5-f6": "R:R/0:BKf6/0"},
		},
		{
			// d4 jumps Black's d5, then its own e5 (d4:d6:f4), or its own e5
			// alone; nothing is removed.
			name: "jumps over either colour and nothing is removed",
			pos:  "R:Rd4,e5/0:Bd5/0",
			moves: []string{"d4-e4", "d4-e3", "d4-c5", "d4:f6", "d4:d6", "d4:d6:f4",
				"e5-f6", "e5-f5", "e5-e6", "e5-f4", "e5-d6"},
			after: map[string]string{
				"d4:d6":    "B:Re5,d6/0:Bd5/0",
				"d4:f6":    "B:Re5,f6/0:Bd5/0",
				"d4:d6:f4": "B:Rf4,e5/0:Bd5/0",
			},
		},
		{
			// The chain c3:e5:e7 may stop at e5, and c3 may step instead.
			name:  "jumps are optional and a chain may stop after any jump",
			pos:   "R:Rc3/0:Bd4,e6/0",
			moves: []string{"c3-d3", "c3-c4", "c3-d2", "c3-b4", "c3:e5", "c3:e5:e7"},
			after: map[string]string{
				"c3:e5":    "B:Re5/0:Bd4,e6/0",
				"c3:e5:e7": "B:Re7/0:Bd4,e6/0",
				"c3-d3":    "B:Rd3/0:Bd4,e6/0",
			},
		},
		{
			// The king can go round c3 → e3 → e5 → c5 (→ c3): the last jump
			// would land on the start square, and e5 → e3 / c5 → e5 would
			// land twice; there is no move back to c3 and the list is finite.
			name: "a chain never lands twice nor on its start square",
			pos:  "R:RKc3/0:Bd3,c4,e4,d5/0",
			moves: []string{"c3-b2", "c3-c2", "c3-d2", "c3-b3", "c3-b4", "c3-d4",
				"c3:e3", "c3:c5", "c3:e3:e5"},
			after: map[string]string{"c3:e3:e5": "B:RKe5/0:Bd3,c4,e4,d5/0"},
		},
		{
			// c3:e3:e5 and c3:c5:e5 both end on e5: one move, the first
			// found (breadth first, (1,0) before (0,1)) kept.
			name:  "chains to the same square are one move",
			pos:   "R:Rc3/0:Bd3,c4,e4,d5/0",
			moves: []string{"c3-d4", "c3-d2", "c3-b4", "c3:e3", "c3:c5", "c3:e3:e5"},
			after: map[string]string{"c3:e3:e5": "B:Re5/0:Bd3,c4,e4,d5/0"},
		},
	})
}

func TestRefRouteMerging(t *testing.T) {
	b := refMustParse(t, "R:Rc3/0:Bd3,c4,e4,d5/0")
	var got []string
	for _, m := range b.routes(refSq{2, 2}) {
		got = append(got, m.text())
	}
	want := []string{"c3-d4", "c3-d2", "c3-b4", "c3:e3", "c3:c5", "c3:e3:e5", "c3:c5:e5"}
	if !slices.Equal(got, want) {
		t.Errorf("routes of c3: got %v, want %v", got, want)
	}
	if got, want := len(b.moves()), 6; got != want {
		t.Errorf("moves: got %d, want %d", got, want)
	}
}

func TestRefCrowning(t *testing.T) {
	refRunCases(t, []refCase{
		{
			// g7-h8 crowns; the free move may step back to g7 (the
			// piece's own start square), step to h7, or jump g8 to f8. It
			// cannot go on f8:h6, which would jump over g7, empty for the
			// whole turn. g7-h7 (piece) and g7-h8+h7 (king) are two moves.
			name: "crowning by a step, free step or jump, start square empty",
			pos:  "R:Rg7/0:Bg8/0",
			moves: []string{"g7-h8+g7", "g7-h8+h7", "g7-h8+f8",
				"g7-h7", "g7-h6", "g7-f8"},
			after: map[string]string{
				"g7-h8+g7": "B:RKg7/0:Bg8/0",
				"g7-h8+f8": "B:RKf8/0:Bg8/0",
				"g7-h7":    "B:Rh7/0:Bg8/0",
				"g7-h8+h7": "B:RKh7/0:Bg8/0",
			},
		},
		{
			// f6:h8 crowns and the chain stops; the free move is a new
			// chain: it may land on f6, the piece's own start, and on f8,
			// then d8 or h6; it never lands back on h8.
			name: "crowning by a jump, free chains",
			pos:  "R:Rf6/0:Be8,g7,g8/0",
			moves: []string{"f6-g6", "f6-f7", "f6-g5", "f6-e7",
				"f6:h8+h7", "f6:h8+f6", "f6:h8+f8", "f6:h8+f8:d8", "f6:h8+f8:h6"},
			after: map[string]string{
				"f6:h8+f8:d8": "B:RKd8/0:Bg7,e8,g8/0",
				"f6:h8+f6":    "B:RKf6/0:Bg7,e8,g8/0",
				"f6:h8+f8":    "B:RKf8/0:Bg7,e8,g8/0",
			},
		},
		{
			name:  "black piece crowning on a1",
			pos:   "B:Rb1/0:Bb2/0",
			moves: []string{"b2-a1+b2", "b2-a1+a2", "b2-a1+c1", "b2-a2", "b2-a3", "b2-c1"},
			after: map[string]string{"b2-a1+c1": "R:Rb1/0:BKc1/0"},
		},
		{
			// Neither king may land on h8 (f6 over g7, g7 by a step), so h6
			// behind h7 is not reached through h8 either; g7 jumps its own
			// f6 to e5.
			name: "a red king never lands on h8, by a step or a jump",
			pos:  "R:RKf6,Kg7/0:Bh7/0",
			moves: []string{"f6-g6", "f6-f7", "f6-g5", "f6-e7", "f6-e5", "f6-e6", "f6-f5",
				"g7-g8", "g7-h6", "g7-f8", "g7-f7", "g7-g6", "g7:e5"},
			after: map[string]string{"g7-g8": "B:RKf6,Kg8/0:Bh7/0"},
		},
		{
			name:  "a black king never lands on a1",
			pos:   "B:Rb2/0:BKc3/0",
			moves: []string{"c3-d4", "c3-d3", "c3-c4", "c3-d2", "c3-b4", "c3-b3", "c3-c2"},
		},
	})
}

// TestRefCrowningNeedsAFreeMove: a move onto the opponent's home is legal only
// if the new king has a free move. In a real turn one always exists (the
// square the piece last came from is empty, so the king can step or jump
// straight back), so the rule is shown on the free-move expansion itself: h8
// boxed in (g7, g8, h7 taken, and f6, f8, h6 behind them) gives no route.
func TestRefCrowningNeedsAFreeMove(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		want []string
	}{
		{"boxed in: no free move, no crowning", "R:R/0:Bf6,h6,g7,h7,f8,g8/0", nil},
		{"f6 empty: the free jump back", "R:R/0:Bh6,g7,h7,f8,g8/0", []string{"d4:f6:h8+f6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.pos)
			var got []string
			for _, m := range b.crownings(refRed, refSq{3, 3}, []refSq{{5, 5}, {7, 7}}) {
				got = append(got, m.text())
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("crownings: got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestRefBearingOff(t *testing.T) {
	refRunCases(t, []refCase{
		{
			name: "a king steps onto its home and is borne off",
			pos:  "R:RKb2/0:B/0",
			moves: []string{"b2-a1", "b2-c3", "b2-c2", "b2-b3", "b2-c1",
				"b2-a3", "b2-a2", "b2-b1"},
			after: map[string]string{"b2-a1": "B:R/1:B/0"},
		},
		{
			// e5:c3:a1 bears off at a1 and stops: no a1:a3 over a2.
			name: "a king borne off mid-chain, the chain stops",
			pos:  "R:RKe5/0:Ba2,b2,d4/0",
			moves: []string{"e5-f6", "e5-f5", "e5-e6", "e5-f4", "e5-d6", "e5-d5", "e5-e4",
				"e5:c3", "e5:c3:a1"},
			after: map[string]string{"e5:c3:a1": "B:R/1:Ba2,b2,d4/0"},
		},
		{
			name:  "a black king borne off on h8",
			pos:   "B:Rc5/0:BKg7/3",
			moves: []string{"g7-h8", "g7-f6", "g7-f7", "g7-g6", "g7-f8", "g7-h6", "g7-g8", "g7-h7"},
			after: map[string]string{"g7-h8": "R:Rc5/0:B/4"},
		},
	})
}

func TestRefEndings(t *testing.T) {
	tests := []struct {
		name       string
		pos        string
		moves      []string // before the move
		play       string
		after      string
		overAfter  bool
		winner     string
		perftAfter []uint64 // perft of the position after, depths 0, 1, …
	}{
		{
			name: "a player with no move passes", pos: "R:Rh1/0:Bf3,g2,h2,h3/0",
			moves: []string{"pass"}, play: "pass", after: "B:Rh1/0:Bg2,h2,f3,h3/0:pass",
		},
		{
			name: "the second pass in a row ends the game in a draw", pos: "R:R/5:B/7:pass",
			moves: []string{"pass"}, play: "pass", after: "B:R/5:B/7:pass",
			overAfter: true, winner: "draw", perftAfter: []uint64{1, 0, 0},
		},
		{
			name: "a first pass does not end the game", pos: "R:R/5:B/7",
			moves: []string{"pass"}, play: "pass", after: "B:R/5:B/7:pass",
			perftAfter: []uint64{1, 1, 0},
		},
		{
			name: "red bears off the twelfth checker and wins", pos: "R:RKb2/11:Bc5/0",
			moves: []string{"b2-a1", "b2-c3", "b2-c2", "b2-b3", "b2-c1", "b2-a3", "b2-a2", "b2-b1"},
			play:  "b2-a1", after: "B:R/12:Bc5/0",
			overAfter: true, winner: "R", perftAfter: []uint64{1, 0},
		},
		{
			// d4:f6:h8 bears off the twelfth Black checker at a chain's
			// second landing: Black wins and Red does not reply.
			name: "black bears off the twelfth checker mid-chain and wins", pos: "B:Re5,g7/0:BKd4/11",
			moves: []string{
				"d4-c3", "d4-c4", "d4-d3", "d4-c5", "d4-e3", "d4-e4", "d4-d5",
				"d4:f6", "d4:f6:h8",
			},
			play: "d4:f6:h8", after: "R:Re5,g7/0:B/12",
			overAfter: true, winner: "B", perftAfter: []uint64{1, 0, 0},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.pos)
			if over, _ := b.over(); over {
				t.Fatalf("%q: over before the move", tc.pos)
			}
			got := refMoveTexts(b)
			want := slices.Clone(tc.moves)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("moves of %q:\ngot  %v\nwant %v", tc.pos, got, want)
			}
			m, err := b.find(tc.play)
			if err != nil {
				t.Fatal(err)
			}
			a := b.play(m)
			if got := a.text(); got != tc.after {
				t.Errorf("after %s: got %q, want %q", tc.play, got, tc.after)
			}
			over, winner := a.over()
			if over != tc.overAfter || winner != tc.winner {
				t.Errorf("over after %s: got %v %q, want %v %q", tc.play, over, winner, tc.overAfter, tc.winner)
			}
			if over && a.moves() != nil {
				t.Errorf("moves after the end: got %v, want nil", refMoveTexts(a))
			}
			for depth, want := range tc.perftAfter {
				if got := refPerft(a, depth); got != want {
					t.Errorf("perft(after, %d): got %d, want %d", depth, got, want)
				}
			}
		})
	}
}

// TestRefPassThenPlay: after a pass the opponent plays on, and the pass flag
// is cleared by that move.
func TestRefPassThenPlay(t *testing.T) {
	b := refMustParse(t, "R:Rh1/0:Bf3,g2,h2,h3/0")
	b = b.play(b.moves()[0])
	m, err := b.find("f3-e2")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.play(m).text(), "R:Rh1/0:Be2,g2,h2,h3/0"; got != want {
		t.Errorf("after f3-e2: got %q, want %q", got, want)
	}
}

func TestRefParse(t *testing.T) {
	good := []struct{ name, in, want string }{
		{"start round trip", refStartText, refStartText},
		{"pass round trip", "R:Rb1,Kc3/3:Bg5,Kd4/1:pass", "R:Rb1,Kc3/3:Bg5,Kd4/1:pass"},
		{"empty sections", "B:R/12:B/0", "B:R/12:B/0"},
		{"B section first", "B:Bg5/0:Rb1/0", "B:Rb1/0:Bg5/0"},
		{"missing counts", "R:Rb1,Kc3:Bg5", "R:Rb1,Kc3/0:Bg5/0"},
		{"pieces before kings, squares ordered", "B:RKb1,c3,a2/2:BKe5,Kd5,g5,h4/0", "B:Ra2,c3,Kb1/2:Bh4,g5,Kd5,Ke5/0"},
		{"two-digit count", "R:R/10:B/02", "R:R/10:B/2"},
	}
	for _, tc := range good {
		t.Run(tc.name, func(t *testing.T) {
			b, err := refParse(tc.in)
			if err != nil {
				t.Fatalf("refParse(%q): %v", tc.in, err)
			}
			if got := b.text(); got != tc.want {
				t.Errorf("refParse(%q).text(): got %q, want %q", tc.in, got, tc.want)
			}
			if again, err := refParse(b.text()); err != nil || again != b {
				t.Errorf("round trip of %q: got %q, %v", b.text(), again.text(), err)
			}
		})
	}

	bad := []struct{ name, in string }{
		{"empty", ""},
		{"bad side", "X:R/0:B/0"},
		{"lower-case side", "b:R/0:B/0"},
		{"no side", ":R/0:B/0"},
		{"bad file", "B:Ri1/0:B/0"},
		{"bad rank", "B:Ra9/0:B/0"},
		{"upper-case file", "B:RC3/0:B/0"},
		{"square too long", "B:Rc33/0:B/0"},
		{"king mark alone", "B:RK/0:B/0"},
		{"square twice in a section", "B:Rc3,c3/0:B/0"},
		{"square twice across sections", "B:Rc3/0:Bc3/0"},
		{"piece on a1", "B:Ra1/0:B/0"},
		{"piece on h8", "B:R/0:Bh8/0"},
		{"king on the other home", "B:RKh8/0:B/0"},
		{"13 checkers on the board", "B:Rb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4,c4/0:B/0"},
		{"13 with the borne off", "B:Rb1/12:B/0"},
		{"count over 12", "B:R/13:B/0"},
		{"negative count", "B:R/-1:B/0"},
		{"signed count", "B:R/+1:B/0"},
		{"empty count", "B:R/:B/0"},
		{"two slashes", "B:R//0:B/0"},
		{"both sides finished", "B:R/12:B/12"},
		{"one section", "B:R/0"},
		{"two R sections", "B:R/0:R/0"},
		{"section letter missing", "B:b1/0:B/0"},
		{"empty item", "B:Rb1,/0:B/0"},
		{"bad separator", "B:Rb1;c1/0:B/0"},
		{"trailing colon", "B:R/0:B/0:"},
		{"bad pass", "B:R/0:B/0:pas"},
		{"pass twice", "B:R/0:B/0:pass:pass"},
		{"junk after count", "B:R/0:B/0x"},
		{"space", " B:R/0:B/0"},
		{"spaces in list", "B:Rb1, c1/0:B/0"},
	}
	for _, tc := range bad {
		t.Run("error/"+tc.name, func(t *testing.T) {
			if b, err := refParse(tc.in); err == nil {
				t.Errorf("refParse(%q): got %q, want an error", tc.in, b.text())
			}
		})
	}
}

// FuzzRefParse: refParse never panics, and what it accepts it writes in a form
// it reads back to the same board.
func FuzzRefParse(f *testing.F) {
	for _, s := range []string{refStartText, "R:Rb1,Kc3/3:Bg5,Kd4/1:pass", "B:Bg5:Rb1", "B:R/0:B/0x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := refParse(s)
		if err != nil {
			return
		}
		again, err := refParse(b.text())
		if err != nil || again != b || again.text() != b.text() {
			t.Errorf("round trip of %q via %q: got %q, %v", s, b.text(), again.text(), err)
		}
	})
}

func TestRefMoveText(t *testing.T) {
	sq := func(s string) refSq {
		q, ok := refParseSq(s)
		if !ok {
			t.Fatalf("bad square %q", s)
		}
		return q
	}
	tests := []struct {
		name string
		m    refMove
		want string
	}{
		{"pass", refMove{pass: true}, "pass"},
		{"step", refMove{from: sq("c3"), path: []refSq{sq("d4")}}, "c3-d4"},
		{"one jump", refMove{from: sq("c3"), path: []refSq{sq("e5")}}, "c3:e5"},
		{"chain", refMove{from: sq("c3"), path: []refSq{sq("e5"), sq("e7")}}, "c3:e5:e7"},
		{"crown by step, free step", refMove{from: sq("g7"), path: []refSq{sq("h8")}, free: []refSq{sq("h7")}}, "g7-h8+h7"},
		{"crown by jump, free jump", refMove{from: sq("f6"), path: []refSq{sq("h8")}, free: []refSq{sq("f8")}}, "f6:h8+f8"},
		{"free chain", refMove{from: sq("f6"), path: []refSq{sq("h8")}, free: []refSq{sq("f8"), sq("d8")}}, "f6:h8+f8:d8"},
		{"bearing off", refMove{from: sq("b2"), path: []refSq{sq("a1")}}, "b2-a1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.m.text(); got != tc.want {
				t.Errorf("text: got %q, want %q", got, tc.want)
			}
		})
	}
}
