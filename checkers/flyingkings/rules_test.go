package flyingkings_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

// One test per rule of rules/flying-kings.md, each with the position that
// shows it. The rules → tests table is in docs/rules-tests.md.

func mustParse(t *testing.T, text string) flyingkings.Position {
	t.Helper()
	p, err := flyingkings.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func moveTexts(p flyingkings.Position) string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

// checkRefused checks that each move text is refused in pos with an error
// containing the reason.
func checkRefused(t *testing.T, pos string, texts ...[2]string) {
	t.Helper()
	var cases []varianttest.MoveCase
	for _, tr := range texts {
		cases = append(cases, varianttest.MoveCase{pos, tr[0], tr[1]})
	}
	varianttest.CheckParseErrors(t, flyingkings.Variant{}, cases)
}

const startText = "B:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12"

func TestRuleSetup(t *testing.T) {
	p := flyingkings.Start()
	if got := p.String(); got != startText {
		t.Errorf("start = %q, want %q", got, startText)
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		for _, want := range []struct {
			kind flyingkings.Kind
			n    int
		}{{flyingkings.Guard, 4}, {flyingkings.Prince, 6}, {flyingkings.King, 2}, {flyingkings.FlyingKing, 0}} {
			if got := p.CountKind(c, want.kind); got != want.n {
				t.Errorf("%s has %d %ss, want %d", c, got, want.kind, want.n)
			}
		}
	}
	for n, want := range map[int]string{1: "Prince", 2: "King", 3: "King", 4: "Prince", 30: "King", 29: "Prince", 21: "Guard", 12: "Guard", 16: ""} {
		pc, ok := p.At(n)
		if got := pc.Kind.String(); !ok && want != "" || ok && got != want {
			t.Errorf("At(%d) = %v, %v; want %q", n, pc, ok, want)
		}
	}
}

func TestRuleBlackMovesFirstByDefault(t *testing.T) {
	for _, p := range []checkers.Position{flyingkings.Start(), flyingkings.Variant{}.Start()} {
		if p.Turn() != checkers.Black {
			t.Errorf("first to move = %v, want Black", p.Turn())
		}
	}
	if got, want := moveTexts(flyingkings.Start()), "9-13 9-14 10-14 10-15 11-15 11-16 12-16"; got != want {
		t.Errorf("Black's first moves = %q, want %q", got, want)
	}
}

func TestRuleEitherPlayerMayMoveFirst(t *testing.T) {
	p := flyingkings.StartWith(checkers.Red)
	if got, want := p.String(), "R"+startText[1:]; got != want {
		t.Errorf("start with Red first = %q, want %q", got, want)
	}
	if got, want := moveTexts(p), "21-17 22-17 22-18 23-18 23-19 24-19 24-20"; got != want {
		t.Errorf("Red's first moves = %q, want %q", got, want)
	}
	var chooser checkers.FirstPlayerChooser = flyingkings.Variant{}
	g := checkers.NewGameFrom(flyingkings.Variant{}, chooser.StartWith(checkers.Red))
	if err := g.PlayText("22-18"); err != nil {
		t.Fatalf("Red's first move: %v", err)
	}
	if err := g.PlayText("22-18"); err == nil {
		t.Error("Red moved twice in a row")
	}
}

func TestRuleGuardStepsForwardOnly(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Black down", "B:RK30,K31,K32:BG14", "14-17 14-18", "14-17", "R:RK30,K31,K32:BG17"},
		{"Red up", "R:RG18:BK1,K2,K3", "18-14 18-15", "", ""},
	})
	checkRefused(t, "B:RK30,K31,K32:BG14", [2]string{"14-9", "a Guard moves only forward"})
}

func TestRuleGuardJumpsForwardOnly(t *testing.T) {
	// Red pieces on 9 (behind) and 18 (ahead): only the forward jump.
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"forward only", "B:RG9,G18,K30:BG14", "14x23", "14x23", "R:RG9,K30:BG23"},
	})
	checkRefused(t, "B:RG9,G18,K30:BG14", [2]string{"14x5", "a Guard jumps only forward"})
}

func TestRulePrinceStepsForwardOnly(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Black down", "B:RK30,K31,K32:BP14", "14-17 14-18", "", ""},
		{"Red up", "R:RP18:BK1,K2,K3", "18-14 18-15", "", ""},
	})
	checkRefused(t, "B:RK30,K31,K32:BP14", [2]string{"14-10", "a Prince moves only forward"})
}

func TestRulePrinceJumpsForwardAndBackward(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"both ways", "B:RG9,G18,K30:BP14", "14x5 14x23", "14x5", "R:RG18,K30:BP5"},
	})
}

func TestRuleKingStepsAndJumpsBothWays(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"steps", "B:RK30,K31,K32:BK14", "14-9 14-10 14-17 14-18", "14-9", "R:RK30,K31,K32:BK9"},
		{"jumps", "B:RG9,G18,K30:BK14", "14x5 14x23", "14x5", "R:RG18,K30:BK5"},
	})
	checkRefused(t, "B:RK30,K31,K32:BK14", [2]string{"14-5", "a King moves one square at a time"})
}

func TestRuleFlyingKingMovesAnyDistance(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"the whole diagonal", "B:RK30,K31,K32:BF29", "29-4 29-8 29-11 29-15 29-18 29-22 29-25", "29-4", "R:RK30,K31,K32:BF4"},
		{"up to a piece", "B:RK30,K31,K32:BG15,F29", "15-18 15-19 29-18 29-22 29-25", "", ""},
	})
	checkRefused(t, "B:RK30,K31,K32:BG15,F29", [2]string{"29-11", "the way from 29 to 11 is blocked on 15"})
}

func TestRuleFlyingKingCapturesAtADistance(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"over 15 from afar, landing anywhere beyond", "B:RG15,K30,K31:BF29", "29x4 29x8 29x11", "29x8", "R:RK30,K31:BF8"},
	})
	checkRefused(t, "B:RG15,K30,K31:BF29", [2]string{"29x18", "no Red piece between 29 and 18"})
}

func TestRuleFlyingKingMustLandWhereItCanJumpOn(t *testing.T) {
	// Over 22 the Flying King could land on 18, 15, 11, 8 or 4; only from
	// 15 can it capture on (over 10), so it lands there.
	pos := "R:RP28,F29,K31:BK2,G10,G22"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"only 15 goes on", pos, "29x15x1 29x15x6", "29x15x6", "B:RF6,P28,K31:BK2"},
	})
	checkRefused(t, pos,
		[2]string{"29x18", "must land where it can jump on: on 15, not 18"},
		[2]string{"29x15", "the jump must be finished"})
}

func TestRuleTakesAreCompulsory(t *testing.T) {
	pos := "B:RG18,K30,K31:BG9,G14"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{{"the jump, not the steps", pos, "14x23", "", ""}})
	checkRefused(t, pos, [2]string{"9-13", "a take is compulsory: 14x23"})
}

func TestRuleFreeChoiceAmongTakes(t *testing.T) {
	// A single jump, a push take and a double jump: any of them, not
	// necessarily the one that takes most.
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"one, push or two", "B:RG15,G18,G21,G26:BG10,K13,G14", "10x19 13x21 14x23x30", "10x19", "R:RG18,G21,G26:BK13,G14,G19"},
	})
}

func TestRuleSequenceMustBeFinished(t *testing.T) {
	checkRefused(t, "B:RG15,G18,G21,G26:BG10,K13,G14", [2]string{"14x23", "the jump must be finished: 14x23x30"})
}

func TestRuleStartSquareIsEmptyDuringTheSequence(t *testing.T) {
	// The King goes round the four Red Guards and lands on 10, where it
	// started.
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"round to the start", "B:RG14,G15,G22,G23,K29,K31,K32:BK10", "10x17x26x19x10", "10x17x26x19x10", "R:RK29,K31,K32:BK10"},
	})
}

func TestRuleCapturedPiecesBlockUntilTheSequenceEnds(t *testing.T) {
	// From 9 or 5 the Flying King would go on down the diagonal over 23 if
	// the captured 14 were gone; it stays and blocks. Likewise from 27 and
	// 32 back over 14: the captured 23 blocks.
	pos := "B:RG14,G22,G23:BF29"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"blocked by the captured", pos, "29x18x5 29x18x9 29x18x27 29x18x32", "29x18x9", "R:RG23:BF9"},
	})
	checkRefused(t, pos, [2]string{"29x18x9x27", "the piece on 14 was jumped already"})
}

func TestRuleCapturedPieceIsNotJumpedTwice(t *testing.T) {
	pos := "B:RG14,K30,K31:BK10"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{{"once only", pos, "10x17", "", ""}})
	checkRefused(t, pos, [2]string{"10x17x10", "cannot be jumped twice"})
}

func TestRulePushTakeFromEachArrow(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"17 up to 9", "R:RK17,K30,K31:BG9,K2,K3", "17x9", "17x9", "B:RK9,K30,K31:BK2,K3"},
		{"20 up to 12", "R:RP20,K30,K31:BG12,K2,K3", "20x12", "20x12", "B:RP12,K30,K31:BK2,K3"},
		{"13 down to 21", "B:RG21,K30,K31:BK2,K3,K13", "13x21", "13x21", "R:RK30,K31:BK2,K3,K21"},
		{"16 down to 24", "B:RG24,K30,K31:BK2,K3,F16", "16x24", "16x24", "R:RK30,K31:BK2,K3,F24"},
	})
}

func TestRulePushTakeEndsTheMove(t *testing.T) {
	// From 9 a King could jump on over 6 to 2, but the push ends the move.
	pos := "R:RK17,K30,K31:BP6,G9,K3"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{{"rests on 9", pos, "17x9", "17x9", "B:RK9,K30,K31:BK3,P6"}})
	checkRefused(t, pos, [2]string{"17x9x2", "a push take ends the move on 9"})
}

func TestRuleGuardCannotPush(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"steps instead", "R:RG17,K30,K31:BG9,K2,K3", "17-13 17-14 30-25 30-26 31-26 31-27", "", ""},
	})
}

func TestRuleArrowSetsThePushDirection(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Black pushes up, backward for him", "B:RG9,K30,K31:BK2,K3,K17", "17x9", "", ""},
		{"Red pushes down, backward for him", "R:RK13,K30,K31:BG21,K2,K3", "13x21", "", ""},
		{"no push against the arrow", "B:RG25,K30,K31:BK2,K3,K17", "2-6 2-7 3-7 3-8 17-13 17-14 17-21 17-22", "", ""},
	})
}

func TestRulePushTakeIsCompulsory(t *testing.T) {
	pos := "R:RK17,K30,K31:BG9,K2,K3"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{{"the push, not the steps", pos, "17x9", "", ""}})
	checkRefused(t, pos, [2]string{"30-25", "a take is compulsory: 17x9"})
}

func TestRulePromotionOnTheOpponentsKingsRow(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Black Guard", "B:RG21,K29,K32:BG26", "26-30 26-31", "26-30", "R:RG21,K29,K32:BK30"},
		{"Red Prince", "R:RP5,K30,K31:BK3,K4,G12", "5-1 30-25 30-26 31-26 31-27", "5-1", "B:RK1,K30,K31:BK3,K4,G12"},
	})
}

func TestRulePromotionEndsTheJumpSequence(t *testing.T) {
	// On 30 a King could jump on over 25, but the Guard or Prince becomes
	// a King there and its move ends.
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Guard", "B:RG25,G26,K29,K32:BG23", "23x30", "23x30", "R:RG25,K29,K32:BK30"},
		{"Prince", "B:RG25,G26,K29,K32:BP23", "23x30", "23x30", "R:RG25,K29,K32:BK30"},
	})
	checkRefused(t, "B:RG25,G26,K29,K32:BP23", [2]string{"23x30x21", "becomes a King on 30 and the move ends there"})
}

func TestRuleSquaresPassedThroughDoNothing(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		// 18 is a Morph square, passed through: the King stays a King.
		{"Morph square", "B:RG14,G22,K32:BK9", "9x18x25", "9x18x25", "R:RK32:BK25"},
		// 24 is Red's Spawn square, passed through: no spawn (and the
		// Prince is crowned where it ends).
		{"Spawn square", "B:RG19,G27,K29,K30:BP15", "15x24x31", "15x24x31", "R:RK29,K30:BK31"},
	})
}

func TestRuleKingMorphsOnAMorphSquare(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"by a step", "B:RK30,K31,K32:BK10", "10-6 10-7 10-14 10-15", "10-14", "R:RK30,K31,K32:BF14"},
		{"by a jump", "R:RK26,K30,K31:BG23,K2,K3", "26x19", "26x19", "B:RF19,K30,K31:BK2,K3"},
	})
}

func TestRuleMorphLimitOfThreeFlyingKings(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"the third", "B:RK30,K31,K32:BF1,F2,K10", "1-5 1-6 2-6 2-7 2-9 2-11 2-13 2-16 2-20 10-6 10-7 10-14 10-15", "10-14", "R:RK30,K31,K32:BF1,F2,F14"},
		{"no fourth", "B:RK30,K31,K32:BF1,F2,F3,K10", "1-5 1-6 2-6 2-7 2-9 2-11 2-13 2-16 2-20 3-7 3-8 3-12 10-6 10-7 10-14 10-15", "10-14", "R:RK30,K31,K32:BF1,F2,F3,K14"},
	})
}

func TestRuleOnlyAKingMorphs(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Guard", "B:RK30,K31,K32:BG10", "10-14 10-15", "10-14", "R:RK30,K31,K32:BG14"},
		{"Prince", "B:RK30,K31,K32:BP10", "10-14 10-15", "10-15", "R:RK30,K31,K32:BP15"},
		{"Flying King", "B:RK30,K31,K32:BF6,F10", "6-1 6-2 6-9 6-13 10-3 10-7 10-14 10-15 10-17 10-19 10-21 10-24 10-28", "10-14", "R:RK30,K31,K32:BF6,F14"},
	})
}

func TestRulePrinceSpawnsOnTheOpponentsSpawnSquare(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Black on 22", "B:RK30,K31,K32:BK1,K2,K3,P18", "1-5 1-6 2-6 2-7 3-7 3-8 18-22+4 18-23", "18-22+4", "R:RK30,K31,K32:BK1,K2,K3,P4,P22"},
		{"Red on 9", "R:RP13,K30,K31,K32:BK1,K2,K3", "13-9+29 30-25 30-26 31-26 31-27 32-27 32-28", "13-9+29", "B:RP9,P29,K30,K31,K32:BK1,K2,K3"},
	})
}

func TestRuleSpawnSquareIsThePlayersChoice(t *testing.T) {
	pos := "R:RP18,K29,K31:BK2,K3,G14"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"30 or 32", pos, "18x9+30 18x9+32", "18x9+32", "B:RP9,K29,K31,P32:BK2,K3"},
	})
	checkRefused(t, pos,
		[2]string{"18x9", "write where, one of 18x9+30, 18x9+32"},
		[2]string{"18x9+31", "cannot be spawned on 31"})
}

func TestRuleNoSpawnWhenTheKingsRowIsFull(t *testing.T) {
	pos := "R:RP18,K29,K30,K31,K32:BK2,K3,G14"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{{"dead spawn", pos, "18x9", "18x9", "B:RP9,K29,K30,K31,K32:BK2,K3"}})
	checkRefused(t, pos, [2]string{"18x9+30", "King's Row is full"})
}

func TestRuleNoSpawnWithSixPrinces(t *testing.T) {
	six := "R:RP18,P21,P25,P26,P27,P28:BK2,K3,G14"
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"six with the lander", six, "18x9", "", ""},
		{"five with the lander", "R:RP18,P25,P26,P27,P28:BK2,K3,G14", "18x9+29 18x9+30 18x9+31 18x9+32", "", ""},
	})
	checkRefused(t, six, [2]string{"18x9+29", "already has 6 Princes"})
}

func TestRuleOnlyAPrinceSpawns(t *testing.T) {
	varianttest.CheckRules(t, flyingkings.Variant{}, []varianttest.RuleCase{
		{"Red Guard on 9", "R:RG13,K30,K31:BK2,K3,K4", "13-9 30-25 30-26 31-26 31-27", "13-9", "B:RG9,K30,K31:BK2,K3,K4"},
		{"Red King on 9", "R:RK13,K30,K31:BK2,K3,K4", "13-9 13-17 30-25 30-26 31-26 31-27", "13-9", "B:RK9,K30,K31:BK2,K3,K4"},
		{"Black Prince on its own Spawn square", "B:RK30,K31,K32:BP5", "5-9", "5-9", "R:RK30,K31,K32:BP9"},
	})
}

func TestRuleCapturingAllPiecesWins(t *testing.T) {
	// A lone Guard (0 points) takes Red's last three pieces: capturing all
	// wins, whatever the points.
	p := mustParse(t, "B:RG6,G15,G24:BG1")
	m, err := p.ParseMoveText("1x10x19x28")
	if err != nil {
		t.Fatal(err)
	}
	after := p.Play(m)
	if got, want := after.Status(), (checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}); got != want {
		t.Errorf("after 1x10x19x28: %v, want %v", got, want)
	}
	if n := len(after.LegalMoves()); n != 0 {
		t.Errorf("Red has %d moves after losing all pieces", n)
	}
}

func TestRuleSmallMaterialEndDecidedByPoints(t *testing.T) {
	for _, k := range []struct {
		kind flyingkings.Kind
		want int
	}{{flyingkings.Guard, 0}, {flyingkings.Prince, 1}, {flyingkings.King, 3}, {flyingkings.FlyingKing, 5}} {
		if got := k.kind.Points(); got != k.want {
			t.Errorf("%s is worth %d, want %d", k.kind, got, k.want)
		}
	}
	// Black's King takes one of Red's three pieces: two each, decided by
	// points.
	for _, c := range []struct {
		name, pos string
		want      checkers.Outcome
	}{
		{"Black 3 to 1", "B:RP18,P25,G21:BK14,G2", checkers.BlackWins},
		{"3 each", "B:RP18,K30,G21:BK14,G2", checkers.Draw},
		{"Red 5 to 3", "B:RP18,F30,G21:BK14,G2", checkers.RedWins},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.pos)
			if r := p.Status(); r.Over() {
				t.Fatalf("over before the take: %v", r)
			}
			m, err := p.ParseMoveText("14x23")
			if err != nil {
				t.Fatal(err)
			}
			after := p.Play(m)
			if got, want := after.Status(), (checkers.Result{Outcome: c.want, Reason: checkers.Points}); got != want {
				t.Errorf("after 14x23 (%s): %v, want %v", after, got, want)
			}
			if n := len(after.LegalMoves()); n != 0 {
				t.Errorf("%d moves after the game ended", n)
			}
		})
	}
	// A set-up position with two pieces or fewer a side is over at once.
	if got, want := mustParse(t, "B:RK30:BK2").Status(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Points}); got != want {
		t.Errorf("King against King: %v, want %v", got, want)
	}
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	// Black's Guard on 28 is blocked by Red's King on 32.
	p := mustParse(t, "B:RK30,K31,K32:BG28")
	if got := moveTexts(p); got != "" {
		t.Errorf("Black's moves = %q, want none", got)
	}
	if got, want := p.Status(), (checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}); got != want {
		t.Errorf("status = %v, want %v", got, want)
	}
}

func TestRuleThreefoldRepetitionDraws(t *testing.T) {
	g := checkers.NewGameFrom(flyingkings.Variant{}, mustParse(t, "B:RK30,K31,K32:BK1,K2,K3"))
	moves := []string{"1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1", "28-32"}
	for i, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("move %d %s: %v", i+1, m, err)
		}
		if over := g.Result().Over(); over && i < len(moves)-1 {
			t.Fatalf("game over after %d plies: %v", i+1, g.Result())
		}
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
}

func TestRuleNoProgressAfter40MovesEach(t *testing.T) {
	for _, c := range []struct {
		pos, move string
		want      bool
	}{
		{"B:RK30,K31,K32:BK10", "10-6", false},
		{"B:RK30,K31,K32:BF29", "29-4", false},
		{"B:RK30,K31,K32:BK10", "10-14", false}, // a morph is not progress
		{"B:RK30,K31,K32:BG10", "10-14", true},
		{"B:RK30,K31,K32:BP10", "10-14", true},
		{"B:RG18,K30,K31:BK14", "14x23", true},
		{"R:RK17,K30,K31:BG9,K2,K3", "17x9", true},
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
	// Kings and Flying Kings wander without a take and without a third
	// repetition; the 80th ply draws.
	g := checkers.NewGameFrom(flyingkings.Variant{}, mustParse(t, "B:RF30,K31,K32:BF1,K2,K3"))
	varianttest.PlayWithoutProgress(t, g, 80)
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.NoProgress}); got != want {
		t.Errorf("result after 80 plies = %v, want %v", got, want)
	}
}

func TestRuleSamePositionIsOneMove(t *testing.T) {
	// Round the four Red Guards either way: the same position, one move.
	p := mustParse(t, "B:RG14,G15,G22,G23,K29,K31,K32:BK10")
	if got := len(p.LegalMoves()); got != 1 {
		t.Fatalf("moves = %q, want one move", moveTexts(p))
	}
	if got := p.Perft(1); got != 1 {
		t.Errorf("Perft(1) = %d, want 1", got)
	}
	for _, route := range []string{"10x17x26x19x10", "10x19x26x17x10", "10x10"} {
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
	varianttest.CheckResignationAndAgreedDraw(t, flyingkings.Variant{})
}
