package stackem_test

import (
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/stackem"
)

// One test per rule of rules/stackem.md, each with the position that shows
// it. The rules → tests table is in docs/rules-tests.md.

func mustParse(t *testing.T, text string) stackem.Position {
	t.Helper()
	p, err := stackem.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func moveTexts(p stackem.Position) string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

func TestRuleSetup(t *testing.T) {
	want := "R 1:r 2:r 3:r 4:r 5:r 6:r 7:r 8:r 9:r 10:r 11:r 12:r 21:b 22:b 23:b 24:b 25:b 26:b 27:b 28:b 29:b 30:b 31:b 32:b"
	if got := stackem.Start().String(); got != want {
		t.Errorf("start = %q, want %q", got, want)
	}
}

func TestRuleRedMovesFirst(t *testing.T) {
	p := stackem.Start()
	if p.Turn() != checkers.Red {
		t.Errorf("first to move = %v, want Red", p.Turn())
	}
	if got, want := moveTexts(p), "9-13 9-14 10-14 10-15 11-15 11-16 12-16"; got != want {
		t.Errorf("first moves = %q, want %q", got, want)
	}
}

func TestRuleStackMovesWholeControlledByTop(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"red top moves the stack", "R 14:bbr 29:b", "14-17 14-18", "14-18", "B 18:bbr 29:b"},
		{"black top: Black's stack", "B 14:rrb 5:r", "14-9 14-10", "14-10", "R 5:r 10:rrb"},
	})
	p := mustParse(t, "B 14:bbr 30:b")
	if _, err := p.ParseMove("14-10"); err == nil || !strings.Contains(err.Error(), "controlled by Red") {
		t.Errorf("Black moving Red's stack: error %v, want one saying Red controls it", err)
	}
}

func TestRulePieceMovesForwardKingAnyDirection(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"red piece goes down", "R 14:r 30:b", "14-17 14-18", "", ""},
		{"black piece goes up", "B 3:r 22:b", "22-17 22-18", "", ""},
		{"king-topped stack four ways", "R 14:bR 30:b", "14-9 14-10 14-17 14-18", "14-9", "B 9:bR 30:b"},
	})
}

func TestRuleJumpCapturesOnlyTheTopChecker(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the black top is taken, the red pieces stay", "R 14:r 18:rrb 30:b", "14x23", "14x23", "B 18:rr 23:bR 30:b"},
	})
}

func TestRuleCapturedCheckerGoesToTheBottom(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"under a tall stack", "R 14:rrr 18:b 30:b", "14x23", "14x23", "B 23:brrR 30:b"},
	})
}

func TestRuleCapturedKingIsDemoted(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the black king becomes a piece under the red stack", "R 14:r 18:B 30:b", "14x23", "14x23", "B 23:bR 30:b"},
	})
}

func TestRuleJumpedStackStaysAndFreesItsNewTop(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"red checkers freed on 18", "R 14:r 18:rrb 30:b", "14x23", "14x23", "B 18:rr 23:bR 30:b"},
		{"black checker freed for Black", "B 22:b 18:bbr 5:r", "22x15", "22x15", "R 5:r 15:rB 18:bb"},
	})
}

func TestRuleJumpingTopBecomesKingAfterFirstJump(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the red piece is a king after one jump", "R 14:r 18:b 30:b", "14x23", "14x23", "B 23:bR 30:b"},
	})
}

func TestRuleKingAfterFirstJumpMayJumpBackward(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"forward over 18, then back up over 19", "R 14:r 18:b 19:b 32:b", "14x23x16", "14x23x16", "B 16:bbR 32:b"},
	})
}

func TestRuleSameStackJumpedTwiceInOneMove(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"18 jumped three times", "R 14:r 18:bbB 22:b", "14x23x14x23", "14x23x14x23", "B 22:b 23:bbbR"},
	})
}

func TestRuleJumpingIsCompulsory(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the jump, not a step", "R 1:r 14:r 18:b", "14x23", "", ""},
	})
	p := mustParse(t, "R 1:r 14:r 18:b")
	if _, err := p.ParseMove("1-5"); err == nil || !strings.Contains(err.Error(), "a jump is compulsory: 14x23") {
		t.Errorf("ParseMove(1-5) error = %v, want it to say the jump is compulsory", err)
	}
}

func TestRuleFreeChoiceAmongJumps(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"a short jump beside a long one", "R 14:r 15:r 18:b 19:b", "14x23x16 15x22 15x24", "15x22", "B 14:r 19:b 22:bR"},
	})
}

func TestRuleSequenceMustBeFinished(t *testing.T) {
	p := mustParse(t, "R 14:r 18:b 19:b 32:b")
	if _, err := p.ParseMove("14x23"); err == nil || !strings.Contains(err.Error(), "the jump must be finished: 14x23x16") {
		t.Errorf("ParseMove(14x23) error = %v, want it to say the jump must be finished", err)
	}
}

func TestRuleEmptiedSquaresMayBeLandedOn(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"back onto the start square", "R 14:r 18:bbB 22:b", "14x23x14x23", "", ""},
		{"a king loop ends where it began", "R 14:R 10:b 11:b 18:b 19:b", "14x23x16x7x14", "14x23x16x7x14", "B 14:bbbbR"},
	})
}

func TestRuleFreedCheckerDoesNotMoveThisTurn(t *testing.T) {
	// 18's red checkers are freed by the jump but stay where they are (they
	// could jump 22 if they moved), and the turn passes to Black.
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the freed stack stays", "R 14:r 18:rrb 22:b", "14x23", "14x23", "B 18:rr 22:b 23:bR"},
	})
}

func TestRuleKingMeRowRemovesOpponentCheckersAtEveryLanding(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"a landing on 31 in the middle of the move", "R 22:br 26:b 27:b", "22x31x24", "22x31x24", "B 24:bR"},
		{"a simple move onto the row", "R 26:bbr 5:b", "26-30 26-31", "26-31", "B 5:b 31:R"},
	})
}

func TestRuleKingMeRowRemovalIncludesTheJustCapturedChecker(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"the captured checker leaves too", "R 22:r 26:b 5:b", "22x31", "22x31", "B 5:b 31:R"},
	})
}

func TestRuleKingMeRowLandingDoesNotEndTheMove(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"on through 31 to 24", "R 22:br 26:b 27:b", "22x31x24", "", ""},
	})
}

func TestRuleKingToppedStackOnKingMeRowRemovesWithoutCrowning(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"a red king stack sheds its black checkers", "R 26:bbR 5:b", "26-22 26-23 26-30 26-31", "26-30", "B 5:b 30:R"},
	})
}

func TestRuleOwnBackRowDoesNothing(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"a black king stack on Black's back row keeps its red checkers", "B 26:rrB 5:r", "26-22 26-23 26-30 26-31", "26-30", "R 5:r 30:rrB"},
		{"a red king stack on Red's back row keeps its black checkers", "R 6:bR 30:b", "6-1 6-2 6-9 6-10", "6-1", "B 1:bR 30:b"},
	})
}

func TestRuleSimpleMoveOntoKingMeRowCrowns(t *testing.T) {
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"red piece on 30", "R 26:r 5:b", "26-30 26-31", "26-30", "B 5:b 30:R"},
		{"black piece on 1", "B 6:b 28:r", "6-1 6-2", "6-1", "R 1:B 28:r"},
	})
}

func TestRuleOnlyTheTopCanBeAKing(t *testing.T) {
	if _, err := stackem.ParsePosition("R 9:Rb"); err == nil || !strings.Contains(err.Error(), "only the top can be a king") {
		t.Errorf("ParsePosition(R 9:Rb) error = %v, want one saying only the top can be a king", err)
	}
	// The king on 18 is captured: it goes under as a piece, and 18's new
	// top, freed, is a piece.
	varianttest.CheckRules(t, stackem.Variant{}, []varianttest.RuleCase{
		{"buried checkers are pieces", "R 14:r 18:rB 30:b", "14x23", "14x23", "B 18:r 23:bR 30:b"},
	})
}

func TestRuleNoStackControlledLoses(t *testing.T) {
	if got, want := mustParse(t, "B 5:r 9:br").Status(), (checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoStackControlled}); got != want {
		t.Errorf("Status() = %v, want %v", got, want)
	}
	g := checkers.NewGameFrom(stackem.Variant{}, mustParse(t, "R 22:br 26:b 27:b"))
	if err := g.PlayText("22x31x24"); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoStackControlled}); got != want {
		t.Errorf("after 22x31x24: %v, want %v", got, want)
	}
	// Black's checkers are still on the board, under Red's stack: the
	// result says what happened, not that they were all captured.
	if got, want := g.Position().String(), "B 24:bR"; got != want {
		t.Errorf("after 22x31x24: position %q, want %q", got, want)
	}
	if got, want := g.Result().String(), "Red wins (Black controls no stack)"; got != want {
		t.Errorf("after 22x31x24: result %q, want %q", got, want)
	}
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	for _, c := range []struct {
		name, pos string
		want      checkers.Result
	}{
		{"black piece on the far row", "B 1:b 32:r", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}},
		{"red stack blocked", "R 29:rr 5:b", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"a move exists", "R 1:r 32:b", checkers.Result{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mustParse(t, c.pos).Status(); got != c.want {
				t.Errorf("Status() = %v, want %v", got, c.want)
			}
		})
	}
}

func TestRuleThreefoldRepetitionDraws(t *testing.T) {
	g := checkers.NewGameFrom(stackem.Variant{}, mustParse(t, "R 1:bR 32:rB"))
	moves := []string{"1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1", "28-32"}
	for i, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("move %d %s: %v", i+1, m, err)
		}
		over := g.Result().Over()
		if i < len(moves)-1 && over {
			t.Fatalf("game over after %d plies: %v", i+1, g.Result())
		}
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
}

func TestRuleNoProgressAfter40MovesEach(t *testing.T) {
	p := mustParse(t, "R 1:R 2:bR 31:B 32:rB")
	for _, c := range []struct {
		pos, move string
		want      bool
	}{
		{"R 1:R 32:b", "1-5", false},
		{"R 1:r 32:b", "1-5", true},
		{"R 14:R 18:b", "14x23", true},
	} {
		q := mustParse(t, c.pos)
		m, err := q.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.Progress(m); got != c.want {
			t.Errorf("%s %s: Progress = %v, want %v", c.pos, c.move, got, c.want)
		}
	}
	// King-topped stacks wander without jumping and without a third
	// repetition; the 80th ply draws.
	g := checkers.NewGameFrom(stackem.Variant{}, p)
	varianttest.PlayWithoutProgress(t, g, 80)
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.NoProgress}); got != want {
		t.Errorf("result after 80 plies = %v, want %v", got, want)
	}
}

func TestRuleSamePositionIsOneMove(t *testing.T) {
	// Round the four black checkers either way: the same black pieces go
	// under the red king in the same order, so both routes are one move.
	p := mustParse(t, "R 14:R 10:b 11:b 18:b 19:b")
	if got := len(p.LegalMoves()); got != 1 {
		t.Fatalf("moves = %q, want one move", moveTexts(p))
	}
	if got := p.Perft(1); got != 1 {
		t.Errorf("Perft(1) = %d, want 1", got)
	}
	// Two stacks can even make one move: each can jump the red stack on 6
	// and come back over it to its own square on Black's King Me row,
	// where the red checkers leave play. Both leave the same position.
	q := mustParse(t, "B 1:B 2:B 6:rr 30:r")
	if got, want := moveTexts(q), "1x10x1"; got != want {
		t.Errorf("moves of %s = %q, want %q", q, got, want)
	}
	for _, route := range []string{"1x10x1", "2x9x2"} {
		if m, err := q.ParseMoveText(route); err != nil || m.String() != "1x10x1" {
			t.Errorf("ParseMove(%s) = %v, %v; want 1x10x1", route, m, err)
		}
	}
	for _, route := range []string{"14x23x16x7x14", "14x7x16x23x14", "14x14"} {
		m, err := p.ParseMoveText(route)
		if err != nil {
			t.Errorf("ParseMove(%s): %v", route, err)
			continue
		}
		if m != p.LegalMoves()[0] {
			t.Errorf("ParseMove(%s) = %v, want %v", route, m, p.LegalMoves()[0])
		}
	}
}

func TestRuleResignationAndAgreedDraw(t *testing.T) {
	varianttest.CheckResignationAndAgreedDraw(t, stackem.Variant{})
}
