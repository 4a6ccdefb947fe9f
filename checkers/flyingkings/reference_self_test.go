package flyingkings

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// These tests check the reference generator of reference_test.go against the
// rules by hand, so that it can be trusted to check the fast generator.
//
// The board, for reading the positions below (Black at the top moves down,
// Red at the bottom moves up):
//
//	rank 8:   .  1  .  2  .  3  .  4     Black's King's Row
//	rank 7:   5  .  6  .  7  .  8  .
//	rank 6:   .  9  . 10  . 11  . 12     Spawn (for Red Princes): 9, 11
//	rank 5:  13  . 14  . 15  . 16  .     Push down: 13 -> 21, 16 -> 24
//	rank 4:   . 17  . 18  . 19  . 20     Push up: 17 -> 9, 20 -> 12
//	rank 3:  21  . 22  . 23  . 24  .     Spawn (for Black Princes): 22, 24
//	rank 2:   . 25  . 26  . 27  . 28
//	rank 1:  29  . 30  . 31  . 32  .     Red's King's Row
//	          a  b  c  d  e  f  g  h     Morph: 14, 15, 18, 19

func refMustParse(t *testing.T, text string) refBoard {
	t.Helper()
	b, err := refParse(text)
	if err != nil {
		t.Fatalf("refParse(%q): %v", text, err)
	}
	return b
}

// TestRefPerftStart counts from the start position.
//
// Depth 1 is 7: only Black's Guards on 9–12 can move (everything behind them
// is blocked, no take exists), one square down: 9 to 13 or 14, 10 to 14 or
// 15, 11 to 15 or 16, 12 to 16: 2+2+2+1.
//
// Depth 2 is 49: after any of these Red has no take (Black's moved Guard is
// on rank 5, Red's pieces on ranks 1–3; Red has no Prince, King or Flying
// King on a Push Arrow), and Red's Guards on 21–24 have their 7 steps (21 to
// 17; 22 to 17 or 18; 23 to 18 or 19; 24 to 19 or 20) whatever Black did.
//
// Depth 3 is 302. After Black's Guard went from rank 6 to rank 5 and Red's
// Guard from rank 3 to rank 4, Black has 8 steps when the two Guards do not
// touch (Red's Guard never blocks a rank-6 Guard, whose steps go to rank 5):
//   - after 9-13: 13 to 17, 10 (2), 11 (2), 12 (1), Princes 5 and 6 to 9;
//   - after 9-14: 10 to 15 only, 11 (2), 12 (1), 14 (2), Princes 5, 6 to 9;
//   - after 10-14: 9 to 13 only, 11 (2), 12 (1), 14 (2), Princes 6, 7 to 10;
//   - after 10-15: 9 (2), 11 to 16 only, 12 (1), 15 (2), Princes 6, 7 to 10;
//   - after 11-15: 9 (2), 10 to 14 only, 12 (1), 15 (2), Princes 7, 8 to 11;
//   - after 11-16: 9 (2), 10 (2), 12 none, 16 (2), Princes 7, 8 to 11;
//   - after 12-16: 9 (2), 10 (2), 11 to 15 only, 16 (2), Prince 8 to 12.
//
// When Red's Guard lands diagonally below Black's, it either blocks one step
// (7 moves) or, if the square behind it is the one Red just emptied, Black
// must jump it (1 move). Per first move, after Red's 21-17, 22-17, 22-18,
// 23-18, 23-19, 24-19, 24-20:
//   - 9-13: 7 (21-17 blocks 13-17), 1 (22-17 leaves 22 empty: 13x22 is
//     forced), then 8 five times: 48.
//   - 9-14 and 10-14: 1 (14x21 forced), 7 (22-17 blocks 14-17), 7 (22-18
//     blocks 14-18), 1 (14x23 forced), 8, 8, 8: 40 each.
//   - 10-15 and 11-15: 8, 8, 1 (15x22), 7 (23-18 blocks 15-18), 7 (23-19
//     blocks 15-19), 1 (15x24), 8: 40 each.
//   - 11-16 and 12-16: 8 four times, 1 (16x23), 7 (24-19 blocks 16-19), 7
//     (24-20 blocks 16-20; 16 cannot jump 20 off the board): 47 each.
//
// Total 48 + 2·40 + 2·40 + 2·47 = 302. No Prince, King, Morph, Spawn or Push
// Arrow plays a part in the first five plies (a Prince or King cannot reach a
// Push Arrow before its own turn starts there, no King can move yet, and no
// piece meets an opposing piece behind it), so depths 1–5 equal standard
// checkers' published perft numbers 7, 49, 302, 1469, 7361: an independent
// check of depths 4 and 5. Depth 6 (36594, standard checkers has 36768) is
// where the pushes first happen, e.g. 11-15 24-19 15x24 27x20 leaves a Red
// Prince on 20 that must push 20x12 on its next turn; it was computed by this
// generator and is pinned to catch changes.
func TestRefPerftStart(t *testing.T) {
	start := refMustParse(t, refStart)
	if got := start.text(); got != refStart {
		t.Fatalf("start text: got %q, want %q", got, refStart)
	}
	if got := start.status(); got != "" {
		t.Fatalf("start status: got %q, want none", got)
	}
	tests := []struct {
		depth int
		want  uint64
	}{
		{0, 1},
		{1, 7},
		{2, 49},
		{3, 302},
		{4, 1469},
		{5, 7361},
		{6, 36594},
	}
	for _, tt := range tests {
		if tt.depth >= 5 && testing.Short() {
			continue
		}
		got := refPerft(start, tt.depth)
		t.Logf("perft(start, %d) = %d", tt.depth, got)
		if got != tt.want {
			t.Errorf("perft(start, %d): got %d, want %d", tt.depth, got, tt.want)
		}
	}
}

// TestRefStartMoves lists the first moves and Red's replies.
func TestRefStartMoves(t *testing.T) {
	start := refMustParse(t, refStart)
	want := []refWant{
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G11,G12,G14", []string{"10-14"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G11,G12,G15", []string{"10-15"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G12,G15", []string{"11-15"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G12,G16", []string{"11-16"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G16", []string{"12-16"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G10,G11,G12,G13", []string{"9-13"}},
		{"R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G10,G11,G12,G14", []string{"9-14"}},
	}
	refCheckResults(t, start, want)
	var replies []string
	for _, r := range refMustParse(t, want[6].after).results() {
		replies = append(replies, r.routes...)
	}
	wantReplies := []string{"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"}
	if !slices.Equal(replies, wantReplies) {
		t.Errorf("Red's replies to 9-14: got %q, want %q", replies, wantReplies)
	}
}

// refWant is one expected move: the position after it and all its routes.
type refWant struct {
	after  string
	routes []string
}

// refCheckResults compares b.results() with want, in order.
func refCheckResults(t *testing.T, b refBoard, want []refWant) {
	t.Helper()
	got := b.results()
	var gotW []refWant
	for _, r := range got {
		gotW = append(gotW, refWant{r.after.text(), r.routes})
	}
	if len(gotW) != len(want) {
		t.Errorf("%s: got %d moves, want %d:\n got  %q\n want %q", b.text(), len(gotW), len(want), gotW, want)
		return
	}
	for i := range want {
		if gotW[i].after != want[i].after || !slices.Equal(gotW[i].routes, want[i].routes) {
			t.Errorf("%s: move %d: got %q %q, want %q %q", b.text(), i,
				gotW[i].routes, gotW[i].after, want[i].routes, want[i].after)
		}
	}
}

// refHandCase is a hand-built position named after the rule it shows: its
// exact list of moves (sorted by first route) or the result of the game.
type refHandCase struct {
	name   string
	pos    string // canonical text
	status string // "" while the game goes on
	want   []refWant
}

// Filler pieces (Guards on the far King's Row, say) keep each side above two
// pieces where the small-material end is not the point, and do not take part.
var refHandCases = []refHandCase{
	// Guards.
	{
		name: "Guard steps forward only",
		pos:  "B:RG29,G30,G31:BG14",
		want: []refWant{
			{"R:RG29,G30,G31:BG17", []string{"14-17"}},
			{"R:RG29,G30,G31:BG18", []string{"14-18"}},
		},
	},
	{
		// Red's Guards on 9 and 10 are behind Black's Guard with 5 and 7
		// empty beyond them, but a Guard does not jump backward.
		name: "Guard does not jump backward",
		pos:  "B:RG9,G10,G29:BG14",
		want: []refWant{
			{"R:RG9,G10,G29:BG17", []string{"14-17"}},
			{"R:RG9,G10,G29:BG18", []string{"14-18"}},
		},
	},
	{
		name: "Guard jumps forward, and must",
		pos:  "B:RG10,G18,G30:BG14",
		want: []refWant{
			{"R:RG10,G30:BG23", []string{"14x23"}},
		},
	},
	{
		name: "Guard stepping onto the opponent's King's Row becomes a King",
		pos:  "B:RG5,G6,G7:BG26",
		want: []refWant{
			{"R:RG5,G6,G7:BK30", []string{"26-30"}},
			{"R:RG5,G6,G7:BK31", []string{"26-31"}},
		},
	},
	// Princes.
	{
		name: "Prince jumps backward",
		pos:  "B:RG10,G29,G30:BP14",
		want: []refWant{
			{"R:RG29,G30:BP7", []string{"14x7"}},
		},
	},
	{
		// As a Prince it could jump on backward over 6 to 9, and as a King
		// too, but reaching Black's King's Row (2) ends the sequence.
		name: "promotion ends a jump sequence",
		pos:  "R:RP11:BG1,G6,G7",
		want: []refWant{
			{"B:RK2:BG1,G6", []string{"11x2"}},
		},
	},
	// Kings.
	{
		name: "King steps both ways",
		pos:  "B:RG29,G30,G31:BK6",
		want: []refWant{
			{"R:RG29,G30,G31:BK1", []string{"6-1"}},
			{"R:RG29,G30,G31:BK10", []string{"6-10"}},
			{"R:RG29,G30,G31:BK2", []string{"6-2"}},
			{"R:RG29,G30,G31:BK9", []string{"6-9"}},
		},
	},
	{
		// 10x19 forward over 15, then 19x12 backward over 16. The King
		// passes the Morph square 19 without morphing.
		name: "King jumps both ways in one sequence, passing a Morph square",
		pos:  "B:RG15,G16,G29:BK10",
		want: []refWant{
			{"R:RG29:BK12", []string{"10x19x12"}},
		},
	},
	{
		// From 23 the King could jump 18 again back to its empty start 14
		// (a Morph square), but a piece is jumped once only.
		name: "a piece is not jumped twice",
		pos:  "R:RK14:BG1,G2,G18",
		want: []refWant{
			{"B:RK23:BG1,G2", []string{"14x23"}},
		},
	},
	{
		// Round the four pieces either way and back onto the empty start
		// square: one move, two routes.
		name: "circular King jump: one result, two routes",
		pos:  "R:RK10:BG1,G14,G15,G22,G23",
		want: []refWant{
			{"B:RK10:BG1", []string{"10x17x26x19x10", "10x19x26x17x10"}},
		},
	},
	// Flying Kings.
	{
		// 29's only diagonal runs 25, 22, 18 up to Red's own Guard on 15;
		// the Flying King stays one on the Morph square 18 and does nothing
		// on the Spawn square 22.
		name: "Flying King slides any distance over empty squares",
		pos:  "R:RG15,F29:BG1,G2,G3",
		want: []refWant{
			{"B:RG10,F29:BG1,G2,G3", []string{"15-10"}},
			{"B:RG11,F29:BG1,G2,G3", []string{"15-11"}},
			{"B:RG15,F18:BG1,G2,G3", []string{"29-18"}},
			{"B:RG15,F22:BG1,G2,G3", []string{"29-22"}},
			{"B:RG15,F25:BG1,G2,G3", []string{"29-25"}},
		},
	},
	{
		// Over 22 the Flying King could land on 18, 15, 11, 8 or 4; only
		// from 15 can it jump on (10, landing on 6 or 1), so it must land on
		// 15. Beyond 10 neither 6 nor 1 lets it jump on, so both end it.
		name: "Flying King multi-capture, Russian landing rule",
		pos:  "R:RF29,G30,G31:BG3,G10,G22",
		want: []refWant{
			{"B:RF1,G30,G31:BG3", []string{"29x15x1"}},
			{"B:RF6,G30,G31:BG3", []string{"29x15x6"}},
		},
	},
	{
		// Over 22, landings 18 (then 27 to 32) and 15 (then 19) let it jump
		// on. After 15x24 (24, not 28: only 24 goes on) and 24x31 over 27,
		// from 31 the diagonal runs 26, then 22, captured but still on the
		// board: 26 cannot be jumped (removing 22 at once would allow
		// 31x22, 31x17 or 31x13).
		name: "captured piece blocks a Flying King",
		pos:  "R:RF29:BG19,G22,G26,G27",
		want: []refWant{
			{"B:RF31:BG26", []string{"29x15x24x31"}},
			{"B:RF32:BG19,G26", []string{"29x18x32"}},
		},
	},
	{
		// Over 11 (landing 8 or 4, neither going on) or over 19: then
		// 24x31 over 27, 31x22 over 26 (22 is the only landing going on)
		// and 22 over 11 along the long diagonal, passing the empty start
		// square 15, landing 8 or 4.
		name: "Flying King crosses its start square",
		pos:  "R:RF15:BG11,G19,G26,G27",
		want: []refWant{
			{"B:RF4:B", []string{"15x24x31x22x4"}},
			{"B:RF8:B", []string{"15x24x31x22x8"}},
			{"B:RF4:BG19,G26,G27", []string{"15x4"}},
			{"B:RF8:BG19,G26,G27", []string{"15x8"}},
		},
	},
	{
		// Round the four pieces either way (17, 26, 19 or 19, 26, 17 are
		// the only landings that go on). The last jump lands on the start
		// square 10 (both ways: one move, two routes), or flies over it to
		// 6 (Black's 1 stops it there), or lands on 7 or 3.
		name: "circular Flying King jump: merged routes, start square landed on and passed",
		pos:  "R:RF10:BG1,G14,G15,G22,G23",
		want: []refWant{
			{"B:RF10:BG1", []string{"10x17x26x19x10", "10x19x26x17x10"}},
			{"B:RF6:BG1", []string{"10x17x26x19x6"}},
			{"B:RF3:BG1", []string{"10x19x26x17x3"}},
			{"B:RF7:BG1", []string{"10x19x26x17x7"}},
		},
	},
	// Push takes: all four arrows, both colours.
	{
		name: "push 17x9 by Red, compulsory",
		pos:  "R:RK17,G30:BG1,G2,G9",
		want: []refWant{
			{"B:RK9,G30:BG1,G2", []string{"17x9"}},
		},
	},
	{
		name: "push 17x9 by Black (backward for Black)",
		pos:  "B:RG9,G29,G30:BK17",
		want: []refWant{
			{"R:RG29,G30:BK9", []string{"17x9"}},
		},
	},
	{
		name: "push 20x12 by a Red Prince",
		pos:  "R:RP20:BG1,G2,G12",
		want: []refWant{
			{"B:RP12:BG1,G2", []string{"20x12"}},
		},
	},
	{
		name: "push 20x12 by a Black Flying King",
		pos:  "B:RG12,G29,G30:BF20",
		want: []refWant{
			{"R:RG29,G30:BF12", []string{"20x12"}},
		},
	},
	{
		name: "push 13x21 by a Black Prince",
		pos:  "B:RG21,G29,G30:BP13",
		want: []refWant{
			{"R:RG29,G30:BP21", []string{"13x21"}},
		},
	},
	{
		name: "push 13x21 by Red (backward for Red)",
		pos:  "R:RK13:BG1,G2,G21",
		want: []refWant{
			{"B:RK21:BG1,G2", []string{"13x21"}},
		},
	},
	{
		name: "push 16x24 by a Red Flying King",
		pos:  "R:RF16:BG1,G3,G24",
		want: []refWant{
			{"B:RF24:BG1,G3", []string{"16x24"}},
		},
	},
	{
		name: "push 16x24 by a Black King",
		pos:  "B:RG24,G29,G30:BK16",
		want: []refWant{
			{"R:RG29,G30:BK24", []string{"16x24"}},
		},
	},
	{
		// From 9 the King could jump 6 to 2, but a push ends the move.
		name: "push ends the move",
		pos:  "R:RK17:BG1,G6,G9",
		want: []refWant{
			{"B:RK9:BG1,G6", []string{"17x9"}},
		},
	},
	{
		name: "Guard cannot push",
		pos:  "R:RG17:BG1,G2,G9",
		want: []refWant{
			{"B:RG13:BG1,G2,G9", []string{"17-13"}},
			{"B:RG14:BG1,G2,G9", []string{"17-14"}},
		},
	},
	{
		// The King on the arrow 17 does not take its own Guard on 9; it
		// steps, and becomes a Flying King on the Morph square 14.
		name: "no push of an own piece",
		pos:  "R:RG9,K17:BG1,G2,G3",
		want: []refWant{
			{"B:RG9,K13:BG1,G2,G3", []string{"17-13"}},
			{"B:RG9,F14:BG1,G2,G3", []string{"17-14"}},
			{"B:RG9,K21:BG1,G2,G3", []string{"17-21"}},
			{"B:RG9,K22:BG1,G2,G3", []string{"17-22"}},
			{"B:RG5,K17:BG1,G2,G3", []string{"9-5"}},
			{"B:RG6,K17:BG1,G2,G3", []string{"9-6"}},
		},
	},
	{
		name: "free choice between a push and a jump",
		pos:  "R:RK17,G22:BG1,G9,G18",
		want: []refWant{
			{"B:RK9,G22:BG1,G18", []string{"17x9"}},
			{"B:RG15,K17:BG1,G9", []string{"22x15"}},
		},
	},
	// Morph.
	{
		name: "King ending on a Morph square becomes a Flying King",
		pos:  "B:RG29,G30,G31:BK10",
		want: []refWant{
			{"R:RG29,G30,G31:BF14", []string{"10-14"}},
			{"R:RG29,G30,G31:BF15", []string{"10-15"}},
			{"R:RG29,G30,G31:BK6", []string{"10-6"}},
			{"R:RG29,G30,G31:BK7", []string{"10-7"}},
		},
	},
	{
		// Red's Flying Kings on 29 and 32 are stuck behind pairs of Black
		// pieces (25-22, 27-23) and the edge piece 28; with two of them the
		// King on 11 morphs on 15.
		name: "morph with two Flying Kings",
		pos:  "R:RK11,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28",
		want: []refWant{
			{"B:RF15,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-15"}},
			{"B:RK16,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-16"}},
			{"B:RK7,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-7"}},
			{"B:RK8,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-8"}},
		},
	},
	{
		// The same with a third Flying King on 5, stuck behind 1 (edge) and
		// the pair 9-14: the King stays a King on 15.
		name: "no morph with three Flying Kings",
		pos:  "R:RF5,K11,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28",
		want: []refWant{
			{"B:RF5,K15,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-15"}},
			{"B:RF5,K16,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-16"}},
			{"B:RF5,K7,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-7"}},
			{"B:RF5,K8,F29,F32:BG1,G9,G14,G22,G23,G25,G27,G28", []string{"11-8"}},
		},
	},
	{
		// The circular jump ends on the King's start square 14, a Morph
		// square: it ends its move there and becomes a Flying King.
		name: "circular jump ending on its Morph start square morphs",
		pos:  "R:RK14:BG1,G10,G11,G18,G19",
		want: []refWant{
			{"B:RF14:BG1", []string{"14x23x16x7x14", "14x7x16x23x14"}},
		},
	},
	// Spawn.
	{
		// 15-11 puts a Red Prince on Black's Spawn square 11: one move per
		// empty square of Red's King's Row (31 holds a Guard).
		name: "spawn with several free squares",
		pos:  "R:RP15,G31:BG1,G2,G3",
		want: []refWant{
			{"B:RP10,G31:BG1,G2,G3", []string{"15-10"}},
			{"B:RP11,P29,G31:BG1,G2,G3", []string{"15-11+29"}},
			{"B:RP11,P30,G31:BG1,G2,G3", []string{"15-11+30"}},
			{"B:RP11,G31,P32:BG1,G2,G3", []string{"15-11+32"}},
			{"B:RP15,G26:BG1,G2,G3", []string{"31-26"}},
			{"B:RP15,G27:BG1,G2,G3", []string{"31-27"}},
		},
	},
	{
		name: "spawn after a jump, one free square",
		pos:  "B:RG17,G29,G30:BG1,G2,G3,P13",
		want: []refWant{
			{"R:RG29,G30:BG1,G2,G3,P4,P22", []string{"13x22+4"}},
		},
	},
	{
		name: "no spawn with a full King's Row",
		pos:  "B:RG17,G29,G30:BG1,G2,G3,G4,P13",
		want: []refWant{
			{"R:RG29,G30:BG1,G2,G3,G4,P22", []string{"13x22"}},
		},
	},
	{
		name: "spawn with five Princes, the one landing included",
		pos:  "B:RG17,G29,G30:BP5,P6,P7,P8,P13",
		want: []refWant{
			{"R:RG29,G30:BP1,P5,P6,P7,P8,P22", []string{"13x22+1"}},
			{"R:RG29,G30:BP2,P5,P6,P7,P8,P22", []string{"13x22+2"}},
			{"R:RG29,G30:BP3,P5,P6,P7,P8,P22", []string{"13x22+3"}},
			{"R:RG29,G30:BP4,P5,P6,P7,P8,P22", []string{"13x22+4"}},
		},
	},
	{
		name: "no spawn with six Princes, the one landing included",
		pos:  "B:RG17,G29,G30:BP5,P6,P7,P8,P11,P13",
		want: []refWant{
			{"R:RG29,G30:BP5,P6,P7,P8,P11,P22", []string{"13x22"}},
		},
	},
	{
		name: "push 17x9 by a Red Prince spawns",
		pos:  "R:RP17,G30:BG1,G2,G9",
		want: []refWant{
			{"B:RP9,P29,G30:BG1,G2", []string{"17x9+29"}},
			{"B:RP9,G30,P31:BG1,G2", []string{"17x9+31"}},
			{"B:RP9,G30,P32:BG1,G2", []string{"17x9+32"}},
		},
	},
	{
		name: "push 16x24 by a Black Prince spawns",
		pos:  "B:RG24,G29,G30:BG1,P16",
		want: []refWant{
			{"R:RG29,G30:BG1,P2,P24", []string{"16x24+2"}},
			{"R:RG29,G30:BG1,P3,P24", []string{"16x24+3"}},
			{"R:RG29,G30:BG1,P4,P24", []string{"16x24+4"}},
		},
	},
	{
		// Guard to 9, King to 11 (Black's Spawn squares), Prince to 22
		// (Red's own Spawn square): nothing spawns. (16-19 morphs the King.)
		name: "Guard, King and Prince on its own side's Spawn square do not spawn",
		pos:  "R:RG14,K16,P26:BG1,G2,G3",
		want: []refWant{
			{"B:RG10,K16,P26:BG1,G2,G3", []string{"14-10"}},
			{"B:RG9,K16,P26:BG1,G2,G3", []string{"14-9"}},
			{"B:RK11,G14,P26:BG1,G2,G3", []string{"16-11"}},
			{"B:RK12,G14,P26:BG1,G2,G3", []string{"16-12"}},
			{"B:RG14,F19,P26:BG1,G2,G3", []string{"16-19"}},
			{"B:RG14,K20,P26:BG1,G2,G3", []string{"16-20"}},
			{"B:RG14,K16,P22:BG1,G2,G3", []string{"26-22"}},
			{"B:RG14,K16,P23:BG1,G2,G3", []string{"26-23"}},
		},
	},
	// The end of the game.
	{name: "side to move has no pieces", pos: "R:R:BG1,G2,G3", status: "Black wins (all pieces captured)"},
	{name: "side not to move has no pieces (Black)", pos: "B:R:BG1", status: "Black wins (all pieces captured)"},
	{name: "side to move has no pieces (Red wins)", pos: "B:RG29:B", status: "Red wins (all pieces captured)"},
	{name: "side not to move has no pieces (Red)", pos: "R:RG29:B", status: "Red wins (all pieces captured)"},
	{name: "small material, Black more points (5 to 4)", pos: "B:RK29,P30:BF1", status: "Black wins (points after the small-material end)"},
	{name: "small material, Red more points (8 to 5)", pos: "R:RK29,F30:BF1,G2", status: "Red wins (points after the small-material end)"},
	{name: "small material, equal points (3 to 3)", pos: "B:RK29:BK1", status: "draw (points after the small-material end)"},
	{name: "small material, Guards count 0", pos: "B:RG29,G30:BG1", status: "draw (points after the small-material end)"},
	{
		// Black's Guard on 28 is blocked by Red's on 32 (edge: no jump).
		name:   "Black has no legal move",
		pos:    "B:RG29,G30,G32:BG28",
		status: "Red wins (no legal move)",
	},
	{
		// Red's Guard on 5 is blocked by Black's on 1 (edge: no jump).
		name:   "Red has no legal move",
		pos:    "R:RG5:BG1,G2,G3",
		status: "Black wins (no legal move)",
	},
	{
		name:   "small material comes before no legal move",
		pos:    "R:RG5:BG1",
		status: "draw (points after the small-material end)",
	},
	{
		name: "three pieces against one: the game goes on",
		pos:  "B:RG29,G30,G31:BK1",
		want: []refWant{
			{"R:RG29,G30,G31:BK5", []string{"1-5"}},
			{"R:RG29,G30,G31:BK6", []string{"1-6"}},
		},
	},
}

func TestRefHandPositions(t *testing.T) {
	for _, tc := range refHandCases {
		t.Run(tc.name, func(t *testing.T) {
			b := refMustParse(t, tc.pos)
			if got := b.text(); got != tc.pos {
				t.Fatalf("text: got %q, want %q", got, tc.pos)
			}
			if got := b.status(); got != tc.status {
				t.Errorf("status: got %q, want %q", got, tc.status)
			}
			if tc.status != "" && len(tc.want) > 0 {
				t.Fatal("bad test case: a finished game has no moves")
			}
			refCheckResults(t, b, tc.want)
			if got := refPerft(b, 0); got != 1 {
				t.Errorf("perft 0: got %d, want 1", got)
			}
			if got := refPerft(b, 1); got != uint64(len(tc.want)) {
				t.Errorf("perft 1: got %d, want %d", got, len(tc.want))
			}
			if tc.status != "" {
				if got := refPerft(b, 2); got != 0 {
					t.Errorf("perft 2: got %d, want 0", got)
				}
			}
		})
	}
}

// TestRefStatusBlocksMoves: a position whose game is over has no moves even
// when its pieces could move.
func TestRefStatusBlocksMoves(t *testing.T) {
	for _, pos := range []string{"B:RK29,P30:BF14", "R:RK29,P30:BF14", "B:R:BK14", "R:RK14:B"} {
		b := refMustParse(t, pos)
		if b.status() == "" {
			t.Errorf("%s: status empty, want the game over", pos)
		}
		if rs := b.results(); len(rs) != 0 {
			t.Errorf("%s: got %d moves, want none", pos, len(rs))
		}
		if got := refPerft(b, 1); got != 0 {
			t.Errorf("%s: perft 1: got %d, want 0", pos, got)
		}
		if len(b.routes()) == 0 {
			t.Errorf("%s: the pieces cannot move; the test shows nothing", pos)
		}
	}
}

func TestRefParse(t *testing.T) {
	ok := []struct {
		name, in, want string
	}{
		{"start round trip", refStart, refStart},
		{"ranges", "B:RG21-24,P25-28,P29,K30-31,P32:BP1,K2-3,P4,P5-8,G9-12", refStart},
		{"lower case", "b:rg21,p25,f30:bk2,f7", "B:RG21,P25,F30:BK2,F7"},
		{"sections swapped", "R:BK2:RG21", "R:RG21:BK2"},
		{"empty sections", "R:R:BK2", "R:R:BK2"},
		{"both empty", "B:R:B", "B:R:B"},
		{"surrounding whitespace", " \tB:RG21:BK2 \n", "B:RG21:BK2"},
		{"any entry order", "B:RG24,G21:BK3,K2,G9-10", "B:RG21,G24:BK2,K3,G9,G10"},
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
			again := refMustParse(t, b.text())
			if got := again.text(); got != tt.want {
				t.Errorf("round trip: got %q, want %q", got, tt.want)
			}
		})
	}

	bad := []struct {
		name, in string
	}{
		{"empty", ""},
		{"blank", "  "},
		{"turn only", "B"},
		{"missing section", "B:RG21"},
		{"missing B section", "B:RG21:RG22"},
		{"extra section", "B:RG21:BK2:RG22"},
		{"bad turn", "X:RG21:BK2"},
		{"two-letter turn", "BR:RG21:BK2"},
		{"empty turn", ":RG21:BK2"},
		{"bad section letter", "B:XG21:BK2"},
		{"empty section", "B::BK2"},
		{"unknown kind letter", "B:RX21:BK2"},
		{"bare number", "B:R21:BK2"},
		{"square 0", "B:RG0:BK2"},
		{"square 33", "B:RG33:BK2"},
		{"leading zero", "B:RG01:BK2"},
		{"signed square", "B:RG+1:BK2"},
		{"missing square", "B:RG:BK2"},
		{"empty entry", "B:RG21,:BK2"},
		{"leading comma", "B:R,G21:BK2"},
		{"space inside", "B:RG21, G22:BK2"},
		{"square twice", "B:RG21,K21:BK2"},
		{"square twice across sides", "B:RG21:BK21"},
		{"range overlapping", "B:RG21-24,G22:BK2"},
		{"descending range", "B:RG24-21:BK2"},
		{"one-square range", "B:RG21-21:BK2"},
		{"range without end", "B:RG21-:BK2"},
		{"range without start", "B:RG-24:BK2"},
		{"range off the board", "B:RG30-33:BK2"},
		{"double range", "B:RG21-22-23:BK2"},
		{"kind letter in range end", "B:RG21-G24:BK2"},
	}
	for _, tt := range bad {
		t.Run("error/"+tt.name, func(t *testing.T) {
			if b, err := refParse(tt.in); err == nil {
				t.Errorf("refParse(%q): got %q, want an error", tt.in, b.text())
			}
		})
	}
}

func TestRefGeometry(t *testing.T) {
	tests := []struct {
		n          int
		file, rank int
	}{
		{1, 1, 8}, {2, 3, 8}, {4, 7, 8}, {5, 0, 7}, {9, 1, 6}, {12, 7, 6},
		{13, 0, 5}, {16, 6, 5}, {17, 1, 4}, {20, 7, 4}, {21, 0, 3}, {24, 6, 3},
		{29, 0, 1}, {30, 2, 1}, {32, 6, 1},
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
	// Each push goes two ranks along the file, in the arrow's direction.
	for from, to := range refPushes {
		f1, r1 := refCoord(from)
		f2, r2 := refCoord(to)
		if f1 != f2 || (r2-r1 != 2 && r2-r1 != -2) {
			t.Errorf("push %d->%d is not two ranks along a file", from, to)
		}
	}
}

// refRouteParts splits a route text into its start square, its separator
// ('-' or 'x'), its later squares and its spawn square (0 if none).
func refRouteParts(t *testing.T, route string) (from int, sep byte, path []int, spawn int) {
	t.Helper()
	main, sp, hasSpawn := strings.Cut(route, "+")
	if hasSpawn {
		n, err := strconv.Atoi(sp)
		if err != nil {
			t.Fatalf("route %q: bad spawn square", route)
		}
		spawn = n
	}
	sep = 'x'
	if strings.Contains(main, "-") {
		sep = '-'
	}
	parts := strings.Split(main, string(sep))
	if len(parts) < 2 || sep == '-' && len(parts) != 2 {
		t.Fatalf("bad route %q", route)
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 32 {
			t.Fatalf("route %q: bad square %q", route, p)
		}
		if i == 0 {
			from = n
		} else {
			path = append(path, n)
		}
	}
	return from, sep, path, spawn
}

// TestRefInvariants walks the tree from the start and from the hand positions
// and checks what must hold in every move.
func TestRefInvariants(t *testing.T) {
	var walk func(t *testing.T, b refBoard, depth int)
	walk = func(t *testing.T, b refBoard, depth int) {
		text := b.text()
		if again := refMustParse(t, text); again.text() != text {
			t.Fatalf("round trip of %q: got %q", text, again.text())
		}
		rs := b.results()
		if len(rs) > 0 && b.status() != "" {
			t.Fatalf("%q: game over (%s) but %d moves", text, b.status(), len(rs))
		}
		if depth == 0 {
			return
		}
		mover := b.redToMove
		ownBefore, oppBefore := b.count(mover, refNone), b.count(!mover, refNone)
		seen := map[string]bool{}
		takes := 0
		for _, r := range rs {
			after := r.after.text()
			if seen[after] {
				t.Fatalf("%q: two moves lead to %q", text, after)
			}
			seen[after] = true
			if r.after.redToMove == mover {
				t.Fatalf("%q: %q does not pass the turn", text, r.routes)
			}
			if len(r.routes) == 0 || !slices.IsSorted(r.routes) || len(slices.Compact(slices.Clone(r.routes))) != len(r.routes) {
				t.Fatalf("%q: routes %q not sorted and distinct", text, r.routes)
			}
			for _, route := range r.routes {
				from, sep, path, spawn := refRouteParts(t, route)
				if p := b.sq[from]; p.kind == refNone || p.red != mover {
					t.Fatalf("%q: %s starts on no piece of the mover", text, route)
				}
				end := path[len(path)-1]
				if p := r.after.sq[end]; p.kind == refNone || p.red != mover {
					t.Fatalf("%q: %s ends on no piece of the mover", text, route)
				}
				captured := 0
				if sep == 'x' {
					captured = len(path)
					takes++
				}
				if got := oppBefore - r.after.count(!mover, refNone); got != captured {
					t.Fatalf("%q: %s captures %d pieces, want %d", text, route, got, captured)
				}
				wantOwn := ownBefore
				if spawn != 0 {
					wantOwn++
					if !refKingsRow(spawn, mover) || r.after.sq[spawn] != (refPiece{refPrince, mover}) ||
						b.sq[spawn].kind != refNone && spawn != from {
						t.Fatalf("%q: bad spawn in %s", text, route)
					}
				}
				if got := r.after.count(mover, refNone); got != wantOwn {
					t.Fatalf("%q: %s leaves the mover %d pieces, want %d", text, route, got, wantOwn)
				}
			}
		}
		if takes > 0 {
			for _, r := range rs {
				for _, route := range r.routes {
					if strings.Contains(route, "-") {
						t.Fatalf("%q: step %s although a take exists", text, route)
					}
				}
			}
		}
		for _, r := range rs {
			walk(t, r.after, depth-1)
		}
	}
	t.Run("start", func(t *testing.T) { walk(t, refMustParse(t, refStart), 4) })
	for _, tc := range refHandCases {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			walk(t, refMustParse(t, tc.pos), 3)
		})
	}
}
