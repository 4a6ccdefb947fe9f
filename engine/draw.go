package engine

// The computer's answer to a draw offer.
const (
	// DrawWorseMargin is how far behind (hundredths of a man) the computer
	// must judge itself to accept a draw at any point of the game.
	DrawWorseMargin = 25
	// DrawSettledPlies is how many plies a game must have gone before the
	// computer accepts a draw in a position it judges level.
	DrawSettledPlies = 40
)

// AcceptsDraw reports whether the computer accepts a draw offer, given its
// search's score of the position for itself and the plies played: when it
// stands worse by DrawWorseMargin or more, or, once the game has gone
// DrawSettledPlies, when it does not stand better. An even opening is
// played on, not drawn.
func AcceptsDraw(score, plies int) bool {
	if score <= -DrawWorseMargin {
		return true
	}
	return plies >= DrawSettledPlies && score <= 0
}
