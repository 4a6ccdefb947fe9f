package pdn

import (
	"github.com/kingme/kingme/checkers"
)

// algebraic reports whether the game's records may hold moves in
// algebraic squares (Records.Algebraic) and texts has one.
func algebraic(rec Records, texts []string) bool {
	if rec.Algebraic == nil {
		return false
	}
	for _, t := range texts {
		if _, ok := rec.Algebraic(t, false); ok {
			return true
		}
	}
	return false
}

// algebraic replays algebraic moves of v with KingMe's squares, or with the
// board turned round when that replays further (rec.Algebraic reads them).
func (r *recordReplay) algebraic(v checkers.Variant, rec Records, start checkers.Position, texts []string) (*checkers.Game, error) {
	converter := func(turned bool) func(string) string {
		return func(t string) string {
			out, _ := rec.Algebraic(t, turned)
			return out
		}
	}
	conv := func(turned bool) []string {
		out := make([]string, len(texts))
		for i, t := range texts {
			out[i] = converter(turned)(t)
		}
		return out
	}
	own := conv(false)
	r.convert = converter(false)
	if _, _, err := r.play(v, start, own, false); err == nil {
		game, _, err := r.play(v, start, own, true) // again, for the notes
		return game, err
	}
	flipped := conv(true)
	_, nOwn, _ := r.play(v, start, own, false)
	_, nFlip, _ := r.play(v, start, flipped, false)
	if nFlip > nOwn {
		r.note(r.src.Line, "algebraic moves read with %s", rec.Turned)
		r.convert = converter(true)
		game, _, err := r.play(v, start, flipped, true)
		return game, err
	}
	game, _, err := r.play(v, start, own, true)
	return game, err
}
