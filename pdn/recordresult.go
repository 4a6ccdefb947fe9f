package pdn

import (
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file reads a record's result: the marker or the Result tag, and
// which convention the file writes it in.

// applyResult ends game with the recorded result when the moves do not
// end it, and notes a result written in the other convention.
func (r *recordReplay) applyResult(game *checkers.Game) {
	marker := r.g.Result
	if marker == "" || marker == "*" {
		if tag, ok := r.g.Tag("Result"); ok && IsResult(strings.TrimSpace(tag)) {
			marker = strings.TrimSpace(tag)
		}
	}
	first := game.Variant().Start().Turn()
	line := r.src.line(len(r.g.Moves) - 1)
	if said, comment, ok := commentedResult(r.g, first); ok && said != marker {
		if _, err := Outcome(marker, first); err == nil {
			r.note(line, "the comment {%s} at the end of the game is the result %s, which is not the game's result %s: %s stands", comment, said, marker, marker)
		} else {
			r.note(line, "the result %s is written in a comment {%s} at the end of the game, where PDN writes the result without braces: read as the result", said, comment)
			marker = said
		}
	}
	o, err := Outcome(marker, first)
	if err != nil {
		return
	}
	res := game.Result()
	switch {
	case res.Over() && res.Outcome != checkers.Draw && o != checkers.Draw && o != res.Outcome:
		r.note(line, "the result %s says %s won (the left score is the first player's, as PDN 2.0 writes it), but the final position is a win for %s: the file writes the other convention (the left score is White's); read as a win for %s",
			marker, winner(o), winner(res.Outcome), winner(res.Outcome))
	case res.Over() && o != checkers.Draw && (res.Reason == checkers.Repetition || res.Reason == checkers.NoProgress):
		r.note(line, "the result %s says %s won, but the final position is a %s: the draw stands", marker, winner(o), res)
	case !res.Over():
		if said, comment, ok := statedWinner(r.g); ok && o != checkers.Draw && said != o {
			r.note(line, "the result %s says %s won (the left score is the first player's, as PDN 2.0 writes it), but the comment {%s} says %s won: the file writes the other convention (the left score is White's); read as a win for %s",
				marker, winner(o), comment, winner(said), winner(said))
			o = said
		}
		_ = game.End(checkers.Result{Outcome: o, Reason: checkers.Recorded})
	}
}

// commentedResult returns the result a comment after the last move (before
// the first, in a game without moves) is, such as {1/2-1/2}: a marker
// that names a result, alone in the comment. ok is false when there is
// none.
func commentedResult(g *GameRecord, first checkers.Color) (marker, comment string, ok bool) {
	comments := strings.Split(g.Comment, "\n\n")
	if len(g.Moves) > 0 {
		comments = g.Moves[len(g.Moves)-1].Comments
	}
	for i := len(comments) - 1; i >= 0; i-- {
		c := strings.TrimSpace(comments[i])
		if _, err := Outcome(c, first); err == nil {
			return c, comments[i], true
		}
	}
	return "", "", false
}

// statedWinner returns the winner a comment on the last move names in so
// many words ("White wins", "Black won."), the comment and whether there
// is one. "Red" is left alone: older books call either side Red.
func statedWinner(g *GameRecord) (checkers.Outcome, string, bool) {
	if len(g.Moves) == 0 {
		return checkers.Ongoing, "", false
	}
	for _, c := range g.Moves[len(g.Moves)-1].Comments {
		words := strings.Fields(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(c), ".")))
		if len(words) != 2 || words[1] != "wins" && words[1] != "won" {
			continue
		}
		switch words[0] {
		case "black":
			return checkers.WinFor(checkers.Black), c, true
		case "white":
			return checkers.WinFor(checkers.Red), c, true
		}
	}
	return checkers.Ongoing, "", false
}

func winner(o checkers.Outcome) string {
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if o == checkers.WinFor(c) {
			return c.String()
		}
	}
	return o.String()
}
