package draughts32

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// Notation is how a game writes its squares, moves and positions.
type Notation uint8

const (
	// Numbered writes squares 1–32 (1 is b8, 32 is g1): moves "11-15",
	// "15x24x31", positions "B:W21-32:B1-12", as standard checkers.
	Numbered Notation = iota
	// Algebraic writes squares by file and rank: moves "c3-d4",
	// "c3:e5:g3", positions "W:Wa1,c1:Bb8", as Russian draughts.
	Algebraic
	// AlgebraicX writes squares by file and rank as Algebraic does, and
	// captures with PDN's "x": "c3xe5xg3", as Brazilian draughts.
	AlgebraicX
	// Turned writes squares 1–32 numbered on the turned board, the mirror
	// image of the kit's (the double corner on each player's left), as the
	// Italian federation and PDN's GameType 22 number them: from the top
	// left square left to right, row by row, so that the kit's square n
	// is Turned's square n with each row of four read backward (the kit's
	// 1, b8, is written 4; its 4, h8, is 1). Moves "23-19", "19x10x1",
	// positions "W:W21-32:B1-12", as Italian draughts. A game whose rules
	// are the same on a board and its mirror image plays on the kit's board
	// and writes it turned.
	Turned
)

// Square returns the name of the square numbered n (1–32) in the kit's
// numbering: "22" (Numbered), "c3" (Algebraic), "23" (Turned).
func (n Notation) Square(sq int) string {
	switch n {
	case Numbered:
		return strconv.Itoa(sq)
	case Turned:
		return strconv.Itoa(turn(sq))
	}
	s, _ := checkers.NumberedSquare(sq)
	return s.String()
}

// turn maps a square's number in the kit's numbering to its number on the
// turned board, and back: each row of four read backward.
func turn(sq int) int { return (sq-1)&^3 + 4 - (sq-1)&3 }

// kit returns the kit's number of the square the notation numbers sq.
func (n Notation) kit(sq int) int {
	if n == Turned {
		return turn(sq)
	}
	return sq
}

// numbered reports whether the notation writes squares as numbers.
func (n Notation) numbered() bool { return n == Numbered || n == Turned }

// seps returns the separators of a step and of a capture.
func (n Notation) seps() (step, capture byte) {
	if n == Algebraic {
		return '-', ':'
	}
	return '-', 'x'
}

// Move writes m: its start, then its end for a step or every landing for a
// capture ("c3xe5xg3" in AlgebraicX).
func (n Notation) Move(m Move) string {
	step, capture := n.seps()
	b := make([]byte, 0, 8+3*int(m.jumps))
	b = append(b, n.Square(m.From())...)
	if m.jumps == 0 {
		b = append(b, step)
		return string(append(b, n.Square(m.To())...))
	}
	for i := range int(m.jumps) {
		b = append(b, capture)
		b = append(b, n.Square(m.Landing(i))...)
	}
	return string(b)
}

// ParseSquares reads the squares of a move's text, joined by "-", "x" or
// (algebraic) ":", and returns their numbers. It checks only the form.
func (n Notation) ParseSquares(text string) ([]int, error) {
	if n.numbered() {
		squares, err := checkers.ParseNumberedMove(text)
		for i, sq := range squares {
			squares[i] = n.kit(sq)
		}
		return squares, err
	}
	t := strings.TrimSpace(text)
	isSep := func(r rune) bool { return r == '-' || r == ':' || r == 'x' || r == 'X' }
	fields := strings.FieldsFunc(t, isSep)
	seps := strings.Count(t, "-") + strings.Count(t, ":") + strings.Count(t, "x") + strings.Count(t, "X")
	if len(fields) < 2 || seps != len(fields)-1 || isSep(rune(t[0])) || isSep(rune(t[len(t)-1])) {
		_, capture := n.seps()
		return nil, fmt.Errorf("bad move %q: want squares such as c3 joined by - or %c, such as c3-d4 or c3%ce5%cg3", text, capture, capture, capture)
	}
	out := make([]int, len(fields))
	for i, f := range fields {
		num, err := darkSquare(strings.ToLower(f))
		if err != nil {
			return nil, fmt.Errorf("bad move %q: %v", text, err)
		}
		out[i] = num
	}
	return out, nil
}

// darkSquare returns the number of the dark square named s, such as "c3".
func darkSquare(s string) (int, error) {
	sq, err := checkers.ParseSquare(s)
	if err != nil {
		return 0, err
	}
	if sq.Number() == 0 {
		return 0, fmt.Errorf("%s is a light square: pieces stand on the dark squares", sq)
	}
	return sq.Number(), nil
}

// Text writes b in PDN FEN form in this notation, the player to move (B or
// W, W for Red) then Red's and Black's pieces, men before kings (K), each in
// ascending order of their numbers as the notation writes them (for
// Algebraic, the kit's numbers): "B:W21,22,K5:B1,2" or "W:Wa1,c1,Kb8:Bh8".
func (n Notation) Text(b Board) string {
	out := make([]byte, 0, 112)
	out = append(out, "BW"[b.Turn&1])
	for _, side := range []struct {
		c      checkers.Color
		letter byte
	}{{checkers.Red, 'W'}, {checkers.Black, 'B'}} {
		out = append(out, ':', side.letter)
		sep := false
		pieces := b.Side[side.c]
		for _, group := range []Bitboard{pieces &^ b.Kings, pieces & b.Kings} {
			for name := 1; name <= 32 && group != 0; name++ {
				sq := n.kit(name)
				if group&board32.Bit(sq) == 0 {
					continue
				}
				group &^= board32.Bit(sq)
				if sep {
					out = append(out, ',')
				}
				sep = true
				if b.Kings&board32.Bit(sq) != 0 {
					out = append(out, 'K')
				}
				out = append(out, n.Square(sq)...)
			}
		}
	}
	return string(out)
}

// Parse reads a position in PDN FEN form: the player to move (B for Black,
// W for Red), then one section per colour, each a comma-separated list of
// squares with K before a king, such as B:W21,22,K5:B1,2 or W:Wa1,Kc3:Bh8.
// Sections come in either order, letters may be lower case, a final "." is
// ignored, and numbered squares may be given as ranges, W21-32. The position
// must be one a game can reach: at most 12 pieces a side, no square twice,
// no man on the row where it would have been crowned.
func (n Notation) Parse(text string) (Board, error) {
	var b Board
	bad := func(format string, args ...any) (Board, error) {
		return Board{}, fmt.Errorf("bad FEN %q: %s", text, fmt.Sprintf(format, args...))
	}
	s := strings.TrimSuffix(strings.TrimSpace(text), ".")
	fields := strings.Split(s, ":")
	if len(fields) != 3 {
		return bad("want the side to move and both sides' pieces, separated by colons, such as %s", n.Text(Board{Side: [2]Bitboard{board32.Squares(1, 12), board32.Squares(21, 32)}}))
	}
	switch strings.ToUpper(strings.TrimSpace(fields[0])) {
	case "B":
		b.Turn = checkers.Black
	case "W":
		b.Turn = checkers.Red
	default:
		return bad("the side to move %q must be B (Black) or W (White, Red)", fields[0])
	}
	var seen [2]bool
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		var c checkers.Color
		switch {
		case f == "":
			return bad("a section is empty; write W or B, then its pieces")
		case f[0] == 'W' || f[0] == 'w':
			c = checkers.Red
		case f[0] == 'B' || f[0] == 'b':
			c = checkers.Black
		default:
			return bad("section %q must start with W or B", f)
		}
		if seen[c] {
			return bad("the %c section appears twice", f[0]&^0x20)
		}
		seen[c] = true
		if err := n.addPieces(&b, c, f[1:]); err != nil {
			return bad("%v", err)
		}
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if k := board32.Count(b.Side[c]); k > 12 {
			return bad("%s has %d pieces; a side has at most 12", c, k)
		}
		if men := b.Side[c] &^ b.Kings & CrownRow[c]; men != 0 {
			return bad("%s's man on %s stands on its crowning row, where it would have been crowned (write a king K)", sideName(c), n.Square(board32.NumberOf(men)))
		}
	}
	return b, nil
}

// addPieces adds one colour's comma-separated list of squares to b.
func (n Notation) addPieces(b *Board, c checkers.Color, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		king := false
		if item != "" && (item[0] == 'K' || item[0] == 'k') {
			king, item = true, item[1:]
		}
		lo, hi, err := n.squares(item)
		if err != nil {
			return err
		}
		for name := lo; name <= hi; name++ {
			sq := n.kit(name)
			bit := board32.Bit(sq)
			if (b.Side[0]|b.Side[1])&bit != 0 {
				return fmt.Errorf("square %s is given twice", n.Square(sq))
			}
			b.Side[c] |= bit
			if king {
				b.Kings |= bit
			}
		}
	}
	return nil
}

// squares reads one entry's square, or a range of numbered squares, as the
// notation numbers them.
func (n Notation) squares(item string) (lo, hi int, err error) {
	if !n.numbered() {
		sq, err := darkSquare(strings.ToLower(item))
		return sq, sq, err
	}
	a, z, isRange := strings.Cut(item, "-")
	if lo, err = number(a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = number(z); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("range %q runs backward", item)
	}
	return lo, hi, nil
}

// number reads a square number 1–32.
func number(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("%q is not a square number", s)
	}
	if n < 1 || n > 32 {
		return 0, fmt.Errorf("square %d is off the board (1-32)", n)
	}
	return n, nil
}
