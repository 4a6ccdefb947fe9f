package flyingkings

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// ParseMove reads a move in the game's notation and returns the legal move
// it names: "22-18" for a step or a Flying King's slide, every landing of a
// take ("15x24x31", the push take "17x9"), or a take by its ends only
// ("15x31") when one legal move fits them; a spawn adds "+" and the new
// Prince's square ("18x9+30"), which a move that spawns must name. Either
// separator is accepted. When the text names no legal move the error says
// why, such as
//
//	illegal move 9-13: a take is compulsory: 10x19
func (p Position) ParseMove(text string) (checkers.Move, error) {
	return typed.Move(p.ParseMoveText(text))
}

// ParseMoveText is ParseMove returning the Move value itself.
func (p Position) ParseMoveText(text string) (Move, error) {
	t := strings.TrimSpace(text)
	route, spawnText, spawns := strings.Cut(t, "+")
	spawn := 0
	if spawns {
		n, err := strconv.Atoi(spawnText)
		if err != nil || spawnText == "" || spawnText[0] == '+' || spawnText[0] == '-' {
			return Move{}, fmt.Errorf("bad move %q: after + comes the square of the spawned Prince, such as 18x9+30", text)
		}
		if n < 1 || n > 32 {
			return Move{}, fmt.Errorf("bad move %q: square %d is off the board (1-32)", text, n)
		}
		spawn = n
	}
	legal := p.LegalMoves()
	// The routes without their spawn square, each once.
	var bare []Move
	for _, m := range legal {
		m.spawn = 0
		if len(bare) == 0 || bare[len(bare)-1] != m {
			bare = append(bare, m)
		}
	}
	m, err := numbered.Parser[Move]{
		Legal: bare,
		Turn:  p.turn,
		Owner: p.checkOwner,
		Route: func(squares []int) (Move, string) {
			captured, why := p.walkRoute(squares)
			if why != "" {
				return Move{}, why
			}
			from, to := squares[0], squares[len(squares)-1]
			for _, m := range bare {
				if m.From() == from && m.To() == to && m.captured == captured {
					return m, ""
				}
			}
			return Move{}, numbered.Unfinished(bare, squares, p.turn)
		},
		WhyNot: func(from, to int, jump bool) string { return p.whyNot(bare, from, to, jump) },
	}.Parse(route)
	if err != nil {
		if spawns {
			return Move{}, withText(err, route, t)
		}
		return Move{}, err
	}
	return p.chooseSpawn(legal, m, spawn, t)
}

// withText puts the whole text back into an error about its route part.
func withText(err error, route, whole string) error {
	return errors.New(strings.Replace(err.Error(), " "+route+":", " "+whole+":", 1))
}

// chooseSpawn returns the legal move that is m with the spawn square spawn
// (0 for none), or why there is none.
func (p Position) chooseSpawn(legal []Move, m Move, spawn int, text string) (Move, error) {
	var choices []Move
	for _, l := range legal {
		if s := l.spawn; s != 0 {
			l.spawn = 0
			if l == m {
				l.spawn = s
				choices = append(choices, l)
			}
		}
	}
	fail := func(format string, args ...any) (Move, error) {
		return Move{}, fmt.Errorf("illegal move %s: %s", text, fmt.Sprintf(format, args...))
	}
	switch {
	case len(choices) == 0 && spawn == 0:
		return m, nil
	case len(choices) == 0:
		return fail("%s", p.whyNoSpawn(m))
	case spawn == 0:
		return fail("the Prince spawns a Prince; write where, one of %s", numbered.List(choices))
	}
	for _, c := range choices {
		if c.Spawn() == spawn {
			return c, nil
		}
	}
	return fail("a Prince cannot be spawned on %d; write one of %s", spawn, numbered.List(choices))
}

// whyNoSpawn explains why the legal move m spawns no Prince.
func (p Position) whyNoSpawn(m Move) string {
	us := p.turn & 1
	switch {
	case m.after != Prince:
		return fmt.Sprintf("only a Prince spawns, and this move ends with a %s", m.after)
	case board32.Bit(m.To())&spawnSquares[us] == 0:
		return fmt.Sprintf("%d is not one of %s's Spawn squares, where %s's Prince spawns", m.To(), p.turn.Opponent(), p.turn)
	case board32.Count(p.side[us]&p.prince) >= MaxPrinces:
		return fmt.Sprintf("%s already has %d Princes", p.turn, MaxPrinces)
	}
	return fmt.Sprintf("%s's King's Row is full", p.turn)
}

// checkOwner says why the piece on square n cannot move, or "" if it is the
// mover's.
func (p Position) checkOwner(n int) string {
	bit := board32.Bit(n)
	switch {
	case p.side[p.turn^1]&bit != 0:
		return fmt.Sprintf("the piece on %d is %s's, and %s is to move", n, p.turn.Opponent(), p.turn)
	case p.side[p.turn]&bit == 0:
		return fmt.Sprintf("there is no piece on %d", n)
	}
	return ""
}

// ray returns the direction from square a to square b and the squares
// strictly between them, when b is on a diagonal from a.
func ray(a, b int) (d board32.Direction, between bitboard, ok bool) {
	for d := range board32.Direction(4) {
		var seen bitboard
		for s := board32.Step(board32.Bit(a), d); s != 0; s = board32.Step(s, d) {
			if s == board32.Bit(b) {
				return d, seen, true
			}
			seen |= s
		}
	}
	return 0, 0, false
}

// isForward reports whether d is forward for the player to move.
func (p Position) isForward(d board32.Direction) bool { return forward[p.turn&1]&(1<<d) != 0 }

// walkRoute checks that squares is a route of jumps for the piece on its
// first square and returns the pieces it captures, or why it is not.
func (p Position) walkRoute(squares []int) (captured bitboard, why string) {
	us := p.turn & 1
	start := board32.Bit(squares[0])
	kind := p.kindOf(start)
	them := p.side[us^1]
	empty := onBoard&^(p.side[0]|p.side[1]) | start
	for i := 1; i < len(squares); i++ {
		a, b := squares[i-1], squares[i]
		if i == 1 && pushTarget(start&arrowSquares) == board32.Bit(b) {
			switch {
			case kind == Guard:
				return 0, "a Guard cannot push"
			case them&board32.Bit(b) == 0:
				return 0, fmt.Sprintf("there is no %s piece on %d to push", p.turn.Opponent(), b)
			case len(squares) > 2:
				return 0, fmt.Sprintf("a push take ends the move on %d", b)
			}
			return board32.Bit(b), ""
		}
		d, between, ok := ray(a, b)
		if !ok {
			return 0, fmt.Sprintf("%d is not on a diagonal from %d", b, a)
		}
		over := between & them &^ captured
		switch {
		case between&captured != 0:
			return 0, fmt.Sprintf("the piece on %d was jumped already: a captured piece stays until the move ends, and it cannot be jumped twice", board32.NumberOf(between&captured))
		case over == 0:
			return 0, fmt.Sprintf("there is no %s piece between %d and %d to jump", p.turn.Opponent(), a, b)
		case between&^over&^empty != 0:
			return 0, fmt.Sprintf("the way from %d to %d is blocked on %d", a, b, board32.NumberOf(between&^over&^empty))
		case over&(over-1) != 0:
			return 0, fmt.Sprintf("%dx%d jumps over more than one piece", a, b)
		case empty&board32.Bit(b) == 0:
			return 0, fmt.Sprintf("%d is occupied", b)
		case kind != FlyingKing && (board32.Step(board32.Bit(a), d) != over || board32.Step(over, d) != board32.Bit(b)):
			return 0, fmt.Sprintf("a %s jumps only over a neighbour onto the square right behind it", kind)
		case kind == Guard && !p.isForward(d):
			return 0, "a Guard jumps only forward"
		case kind <= Prince && board32.Bit(b)&crownRow[us] != 0 && i < len(squares)-1:
			return 0, fmt.Sprintf("the %s becomes a King on %d and the move ends there", kind, b)
		}
		if kind == FlyingKing {
			if why := landingRule(board32.Bit(b), over, d, them&^captured&^over, empty); why != "" {
				return 0, why
			}
		}
		captured |= over
	}
	return captured, ""
}

// landingRule says why a Flying King may not land on l after capturing over
// in direction d (the Russian rule: where some landing lets it capture on, it
// must take one of those), or "".
func landingRule(l, over bitboard, d board32.Direction, rest, empty bitboard) string {
	if jumps.CanFly(l, rest, empty) {
		return ""
	}
	var better []int
	for s := board32.Step(over, d); s&empty != 0; s = board32.Step(s, d) {
		if jumps.CanFly(s, rest, empty) {
			better = append(better, board32.NumberOf(s))
		}
	}
	if len(better) == 0 {
		return ""
	}
	return fmt.Sprintf("the Flying King must land where it can jump on: on %s, not %d", joinInts(better), board32.NumberOf(l))
}

// joinInts writes numbers as "15" or "15 or 11".
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " or ")
}

// whyNot explains why no legal move goes from one square to another.
func (p Position) whyNot(legal []Move, from, to int, jumpAsked bool) string {
	kind := p.kindOf(board32.Bit(from))
	takes := len(legal) > 0 && legal[0].captured != 0
	var mine []Move
	for _, m := range legal {
		if m.From() == from {
			mine = append(mine, m)
		}
	}
	occupied := (p.side[0]|p.side[1])&board32.Bit(to) != 0
	d, between, diagonal := ray(from, to)
	if jumpAsked && len(legal) > 0 {
		if _, why := p.walkRoute([]int{from, to}); why != "" {
			return why
		}
		return numbered.Unfinished(legal, []int{from, to}, p.turn)
	}
	switch {
	case takes && len(mine) > 0:
		return fmt.Sprintf("a take is compulsory; the %s on %d can play %s", kind, from, numbered.List(mine))
	case takes:
		return "a take is compulsory: " + numbered.List(legal)
	case len(legal) == 0:
		return fmt.Sprintf("%s has no legal move", p.turn)
	case occupied:
		return fmt.Sprintf("%d is occupied", to)
	case !diagonal:
		return fmt.Sprintf("%d is not on a diagonal from %d", to, from)
	case kind == FlyingKing:
		return fmt.Sprintf("the way from %d to %d is blocked on %d", from, to, board32.NumberOf(between&(p.side[0]|p.side[1])))
	case between != 0:
		return fmt.Sprintf("a %s moves one square at a time; only a Flying King moves further", kind)
	case kind <= Prince && !p.isForward(d):
		return fmt.Sprintf("a %s moves only forward", kind)
	}
	return "it is not one of the legal moves: " + numbered.List(legal)
}
