package room

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// FromRecord rebuilds the room of a stored game from its record: the
// moves replayed through the rules, then the draw offer (standing or
// declined) and the result (a resignation, an agreement, a time forfeit,
// an abort) that the moves alone do not give; a take-back request is
// checked. It returns the room with the game's entry in the table.
func FromRecord(rec *store.Record) (*games.Game, Room, error) {
	game, g, err := replay(rec.ID, rec.Variant, rec.Start, moveTexts(rec.Moves))
	if err != nil {
		return nil, Room{}, err
	}
	if want := (checkers.Result{Outcome: checkers.Outcome(rec.Outcome), Reason: checkers.Reason(rec.Reason)}); want.Over() && !g.Result().Over() {
		end := g.End
		if want.Outcome == checkers.Aborted {
			end = func(r checkers.Result) error { return g.AbortFor(r.Reason) }
		}
		if err := end(want); err != nil {
			return nil, Room{}, fmt.Errorf("game %s: stored result: %w", rec.ID, err)
		}
	}
	if by, state, ok := storedOffer(rec.DrawOffer); ok && !g.Result().Over() {
		// The offer is made again, and the declined one made and declined
		// again: what the players did, in the order they did it.
		if err := g.OfferDraw(by); err != nil {
			return nil, Room{}, fmt.Errorf("game %s: stored draw offer: %w", rec.ID, err)
		}
		if state == offerDeclined {
			if err := g.DeclineDraw(by.Opponent()); err != nil {
				return nil, Room{}, fmt.Errorf("game %s: stored draw offer: %w", rec.ID, err)
			}
		}
	}
	if _, err := ParseTakeback(rec.Takeback); err != nil {
		return nil, Room{}, fmt.Errorf("game %s: %w", rec.ID, err)
	}
	return game, New(rec, g), nil
}

// replay rebuilds game id from its variant's key, its start position and
// its moves' text, through the rules.
func replay(id, variant, startText string, moves []string) (*games.Game, *checkers.Game, error) {
	game, err := games.Lookup(variant)
	if err != nil {
		return nil, nil, fmt.Errorf("game %s: %w", id, err)
	}
	start, err := game.Variant.ParsePosition(startText)
	if err != nil {
		return nil, nil, fmt.Errorf("game %s: start position: %w", id, err)
	}
	g := checkers.NewGameFrom(game.Variant, start)
	for i, m := range moves {
		if err := g.PlayText(m); err != nil {
			return nil, nil, fmt.Errorf("game %s: move %d %s: %w", id, i+1, m, err)
		}
	}
	return game, g, nil
}

// moveTexts returns the moves' text, in order.
func moveTexts(moves []store.Move) []string {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = m.Text
	}
	return texts
}

// The draw offer's states in a record's DrawOffer (store.Record): 0 none,
// 1 + colour for the colour's standing offer, −(1 + colour) for the
// colour's last offer, declined (the news the offerer is shown until moving).
const (
	offerStanding = iota
	offerDeclined
)

// storedOffer reads a record's DrawOffer.
func storedOffer(n int) (by checkers.Color, state int, ok bool) {
	switch n {
	case 1, 2:
		return checkers.Color(n - 1), offerStanding, true
	case -1, -2:
		return checkers.Color(-n - 1), offerDeclined, true
	}
	return 0, 0, false
}
