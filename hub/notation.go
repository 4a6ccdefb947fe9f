package hub

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// squares is the number of playable squares of standard checkers.
const squares = 32

// hubPieces maps the letters of the Hub position form to standard pieces.
var hubPieces = map[byte]standard.Piece{
	'e': standard.Empty,
	'b': standard.BlackMan, 'B': standard.BlackKing,
	'w': standard.RedMan, 'W': standard.RedKing,
}

// ParsePosition reads a standard checkers position in the Hub form: the
// side to move (B for Black, W for Red, which PDN writes W) and then one
// letter per square from 1 to 32: e empty, b and w men, B and W kings. The
// start position is
//
//	Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww
//
// The position must be one a game can reach (see standard.ParseFEN).
func ParsePosition(text string) (standard.Position, error) {
	if len(text) != 1+squares {
		return standard.Position{}, fmt.Errorf("bad hub position %q: it has %d characters; want 33, the side to move (B or W) then one of e, b, w, B, W for each of the 32 squares", text, len(text))
	}
	var fen strings.Builder
	switch text[0] {
	case 'B':
		fen.WriteString("B")
	case 'W':
		fen.WriteString("W")
	default:
		return standard.Position{}, fmt.Errorf("bad hub position %q: the side to move %q must be B (Black) or W (Red)", text, text[0])
	}
	var red, black []string
	for n := 1; n <= squares; n++ {
		pc, ok := hubPieces[text[n]]
		if !ok {
			return standard.Position{}, fmt.Errorf("bad hub position %q: square %d is %q; want e, b, w, B or W", text, n, text[n])
		}
		sq := strconv.Itoa(n)
		switch pc {
		case standard.BlackMan:
			black = append(black, sq)
		case standard.BlackKing:
			black = append(black, "K"+sq)
		case standard.RedMan:
			red = append(red, sq)
		case standard.RedKing:
			red = append(red, "K"+sq)
		}
	}
	fen.WriteString(":W" + strings.Join(red, ",") + ":B" + strings.Join(black, ","))
	p, err := standard.ParseFEN(fen.String())
	if err != nil {
		return standard.Position{}, fmt.Errorf("bad hub position %q (%s): %w", text, fen.String(), err)
	}
	return p, nil
}

// FormatPosition writes p in the Hub form that ParsePosition reads.
func FormatPosition(p standard.Position) string {
	b := make([]byte, 0, 1+squares)
	b = append(b, "BW"[p.Turn()&1])
	for n := 1; n <= squares; n++ {
		b = append(b, "ebBwW"[p.At(n)])
	}
	return string(b)
}

// FormatMove writes a standard checkers move in the Hub form: "11-15" for a
// simple move; for a jump the start, the end and then every captured
// piece's square, in ascending order, all joined by x: "15x24x19",
// "1x19x6x15" (the squares passed through are not written).
func FormatMove(m standard.Move) string {
	b := strconv.AppendInt(make([]byte, 0, 8+3*m.Jumps()), int64(m.From()), 10)
	if !m.IsJump() {
		b = append(b, '-')
		return string(strconv.AppendInt(b, int64(m.To()), 10))
	}
	b = append(b, 'x')
	b = strconv.AppendInt(b, int64(m.To()), 10)
	for _, c := range m.Captured() {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return string(b)
}

// ParseMove reads a move of p in the Hub form FormatMove writes. The
// captured squares may come in any order; like Scan, ParseMove also takes a
// jump given by fewer of them (even none: "15x24") when only one legal move
// fits. It returns an error that says why the text is not a legal move.
func ParseMove(p standard.Position, text string) (standard.Move, error) {
	isSep := func(r rune) bool { return r == '-' || r == 'x' || r == 'X' }
	fields := strings.FieldsFunc(text, isSep)
	seps := strings.Count(text, "-") + strings.Count(strings.ToLower(text), "x")
	bad := strings.ContainsFunc(text, func(r rune) bool { return !isSep(r) && (r < '0' || r > '9') })
	if bad || len(fields) < 2 || seps != len(fields)-1 {
		return standard.Move{}, fmt.Errorf("bad move %q: want the hub form from-to (11-15) or fromxto followed by the captured squares (15x24x19)", text)
	}
	nums := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > squares {
			return standard.Move{}, fmt.Errorf("bad move %q: %q is not a square number (1-32)", text, f)
		}
		nums[i] = n
	}
	from, to, captured := nums[0], nums[1], nums[2:]
	var found []standard.Move
	for _, m := range p.LegalMoves() {
		if m.From() != from || m.To() != to {
			continue
		}
		if all := m.Captured(); !containsAll(all, captured) {
			continue
		}
		found = append(found, m)
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		var names []string
		for _, m := range found {
			names = append(names, FormatMove(m))
		}
		return standard.Move{}, fmt.Errorf("ambiguous move %q: it fits %s; name every captured square", text, strings.Join(names, " and "))
	case len(captured) == 0:
		// The variant's own parser explains why no move goes from one square
		// to the other.
		if _, err := p.ParseMoveText(text); err != nil {
			return standard.Move{}, err
		}
	}
	return standard.Move{}, fmt.Errorf("illegal move %q: no legal move goes from %d to %d capturing %s", text, from, to, squareList(captured))
}

// containsAll reports whether every square of want is in all.
func containsAll(all, want []int) bool {
	for _, w := range want {
		if !slices.Contains(all, w) {
			return false
		}
	}
	return true
}

func squareList(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " and ")
}

// WriteMove writes m, a move of any of KingMe's games, as the protocol
// does (in done, pv and moves=): in the Hub form (FormatMove) for standard
// checkers, in the game's own notation (m.String) for the other games.
func WriteMove(m checkers.Move) string {
	if sm, ok := m.(standard.Move); ok {
		return FormatMove(sm)
	}
	return m.String()
}

// ReadMove reads a move of p written as the protocol writes it (see
// WriteMove): in the Hub form (ParseMove) for standard checkers, in the
// game's own notation (p.ParseMove) for the other games. The error says
// why the text is not a legal move of p.
func ReadMove(p checkers.Position, text string) (checkers.Move, error) {
	if sp, ok := p.(standard.Position); ok {
		return ParseMove(sp, text)
	}
	return p.ParseMove(text)
}
