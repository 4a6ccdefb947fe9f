package checkers

import "fmt"

// Outcome says whether a game is over and who won.
type Outcome uint8

const (
	// Ongoing means the game is not over.
	Ongoing Outcome = iota
	// BlackWins means Black won.
	BlackWins
	// RedWins means Red won.
	RedWins
	// Draw means neither player won.
	Draw
	// Aborted means the game was called off before it really began (see
	// Game.Abort): it has no result, neither a win nor a draw.
	Aborted
)

// WinFor returns the outcome in which c wins.
func WinFor(c Color) Outcome {
	if c == Black {
		return BlackWins
	}
	return RedWins
}

// OutcomeFor returns the outcome that outcome, given for the player toMove
// (+1 won, −1 lost, 0 drawn, as the fast end tests of the variants report
// it), means for the game.
func OutcomeFor(toMove Color, outcome int) Outcome {
	switch {
	case outcome > 0:
		return WinFor(toMove)
	case outcome < 0:
		return WinFor(toMove.Opponent())
	}
	return Draw
}

// String returns a short description such as "Black wins".
func (o Outcome) String() string {
	switch o {
	case Ongoing:
		return "ongoing"
	case BlackWins:
		return "Black wins"
	case RedWins:
		return "Red wins"
	case Draw:
		return "draw"
	case Aborted:
		return "aborted"
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// Reason says why a game ended.
type Reason uint8

const (
	// NoReason goes with Ongoing.
	NoReason Reason = iota
	// NoLegalMove: the player to move had pieces but none could move.
	NoLegalMove
	// AllCaptured: the player to move had no piece left.
	AllCaptured
	// AllBorneOff: the winner bore off all twelve checkers (Coast-to-Coast).
	AllBorneOff
	// Points: both sides were down to two pieces or fewer and points decided.
	Points
	// Resignation: the loser resigned.
	Resignation
	// Agreement: the players agreed to a draw.
	Agreement
	// Repetition: the same position arose for the third time with the same
	// player to move.
	Repetition
	// NoProgress: the variant's no-progress rule ended the game.
	NoProgress
	// TimeForfeit: the loser ran out of time.
	TimeForfeit
	// BothPassed: neither player could move, one after the other (Coast-to-Coast).
	BothPassed
	// Adjudicated: someone outside the play decided the result, such as an
	// arbiter, or a match that stops its games at a ply cap (see Game.End).
	Adjudicated
	// Recorded: the result is the one a record gives (a PDN file's result
	// marker) for moves that do not end the game by themselves; why the game
	// ended is not known (see Game.End).
	Recorded
	// NoStackControlled: the player to move controlled no stack (Stack'Em),
	// though his checkers may still be on the board, under the winner's.
	// Its words name the loser: "Red controls no stack" (see Result.Why).
	// The reasons keep their numbers, which stores record: a new one goes
	// last.
	NoStackControlled
	// NoFirstMove: a player did not make a first move in the time given
	// for it, and the game was aborted (see Game.AbortFor).
	NoFirstMove
	// Abandoned: the loser left the game, with no connection and no move
	// for the time the server allows, and the opponent claimed the win;
	// or, with a draw, called it; or, with an abort, both left it.
	Abandoned
	// EndingRule: a draw rule of the variant for the pieces left ended the
	// game, such as Russian draughts' three kings against one not winning
	// in fifteen moves (see DrawRules).
	EndingRule
	// Crowned: the winner crowned the game's first king, which wins
	// breakthrough draughts.
	Crowned
)

var reasonText = [...]string{
	NoReason:    "",
	NoLegalMove: "no legal move",
	AllCaptured: "all pieces captured",
	AllBorneOff: "all pieces borne off",
	Points:      "points after the small-material end",
	Resignation: "resignation",
	Agreement:   "agreement",
	Repetition:  "threefold repetition",
	NoProgress:  "no progress",
	TimeForfeit: "time forfeit",
	BothPassed:  "both players passed",
	Adjudicated: "adjudication",
	Recorded:    "as recorded",

	NoStackControlled: "controls no stack",
	NoFirstMove:       "no first move in time",
	Abandoned:         "abandoned",
	EndingRule:        "the ending's draw rule",
	Crowned:           "first king crowned",
}

// saidOfLoser marks the reasons whose words are said of the loser: Result
// puts the loser's name before them.
var saidOfLoser = [...]bool{NoStackControlled: true}

// String returns the reason in words, such as "threefold repetition"; a
// reason said of the loser leaves him out ("controls no stack"), which
// Result.Why adds.
func (r Reason) String() string {
	if int(r) < len(reasonText) {
		return reasonText[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Result is the outcome of a game with its reason.
type Result struct {
	Outcome Outcome
	Reason  Reason
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing }

// Why returns why the game ended in words, with the loser's name when the
// reason is said of him: "no legal move", "Red controls no stack"; "" while
// the game goes on or when the reason is not known.
func (r Result) Why() string {
	if r.Outcome == Ongoing {
		return ""
	}
	why := r.Reason.String()
	if int(r.Reason) < len(saidOfLoser) && saidOfLoser[r.Reason] && (r.Outcome == BlackWins || r.Outcome == RedWins) {
		loser := Black
		if r.Outcome == BlackWins {
			loser = Red
		}
		why = loser.String() + " " + why
	}
	return why
}

// String returns the result in words, such as "Red wins (no legal move)"
// or "Black wins (Red controls no stack)", or only the outcome when the
// reason is not known ("Red wins", as read from a PDN result marker).
func (r Result) String() string {
	switch {
	case r.Outcome == Ongoing:
		return "ongoing"
	case r.Reason == NoReason:
		return r.Outcome.String()
	}
	return fmt.Sprintf("%s (%s)", r.Outcome, r.Why())
}
