package checkers_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

const startFEN = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

var ongoing = checkers.Result{}

func TestRuleBlackMovesFirst(t *testing.T) {
	g := newGame(t, "")
	if got := g.Turn(); got != checkers.Black {
		t.Errorf("Turn() at the start = %v, want Black", got)
	}
	if got := g.Position().String(); got != startFEN {
		t.Errorf("start position = %q, want %q", got, startFEN)
	}
	wantLegal := "9-13 9-14 10-14 10-15 11-15 11-16 12-16"
	if got := joinMoves(g.Legal()); got != wantLegal {
		t.Errorf("Legal() at the start = %q, want %q", got, wantLegal)
	}
	if err := g.PlayText("22-18"); err == nil {
		t.Errorf("PlayText(22-18) by Red at the start: got no error, want one")
	}
	play(t, g, "11-15")
	if got := g.Turn(); got != checkers.Red {
		t.Errorf("Turn() after 11-15 = %v, want Red", got)
	}
	play(t, g, "22-18")
	if got := g.Turn(); got != checkers.Black {
		t.Errorf("Turn() after 11-15 22-18 = %v, want Black", got)
	}
}

// Kings shuffle 1-6 32-28 6-1 28-32: the start position comes back after 4
// and 8 plies; the third occurrence (ply 8) draws, the second (ply 4) does not.
func TestRuleThreefoldRepetitionDraws(t *testing.T) {
	const fen = "B:WK32:BK1"
	shuffle := []string{"1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1", "28-32"}
	wantReps := []int{1, 1, 1, 2, 2, 2, 2, 3}
	g := newGame(t, fen)
	if got := g.Repetitions(); got != 1 {
		t.Fatalf("Repetitions() at the start = %d, want 1", got)
	}
	for i, m := range shuffle {
		play(t, g, m)
		if got := g.Repetitions(); got != wantReps[i] {
			t.Errorf("after ply %d (%s): Repetitions() = %d, want %d", i+1, m, got, wantReps[i])
		}
		want := ongoing
		if i == len(shuffle)-1 {
			want = checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}
		}
		wantResult(t, g, want)
	}
	if got := g.Position().String(); got != fen {
		t.Errorf("final position = %q, want the start %q", got, fen)
	}
	if g.Legal() != nil {
		t.Errorf("Legal() after the draw = %v, want nil", g.Legal())
	}
}

// The same pieces with the other player to move are another position. Only a
// test-only pass move can show it (see passMove): the pieces stand the same
// five times, but with Black to move only on the 1st, 3rd and 5th.
func TestRuleRepetitionNeedsSameSideToMove(t *testing.T) {
	p, err := passVariant{}.ParsePosition("B:WK32:BK1")
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(passVariant{}, p)
	wantReps := []int{1, 2, 2, 3}
	for i, want := range wantReps {
		play(t, g, "pass")
		if got := g.Repetitions(); got != want {
			t.Errorf("after %d passes: Repetitions() = %d, want %d", i+1, got, want)
		}
		wantRes := ongoing
		if i == len(wantReps)-1 {
			wantRes = checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}
		}
		wantResult(t, g, wantRes)
	}
}

// The no-progress walk: Black's king circles 1-6-10-14-9-5 (6 moves), Red's
// king circles 31-27-24-20-16-19-23-26 (8 moves), far apart so no jump ever
// arises. A position comes back only every lcm(6, 8) = 24 moves each, so no
// position occurs three times in 80 plies and only the no-progress rule can
// end the game. The men on 4 (Black) and 29 (Red) can move to reset it.
const walkFEN = "B:W29,K31:B4,K1"

type kingWalk struct{ black, red int }

var (
	blackKingCycle = []string{"1-6", "6-10", "10-14", "14-9", "9-5", "5-1"}
	redKingCycle   = []string{"31-27", "27-24", "24-20", "20-16", "16-19", "19-23", "23-26", "26-31"}
)

// next returns the next king move of c.
func (w *kingWalk) next(c checkers.Color) string {
	if c == checkers.Black {
		m := blackKingCycle[w.black%len(blackKingCycle)]
		w.black++
		return m
	}
	m := redKingCycle[w.red%len(redKingCycle)]
	w.red++
	return m
}

func TestRuleNoProgressAfter40MovesEach(t *testing.T) {
	noProgress := checkers.Result{Outcome: checkers.Draw, Reason: checkers.NoProgress}
	if got := (standard.Variant{}).NoProgressPlies(); got != 80 {
		t.Fatalf("NoProgressPlies() = %d, want 80", got)
	}
	tests := []struct {
		name    string
		resetAt int    // the ply where a man moves instead of a king (0: none)
		manMove string // that man move
	}{
		{"king moves only", 0, ""},
		{"a Black man move resets the count", 11, "4-8"},
		{"a Red man move resets the count", 30, "29-25"},
		{"a man move on ply 79 resets the count", 79, "4-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, walkFEN)
			var w kingWalk
			drawAt := tt.resetAt + 80
			for ply := 1; ply <= drawAt; ply++ {
				var m string
				if ply == tt.resetAt {
					m = tt.manMove
				} else {
					m = w.next(g.Turn())
				}
				play(t, g, m)
				wantQuiet := ply
				if tt.resetAt > 0 && ply >= tt.resetAt {
					wantQuiet = ply - tt.resetAt
				}
				if got := g.PliesWithoutProgress(); got != wantQuiet {
					t.Fatalf("after ply %d (%s): PliesWithoutProgress() = %d, want %d", ply, m, got, wantQuiet)
				}
				if got := g.Repetitions(); got >= 3 {
					t.Fatalf("after ply %d (%s): Repetitions() = %d; the walk must not repeat a position three times", ply, m, got)
				}
				if ply < drawAt {
					wantResult(t, g, ongoing)
				}
			}
			wantResult(t, g, noProgress)
			if g.Len() != drawAt {
				t.Errorf("Len() = %d, want %d", g.Len(), drawAt)
			}
			wantGameOver(t, "PlayText after the no-progress draw", g.PlayText(w.next(g.Turn())))
		})
	}
}

func TestRuleNoProgressCountsKingMovesOnly(t *testing.T) {
	tests := []struct {
		name      string
		fen       string
		moves     []string
		wantQuiet []int
	}{
		{"king moves count", walkFEN, []string{"1-6", "31-27", "6-10"}, []int{1, 2, 3}},
		{"a man move resets", walkFEN, []string{"1-6", "31-27", "4-8", "27-24"}, []int{1, 2, 0, 1}},
		{"a capture by a king resets", "B:WK23,K32:BK1", []string{"1-6", "23-19", "6-10", "19-15", "10x19", "32-28"}, []int{1, 2, 3, 4, 0, 1}},
		{"a capture by a man resets", "B:WK27,K32:B10,K1", []string{"1-6", "27-23", "6-1", "23-19", "1-6", "19-15", "10x19"}, []int{1, 2, 3, 4, 5, 6, 0}},
		{"men moves from the start", "", []string{"11-15", "23-19"}, []int{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			if got := g.PliesWithoutProgress(); got != 0 {
				t.Fatalf("PliesWithoutProgress() at the start = %d, want 0", got)
			}
			for i, m := range tt.moves {
				play(t, g, m)
				if got := g.PliesWithoutProgress(); got != tt.wantQuiet[i] {
					t.Errorf("after %s: PliesWithoutProgress() = %d, want %d", movesText(g), got, tt.wantQuiet[i])
				}
			}
		})
	}
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
		want  checkers.Result
	}{
		{"Red's man is blocked by a move", "B:W29:B18,25", []string{"18-22"}, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"Red's man is blocked from the start", "W:W29:B22,25", nil, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"Black's man is blocked from the start", "B:W9,14:B5", nil, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			play(t, g, tt.moves...)
			wantResult(t, g, tt.want)
			if got := g.Legal(); got != nil {
				t.Errorf("Legal() = %v, want nil", got)
			}
			wantGameOver(t, "PlayText after the end", g.PlayText("29-25"))
		})
	}
}

func TestRuleAllPiecesCapturedLoses(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
		want  checkers.Result
	}{
		{"Black takes Red's last man", "B:W15:B10", []string{"10x19"}, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}},
		{"Red takes Black's last man", "W:W19:B15", []string{"19x10"}, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"Black takes Red's last two in one move", "B:W15,23:B10", []string{"10x19x26"}, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}},
		{"Red has no piece from the start", "W:W:B1", nil, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			play(t, g, tt.moves...)
			wantResult(t, g, tt.want)
		})
	}
}

func TestRuleResignation(t *testing.T) {
	tests := []struct {
		name    string
		moves   []string
		resigns checkers.Color
		want    checkers.Outcome
	}{
		{"Black resigns on his turn", nil, checkers.Black, checkers.RedWins},
		{"Red resigns on Black's turn", nil, checkers.Red, checkers.BlackWins},
		{"Red resigns on his turn", []string{"11-15"}, checkers.Red, checkers.BlackWins},
		{"Black resigns on Red's turn", []string{"11-15"}, checkers.Black, checkers.RedWins},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, "")
			play(t, g, tt.moves...)
			if err := g.Resign(tt.resigns); err != nil {
				t.Fatalf("Resign(%v): %v", tt.resigns, err)
			}
			wantResult(t, g, checkers.Result{Outcome: tt.want, Reason: checkers.Resignation})
			if g.Len() != len(tt.moves) {
				t.Errorf("Len() = %d, want %d", g.Len(), len(tt.moves))
			}
		})
	}
}

func TestRuleTimeForfeit(t *testing.T) {
	g := newGame(t, "")
	if err := g.Forfeit(checkers.Black); err != nil {
		t.Fatalf("Forfeit(Black): %v", err)
	}
	wantResult(t, g, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.TimeForfeit})
	wantGameOver(t, "Undo after a time forfeit", g.Undo())
}

func TestRuleDrawByAgreement(t *testing.T) {
	agreed := checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement}
	type step struct {
		act     string // offer, accept, decline or a move
		by      checkers.Color
		wantErr bool
	}
	B, R := checkers.Black, checkers.Red
	tests := []struct {
		name        string
		steps       []step
		want        checkers.Result
		wantPending bool
	}{
		{"Black offers, Red accepts", []step{{"offer", B, false}, {"accept", R, false}}, agreed, false},
		{"Red offers on Black's turn, Black accepts", []step{{"offer", R, false}, {"accept", B, false}}, agreed, false},
		{"Red declines", []step{{"offer", B, false}, {"decline", R, false}, {"accept", R, true}}, ongoing, false},
		{"the offerer cannot accept his own offer", []step{{"offer", B, false}, {"accept", B, true}}, ongoing, true},
		{"the offerer cannot decline his own offer", []step{{"offer", B, false}, {"decline", B, true}}, ongoing, true},
		{"no offer: accept fails", []step{{"accept", R, true}}, ongoing, false},
		{"no offer: decline fails", []step{{"decline", R, true}}, ongoing, false},
		{"a second offer while one stands fails", []step{{"offer", B, false}, {"offer", B, true}}, ongoing, true},
		{"the opponent's move declines", []step{{"offer", R, false}, {"11-15", B, false}, {"accept", B, true}}, ongoing, false},
		{"the offerer's own move does not decline", []step{{"offer", B, false}, {"11-15", B, false}, {"accept", R, false}}, agreed, false},
		{"the offer stands until the opponent moves", []step{{"offer", B, false}, {"11-15", B, false}, {"23-19", R, false}, {"accept", R, true}}, ongoing, false},
		{"after a decline a new offer can be accepted", []step{{"offer", B, false}, {"decline", R, false}, {"offer", R, false}, {"accept", B, false}}, agreed, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, "")
			for i, s := range tt.steps {
				var err error
				switch s.act {
				case "offer":
					err = g.OfferDraw(s.by)
				case "accept":
					err = g.AcceptDraw(s.by)
				case "decline":
					err = g.DeclineDraw(s.by)
				default:
					if g.Turn() != s.by {
						t.Fatalf("step %d: %s is not %v's move", i, s.act, s.by)
					}
					err = g.PlayText(s.act)
				}
				if (err != nil) != s.wantErr {
					t.Fatalf("step %d, %s by %v: got error %v, want error: %v", i, s.act, s.by, err, s.wantErr)
				}
			}
			wantResult(t, g, tt.want)
			if _, pending := g.DrawOffer(); pending != tt.wantPending {
				t.Errorf("DrawOffer() pending = %v, want %v", pending, tt.wantPending)
			}
		})
	}
}

func TestDrawOfferReportsWhoOffered(t *testing.T) {
	g := newGame(t, "")
	if _, pending := g.DrawOffer(); pending {
		t.Fatalf("DrawOffer() at the start: pending = true, want false")
	}
	if err := g.OfferDraw(checkers.Red); err != nil {
		t.Fatal(err)
	}
	if by, pending := g.DrawOffer(); by != checkers.Red || !pending {
		t.Errorf("DrawOffer() = %v, %v, want Red, true", by, pending)
	}
}

// Once the game is over, every call that needs it in progress fails with an
// error wrapping ErrGameOver, and the game is unchanged.
func TestGameOverRefusesPlay(t *testing.T) {
	tests := []struct {
		name  string
		end   func(t *testing.T) *checkers.Game
		undo  bool // whether Undo re-opens the game
		moves int  // moves played by end
	}{
		{"resignation", func(t *testing.T) *checkers.Game {
			g := newGame(t, "")
			play(t, g, "11-15")
			if err := g.Resign(checkers.Red); err != nil {
				t.Fatal(err)
			}
			return g
		}, false, 1},
		{"agreement", func(t *testing.T) *checkers.Game {
			g := newGame(t, "")
			play(t, g, "11-15")
			if err := g.OfferDraw(checkers.Red); err != nil {
				t.Fatal(err)
			}
			if err := g.AcceptDraw(checkers.Black); err != nil {
				t.Fatal(err)
			}
			return g
		}, false, 1},
		{"repetition", func(t *testing.T) *checkers.Game {
			g := newGame(t, "B:WK32:BK1")
			play(t, g, "1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1", "28-32")
			return g
		}, true, 8},
		{"no progress", func(t *testing.T) *checkers.Game {
			g := newGame(t, walkFEN)
			var w kingWalk
			for range 80 {
				play(t, g, w.next(g.Turn()))
			}
			return g
		}, true, 80},
		{"all captured", func(t *testing.T) *checkers.Game {
			g := newGame(t, "B:W15:B10")
			play(t, g, "10x19")
			return g
		}, true, 1},
		{"no legal move", func(t *testing.T) *checkers.Game {
			g := newGame(t, "B:W29:B18,25")
			play(t, g, "18-22")
			return g
		}, true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.end(t)
			if !g.Result().Over() {
				t.Fatalf("Result() = %v, want the game over", g.Result())
			}
			before := snap(g)
			legal := g.Position().Legal()
			if len(legal) > 0 {
				wantGameOver(t, "Play", g.Play(legal[0]))
				wantGameOver(t, "PlayText", g.PlayText(legal[0].String()))
			}
			wantGameOver(t, "Resign(Black)", g.Resign(checkers.Black))
			wantGameOver(t, "Resign(Red)", g.Resign(checkers.Red))
			wantGameOver(t, "OfferDraw", g.OfferDraw(checkers.Black))
			wantGameOver(t, "AcceptDraw", g.AcceptDraw(checkers.Red))
			wantGameOver(t, "DeclineDraw", g.DeclineDraw(checkers.Red))
			wantGameOver(t, "Forfeit", g.Forfeit(checkers.Black))
			if after := snap(g); after != before {
				t.Errorf("refused calls changed the game: got %+v, want %+v", after, before)
			}
			err := g.Undo()
			if !tt.undo {
				wantGameOver(t, "Undo", err)
				if after := snap(g); after != before {
					t.Errorf("refused Undo changed the game: got %+v, want %+v", after, before)
				}
				return
			}
			if err != nil {
				t.Fatalf("Undo: %v", err)
			}
			wantResult(t, g, ongoing)
			if g.Len() != tt.moves-1 {
				t.Errorf("Len() after Undo = %d, want %d", g.Len(), tt.moves-1)
			}
			if len(g.Legal()) == 0 {
				t.Errorf("Legal() after Undo is empty, want the moves of the re-opened game")
			}
			if err := g.Play(g.Legal()[0]); err != nil {
				t.Errorf("Play after Undo re-opened the game: %v", err)
			}
		})
	}
}

func TestUndo(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
	}{
		{"men moves", "", []string{"11-15", "23-19", "8-11", "22-17"}},
		{"king moves", walkFEN, []string{"1-6", "31-27", "6-10", "27-24", "10-14"}},
		{"a capture after king moves", "B:WK23,K32:BK1", []string{"1-6", "23-19", "6-10", "19-15", "10x19"}},
		{"a repetition", "B:WK32:BK1", []string{"1-6", "32-28", "6-1", "28-32", "1-6"}},
		{"a win", "B:W15:B10", []string{"10x19"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			var states []snapshot
			for _, m := range tt.moves {
				states = append(states, snap(g))
				play(t, g, m)
			}
			for i := len(tt.moves) - 1; i >= 0; i-- {
				if err := g.Undo(); err != nil {
					t.Fatalf("Undo of %s: %v", tt.moves[i], err)
				}
				if got := snap(g); got != states[i] {
					t.Errorf("after undoing %s: got %+v, want %+v", tt.moves[i], got, states[i])
				}
			}
			if err := g.Undo(); err == nil {
				t.Errorf("Undo with no move played: got no error, want one")
			}
			if got := snap(g); got != states[0] {
				t.Errorf("a refused Undo changed the game: got %+v, want %+v", got, states[0])
			}
		})
	}
}

func TestUndoWithNoMoveFails(t *testing.T) {
	g := newGame(t, "")
	err := g.Undo()
	if err == nil {
		t.Fatal("Undo at the start: got no error, want one")
	}
	if errors.Is(err, checkers.ErrGameOver) {
		t.Errorf("Undo at the start: got %v, which wraps ErrGameOver; the game is not over", err)
	}
}

func TestUndoWithdrawsPendingOffer(t *testing.T) {
	g := newGame(t, "")
	play(t, g, "11-15")
	if err := g.OfferDraw(checkers.Red); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.AcceptDraw(checkers.Black); err == nil {
		t.Errorf("AcceptDraw after Undo: got no error, want one (the offer went with the move)")
	}
}

// An illegal or malformed move is refused with an error and the game is
// exactly as before.
func TestPlayTextRefusesAndLeavesGameUnchanged(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		text string
	}{
		{"empty", "", ""},
		{"not a move", "", "abc"},
		{"one square", "", "11"},
		{"off the board", "", "33-37"},
		{"square 0", "", "0-5"},
		{"trailing separator", "", "11-"},
		{"the opponent's piece", "", "22-18"},
		{"an empty square", "", "13-17"},
		{"trailing x", "", "11-16x"},
		{"not a neighbour", "", "9-15"},
		{"two squares away over nothing", "", "9-18"},
		{"a man backward", "B:W30:B14", "14-9"},
		{"onto an occupied square", "", "1-5"},
		{"a step when a jump is compulsory", "B:W18:B1,14", "1-6"},
		{"a jump over nothing", "", "9x18"},
		{"a jump over his own piece", "", "10x19"},
		{"an unfinished multi-jump", "B:W15,23:B10", "10x19"},
		{"a multi-jump beyond the end", "B:W15,23:B10", "10x19x26x31"},
		{"a jump continuing after crowning", "B:W26,27:B22", "22x31x24"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			if tt.fen == "" {
				play(t, g, "11-15", "23-19") // Black: 1-10, 12, 15; Red: 19, 21, 22, 24-32
			}
			before := snap(g)
			if err := g.PlayText(tt.text); err == nil {
				t.Fatalf("PlayText(%q): got no error, want one", tt.text)
			} else if err.Error() == "" {
				t.Errorf("PlayText(%q): the error says nothing", tt.text)
			}
			if got := snap(g); got != before {
				t.Errorf("PlayText(%q) changed the game: got %+v, want %+v", tt.text, got, before)
			}
		})
	}
}

// A foreign move value, or a legal move of another position, is refused by
// Play and leaves the game unchanged.
func TestPlayRefusesMoveOfAnotherPosition(t *testing.T) {
	g := newGame(t, "")
	other := mustPosition(t, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
	tests := []struct {
		name string
		move checkers.Move
	}{
		{"a Red move on Black's turn", other.Legal()[0]},
		{"not a standard move", passMove{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := snap(g)
			if err := g.Play(tt.move); err == nil {
				t.Fatalf("Play(%v): got no error, want one", tt.move)
			}
			if got := snap(g); got != before {
				t.Errorf("Play(%v) changed the game: got %+v, want %+v", tt.move, got, before)
			}
		})
	}
}

func TestNewGameFrom(t *testing.T) {
	const fen = "W:W18,K30:B1,14"
	g := newGame(t, fen)
	if got := g.Start().String(); got != fen {
		t.Errorf("Start() = %q, want %q", got, fen)
	}
	if got := g.Position().String(); got != fen {
		t.Errorf("Position() = %q, want %q", got, fen)
	}
	if got := g.Turn(); got != checkers.Red {
		t.Errorf("Turn() = %v, want Red", got)
	}
	if g.Len() != 0 || len(g.Played()) != 0 || len(g.Positions()) != 1 {
		t.Errorf("Len(), Played(), Positions() = %d, %d, %d; want 0, 0, 1", g.Len(), len(g.Played()), len(g.Positions()))
	}
	if got := g.Variant().Key(); got != "standard" {
		t.Errorf("Variant().Key() = %q, want standard", got)
	}
	wantResult(t, g, ongoing)
	play(t, g, "18x9")
	if got := g.Start().String(); got != fen {
		t.Errorf("Start() after a move = %q, want %q", got, fen)
	}
	if got, want := g.Position().String(), "B:W9,K30:B1"; got != want {
		t.Errorf("Position() after 18x9 = %q, want %q", got, want)
	}
}

func TestMovesAndPositionsAreCopies(t *testing.T) {
	g := newGame(t, "")
	play(t, g, "11-15", "23-19")
	moves, positions := g.Played(), g.Positions()
	if len(moves) != 2 || len(positions) != 3 {
		t.Fatalf("len(Moves()), len(Positions()) = %d, %d, want 2, 3", len(moves), len(positions))
	}
	if positions[0] != g.Start() || positions[2] != g.Position() {
		t.Errorf("Positions() does not run from Start() to Position()")
	}
	wantMoves, wantFENs := joinMoves(moves), fens(positions)
	moves[0], moves[1] = moves[1], passMove{}
	positions[0], positions[2] = positions[2], nil
	if got := movesText(g); got != wantMoves {
		t.Errorf("after changing the copies: Moves() = %q, want %q", got, wantMoves)
	}
	if got := fens(g.Positions()); !slices.Equal(got, wantFENs) {
		t.Errorf("after changing the copies: Positions() = %q, want %q", got, wantFENs)
	}
	if g.Len() != 2 {
		t.Errorf("Len() = %d, want 2", g.Len())
	}
}

func fens(ps []checkers.Position) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

// A game that a move ends leaves no draw offer standing, whoever made it.
func TestDrawOfferEndsWithTheGame(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		by    checkers.Color
		moves []string
	}{
		{"the winner's offer, then his winning move", "B:W15:B10", checkers.Black, []string{"10x19"}},
		{"the offer before the repeating move", "B:WK32:BK1", checkers.Red, []string{"1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1", "28-32"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			play(t, g, tt.moves[:len(tt.moves)-1]...)
			if err := g.OfferDraw(tt.by); err != nil {
				t.Fatal(err)
			}
			play(t, g, tt.moves[len(tt.moves)-1])
			if !g.Result().Over() {
				t.Fatalf("Result() = %v, want the game over", g.Result())
			}
			if by, pending := g.DrawOffer(); pending {
				t.Errorf("DrawOffer() after the game ended = %v, true, want no pending offer", by)
			}
		})
	}
}

func TestCloneChangesApart(t *testing.T) {
	g := newGame(t, "")
	for _, mv := range []string{"11-15", "23-19"} {
		if err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone()
	if err := c.PlayText("8-11"); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, want := joinMoves(c.Played()), "11-15 23-19 8-11"; got != want {
		t.Errorf("clone's moves = %q, want %q", got, want)
	}
	if got, want := joinMoves(g.Played()), "11-15"; got != want {
		t.Errorf("original's moves = %q, want %q", got, want)
	}
	if c.Repetitions() != 1 || c.PliesWithoutProgress() != 0 {
		t.Errorf("clone: repetitions %d, plies without progress %d; want 1, 0 (men moved)", c.Repetitions(), c.PliesWithoutProgress())
	}
}
