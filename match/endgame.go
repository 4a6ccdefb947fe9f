package match

import (
	"fmt"
	"sync"

	"github.com/kingme/kingme/checkers/variants"
)

// endgames holds the endgame databases the Specs of this process opened,
// by game and directory: every player of a match shares one, cache and
// all, and they stay open until the process ends.
var endgames = struct {
	sync.Mutex
	open map[string]variants.EndgameDB
}{open: map[string]variants.EndgameDB{}}

// endgameCacheBytes is the block cache of each database a match opens.
const endgameCacheBytes = 256 << 20

// openEndgame returns g's endgame databases in dir, opening them once.
func openEndgame(g *variants.Game, dir string) (any, error) {
	if g.Endgame == nil {
		return nil, fmt.Errorf("egdb=%s: %s has no endgame databases", dir, g.Name())
	}
	endgames.Lock()
	defer endgames.Unlock()
	key := g.Key() + "\x00" + dir
	if db, ok := endgames.open[key]; ok {
		return db, nil
	}
	db, err := g.Endgame.Open(dir, endgameCacheBytes)
	if err != nil {
		return nil, fmt.Errorf("egdb=%s: %w", dir, err)
	}
	if db.Tables() == 0 {
		db.Close()
		return nil, fmt.Errorf("egdb=%s: no endgame databases there (kingme egdb build)", dir)
	}
	endgames.open[key] = db
	return db, nil
}
