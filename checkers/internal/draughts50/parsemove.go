package draughts50

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
)

// ParseMoveText reads a move and returns the legal move it names: a step by
// its two squares, "32-28"; a capture by its two ends, "28x19", when one
// legal capture has them; or a capture by every landing square,
// "37x28x19", along any route the capture may take (where a king goes on
// along one diagonal, the landing between two pieces may be any square
// between them). The error says why the text is not a legal move here.
func (p Position[R]) ParseMoveText(text string) (Move, error) {
	legal := p.LegalMoves()
	return numbered.Parser[Move]{
		Legal:   legal,
		Turn:    p.turn,
		Squares: parseSquares,
		Owner:   p.whyNotOwn,
		Route:   func(squares []int) (Move, string) { return routeMove(legal, squares, p.route, p.turn) },
		WhyNot: func(from, to int, jump bool) string {
			why := numbered.Unfinished(legal, []int{from, to}, p.turn)
			switch {
			case strings.HasPrefix(why, "the jump must be finished"):
				return why
			case len(legal) == 0:
				return fmt.Sprintf("%s has no legal move", name(p.turn))
			case legal[0].jumps > 0:
				return fmt.Sprintf("capturing is compulsory, and the most pieces (%d): %s", legal[0].jumps, numbered.List(legal))
			}
			return "it is not one of the legal moves: " + numbered.List(legal)
		},
	}.Parse(text)
}

// whyNotOwn says why a move may not start on sq, "" when the player to
// move has a piece there.
func (p *Board) whyNotOwn(sq int) string {
	us, b := p.turn&1, bit(sq)
	switch {
	case p.side[us^1]&b != 0:
		return fmt.Sprintf("the piece on %d is %s's, and %s is to move", sq, name(p.turn.Opponent()), name(p.turn))
	case p.side[us]&b == 0:
		return fmt.Sprintf("there is no piece on %d", sq)
	}
	return ""
}

// routeMove returns the move of legal that a capture written by its
// landing squares names, route reading the pieces it takes (false when
// the squares are no capture route), or why no legal move is meant.
func routeMove(legal []Move, squares []int, route func([]int) (Bitboard, bool), turn checkers.Color) (Move, string) {
	if taken, ok := route(squares); ok {
		for _, m := range legal {
			if m.From() == squares[0] && m.To() == squares[len(squares)-1] && m.Jumps() == len(squares)-1 && m.captured == taken {
				return m, ""
			}
		}
	}
	return Move{}, numbered.Unfinished(legal, squares, turn)
}

// route returns the pieces a capture by the piece to move on squares[0]
// along the landings squares[1:] takes, and false when that is no capture
// route: each leg along a diagonal over exactly one opponent's piece not
// taken before, a man's leg two squares long, the other squares passed
// empty (the piece's own start included).
func (p *Board) route(squares []int) (Bitboard, bool) {
	us := p.turn & 1
	from := bit(squares[0])
	man := p.kings&from == 0
	empty := onBoard&^(p.side[0]|p.side[1]) | from
	them := p.side[us^1]
	var taken Bitboard
	at := from
	for _, n := range squares[1:] {
		to := bit(n)
		leg, ok := Bitboard(0), false
		for d := range direction(4) {
			var passed Bitboard
			for t := step(at, d); t != 0; t = step(t, d) {
				if t == to {
					leg, ok = passed, true
					break
				}
				passed |= t
			}
			if ok {
				break
			}
		}
		if !ok || to&empty == 0 {
			return 0, false
		}
		victims := leg & them &^ taken
		if count(victims) != 1 || leg&^(victims|empty) != 0 || man && count(leg) != 1 {
			return 0, false
		}
		taken |= victims
		at = to
	}
	return taken, true
}

// parseSquares reads the squares of a move's text, numbers 1–50 joined by
// "-" or "x". It checks only the form.
func parseSquares(text string) ([]int, error) {
	t := strings.TrimSpace(text)
	isSep := func(r rune) bool { return r == '-' || r == 'x' || r == 'X' }
	fields := strings.FieldsFunc(t, isSep)
	seps := strings.Count(t, "-") + strings.Count(t, "x") + strings.Count(t, "X")
	if len(fields) < 2 || seps != len(fields)-1 || isSep(rune(t[0])) || isSep(rune(t[len(t)-1])) {
		return nil, fmt.Errorf("bad move %q: want squares 1-50 joined by - or x, such as 32-28, 28x19 or 37x28x19", text)
	}
	out := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || f[0] == '+' {
			return nil, fmt.Errorf("bad move %q: %q is not a square number", text, f)
		}
		if n < 1 || n > 50 {
			return nil, fmt.Errorf("bad move %q: square %d is off the board (1-50)", text, n)
		}
		out[i] = n
	}
	return out, nil
}
