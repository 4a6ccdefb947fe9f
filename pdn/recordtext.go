package pdn

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// cleanFEN returns a FEN tag's value with what other programs add and
// KingMe's FEN does not read removed: spaces (after commas, say), empty
// sections and the move counters (":H0:F1"). changes says what was removed.
func cleanFEN(fen string) (clean string, changes []string) {
	s := strings.TrimSpace(fen)
	if strings.ContainsAny(s, " \t") {
		s = strings.Join(strings.Fields(s), "")
		changes = append(changes, "spaces removed")
	}
	dot := strings.HasSuffix(s, ".")
	s = strings.TrimSuffix(s, ".")
	fields := strings.Split(s, ":")
	kept := fields[:1]
	empty := 0
	for _, f := range fields[1:] {
		switch {
		case f == "":
			empty++
		case f[0] == 'H' || f[0] == 'F' || f[0] == 'h' || f[0] == 'f':
			changes = append(changes, fmt.Sprintf("the counter %q dropped", f))
		default:
			kept = append(kept, f)
		}
	}
	switch {
	case empty == 1:
		changes = append(changes, "an empty section dropped")
	case empty > 1:
		changes = append(changes, fmt.Sprintf("%d empty sections dropped", empty))
	}
	clean = strings.Join(kept, ":")
	if dot {
		clean += "."
	}
	if len(changes) == 0 {
		return fen, nil
	}
	return clean, changes
}

// noPieces reports whether a FEN names no square at all.
func noPieces(fen string) bool {
	_, rest, _ := strings.Cut(fen, ":")
	return !strings.ContainsAny(rest, "0123456789")
}

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
