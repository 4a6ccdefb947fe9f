package egdb

import (
	"fmt"

	"github.com/kingme/kingme/checkers/standard"
)

// expected returns the value pos must have given the values of the
// positions its moves lead to (value looks them up): the rules of the
// retrograde analysis, stated once more without its bookkeeping. A move
// that converts counts one ply; a king's step counts one more than the
// value it leads to.
func expected(pos *standard.Position, moves []standard.Move, value func(*standard.Position) Value) (Value, error) {
	if len(moves) == 0 {
		return Loss(0), nil
	}
	bestWin, longestLoss, draw := 0, 0, false
	for _, m := range moves {
		next := pos.Play(m)
		w := value(&next)
		plies := 1
		if !pos.ProgressMove(m) {
			plies = w.Plies() + 1
		}
		switch w.Result() {
		case ResultUnknown:
			return Unknown, fmt.Errorf("%s leads to %s, whose value is unknown", m, next)
		case ResultLoss:
			if bestWin == 0 || plies < bestWin {
				bestWin = plies
			}
		case ResultDraw:
			draw = true
		case ResultWin:
			longestLoss = max(longestLoss, plies)
		}
	}
	switch {
	case bestWin > 0:
		return Win(bestWin), nil
	case draw:
		return Draw, nil
	}
	return Loss(longestLoss), nil
}

// check verifies the value of the position at index i of t against its
// moves and the values they lead to.
func (ts *tables) check(t *table, i uint64, moves []standard.Move) ([]standard.Move, error) {
	s := pieces{}
	s.ownMen, s.oppMen, s.ownKings, s.oppKings = t.layout.Position(i)
	pos := s.position()
	moves = pos.AppendMoves(moves[:0])
	want, err := expected(&pos, moves, ts.value)
	if err != nil {
		return moves, fmt.Errorf("%s: %w", pos, err)
	}
	if got := t.values[i]; got != want {
		return moves, fmt.Errorf("%s: stored %v, its moves say %v", pos, got, want)
	}
	return moves, nil
}
