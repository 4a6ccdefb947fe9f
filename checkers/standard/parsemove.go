package standard

import (
	"fmt"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/numbered"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// ParseMove reads a move in PDN notation and returns the legal move it
// names: "11-15" for a simple move, "15x24x31" for a jump with every landing,
// or "15x31" with only its ends when one legal jump fits them. Either
// separator is accepted for either kind of move. When the text names no
// legal move the error says why, such as
//
//	illegal move 11-16: 16 is not a diagonal neighbour of 11; a man moves one square diagonally forward
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
			captured, why := p.walkRoute(squares)
			if why != "" {
				return Move{}, why
			}
			from, to := squares[0], squares[len(squares)-1]
			for _, m := range legal {
				if m.From() == from && m.To() == to && m.captured == captured {
					return m, ""
				}
			}
			return Move{}, numbered.Unfinished(legal, squares, p.turn)
		},
		WhyNot: func(from, to int, jump bool) string { return p.whyNot(legal, from, to, jump) },
	}.Parse(text)
}

// checkOwner says why the piece on square n cannot move, or "" if it is the
// mover's.
func (p Position) checkOwner(n int) string {
	bit := board32.Bit(n)
	switch {
	case p.opp&bit != 0:
		return fmt.Sprintf("the piece on %d is %s's, and %s is to move", n, p.turn.Opponent(), p.turn)
	case p.own&bit == 0:
		return fmt.Sprintf("there is no piece on %d", n)
	}
	return ""
}

// forward reports whether d is forward for the player to move.
func (p Position) forward(d board32.Direction) bool {
	down := d == board32.DownLeftDir || d == board32.DownRightDir
	return down == (p.turn == checkers.Black)
}

// pieceName is "man" or "king" for the piece on square n.
func (p Position) pieceName(n int) string {
	if p.kings&board32.Bit(n) != 0 {
		return "king"
	}
	return "man"
}

// whyNot explains why no legal move goes from one square to another.
func (p Position) whyNot(legal []Move, from, to int, jumpAsked bool) string {
	king := p.kings&board32.Bit(from) != 0
	jumps := len(legal) > 0 && legal[0].jumps > 0
	occupied := (p.own|p.opp)&board32.Bit(to) != 0
	if d, ok := board32.Between(from, to, 1); ok {
		switch {
		case !king && !p.forward(d):
			return "a man moves only forward; only a king moves backward"
		case occupied:
			return fmt.Sprintf("%d is occupied", to)
		case jumps:
			return "a jump is compulsory: " + numbered.List(legal)
		}
	}
	if d, ok := board32.Between(from, to, 2); ok {
		over := board32.Step(board32.Bit(from), d)
		switch {
		case !king && !p.forward(d):
			return "a man jumps only forward; only a king jumps backward"
		case p.opp&over == 0:
			return fmt.Sprintf("there is no %s piece on %d to jump", p.turn.Opponent(), board32.Number(board32.Index(over)))
		case occupied:
			return fmt.Sprintf("%d is occupied", to)
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
	case len(mine) > 0 && mine[0].jumps > 0:
		return fmt.Sprintf("no jump from %d ends on %d; the %s on %d can play %s", from, to, p.pieceName(from), from, numbered.List(mine))
	case jumps:
		return "a jump is compulsory: " + numbered.List(legal)
	case jumpAsked:
		return fmt.Sprintf("the %s on %d has no jump", p.pieceName(from), from)
	case king:
		return fmt.Sprintf("%d is not a diagonal neighbour of %d; a king moves one square diagonally", to, from)
	}
	return fmt.Sprintf("%d is not a diagonal neighbour of %d; a man moves one square diagonally forward", to, from)
}

// walkRoute checks that squares is a route of jumps for the piece on its
// first square and returns the pieces it captures, or why it is not.
func (p Position) walkRoute(squares []int) (captured bitboard, why string) {
	start := board32.Bit(squares[0])
	king := p.kings&start != 0
	empty := onBoard&^(p.own|p.opp) | start
	for i := 1; i < len(squares); i++ {
		a, b := squares[i-1], squares[i]
		d, ok := board32.Between(a, b, 2)
		if !ok {
			return 0, fmt.Sprintf("%dx%d is not a jump: a jump goes diagonally over one piece onto the square right behind it", a, b)
		}
		over := board32.Step(board32.Bit(a), d)
		switch {
		case !king && !p.forward(d):
			return 0, "a man jumps only forward; only a king jumps backward"
		case p.opp&over == 0:
			return 0, fmt.Sprintf("there is no %s piece on %d to jump", p.turn.Opponent(), board32.Number(board32.Index(over)))
		case captured&over != 0:
			return 0, fmt.Sprintf("the piece on %d is jumped twice; a piece can be jumped only once", board32.Number(board32.Index(over)))
		case empty&board32.Bit(b) == 0:
			return 0, fmt.Sprintf("%d is occupied", b)
		case !king && board32.Bit(b)&crownRow[p.turn&1] != 0 && i < len(squares)-1:
			return 0, fmt.Sprintf("the man is crowned on %d and the move ends there", b)
		}
		captured |= over
		empty |= over
	}
	return captured, ""
}
