package hub

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// formsOf returns the Hub forms of the game v (games.Game.Hub), nil for a
// game without them, whose positions and moves the protocol carries in the
// game's own text.
func formsOf(v checkers.Variant) *games.HubForms {
	g, err := games.Of(v)
	if err != nil {
		return nil
	}
	return g.Hub
}

// WriteMove writes m, a move of the game v, as the protocol does (in done,
// pv and moves=): in the game's Hub form (games.HubForms.FormatMove) for a
// game that has one, such as "32-28" and "28x19x23", in the game's own
// notation (m.String) for the other games.
func WriteMove(v checkers.Variant, m checkers.Move) string {
	if h := formsOf(v); h != nil {
		return h.FormatMove(m)
	}
	return m.String()
}

// ReadMove reads a move of p, a position of the game v, written as the
// protocol writes it (see WriteMove): in the game's Hub form
// (games.HubForms.ParseMove) or in its own notation (p.ParseMove). The
// error says why the text is not a legal move of p.
func ReadMove(v checkers.Variant, p checkers.Position, text string) (checkers.Move, error) {
	if h := formsOf(v); h != nil {
		return h.ParseMove(p, text)
	}
	return p.ParseMove(text)
}
