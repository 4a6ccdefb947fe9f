package evaltest

import (
	"context"

	"github.com/kingme/kingme/engine"
)

// Adapter adds to ds, under "adapter", what the engine adapter g says of
// each of positions: its hash, whether it ends the game and how, the
// no-progress limit, and for each legal move, in the adapter's order, its
// index, whether it is noisy and whether it makes progress, and the hash of
// the position it leads to.
func Adapter[P any, M comparable, G engine.Adapter[P, M]](ds Digests, g G, positions []P) {
	for i := range positions {
		p := &positions[i]
		outcome, over := g.Ended(p)
		ds.Add("adapter", int(g.Hash(p)), outcome, Bool(over), g.NoProgressPlies())
		for _, m := range g.AppendMoves(p, nil) {
			next := g.Play(p, m)
			ds.Add("adapter", g.MoveIndex(m), Bool(g.Noisy(m)), Bool(g.Progress(p, m)), int(g.Hash(&next)))
		}
	}
}

// Searches adds to ds, under "search", what a search to depth plies with
// the adapter g finds from every step-th of positions (a new searcher for
// each, so that each result stands alone): the best move's index, the
// score, the nodes searched and the principal variation's moves. It pins
// the whole search, evaluation and adapter together.
func Searches[P any, M comparable, G engine.Adapter[P, M]](ds Digests, g G, positions []P, step, depth int) {
	for i := 0; i < len(positions); i += step {
		r := engine.NewSearcher[P, M, G](g, 1).Search(context.Background(), positions[i], nil, 0, engine.Limits{Depth: depth}, nil)
		ds.Add("search", g.MoveIndex(r.Move), Bool(r.HasMove), r.Score, int(r.Nodes), len(r.PV))
		for _, m := range r.PV {
			ds.Add("search", g.MoveIndex(m))
		}
	}
}
