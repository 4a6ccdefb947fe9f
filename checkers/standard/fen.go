package standard

import (
	"fmt"
	"github.com/kingme/kingme/checkers/board32"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// ParseFEN reads a position in PDN FEN form: the player to move (B for Black,
// W for Red), then one section per colour, each a comma-separated list of
// squares with K before a king, such as
//
//	B:W21,22,23,K5:B1,2,K30
//
// Sections come in either order, ranges such as W21-32 or BK1-3 are
// accepted, letters may be lower case and a final "." is ignored. The
// position must be one a game can reach: at most 12 pieces a side, no
// square twice, no man on the row where it would have been crowned.
func ParseFEN(text string) (Position, error) {
	var p Position
	s := strings.TrimSuffix(strings.TrimSpace(text), ".")
	if s == "" {
		return p, fmt.Errorf("bad FEN %q: it is empty; want the side to move and the pieces, such as B:W21-32:B1-12", text)
	}
	fields := strings.Split(s, ":")
	switch strings.ToUpper(fields[0]) {
	case "B":
		p.turn = checkers.Black
	case "W":
		p.turn = checkers.Red
	default:
		return p, fmt.Errorf("bad FEN %q: side to move %q must be B (Black) or W (Red)", text, fields[0])
	}
	seen := [2]bool{}
	var sides [2]bitboard // by colour
	for _, f := range fields[1:] {
		if f == "" {
			return p, fmt.Errorf("bad FEN %q: empty section between colons", text)
		}
		var c checkers.Color
		switch f[0] {
		case 'B', 'b':
			c = checkers.Black
		case 'W', 'w':
			c = checkers.Red
		default:
			return p, fmt.Errorf("bad FEN %q: section %q must start with W or B", text, f)
		}
		if seen[c] {
			return p, fmt.Errorf("bad FEN %q: the %c section appears twice", text, f[0]&^0x20)
		}
		seen[c] = true
		if err := addPieces(&sides, &p.kings, c, f[1:]); err != nil {
			return p, fmt.Errorf("bad FEN %q: %w", text, err)
		}
	}
	p.own, p.opp = sides[p.turn], sides[p.turn^1]
	if err := p.validate(); err != nil {
		return p, fmt.Errorf("bad FEN %q: %w", text, err)
	}
	return p, nil
}

// addPieces adds one colour's comma-separated list of squares.
func addPieces(sides *[2]bitboard, kings *bitboard, c checkers.Color, list string) error {
	if list == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		king := false
		if item != "" && (item[0] == 'K' || item[0] == 'k') {
			king, item = true, item[1:]
		}
		lo, hi, err := parseRange(item)
		if err != nil {
			return err
		}
		for n := lo; n <= hi; n++ {
			bit := board32.Bit(n)
			if (sides[0]|sides[1])&bit != 0 {
				return fmt.Errorf("square %d is given twice", n)
			}
			sides[c] |= bit
			if king {
				*kings |= bit
			}
		}
	}
	return nil
}

// parseRange reads "12" or "21-32".
func parseRange(item string) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(item, "-")
	if lo, err = parseSquareNumber(a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = parseSquareNumber(b); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("range %q runs backward", item)
	}
	return lo, hi, nil
}

// parseSquareNumber reads a square number 1–32.
func parseSquareNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("%q is not a square number", s)
	}
	if n < 1 || n > 32 {
		return 0, fmt.Errorf("square %d is off the board (1-32)", n)
	}
	return n, nil
}

// validate refuses positions no game can reach.
func (p *Position) validate() error {
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		side := p.pieces(c)
		if n := board32.Count(side); n > 12 {
			return fmt.Errorf("%s has %d pieces; a side has at most 12", c, n)
		}
		if men := side &^ p.kings & crownRow[c]; men != 0 {
			return fmt.Errorf("%s man on %d stands on its crowning row, where it would have been crowned (write a king K)", c, board32.Number(board32.Index(men)))
		}
	}
	return nil
}

// String returns the position in PDN FEN form, men before kings and each in
// ascending order: "B:W21,22,K5:B1,2,K30".
func (p Position) String() string {
	b := make([]byte, 0, 96)
	b = append(b, "BW"[p.turn])
	for _, side := range []struct {
		c      checkers.Color
		letter byte
	}{{checkers.Red, 'W'}, {checkers.Black, 'B'}} {
		b = append(b, ':', side.letter)
		sep := false
		pieces := p.pieces(side.c)
		for _, group := range []bitboard{pieces &^ p.kings, pieces & p.kings} {
			for ; group != 0; group &= group - 1 {
				if sep {
					b = append(b, ',')
				}
				sep = true
				bit := group & -group
				if p.kings&bit != 0 {
					b = append(b, 'K')
				}
				b = strconv.AppendInt(b, int64(board32.Number(board32.Index(group))), 10)
			}
		}
	}
	return string(b)
}
