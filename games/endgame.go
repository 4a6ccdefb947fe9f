package games

import (
	"github.com/kingme/kingme/checkers"
)

// Endgame is how a game's endgame databases are opened.
type Endgame struct {
	// Open opens the databases built in dir, with a block cache of up to
	// cacheBytes bytes. What it returns goes in engine.Options.Endgame.
	Open func(dir string, cacheBytes int64) (EndgameDB, error)
}

// EndgameDB is a game's open endgame databases.
type EndgameDB interface {
	// Pieces returns the most pieces up to which every position is held.
	Pieces() int
	// Tables returns how many table files are open.
	Tables() int
	// SolvedPosition returns p's result for the player to move when the
	// databases hold p: +1 won, 0 drawn, −1 lost, and the plies to the
	// next move that makes progress (or to the end), the winner hurrying
	// and the loser holding out. It is not ok for a position they do not
	// hold or of another game.
	SolvedPosition(p checkers.Position) (outcome, plies int, ok bool)
	// Close closes them.
	Close() error
}
