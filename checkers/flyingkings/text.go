package flyingkings

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// The most pieces of a kind a side can have in a game: it starts with 4
// Guards and none are made; Princes are spawned only up to 6; Kings morph
// only up to 3 Flying Kings.
var kindLimit = [4]int{Guard: 4, Prince: MaxPrinces, King: 32, FlyingKing: MaxFlyingKings}

// ParsePosition reads a position in the project's Kings & Flying Kings text,
// the PDN FEN form with a letter for each kind of piece:
//
//	B:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12
//
// First the player to move, B (Black) or R (Red); then, after colons, each
// side's pieces: R or B and a comma-separated list of entries, each a kind
// letter (G Guard, P Prince, K King, F Flying King) and a square number 1–32,
// or a range of squares such as G21-24. Letters may be lower case, the two
// sides may come in either order, and a side's list may be empty. The
// position must be one a game can reach: a side has at most 4 Guards, 6
// Princes and 3 Flying Kings, and no Guard or Prince stands on the
// opponent's King's Row.
func ParsePosition(text string) (Position, error) {
	var p Position
	bad := func(format string, args ...any) (Position, error) {
		return Position{}, fmt.Errorf("bad position %q: %s", text, fmt.Sprintf(format, args...))
	}
	fields := strings.Split(strings.TrimSpace(text), ":")
	if len(fields) != 3 {
		return bad("want the player to move and both sides' pieces, separated by colons, such as B:RK30,G21-24:BK3,G9-12")
	}
	switch strings.ToUpper(strings.TrimSpace(fields[0])) {
	case "B":
		p.turn = checkers.Black
	case "R":
		p.turn = checkers.Red
	default:
		return bad("the player to move %q must be B (Black) or R (Red)", strings.TrimSpace(fields[0]))
	}
	var seen [2]bool
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		var c checkers.Color
		switch {
		case f == "":
			return bad("a side is empty; write R or B, then its pieces")
		case f[0] == 'R' || f[0] == 'r':
			c = checkers.Red
		case f[0] == 'B' || f[0] == 'b':
			c = checkers.Black
		default:
			return bad("%q must start with R (Red) or B (Black)", f)
		}
		if seen[c] {
			return bad("%s's pieces are given twice", c)
		}
		seen[c] = true
		if err := p.parseSide(c, f[1:]); err != nil {
			return bad("%s: %v", c, err)
		}
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		for k := Guard; k <= FlyingKing; k++ {
			if n := p.CountKind(c, k); n > kindLimit[k] {
				return bad("%s has %d %ss; a side has at most %d", c, n, k, kindLimit[k])
			}
		}
		if b := p.side[c] & crownRow[c] &^ (p.king | p.flyer); b != 0 {
			n := board32.NumberOf(b)
			return bad("%s's %s on %d stands on %s's King's Row, where it would have become a King", c, p.kindOf(b&-b), n, c.Opponent())
		}
	}
	return p, nil
}

// parseSide reads one side's entries, "G21-24,K30", into p.
func (p *Position) parseSide(c checkers.Color, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, e := range strings.Split(list, ",") {
		e = strings.TrimSpace(e)
		if e == "" {
			return fmt.Errorf("an empty entry; want a kind letter and a square, such as K30")
		}
		k, ok := kindOfLetter(e[0])
		if !ok {
			return fmt.Errorf("%q must start with a kind letter: G (Guard), P (Prince), K (King) or F (Flying King)", e)
		}
		lo, hi, err := parseSquares(e[1:])
		if err != nil {
			return fmt.Errorf("%q: %v", e, err)
		}
		for n := lo; n <= hi; n++ {
			b := board32.Bit(n)
			if (p.side[0]|p.side[1])&b != 0 {
				return fmt.Errorf("square %d is given twice", n)
			}
			p.side[c] |= b
			switch k {
			case Prince:
				p.prince |= b
			case King:
				p.king |= b
			case FlyingKing:
				p.flyer |= b
			}
		}
	}
	return nil
}

// kindOfLetter returns the kind a letter of the position text names.
func kindOfLetter(l byte) (Kind, bool) {
	switch l {
	case 'G', 'g':
		return Guard, true
	case 'P', 'p':
		return Prince, true
	case 'K', 'k':
		return King, true
	case 'F', 'f':
		return FlyingKing, true
	}
	return 0, false
}

// parseSquares reads "12" or the range "21-24".
func parseSquares(s string) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(s, "-")
	if lo, err = parseSquare(a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = parseSquare(b); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("the range %d-%d runs backward", lo, hi)
	}
	return lo, hi, nil
}

// parseSquare reads a square number 1–32.
func parseSquare(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("%q is not a square number", s)
	}
	if n < 1 || n > 32 {
		return 0, fmt.Errorf("square %d is off the board (1-32)", n)
	}
	return n, nil
}

// String returns the position text that ParsePosition reads: the player to
// move, then Red's and Black's pieces, each side's in ascending square
// order, one entry per piece.
func (p Position) String() string {
	var b strings.Builder
	b.WriteByte("BR"[p.turn&1])
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		b.WriteByte(':')
		b.WriteByte("BR"[c])
		for n, sep := 1, ""; n <= 32; n++ {
			if pc, ok := p.At(n); ok && pc.Color == c {
				b.WriteString(sep)
				b.WriteByte(pc.Kind.Letter())
				b.WriteString(strconv.Itoa(n))
				sep = ","
			}
		}
	}
	return b.String()
}
