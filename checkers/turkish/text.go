package turkish

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
)

// String returns the position in PDN FEN with algebraic squares: the player
// to move (W for White, Red; B for Black), then White's pieces and Black's,
// men before kings (K), each from a1 along the ranks to h8, such as
// "W:Wa2,b2,Kd4:Ba7". ParseFEN reads it back.
func (p Position) String() string {
	out := make([]byte, 0, 120)
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
				out = append(out, Square(first(group)).String()...)
			}
		}
	}
	return string(out)
}

// ParseSquare reads an algebraic square name, "a1" to "h8" (the letter in
// either case).
func ParseSquare(name string) (Square, error) {
	s := strings.TrimSpace(name)
	if len(s) != 2 {
		return 0, fmt.Errorf("bad square %q: want a file a-h and a rank 1-8, such as d4", name)
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return 0, fmt.Errorf("bad square %q: want a file a-h and a rank 1-8, such as d4", name)
	}
	return NewSquare(int(f-'a'), int(r-'1')), nil
}

// ParseFEN reads a position in PDN FEN with algebraic squares: the player
// to move (W or B), then one section per colour, W and B in either order,
// each a comma-separated list of squares a1–h8 with K before a king, such
// as "W:Wa2,b2,Kd4:Ba7"; letters may be in either case and a final "." is
// ignored. The position must be one a game can reach: at most 16 pieces a
// side, no square twice, no man on the row where it would have been
// crowned. The error says what was wrong.
func ParseFEN(text string) (Position, error) {
	var p Position
	bad := func(format string, args ...any) (Position, error) {
		return Position{}, fmt.Errorf("bad FEN %q: %s", text, fmt.Sprintf(format, args...))
	}
	fields := strings.Split(strings.TrimSuffix(strings.TrimSpace(text), "."), ":")
	if len(fields) != 3 {
		return bad("want the side to move and both sides' pieces, separated by colons, such as W:Wa2,b2:Ba7")
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
		if n := count(p.side[c]); n > 16 {
			return bad("%s has %d pieces; a side has at most 16", name(c), n)
		}
		if men := p.side[c] &^ p.kings & crownRow[c]; men != 0 {
			sq := Square(first(men))
			return bad("%s's man on %s stands on its crowning row, where it would have been crowned (write a king K%s)", name(c), sq, sq)
		}
	}
	return p, nil
}

// name returns the colour's name in Turkish draughts: White for Red.
func name(c checkers.Color) string {
	if c == checkers.Red {
		return "White"
	}
	return "Black"
}

// addPieces adds one colour's comma-separated list of squares to p.
func (p *Position) addPieces(c checkers.Color, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		king := false
		if item != "" && (item[0] == 'K' || item[0] == 'k') {
			king, item = true, strings.TrimSpace(item[1:])
		}
		sq, err := ParseSquare(item)
		if err != nil {
			return err
		}
		b := sq.Bit()
		if (p.side[0]|p.side[1])&b != 0 {
			return fmt.Errorf("square %s is given twice", sq)
		}
		p.side[c] |= b
		if king {
			p.kings |= b
		}
	}
	return nil
}

// numMove is a Move as the shared move parser sees it: squares numbered 1
// (a1) to 64 (h8).
type numMove struct{ Move }

func (m numMove) From() int         { return int(m.Move.from) + 1 }
func (m numMove) To() int           { return int(m.Move.to) + 1 }
func (m numMove) Landing(i int) int { return int(m.Move.Landing(i)) + 1 }

// ParseMoveText reads a move and returns the legal move it names: a step by
// its two squares, "d3-d4"; a capture by its two ends, "d4xd6", when one
// legal capture has them; or a capture by every landing square,
// "d4xd6xf6", along any route the capture may take (where a king goes on
// along one line, the landing between two pieces may be any square between
// them). The error says why the text is not a legal move here.
func (p Position) ParseMoveText(text string) (Move, error) {
	moves := p.LegalMoves()
	legal := make([]numMove, len(moves))
	for i, m := range moves {
		legal[i] = numMove{m}
	}
	us := p.turn & 1
	m, err := numbered.Parser[numMove]{
		Legal:   legal,
		Turn:    p.turn,
		Squares: parseSquares,
		Owner: func(n int) string {
			sq := Square(n - 1)
			switch {
			case p.side[us^1]&sq.Bit() != 0:
				return fmt.Sprintf("the piece on %s is %s's, and %s is to move", sq, name(p.turn.Opponent()), name(p.turn))
			case p.side[us]&sq.Bit() == 0:
				return fmt.Sprintf("there is no piece on %s", sq)
			}
			return ""
		},
		Route: func(squares []int) (numMove, string) {
			taken, ok := p.route(squares)
			if ok {
				for _, m := range legal {
					if m.From() == squares[0] && m.To() == squares[len(squares)-1] && m.Jumps() == len(squares)-1 && m.captured == taken {
						return m, ""
					}
				}
			}
			return numMove{}, numbered.Unfinished(legal, squares, p.turn)
		},
		WhyNot: func(from, to int, jump bool) string {
			why := numbered.Unfinished(legal, []int{from, to}, p.turn)
			switch {
			case strings.HasPrefix(why, "the jump must be finished"):
				return why
			case len(legal) == 0 && p.lone():
				return "the game is drawn: each side has one piece left"
			case len(legal) == 0:
				return fmt.Sprintf("%s has no legal move", name(p.turn))
			case legal[0].jumps > 0:
				return fmt.Sprintf("capturing is compulsory, and the most pieces (%d): %s", legal[0].jumps, numbered.List(legal))
			}
			return "it is not one of the legal moves: " + numbered.List(legal)
		},
	}.Parse(text)
	return m.Move, err
}

// route returns the pieces a capture by the piece to move on squares[0]
// along the landings squares[1:] (numbered 1–64) takes, and false when that
// is no capture route: each leg along a rank or a file over exactly one
// opponent's piece not taken before (a piece taken is off the board at
// once, its square empty), the other squares passed empty (the piece's own
// start included), a man's leg two squares long forward or sideways, and no
// leg back along the line of the one before.
func (p *Position) route(squares []int) (Bitboard, bool) {
	us := p.turn & 1
	from := Square(squares[0] - 1).Bit()
	man := p.kings&from == 0
	empty := ^(p.side[0] | p.side[1]) | from
	them := p.side[us^1]
	var taken Bitboard
	at, last := from, direction(4)
	for _, n := range squares[1:] {
		to := Square(n - 1).Bit()
		var leg Bitboard
		dir, ok := direction(0), false
		for d := range direction(4) {
			var passed Bitboard
			for t := step(at, d); t != 0; t = step(t, d) {
				if t == to {
					leg, dir, ok = passed, d, true
					break
				}
				passed |= t
			}
			if ok {
				break
			}
		}
		if !ok || to&empty == 0 || last < 4 && dir == last.reverse() {
			return 0, false
		}
		if man && dir == manDirs[us][0].reverse() {
			return 0, false
		}
		victims := leg & them
		if count(victims) != 1 || leg&^(victims|empty) != 0 || man && count(leg) != 1 {
			return 0, false
		}
		taken |= victims
		them &^= victims
		empty |= victims
		at, last = to, dir
	}
	return taken, true
}

// parseSquares reads the squares of a move's text, algebraic squares joined
// by "-", "x" or ":", and numbers them 1 (a1) to 64 (h8). It checks only
// the form.
func parseSquares(text string) ([]int, error) {
	t := strings.TrimSpace(text)
	isSep := func(r rune) bool { return r == '-' || r == 'x' || r == 'X' || r == ':' }
	fields := strings.FieldsFunc(t, isSep)
	seps := strings.Count(t, "-") + strings.Count(t, "x") + strings.Count(t, "X") + strings.Count(t, ":")
	if t == "" || len(fields) < 2 || seps != len(fields)-1 || isSep(rune(t[0])) || isSep(rune(t[len(t)-1])) {
		return nil, fmt.Errorf("bad move %q: want squares a1-h8 joined by - or x, such as d3-d4, d4xd6 or d4xd6xf6", text)
	}
	out := make([]int, len(fields))
	for i, f := range fields {
		sq, err := ParseSquare(f)
		if err != nil {
			return nil, fmt.Errorf("bad move %q: %v", text, err)
		}
		out[i] = int(sq) + 1
	}
	return out, nil
}
