package view

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// squareIndex returns the index (0 for a1 to 63 for h8) of a square name
// written by this package.
func squareIndex(name string) int {
	sq, err := checkers.ParseSquare(name)
	if err != nil {
		return -1
	}
	return int(sq)
}

// colorName returns "black" or "red".
func colorName(c checkers.Color) string {
	if c == checkers.Red {
		return "red"
	}
	return "black"
}

// numbered returns the name of the dark square numbered n (1–32), such as
// "b8" for 1.
func numbered(n int) string {
	sq, ok := checkers.NumberedSquare(n)
	if !ok {
		panic(fmt.Sprintf("view: square number %d is off the board", n))
	}
	return sq.String()
}

// where names the square numbered n for a label: "22 (c3)".
func where(n int) string { return fmt.Sprintf("%d (%s)", n, numbered(n)) }

// numbers maps each dark square's name to its number.
func numbers() map[string]int {
	m := make(map[string]int, 32)
	for n := 1; n <= 32; n++ {
		m[numbered(n)] = n
	}
	return m
}

// numberedBoard returns the fields every numbered game shares.
func numberedBoard() Position {
	return Position{Squares: "dark", Numbers: numbers(), Pieces: []Piece{}}
}

func ofStandard(p standard.Position) Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		var c checkers.Color
		kind := "man"
		switch p.At(n) {
		case standard.Empty:
			continue
		case standard.BlackMan:
		case standard.BlackKing:
			kind = "king"
		case standard.RedMan:
			c = checkers.Red
		case standard.RedKing:
			c, kind = checkers.Red, "king"
		}
		v.Pieces = append(v.Pieces, Piece{
			Square: numbered(n),
			Color:  colorName(c),
			Kind:   kind,
			Label:  fmt.Sprintf("%s %s on %s", c, kind, where(n)),
		})
	}
	return v
}

func ofStackem(p stackem.Position) Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		stack := p.Stack(n)
		if len(stack) == 0 {
			continue
		}
		top := stack[len(stack)-1]
		piece := Piece{Square: numbered(n), Color: colorName(top.Color), Kind: "man", Stack: make([]Checker, len(stack))}
		if top.King {
			piece.Kind = "king"
		}
		for i, c := range stack {
			piece.Stack[i] = Checker{Color: colorName(c.Color), King: c.King}
		}
		piece.Label = stackLabel(n, stack)
		v.Pieces = append(v.Pieces, piece)
	}
	return v
}

// stackLabel says what stands on square n: "Red piece on 9 (b6)" for one
// checker, "Stack of 3 on 14 (c5): Black king on top, then Red, Red" (top
// down) for more.
func stackLabel(n int, stack []stackem.Checker) string {
	top := stack[len(stack)-1]
	kind := "piece"
	if top.King {
		kind = "king"
	}
	if len(stack) == 1 {
		return fmt.Sprintf("%s %s on %s", top.Color, kind, where(n))
	}
	label := fmt.Sprintf("Stack of %d on %s: %s %s on top, then ", len(stack), where(n), top.Color, kind)
	for i := len(stack) - 2; i >= 0; i-- {
		label += stack[i].Color.String()
		if i > 0 {
			label += ", "
		}
	}
	return label
}

func ofCoast(p coast.Position) Position {
	v := Position{Squares: "all", Diamond: true, Pieces: []Piece{}}
	for sq := checkers.Square(0); sq < 64; sq++ {
		var c checkers.Color
		kind, word := "man", "piece"
		switch p.At(sq) {
		case coast.Empty:
			continue
		case coast.BlackPiece:
		case coast.BlackKing:
			kind, word = "king", "king"
		case coast.RedPiece:
			c = checkers.Red
		case coast.RedKing:
			c, kind, word = checkers.Red, "king", "king"
		}
		v.Pieces = append(v.Pieces, Piece{
			Square: sq.String(),
			Color:  colorName(c),
			Kind:   kind,
			Label:  fmt.Sprintf("%s %s on %s", c, word, sq),
		})
	}
	for _, owner := range []checkers.Color{checkers.Black, checkers.Red} {
		v.Specials = append(v.Specials, Special{
			Square: coastHome[owner],
			Kind:   "home",
			Color:  colorName(owner),
			Label:  fmt.Sprintf("%s's home %s", owner, coastHome[owner]),
		})
	}
	v.BorneOff = &Counts{Black: p.BorneOff(checkers.Black), Red: p.BorneOff(checkers.Red)}
	return v
}

// coastHome is each side's home in Coast-to-Coast
// (docs/rules/coast-to-coast.md): where its kings are borne off and the
// opponent's pieces are crowned.
var coastHome = [2]string{checkers.Black: "h8", checkers.Red: "a1"}

func ofFlyingKings(p flyingkings.Position) Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		piece, ok := p.At(n)
		if !ok {
			continue
		}
		v.Pieces = append(v.Pieces, Piece{
			Square: numbered(n),
			Color:  colorName(piece.Color),
			Kind:   flyingKindNames[piece.Kind],
			Label:  fmt.Sprintf("%s %s on %s", piece.Color, piece.Kind, where(n)),
		})
	}
	for _, s := range flyingkings.Specials() {
		special := Special{Square: numbered(s.Square)}
		switch s.Kind {
		case flyingkings.Morph:
			special.Kind, special.Label = "morph", "Morph square "+where(s.Square)
		case flyingkings.Spawn:
			special.Kind, special.Color = "spawn", colorName(s.Owner)
			special.Label = fmt.Sprintf("%s's Spawn square %s", s.Owner, where(s.Square))
		case flyingkings.ArrowUp, flyingkings.ArrowDown:
			special.Kind, special.Direction = "arrow", "up"
			if s.Kind == flyingkings.ArrowDown {
				special.Direction = "down"
			}
			special.Label = fmt.Sprintf("Push Arrow pointing %s on %s", special.Direction, where(s.Square))
		}
		v.Specials = append(v.Specials, special)
	}
	v.Points = &Counts{Black: p.Points(checkers.Black), Red: p.Points(checkers.Red)}
	return v
}

// flyingKindNames are the view's names of the kinds of piece.
var flyingKindNames = map[flyingkings.Kind]string{
	flyingkings.Guard:      "guard",
	flyingkings.Prince:     "prince",
	flyingkings.King:       "king",
	flyingkings.FlyingKing: "flying",
}
