package tui

import (
	"slices"

	"github.com/kingme/kingme/view"
)

// A move is chosen on the board by picking the squares of its route in
// order: the piece, then any of its landings (each in turn, or only the last
// when one route fits), then, in Kings & Flying Kings, the spawn square. The
// picked squares must appear, in order, among the move's squares (path, then
// spawn). This is the web board's rule (web/static/js/board/selector.js), so
// both apps take the same picks.

// pickKind says what a pick did.
type pickKind int

const (
	pickNone     pickKind = iota // nothing: no piece of the player's that can move there
	pickSelect                   // a piece is chosen (or another one)
	pickContinue                 // a landing of a longer move
	pickPlay                     // one move fits: make it
	pickChoose                   // several moves fit: the player must say which
	pickCancel                   // the selection is dropped
)

// pickResult is the answer to one pick.
type pickResult struct {
	kind  pickKind
	moves []view.Move // the move to play, or the moves to choose from
}

// selector keeps the squares picked so far.
type selector struct {
	moves  []view.Move
	starts map[string]bool
	picks  []string
}

// newSelector returns a selector over the legal moves (passes left out).
func newSelector(legal []view.Move) *selector {
	s := &selector{starts: map[string]bool{}}
	for _, m := range legal {
		if m.Pass || len(m.Path) == 0 {
			continue
		}
		s.moves = append(s.moves, m)
		s.starts[m.Path[0]] = true
	}
	return s
}

// route lists the squares a move is picked with: its path, then its spawn
// square.
func route(m view.Move) []string {
	if m.Spawn != "" {
		return append(slices.Clone(m.Path), m.Spawn)
	}
	return m.Path
}

// embed returns the index in squares of the last pick when the picks appear
// in order in squares starting with the first (the earliest such
// embedding), or -1.
func embed(picks, squares []string) int {
	if len(picks) == 0 || len(squares) == 0 || squares[0] != picks[0] {
		return -1
	}
	at := 0
	for _, p := range picks[1:] {
		i := slices.Index(squares[at+1:], p)
		if i < 0 {
			return -1
		}
		at += 1 + i
	}
	return at
}

// fit is a move that fits the picks, with the index of the last pick in its
// route.
type fit struct {
	move view.Move
	at   int
}

// candidates returns the moves that fit picks.
func (s *selector) candidates(picks []string) []fit {
	var out []fit
	for _, m := range s.moves {
		if at := embed(picks, route(m)); at >= 0 {
			out = append(out, fit{m, at})
		}
	}
	return out
}

// complete keeps the fits whose every square has been picked.
func complete(fits []fit) []fit {
	var out []fit
	for _, f := range fits {
		if f.at == len(route(f.move))-1 {
			out = append(out, f)
		}
	}
	return out
}

// reset forgets the picks.
func (s *selector) reset() { s.picks = nil }

// pick answers a pick of square.
func (s *selector) pick(square string) pickResult {
	if len(s.picks) == 0 {
		if !s.starts[square] {
			return pickResult{kind: pickNone}
		}
		s.picks = []string{square}
		return pickResult{kind: pickSelect}
	}
	last := s.picks[len(s.picks)-1]
	if len(s.picks) > 1 && square == last {
		if done := complete(s.candidates(s.picks)); len(done) > 0 {
			return s.finish(done)
		}
	}
	next := append(slices.Clone(s.picks), square)
	fits := s.candidates(next)
	if len(fits) == 0 {
		if s.starts[square] && !(len(s.picks) == 1 && square == last) {
			s.picks = []string{square}
			return pickResult{kind: pickSelect}
		}
		s.picks = nil
		return pickResult{kind: pickCancel}
	}
	done := complete(fits)
	if len(fits) == 1 || len(done) == len(fits) {
		if len(done) == 0 {
			done = fits
		}
		return s.finish(done)
	}
	s.picks = next
	return pickResult{kind: pickContinue}
}

// finish answers with the one fitting move, or the moves to choose from.
func (s *selector) finish(fits []fit) pickResult {
	s.picks = nil
	moves := make([]view.Move, len(fits))
	for i, f := range fits {
		moves[i] = f.move
	}
	if len(moves) == 1 {
		return pickResult{kind: pickPlay, moves: moves}
	}
	return pickResult{kind: pickChoose, moves: moves}
}

// stage names the part of a move the next pick is for.
type stage int

const (
	stageRoute stage = iota // the piece's route
	stageSpawn              // the square where the Prince is spawned
	stageFree               // the free move after a Coast-to-Coast crowning
)

// targets returns the squares that may be picked next (up to the next
// stage of the move: the crowning square before the free move, the last
// landing before the spawn square), the squares where a move may stop now
// (the last pick, when longer moves go on), and the stage the next pick is
// for.
func (s *selector) targets() (next, finish map[string]bool, st stage) {
	next, finish = map[string]bool{}, map[string]bool{}
	if len(s.picks) == 0 {
		return next, finish, stageRoute
	}
	fits := s.candidates(s.picks)
	spawning, free := len(fits) > 0, len(fits) > 0
	for _, f := range fits {
		squares := route(f.move)
		stop := len(squares) - 1
		switch {
		case f.move.Crown > 0 && f.at < f.move.Crown:
			stop = f.move.Crown
		case f.move.Spawn != "" && f.at < len(f.move.Path)-1:
			stop = len(f.move.Path) - 1
		}
		for k := f.at + 1; k <= stop; k++ {
			next[squares[k]] = true
		}
		if f.at == len(squares)-1 && len(s.picks) > 1 {
			finish[squares[f.at]] = true
		}
		if !(f.move.Spawn != "" && f.at == len(f.move.Path)-1) {
			spawning = false
		}
		if !(f.move.Crown > 0 && f.at == f.move.Crown) {
			free = false
		}
	}
	switch {
	case spawning:
		st = stageSpawn
	case free:
		st = stageFree
	}
	return next, finish, st
}
