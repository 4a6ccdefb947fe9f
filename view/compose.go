package view

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file is the inverse of position.go: a board editor's Position (the
// player to move, the pieces, the borne-off counts) written as the game's
// position text, which the game's rules then read and check. Each function
// knows one game's text; none decides what is legal.

// The kinds of piece of each game, as its rules name them.
var (
	standardKinds = []PieceKind{{"man", "man"}, {"king", "king"}}
	checkerKinds  = []PieceKind{{"man", "piece"}, {"king", "king"}}
	flyingKinds   = []PieceKind{{"guard", "Guard"}, {"prince", "Prince"}, {"king", "King"}, {"flying", "Flying King"}}
)

// Compose writes v as the variant's position text, reads it with the rules
// (whose error says why the position cannot stand) and returns it.
func (t typed[P, M]) Compose(v Position) (checkers.Position, error) {
	if v.Variant != "" && v.Variant != t.variant.Key() {
		return nil, fmt.Errorf("the position is of %q, not %s", v.Variant, t.variant.Key())
	}
	text, err := t.compose(v)
	if err != nil {
		return nil, err
	}
	p, err := t.variant.ParsePosition(text)
	if err != nil {
		return nil, ruleError{text: text, err: err}
	}
	return p, nil
}

// ruleError is the rules' refusal of a composed position text. Its message
// is the rules' reason alone, without the "bad position <text>:" its
// parser puts first, since the player wrote no text; Unwrap gives the
// parser's whole error.
type ruleError struct {
	text string
	err  error
}

func (e ruleError) Error() string {
	msg := e.err.Error()
	for _, prefix := range []string{"bad FEN ", "bad position "} {
		if rest, ok := strings.CutPrefix(msg, prefix+strconv.Quote(e.text)+": "); ok {
			return rest
		}
	}
	return msg
}

func (e ruleError) Unwrap() error { return e.err }

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
func pieceColor(p Piece) (checkers.Color, error) {
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
func darkNumber(p Piece) (int, error) {
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
func flat(p Piece) error {
	if len(p.Stack) > 0 {
		return fmt.Errorf("the piece on %s is a stack; only Stack'Em has stacks", p.Square)
	}
	return nil
}

// sides writes each side's entries as "L"+entries joined by commas, where
// entry returns a piece's entry; a side is keyed by its letter.
func sides(pieces []Piece, entry func(Piece) (string, error)) ([2][]string, error) {
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
func numberedEntry(letters map[string]string) func(Piece) (string, error) {
	return func(p Piece) (string, error) {
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

// composeStandard writes standard checkers' PDN FEN: "B:W21,K5:B1,2".
func composeStandard(v Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "W"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, numberedEntry(map[string]string{"man": "", "king": "K"}))
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}

// composeFlyingKings writes Kings & Flying Kings' text: "B:RG21,K30:BP1".
// Points are not written: they follow from the pieces.
func composeFlyingKings(v Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, numberedEntry(map[string]string{"guard": "G", "prince": "P", "king": "K", "flying": "F"}))
	if err != nil {
		return "", err
	}
	return turn + ":R" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}

// composeCoast writes Coast-to-Coast's text: "B:Rb1,Kd4/3:Bg8/0", with the
// borne-off counts (0 when v has none).
func composeCoast(v Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, func(p Piece) (string, error) {
		sq, err := checkers.ParseSquare(p.Square)
		if err != nil {
			return "", err
		}
		switch p.Kind {
		case "man":
			return sq.String(), nil
		case "king":
			return "K" + sq.String(), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	var off Counts
	if v.BorneOff != nil {
		off = *v.BorneOff
	}
	return fmt.Sprintf("%s:R%s/%d:B%s/%d", turn, strings.Join(s[checkers.Red], ","), off.Red,
		strings.Join(s[checkers.Black], ","), off.Black), nil
}

// composeStackem writes Stack'Em's text: "R 9:rrB 14:b". A piece's Stack
// gives its checkers bottom first; a piece without one is a single
// checker of its Color and Kind.
func composeStackem(v Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	b := []byte(turn)
	for _, p := range v.Pieces {
		n, err := darkNumber(p)
		if err != nil {
			return "", err
		}
		stack := p.Stack
		if len(stack) == 0 {
			if p.Kind != "man" && p.Kind != "king" {
				return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
			}
			stack = []Checker{{Color: p.Color, King: p.Kind == "king"}}
		}
		b = fmt.Appendf(b, " %d:", n)
		for _, c := range stack {
			letter := byte('b')
			switch c.Color {
			case "black":
			case "red":
				letter = 'r'
			default:
				return "", fmt.Errorf("a checker on %s has colour %q; want black or red", p.Square, c.Color)
			}
			if c.King {
				letter -= 'a' - 'A'
			}
			b = append(b, letter)
		}
	}
	return string(b), nil
}
