package coast_test

import (
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
)

// One test per rule of rules/coast-to-coast.md, each with the position that
// shows it. The rules → tests table is in docs/rules-tests.md.

func mustParse(t *testing.T, text string) coast.Position {
	t.Helper()
	p, err := coast.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moveSet returns the texts of p's legal moves, sorted.
func moveSet(p coast.Position) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// checkMoves compares p's legal moves with want (any order).
func checkMoves(t *testing.T, pos string, want ...string) {
	t.Helper()
	slices.Sort(want)
	if got := moveSet(mustParse(t, pos)); !slices.Equal(got, want) {
		t.Errorf("moves of %s:\n got %q\nwant %q", pos, got, want)
	}
}

// checkAfter plays move in pos and compares the position it gives.
func checkAfter(t *testing.T, pos, move, want string) {
	t.Helper()
	p := mustParse(t, pos)
	m, err := p.ParseMoveText(move)
	if err != nil {
		t.Fatalf("%s: ParseMove(%s): %v", pos, move, err)
	}
	if got := p.Play(m).String(); got != want {
		t.Errorf("%s after %s: %s, want %s", pos, move, got, want)
	}
}

// checkRefused checks that move is refused in pos with a reason containing why.
func checkRefused(t *testing.T, pos, move, why string) {
	t.Helper()
	_, err := mustParse(t, pos).ParseMove(move)
	if err == nil || !strings.Contains(err.Error(), why) {
		t.Errorf("%s: ParseMove(%s) error = %v, want one containing %q", pos, move, err, why)
	}
}

func TestRuleSetup(t *testing.T) {
	p := coast.Start()
	want := "B:Rb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4/0:Bg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8/0"
	if got := p.String(); got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	for _, home := range []string{"a1", "h8"} {
		sq, _ := checkers.ParseSquare(home)
		if p.At(sq) != coast.Empty {
			t.Errorf("home %s is not empty at the start", home)
		}
	}
}

func TestRuleBlackMovesFirst(t *testing.T) {
	p := coast.Start()
	if p.Turn() != checkers.Black {
		t.Errorf("first to move = %v, want Black", p.Turn())
	}
	if got := p.CountMoves(); got != 32 {
		t.Errorf("Black's first moves: %d, want 32", got)
	}
}

func TestRulePieceHasFiveDirections(t *testing.T) {
	checkMoves(t, "R:Rd4/0:Bh1/0", "d4-c5", "d4-d5", "d4-e3", "d4-e4", "d4-e5")
	checkMoves(t, "B:Rh1/0:Bd4/0", "d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-e3")
}

func TestRuleKingHasEightDirections(t *testing.T) {
	checkMoves(t, "R:RKd4/0:Bh1/0", "d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5")
}

func TestRuleTurnIsStepOrChainNeverBoth(t *testing.T) {
	// c3 could step to d3 and then jump e3 to f3, but a turn is one or
	// the other: f3 is not reachable.
	checkMoves(t, "R:Rc3/0:Be3/0", "c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-d4")
	checkRefused(t, "R:Rc3/0:Be3/0", "c3-d3:f3", "never both")
}

func TestRuleJumpOverEitherColourNothingRemoved(t *testing.T) {
	// Over Red's own d4, then over Black's e6: both stay.
	checkAfter(t, "R:Rc3,d4/0:Be6/0", "c3:e5:e7", "B:Rd4,e7/0:Be6/0")
}

func TestRuleJumpsAreOptionalAndChainsMayStop(t *testing.T) {
	p := mustParse(t, "R:Rc3,d4/0:Be6/0")
	got := moveSet(p)
	for _, want := range []string{"c3-d3", "c3:e5", "c3:e5:e7"} {
		if !slices.Contains(got, want) {
			t.Errorf("moves %q lack %s", got, want)
		}
	}
}

func TestRuleChainNeverLandsTwiceNorOnItsStart(t *testing.T) {
	pos := "R:RKc3/0:Bd3,e4,d5,c4/0"
	checkRefused(t, pos, "c3:e3:e5:c5:c3", "never lands on the square it started from")
	checkRefused(t, pos, "c3:e3:e5:e3", "lands on e3 twice")
	for _, m := range moveSet(mustParse(t, pos)) {
		if strings.HasSuffix(m, "c3") {
			t.Errorf("move %s ends on its start square", m)
		}
	}
}

func TestRuleMovingCheckerLeavesItsSquare(t *testing.T) {
	// The piece leaves g7 for h8: the free move cannot jump over g7 to f6
	// (g7 is empty), but may step back onto it.
	checkMoves(t, "R:Rg7/0:Ba5/0",
		"g7-f8", "g7-g8", "g7-h6", "g7-h7", "g7-h8+g7", "g7-h8+g8", "g7-h8+h7")
}

func TestRuleSamePositionIsOneMove(t *testing.T) {
	// c3 reaches e5 over d4, or over d3 and e4: one move.
	pos := "R:Rc3,d3,d4,e4/0:Bh1/0"
	n := 0
	for _, m := range moveSet(mustParse(t, pos)) {
		if strings.HasPrefix(m, "c3") && strings.HasSuffix(m, "e5") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d moves from c3 to e5, want 1", n)
	}
	p := mustParse(t, pos)
	a, errA := p.ParseMoveText("c3:e5")
	b, errB := p.ParseMoveText("c3:e3:e5")
	if errA != nil || errB != nil || a != b {
		t.Errorf("c3:e5 = %v (%v), c3:e3:e5 = %v (%v): want the same move", a, errA, b, errB)
	}
	// Reaching h7 as a piece and as a king are two moves.
	checkMoves(t, "R:Rg7/0:Ba5/0",
		"g7-f8", "g7-g8", "g7-h6", "g7-h7", "g7-h8+g7", "g7-h8+g8", "g7-h8+h7")
}

func TestRuleCrowningOnOpponentsHomeThenFreeMove(t *testing.T) {
	checkAfter(t, "R:Rg7/0:Ba5/0", "g7-h8+h7", "B:RKh7/0:Ba5/0")
	// Crowned at a landing in the middle of a chain: the chain stops on h8.
	checkMoves(t, "R:Rf6,e5/0:Bg7/0",
		"e5-d6", "e5-e6", "e5-f4", "e5-f5",
		"f6-e7", "f6-f7", "f6-g5", "f6-g6",
		"f6:h8+f6", "f6:h8+f6:d4", "f6:h8+g8", "f6:h8+h7")
	checkAfter(t, "B:Rh1/0:Bb2/0", "b2-a1+b2", "R:Rh1/0:BKb2/0")
}

func TestRuleFreeMoveIsANewChain(t *testing.T) {
	// The free move may land where the piece started.
	checkAfter(t, "R:Rg7/0:Ba5/0", "g7-h8+g7", "B:RKg7/0:Ba5/0")
	checkAfter(t, "R:Rf6/0:Bg7/0", "f6:h8+f6", "B:RKf6/0:Bg7/0")
	// A free chain: h8 over g7 to f6, over e6 to d6.
	checkAfter(t, "R:Rg8,e6/0:Bg7/0", "g8-h8+f6:d6", "B:Re6,Kd6/0:Bg7/0")
}

func TestRuleCrowningNeedsAFreeMove(t *testing.T) {
	// Round h8 everything is taken but g7, which the piece itself leaves:
	// stepping back is the only free move, so it is the only crowning. (In
	// a game a free move always exists, back the way the piece came.)
	pos := "R:Rg7/0:Bg8,h7,f8,h6/0"
	var crowning []string
	for _, m := range moveSet(mustParse(t, pos)) {
		if strings.Contains(m, "+") {
			crowning = append(crowning, m)
		}
	}
	if want := []string{"g7-h8+g7"}; !slices.Equal(crowning, want) {
		t.Errorf("crowning moves %q, want %q", crowning, want)
	}
	checkRefused(t, pos, "g7-h8", "must make a free move off it")
}

func TestRuleHomesEmptyAtEndOfTurn(t *testing.T) {
	for _, text := range []string{"R:Ra1/0:Bh1/0", "R:Ra2/0:Bh8/0"} {
		if _, err := coast.ParsePosition(text); err == nil || !strings.Contains(err.Error(), "a home is empty") {
			t.Errorf("ParsePosition(%s) error = %v, want one saying a home is empty", text, err)
		}
	}
	checkRefused(t, "R:Rg7/0:Ba5/0", "g7-h8", "must make a free move off it")
	p := coast.Start()
	for ply := 0; ply < 300 && p.Status() == (checkers.Result{}); ply++ {
		moves := p.LegalMoves()
		p = p.Play(moves[(ply*7)%len(moves)])
		a1, h8 := checkers.NewSquare(0, 0), checkers.NewSquare(7, 7)
		if p.At(a1) != coast.Empty || p.At(h8) != coast.Empty {
			t.Fatalf("ply %d: a home is occupied: %s", ply+1, p)
		}
	}
}

func TestRuleKingNeverLandsOnOpponentsHome(t *testing.T) {
	checkMoves(t, "R:RKg7/0:Ba5/0", "g7-f6", "g7-f7", "g7-f8", "g7-g6", "g7-g8", "g7-h6", "g7-h7")
	checkRefused(t, "R:RKg7/0:Ba5/0", "g7-h8", "a king never lands on the opponent's home h8")
	checkRefused(t, "R:RKf6/0:Bg7/0", "f6:h8", "a king never lands on the opponent's home h8")
}

func TestRuleKingBorneOffOnOwnHome(t *testing.T) {
	checkAfter(t, "R:RKb2/5:Bh1/0", "b2-a1", "B:R/6:Bh1/0")
	g := checkers.NewGameFrom(coast.Variant{}, mustParse(t, "R:RKb2/5:Bh1/0"))
	if err := g.PlayText("b2-a1"); err != nil {
		t.Fatal(err)
	}
	if g.Result().Over() {
		t.Errorf("game over after the 6th checker: %v", g.Result())
	}
}

func TestRuleKingBorneOffMidChain(t *testing.T) {
	// Over b2 onto a1: borne off, and the chain stops though a2 could be
	// jumped on to a3.
	pos := "R:RKc3,b2,a2/0:Bh1/0"
	got := moveSet(mustParse(t, pos))
	if !slices.Contains(got, "c3:a1") || slices.Contains(got, "c3:a1:a3") {
		t.Errorf("moves %q: want c3:a1 and no chain on from a1", got)
	}
	checkAfter(t, pos, "c3:a1", "B:Ra2,b2/1:Bh1/0")
	checkRefused(t, pos, "c3:a1:a3", "the king is borne off on a1 and its move ends there")
}

func TestRulePieceNeverReachesOwnHome(t *testing.T) {
	checkMoves(t, "R:Rb2/0:Bh1/0", "b2-a3", "b2-b3", "b2-c1", "b2-c2", "b2-c3")
	checkRefused(t, "R:Rb2/0:Bh1/0", "b2-a1", "only a king moves toward its own home")
}

func TestRulePassWhenNoMove(t *testing.T) {
	pos := "R:Ra8/0:Bb8,b7,c8,c6/0"
	checkMoves(t, pos, "pass")
	checkAfter(t, pos, "pass", "B:Ra8/0:Bc6,b7,b8,c8/0:pass")
	checkRefused(t, "R:Rd4/0:Bh1/0", "pass", "only when he has no move")
	checkRefused(t, pos, "a8-b8", "has no move and must pass")
}

func TestRuleBothPassDraws(t *testing.T) {
	// Black passed; Red cannot move either: the second pass ends the game.
	g := checkers.NewGameFrom(coast.Variant{}, mustParse(t, "R:Ra8/0:Bb8,b7,c8,c6/0:pass"))
	if err := g.PlayText("pass"); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.BothPassed}); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
	if n := len(g.Position().Legal()); n != 0 {
		t.Errorf("%d moves after the game ended, want 0", n)
	}
}

func TestRuleTwelfthCheckerBorneOffWins(t *testing.T) {
	g := checkers.NewGameFrom(coast.Variant{}, mustParse(t, "R:RKb2/11:Bh1/0"))
	if err := g.PlayText("b2-a1"); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllBorneOff}); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
	if n := len(g.Position().Legal()); n != 0 {
		t.Errorf("Black has %d moves after Red won, want none: the game ends at once", n)
	}
}

func TestRuleThreefoldRepetitionDraws(t *testing.T) {
	g := checkers.NewGameFrom(coast.Variant{}, mustParse(t, "B:RKc3/0:BKf6/0"))
	moves := []string{"f6-g6", "c3-b3", "g6-f6", "b3-c3", "f6-g6", "c3-b3", "g6-f6", "b3-c3"}
	for i, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("move %d %s: %v", i+1, m, err)
		}
		if i < len(moves)-1 && g.Result().Over() {
			t.Fatalf("game over after %d plies: %v", i+1, g.Result())
		}
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
}

func TestRuleNoProgressAfter100Plies(t *testing.T) {
	for _, c := range []struct {
		pos, move string
		want      bool
	}{
		{"R:Rd4/0:Bh1/0", "d4-e5", false},
		{"R:Rg7/0:Ba5/0", "g7-h8+h7", true},
		{"R:RKb2/0:Bh1/0", "b2-a1", true},
	} {
		p := mustParse(t, c.pos)
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Progress(m); got != c.want {
			t.Errorf("%s %s: Progress = %v, want %v", c.pos, c.move, got, c.want)
		}
	}
	if got := (coast.Variant{}).NoProgressPlies(); got != 100 {
		t.Errorf("NoProgressPlies = %d, want 100", got)
	}
	// Two kings wander, never repeating a position three times.
	g := checkers.NewGameFrom(coast.Variant{}, mustParse(t, "B:RKd4/0:BKe5/0"))
	varianttest.PlayWithoutProgress(t, g, 100)
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.NoProgress}); got != want {
		t.Errorf("result after 100 plies = %v, want %v", got, want)
	}
}

func TestRuleResignationAndAgreedDraw(t *testing.T) {
	varianttest.CheckResignationAndAgreedDraw(t, coast.Variant{})
}
