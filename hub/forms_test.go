package hub_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
)

// standardHub is standard checkers' Hub forms, from the table.
var standardHub = func() *games.HubForms {
	g, err := games.Lookup("standard")
	if err != nil || g.Hub == nil {
		panic(fmt.Sprintf("standard checkers has no hub forms in the table (%v)", err))
	}
	return g.Hub
}()

// parsePosition reads a standard checkers position in the Hub form.
func parsePosition(text string) (standard.Position, error) {
	p, err := standardHub.ParsePosition(text)
	if err != nil {
		return standard.Position{}, err
	}
	return p.(standard.Position), nil
}

// formatPosition writes a standard checkers position in the Hub form.
func formatPosition(p standard.Position) string { return standardHub.FormatPosition(p) }

// formatMove writes a standard checkers move in the Hub form.
func formatMove(m standard.Move) string { return standardHub.FormatMove(m) }

// parseMove reads a standard checkers move of p in the Hub form.
func parseMove(p standard.Position, text string) (standard.Move, error) {
	m, err := standardHub.ParseMove(p, text)
	if err != nil {
		return standard.Move{}, err
	}
	return m.(standard.Move), nil
}
