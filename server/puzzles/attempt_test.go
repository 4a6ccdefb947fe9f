package puzzles

import (
	"context"
	"testing"

	"github.com/kingme/kingme/store"
)

// TestAttemptRatings attempts a puzzle of every game that has some: an
// account's first attempt is rated (the solver's rating up and the
// puzzle's down when solved, the other way when failed), its second is
// counted only, and a guest's is counted, not rated.
func TestAttemptRatings(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	ann, bob := f.account(t, "ann"), f.account(t, "bob")
	set := builtin(t)
	for _, g := range withPuzzles(t) {
		p := set[g.Key()][0]
		solve := solverMoves(p, p.SolverMoves())
		wrong := []string{wrongFirst(t, p)}
		tests := []struct {
			name       string
			solver     string
			moves      []string
			wantResult string
			wantRated  bool
			wantUp     bool // the solver's rating goes up
			wantPlays  int  // the puzzle's attempts after
			wantWins   int
		}{
			{"ann solves", "ann", solve, "solved", true, true, 1, 1},
			{"ann solves again", "ann", solve, "solved", false, false, 2, 2},
			{"bob fails", "bob", wrong, "wrong", true, false, 3, 2},
			{"a guest solves", "", solve, "solved", false, false, 4, 3},
		}
		for _, tt := range tests {
			a := map[string]*store.Account{"ann": ann, "bob": bob}[tt.solver]
			row, p, err := f.Load(ctx, p.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(tt.moves) > 1 {
				// The moves before the last are graded, not recorded.
				if res, err := f.Attempt(ctx, row, p, tt.moves[:1], a); err != nil || res.Result != "right" || res.Rated {
					t.Fatalf("%s %s: first move: got %q rated %v, %v; want right, not rated", g.Key(), tt.name, res.Result, res.Rated, err)
				}
			}
			res, err := f.Attempt(ctx, row, p, tt.moves, a)
			if err != nil || res.Result != tt.wantResult || res.Rated != tt.wantRated {
				t.Fatalf("%s %s: got %q rated %v, %v; want %q rated %v", g.Key(), tt.name, res.Result, res.Rated, err, tt.wantResult, tt.wantRated)
			}
			if tt.wantRated {
				up := res.Player.After > res.Player.Before
				puzzleUp := res.Puzzle.After > res.Puzzle.Before
				if up != tt.wantUp || puzzleUp == tt.wantUp || res.Puzzle.Before != row.Rating {
					t.Errorf("%s %s: player %+v, puzzle %+v (stored %g); want the player's up %v and the puzzle's the other way, from its stored rating", g.Key(), tt.name, *res.Player, *res.Puzzle, row.Rating, tt.wantUp)
				}
				if !res.Player.Provisional {
					t.Errorf("%s %s: a first puzzle rating not provisional", g.Key(), tt.name)
				}
				pr, err := f.st.(store.Puzzles).PuzzleRating(ctx, a.ID, g.Key())
				if err != nil || pr.Rating != res.Player.After {
					t.Errorf("%s %s: stored rating %v, %v; want %g", g.Key(), tt.name, pr, err, res.Player.After)
				}
			} else if res.Player != nil || res.Puzzle != nil {
				t.Errorf("%s %s: not rated but got player %v, puzzle %v", g.Key(), tt.name, res.Player, res.Puzzle)
			}
			st, err := f.Get(ctx, p.ID, "", a)
			if err != nil || st.Plays != tt.wantPlays || st.Wins != tt.wantWins {
				t.Errorf("%s %s: puzzle has %d plays %d wins, %v; want %d, %d", g.Key(), tt.name, st.Plays, st.Wins, err, tt.wantPlays, tt.wantWins)
			}
			if (a != nil) != (st.Player != nil) {
				t.Errorf("%s %s: player's rating %v, want one for an account only", g.Key(), tt.name, st.Player)
			}
		}
		list, err := f.List(ctx, ann)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range list.Games {
			if e.Variant == g.Key() && (e.Rating == nil || e.Rating.Attempts != 1 || e.Puzzles != len(set[g.Key()])) {
				t.Errorf("%s: list entry %+v, rating %v; want %d puzzles, Ann's rating of 1 attempt", g.Key(), e, e.Rating, len(set[g.Key()]))
			}
		}
	}
}
