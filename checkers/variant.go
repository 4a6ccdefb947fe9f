package checkers

// Variant is one game's rules as the application sees them: its names, its
// start position and how its position text is read. Each game is its own
// package with its own fast position type; this interface and Position are the
// small common surface that Game, the notation and the commands use.
type Variant interface {
	// Key returns the short name used on the command line and in URLs,
	// such as "standard".
	Key() string
	// Name returns the game's name for people, such as "Standard checkers".
	Name() string
	// Summary returns a one-line description of the game.
	Summary() string
	// Start returns the start position.
	Start() Position
	// ParsePosition reads the variant's position text (for standard checkers,
	// PDN FEN). The error says what was wrong and where.
	ParsePosition(text string) (Position, error)
	// NoProgressPlies returns how many plies in a row without progress (see
	// Position.Progress) end the game in a draw.
	NoProgressPlies() int
}

// Position is one position of a game: the pieces and the player to move.
// Positions are values: After returns a new position and leaves its receiver
// unchanged. The dynamic value behind a Position must be comparable with ==,
// and two positions are == exactly when they are the same position (same
// pieces on the same squares, same player to move); Game's repetition rule
// relies on it.
type Position interface {
	// Turn returns the player to move.
	Turn() Color
	// Legal returns the legal moves, each move once however many routes
	// lead to it, in a stable order.
	Legal() []Move
	// After returns the position after m, which must be legal here; the error
	// says why it is not.
	After(m Move) (Position, error)
	// ParseMove reads a move in the variant's notation and returns the legal
	// move it names. The error says why the text is not a legal move here.
	ParseMove(text string) (Move, error)
	// Progress reports whether m, played here, resets the no-progress count.
	Progress(m Move) bool
	// Status returns the result when this position itself ends the game
	// (for example when the player to move has no legal move), and the
	// zero Result otherwise. Repetition and no-progress draws are Game's.
	Status() Result
	// String returns the variant's position text, which ParsePosition reads
	// back to the same position.
	String() string
}

// Move is one legal move of a variant. Its String is the move's text in the
// variant's notation, which the position's ParseMove reads back.
type Move interface {
	String() string
}

// MoveList returns a variant's own moves as checkers.Move values, for
// Position.Legal.
func MoveList[M Move](moves []M) []Move {
	out := make([]Move, len(moves))
	for i, m := range moves {
		out[i] = m
	}
	return out
}

// FirstPlayerChooser is implemented by a Variant whose players choose who
// moves first (Kings & Flying Kings): StartWith returns the start position
// with first to move.
type FirstPlayerChooser interface {
	StartWith(first Color) Position
}

// NoRepetitionDraw is implemented by a Variant whose rules know no draw by
// repetition (Frisian draughts: its federation's rules draw only the
// endings they name): Game does not end its games when a position comes
// back a third time.
type NoRepetitionDraw interface {
	// NoRepetitionDraw marks the variant; it does nothing.
	NoRepetitionDraw()
}

// DrawRules is implemented by a Variant whose draw rules say more than
// threefold repetition and NoProgressPlies can: rules on the pieces left
// and the moves made since they were left, such as Russian draughts' three
// kings against one king not winning in fifteen moves. Game consults it
// after every move, when neither the position nor repetition nor the
// no-progress count ended the game, and ends a game it calls drawn with the
// reason EndingRule.
type DrawRules interface {
	// Drawn reports whether the game with these positions (from the one it
	// started from to the current one, last) and moves (moves[i] led from
	// positions[i] to positions[i+1]) is drawn by the variant's rules. It
	// must not change the slices.
	Drawn(positions []Position, moves []Move) bool
}
