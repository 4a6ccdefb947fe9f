package pdn

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// algebraic reports whether the moves are written with algebraic squares
// ("c3-d4").
func algebraic(texts []string) bool {
	for _, t := range texts {
		if t != "" && t[0] >= 'a' && t[0] <= 'h' {
			return true
		}
	}
	return false
}

// numbered writes an algebraic move ("c3-d4", "d4xb6") with square numbers,
// the board turned round when flip is true (a1 is then square 4). It
// returns the text unchanged when it does not read as algebraic squares.
func numbered(text string, flip bool) string {
	var b strings.Builder
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != '-' && text[i] != 'x' && text[i] != ':' {
			continue
		}
		sq, err := checkers.ParseSquare(text[start:i])
		if err != nil {
			return text
		}
		if flip {
			sq = checkers.NewSquare(7-sq.File(), 7-sq.Rank())
		}
		n := sq.Number()
		if n == 0 {
			return text
		}
		fmt.Fprint(&b, n)
		if i < len(text) {
			sep := text[i]
			if sep == ':' {
				sep = 'x'
			}
			b.WriteByte(sep)
		}
		start = i + 1
	}
	return b.String()
}

// algebraic replays algebraic moves of standard checkers with KingMe's
// squares, or with the board turned round when that replays further.
func (r *recordReplay) algebraic(v checkers.Variant, start checkers.Position, texts []string) (*checkers.Game, error) {
	conv := func(flip bool) []string {
		out := make([]string, len(texts))
		for i, t := range texts {
			out[i] = numbered(t, flip)
		}
		return out
	}
	own := conv(false)
	if game, _, err := r.play(v, start, own, false); err == nil {
		_, _, err = r.play(v, start, own, true) // again, for the notes
		return game, err
	}
	flipped := conv(true)
	_, nOwn, _ := r.play(v, start, own, false)
	_, nFlip, _ := r.play(v, start, flipped, false)
	if nFlip > nOwn {
		r.note(r.src.Line, "algebraic moves read with the first player (Black) at the bottom, a1 being square 4, as sites such as playstrategy.org export them")
		game, _, err := r.play(v, start, flipped, true)
		return game, err
	}
	game, _, err := r.play(v, start, own, true)
	return game, err
}
