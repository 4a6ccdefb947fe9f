package games

import (
	"io"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/pattern"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/view"
)

// pieces is the terminal legend's line for men and kings.
const pieces = "● Red  ○ Black  ♛♕ kings"

// all is the table: every game, in the order it is shown.
var all = []*Game{
	withLearning[standard.Position, standard.Move](entry[standard.Position, standard.Move](standard.Variant{},
		func(w *standard.Weights) standard.Engine { return standard.Engine{W: w} }, standard.DefaultWeights,
		Game{
			Display:  view.Standard,
			Bottom:   checkers.Red,
			Rules:    "standard.md",
			Legend:   []string{pieces},
			Notation: []string{"11-15 move · 15x24x31 jumps", "15x31 by its ends alone"},
			Endgame:  standardEndgame,
			Book:     func() engine.Book { return book.Standard() },
			Openings: standardOpenings,
			// The names other programs give English draughts: pydraughts'
			// variants (english, american), the game's name, and its PDN
			// GameType number.
			Aliases: []string{"english", "american", "checkers", "21"},
			// PDN files of English draughts, as other programs write
			// them: GameType 21 (or none, PDN 2.0 being for it alone),
			// the names of pydraughts and of sites in the Variant tag,
			// FEN forms of their own, White for Red (the FEN's W, the
			// White tag), moves in algebraic squares as sites export
			// them, and the other draughts that look like it.
			Records: &Records{
				Position: standard.CleanRecordFEN,
				Sides:    [2]string{checkers.Red: "White"},
				GameType: 21, Name: "English draughts", Default: true,
				Names:             []string{"american", "english", "checkers", "draughts"},
				Algebraic:         standard.AlgebraicRecordMove,
				Turned:            standard.TurnedBoard,
				AlgebraicDraughts: standard.AlgebraicDraughts,
				Hint:              standard.RecordHint,
			},
		}), standard.Engine{}, standardLearning),
	withLearning[stackem.Position, stackem.Move](entry[stackem.Position, stackem.Move](stackem.Variant{},
		func(w *stackem.Weights) stackem.Engine { return stackem.Engine{W: w} }, stackem.DefaultWeights,
		Game{
			Display:     view.Stackem,
			Bottom:      checkers.Black,
			Rules:       "stackem.md",
			Legend:      []string{pieces, "●3 a stack of 3, its top"},
			LargeLegend: []string{"   and below, the ones under it"},
			Notation:    []string{"11-15 move · 15x24x31 jumps", "15x31 by its ends alone"},
		}), stackem.Engine{},
		flatLearned[stackem.Position, stackem.PatternWeights, stackem.PatternEngine](
			stackem.NumFeatures, pattern.Bands*pattern.Configs, stackem.ScalarNames,
			(*stackem.Position).PatternFeatures, stackem.NewPatternWeights,
			func(w *stackem.PatternWeights) stackem.PatternEngine { return stackem.PatternEngine{Patterns: w} },
			stackem.ParsePatternWeights).withBuiltin(stackem.LearnedWeights)),
	withLearning[coast.Position, coast.Move](entry[coast.Position, coast.Move](coast.Variant{},
		func(w *coast.Weights) coast.Engine { return coast.Engine{W: w} }, coast.DefaultWeights,
		Game{
			Display:  view.Coast,
			Bottom:   checkers.Red,
			Rules:    "coast-to-coast.md",
			Legend:   []string{pieces, "⌂ homes: Red's a1, Black's h8"},
			Notation: []string{"c3-d4 step · c3:e5:e7 jumps", "g7-h8+h7 crown, free move", "pass (p) when none moves"},
		}), coast.Engine{},
		flatLearned[coast.Position, coast.PatternWeights, coast.PatternEngine](
			coast.NumFeatures, coast.NumWindows*pattern.Configs, coast.ScalarNames,
			(*coast.Position).PatternFeatures, coast.NewPatternWeights,
			func(w *coast.PatternWeights) coast.PatternEngine { return coast.PatternEngine{Patterns: w} },
			coast.ParsePatternWeights).withTiedWindows((*coast.PatternWeights).TieWindows)),
	withLearning[flyingkings.Position, flyingkings.Move](entry[flyingkings.Position, flyingkings.Move](flyingkings.Variant{},
		func(w *flyingkings.Weights) flyingkings.Engine { return flyingkings.Engine{W: w} }, flyingkings.DefaultWeights,
		Game{
			Display:  view.FlyingKings,
			Bottom:   checkers.Red,
			Rules:    "flying-kings.md",
			Legend:   []string{"● Red ○ Black: ●Guard ◆Prince", "♛ King ★ Flying King", "M Morph  S Spawn  ↑↓ Push Arrow"},
			Notation: []string{"22-18 move · 15x24x31 take", "17x9 push · 18x9+30 spawn"},
		}), flyingkings.Engine{},
		flatLearned[flyingkings.Position, flyingkings.PatternWeights, flyingkings.PatternEngine](
			flyingkings.NumFeatures, pattern.Bands*pattern.Configs, flyingkings.ScalarNames,
			(*flyingkings.Position).PatternFeatures, flyingkings.NewPatternWeights,
			func(w *flyingkings.PatternWeights) flyingkings.PatternEngine {
				return flyingkings.PatternEngine{Patterns: w}
			},
			flyingkings.ParsePatternWeights).withBuiltin(flyingkings.LearnedWeights)),
}

// standardLearning is standard checkers' learned evaluation, the pattern
// evaluation of checkers/standard, and its default: the built-in weights.
var standardLearning = learned[standard.Position, standard.PatternWeights, standard.PatternEngine]{
	features: standard.NumPatterns*standard.NumConfigs + standard.NumScalars,
	windows:  standard.NumPatterns * standard.NumConfigs,
	scalars: []string{"man", "king", "man's move", "king's move", "runaway", "trapped king",
		"exchange", "hunt", "cornered", "centre king"},
	magic:   standard.PatternMagic,
	sparse:  standardFeatures,
	builtin: standard.LearnedWeights,
	engine:  func(w *standard.PatternWeights) standard.PatternEngine { return standard.PatternEngine{Patterns: w} },
	build: func(vs []int16, base bool) (*standard.PatternWeights, error) {
		w := &standard.PatternWeights{Base: base}
		return w, w.SetValues(vs)
	},
	values: func(w *standard.PatternWeights) ([]int16, bool) { return w.Values(), w.Base },
	write: func(w *standard.PatternWeights, out io.Writer) error {
		_, err := w.WriteTo(out)
		return err
	},
	parse: standard.ParsePatternWeights,
}

// standardFeatures returns the pattern evaluation's features of p as
// sparse pairs: each band's configuration, then the scalar terms that are
// not 0; the phase is the pieces on the board out of 24.
func standardFeatures(p *standard.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	f := p.PatternFeatures()
	for k, c := range f.Config {
		dst = append(dst, pattern.Feature{Index: int32(k*standard.NumConfigs + int(c)), Value: 1})
	}
	for k, x := range f.Scalar {
		if x != 0 {
			dst = append(dst, pattern.Feature{Index: int32(standard.NumPatterns*standard.NumConfigs + k), Value: float32(x)})
		}
	}
	return dst, float64(f.Phase) / standard.FullPhase
}
