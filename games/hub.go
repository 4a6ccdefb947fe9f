package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// HubForms are a game's own forms in the Hub protocol (package hub, the
// text protocol of Scan, Fabien Letouzey's draughts engine): the position
// form of pos= and the move form of moves=, done and pv. Games without
// them (Game.Hub nil) are carried in their own position text (fen=) and
// notation.
//
// The forms are the protocol's for every game that has them, so one
// value of HubForms serves them all, shaped by the board: the position is
// the side to move (W or B) then one letter per numbered square, e empty,
// b and w men, B and W kings (W is the side FEN writes W); a move is
// from-to ("32-28") or, for a capture, from x to followed by every
// captured piece's square ("28x19x23"), the squares passed through left
// out. Captured squares are written in ascending order, as Scan writes
// them, and read in any order; like Scan, ParseMove also takes a capture
// given by fewer of them (even none) when only one legal move fits.
type HubForms struct {
	// Names are the values of the protocol's variant parameter by which
	// other Hub engines name the game, such as Scan's "normal" for
	// international draughts (KingMe's own hub names every game by its
	// key). A GUI sets the variant so when the engine lists one of them.
	Names []string
	// Squares is how many numbered squares the position form has, one
	// letter each: 32 for standard checkers, 50 for international
	// draughts.
	Squares int

	parsePosition  func(text string) (checkers.Position, error)
	formatPosition func(p checkers.Position) string
	formatMove     func(m checkers.Move) string
	parseMove      func(p checkers.Position, text string) (checkers.Move, error)
	turned         func(p checkers.Position) (checkers.Position, bool)
}

// ParsePosition reads a position of the game in the Hub form (see
// HubForms). The position must be one a game can reach; the error says
// what is wrong with the text.
func (h *HubForms) ParsePosition(text string) (checkers.Position, error) {
	return h.parsePosition(text)
}

// Holds reports whether the position form says all of p, so that
// ParsePosition reads p back: false for a Frisian position after a king's
// step, whose count of steps in a row (article 17) the form cannot say,
// though the moves that led there do. A client sends such a position in
// the game's own text (fen=) instead.
func (h *HubForms) Holds(p checkers.Position) bool {
	back, err := h.ParsePosition(h.FormatPosition(p))
	return err == nil && back == p
}

// FormatPosition writes p, a position of the game, in the Hub form that
// ParsePosition reads (a position of another game in its own text).
func (h *HubForms) FormatPosition(p checkers.Position) string { return h.formatPosition(p) }

// FormatMove writes m, a move of the game, in the Hub form: "32-28",
// "28x19x23" (a move of another game in its own notation).
func (h *HubForms) FormatMove(m checkers.Move) string { return h.formatMove(m) }

// ParseMove reads a legal move of p written in the Hub form. The error
// says why the text is not one: not the form, not a square, no legal move
// fits it, or more than one does (then it names them).
func (h *HubForms) ParseMove(p checkers.Position, text string) (checkers.Move, error) {
	return h.parseMove(p, text)
}

// Turned returns p turned half round with the colours swapped, as a client
// that keeps the board the other way round writes the position form
// (pydraughts 0.6 in standard checkers: see package hub), and whether the
// game's clients do so at all; false for a game whose position form is
// read only as written.
func (h *HubForms) Turned(p checkers.Position) (checkers.Position, bool) {
	if h.turned == nil {
		return nil, false
	}
	return h.turned(p)
}

// hubMove is what the Hub move form needs of a game's moves: numbered
// squares, and the captured pieces' squares.
type hubMove interface {
	checkers.Move
	comparable
	From() int
	To() int
	Jumps() int
	Captured() []int
}

// hubPosition is what the Hub forms need of a game's positions: its legal
// moves as its own values.
type hubPosition[M hubMove] interface {
	checkers.Position
	comparable
	LegalMoves() []M
}

// hubBoard describes a game's board for newHubForms.
type hubBoard[P checkers.Position] struct {
	squares int
	// sides names the letters of the side to move, for errors: "B
	// (Black) or W (Red)".
	sides string
	// step and capture are examples of the move form, for errors.
	step, capture string
	// parseFEN reads the game's PDN FEN, "W:W31,K5:B1", checking that a
	// game can reach the position.
	parseFEN func(string) (P, error)
	// letter returns the position form's letter of square n of p.
	letter func(p P, n int) byte
	// turned returns p turned round (nil for none).
	turned func(p P) P
}

// newHubForms returns the Hub forms of a game whose positions are P and
// moves M, on the board b, named names in other engines.
func newHubForms[P hubPosition[M], M hubMove](b hubBoard[P], names ...string) *HubForms {
	h := &HubForms{Names: names, Squares: b.squares}
	h.parsePosition = func(text string) (checkers.Position, error) { return b.parse(text) }
	h.formatPosition = func(p checkers.Position) string {
		tp, ok := p.(P)
		if !ok {
			return p.String()
		}
		out := make([]byte, 0, 1+b.squares)
		out = append(out, "BW"[tp.Turn()&1])
		for n := 1; n <= b.squares; n++ {
			out = append(out, b.letter(tp, n))
		}
		return string(out)
	}
	h.formatMove = func(m checkers.Move) string {
		tm, ok := m.(M)
		if !ok {
			return m.String()
		}
		return formatHubMove(tm)
	}
	h.parseMove = func(p checkers.Position, text string) (checkers.Move, error) {
		tp, ok := p.(P)
		if !ok {
			return nil, fmt.Errorf("move %q: %s is not a position of this game", text, p)
		}
		return parseHubMove(b, tp, text)
	}
	if b.turned != nil {
		h.turned = func(p checkers.Position) (checkers.Position, bool) {
			tp, ok := p.(P)
			if !ok {
				return nil, false
			}
			return b.turned(tp), true
		}
	}
	return h
}

// parse reads text in the position form, by way of the game's FEN.
func (b hubBoard[P]) parse(text string) (checkers.Position, error) {
	if len(text) != 1+b.squares {
		return nil, fmt.Errorf("bad hub position %q: it has %d characters; want %d, the side to move (%s) then one of e, b, w, B, W for each of the %d squares", text, len(text), 1+b.squares, b.sides, b.squares)
	}
	if text[0] != 'B' && text[0] != 'W' {
		return nil, fmt.Errorf("bad hub position %q: the side to move %q must be %s", text, text[0], b.sides)
	}
	var w, bl []string
	for n := 1; n <= b.squares; n++ {
		sq := strconv.Itoa(n)
		switch text[n] {
		case 'e':
		case 'b':
			bl = append(bl, sq)
		case 'B':
			bl = append(bl, "K"+sq)
		case 'w':
			w = append(w, sq)
		case 'W':
			w = append(w, "K"+sq)
		default:
			return nil, fmt.Errorf("bad hub position %q: square %d is %q; want e, b, w, B or W", text, n, text[n])
		}
	}
	fen := text[:1] + ":W" + strings.Join(w, ",") + ":B" + strings.Join(bl, ",")
	p, err := b.parseFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("bad hub position %q (%s): %w", text, fen, err)
	}
	return p, nil
}

// formatHubMove writes m in the Hub move form: from-to, or from x to then
// the captured squares in ascending order.
func formatHubMove[M hubMove](m M) string {
	b := strconv.AppendInt(make([]byte, 0, 8+3*m.Jumps()), int64(m.From()), 10)
	if m.Jumps() == 0 {
		b = append(b, '-')
		return string(strconv.AppendInt(b, int64(m.To()), 10))
	}
	b = append(b, 'x')
	b = strconv.AppendInt(b, int64(m.To()), 10)
	captured := m.Captured()
	slices.Sort(captured)
	for _, c := range captured {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return string(b)
}

// parseHubMove reads a move of p in the Hub move form: the legal move
// from the first square to the second that captures every square named
// after them, when exactly one does.
func parseHubMove[P hubPosition[M], M hubMove](b hubBoard[P], p P, text string) (checkers.Move, error) {
	isSep := func(r rune) bool { return r == '-' || r == 'x' || r == 'X' }
	fields := strings.FieldsFunc(text, isSep)
	seps := strings.Count(text, "-") + strings.Count(strings.ToLower(text), "x")
	bad := strings.ContainsFunc(text, func(r rune) bool { return !isSep(r) && (r < '0' || r > '9') })
	if bad || len(fields) < 2 || seps != len(fields)-1 {
		return nil, fmt.Errorf("bad move %q: want the hub form from-to (%s) or fromxto followed by the captured squares (%s)", text, b.step, b.capture)
	}
	nums := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > b.squares {
			return nil, fmt.Errorf("bad move %q: %q is not a square number (1-%d)", text, f, b.squares)
		}
		nums[i] = n
	}
	from, to, captured := nums[0], nums[1], nums[2:]
	var found []M
	for _, m := range p.LegalMoves() {
		if m.From() == from && m.To() == to && containsAll(m.Captured(), captured) {
			found = append(found, m)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		names := make([]string, len(found))
		for i, m := range found {
			names[i] = formatHubMove(m)
		}
		return nil, fmt.Errorf("ambiguous move %q: it fits %s; name every captured square", text, strings.Join(names, " and "))
	case len(captured) == 0:
		// The game's own notation explains why no move goes from one
		// square to the other.
		if _, err := p.ParseMove(text); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("illegal move %q: no legal move goes from %d to %d capturing %s", text, from, to, squareList(captured))
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

// squareList joins square numbers with "and".
func squareList(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " and ")
}
