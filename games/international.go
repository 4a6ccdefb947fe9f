package games

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine/eval/internationaleval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// internationalGame is international draughts, the FMJD's game on 10×10:
// flying kings, men capturing both ways, the capture of the most pieces
// compulsory, White first from 31–50.
var internationalGame = entry[international.Position, international.Move](international.Variant{},
	func(w *internationaleval.Weights) internationaleval.Engine { return internationaleval.Engine{W: w} }, internationaleval.DefaultWeights,
	Game{
		Display:  internationalDisplay,
		Bottom:   checkers.Red,
		Rules:    "international.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from 31–50"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		// The names other programs give it: pydraughts' "standard" is
		// this game but means standard checkers here, so only lidraughts'
		// and the FMJD's names, and its PDN GameType.
		Aliases: []string{"draughts10", "10x10", "20"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 20, Name: "International draughts", Squares: 50,
			Names: []string{"international", "international draughts", "dammen"},
		},
		Hub: internationalHub,
	})

// internationalHub is international draughts' Hub forms, the protocol's
// own (Scan's, which names the game "normal"): W (White) or B to move, then
// a letter for each of the 50 squares in the FMJD's numbers,
// Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww from the start; moves
// "32-28" and "28x19x23".
var internationalHub = newHubForms[international.Position, international.Move](hubBoard[international.Position]{
	squares: 50, sides: "W (White) or B (Black)", step: "32-28", capture: "28x19x23",
	parseFEN: international.ParseFEN,
	letter: func(p international.Position, n int) byte {
		c, king, ok := p.At(n)
		switch {
		case !ok:
			return 'e'
		case c == checkers.Red && king:
			return 'W'
		case c == checkers.Red:
			return 'w'
		case king:
			return 'B'
		}
		return 'b'
	},
}, "normal")

// internationalDisplay draws international draughts for view: a 10×10
// board, its 50 dark squares labelled with the FMJD's numbers (1 is b10,
// 46 is a1), men and kings.
var internationalDisplay = view.NewDisplay(international.Variant{}, view.Drawing[international.Position, international.Move]{
	Position: ofInternational,
	Move:     internationalMove,
	Compose:  composeInternational,
	Kinds:    standardKinds,
})

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

// ofInternational draws p: its pieces on the 10×10 board with their
// squares' numbers.
func ofInternational(p international.Position) view.Position {
	v := view.Position{Squares: "dark", Size: 10, Numbers: map[string]int{}, Pieces: []view.Piece{}}
	for n := 1; n <= 50; n++ {
		v.Numbers[tenNames[n]] = n
		c, king, ok := p.At(n)
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

// internationalMove returns the view of m, a legal move of p: its start,
// every landing and its end, and the squares of the pieces it takes.
func internationalMove(_ international.Position, m international.Move) (view.Move, error) {
	path := []string{tenNames[m.From()]}
	if m.Jumps() == 0 {
		path = append(path, tenNames[m.To()])
	}
	for i := range m.Jumps() {
		path = append(path, tenNames[m.Landing(i)])
	}
	return view.Move{Text: m.String(), Path: path, Captured: tenSquares(m.Captured())}, nil
}

// composeInternational writes international draughts' PDN FEN in the
// FMJD's numbers: "W:W31,K5:B1".
func composeInternational(v view.Position) (string, error) {
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
