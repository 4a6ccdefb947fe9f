package games

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/view"
)

// This file draws the games on the 10×10 board with the FMJD's numbers
// (international draughts, antidraughts, breakthrough), whose positions
// and moves are the same kit's (checkers/internal/draughts50) under each
// game's own types.

// tenPosition is what the drawing asks of a 10×10 game's position, through
// its pointer type PP: the piece on each numbered square.
type tenPosition[P any] interface {
	*P
	At(n int) (c checkers.Color, king, ok bool)
}

// tenMove is what the drawing asks of a 10×10 game's move.
type tenMove interface {
	checkers.Move
	From() int
	To() int
	Jumps() int
	Landing(i int) int
	Captured() []int
}

// tenDisplay returns the display of the 10×10 game v, whose positions are
// P and moves M: a 10×10 board, its 50 dark squares labelled with the
// FMJD's numbers (1 is b10, 46 is a1), men and kings.
func tenDisplay[P checkers.Position, M tenMove, PP tenPosition[P]](v checkers.Variant) view.Display {
	return view.NewDisplay(v, view.Drawing[P, M]{
		Position: func(p P) view.Position { return ofTen(PP(&p).At) },
		Move:     func(_ P, m M) (view.Move, error) { return tenMoveView(m) },
		Compose:  composeTen,
		Kinds:    standardKinds,
	})
}

// The names of the 50 numbered squares of the 10×10 board, made once.
var (
	// tenNames[n] names the square numbered n, such as "b10" for 1.
	tenNames [51]string
	// tenNumbers maps each dark square's name to its number.
	tenNumbers = map[string]int{}
)

func init() {
	for n := 1; n <= 50; n++ {
		row, col := (n-1)/5, (n-1)%5 // row 0 is rank 10
		file := 2 * col
		if row%2 == 0 {
			file++
		}
		tenNames[n] = view.Square{File: file, Rank: 9 - row}.String()
		tenNumbers[tenNames[n]] = n
	}
}

// tenSquares returns the names of the squares numbered ns, nil for none.
func tenSquares(ns []int) []string {
	if len(ns) == 0 {
		return nil
	}
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = tenNames[n]
	}
	return out
}

// ofTen draws a position whose piece on each square at gives: its pieces
// on the 10×10 board with their squares' numbers.
func ofTen(at func(n int) (c checkers.Color, king, ok bool)) view.Position {
	v := view.Position{Squares: "dark", Size: 10, Numbers: map[string]int{}, Pieces: []view.Piece{}}
	for n := 1; n <= 50; n++ {
		v.Numbers[tenNames[n]] = n
		c, king, ok := at(n)
		if !ok {
			continue
		}
		kind := "man"
		if king {
			kind = "king"
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: tenNames[n],
			Color:  view.ColorName(c),
			Kind:   kind,
			Label:  russianSide(c) + " " + kind + " on " + strconv.Itoa(n) + " (" + tenNames[n] + ")",
		})
	}
	return v
}

// tenMoveView returns the view of m, a legal move: its start, every landing
// and its end, and the squares of the pieces it takes.
func tenMoveView[M tenMove](m M) (view.Move, error) {
	path := []string{tenNames[m.From()]}
	if m.Jumps() == 0 {
		path = append(path, tenNames[m.To()])
	}
	for i := range m.Jumps() {
		path = append(path, tenNames[m.Landing(i)])
	}
	return view.Move{Text: m.String(), Path: path, Captured: tenSquares(m.Captured())}, nil
}

// composeTen writes a 10×10 game's PDN FEN in the FMJD's numbers:
// "W:W31,K5:B1".
func composeTen(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "W"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, func(p view.Piece) (string, error) {
		n, ok := tenNumbers[p.Square]
		if !ok {
			if _, err := view.ParseSquare(p.Square, 10); err != nil {
				return "", err
			}
			return "", fmt.Errorf("%s is a light square: pieces stand on the dark squares", p.Square)
		}
		switch p.Kind {
		case "man":
			return strconv.Itoa(n), nil
		case "king":
			return "K" + strconv.Itoa(n), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
