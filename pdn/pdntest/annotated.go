package pdntest

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// Annotated returns an annotated game of g, as a book or a commented file
// writes it: a comment before the first move, a comment and a "!" on the
// first move, a "?!" and a NAG $4 on the second, and on the third move a
// variation (another legal move, with a comment before it, a "!!" and
// two moves) that has a variation of its own on its second move, and a
// comment on the fourth move. The main line has 6 moves (fewer when the
// game ends sooner), played by the first legal move (the second move by
// the first after which two moves or more are legal, so that the third
// has a variation: Turkish draughts' first moves force a capture), the
// variations by the last. It panics when no second move leaves two legal
// moves, which no game of the table has.
func Annotated(g *games.Game) *pdn.GameRecord {
	game := checkers.NewGame(g.Variant)
	for game.Len() < 6 && !game.Result().Over() {
		legal := game.Legal()
		m := legal[0]
		if game.Len() == 1 {
			m = branching(game, legal)
		}
		if err := game.Play(m); err != nil {
			panic(fmt.Sprintf("%s: %v", g.Key(), err))
		}
	}
	pg := games.PDN().FromGame(game, pdn.Tag{Name: "Event", Value: "Annotated " + g.Name()})
	pg.Comment = "An annotated game of " + g.Name() + "."
	ms := pg.Moves
	ms[0].NAGs = []int{1}
	ms[0].Comments = []string{"The book move."}
	ms[1].NAGs = []int{6, 4}
	legal := game.Positions()[2].Legal()
	if len(legal) < 2 {
		panic(fmt.Sprintf("%s: one legal move at ply 2", g.Key()))
	}
	alt := checkers.NewGameFrom(g.Variant, game.Positions()[2])
	for alt.Len() < 2 && !alt.Result().Over() {
		l := alt.Legal()
		if err := alt.Play(l[len(l)-1]); err != nil {
			panic(fmt.Sprintf("%s: %v", g.Key(), err))
		}
	}
	variation := fromLine(alt, ms[2])
	variation[0].CommentsBefore = []string{"Better is"}
	variation[0].NAGs = []int{3}
	if len(variation) > 1 {
		// The variation's own variation: the other reply.
		replies := alt.Positions()[1].Legal()
		if len(replies) > 1 {
			deeper := checkers.NewGameFrom(g.Variant, alt.Positions()[1])
			if err := deeper.Play(replies[0]); err == nil {
				sub := fromLine(deeper, variation[1])
				sub[0].Comments = []string{"also possible"}
				variation[1].Variations = [][]pdn.Move{sub}
			}
		}
	}
	ms[2].Variations = [][]pdn.Move{variation}
	if len(ms) > 3 {
		ms[3].Comments = []string{"a comment to the end of the line"}
	}
	return pg
}

// branching returns the first of legal, game's legal moves, after which
// two moves or more are legal, and the first when none is.
func branching(game *checkers.Game, legal []checkers.Move) checkers.Move {
	p := game.Position()
	for _, m := range legal {
		if next, err := p.After(m); err == nil && len(next.Legal()) > 1 {
			return m
		}
	}
	return legal[0]
}

// fromLine returns line's moves as record moves numbered from first, the
// record move they replace.
func fromLine(line *checkers.Game, first pdn.Move) []pdn.Move {
	var out []pdn.Move
	number := first.Number
	opener := line.Variant().Start().Turn()
	for i, m := range line.Played() {
		second := line.Positions()[i].Turn() != opener
		out = append(out, pdn.Move{Number: number, Second: second, Text: games.PDN().MoveText(line.Variant(), m)})
		if second {
			number++
		}
	}
	return out
}
