package variants

import (
	"github.com/kingme/kingme/engine/egdb"
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
	// Close closes them.
	Close() error
}

// standardEndgame opens standard checkers' databases (engine/egdb).
var standardEndgame = &Endgame{
	Open: func(dir string, cacheBytes int64) (EndgameDB, error) {
		return egdb.Open(dir, cacheBytes)
	},
}
