package games

import (
	"bytes"
	"fmt"
	"io"
	"math"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
	"github.com/kingme/kingme/engine/eval/draughts50eval"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/learn"
)

// learned is what a game's package brings for its learned evaluation,
// typed: P its positions, W its learned weights, LG the engine's view of
// the game playing with them.
type learned[P any, W any, LG any] struct {
	features, windows int
	scalars           []string
	magic             string // the weights file's first bytes
	// builtin, if not nil, returns the weights the game plays with by
	// default (engine.Options.Weights nil): the learned evaluation is then
	// the default, and the hand-set one plays only when given its weights.
	builtin func() *W
	sparse  func(p *P, dst []pattern.Feature) ([]pattern.Feature, float64)
	engine  func(w *W) LG
	build   func(values []int16, base bool) (*W, error)
	values  func(w *W) ([]int16, bool)
	write   func(w *W, out io.Writer) error
	parse   func(data []byte) (*W, error)
}

// withLearning gives the table's entry g of a game whose positions are P
// and moves M a learned evaluation l: g.Learning describes it, the player
// plays with it when engine.Options.Weights holds a *W, or holds nothing
// and l has built-in weights, and ReadWeights reads its weights file (which
// starts with l.magic). Without built-in weights the hand-set evaluation
// stays the default.
func withLearning[P any, M engine.Move, W any, G engine.Adapter[P, M], LG engine.Adapter[P, M]](g *Game, handSet G, l learned[P, W, LG]) *Game {
	base, readJSON := g.newPlayer, g.readWeights
	g.newPlayer = func(o engine.Options) (engine.Player, error) {
		w, ok := o.Weights.(*W)
		if o.Weights == nil && l.builtin != nil {
			w, ok = l.builtin(), true
		}
		if ok && w != nil {
			return engine.NewPlayer[P, M](g.Variant, l.engine(w), o), nil
		}
		return base(o)
	}
	g.readWeights = func(data []byte) (any, error) {
		if bytes.HasPrefix(data, []byte(l.magic)) {
			return l.parse(data)
		}
		return readJSON(data)
	}
	g.Learning = learningOf[P, M](g.Variant, handSet, l)
	return g
}

// learningOf makes the learn.Evaluation of l for the game v.
func learningOf[P any, M engine.Move, W any, G engine.Adapter[P, M], LG engine.Adapter[P, M]](v checkers.Variant, handSet G, l learned[P, W, LG]) *learn.Evaluation {
	weightsOf := func(w any) (*W, error) {
		if tw, ok := w.(*W); ok && tw != nil {
			return tw, nil
		}
		return nil, fmt.Errorf("the weights given (%T) are not %s learned weights", w, v.Name())
	}
	var builtin func() any
	if l.builtin != nil {
		builtin = func() any { return l.builtin() }
	}
	return &learn.Evaluation{
		Builtin:  builtin,
		Features: l.features,
		Windows:  l.windows,
		Scalars:  l.scalars,
		Sparse: func(p checkers.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
			tp := p.(P)
			return l.sparse(&tp, dst)
		},
		HandSet: func(p checkers.Position) int {
			tp := p.(P)
			return max(math.MinInt16, min(math.MaxInt16, handSet.Evaluate(&tp)))
		},
		Evaluate: func(w any, p checkers.Position) int {
			tp := p.(P)
			return l.engine(w.(*W)).Evaluate(&tp)
		},
		Quiet: func(m checkers.Move) bool {
			tm, ok := m.(M)
			return ok && !handSet.Noisy(tm)
		},
		New: func(values []int16, base bool) (any, error) {
			if len(values) != 2*l.features {
				return nil, fmt.Errorf("%s learned weights: got %d values, want %d", v.Name(), len(values), 2*l.features)
			}
			return l.build(values, base)
		},
		Values: func(w any) ([]int16, bool, error) {
			tw, err := weightsOf(w)
			if err != nil {
				return nil, false, err
			}
			vs, base := l.values(tw)
			return vs, base, nil
		},
		Write: func(w any, out io.Writer) error {
			tw, err := weightsOf(w)
			if err != nil {
				return err
			}
			return l.write(tw, out)
		},
		Read: func(data []byte) (any, error) { return l.parse(data) },
	}
}

// withBuiltin returns l with built-in weights: the game's default.
func (l learned[P, W, LG]) withBuiltin(builtin func() *W) learned[P, W, LG] {
	l.builtin = builtin
	return l
}

// withTiedWindows returns l whose weights, as they are built from
// training's numbers, have their windows tied between the colours by tie
// (coast.PatternWeights.TieWindows): training fits one weight of each
// pair of twins, and tie gives the other its value.
func (l learned[P, W, LG]) withTiedWindows(tie func(*W)) learned[P, W, LG] {
	build := l.build
	l.build = func(vs []int16, base bool) (*W, error) {
		w, err := build(vs, base)
		if err == nil {
			tie(w)
		}
		return w, err
	}
	return l
}

// flatWeights is a game's learned weights type over pattern.Weights.
type flatWeights[W any] interface {
	*W
	Flat() *pattern.Weights
	WriteTo(out io.Writer) (int64, error)
}

// flatLearned is learned for a game whose learned weights W wrap
// pattern.Weights and are written in its file format (pattern.Magic):
// windows features of windows' configurations among features, then the
// scalars; zero returns zero weights, engine the search's view of the game
// with weights, parse reads the file.
func flatLearned[P any, W any, LG any, PW flatWeights[W]](features, windows int, scalars []string,
	sparse func(*P, []pattern.Feature) ([]pattern.Feature, float64),
	zero func() *W, engine func(*W) LG, parse func([]byte) (*W, error)) learned[P, W, LG] {
	return learned[P, W, LG]{
		features: features, windows: windows, scalars: scalars, magic: pattern.Magic,
		sparse: sparse, engine: engine, parse: parse,
		build: func(vs []int16, base bool) (*W, error) {
			w := zero()
			f := PW(w).Flat()
			f.Base = base
			return w, f.SetValues(vs)
		},
		values: func(w *W) ([]int16, bool) {
			f := PW(w).Flat()
			return f.Values(), f.Base
		},
		write: func(w *W, out io.Writer) error {
			_, err := PW(w).WriteTo(out)
			return err
		},
	}
}

// draughts32Learned is flatLearned for a game of the 32-square draughts
// kit (engine/eval/draughts32eval) whose rules are R and whose eval
// package's G names it: the kit's learned evaluation, played by the kit's
// PatternEngine.
func draughts32Learned[R draughts32.Rules, G draughts32eval.PatternGame]() learned[draughts32.Position[R],
	draughts32eval.PatternWeights[R, G], draughts32eval.PatternEngine[R, G]] {
	engine := func(w *draughts32eval.PatternWeights[R, G]) draughts32eval.PatternEngine[R, G] {
		return draughts32eval.PatternEngine[R, G]{Patterns: w}
	}
	return flatLearned[draughts32.Position[R]](draughts32eval.NumFeatures, pattern.Bands*pattern.Configs,
		draughts32eval.ScalarNames, draughts32eval.Features[R], draughts32eval.NewPatternWeights[R, G],
		engine, draughts32eval.ParsePatternWeights[R, G])
}

// draughts50Learned is flatLearned for a game of the 10×10 draughts kit
// (engine/eval/draughts50eval) whose positions are P and whose eval
// package's G names it; engine returns the search's view of the game with
// weights.
func draughts50Learned[P any, G draughts50eval.PatternGame[P], LG any](
	engine func(*draughts50eval.PatternWeights[P, G]) LG) learned[P, draughts50eval.PatternWeights[P, G], LG] {
	return flatLearned[P](draughts50eval.NumFeatures, draughts50eval.NumWindows*pattern.Configs,
		draughts50eval.ScalarNames, draughts50eval.Features[P, G], draughts50eval.NewPatternWeights[P, G],
		engine, draughts50eval.ParsePatternWeights[P, G])
}
