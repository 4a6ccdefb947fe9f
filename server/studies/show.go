package studies

import (
	"fmt"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// Study is a game opened from a PDN file as it is shown: its main line
// and variations, each move with its position, NAGs and comments.
type Study struct {
	// ID is the study's link: /study/{id}.
	ID string `json:"id"`
	// Variant is the game's variant key.
	Variant string `json:"variant"`
	// Tags are the game's tags.
	Tags map[string]string `json:"tags"`
	// Comment is the game's comment before its first move.
	Comment string `json:"comment,omitempty"`
	// Start is the position before the first move.
	Start view.Position `json:"start"`
	// Moves is the main line.
	Moves []Move `json:"moves"`
	// Result is the game's result, by the moves or as recorded.
	Result room.Result `json:"result"`
	// Notes say what was read leniently, each with its line.
	Notes []string `json:"notes,omitempty"`
	// Created is when the study was stored.
	Created time.Time `json:"created"`
}

// Move is one move of a study's line: the move as the game's notation
// writes it (Text, the board's path), and what the record says of it.
type Move struct {
	view.Move
	// Written is the move as the record wrote it, when that is not Text
	// (a short capture, algebraic squares).
	Written string `json:"written,omitempty"`
	// Number is the move's number; Second is true for the second player's
	// half.
	Number int  `json:"number"`
	Second bool `json:"second,omitempty"`
	// Position is the position after the move.
	Position view.Position `json:"position"`
	// NAGs are the annotator's marks: 1 to 6 for ! ? !! ?? !? ?!, any
	// other $n as written.
	NAGs []int `json:"nags,omitempty"`
	// Comments are the comments after the move, Before those before it
	// (the first move of a variation).
	Comments []string `json:"comments,omitempty"`
	Before   []string `json:"before,omitempty"`
	// Variations are the lines that replace this move, each from the
	// position before it.
	Variations [][]Move `json:"variations,omitempty"`
}

// Show reads a stored study's PDN and replays it, variations and all.
func Show(st *store.Study) (Study, error) {
	rd := pdn.NewReader(strings.NewReader(st.PDN))
	rd.KeepVariations(true)
	pg, err := rd.Next()
	if err != nil {
		return Study{}, fmt.Errorf("study %s: its PDN cannot be read: %w", st.ID, err)
	}
	tree, notes, err := games.PDN().ReplayTree(pg, rd.Source())
	if err != nil {
		return Study{}, fmt.Errorf("study %s: its PDN cannot be replayed: %w", st.ID, err)
	}
	vg, err := games.Of(tree.Game.Variant())
	if err != nil {
		return Study{}, err
	}
	out := Study{ID: st.ID, Variant: vg.Key(), Tags: map[string]string{}, Comment: pg.Comment,
		Result: room.ResultOf(tree.Game.Result()), Created: st.Created}
	for _, t := range pg.Tags {
		if _, ok := out.Tags[t.Name]; !ok {
			out.Tags[t.Name] = t.Value
		}
	}
	for _, n := range notes {
		out.Notes = append(out.Notes, refuse.Shorten(n.String(), 200))
	}
	if out.Start, err = vg.Display.Position(tree.Game.Start()); err != nil {
		return Study{}, err
	}
	if out.Moves, err = line(vg, tree); err != nil {
		return Study{}, fmt.Errorf("study %s: %w", st.ID, err)
	}
	return out, nil
}

// line describes a replayed line and its variations.
func line(vg *games.Game, l *pdn.Line) ([]Move, error) {
	positions, moves := l.Game.Positions(), l.Game.Played()
	out := make([]Move, len(moves))
	for i, m := range moves {
		mv, err := vg.Display.Move(positions[i], m)
		if err != nil {
			return nil, err
		}
		after, err := vg.Display.Position(positions[i+1])
		if err != nil {
			return nil, err
		}
		rec := l.Moves[i]
		sm := Move{Move: mv, Number: rec.Number, Second: rec.Second, Position: after,
			NAGs: rec.NAGs, Comments: rec.Comments, Before: rec.CommentsBefore}
		if rec.Text != mv.Text {
			sm.Written = rec.Text
		}
		for _, v := range l.Variations[i] {
			sub, err := line(vg, v)
			if err != nil {
				return nil, err
			}
			sm.Variations = append(sm.Variations, sub)
		}
		out[i] = sm
	}
	return out, nil
}

// MainLine replays a stored study's main line, the subject of its
// analysis, and returns it with its game.
func MainLine(st *store.Study) (*checkers.Game, *games.Game, error) {
	rd := pdn.NewReader(strings.NewReader(st.PDN))
	pg, err := rd.Next()
	if err != nil {
		return nil, nil, fmt.Errorf("study %s: its PDN cannot be read: %w", st.ID, err)
	}
	g, _, err := games.PDN().ReplayRecord(pg, rd.Source())
	if err != nil {
		return nil, nil, fmt.Errorf("study %s: its PDN cannot be replayed: %w", st.ID, err)
	}
	vg, err := games.Of(g.Variant())
	if err != nil {
		return nil, nil, err
	}
	return g, vg, nil
}
