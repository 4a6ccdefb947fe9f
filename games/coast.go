package games

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine/eval/coasteval"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/view"
)

// coastGame is Coast-to-Coast: a race from corner to corner, nothing captured.
var coastGame = withLearning[coast.Position, coast.Move](entry[coast.Position, coast.Move](coast.Variant{},
	func(w *coasteval.Weights) coasteval.Engine { return coasteval.Engine{W: w} }, coasteval.DefaultWeights,
	Game{
		Display:  coastDisplay,
		Bottom:   checkers.Red,
		Rules:    "coast-to-coast.md",
		Legend:   []string{pieces, "⌂ homes: Red's a1, Black's h8"},
		Notation: []string{"c3-d4 step · c3:e5:e7 jumps", "g7-h8+h7 crown, free move", "pass (p) when none moves"},
	}), coasteval.Engine{},
	flatLearned[coast.Position, coasteval.PatternWeights, coasteval.PatternEngine](
		coasteval.NumFeatures, coasteval.NumWindows*pattern.Configs, coasteval.ScalarNames,
		coasteval.Features, coasteval.NewPatternWeights,
		func(w *coasteval.PatternWeights) coasteval.PatternEngine { return coasteval.PatternEngine{Patterns: w} },
		coasteval.ParsePatternWeights).withTiedWindows((*coasteval.PatternWeights).TieWindows))

// coastDisplay draws Coast-to-Coast for view.
var coastDisplay = view.NewDisplay(coast.Variant{}, view.Drawing[coast.Position, coast.Move]{
	Position: ofCoast,
	Move:     coastMove,
	Compose:  composeCoast,
	Kinds:    checkerKinds,
})

func ofCoast(p coast.Position) view.Position {
	v := view.Position{Squares: "all", Diamond: true, Pieces: []view.Piece{}}
	for sq := checkers.Square(0); sq < 64; sq++ {
		var c checkers.Color
		kind, word := "man", "piece"
		switch p.At(sq) {
		case coast.Empty:
			continue
		case coast.BlackPiece:
		case coast.BlackKing:
			kind, word = "king", "king"
		case coast.RedPiece:
			c = checkers.Red
		case coast.RedKing:
			c, kind, word = checkers.Red, "king", "king"
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: sq.String(),
			Color:  view.ColorName(c),
			Kind:   kind,
			Label:  c.String() + " " + word + " on " + sq.String(),
		})
	}
	for _, owner := range []checkers.Color{checkers.Black, checkers.Red} {
		v.Specials = append(v.Specials, view.Special{
			Square: coastHome[owner],
			Kind:   "home",
			Color:  view.ColorName(owner),
			Label:  fmt.Sprintf("%s's home %s", owner, coastHome[owner]),
		})
	}
	v.BorneOff = &view.Counts{Black: p.BorneOff(checkers.Black), Red: p.BorneOff(checkers.Red)}
	return v
}

// coastHome is each side's home in Coast-to-Coast
// (docs/rules/coast-to-coast.md): where its kings are borne off and the
// opponent's pieces are crowned.
var coastHome = [2]string{checkers.Black: "h8", checkers.Red: "a1"}

// coastMove returns the view of m, a legal Coast-to-Coast move of p.
func coastMove(p coast.Position, m coast.Move) (view.Move, error) {
	if m.IsPass() {
		return view.Move{Text: m.String(), Path: []string{}, Pass: true}, nil
	}
	route := p.Route(m)
	if route == nil {
		return view.Move{}, fmt.Errorf("view: no route for move %s in %s", m, p)
	}
	v := view.Move{Text: m.String(), Path: make([]string, len(route))}
	for i, sq := range route {
		v.Path[i] = sq.String()
	}
	if m.Crowns() {
		if v.Crown = slices.Index(v.Path, coastHome[p.Turn().Opponent()]); v.Crown <= 0 {
			return view.Move{}, fmt.Errorf("view: the route %v of move %s in %s does not pass the crowning square", v.Path, m, p)
		}
	}
	return v, nil
}

// composeCoast writes Coast-to-Coast's text: "B:Rb1,Kd4/3:Bg8/0", with the
// borne-off counts (0 when v has none).
func composeCoast(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, func(p view.Piece) (string, error) {
		sq, err := checkers.ParseSquare(p.Square)
		if err != nil {
			return "", err
		}
		switch p.Kind {
		case "man":
			return sq.String(), nil
		case "king":
			return "K" + sq.String(), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	var off view.Counts
	if v.BorneOff != nil {
		off = *v.BorneOff
	}
	return fmt.Sprintf("%s:R%s/%d:B%s/%d", turn, strings.Join(s[checkers.Red], ","), off.Red,
		strings.Join(s[checkers.Black], ","), off.Black), nil
}
