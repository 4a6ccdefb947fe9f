package games

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/view"
)

// This file is the kit of the games on the 32 numbered dark squares (and
// what Coast-to-Coast shares with them): how their boards, moves and
// edited positions are drawn and written for view. Each game's file uses
// what it needs and adds its differences.

// The names of the numbered squares, made once: a position drawn for the
// page names each piece's square several times.
var (
	// squareNames[n] names the dark square numbered n, such as "b8" for 1.
	squareNames [33]string
	// squareWheres[n] names it for a label: "22 (c3)".
	squareWheres [33]string
	// squareNumbers maps each dark square's name to its number.
	squareNumbers = map[string]int{}
)

func init() {
	for n := 1; n <= 32; n++ {
		sq, _ := checkers.NumberedSquare(n)
		squareNames[n] = sq.String()
		squareWheres[n] = strconv.Itoa(n) + " (" + squareNames[n] + ")"
		squareNumbers[squareNames[n]] = n
	}
}

// numbered returns the name of the dark square numbered n (1–32), such as
// "b8" for 1.
func numbered(n int) string {
	if n < 1 || n > 32 {
		panic(fmt.Sprintf("view: square number %d is off the board", n))
	}
	return squareNames[n]
}

// where names the square numbered n for a label: "22 (c3)".
func where(n int) string {
	numbered(n) // the same panic off the board
	return squareWheres[n]
}

// pieceLabel labels a piece for the page: "black king on 22 (c3)".
func pieceLabel(color fmt.Stringer, kind string, n int) string {
	return color.String() + " " + kind + " on " + where(n)
}

// numbers maps each dark square's name to its number: a map of its own,
// which the caller may change.
func numbers() map[string]int { return maps.Clone(squareNumbers) }

// numberedBoard returns the fields every numbered game shares.
func numberedBoard() view.Position {
	return view.Position{Squares: "dark", Numbers: numbers(), Pieces: []view.Piece{}}
}

// numberedMove is a move of a game on the numbered squares.
type numberedMove interface {
	From() int
	To() int
	Jumps() int
	Landing(i int) int
}

// numberedPath returns the squares of m's start, each landing and its end.
func numberedPath(m numberedMove) []string {
	path := make([]string, 1, 2+m.Jumps())
	path[0] = numbered(m.From())
	if m.Jumps() == 0 {
		return append(path, numbered(m.To()))
	}
	for i := range m.Jumps() {
		path = append(path, numbered(m.Landing(i)))
	}
	return path
}

// numberedSquares returns the names of the squares numbered ns, nil for
// none.
func numberedSquares(ns []int) []string {
	if len(ns) == 0 {
		return nil
	}
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = numbered(n)
	}
	return out
}

// jumpedSquares returns the squares jumped over between the consecutive
// squares of a jump path (a Stack'Em stack's top is taken at each), each
// once, in ascending order of their numbers; nil for a simple move.
func jumpedSquares(path []string, jump bool) []string {
	if !jump {
		return nil
	}
	var numbers []int
	for i := 1; i < len(path); i++ {
		a, b := checkerSquare(path[i-1]), checkerSquare(path[i])
		over := checkers.NewSquare((a.File()+b.File())/2, (a.Rank()+b.Rank())/2)
		if !slices.Contains(numbers, over.Number()) {
			numbers = append(numbers, over.Number())
		}
	}
	slices.Sort(numbers)
	return numberedSquares(numbers)
}

// checkerSquare returns the square named name, written by this package.
func checkerSquare(name string) checkers.Square {
	sq, err := checkers.ParseSquare(name)
	if err != nil {
		panic(fmt.Sprintf("games: bad square name %q", name))
	}
	return sq
}

// turnLetter returns the letter of the player to move, from letters (the
// letter for Black, then for Red).
func turnLetter(turn string, letters [2]string) (string, error) {
	switch turn {
	case "black":
		return letters[checkers.Black], nil
	case "red":
		return letters[checkers.Red], nil
	}
	return "", fmt.Errorf("the player to move %q must be black or red", turn)
}

// pieceColor reads a piece's colour, "black" or "red".
func pieceColor(p view.Piece) (checkers.Color, error) {
	switch p.Color {
	case "black":
		return checkers.Black, nil
	case "red":
		return checkers.Red, nil
	}
	return 0, fmt.Errorf("the piece on %s has colour %q; want black or red", p.Square, p.Color)
}

// darkNumber returns the number (1–32) of a piece's square, which must be
// one of the dark squares.
func darkNumber(p view.Piece) (int, error) {
	sq, err := checkers.ParseSquare(p.Square)
	if err != nil {
		return 0, err
	}
	n := sq.Number()
	if n == 0 {
		return 0, fmt.Errorf("%s is a light square: pieces stand on the dark squares", sq)
	}
	return n, nil
}

// flat checks that a piece of a game without stacks is not a stack.
func flat(p view.Piece) error {
	if len(p.Stack) > 0 {
		return fmt.Errorf("the piece on %s is a stack; only Stack'Em has stacks", p.Square)
	}
	return nil
}

// sides writes each side's entries as "L"+entries joined by commas, where
// entry returns a piece's entry; a side is keyed by its letter.
func sides(pieces []view.Piece, entry func(view.Piece) (string, error)) ([2][]string, error) {
	var out [2][]string
	for _, p := range pieces {
		c, err := pieceColor(p)
		if err != nil {
			return out, err
		}
		if err := flat(p); err != nil {
			return out, err
		}
		e, err := entry(p)
		if err != nil {
			return out, err
		}
		out[c] = append(out[c], e)
	}
	return out, nil
}

// numberedEntry returns the entry of a numbered game's piece: its kind's
// letter from letters (by the view's kind name; "" for none) and its
// square's number.
func numberedEntry(letters map[string]string) func(view.Piece) (string, error) {
	return func(p view.Piece) (string, error) {
		letter, ok := letters[p.Kind]
		if !ok {
			return "", fmt.Errorf("the piece on %s is a %q; %s", p.Square, p.Kind, kindChoices(letters))
		}
		n, err := darkNumber(p)
		if err != nil {
			return "", err
		}
		return letter + strconv.Itoa(n), nil
	}
}

// kindChoices says which kinds of piece a game has, from its letters.
func kindChoices(letters map[string]string) string {
	var names []string
	for _, k := range []string{"man", "guard", "prince", "king", "flying"} {
		if _, ok := letters[k]; ok {
			names = append(names, k)
		}
	}
	return "want " + strings.Join(names, ", ")
}

// The kinds of piece of each game, as its rules name them.
var (
	standardKinds = []view.PieceKind{{Kind: "man", Name: "man"}, {Kind: "king", Name: "king"}}
	checkerKinds  = []view.PieceKind{{Kind: "man", Name: "piece"}, {Kind: "king", Name: "king"}}
	flyingKinds   = []view.PieceKind{{Kind: "guard", Name: "Guard"}, {Kind: "prince", Name: "Prince"}, {Kind: "king", Name: "King"}, {Kind: "flying", Name: "Flying King"}}
)
