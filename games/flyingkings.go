package games

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/view"
)

// flyingKingsGame is Kings & Flying Kings: Guards, Princes, Kings and Flying Kings, and Morph, Spawn and Push Arrow squares.
var flyingKingsGame = withLearning[flyingkings.Position, flyingkings.Move](entry[flyingkings.Position, flyingkings.Move](flyingkings.Variant{},
	func(w *flyingkingseval.Weights) flyingkingseval.Engine { return flyingkingseval.Engine{W: w} }, flyingkingseval.DefaultWeights,
	Game{
		Display:  flyingKingsDisplay,
		Bottom:   checkers.Red,
		Rules:    "flying-kings.md",
		Legend:   []string{"● Red ○ Black: ●Guard ◆Prince", "♛ King ★ Flying King", "M Morph  S Spawn  ↑↓ Push Arrow"},
		Notation: []string{"22-18 move · 15x24x31 take", "17x9 push · 18x9+30 spawn"},
	}), flyingkingseval.Engine{},
	flatLearned[flyingkings.Position, flyingkingseval.PatternWeights, flyingkingseval.PatternEngine](
		flyingkingseval.NumFeatures, pattern.Bands*pattern.Configs, flyingkingseval.ScalarNames,
		flyingkingseval.Features, flyingkingseval.NewPatternWeights,
		func(w *flyingkingseval.PatternWeights) flyingkingseval.PatternEngine {
			return flyingkingseval.PatternEngine{Patterns: w}
		},
		flyingkingseval.ParsePatternWeights).withBuiltin(flyingkingseval.LearnedWeights))

// flyingKingsDisplay draws Kings & Flying Kings for view.
var flyingKingsDisplay = view.NewDisplay(flyingkings.Variant{}, view.Drawing[flyingkings.Position, flyingkings.Move]{
	Position: ofFlyingKings,
	Move:     flyingKingsMove,
	Compose:  composeFlyingKings,
	Kinds:    flyingKinds,
})

func ofFlyingKings(p flyingkings.Position) view.Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		piece, ok := p.At(n)
		if !ok {
			continue
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: numbered(n),
			Color:  view.ColorName(piece.Color),
			Kind:   flyingKindNames[piece.Kind],
			Label:  pieceLabel(piece.Color, piece.Kind.String(), n),
		})
	}
	for _, s := range flyingkings.Specials() {
		special := view.Special{Square: numbered(s.Square)}
		switch s.Kind {
		case flyingkings.Morph:
			special.Kind, special.Label = "morph", "Morph square "+where(s.Square)
		case flyingkings.Spawn:
			special.Kind, special.Color = "spawn", view.ColorName(s.Owner)
			special.Label = fmt.Sprintf("%s's Spawn square %s", s.Owner, where(s.Square))
		case flyingkings.ArrowUp, flyingkings.ArrowDown:
			special.Kind, special.Direction = "arrow", "up"
			if s.Kind == flyingkings.ArrowDown {
				special.Direction = "down"
			}
			special.Label = fmt.Sprintf("Push Arrow pointing %s on %s", special.Direction, where(s.Square))
		}
		v.Specials = append(v.Specials, special)
	}
	v.Points = &view.Counts{Black: p.Points(checkers.Black), Red: p.Points(checkers.Red)}
	return v
}

// flyingKindNames are the view's names of the kinds of piece.
var flyingKindNames = map[flyingkings.Kind]string{
	flyingkings.Guard:      "guard",
	flyingkings.Prince:     "prince",
	flyingkings.King:       "king",
	flyingkings.FlyingKing: "flying",
}

// flyingKingsMove returns the view of m, a legal move of p.
func flyingKingsMove(_ flyingkings.Position, m flyingkings.Move) (view.Move, error) {
	v := view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}
	if n := m.Spawn(); n != 0 {
		v.Spawn = numbered(n)
	}
	return v, nil
}

// composeFlyingKings writes Kings & Flying Kings' text: "B:RG21,K30:BP1".
// Points are not written: they follow from the pieces.
func composeFlyingKings(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, numberedEntry(map[string]string{"guard": "G", "prince": "P", "king": "K", "flying": "F"}))
	if err != nil {
		return "", err
	}
	return turn + ":R" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
