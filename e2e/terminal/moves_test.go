package terminal

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// This file plays moves in a session as a person would: by typing them
// with Tab completion, or by picking squares with the arrow keys and
// Enter. The legal moves come from the rules packages, replaying the move
// list the screen shows from the session's start position.

// position is the game's position after the moves the screen lists.
type position struct {
	moves   []view.Move
	numbers map[string]int // square numbers by algebraic name; nil in Coast-to-Coast
}

// position replays the moves played from the session's start position.
func (s *session) position(played []string) position {
	s.t.Helper()
	game, err := games.Lookup(s.variant)
	if err != nil {
		s.t.Fatal(err)
	}
	v := game.Variant
	start := v.Start()
	if s.fen != "" {
		if start, err = v.ParsePosition(s.fen); err != nil {
			s.t.Fatalf("--fen %s: %v", s.fen, err)
		}
	}
	g := checkers.NewGameFrom(v, start)
	for _, mv := range played {
		if err := g.PlayText(mv); err != nil {
			s.t.Fatalf("replaying the move list %v: %s: %v", played, mv, err)
		}
	}
	moves, err := game.Display.Moves(g.Position())
	if err != nil {
		s.t.Fatal(err)
	}
	pos, err := game.Display.Position(g.Position())
	if err != nil {
		s.t.Fatal(err)
	}
	return position{moves: moves, numbers: pos.Numbers}
}

// algebraic returns the algebraic name ("c3") of a square named as the
// game's messages name it: by number in the numbered games.
func (p position) algebraic(name string) (string, error) {
	if p.numbers == nil {
		return name, nil
	}
	n, err := strconv.Atoi(name)
	if err != nil {
		return "", fmt.Errorf("square %q is not a number", name)
	}
	for sq, m := range p.numbers {
		if m == n {
			return sq, nil
		}
	}
	return "", fmt.Errorf("no square %d", n)
}

// isLegal reports whether text is a legal move's text.
func (p position) isLegal(text string) bool {
	return slices.ContainsFunc(p.moves, func(m view.Move) bool { return m.Text == text })
}

// waitTurn waits until the person is to move with at least n moves
// listed, and returns the screen.
func (s *session) waitTurn(n int) string {
	s.t.Helper()
	return s.waitUntil(fmt.Sprintf("the person to move after %d moves", n), waitTimeout, func(screen string) bool {
		return len(moveList(screen)) >= n && strings.Contains(screen, idlePrompt)
	})
}

// waitPlayed waits until the move list holds more than n moves and
// returns the screen.
func (s *session) waitPlayed(n int) string {
	s.t.Helper()
	return s.waitUntil(fmt.Sprintf("a move after the %d listed", n), waitTimeout, func(screen string) bool {
		return len(moveList(screen)) > n
	})
}

// typeMove plays a legal move by typing it, as the person may when it is
// their turn: the move's start square and separator ("11-"), then Tab
// until the entry holds a whole legal move, then Enter. It returns the
// move played.
func (s *session) typeMove() string {
	s.t.Helper()
	played := moveList(s.waitTurn(0))
	pos := s.position(played)
	i := slices.IndexFunc(pos.moves, func(m view.Move) bool { return !m.Pass })
	if i < 0 {
		s.t.Fatalf("no move to type after %v", played)
	}
	text := pos.moves[i].Text
	prefix := text[:strings.IndexAny(text, "-x:")+1]
	s.text(prefix)
	s.waitFor("Move: "+prefix+"▏", waitTimeout)
	typed := prefix
	for range 3 {
		s.keys("Tab")
		before := typed
		screen := s.waitUntil("Tab to complete "+before, waitTimeout, func(screen string) bool {
			return entry(screen) != "" && entry(screen) != before
		})
		typed = entry(screen)
		if !strings.HasPrefix(strings.ToLower(typed), strings.ToLower(prefix)) {
			s.t.Fatalf("Tab after %q: got %q in the entry, want a move starting with it", prefix, typed)
		}
		if pos.isLegal(typed) {
			break
		}
	}
	if !pos.isLegal(typed) {
		s.t.Fatalf("Tab after %q: got %q in the entry, want a legal move", prefix, typed)
	}
	s.keys("Enter")
	got := moveList(s.waitPlayed(len(played)))[len(played)]
	if got != typed {
		s.t.Fatalf("after typing %s and Enter, the move list shows %s", typed, got)
	}
	return got
}

// selectedPattern matches the message after the piece under the cursor is
// picked: "11: move it to 15 or 16.".
var selectedPattern = regexp.MustCompile(`(\S+): move it to `)

// choicePattern matches one choice of the message listing the moves that
// fit the picks: "2) 15x24x31".
var choicePattern = regexp.MustCompile(`(\d)\) (\S+)`)

// arrowMove plays a move with the arrow keys and Enter, as the person may
// when it is their turn: Enter picks the piece under the cursor (it starts
// on one that can move), then the cursor goes to each square of one of
// its moves, a simple step when it has one, and Enter picks it. It
// returns the move played.
func (s *session) arrowMove() string {
	s.t.Helper()
	played := moveList(s.waitTurn(0))
	pos := s.position(played)
	s.keys("Enter")
	screen := s.waitUntil("the piece under the cursor to be picked", waitTimeout, selectedPattern.MatchString)
	from, err := pos.algebraic(selectedPattern.FindStringSubmatch(screen)[1])
	if err != nil {
		s.t.Fatalf("%v; the screen:\n%s", err, screen)
	}
	var mv *view.Move
	for i := range pos.moves {
		m := &pos.moves[i]
		if len(m.Path) == 0 || m.Path[0] != from {
			continue
		}
		if mv == nil || len(route(*m)) == 2 && m.Crown == 0 && len(route(*mv)) > 2 {
			mv = m
		}
	}
	if mv == nil {
		s.t.Fatalf("the cursor picked %s, which has no legal move; the screen:\n%s", from, screen)
	}
	// The keys go in order: there is no need to wait between the picks.
	var keys []string
	cursor := from
	for _, sq := range route(*mv)[1:] {
		keys = append(append(keys, s.arrows(cursor, sq, pos.numbers == nil)...), "Enter")
		cursor = sq
	}
	s.keys(keys...)
	screen = s.waitUntil("the picks of "+mv.Text, waitTimeout, func(screen string) bool {
		return len(moveList(screen)) > len(played) || strings.Contains(screen, "✗") ||
			strings.Contains(screen, "Enter again to stop here") ||
			choice(screen, mv.Text) != ""
	})
	if len(moveList(screen)) == len(played) {
		// The picks fit several moves: say which, or stop on the last square.
		switch {
		case strings.Contains(screen, "✗"):
			s.t.Fatalf("picking the squares of %s: refused; the screen:\n%s", mv.Text, screen)
		case choice(screen, mv.Text) != "":
			s.keys(choice(screen, mv.Text))
		default:
			s.keys("Enter")
		}
		screen = s.waitPlayed(len(played))
	}
	got := moveList(screen)[len(played)]
	if got != mv.Text {
		s.t.Fatalf("after picking the squares of %s, the move list shows %s", mv.Text, got)
	}
	return got
}

// choice returns the key that chooses the move text when the screen lists
// the moves that fit the picks, or "".
func choice(screen, text string) string {
	if !strings.Contains(screen, "Several moves fit") {
		return ""
	}
	for _, m := range choicePattern.FindAllStringSubmatch(screen, -1) {
		if m[2] == text {
			return m[1]
		}
	}
	return ""
}

// route returns the squares a move is picked with: its path, then its
// spawn square.
func route(m view.Move) []string {
	if m.Spawn != "" {
		return append(slices.Clone(m.Path), m.Spawn)
	}
	return m.Path
}

// arrows returns the arrow keys that move the cursor from one square to
// another (algebraic names), on the board as it is drawn (up goes toward
// rank 8, or toward rank 1 when flipped), as a person would press them
// watching the cursor: up or down to the rank, then left or right. The
// cursor moves as the web board's does (cursorStep in
// web/static/js/board/guidance.js), which the program must follow for
// these keys to land: over every square in Coast-to-Coast (all), over the
// dark squares otherwise, left and right two files on, up and down one
// rank on to the dark square nearer the file where the walk up or down
// began (on a tie, right as drawn).
func (s *session) arrows(from, to string, all bool) []string {
	sign := 1
	if s.flipped {
		sign = -1
	}
	file, rank := int(from[0]-'a'), int(from[1]-'1')
	wantFile, wantRank := int(to[0]-'a'), int(to[1]-'1')
	anchor := file
	var keys []string
	for rank != wantRank && len(keys) < 16 {
		dr := 1
		if wantRank < rank {
			dr = -1
		}
		key := "Up"
		if dr != sign {
			key = "Down"
		}
		keys = append(keys, key)
		rank += dr
		if all {
			continue
		}
		// The dark squares as drawn left and right of the one ahead.
		left, right := file-sign, file+sign
		switch {
		case left < 0 || left > 7:
			file = right
		case right < 0 || right > 7:
			file = left
		case abs(left-anchor) < abs(right-anchor):
			file = left
		default:
			file = right
		}
	}
	stride := 2
	if all {
		stride = 1
	}
	for file != wantFile && len(keys) < 32 {
		df := stride
		if wantFile < file {
			df = -stride
		}
		key := "Right"
		if (df > 0) != (sign > 0) {
			key = "Left"
		}
		keys = append(keys, key)
		file += df
	}
	if file != wantFile || rank != wantRank {
		s.t.Fatalf("no arrow keys found from %s to %s", from, to)
	}
	return keys
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
