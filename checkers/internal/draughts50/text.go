package draughts50

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Numbers returns the numbers (1–50) of b's squares in ascending order.
func (b Bitboard) Numbers() []int {
	var out []int
	for b &= onBoard; b != 0; b &= b - 1 {
		out = append(out, number(first(b)))
	}
	return out
}

// Square returns the square numbered n (1–50) as a Bitboard, and the empty
// Bitboard for n off the board.
func Square(n int) Bitboard {
	if n < 1 || n > 50 {
		return 0
	}
	return bit(n)
}

// Has reports whether b holds the square numbered n.
func (b Bitboard) Has(n int) bool { return b&Square(n) != 0 }

// Count returns how many squares b holds.
func (b Bitboard) Count() int { return count(b & onBoard) }

// String returns the position in PDN FEN with the FMJD's numbers: the player
// to move (W for White, Red; B for Black), then White's pieces and Black's,
// men before kings (K), each in ascending order, such as
// "W:W31,32,K5:B1,2". ParseFEN reads it back.
func (p Board) String() string {
	out := make([]byte, 0, 160)
	out = append(out, "BW"[p.turn&1])
	for _, side := range []struct {
		c      checkers.Color
		letter byte
	}{{checkers.Red, 'W'}, {checkers.Black, 'B'}} {
		out = append(out, ':', side.letter)
		sep := false
		s := p.side[side.c]
		for _, group := range []Bitboard{s &^ p.kings, s & p.kings} {
			for ; group != 0; group &= group - 1 {
				if sep {
					out = append(out, ',')
				}
				sep = true
				if group&p.kings != 0 {
					out = append(out, 'K')
				}
				out = strconv.AppendInt(out, int64(number(first(group))), 10)
			}
		}
	}
	return string(out)
}

// ParseBoard reads a position in PDN FEN with the FMJD's numbers: the player
// to move (W or B), then one section per colour, W and B in either order,
// each a comma-separated list of squares 1–50 with K before a king, such as
// "W:W31,32,K5:B1,2". Ranges are read too, "W:W31-50:B1-20" (and "K1-3",
// three kings); letters may be lower case and a final "." is ignored. The
// position must be one a game can reach: at most 20 pieces a side, no
// square twice, no man on the row where it would have been crowned. The
// error says what was wrong.
func ParseBoard(text string) (Board, error) {
	var p Board
	bad := func(format string, args ...any) (Board, error) {
		return Board{}, fmt.Errorf("bad FEN %q: %s", text, fmt.Sprintf(format, args...))
	}
	fields := strings.Split(strings.TrimSuffix(strings.TrimSpace(text), "."), ":")
	if len(fields) != 3 {
		return bad("want the side to move and both sides' pieces, separated by colons, such as W:W31-50:B1-20")
	}
	switch strings.ToUpper(strings.TrimSpace(fields[0])) {
	case "W":
		p.turn = checkers.Red
	case "B":
		p.turn = checkers.Black
	default:
		return bad("the side to move %q must be W (White) or B (Black)", fields[0])
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
		if err := p.addPieces(c, f[1:]); err != nil {
			return bad("%v", err)
		}
	}
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		if n := count(p.side[c]); n > 20 {
			return bad("%s has %d pieces; a side has at most 20", name(c), n)
		}
		if men := p.side[c] &^ p.kings & crownRow[c]; men != 0 {
			return bad("%s's man on %d stands on its crowning row, where it would have been crowned (write a king K%d)", name(c), number(first(men)), number(first(men)))
		}
	}
	return p, nil
}

// name returns the colour's name in international draughts: White for Red.
func name(c checkers.Color) string {
	if c == checkers.Red {
		return "White"
	}
	return "Black"
}

// addPieces adds one colour's comma-separated list of squares to p.
func (p *Board) addPieces(c checkers.Color, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		king := false
		if item != "" && (item[0] == 'K' || item[0] == 'k') {
			king, item = true, strings.TrimSpace(item[1:])
		}
		lo, hi, err := squareRange(item)
		if err != nil {
			return err
		}
		for n := lo; n <= hi; n++ {
			b := bit(n)
			if (p.side[0]|p.side[1])&b != 0 {
				return fmt.Errorf("square %d is given twice", n)
			}
			p.side[c] |= b
			if king {
				p.kings |= b
			}
		}
	}
	return nil
}

// squareRange reads one entry of a FEN section: a square, "31", or a
// range, "31-50".
func squareRange(item string) (lo, hi int, err error) {
	a, z, isRange := strings.Cut(item, "-")
	if lo, err = squareNumber(a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = squareNumber(z); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("range %q runs backward", item)
	}
	return lo, hi, nil
}

// squareNumber reads a square number 1–50.
func squareNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("%q is not a square number", s)
	}
	if n < 1 || n > 50 {
		return 0, fmt.Errorf("square %d is off the board (1-50)", n)
	}
	return n, nil
}

// Slides returns how many squares the kings on kings can slide to over the
// empty squares empty, summed over the kings: their moves when nothing is
// to capture.
func Slides(kings, empty Bitboard) int {
	n := 0
	for d := range direction(4) {
		for t := step(kings, d) & empty; t != 0; t = step(t, d) & empty {
			n += count(t)
		}
	}
	return n
}

// Steps returns how many moves that capture nothing c's pieces have, were
// c to move: each man's steps forward and each king's slides.
func (p *Board) Steps(c checkers.Color) int {
	own := p.side[c&1]
	empty := onBoard &^ (p.side[0] | p.side[1])
	n := Slides(own&p.kings, empty)
	for _, d := range forward[c&1] {
		n += count(step(own&^p.kings, d) & empty)
	}
	return n
}
