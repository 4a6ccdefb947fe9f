package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrNoPuzzle is returned (wrapped) when no puzzle has the requested ID.
var ErrNoPuzzle = errors.New("no such puzzle")

// PuzzleSpeed is the Speed of a player's puzzle rating (PlayerRating): one
// rating a game, apart from the ratings of games played.
const PuzzleSpeed = "puzzle"

// Puzzle is one stored puzzle: what the store selects it by, its rating,
// and the puzzle itself as the server gave it (the JSON of package
// puzzle's Puzzle), kept byte for byte.
type Puzzle struct {
	ID      string
	Variant string
	// Themes are the puzzle's themes (FindPuzzles selects by one).
	Themes []string
	// Data is the puzzle, as given.
	Data []byte
	PuzzleRating
	// Plays counts every attempt, rated or not, and Wins those solved.
	Plays, Wins int
}

// PuzzleRating is a puzzle's Glicko-2 rating (package rating), with how
// many rated attempts made it.
type PuzzleRating struct {
	Rating, Deviation, Volatility float64
	// Rated counts the rated attempts; RecordAttempt checks it, so that
	// two attempts rated at once cannot both start from the same rating.
	Rated int
}

// PuzzleQuery selects puzzles for FindPuzzles.
type PuzzleQuery struct {
	// Variant is the game's key; required.
	Variant string
	// Theme, when not empty, keeps only the puzzles with that theme.
	Theme string
	// Near orders the puzzles by how far their rating is from it, the
	// nearest first (then by ID).
	Near float64
	// Account, when not empty, leaves out the puzzles that account has
	// attempted.
	Account string
	// Exclude leaves out these puzzles.
	Exclude []string
	// Limit caps the number of puzzles returned; 0 means 1.
	Limit int
}

// PuzzleAttempt is one attempt at a puzzle.
type PuzzleAttempt struct {
	PuzzleID string
	// AccountID is the player's account; empty for a guest, whose attempt
	// is counted but never rated.
	AccountID string
	Solved    bool
	At        time.Time
	// Rated says the attempt changes the player's and the puzzle's
	// ratings, from Player.Before to Player.After (Speed PuzzleSpeed, Game
	// the puzzle's game, After.Games = Before.Games + 1) and from
	// PuzzleBefore to PuzzleAfter (PuzzleAfter.Rated = PuzzleBefore.Rated
	// + 1). Only an account's first attempt at a puzzle is rated.
	Rated                     bool
	Player                    RatingChange
	PuzzleBefore, PuzzleAfter PuzzleRating
}

// Puzzles keeps the puzzles, their attempts and the players' puzzle
// ratings. Both stores implement it; store/storetest checks it.
type Puzzles interface {
	// AddPuzzles stores puzzles in one transaction, leaving a puzzle whose
	// ID is stored already as it is (its rating and plays too), and returns
	// how many it added.
	AddPuzzles(ctx context.Context, ps []Puzzle) (int, error)
	// Puzzle returns the puzzle with the given ID, or an error wrapping
	// ErrNoPuzzle.
	Puzzle(ctx context.Context, id string) (*Puzzle, error)
	// FindPuzzles returns the puzzles q selects, nearest to q.Near first.
	FindPuzzles(ctx context.Context, q PuzzleQuery) ([]Puzzle, error)
	// PuzzleIDs returns the IDs of a game's puzzles, in order of ID.
	PuzzleIDs(ctx context.Context, variant string) ([]string, error)
	// RecordAttempt stores an attempt in one transaction: it counts it in
	// the puzzle's Plays (and Wins when solved) and, when a.Rated, writes
	// the player's and the puzzle's ratings after it. A rated attempt is
	// refused, nothing written, with an error wrapping ErrRated when the
	// account attempted the puzzle before, and one wrapping ErrConflict
	// when either rating is no longer its Before (read again and rate
	// again). An unknown puzzle is ErrNoPuzzle.
	RecordAttempt(ctx context.Context, a PuzzleAttempt) error
	// Attempted reports whether the account has attempted the puzzle.
	Attempted(ctx context.Context, accountID, puzzleID string) (bool, error)
	// PuzzleRating returns the account's puzzle rating in a game (Speed
	// PuzzleSpeed), or an error wrapping ErrNoRating when it has none yet.
	PuzzleRating(ctx context.Context, accountID, game string) (*PlayerRating, error)
}

// CheckAttempt checks what a store checks of an attempt before writing
// it: a rated attempt is an account's, one attempt's change of one puzzle
// rating of the puzzle's game and of the puzzle's rating.
func CheckAttempt(a PuzzleAttempt) error {
	if !a.Rated {
		return nil
	}
	b, af := a.Player.Before, a.Player.After
	switch {
	case a.AccountID == "":
		return errors.New("a guest's attempt cannot be rated")
	case b.AccountID != a.AccountID || af.AccountID != a.AccountID || af.Game != b.Game || b.Game == "" || af.Speed != PuzzleSpeed || b.Speed != PuzzleSpeed:
		return errors.New("the player's change is not of the attempt's account's puzzle rating")
	case af.Games != b.Games+1:
		return fmt.Errorf("the player's change goes from %d to %d attempts; want one more", b.Games, af.Games)
	case a.PuzzleAfter.Rated != a.PuzzleBefore.Rated+1:
		return fmt.Errorf("the puzzle's change goes from %d to %d rated attempts; want one more", a.PuzzleBefore.Rated, a.PuzzleAfter.Rated)
	}
	return nil
}
