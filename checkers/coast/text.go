package coast

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// ParsePosition reads a position in the project's Coast-to-Coast text:
//
//	B:Rb1,c1,Kd4/3:Bg8,h7/0:pass
//
// the player to move (B or R), then one section per side in either order:
// its letter, its checkers' squares separated by commas (K before a king),
// and /N, the number of its checkers already borne off (0 when left out). A
// final ":pass" means the last move was a pass (":pass:pass": both passed,
// the game is drawn). Each side has at most 12 checkers, on the board and
// borne off together; no square is given twice; the homes a1 and h8 are
// empty.
func ParsePosition(text string) (Position, error) {
	var p Position
	fail := func(format string, args ...any) (Position, error) {
		return Position{}, fmt.Errorf("bad position %q: %s", text, fmt.Sprintf(format, args...))
	}
	fields := strings.Split(strings.TrimSpace(text), ":")
	switch fields[0] {
	case "B", "b":
		p.turn = checkers.Black
	case "R", "r":
		p.turn = checkers.Red
	default:
		return fail("side to move %q must be B (Black) or R (Red)", fields[0])
	}
	seen := [2]bool{}
	for _, f := range fields[1:] {
		if f == "pass" {
			if p.passes == 2 {
				return fail("more than two passes")
			}
			p.passes++
			continue
		}
		if p.passes > 0 {
			return fail("%q after pass: pass comes last", f)
		}
		if f == "" {
			return fail("empty section between colons")
		}
		var c checkers.Color
		switch f[0] {
		case 'R', 'r':
			c = checkers.Red
		case 'B', 'b':
			c = checkers.Black
		default:
			return fail("section %q must start with R or B", f)
		}
		if seen[c] {
			return fail("the %s section appears twice", c)
		}
		seen[c] = true
		if err := p.addSide(c, f[1:]); err != nil {
			return fail("%v", err)
		}
	}
	return p, nil
}

// addSide reads one side's "squares/N".
func (p *Position) addSide(c checkers.Color, s string) error {
	list, off, hasOff := strings.Cut(s, "/")
	if hasOff {
		n, err := strconv.Atoi(off)
		if err != nil || n < 0 || n > 12 || off[0] == '+' {
			return fmt.Errorf("borne-off count %q must be a number from 0 to 12", off)
		}
		p.off[c] = uint8(n)
	}
	if list != "" {
		for _, item := range strings.Split(list, ",") {
			king := false
			if item != "" && (item[0] == 'K' || item[0] == 'k') {
				king, item = true, item[1:]
			}
			sq, err := checkers.ParseSquare(item)
			if err != nil {
				return err
			}
			bit := bitboard(1) << sq
			switch {
			case (p.pieces[0]|p.pieces[1])&bit != 0:
				return fmt.Errorf("square %s is given twice", sq)
			case bit&(redHome|blackHome) != 0:
				return fmt.Errorf("%s is a home, and a home is empty between turns", sq)
			}
			p.pieces[c] |= bit
			if king {
				p.kings |= bit
			}
		}
	}
	if n := popCount(p.pieces[c]) + int(p.off[c]); n > 12 {
		return fmt.Errorf("%s has %d checkers on the board and borne off; a side has 12", c, n)
	}
	return nil
}

// String returns the position in the text ParsePosition reads: the R
// section first, pieces before kings, squares from a1 to h8.
func (p Position) String() string {
	b := make([]byte, 0, 96)
	b = append(b, "BR"[p.turn&1])
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		b = append(b, ':', "BR"[c])
		sep := false
		for _, group := range []bitboard{p.pieces[c] &^ p.kings, p.pieces[c] & p.kings} {
			for ; group != 0; group &= group - 1 {
				if sep {
					b = append(b, ',')
				}
				sep = true
				if p.kings&(group&-group) != 0 {
					b = append(b, 'K')
				}
				b = append(b, checkers.Square(bitIndex(group)).String()...)
			}
		}
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(p.off[c]), 10)
	}
	for range p.passes {
		b = append(b, ":pass"...)
	}
	return string(b)
}
