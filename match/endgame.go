package match

import (
	"fmt"
	"os"
	"sync"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/games"
)

// endgames holds the endgame databases the Specs of this process opened,
// by game and directory: every player of a match shares one, cache and
// all, and they stay open until the process ends.
var endgames = struct {
	sync.Mutex
	open map[string]games.EndgameDB
}{open: map[string]games.EndgameDB{}}

// endgameCacheBytes is the block cache of each database a match opens.
const endgameCacheBytes = 256 << 20

// EndgameOracle returns, for Config.Oracle, what the endgame databases of
// v in dir know: they are opened once a process and shared with the sides
// whose Specs name the same directory (egdb=DIR).
func EndgameOracle(v checkers.Variant, dir string) (func(checkers.Position) (outcome, plies int, ok bool), error) {
	g, err := games.Of(v)
	if err != nil {
		return nil, err
	}
	db, err := openEndgame(g, dir)
	if err != nil {
		return nil, err
	}
	return db.SolvedPosition, nil
}

// openEndgame returns g's endgame databases in dir, opening them once.
func openEndgame(g *games.Game, dir string) (games.EndgameDB, error) {
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

// books holds the opening books the Specs of this process read, by file.
var books = struct {
	sync.Mutex
	read map[string]*book.Book
}{read: map[string]*book.Book{}}

// openBook returns the opening book of v in the file path, read once.
func openBook(v checkers.Variant, path string) (*book.Book, error) {
	books.Lock()
	defer books.Unlock()
	if b, ok := books.read[path]; ok {
		return b, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("book=%s: %w", path, err)
	}
	b, err := book.Parse(data, v)
	if err != nil {
		return nil, fmt.Errorf("book=%s: %w", path, err)
	}
	books.read[path] = b
	return b, nil
}
