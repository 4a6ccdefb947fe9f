package stackem

import (
	"fmt"
	"github.com/kingme/kingme/checkers/internal/numbered"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// ParseMove reads a move such as "11-15" or "15x24x31" (every landing) and
// returns the legal move it names. A jump sequence may also be given by its
// two ends, "15x31", when one legal move fits them, and by any route that
// leaves the same position as a legal move. When the text names no legal
// move the error says why.
func (p Position) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// ParseMoveText is ParseMove returning the Move value itself.
func (p Position) ParseMoveText(text string) (Move, error) {
	legal := p.LegalMoves()
	return numbered.Parser[Move]{
		Legal: legal,
		Owner: p.checkOwner,
		Route: func(squares []int) (Move, string) {
			result, why := p.walkRoute(squares)
			if why != "" {
				return Move{}, why
			}
			for _, m := range legal {
				if p.Play(m) == result { // any route to the same position is the same move
					return m, ""
				}
			}
			return Move{}, numbered.Unfinished(legal, squares, p.turn)
		},
		WhyNot: func(from, to int, _ bool) string { return p.whyNot(legal, from, to) },
	}.Parse(text)
}

// checkOwner says why the stack on square n cannot move, or "" if the
// player to move controls it.
func (p Position) checkOwner(n int) string {
	bit := board32.Bit(n)
	switch {
	case p.tops[p.turn^1]&bit != 0:
		return fmt.Sprintf("the stack on %d is controlled by %s, and %s is to move", n, p.turn.Opponent(), p.turn)
	case p.tops[p.turn]&bit == 0:
		return fmt.Sprintf("there is no stack on %d", n)
	}
	return ""
}

// isForward reports whether d is forward for the player to move.
func (p Position) isForward(d board32.Direction) bool {
	lo, hi := forward(p.turn)
	return d >= lo && d <= hi
}

// walkRoute plays the jumps of squares and returns the position they
// leave, or why they are not a route of jumps.
func (p Position) walkRoute(squares []int) (Position, string) {
	q := p
	s, king := q.lift(squares[0])
	for i := 1; i < len(squares); i++ {
		a, b := squares[i-1], squares[i]
		d, ok := board32.Between(a, b, 2)
		if !ok {
			return q, fmt.Sprintf("%dx%d is not a jump: a jump goes over the next square onto the one right behind it", a, b)
		}
		mid := over[a-1][b-1]
		switch {
		case i == 1 && !king && !p.isForward(d):
			return q, "a stack topped by a piece jumps only forward (it is a king after its first jump)"
		case q.tops[p.turn^1]&board32.Bit(mid) == 0:
			return q, fmt.Sprintf("no %s checker tops square %d to jump", p.turn.Opponent(), mid)
		case q.empty()&board32.Bit(b) == 0:
			return q, fmt.Sprintf("%d is occupied", b)
		}
		s = q.jump(s, a, b)
	}
	q.put(squares[len(squares)-1], s, true)
	q.turn ^= 1
	return q, ""
}

// whyNot explains why no legal move goes from one square to another.
func (p Position) whyNot(legal []Move, from, to int) string {
	king := p.kings&board32.Bit(from) != 0
	jumps := len(legal) > 0 && legal[0].jumps > 0
	occupied := p.empty()&board32.Bit(to) == 0
	if d, ok := board32.Between(from, to, 1); ok {
		switch {
		case !king && !p.isForward(d):
			return "a stack topped by a piece moves only forward; only a king-topped stack moves backward"
		case occupied:
			return fmt.Sprintf("%d is occupied", to)
		case jumps:
			return "a jump is compulsory: " + numbered.List(legal)
		}
	}
	if _, ok := board32.Between(from, to, 2); ok {
		if _, why := p.walkRoute([]int{from, to}); why != "" {
			return why
		}
		return numbered.Unfinished(legal, []int{from, to}, p.turn)
	}
	var mine []Move
	for _, m := range legal {
		if m.From() == from {
			mine = append(mine, m)
		}
	}
	switch {
	case len(mine) > 0 && jumps:
		return fmt.Sprintf("no jump from %d ends on %d; the stack on %d can play %s", from, to, from, numbered.List(mine))
	case jumps:
		return "a jump is compulsory: " + numbered.List(legal)
	}
	return fmt.Sprintf("%d is not a diagonal neighbour of %d; a stack moves one square diagonally", to, from)
}
