package book

import (
	"context"
	"fmt"
	"sync"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// BuildOptions says what Build searches.
type BuildOptions struct {
	// Variant is the game.
	Variant checkers.Variant
	// Openings are move lists from the start position (the 3-move ballot
	// for standard checkers): every position along each is scored, and the
	// book goes on from its end.
	Openings [][]string
	// Plies is how far from the start the book goes: from each opening's
	// end it follows the best move of each position scored, to this ply.
	Plies int
	// NewPlayer returns a player to score moves with; each worker has one.
	NewPlayer func() (engine.Player, error)
	// Limits bound the search of each move.
	Limits engine.Limits
	// Margin keeps the moves within this many hundredths of a man of the
	// best, which "hold" the position; 0 keeps the best alone.
	Margin int
	// Workers is how many positions are scored at once; 0 or less is one.
	Workers int
	// Progress, if not nil, is told the positions scored and known so far,
	// from one goroutine at a time.
	Progress func(done, known int)
}

// Build searches every move of every position of the openings and of the
// lines that go on from them (see BuildOptions) and returns the book of
// the moves that hold. Each position is scored by a player that has
// forgotten the others (NewGame), so the book does not depend on the order
// of the work or the number of workers.
func Build(ctx context.Context, o BuildOptions) (*Book, error) {
	start := o.Variant.Start()
	type item struct {
		pos    string
		game   *checkers.Game
		follow bool // go on along the best move
	}
	seen := map[string]bool{}
	levels := map[int][]item{}
	for i, op := range o.Openings {
		g := checkers.NewGameFrom(o.Variant, start)
		for ply := 0; ply <= len(op); ply++ {
			if g.Result().Over() || ply >= o.Plies {
				break
			}
			key := g.Position().String()
			if !seen[key] {
				seen[key] = true
				levels[ply] = append(levels[ply], item{pos: key, game: g.Clone(), follow: ply == len(op)})
			}
			if ply < len(op) {
				if err := g.PlayText(op[ply]); err != nil {
					return nil, fmt.Errorf("opening %d, move %d %q: %w", i+1, ply+1, op[ply], err)
				}
			}
		}
	}
	workers := max(1, o.Workers)
	players := make([]engine.Player, workers)
	for i := range players {
		p, err := o.NewPlayer()
		if err != nil {
			return nil, err
		}
		players[i] = p
	}
	b := &Book{moves: map[string][]engine.BookMove{}}
	known := len(seen)
	done := 0
	var mu sync.Mutex
	for ply := 0; ply < o.Plies; ply++ {
		items := levels[ply]
		results := make([][]scored, len(items))
		errs := make([]error, len(items))
		next := make(chan int)
		var wg sync.WaitGroup
		for _, p := range players {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					results[i], errs[i] = scoreMoves(ctx, p, items[i].game, o.Limits)
					mu.Lock()
					done++
					if o.Progress != nil {
						o.Progress(done, known)
					}
					mu.Unlock()
				}
			}()
		}
	feed:
		for i := range items {
			select {
			case next <- i:
			case <-ctx.Done():
				break feed
			}
		}
		close(next)
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		for i, it := range items {
			if errs[i] != nil {
				return nil, fmt.Errorf("%s: %w", it.pos, errs[i])
			}
			moves := results[i]
			if len(moves) == 0 {
				continue
			}
			best := moves[0]
			for _, m := range moves {
				if m.score > best.score {
					best = m
				}
			}
			for _, m := range moves {
				if m.score >= best.score-o.Margin {
					b.add(it.pos, engine.BookMove{Move: m.move.String(), Score: m.score, Depth: m.depth})
				}
			}
			if !it.follow || ply+1 >= o.Plies {
				continue
			}
			g := it.game.Clone()
			if err := g.Play(best.move); err != nil || g.Result().Over() {
				continue
			}
			key := g.Position().String()
			mu.Lock()
			if !seen[key] {
				seen[key] = true
				known++
				levels[ply+1] = append(levels[ply+1], item{pos: key, game: g, follow: true})
			}
			mu.Unlock()
		}
	}
	return b, nil
}

// scored is one move's score from a search.
type scored struct {
	move  checkers.Move
	score int
	depth int
}

// scoreMoves scores every legal move of g's position: the negated score of
// a search of the position after it, or the game's result when it ends.
func scoreMoves(ctx context.Context, p engine.Player, g *checkers.Game, limits engine.Limits) ([]scored, error) {
	p.NewGame()
	var out []scored
	for _, m := range g.Legal() {
		child := g.Clone()
		if err := child.Play(m); err != nil {
			return nil, err
		}
		if r := child.Result(); r.Over() {
			s := 0
			if r.Outcome == checkers.WinFor(g.Turn()) {
				s = engine.Win - 1
			} else if r.Outcome == checkers.WinFor(g.Turn().Opponent()) {
				s = -engine.Win + 1
			}
			out = append(out, scored{m, s, 0})
			continue
		}
		rep, err := p.Think(ctx, child, limits, nil)
		if err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out = append(out, scored{m, -rep.Score, rep.Depth + 1})
	}
	return out, nil
}
