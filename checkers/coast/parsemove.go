package coast

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// ParseMove reads a move: "c3-d4" (a step), "c3:e5:e7" (a chain, every
// landing), "g7-h8+h7" or "f6:h8+f8:d8" (a crowning and its free move after
// the +), "pass". Either separator, - or :, is accepted between squares, a
// move may be given by its ends only ("c3:e7", "f6:h8+d8") when they name
// one legal move, and any legal route is accepted. When the text names no
// legal move the error says why.
func (p Position) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// ParseMoveText is ParseMove returning the Move value itself.
func (p Position) ParseMoveText(text string) (Move, error) {
	t := strings.TrimSpace(text)
	fail := func(format string, args ...any) (Move, error) {
		return Move{}, fmt.Errorf("illegal move %s: %s", t, fmt.Sprintf(format, args...))
	}
	if p.over() {
		return fail("the game is over")
	}
	legal := p.AppendMoves(nil)
	onlyPass := len(legal) == 1 && legal[0].pass
	if strings.EqualFold(t, "pass") {
		if !onlyPass {
			return fail("a player may pass only when he has no move")
		}
		return legal[0], nil
	}
	main, free, crowned := strings.Cut(t, "+")
	squares, err := parseSquares(main)
	if err != nil {
		return Move{}, fmt.Errorf("bad move %q: %v", text, err)
	}
	var freeSquares []checkers.Square
	if crowned {
		if freeSquares, err = parseSquares(free); err != nil {
			return Move{}, fmt.Errorf("bad move %q: after +: %v", text, err)
		}
	} else if len(squares) < 2 {
		return Move{}, fmt.Errorf("bad move %q: want squares joined by - or :, such as c3-d4 or c3:e5:e7", text)
	}
	if onlyPass {
		return fail("%s has no move and must pass", p.turn)
	}
	to := squares[len(squares)-1]
	if crowned {
		to = freeSquares[len(freeSquares)-1]
	}
	want := p.move(uint8(squares[0]), uint8(to), crowned)
	// A text by its ends names the legal move with those ends, even when its
	// two squares could also be read as one jump ("f5:f7" for a chain from
	// f5 that ends on f7): a move is its ends, not its route.
	byEnds := len(squares) == 2 && (!crowned || len(freeSquares) == 1)
	if byEnds && slices.Contains(legal, want) {
		return want, nil
	}
	if why := p.checkRoute(squares, freeSquares, crowned); why != "" {
		return fail("%s", why)
	}
	if slices.Contains(legal, want) {
		return want, nil
	}
	return fail("%s", p.whyNot(want))
}

// parseSquares reads squares joined by - or :.
func parseSquares(s string) ([]checkers.Square, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ':' })
	if len(fields) == 0 || strings.Count(s, "-")+strings.Count(s, ":") != len(fields)-1 {
		return nil, fmt.Errorf("want squares joined by - or :, such as c3 or c3-d4")
	}
	out := make([]checkers.Square, len(fields))
	for i, f := range fields {
		sq, err := checkers.ParseSquare(f)
		if err != nil {
			return nil, err
		}
		out[i] = sq
	}
	return out, nil
}

// hop classifies a → b: a step in direction d, a jump over the square over
// in direction d, or neither.
func hop(a, b checkers.Square) (d direction, jump bool, over checkers.Square, ok bool) {
	for d := range direction(8) {
		n := step(1<<a, d)
		if n == 1<<b {
			return d, false, 0, true
		}
		if n != 0 && step(n, d) == 1<<b {
			return d, true, checkers.Square(bitIndex(n)), true
		}
	}
	return 0, false, 0, false
}

// checkRoute walks the squares of a move's text and says why they are not
// a route of the rules, or "" when they are (or when they only give the
// move's ends, which the caller then looks up).
func (p *Position) checkRoute(squares, free []checkers.Square, crowned bool) string {
	c := p.turn
	start := squares[0]
	bit := bitboard(1) << start
	switch {
	case p.pieces[c^1]&bit != 0:
		return fmt.Sprintf("the checker on %s is %s's, and %s is to move", start, c^1, c)
	case p.pieces[c]&bit == 0:
		return fmt.Sprintf("there is no checker on %s", start)
	}
	king := p.kings&bit != 0
	occ := (p.pieces[0] | p.pieces[1]) &^ bit
	own, opp := home[c], home[c^1]
	if crowned && king {
		return "+ is for the free move after a crowning, and a king is not crowned again"
	}
	why := walk(squares, occ, king, c, own, opp, true)
	if why == "" && crowned {
		if squares[len(squares)-1] != checkers.Square(bitIndex(opp)) {
			return fmt.Sprintf("+ is for the free move after a crowning on the opponent's home %s", checkers.Square(bitIndex(opp)))
		}
		why = walk(append([]checkers.Square{squares[len(squares)-1]}, free...), occ, true, c, own, opp, false)
	}
	return why
}

// walk checks one part of a move, a step or a chain from squares[0]. For
// the first part of a move its start may not be landed on again.
func walk(squares []checkers.Square, occ bitboard, king bool, c checkers.Color, own, opp bitboard, first bool) string {
	if len(squares) == 2 {
		if _, _, _, ok := hop(squares[0], squares[1]); !ok {
			// Given by its ends only: check where it ends, then let the
			// caller look the move up.
			last := bitboard(1) << squares[1]
			switch {
			case king && last&opp != 0:
				return fmt.Sprintf("a king never lands on the opponent's home %s", squares[1])
			case occ&last != 0:
				return fmt.Sprintf("%s is occupied", squares[1])
			case first && squares[1] == squares[0]:
				return fmt.Sprintf("a chain never lands on the square it started from (%s)", squares[0])
			}
			return ""
		}
	}
	landed := bitboard(1) << squares[0]
	for i := 1; i < len(squares); i++ {
		a, b := squares[i-1], squares[i]
		d, jump, over, ok := hop(a, b)
		bBit := bitboard(1) << b
		switch {
		case !ok:
			return fmt.Sprintf("%s to %s is neither a step nor a jump", a, b)
		case !jump && len(squares) > 2:
			return "a turn is one step or a chain of jumps, never both"
		case !king && !allowed(pieceDirs[c], d):
			return fmt.Sprintf("a piece does not move from %s to %s: only a king moves toward its own home", a, b)
		case jump && occ&(1<<over) == 0:
			return fmt.Sprintf("there is no checker on %s to jump over", over)
		case occ&bBit != 0:
			return fmt.Sprintf("%s is occupied", b)
		case first && b == squares[0]:
			return fmt.Sprintf("a chain never lands on the square it started from (%s)", b)
		case landed&bBit != 0:
			return fmt.Sprintf("the chain lands on %s twice", b)
		case king && bBit&opp != 0:
			return fmt.Sprintf("a king never lands on the opponent's home %s", b)
		case bBit&opp != 0 && i < len(squares)-1:
			return fmt.Sprintf("the piece is crowned on %s and its chain stops there; write its free move after +", b)
		case king && bBit&own != 0 && i < len(squares)-1:
			return fmt.Sprintf("the king is borne off on %s and its move ends there", b)
		}
		landed |= bBit
	}
	return ""
}

func allowed(ds []direction, d direction) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// whyNot explains why no legal move has want's ends.
func (p *Position) whyNot(want Move) string {
	bit := bitboard(1) << want.from
	opp := home[p.turn^1]
	plain, crowned := p.outcomes(bit)
	switch {
	case !want.crown && bitboard(1)<<want.to&opp != 0 && p.kings&bit == 0 && crowned != 0:
		return fmt.Sprintf("the piece is crowned on %s and must make a free move off it: write it after +, such as %s", want.To(), p.move(want.from, uint8(bitIndex(crowned)), true))
	case want.crown && crowned == 0 && plain != 0:
		return "the piece cannot be crowned and then make a free move from here"
	case plain|crowned == 0:
		return fmt.Sprintf("the checker on %s cannot move", want.From())
	}
	return fmt.Sprintf("the checker on %s cannot end this turn on %s", want.From(), want.To())
}
