package puzzle

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// The finder's defaults.
const (
	// DefaultDepth is the depth of the finder's searches, in plies.
	DefaultDepth = 12
	// DefaultNodes caps each search's nodes.
	DefaultNodes = 200_000
	// DefaultGain is the least gain a puzzle proves, and the least margin
	// by which the solution beats every other move: a man, in hundredths.
	DefaultGain = 100
	// DefaultMaxSolverMoves is the most moves a solver makes in a line.
	DefaultMaxSolverMoves = 5
	// MaxAlso is the most other moves a one-move puzzle accepts, as good as
	// its solution (a win in another order, say).
	MaxAlso = 2
	// DefaultMistake is the least share of the point the move before a
	// puzzle gave away: a mistake ("?"), as the game analysis marks it.
	DefaultMistake = 0.10
	// scoreScale turns scores into expected shares of the point, as the
	// game analysis does: sigmoid(score/scoreScale).
	scoreScale = 200
)

// Finder finds puzzles in the games of one game of the table, searching
// with its engine at full strength. A Finder is not safe for use by two
// goroutines at once.
type Finder struct {
	game   *games.Game
	player engine.Player
	// Depth is the depth of each search; the first move is checked again
	// two plies deeper.
	Depth int
	// Nodes caps each search's nodes (0: no cap), four times as many for
	// the deeper check: the same search always stops at the same node, so
	// a set is built again the same, and the games whose searches are slow
	// (Coast-to-Coast's many moves) take seconds, not hours, a game.
	Nodes uint64
	// Gain is the least score a puzzle's solver has, and the least margin
	// of the solution over every other legal move, in hundredths of a man.
	Gain int
	// MaxSolverMoves is the most moves a line asks of the solver.
	MaxSolverMoves int
	// Mistake is the least share of the point (0 to 1) the move before the
	// position must have given away.
	Mistake float64
	// Searches counts the searches made, for progress reports.
	Searches int
}

// NewFinder returns a Finder of the game g with the default settings. The
// error says why its engine cannot be made. Its engine searches without
// truncation (engine.Options.Truncate), which would cut a shot that
// begins by giving material up: a puzzle's is seen whole; and without the
// singular extension (engine.Options.Singular), with which standard
// checkers finds some shots later.
func NewFinder(g *games.Game) (*Finder, error) {
	pl, err := g.NewPlayer(engine.Options{NoBook: true, TableMiB: 16, Truncate: -1, Singular: -1})
	if err != nil {
		return nil, fmt.Errorf("the %s engine: %w", g.Name(), err)
	}
	return &Finder{game: g, player: pl, Depth: DefaultDepth, Nodes: DefaultNodes, Gain: DefaultGain, MaxSolverMoves: DefaultMaxSolverMoves, Mistake: DefaultMistake}, nil
}

// scored is a search's verdict on a game's position, for the player to
// move: its score and best move (nil when the game is over).
type scored struct {
	score int
	best  checkers.Move
}

// search searches g's position to depth, from a cleared table so that the
// same position always gets the same answer; a game over is scored by its
// result.
func (f *Finder) search(ctx context.Context, g *checkers.Game, depth int, nodes uint64) (scored, error) {
	if r := g.Result(); r.Over() {
		switch r.Outcome {
		case checkers.WinFor(g.Turn()):
			return scored{score: engine.Win}, nil
		case checkers.WinFor(g.Turn().Opponent()):
			return scored{score: -engine.Win}, nil
		}
		return scored{}, nil
	}
	if err := ctx.Err(); err != nil {
		return scored{}, err
	}
	f.player.NewGame()
	f.Searches++
	rep, err := f.player.Think(ctx, g, engine.Limits{Depth: max(1, depth), Nodes: nodes, NoBook: true}, nil)
	if err != nil {
		return scored{}, err
	}
	if err := ctx.Err(); err != nil {
		return scored{}, err
	}
	return scored{score: rep.Score, best: rep.Move}, nil
}

// expected returns the share of the point a score predicts for the
// player to move.
func expected(score int) float64 {
	switch {
	case score > engine.KnownWinBound:
		return 1
	case score < -engine.KnownWinBound:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/scoreScale))
}

// won reports whether score is a win the engine proves or knows.
func won(score int) bool { return score > engine.KnownWinBound }

// Find returns the puzzles of the game record g (replayed from its start):
// the positions after each mistake whose refutation the engine proves.
// source names the game in each puzzle. Find stops with ctx and returns
// the puzzles found so far with ctx's error.
func (f *Finder) Find(ctx context.Context, g *checkers.Game, source string) ([]Puzzle, error) {
	if g.Variant().Key() != f.game.Key() {
		return nil, fmt.Errorf("a %s game given to the %s puzzle finder", g.Variant().Name(), f.game.Name())
	}
	moves := g.Played()
	replay := checkers.NewGameFrom(g.Variant(), g.Start())
	evals := make([]scored, 0, len(moves)+1)
	positions := make([]*checkers.Game, 0, len(moves)+1)
	for i := 0; ; i++ {
		e, err := f.search(ctx, replay, f.Depth, f.Nodes)
		if err != nil {
			return nil, err
		}
		evals = append(evals, e)
		positions = append(positions, replay.Clone())
		if i == len(moves) || replay.Result().Over() {
			break
		}
		if err := replay.PlayRecorded(moves[i]); err != nil {
			return nil, fmt.Errorf("%s: move %d %s: %w", source, i+1, moves[i], err)
		}
	}
	var out []Puzzle
	for i := 0; i+1 < len(evals); i++ {
		lost := expected(evals[i].score) - expected(-evals[i+1].score)
		if lost < f.Mistake || evals[i+1].score < f.Gain {
			continue
		}
		p, ok, err := f.At(ctx, positions[i+1])
		if err != nil {
			return out, err
		}
		if ok {
			p.Source, p.Ply, p.Mistake = source, i+1, moves[i].String()
			out = append(out, p)
		}
	}
	return out, nil
}

// At returns the puzzle of g's current position, if it is one: the
// player to move has a unique line that the engine proves gains at least
// Gain, stable two plies deeper. The puzzle's Source, Ply and Mistake are
// left for the caller.
func (f *Finder) At(ctx context.Context, g *checkers.Game) (Puzzle, bool, error) {
	start := g.Position()
	if g.Result().Over() || len(g.Legal()) < 2 {
		return Puzzle{}, false, nil
	}
	solver := view.ColorName(start.Turn())
	v0, err := f.game.Display.Position(start)
	if err != nil {
		return Puzzle{}, false, err
	}
	balance := material(v0, solver)
	cur := g.Clone()
	var line []checkers.Move
	var refutations []map[string]string
	var also []string
	var score int
	for k := 0; k < f.MaxSolverMoves && !cur.Result().Over(); k++ {
		step, ok, err := f.unique(ctx, cur)
		if err != nil {
			return Puzzle{}, false, err
		}
		if !ok && k == 0 && len(step.also) > 0 {
			// A few moves as good: a one-move puzzle that takes them all.
			score, also = step.score, step.also
			line = append(line, step.move)
			refutations = append(refutations, step.refutations)
			break
		}
		if !ok {
			if k == 0 {
				return Puzzle{}, false, nil
			}
			line = line[:len(line)-1] // end on the solver's move
			break
		}
		if k == 0 {
			score = step.score
		}
		line = append(line, step.move)
		refutations = append(refutations, step.refutations)
		if err := cur.Play(step.move); err != nil {
			return Puzzle{}, false, err
		}
		if cur.Result().Over() || step.reply == nil {
			break
		}
		if err := cur.Play(step.reply); err != nil {
			return Puzzle{}, false, err
		}
		if !won(score) {
			v, err := f.game.Display.Position(cur.Position())
			if err != nil {
				return Puzzle{}, false, err
			}
			if material(v, solver) > balance {
				break // the gain is in hand
			}
		}
		if k+1 == f.MaxSolverMoves {
			break
		}
		line = append(line, step.reply)
	}
	if len(line)%2 == 0 { // the loop ran out after a reply
		line = line[:len(line)-1]
	}
	deep, err := f.search(ctx, g, f.Depth+2, 4*f.Nodes)
	if err != nil {
		return Puzzle{}, false, err
	}
	if deep.score < f.Gain || deep.best == nil || deep.best.String() != line[0].String() && !slices.Contains(also, deep.best.String()) {
		return Puzzle{}, false, nil
	}
	themes, err := themesOf(f.game, start, line, won(score) && won(deep.score))
	if err != nil {
		return Puzzle{}, false, err
	}
	p := Puzzle{Variant: f.game.Key(), Position: start.String(), Themes: themes, Score: score, Refutations: refutations, Also: also}
	for _, m := range line {
		p.Line = append(p.Line, m.String())
	}
	p.ID = idOf(p.Variant, p.Position, p.Line[0])
	p.Rating = startRating(p)
	return p, true, nil
}

// step is one solver's move of a line: the move, its score, the engine's
// reply to it and its reply to each other move.
type step struct {
	move        checkers.Move
	score       int
	reply       checkers.Move
	refutations map[string]string
	also        []string // the other moves as good, when the step is not unique
}

// unique searches every legal move of g's position and returns the best
// when it scores at least Gain and beats every other by Gain or more (or
// is the only one). When up to MaxAlso other moves come within Gain of it
// (as good: the same win in another order, say) and all the rest are
// Gain worse, it returns them in step.also, with ok false: such a step
// can only end a line.
func (f *Finder) unique(ctx context.Context, g *checkers.Game) (step, bool, error) {
	type tried struct {
		move  checkers.Move
		score int
		reply checkers.Move
	}
	var all []tried
	for _, m := range g.Legal() {
		c := g.Clone()
		if err := c.Play(m); err != nil {
			return step{}, false, err
		}
		s, err := f.search(ctx, c, f.Depth-1, f.Nodes)
		if err != nil {
			return step{}, false, err
		}
		all = append(all, tried{m, -s.score, s.best})
	}
	slices.SortStableFunc(all, func(a, b tried) int { return b.score - a.score })
	best := all[0]
	if best.score < f.Gain {
		return step{}, false, nil
	}
	good := 1 // the moves within Gain of the best
	for good < len(all) && best.score-all[good].score < f.Gain {
		good++
	}
	if good > 1+MaxAlso || good > 1 && good == len(all) {
		return step{}, false, nil // too many good moves, or no wrong one
	}
	st := step{move: best.move, score: best.score, reply: best.reply, refutations: map[string]string{}}
	for _, t := range all[1:good] {
		st.also = append(st.also, t.move.String())
	}
	for _, t := range all[good:] {
		reply := ""
		if t.reply != nil {
			reply = t.reply.String()
		}
		st.refutations[t.move.String()] = reply
	}
	return st, good == 1, nil
}

// startRating is a puzzle's rating before anyone tried it: 1300, more for
// each further move the solver must find, for a quiet first move and for
// a sacrifice; the attempts then correct it.
func startRating(p Puzzle) float64 {
	r := 1300 + 150*float64(p.SolverMoves()-1)
	if !slices.Contains(p.Themes, "shot") && !slices.Contains(p.Themes, "one-move") {
		r += 100
	}
	if slices.Contains(p.Themes, "sacrifice") {
		r += 100
	}
	return min(r, 2300)
}
