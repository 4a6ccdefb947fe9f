package checkers_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// act is one step of a game in the tests below: a move's text, or one of
// "offer", "accept", "decline", "resign", "undo" by a colour.
type act struct {
	what string
	by   checkers.Color
}

// run plays the steps on g, failing the test on the first refusal.
func run(t *testing.T, g *checkers.Game, steps []act) {
	t.Helper()
	for i, s := range steps {
		var err error
		switch s.what {
		case "offer":
			err = g.OfferDraw(s.by)
		case "accept":
			err = g.AcceptDraw(s.by)
		case "decline":
			err = g.DeclineDraw(s.by)
		case "resign":
			err = g.Resign(s.by)
		case "undo":
			err = g.Undo()
		default:
			if g.Turn() != s.by {
				t.Fatalf("step %d: %s is not %v's move", i+1, s.what, s.by)
			}
			err = g.PlayText(s.what)
		}
		if err != nil {
			t.Fatalf("step %d, %s by %v: %v", i+1, s.what, s.by, err)
		}
	}
}

func TestEnd(t *testing.T) {
	B, R := checkers.Black, checkers.Red
	adjudicated := checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}
	tests := []struct {
		name    string
		fen     string
		steps   []act
		r       checkers.Result
		wantErr error // nil: any error when refused is true
		refused bool
	}{
		{"an adjudicated draw", "", []act{{"11-15", B}}, adjudicated, nil, false},
		{"a result as recorded", "", []act{{"11-15", B}, {"23-19", R}}, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Recorded}, nil, false},
		{"a stored resignation restored", "", nil, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.Resignation}, nil, false},
		{"a win without a reason", "", nil, checkers.Result{Outcome: checkers.BlackWins}, nil, false},
		{"with a draw offer standing", "", []act{{"offer", B}}, adjudicated, nil, false},
		{"an ongoing result", "", nil, checkers.Result{}, nil, true},
		{"an unknown outcome", "", nil, checkers.Result{Outcome: 9, Reason: checkers.Adjudicated}, nil, true},
		{"a game won on the board", "B:W15:B10", []act{{"10x19", B}}, adjudicated, checkers.ErrGameOver, true},
		{"a resigned game", "", []act{{"resign", R}}, adjudicated, checkers.ErrGameOver, true},
		{"a game drawn by agreement", "", []act{{"offer", B}, {"accept", R}}, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Recorded}, checkers.ErrGameOver, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			run(t, g, tt.steps)
			before := snap(g)
			err := g.End(tt.r)
			if tt.refused {
				if err == nil {
					t.Fatalf("End(%v): got no error, want one", tt.r)
				}
				if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
					t.Errorf("End(%v): got error %v, want one wrapping %v", tt.r, err, tt.wantErr)
				}
				if after := snap(g); after != before {
					t.Errorf("a refused End changed the game: got %+v, want %+v", after, before)
				}
				return
			}
			if err != nil {
				t.Fatalf("End(%v): got error %v, want nil", tt.r, err)
			}
			wantResult(t, g, tt.r)
			if got := g.Legal(); got != nil {
				t.Errorf("Legal() after End = %v, want nil", got)
			}
			if _, pending := g.DrawOffer(); pending {
				t.Errorf("DrawOffer() after End: pending, want no offer")
			}
			wantGameOver(t, "Undo after End", g.Undo())
			wantGameOver(t, "End twice", g.End(tt.r))
			if got := g.Result(); got != tt.r {
				t.Errorf("Result() after the refused calls = %v, want %v", got, tt.r)
			}
		})
	}
}

func ExampleGame_End() {
	// A match stops its games at a ply cap and calls them drawn.
	g := checkers.NewGame(standard.Variant{})
	for _, text := range []string{"11-15", "23-19", "8-11", "22-17"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := g.End(checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Result())
	fmt.Println(g.Undo())
	// Output:
	// draw (adjudication)
	// cannot undo: the game is over: draw (adjudication)
}

func TestUndoToTurn(t *testing.T) {
	B, R := checkers.Black, checkers.Red
	tests := []struct {
		name      string
		fen       string
		steps     []act
		c         checkers.Color
		want      int    // plies taken back; 0 when refused
		wantMoves string // the moves left
		gameOver  bool   // refused with an error wrapping ErrGameOver
	}{
		{"the player's move and the reply", "", []act{{"11-15", B}, {"23-19", R}}, B, 2, "", false},
		{"the player's move before the reply", "", []act{{"11-15", B}}, B, 1, "", false},
		{"the second player's last move", "", []act{{"11-15", B}, {"23-19", R}, {"8-11", B}}, R, 2, "11-15", false},
		{"only back to the last turn", "", []act{{"11-15", B}, {"23-19", R}, {"8-11", B}, {"22-17", R}}, B, 2, "11-15 23-19", false},
		{"with a draw offer standing", "", []act{{"11-15", B}, {"offer", R}}, B, 1, "", false},
		{"no move yet", "", nil, B, 0, "", false},
		{"the player has not moved", "", []act{{"11-15", B}}, R, 0, "11-15", false},
		{"a game won on the board", "B:W15:B10", []act{{"10x19", B}}, B, 0, "10x19", true},
		{"a game lost on the board", "B:W29:B18,25", []act{{"18-22", B}}, B, 0, "18-22", true},
		{"a drawn game", "B:WK32:BK1", []act{{"1-6", B}, {"32-28", R}, {"6-1", B}, {"28-32", R}, {"1-6", B}, {"32-28", R}, {"6-1", B}, {"28-32", R}}, B, 0, "1-6 32-28 6-1 28-32 1-6 32-28 6-1 28-32", true},
		{"a resigned game", "", []act{{"11-15", B}, {"resign", R}}, B, 0, "11-15", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.fen)
			run(t, g, tt.steps)
			if got := g.PliesBackTo(tt.c); got != tt.want {
				t.Errorf("PliesBackTo(%v) = %d, want %d", tt.c, got, tt.want)
			}
			before := snap(g)
			got, err := g.UndoToTurn(tt.c)
			if got != tt.want {
				t.Errorf("UndoToTurn(%v) = %d, want %d", tt.c, got, tt.want)
			}
			switch {
			case tt.want > 0 && err != nil:
				t.Fatalf("UndoToTurn(%v): got error %v, want nil", tt.c, err)
			case tt.want == 0 && err == nil:
				t.Fatalf("UndoToTurn(%v): got no error, want one", tt.c)
			case tt.want == 0 && errors.Is(err, checkers.ErrGameOver) != tt.gameOver:
				t.Errorf("UndoToTurn(%v): got error %v; wraps ErrGameOver: got %v, want %v", tt.c, err, !tt.gameOver, tt.gameOver)
			}
			if tt.want == 0 {
				if after := snap(g); after != before {
					t.Errorf("a refused UndoToTurn changed the game: got %+v, want %+v", after, before)
				}
				return
			}
			if got := movesText(g); got != tt.wantMoves {
				t.Errorf("moves after UndoToTurn(%v) = %q, want %q", tt.c, got, tt.wantMoves)
			}
			if g.Turn() != tt.c {
				t.Errorf("Turn() after UndoToTurn(%v) = %v, want %v", tt.c, g.Turn(), tt.c)
			}
			if _, pending := g.DrawOffer(); pending {
				t.Errorf("DrawOffer() after UndoToTurn: pending, want the offer gone with the moves")
			}
			wantResult(t, g, ongoing)
		})
	}
}

func TestDrawDeclined(t *testing.T) {
	B, R := checkers.Black, checkers.Red
	tests := []struct {
		name         string
		steps        []act
		wantDeclined bool
		wantBy       checkers.Color
	}{
		{"no offer", nil, false, B},
		{"an offer standing", []act{{"offer", B}}, false, B},
		{"declined by the answer", []act{{"offer", B}, {"decline", R}}, true, B},
		{"declined by the opponent's move", []act{{"offer", R}, {"11-15", B}}, true, R},
		{"the offerer moves after the answer", []act{{"offer", B}, {"decline", R}, {"11-15", B}}, false, B},
		{"the opponent's move keeps the news", []act{{"11-15", B}, {"offer", B}, {"decline", R}, {"23-19", R}}, true, B},
		{"the offerer's next move clears it", []act{{"11-15", B}, {"offer", B}, {"decline", R}, {"23-19", R}, {"8-11", B}}, false, B},
		{"a new offer", []act{{"offer", B}, {"decline", R}, {"offer", B}}, false, B},
		{"the other side's offer", []act{{"offer", B}, {"decline", R}, {"offer", R}}, false, R},
		{"accepted", []act{{"offer", B}, {"accept", R}}, false, B},
		{"the game ends", []act{{"offer", B}, {"decline", R}, {"resign", R}}, false, B},
		{"a move taken back", []act{{"11-15", B}, {"offer", B}, {"decline", R}, {"undo", R}}, false, B},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, "")
			run(t, g, tt.steps)
			by, declined := g.DrawDeclined()
			if declined != tt.wantDeclined || (declined && by != tt.wantBy) {
				t.Errorf("DrawDeclined() = %v, %v, want %v, %v", by, declined, tt.wantBy, tt.wantDeclined)
			}
		})
	}
}

func TestAbort(t *testing.T) {
	B, R := checkers.Black, checkers.Red
	aborted := checkers.Result{Outcome: checkers.Aborted}
	tests := []struct {
		name    string
		steps   []act
		refused bool
	}{
		{"before any move", nil, false},
		{"after one move, with a draw offer standing", []act{{"11-15", B}, {"offer", R}}, false},
		{"a resigned game", []act{{"resign", B}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, "")
			run(t, g, tt.steps)
			before := g.Result()
			err := g.Abort()
			if tt.refused {
				if !errors.Is(err, checkers.ErrGameOver) {
					t.Fatalf("Abort(): got error %v, want one wrapping %v", err, checkers.ErrGameOver)
				}
				if got := g.Result(); got != before {
					t.Errorf("a refused Abort changed the result: got %v, want %v", got, before)
				}
				return
			}
			if err != nil {
				t.Fatalf("Abort(): got error %v, want nil", err)
			}
			wantResult(t, g, aborted)
			if got, want := g.Result().String(), "aborted"; got != want {
				t.Errorf("Result().String() = %q, want %q", got, want)
			}
			if _, pending := g.DrawOffer(); pending {
				t.Errorf("DrawOffer() after Abort: pending, want no offer")
			}
			wantGameOver(t, "Undo after Abort", g.Undo())
			wantGameOver(t, "Abort twice", g.Abort())
			if err := g.End(aborted); err == nil {
				t.Errorf("End(%v): got no error, want one: an abort is not a result to restore with End", aborted)
			}
		})
	}
}
