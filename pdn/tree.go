package pdn

import (
	"errors"
	"fmt"

	"github.com/kingme/kingme/checkers"
)

// Line is a line of an annotated game replayed: the main line, or a
// variation, with what the record says of each of its moves.
type Line struct {
	// Game holds the line's moves played from the position where the line
	// starts (the start of the game for the main line, the position
	// before the move a variation replaces for a variation).
	Game *checkers.Game
	// Moves are the record's moves, one for each move of Game: the move as
	// written, its number, NAGs and comments. A jump written hop by hop
	// ("15x24 24x31") is one move of Game: its record move is the first
	// hop's, with the later hops' NAGs and comments joined to it. Their
	// Variations are left empty: see Variations.
	Moves []Move
	// Variations holds, for each move i of Game, the lines that replace it,
	// each played from Game.Positions()[i], in the record's order.
	Variations [][]*Line
}

// ReplayTree replays a game read with its variations
// (Reader.KeepVariations(true)) as ReplayRecord replays its main line, and
// then every variation, nested to any depth, from the position before the
// move it replaces, as the game's records are read (a short capture, a
// "*" after a move, algebraic squares as the main line's). The notes are
// ReplayRecord's. A move of a variation the rules refuse is an error (a
// *RecordError) that names the move, the move of the main line the
// variation hangs from, and that move's line.
func (l *Library) ReplayTree(g *GameRecord, src Source) (*Line, []Note, error) {
	r := recordReplay{lib: l, g: g, src: src}
	for _, n := range src.Notes {
		n.Game = src.Number
		r.notes = append(r.notes, n)
	}
	game, err := r.run()
	if err == nil {
		r.applyResult(game)
	}
	names := func(msg string) string { return msg }
	if r.v != nil {
		sides := l.sideNames(r.v)
		names = func(msg string) string { return speak(msg, sides) }
		for i := range r.notes {
			r.notes[i].Msg = names(r.notes[i].Msg)
		}
	}
	if err != nil {
		var re *RecordError
		if errors.As(err, &re) {
			re.Msg = names(re.Msg)
		}
		return nil, r.notes, err
	}
	main := r.line(game, g.Moves, r.starts)
	for i, vs := range r.variationsOf(g.Moves, r.starts) {
		for _, v := range vs {
			root := r.g.Moves[r.starts[i]]
			sub, err := r.variation(game.Positions()[i], v, r.src.line(r.starts[i]), root, 1)
			if err != nil {
				var re *RecordError
				if errors.As(err, &re) {
					re.Msg = names(re.Msg)
				}
				return nil, r.notes, err
			}
			main.Variations[i] = append(main.Variations[i], sub)
		}
	}
	return main, r.notes, nil
}

// maxVariationDepth bounds how deep variations nest when they are
// replayed (the reader nests them to any depth).
const maxVariationDepth = 100

// line builds the Line of game, whose move k was played from record moves
// starts[k] up to starts[k+1] (the end for the last), without variations.
func (r *recordReplay) line(game *checkers.Game, moves []Move, starts []int) *Line {
	out := &Line{Game: game, Moves: make([]Move, len(starts)), Variations: make([][]*Line, len(starts))}
	for k, from := range starts {
		to := len(moves)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		m := moves[from]
		m.Variations = nil
		m.NAGs = append([]int(nil), m.NAGs...)
		m.Comments = append([]string(nil), m.Comments...)
		for _, hop := range moves[from+1 : to] {
			m.NAGs = append(m.NAGs, hop.NAGs...)
			m.Comments = append(m.Comments, hop.CommentsBefore...)
			m.Comments = append(m.Comments, hop.Comments...)
		}
		out.Moves[k] = m
	}
	return out
}

// variationsOf returns, for each move k of the replayed line, the
// variations of its record moves (a jump written hop by hop has those of
// its first hop; a later hop's are alternatives to a hop, not a move, and
// are kept with the first's).
func (r *recordReplay) variationsOf(moves []Move, starts []int) [][][]Move {
	out := make([][][]Move, len(starts))
	for k, from := range starts {
		to := len(moves)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		for _, m := range moves[from:to] {
			out[k] = append(out[k], m.Variations...)
		}
	}
	return out
}

// variation replays the record moves of a variation from start; line is
// the line of the main-line move root it hangs from, for errors.
func (r *recordReplay) variation(start checkers.Position, moves []Move, line int, root Move, depth int) (*Line, error) {
	where := fmt.Sprintf("in a variation of move %s %s", moveNumber(root), root.Text)
	if depth > maxVariationDepth {
		return nil, r.fail(line, "%s: variations nested more than %d deep", where, maxVariationDepth)
	}
	sub := recordReplay{lib: r.lib, g: &GameRecord{Tags: r.g.Tags, Moves: moves}, src: Source{Number: r.src.Number, Line: line}, v: r.v, convert: r.convert}
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = sub.cleanMove(i, m)
		if sub.convert != nil {
			texts[i] = sub.convert(texts[i])
		}
	}
	game, _, err := sub.play(r.v, start, texts, false)
	if err != nil {
		var re *RecordError
		if errors.As(err, &re) {
			re.Msg = where + ": " + re.Msg
		}
		return nil, err
	}
	out := sub.line(game, moves, sub.starts)
	for i, vs := range sub.variationsOf(moves, sub.starts) {
		for _, v := range vs {
			deeper, err := r.variation(game.Positions()[i], v, line, root, depth+1)
			if err != nil {
				return nil, err
			}
			out.Variations[i] = append(out.Variations[i], deeper)
		}
	}
	return out, nil
}

// Record returns the line as record moves, its variations nested in them
// as the reader reads them: the inverse of ReplayTree's split (a jump
// written hop by hop comes back as one move).
func (ln *Line) Record() []Move {
	out := make([]Move, len(ln.Moves))
	for i, m := range ln.Moves {
		m.Variations = nil
		for _, v := range ln.Variations[i] {
			m.Variations = append(m.Variations, v.Record())
		}
		out[i] = m
	}
	return out
}

// Size counts the moves of the line and of all its variations.
func (ln *Line) Size() int {
	n := len(ln.Moves)
	for _, vs := range ln.Variations {
		for _, v := range vs {
			n += v.Size()
		}
	}
	return n
}
