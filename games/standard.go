package games

import (
	"fmt"
	"io"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/engine/egdb"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// standardGame is standard checkers (American checkers, English draughts).
var standardGame = withLearning[standard.Position, standard.Move](entry[standard.Position, standard.Move](standard.Variant{},
	func(w *standardeval.Weights) standardeval.Engine { return standardeval.Engine{W: w} }, standardeval.DefaultWeights,
	Game{
		Display:  standardDisplay,
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
		Records: &pdn.Records{
			Position: standard.CleanRecordFEN,
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 21, Name: "English draughts", Default: true,
			Names:             []string{"american", "english", "checkers", "draughts"},
			Algebraic:         standard.AlgebraicRecordMove,
			Turned:            standard.TurnedBoard,
			AlgebraicDraughts: standard.AlgebraicDraughts,
			Hint:              standard.RecordHint,
		},
		Hub: standardHub,
		// Truncation and singular extensions won their SPRTs at 0.1 s a
		// move (docs/engine.md).
		Truncate: true,
		Singular: true,
	}), standardeval.Engine{}, standardLearning)

// standardHub is standard checkers' Hub forms, the protocol's on 32
// squares numbered as in PDN: B for Black or W for Red to move, then a
// letter for each square, Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww from the start;
// moves "11-15" and "15x24x19". pydraughts 0.6 writes the position turned
// round (standard.Position.Mirror).
var standardHub = newHubForms[standard.Position, standard.Move](hubBoard[standard.Position]{
	squares: 32, sides: "B (Black) or W (Red)", step: "11-15", capture: "15x24x19",
	parseFEN: standard.ParseFEN,
	letter:   func(p standard.Position, n int) byte { return "ebBwW"[p.At(n)] },
	turned:   standard.Position.Mirror,
})

// standardLearning is standard checkers' learned evaluation, the pattern
// evaluation of checkers/standard, and its default: the built-in weights.
var standardLearning = learned[standard.Position, standardeval.PatternWeights, standardeval.PatternEngine]{
	features: standardWindows + standardeval.NumScalars,
	windows:  standardWindows,
	scalars: []string{"man", "king", "man's move", "king's move", "runaway", "trapped king",
		"exchange", "hunt", "cornered", "centre king"},
	magic:   standardeval.PatternMagic,
	sparse:  standardFeatures,
	builtin: standardeval.LearnedWeights,
	engine: func(w *standardeval.PatternWeights) standardeval.PatternEngine {
		return standardeval.PatternEngine{Patterns: w}
	},
	build: func(vs []int16, base bool) (*standardeval.PatternWeights, error) {
		w := &standardeval.PatternWeights{Base: base}
		return w, w.SetValues(vs)
	},
	values: func(w *standardeval.PatternWeights) ([]int16, bool) { return w.Values(), w.Base },
	write: func(w *standardeval.PatternWeights, out io.Writer) error {
		_, err := w.WriteTo(out)
		return err
	},
	parse: standardeval.ParsePatternWeights,
}

// standardWindows is how many of standard checkers' learned features are
// configurations (training's MinCount leaves the rare ones at zero): the
// windows', the king windows' and the material table's, in the order of
// PatternWeights.Values.
const standardWindows = (standardeval.NumPatterns+standardeval.NumKingWindows)*standardeval.NumConfigs + standardeval.NumMaterial

// standardFeatures returns the pattern evaluation's features of p as
// sparse pairs: each window's configuration, each king window's that holds
// a king, the material table's entry, then the scalar terms that are not
// 0; the phase is the pieces on the board out of 24.
func standardFeatures(p *standard.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	const kingsAt = standardeval.NumPatterns * standardeval.NumConfigs
	const materialAt = kingsAt + standardeval.NumKingWindows*standardeval.NumConfigs
	f := standardeval.Features(p)
	for k, c := range f.Config {
		dst = append(dst, pattern.Feature{Index: int32(k*standardeval.NumConfigs + int(c)), Value: 1})
	}
	for k, c := range f.KingConfig {
		if c != 0 {
			dst = append(dst, pattern.Feature{Index: int32(kingsAt + k*standardeval.NumConfigs + int(c)), Value: 1})
		}
	}
	dst = append(dst, pattern.Feature{Index: int32(materialAt + int(f.Material)), Value: 1})
	for k, x := range f.Scalar {
		if x != 0 {
			dst = append(dst, pattern.Feature{Index: int32(standardWindows + k), Value: float32(x)})
		}
	}
	return dst, float64(f.Phase) / standardeval.FullPhase
}

// standardOpenings is standard checkers' 3-move ballot and opening names.
var standardOpenings = &Openings{
	Title: "the 3-move ballot",
	List: func() []Opening {
		var out []Opening
		for _, o := range standard.Ballot() {
			out = append(out, Opening{Key: fmt.Sprintf("ACF %d", o.Number), Name: o.Label(), Moves: o.Moves, Note: o.Note})
		}
		return out
	},
	Name: func(moves []string) string {
		if o, ok := standard.BallotOpeningOf(moves); ok {
			return o.Label()
		}
		return standard.OpeningName(moves)
	},
}

// standardEndgame opens standard checkers' databases (engine/egdb).
var standardEndgame = &Endgame{
	Open: func(dir string, cacheBytes int64) (EndgameDB, error) {
		return egdb.Open(dir, cacheBytes)
	},
}

// standardDisplay draws standard checkers for view.
var standardDisplay = view.NewDisplay(standard.Variant{}, view.Drawing[standard.Position, standard.Move]{
	Position: ofStandard,
	Move:     standardMove,
	Compose:  composeStandard,
	Kinds:    standardKinds,
})

func ofStandard(p standard.Position) view.Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		var c checkers.Color
		kind := "man"
		switch p.At(n) {
		case standard.Empty:
			continue
		case standard.BlackMan:
		case standard.BlackKing:
			kind = "king"
		case standard.RedMan:
			c = checkers.Red
		case standard.RedKing:
			c, kind = checkers.Red, "king"
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: numbered(n),
			Color:  view.ColorName(c),
			Kind:   kind,
			Label:  pieceLabel(c, kind, n),
		})
	}
	return v
}

// standardMove returns the view of m, a legal move of p.
func standardMove(_ standard.Position, m standard.Move) (view.Move, error) {
	return view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}

// composeStandard writes standard checkers' PDN FEN: "B:W21,K5:B1,2".
func composeStandard(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "W"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, numberedEntry(map[string]string{"man": "", "king": "K"}))
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
