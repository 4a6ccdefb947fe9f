package pdn

import "fmt"

// Source says where a game came from in its input: its place, its lines,
// and what the reader read leniently.
type Source struct {
	// Number is the game's place in the input, from 1; games refused for
	// their syntax count too.
	Number int
	// Line is the line of the game's first token.
	Line int
	// MoveLines holds the line of each main-line move.
	MoveLines []int
	// Notes says what the reader read leniently, such as a comment glued
	// to a move ("26-22Whiteoversteppedthetimecontrol.").
	Notes []Note
}

// Source returns where the game (or syntax error) that Next last returned
// came from; the zero Source before the first game.
func (r *Reader) Source() Source { return r.src }

// line returns the line of main-line move i, or the game's line.
func (s Source) line(i int) int {
	if i >= 0 && i < len(s.MoveLines) {
		return s.MoveLines[i]
	}
	return s.Line
}

// Note is something said about a game of a record: a warning about what was
// read leniently, or why the game was refused.
type Note struct {
	// Game is the game's place in its input, from 1; 0 when unknown.
	Game int
	// Line is the line of the input it is about; 0 when unknown.
	Line int
	// Msg says what happened.
	Msg string
}

// String returns "game G, line L: msg", leaving out what is unknown.
func (n Note) String() string {
	s := ""
	if n.Game > 0 {
		s = fmt.Sprintf("game %d, ", n.Game)
	}
	if n.Line > 0 {
		s += fmt.Sprintf("line %d: ", n.Line)
	}
	return s + n.Msg
}

// splitGlued splits a word that is a numbered move with a comment glued to
// it ("26-22Whiteoversteppedthetimecontrol.") into the move and the
// comment; glued is "" when s is not such a word.
func splitGlued(s string) (move, glued string) {
	i := 0
	for {
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return s, ""
		}
		i = j
		if i < len(s) && (s[i] == '-' || s[i] == 'x' || s[i] == ':') && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			i++
			continue
		}
		break
	}
	rest := s[i:]
	if !validMove(s[:i]) || len(rest) < 2 || !isLetter(rest[0]) || rest[0] == 'x' || rest[0] == 'X' || !isLetter(rest[1]) {
		return s, ""
	}
	return s[:i], rest
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
