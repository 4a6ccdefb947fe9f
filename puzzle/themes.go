package puzzle

import (
	"slices"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// Theme is one theme a puzzle can have: what its line does.
type Theme struct {
	// Name is the theme's key, such as "shot".
	Name string `json:"name"`
	// Title is its name for people, such as "Shot".
	Title string `json:"title"`
	// Description says what a line with the theme does.
	Description string `json:"description"`
}

// themes are every theme, in the order they are offered.
var themes = []Theme{
	{"shot", "Shot", "one of the solver's moves takes two pieces or more"},
	{"sacrifice", "Sacrifice", "the solver gives a piece away on the way"},
	{"breakthrough", "Breakthrough", "a piece of the solver's is crowned"},
	{"king-ending", "King ending", "kings on both sides, and eight pieces or fewer on the board"},
	{"freeing", "Freeing", "a capture lifts the top off a stack and frees the solver's checker under it"},
	{"bear-off", "Bearing off", "the solver bears a checker off"},
	{"spawn", "Spawn", "the solver's Prince spawns a new Prince"},
	{"win", "Win", "the line wins the game by force"},
	{"advantage", "Advantage", "the line wins material or more, short of a proved win"},
	{"one-move", "One move", "the solution is a single move"},
}

// themeNames maps each theme's name to its index in themes.
var themeNames = func() map[string]int {
	m := map[string]int{}
	for i, t := range themes {
		m[t.Name] = i
	}
	return m
}()

// Themes returns every theme a puzzle can have.
func Themes() []Theme { return slices.Clone(themes) }

// ThemeNames returns the themes' names.
func ThemeNames() []string {
	names := make([]string, len(themes))
	for i, t := range themes {
		names[i] = t.Name
	}
	return names
}

// KingEndingPieces is the most pieces on the board of a king ending.
const KingEndingPieces = 8

// themesOf returns the themes of the line (moves, from start; the solver
// moves first) as the game's display shows it: what its moves take, crown,
// free and bear off. won says the engine proves a win.
func themesOf(g *games.Game, start checkers.Position, line []checkers.Move, won bool) ([]string, error) {
	solver := view.ColorName(start.Turn())
	set := map[string]bool{"win": won, "advantage": !won, "one-move": len(line) == 1}
	first, err := g.Display.Position(start)
	if err != nil {
		return nil, err
	}
	set["king-ending"] = kingEnding(first)
	pos := start
	before := first
	for i, m := range line {
		vm, err := g.Display.Move(pos, m)
		if err != nil {
			return nil, err
		}
		next, err := pos.After(m)
		if err != nil {
			return nil, err
		}
		after, err := g.Display.Position(next)
		if err != nil {
			return nil, err
		}
		if i%2 == 0 {
			set["shot"] = set["shot"] || len(vm.Captured) >= 2
			set["breakthrough"] = set["breakthrough"] || crowns(vm, before, after)
			set["freeing"] = set["freeing"] || frees(vm, solver, before, after)
			set["spawn"] = set["spawn"] || vm.Spawn != ""
			set["bear-off"] = set["bear-off"] || borneOff(after, solver) > borneOff(before, solver)
		} else {
			set["sacrifice"] = set["sacrifice"] || len(vm.Captured) > 0
		}
		pos, before = next, after
	}
	var out []string
	for _, t := range themes {
		if set[t.Name] {
			out = append(out, t.Name)
		}
	}
	return out, nil
}

// kingLike reports whether a piece of that kind is crowned: a king, or a
// Flying King.
func kingLike(kind string) bool { return kind == "king" || kind == "flying" }

// kingEnding reports whether both sides have a king and few pieces stand.
func kingEnding(v view.Position) bool {
	kings := map[string]bool{}
	for _, p := range v.Pieces {
		if kingLike(p.Kind) {
			kings[p.Color] = true
		}
	}
	return kings["black"] && kings["red"] && len(v.Pieces) <= KingEndingPieces
}

// pieceAt returns the piece on square sq of v.
func pieceAt(v view.Position, sq string) (view.Piece, bool) {
	i := slices.IndexFunc(v.Pieces, func(p view.Piece) bool { return p.Square == sq })
	if i < 0 {
		return view.Piece{}, false
	}
	return v.Pieces[i], true
}

// crowns reports whether the move vm crowns its piece: a Coast-to-Coast
// crowning on the way, or a piece that was not a king and stands crowned
// on the first or last rank when the move ends (a Stack'Em jump crowns in
// mid-board, which is no breakthrough).
func crowns(vm view.Move, before, after view.Position) bool {
	if vm.Crown > 0 {
		return true
	}
	if len(vm.Path) < 2 {
		return false
	}
	from, ok := pieceAt(before, vm.Path[0])
	if !ok || kingLike(from.Kind) {
		return false
	}
	end := vm.Path[len(vm.Path)-1]
	to, ok := pieceAt(after, end)
	return ok && to.Kind == "king" && strings.ContainsAny(end[len(end)-1:], "18")
}

// frees reports whether the move vm, the solver's, takes an opposing
// checker off a stack whose next checker is the solver's.
func frees(vm view.Move, solver string, before, after view.Position) bool {
	for _, sq := range vm.Captured {
		b, ok := pieceAt(before, sq)
		if !ok || b.Color == solver || len(b.Stack) < 2 {
			continue
		}
		if a, ok := pieceAt(after, sq); ok && a.Color == solver {
			return true
		}
	}
	return false
}

// borneOff returns the checkers color has borne off in v.
func borneOff(v view.Position, color string) int {
	if v.BorneOff == nil {
		return 0
	}
	if color == "black" {
		return v.BorneOff.Black
	}
	return v.BorneOff.Red
}

// material returns color's pieces on the board less the opponent's, as
// the display shows them (a stack counts for whoever controls it), with the
// checkers borne off counted as still in play.
func material(v view.Position, color string) int {
	n := borneOff(v, color)
	other := "red"
	if color == "red" {
		other = "black"
	}
	n -= borneOff(v, other)
	for _, p := range v.Pieces {
		if p.Color == color {
			n++
		} else {
			n--
		}
	}
	return n
}
