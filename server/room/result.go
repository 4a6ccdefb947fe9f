package room

import "github.com/kingme/kingme/checkers"

// Result is a game's result as the API shows it (a game's State, a
// replayed record, a study).
type Result struct {
	Over   bool    `json:"over"`
	Winner *string `json:"winner"`
	Reason string  `json:"reason"`
	Text   string  `json:"text"`
}

// ResultOf describes r: the winner by colour ("black" or "red"; nil for a
// draw or a game going on), the reason once it is over, and its text.
func ResultOf(r checkers.Result) Result {
	out := Result{Over: r.Over(), Text: r.String()}
	if r.Over() {
		out.Reason = r.Reason.String()
	}
	switch r.Outcome {
	case checkers.BlackWins:
		w := ColorName(checkers.Black)
		out.Winner = &w
	case checkers.RedWins:
		w := ColorName(checkers.Red)
		out.Winner = &w
	}
	return out
}
