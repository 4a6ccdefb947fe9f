package flyingkings_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, flyingkings.Variant{}, []varianttest.MoveCase{
		{startText, "9-13", "9-13"},
		{startText, "9x13", "9-13"},
		{startText, " 12-16 ", "12-16"},
		{"B:RK30,K31,K32:BF29", "29-4", "29-4"},
		{"R:RP28,F29,K31:BK2,G10,G22", "29x15x6", "29x15x6"},
		{"R:RP28,F29,K31:BK2,G10,G22", "29x6", "29x15x6"},
		{"R:RK17,K30,K31:BG9,K2,K3", "17x9", "17x9"},
		{"R:RK17,K30,K31:BG9,K2,K3", "17-9", "17x9"},
		{"R:RP18,K29,K31:BK2,K3,G14", "18x9+30", "18x9+30"},
		{"R:RP18,K29,K31:BK2,K3,G14", "18-9+32", "18x9+32"},
		{"R:RP13,K30,K31,K32:BK1,K2,K3", "13-9+29", "13-9+29"},
		{"B:RG14,G15,G22,G23,K29,K31,K32:BK10", "10x19x26x17x10", "10x17x26x19x10"},
		{"B:RG14,G15,G22,G23,K29,K31,K32:BK10", "10x10", "10x17x26x19x10"},
	})
}

func TestParseMoveErrors(t *testing.T) {
	varianttest.CheckParseErrors(t, flyingkings.Variant{}, []varianttest.MoveCase{
		{startText, "", "bad move"},
		{startText, "9-", "bad move"},
		{startText, "9-40", "off the board"},
		{startText, "9-13+", "after + comes the square of the spawned Prince"},
		{startText, "9-13+x", "after + comes the square of the spawned Prince"},
		{startText, "9-13+33", "square 33 is off the board"},
		{startText, "9-13+1", "only a Prince spawns, and this move ends with a Guard"},
		{startText, "13-17", "there is no piece on 13"},
		{startText, "21-17", "the piece on 21 is Red's, and Black is to move"},
		{startText, "9-19", "19 is not on a diagonal from 9"},
		{startText, "9-18", "a Guard moves one square at a time"},
		{startText, "9-13x", "bad move"},
		{startText, "5-9", "9 is occupied"},
		{"B:RK30,K31,K32:BP10", "10-6", "a Prince moves only forward"},
		{"B:RK30,K31,K32:BK10", "10-19", "a King moves one square at a time"},
		{"B:RK30,K31,K32:BP5", "5-9+1", "9 is not one of Red's Spawn squares"},
		{"B:RK30,K31,K32:BK10", "10x19", "there is no Red piece between 10 and 19 to jump"},
		{"B:RG18,K30,K31:BG9,G14", "9-13+2", "a take is compulsory"},
		{"R:RG17,K30,K31:BG9,K2,K3", "17x9", "a Guard cannot push"},
		{"R:RK17,K30,K31:BK2,K3,G12", "17x9", "no Black piece on 9 to push"},
		{"R:RP28,F29,K31:BK2,G10,G22", "29x18x9", "must land where it can jump on: on 15, not 18"},
		{"R:RP28,F29,K31:BK2,G10,G22", "29x15x1x6", "there is no Black piece between 1 and 6 to jump"},
		{"R:RP28,F29,K31:BK2,G10,G22", "29x15x6+30", "only a Prince spawns, and this move ends with a Flying King"},
		{"B:RG14,G22,G23:BF29", "29x18x32x5", "the piece on 23 was jumped already"},
	})
}

// TestMoveTextRoundTripInRandomGames reads back every legal move's text in
// random games, with either side first, to the same move.
func TestMoveTextRoundTripInRandomGames(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range games {
		p := flyingkings.StartWith(checkers.Color(i % 2))
		for range 200 {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				got, err := p.ParseMoveText(m.String())
				if err != nil || got != m {
					t.Fatalf("in %s, %s reads back as %v, %v", p, m, got, err)
				}
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// FuzzParseMove checks that ParseMove never panics and that a move it
// accepts is legal and reads back from its own text.
func FuzzParseMove(f *testing.F) {
	positions := []string{
		startText,
		"R:RP28,F29,K31:BK2,G10,G22",
		"R:RP18,K29,K31:BK2,K3,G14",
		"B:RG14,G15,G22,G23,K29,K31,K32:BK10",
		"R:RK17,K30,K31:BG9,K2,K3",
		"B:RF18,F23,F30,P26,G21:BF3,F10,F15,P6,G12",
	}
	for i, s := range []string{"11-15", "29x15x6", "18x9+30", "10x10", "17x9", "x", "1-2-3", "99-1", "+5", "1-5+"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p, err := flyingkings.ParsePosition(positions[int(which)%len(positions)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return
		}
		if _, err := p.After(m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which After refuses: %v", text, m, err)
		}
		again, err := p.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v; its text reads back as %v, %v", text, m, again, err)
		}
	})
}
