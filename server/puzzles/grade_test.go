package puzzles

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/server/refuse"
)

// wrongFirst returns a legal first move of p that is not the solution's
// (nor one it accepts in its place), or "".
func wrongFirst(t *testing.T, p puzzle.Puzzle) string {
	t.Helper()
	_, game, err := p.Start()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range game.Position().Legal() {
		if m.String() != p.Line[0] && !(len(p.Line) == 1 && slices.Contains(p.Also, m.String())) {
			return m.String()
		}
	}
	return ""
}

// TestGrade grades attempts at a built-in puzzle of every game that has
// some: the line move by move, a wrong first move, and the attempts
// refused.
func TestGrade(t *testing.T) {
	set := builtin(t)
	for _, g := range withPuzzles(t) {
		t.Run(g.Key(), func(t *testing.T) {
			p := set[g.Key()][0]
			for _, q := range set[g.Key()] {
				if len(q.Line) > len(p.Line) {
					p = q // the longest line, with replies where any
				}
			}
			// The solution, one solver's move more each time.
			for i := 0; i < len(p.Line); i += 2 {
				moves := solverMoves(p, i/2+1)
				res, over, err := Grade(p, moves)
				wantResult, wantOver := "right", false
				if i+1 == len(p.Line) {
					wantResult, wantOver = "solved", true
				}
				if err != nil || res.Result != wantResult || over != wantOver {
					t.Fatalf("moves %v: got %q over %v, %v; want %q over %v", moves, res.Result, over, err, wantResult, wantOver)
				}
				if res.Played.Text != moves[len(moves)-1] {
					t.Errorf("moves %v: played %q, want %q", moves, res.Played.Text, moves[len(moves)-1])
				}
				if wantOver {
					if res.Reply != nil || len(res.Legal) != 0 || !slices.Equal(res.Solution, p.Line) {
						t.Errorf("solved: got reply %v, %d legal moves, solution %v; want none, none, %v", res.Reply, len(res.Legal), res.Solution, p.Line)
					}
				} else if res.Reply == nil || res.Reply.Text != p.Line[i+1] || len(res.Legal) == 0 || res.Solution != nil {
					t.Errorf("moves %v: got reply %v, %d legal moves, solution %v; want the line's %q, some, none", moves, res.Reply, len(res.Legal), res.Solution, p.Line[i+1])
				}
			}
			// A wrong first move.
			wrong := wrongFirst(t, p)
			if wrong == "" {
				t.Skipf("puzzle %s: no wrong move", p.ID)
			}
			res, over, err := Grade(p, []string{wrong})
			if err != nil || res.Result != "wrong" || !over || res.Expected != p.Line[0] || !slices.Equal(res.Solution, p.Line) || len(res.Legal) != 0 {
				t.Errorf("wrong %q: got %+v over %v, %v; want wrong, over, expected %q, the solution", wrong, res, over, err, p.Line[0])
			}
			if ref := p.Refutations[0][wrong]; ref != "" && (res.Reply == nil || res.Reply.Text != ref) {
				t.Errorf("wrong %q: got reply %v, want the refutation %q", wrong, res.Reply, ref)
			}
			refusals := []struct {
				name  string
				moves []string
				want  string
			}{
				{"none", nil, "moves: give the solver's moves so far, the last one to check"},
				{"too many", solverMoves(p, p.SolverMoves()+1),
					fmt.Sprintf("moves: %d moves; the puzzle asks for %d", p.SolverMoves()+1, p.SolverMoves())},
				{"too long", []string{strings.Repeat("1", 201)}, "the move text is 201 bytes long: a move is at most 200"},
				{"not a move", []string{"zz"}, `move 1 "zz": `},
			}
			if p.SolverMoves() > 1 {
				refusals = append(refusals, struct {
					name  string
					moves []string
					want  string
				}{"wrong before the last", []string{wrong, p.Line[2]}, fmt.Sprintf("move 1 %q is not the solution's: the attempt ended there", wrong)})
			}
			for _, tt := range refusals {
				_, over, err := Grade(p, tt.moves)
				kind, msg := refusal(t, err)
				if kind != refuse.Invalid || !strings.HasPrefix(msg, tt.want) || over {
					t.Errorf("%s %q: got %v %q over %v, want %v %q…", tt.name, tt.moves, kind, msg, over, refuse.Invalid, tt.want)
				}
			}
		})
	}
}

// solverMoves returns the first n solver's moves of p's line (past its
// end, the last one again).
func solverMoves(p puzzle.Puzzle, n int) []string {
	var out []string
	for i := range n {
		out = append(out, p.Line[min(2*i, len(p.Line)-1)])
	}
	return out
}

// TestGradeAlso accepts a move the puzzle accepts in place of its last.
func TestGradeAlso(t *testing.T) {
	n := 0
	for _, ps := range builtin(t) {
		for _, p := range ps {
			if len(p.Also) == 0 {
				continue
			}
			n++
			for _, also := range p.Also {
				res, over, err := Grade(p, append(solverMoves(p, p.SolverMoves()-1), also))
				if err != nil || res.Result != "solved" || !over {
					t.Errorf("puzzle %s, also %q: got %q over %v, %v; want solved", p.ID, also, res.Result, over, err)
				}
			}
		}
	}
	if n == 0 {
		t.Skip("no built-in puzzle accepts another last move")
	}
}
