package egdb

import "fmt"

// Value is a stored position's result for the side to move, with the
// plies to the next conversion (a capture or a man's move) or to the end
// of the game under best play: the winner hurries, the loser holds out.
// It is one byte: 0 unknown, 1 a draw, 2–127 a win in 1–126 plies,
// 128–255 a loss in 0–127 plies (0: the side to move cannot move).
type Value uint8

// Unknown is the value of a position not (yet) solved.
const Unknown Value = 0

// Draw is the value of a drawn position.
const Draw Value = 1

// MaxWinPlies and MaxLossPlies are the longest distances a Value holds.
const (
	MaxWinPlies  = 126
	MaxLossPlies = 127
)

// Win returns the value of a win whose next conversion is plies away
// (1 to MaxWinPlies).
func Win(plies int) Value { return Value(1 + plies) }

// Loss returns the value of a loss whose next conversion or end is plies
// away (0 to MaxLossPlies).
func Loss(plies int) Value { return Value(128 + plies) }

// Result is win, loss or draw for the side to move.
type Result int8

// The results, from the side to move's point of view.
const (
	ResultUnknown Result = iota
	ResultWin
	ResultDraw
	ResultLoss
)

// String returns "win", "loss", "draw" or "unknown".
func (r Result) String() string {
	switch r {
	case ResultWin:
		return "win"
	case ResultLoss:
		return "loss"
	case ResultDraw:
		return "draw"
	}
	return "unknown"
}

// Outcome returns the result as the search counts it (engine.Oracle): +1
// for a win, −1 for a loss, 0 for a draw or an unknown result.
func (r Result) Outcome() int {
	switch r {
	case ResultWin:
		return 1
	case ResultLoss:
		return -1
	}
	return 0
}

// Result returns the value's result.
func (v Value) Result() Result {
	switch {
	case v == Unknown:
		return ResultUnknown
	case v == Draw:
		return ResultDraw
	case v < 128:
		return ResultWin
	}
	return ResultLoss
}

// Plies returns the plies to the next conversion or the end, 0 for a draw
// or an unknown value.
func (v Value) Plies() int {
	switch {
	case v <= Draw:
		return 0
	case v < 128:
		return int(v) - 1
	}
	return int(v) - 128
}

// String returns "win in 5", "loss in 0", "draw" or "unknown".
func (v Value) String() string {
	r := v.Result()
	if r == ResultWin || r == ResultLoss {
		return fmt.Sprintf("%s in %d", r, v.Plies())
	}
	return r.String()
}
