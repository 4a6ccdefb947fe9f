package pdn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// RecordError is why a game of a record cannot be replayed, with where it
// is.
type RecordError struct {
	Note
}

// Error returns the note's text.
func (e *RecordError) Error() string { return e.Note.String() }

// ReplayRecord replays a game read from a record (a file of games that
// were played), src saying where it came from (Reader.Source). It is Replay
// made for records, which say what happened rather than ask for moves:
//
//   - the game goes on past a draw by repetition or no progress, which
//     is only noted;
//   - a short capture that fits several routes ("10x26") is read as the
//     route the next moves fit, with a note naming the choice;
//   - a "*" after a move ("22-17*") and letters glued to it
//     ("23-19Resigns") are dropped and ":" between two square numbers
//     ("11:15") read as "-", with a note;
//   - the FEN tag is read as the game's records are written
//     (Records.Position): in standard checkers it may have
//     spaces after commas, empty sections and the move counters ":H0:F1",
//     which are dropped with a note; the other games' position texts are
//     read as KingMe writes them (Stack'Em's, "R 9:rrB 14:b", has spaces
//     between its squares);
//   - algebraic moves ("c3-d4") of a game whose records may hold them
//     (Records.Algebraic: standard checkers) and whose GameType
//     or Variant tag names it are read with KingMe's squares (a1 is
//     square 29) or, when those do not fit, with the board turned round
//     (the first player at the bottom, a1 is square 4), as sites export
//     them; without such a tag the game is taken for another draughts
//     (Records.AlgebraicDraughts: Russian, Brazilian, pool checkers, all
//     written in algebraic squares) and refused;
//   - the variant is found by RecordVariant, and games of other draughts
//     are refused with an error that says so; a move that does not fit
//     gets the game's hints about other draughts (Records.Hint).
//
// The recorded result (the marker, or the Result tag when the marker is
// missing or "*", or else a comment at the end of the game that is a
// result alone, "{1/2-1/2}", with a note; a note too when such a comment
// says another result than the marker, which stands) is applied with checkers.Recorded when the moves do not
// end the game. When the final position is a win for one player and the
// result says the other won, or a comment on the last move says in so many
// words that the other won ("White wins"), the file writes results White
// first (the other convention): the position's or the comment's winner is
// taken, with a note. A final position drawn by the repetition or
// no-progress rule stays drawn, whatever the record says, with a note.
//
// The notes and the error name the sides as the game's records do
// (Records.Sides): White, not Red, in standard checkers, whose FEN
// writes W. The notes carry the game's number and line; the error is a
// *RecordError.
func (l *Library) ReplayRecord(g *GameRecord, src Source) (*checkers.Game, []Note, error) {
	r := recordReplay{lib: l, g: g, src: src}
	for _, n := range src.Notes {
		n.Game = src.Number
		r.notes = append(r.notes, n)
	}
	game, err := r.run()
	if err == nil {
		r.applyResult(game)
	}
	if r.v != nil {
		names := l.sideNames(r.v)
		for i := range r.notes {
			r.notes[i].Msg = speak(r.notes[i].Msg, names)
		}
		var re *RecordError
		if errors.As(err, &re) {
			re.Msg = speak(re.Msg, names)
		}
	}
	return game, r.notes, err
}

type recordReplay struct {
	lib   *Library
	g     *GameRecord
	src   Source
	v     checkers.Variant // once known
	notes []Note
	// starts holds, for each move of the game the last play returned,
	// the index of its first record move (a jump written hop by hop is
	// one move of several record moves).
	starts []int
	// convert, when not nil, turns a cleaned move text into KingMe's
	// squares, as the main line's algebraic moves were read.
	convert func(string) string
}

func (r *recordReplay) note(line int, format string, args ...any) {
	r.notes = append(r.notes, Note{Game: r.src.Number, Line: line, Msg: fmt.Sprintf(format, args...)})
}

func (r *recordReplay) fail(line int, format string, args ...any) error {
	return &RecordError{Note{Game: r.src.Number, Line: line, Msg: fmt.Sprintf(format, args...)}}
}

func (r *recordReplay) run() (*checkers.Game, error) {
	v, err := r.lib.RecordVariant(r.g)
	if err != nil {
		return nil, r.fail(r.src.Line, "%v", err)
	}
	r.v = v
	if err := r.otherBoard(); err != nil {
		return nil, err
	}
	start := v.Start()
	if fen, ok := r.g.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		if start, err = r.position(v, fen); err != nil {
			return nil, err
		}
	}
	texts := make([]string, len(r.g.Moves))
	for i, m := range r.g.Moves {
		texts[i] = r.cleanMove(i, m)
	}
	if rec := r.lib.records(v); algebraic(rec, texts) {
		_, hasType := r.g.Tag("GameType")
		_, hasVariant := r.g.Tag(VariantTag)
		if !hasType && !hasVariant {
			if game, ok := r.otherRecordedGame(v, texts); ok {
				return game, nil
			}
			return nil, r.fail(r.src.Line, "the moves are algebraic (%s) and no GameType or Variant tag says the game is %s, which PDN writes with square numbers: a game of another draughts (%s?), which KingMe does not play", r.g.Moves[0].Text, rec.Name, rec.AlgebraicDraughts)
		}
		return r.algebraic(v, rec, start, texts)
	}
	game, _, err := r.play(v, start, texts, true)
	return game, err
}

// otherRecordedGame replays a record whose moves (texts, as run cleaned
// them) the game v of untagged records cannot read, and which no tag
// names, as another game of the library that records name by a GameType, from its start (a record with
// a FEN tag is not tried): the first whose rules replay every move, with a
// note saying so. A collection of Russian draughts games without GameType
// tags is read so.
func (r *recordReplay) otherRecordedGame(v checkers.Variant, texts []string) (*checkers.Game, bool) {
	if fen, ok := r.g.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		return nil, false
	}
	for _, d := range r.lib.recorded() {
		if d.Variant.Key() == v.Key() || d.Records.GameType == 0 {
			continue
		}
		if _, _, err := r.play(d.Variant, d.Variant.Start(), texts, false); err != nil {
			continue
		}
		r.v = d.Variant
		r.note(r.src.Line, "no GameType or Variant tag says which game this is, and its moves are algebraic: read as %s (GameType %d), whose rules replay every move", d.Records.Name, d.Records.GameType)
		game, _, err := r.play(d.Variant, d.Variant.Start(), texts, true)
		if err != nil {
			return nil, false
		}
		return game, true
	}
	return nil, false
}

// position reads a FEN tag's value as the start of a game of v, forgiving
// what the game's records forgive (Records.Position), with a note
// saying what it changed.
func (r *recordReplay) position(v checkers.Variant, fen string) (checkers.Position, error) {
	clean := fen
	if rec := r.lib.records(v); rec.Position != nil {
		var changes []string
		var err error
		if clean, changes, err = rec.Position(fen); err != nil {
			return nil, r.fail(r.src.Line, "FEN tag: %v", err)
		}
		if len(changes) > 0 {
			r.note(r.src.Line, "FEN tag %q read as %q: %s", fen, clean, strings.Join(changes, ", "))
		}
	}
	start, err := v.ParsePosition(clean)
	if err != nil {
		return nil, r.fail(r.src.Line, "FEN tag: %v", err)
	}
	return start, nil
}

// play replays texts from start and returns the game, how many moves it
// played, and the error that stopped it. With notes false it says nothing.
func (r *recordReplay) play(v checkers.Variant, start checkers.Position, texts []string, notes bool) (*checkers.Game, int, error) {
	game := checkers.NewGameFrom(v, start)
	drawn := false
	r.starts = r.starts[:0]
	for i := 0; i < len(texts); i++ {
		first := i
		text, m, line := texts[i], r.g.Moves[i], r.src.line(i)
		if res := game.Result(); res.Over() && !drawn && notes {
			r.note(line, "the game was drawn by the rules (%s) before move %s %s; the record plays on", res, moveNumber(m), m.Text)
			drawn = true
		}
		if !game.Result().Over() {
			drawn = false
		}
		mv, err := r.parse(game.Position(), text, texts[i+1:], line, notes, moveNumber(m))
		for j := i + 1; err != nil && j < len(texts) && continues(text, texts[j]); j++ {
			// A jump written hop by hop, each hop as a move.
			_, rest, _ := strings.Cut(texts[j], "x")
			joined := text + "x" + rest
			if mv2, err2 := game.Position().ParseMove(joined); err2 == nil || j+1 < len(texts) && continues(joined, texts[j+1]) {
				text = joined
				if err2 == nil {
					if notes {
						r.note(line, "moves %s %s to %s %s are one jump written hop by hop: read as %s", moveNumber(m), m.Text, moveNumber(r.g.Moves[j]), r.g.Moves[j].Text, mv2)
					}
					mv, err, i = mv2, nil, j
				}
				continue
			}
			break
		}
		if err == nil {
			err = game.PlayRecorded(mv)
		}
		if err == nil {
			r.starts = append(r.starts, first)
		}
		if err != nil {
			msg := fmt.Sprintf("move %s %s: %v", moveNumber(m), m.Text, err)
			if hint := r.hint(v, game, i, text); hint != "" {
				msg += "; " + hint
			}
			return game, i, r.fail(line, "%s", msg)
		}
	}
	return game, len(texts), nil
}

// continues reports whether the jump next starts where the jump text ends.
func continues(text, next string) bool {
	end := text[strings.LastIndexAny(text, "x-")+1:]
	from, _, ok := strings.Cut(next, "x")
	return ok && strings.Contains(text, "x") && from == end
}

// cleanMove returns move i's text with a trailing "*" dropped and ":"
// between square numbers read as "-", noting what it changed.
func (r *recordReplay) cleanMove(i int, m Move) string {
	text := strings.TrimRight(m.Text, "*")
	if text != m.Text && text != "" {
		r.note(r.src.line(i), "move %s %s: the suffix %q dropped", moveNumber(m), m.Text, m.Text[len(text):])
	} else {
		text = m.Text
	}
	if move, glued := splitGlued(text); glued != "" {
		r.note(r.src.line(i), "move %s %s: the comment %q glued to it dropped", moveNumber(m), m.Text, glued)
		text = move
	}
	if strings.Contains(text, ":") && allDigitsOr(text, ":") {
		dashed := strings.ReplaceAll(text, ":", "-")
		r.note(r.src.line(i), "move %s %s read as %s", moveNumber(m), m.Text, dashed)
		text = dashed
	}
	return text
}

func allDigitsOr(s, seps string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= '0' && s[i] <= '9' || strings.IndexByte(seps, s[i]) >= 0) {
			return false
		}
	}
	return true
}

// otherBoard refuses a game whose moves name squares beyond those of its
// game's board (the 32 of an 8×8 board unless Records.Squares says more),
// as a record of 10×10 draughts read as an 8×8 game does; the message
// names the library's game on a board that large, if it has one.
func (r *recordReplay) otherBoard() error {
	squares := max(r.lib.records(r.v).Squares, 32)
	for i, m := range r.g.Moves {
		for _, f := range strings.FieldsFunc(m.Text, func(c rune) bool { return c == '-' || c == 'x' || c == ':' || c == '*' }) {
			n := 0
			for _, c := range f {
				if c < '0' || c > '9' {
					n = 0
					break
				}
				n = n*10 + int(c-'0')
			}
			if n > squares && n <= 200 {
				return r.fail(r.src.line(i), "move %s %s: square %d is beyond the %d squares of %s: %s", moveNumber(m), m.Text, n, squares, r.lib.records(r.v).Name, r.lib.largerBoard(n))
			}
		}
	}
	return nil
}

// largerBoard says which game a record naming square n may be of: the
// library's game whose board has that square, to name by its GameType,
// or another draughts KingMe does not play.
func (l *Library) largerBoard(n int) string {
	for _, d := range l.recorded() {
		if rec := d.Records; rec.Squares >= n && rec.GameType != 0 {
			return fmt.Sprintf("a game of %s? Its records say [GameType \"%d\"]", rec.Name, rec.GameType)
		}
	}
	return "a game of another draughts, which KingMe does not play"
}

// hint explains a move that does not fit in terms of another draughts,
// as the game's records do (Records.Hint, and
// Records.AlgebraicDraughts when the moves are algebraic).
func (r *recordReplay) hint(v checkers.Variant, game *checkers.Game, i int, text string) string {
	rec := r.lib.records(v)
	if rec.Hint != nil {
		if h := rec.Hint(game, i, text); h != "" {
			return h
		}
	}
	if algebraic(rec, texts(r.g.Moves)) {
		return fmt.Sprintf("the moves are algebraic: if this is a game of another draughts (%s), KingMe does not play it", rec.AlgebraicDraughts)
	}
	return ""
}

func texts(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.Text
	}
	return out
}

// parse reads text as a move of pos. A short capture that fits several
// routes leaving different positions is read as the route the next moves
// fit best (the first such in the legal order), with a note.
func (r *recordReplay) parse(pos checkers.Position, text string, next []string, line int, notes bool, number string) (checkers.Move, error) {
	mv, err := pos.ParseMove(text)
	if err == nil {
		return mv, nil
	}
	routes := routesFitting(pos, text)
	if len(routes) == 0 {
		return nil, err
	}
	best, bestFit, ties, same := routes[0], -1, 0, true
	first, _ := pos.After(routes[0])
	for _, m := range routes {
		after, _ := pos.After(m)
		if after != first {
			same = false
		}
		fit := fits(after, next, len(next))
		switch {
		case fit > bestFit:
			best, bestFit, ties = m, fit, 0
		case fit == bestFit:
			ties++
		}
	}
	if !same && notes {
		names := make([]string, len(routes))
		for i, m := range routes {
			names[i] = m.String()
		}
		why := fmt.Sprintf("which the next %d moves fit", bestFit)
		if bestFit == len(next) {
			why = "which the rest of the game fits"
		}
		if ties > 0 {
			why += " (as another route does: the first is taken)"
		}
		r.note(line, "move %s %s could be %s, which leave different positions: read as %s, %s", number, text, strings.Join(names, " or "), best, why)
	}
	return best, nil
}

// routesFitting returns the legal jumps of pos that start and end on the
// squares of text and pass through its other squares in order.
func routesFitting(pos checkers.Position, text string) []checkers.Move {
	want, err := checkers.ParseNumberedMove(text)
	if err != nil {
		return nil
	}
	var out []checkers.Move
	for _, m := range pos.Legal() {
		got, err := checkers.ParseNumberedMove(m.String())
		if err != nil || got[0] != want[0] || got[len(got)-1] != want[len(want)-1] {
			continue
		}
		k := 1
		for _, s := range got[1 : len(got)-1] {
			if k < len(want)-1 && s == want[k] {
				k++
			}
		}
		if k == len(want)-1 {
			out = append(out, m)
		}
	}
	return out
}

// fits counts how many of the first n texts play in turn from pos.
func fits(pos checkers.Position, texts []string, n int) int {
	for i, text := range texts {
		if i == n {
			return i
		}
		m, err := pos.ParseMove(text)
		if err != nil {
			return i
		}
		if pos, err = pos.After(m); err != nil {
			return i
		}
	}
	return len(texts)
}
