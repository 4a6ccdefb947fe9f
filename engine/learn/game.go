package learn

import (
	"io"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// GameKit is what the pipeline needs of one game: its rules, its engine, its
// openings and its learned evaluation. The table of games gives each
// game's (games.Game.ForLearning); this package names no game.
type GameKit struct {
	// Variant is the game's rules.
	Variant checkers.Variant
	// NewPlayer makes the game's engine player with options o.
	NewPlayer func(o engine.Options) (engine.Player, error)
	// Openings are the game's own openings, which self-play takes in turn
	// (the 3-move ballot for standard checkers); none starts every game
	// from the start position.
	Openings []Opening
	// Evaluation is the game's learned evaluation; nil for a game without
	// one.
	Evaluation *Evaluation
}

// Opening is an opening a self-play game may start from.
type Opening struct {
	Key   string   // how it is named in messages, such as "ACF 8"
	Moves []string // its moves from the start position, in the game's notation
}

// Evaluation describes a game's learned evaluation, a linear one over sparse
// features, for the pipeline that trains it (this package, kingme selfplay
// and kingme train): what it sees of a position, how its weights are made,
// written and read, and how the engine plays with them. The table of games
// gives each game's (games.Game.Learning); a game without one has none.
type Evaluation struct {
	// Features is the number of features; the weights are an (opening,
	// ending) pair for each, 2·Features int16 numbers.
	Features int
	// Windows is how many of the features, the first ones, are windows'
	// configurations: training's MinCount leaves the rare ones at zero.
	Windows int
	// Scalars names the scalar features, the last len(Scalars) ones, for
	// train's log.
	Scalars []string

	// Sparse appends the features of p, a position of the game, to dst as
	// (index, value) pairs and returns them with p's phase: 1 for a full
	// board, where the opening weights count, down to 0 where the ending
	// weights alone count.
	Sparse func(p checkers.Position, dst []pattern.Feature) ([]pattern.Feature, float64)
	// HandSet is the game's hand-set evaluation of p for the player to
	// move (the default weights), which training compares with and Base
	// weights correct.
	HandSet func(p checkers.Position) int
	// Evaluate scores p for the player to move with learned weights w (a
	// value New made or Read read), as the engine does.
	Evaluate func(w any, p checkers.Position) int
	// Quiet reports whether m, the engine's move, leaves a position worth
	// training on behind it: not a capture where captures are compulsory
	// (the search's Noisy).
	Quiet func(m checkers.Move) bool

	// New makes the weights value (what engine.Options.Weights takes) of
	// the trained numbers: 2·Features of them, pairs in feature order;
	// base marks corrections to the hand-set evaluation.
	New func(values []int16, base bool) (any, error)
	// Values returns the numbers of weights w (as New takes them) and
	// whether they are corrections; an error if w is not this game's.
	Values func(w any) ([]int16, bool, error)
	// Write writes weights w as the game's weights file.
	Write func(w any, out io.Writer) error
	// Read reads the game's weights file.
	Read func(data []byte) (any, error)
	// Builtin, if not nil, returns the learned weights built into KingMe,
	// which the game plays with by default; nil when the hand-set
	// evaluation is the default.
	Builtin func() any
}
