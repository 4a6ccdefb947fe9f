package standard_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// One test per rule of rules/standard.md, each with the position that shows
// it. The rules → tests table is in docs/rules-tests.md.

func mustFEN(t *testing.T, fen string) standard.Position {
	t.Helper()
	p, err := standard.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func moveTexts(p standard.Position) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// checkMoves runs one subtest per position and compares its legal moves.
func checkMoves(t *testing.T, cases []struct{ name, fen, want string }) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(moveTexts(mustFEN(t, c.fen)), " ")
			if got != c.want {
				t.Errorf("moves of %s = %q, want %q", c.fen, got, c.want)
			}
		})
	}
}

func TestRuleSetup(t *testing.T) {
	p := standard.Start()
	if got, want := p.String(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	for n := 13; n <= 20; n++ {
		if got := p.At(n); got != standard.Empty {
			t.Errorf("square %d holds %v, want it empty", n, got)
		}
	}
}

func TestRuleBlackMovesFirst(t *testing.T) {
	if got := standard.Start().Turn(); got != checkers.Black {
		t.Errorf("first to move = %v, want Black", got)
	}
	if got, want := strings.Join(moveTexts(standard.Start()), " "), "9-13 9-14 10-14 10-15 11-15 11-16 12-16"; got != want {
		t.Errorf("first moves = %q, want %q", got, want)
	}
}

func TestRuleManMovesOneSquareDiagonallyForward(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"black man goes down", "B:W28:B14", "14-17 14-18"},
		{"red man goes up", "W:W23:B5", "23-18 23-19"},
		{"man on the edge has one square", "B:W28:B12", "12-16"},
		{"blocked square is not a move", "B:W17,21:B14", "14-18"},
	})
}

func TestRuleKingMovesOneSquareAnyDirection(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"black king four ways, no flying", "B:W32:BK14", "14-9 14-10 14-17 14-18"},
		{"red king four ways", "W:WK18:B1", "18-14 18-15 18-22 18-23"},
		{"king in the corner", "B:W32:BK4", "4-8"},
	})
}

func TestRuleJumpCapturesTheAdjacentPiece(t *testing.T) {
	p := mustFEN(t, "B:W18,32:B14")
	if got, want := moveTexts(p), []string{"14x23"}; !slices.Equal(got, want) {
		t.Fatalf("moves = %v, want %v", got, want)
	}
	next := p.Play(p.LegalMoves()[0])
	if got, want := next.String(), "W:W32:B23"; got != want {
		t.Errorf("after 14x23: %s, want %s (the jumped piece removed)", got, want)
	}
}

func TestRuleManJumpsOnlyForward(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"no backward jump for a man", "B:W14:B18", "18-22 18-23"},
		{"the king does jump back", "B:W14:BK18", "18x9"},
	})
}

func TestRuleKingJumpsInAllFourDirections(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"four jumps", "B:W14,15,22,23:BK18", "18x9 18x11 18x25 18x27"},
	})
}

func TestRuleJumpingIsCompulsory(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"a simple move is not allowed when a jump exists", "B:W18:B1,14", "14x23"},
		{"the king must jump too", "W:WK1,22:B18", "22x15"},
	})
}

func TestRuleMultiJumpMustBeFinished(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"two jumps in a row", "B:W14,23:B9", "9x18x27"},
		{"red three jumps", "W:W32:B10,18,27", "32x23x14x7"},
	})
	p := mustFEN(t, "B:W14,23:B9")
	if _, err := p.ParseMove("9x18"); err == nil || !strings.Contains(err.Error(), "must be finished") {
		t.Errorf("ParseMove(9x18) error = %v, want it to say the jump must be finished", err)
	}
}

func TestRuleManChangesDirectionOnlyAmongForwardOnes(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"zig-zag forward", "B:W6,15,23:B1", "1x10x19x26"},
		{"branching gives separate moves", "W:W27:B14,15,23", "27x18x9 27x18x11"},
	})
}

func TestRuleFreeChoiceAmongJumps(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"short jump allowed beside a long one", "B:W14,15,24:B10", "10x17 10x19x28"},
		{"any piece's jump", "B:W14,19:B9,15", "9x18 15x24"},
	})
}

func TestRulePieceJumpedOnlyOnce(t *testing.T) {
	// The king jumps 14 and lands on 18; 14 is gone, so it cannot come
	// back over it to its empty start square.
	checkMoves(t, []struct{ name, fen, want string }{
		{"no jumping back over a captured piece", "B:W14:BK9", "9x18"},
	})
}

func TestRuleKingMayCrossItsStartSquare(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"round the loop and on", "B:W9,10,11,18,19:BK14", "14x5 14x23x16x7x14x5"},
	})
}

func TestRuleRoutesThatCaptureTheSamePiecesAreOneMove(t *testing.T) {
	// Round the four pieces either way: the same squares, the same captures.
	p := mustFEN(t, "B:W10,11,18,19:BK14")
	moves := p.LegalMoves()
	if len(moves) != 1 {
		t.Fatalf("moves = %v, want one move", moveTexts(p))
	}
	if got, want := p.Play(moves[0]).String(), "W:W:BK14"; got != want {
		t.Errorf("after %s: %s, want %s", moves[0], got, want)
	}
	if got := p.Perft(1); got != 1 {
		t.Errorf("Perft(1) = %d, want 1", got)
	}
	// Both routes name the same move.
	for _, text := range []string{"14x7x16x23x14", "14x23x16x7x14", "14x14"} {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%s): %v", text, err)
			continue
		}
		if m != checkers.Move(moves[0]) {
			t.Errorf("ParseMove(%s) = %v, want %v", text, m, moves[0])
		}
	}
}

func TestRuleManReachingTheFarRowIsCrowned(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		square    int
		want      standard.Piece
	}{
		{"B:WK1:B26", "26-30", 30, standard.BlackKing},
		{"W:W6:BK32", "6-2", 2, standard.RedKing},
		{"B:W26:B22", "22x31", 31, standard.BlackKing},
	} {
		t.Run(c.move, func(t *testing.T) {
			p := mustFEN(t, c.fen)
			m, err := p.ParseMoveText(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Play(m).At(c.square); got != c.want {
				t.Errorf("after %s square %d holds %v, want %v", c.move, c.square, got, c.want)
			}
		})
	}
}

func TestRuleCrowningEndsTheMove(t *testing.T) {
	checkMoves(t, []struct{ name, fen, want string }{
		{"black man stops on the crowning row", "B:W26,27:B22", "22x31"},
		{"a king would go on", "B:W26,27:BK22", "22x31x24"},
		{"red man stops too", "W:W11:B6,7", "11x2"},
	})
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		want      checkers.Result
	}{
		{"black blocked", "B:W32:B28", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}},
		{"red blocked", "W:W5:B1", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"black has no piece", "B:W21:B", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"a move exists", "B:W21:B1", checkers.Result{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mustFEN(t, c.fen).Status(); got != c.want {
				t.Errorf("Status() = %v, want %v", got, c.want)
			}
		})
	}
}

func TestRuleNoProgressCountsManMovesAndCaptures(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		want      bool
	}{
		{"B:W32:B14", "14-18", true},
		{"B:W32:BK14", "14-18", false},
		{"B:W18:BK14", "14x23", true},
	} {
		t.Run(c.fen+" "+c.move, func(t *testing.T) {
			p := mustFEN(t, c.fen)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Progress(m); got != c.want {
				t.Errorf("Progress(%s) = %v, want %v", c.move, got, c.want)
			}
		})
	}
	if got := (standard.Variant{}).NoProgressPlies(); got != 80 {
		t.Errorf("NoProgressPlies() = %d, want 80 (40 moves each)", got)
	}
}

func TestRuleGameEndsAfterLastPieceIsCaptured(t *testing.T) {
	g := checkers.NewGameFrom(standard.Variant{}, mustFEN(t, "B:W18:B14"))
	if err := g.PlayText("14x23"); err != nil {
		t.Fatal(err)
	}
	want := checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}
	if got := g.Result(); got != want {
		t.Errorf("result = %v, want %v", got, want)
	}
}
