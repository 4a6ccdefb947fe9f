package checkers

import (
	"errors"
	"fmt"
)

// Game is a game in progress or finished: a variant, the position it started
// from, the moves played with every position they led to, and the result.
// It enforces the rules that span several positions (threefold repetition,
// the no-progress draw) and the players' own acts (resignation, draw offers,
// time forfeit). A Game is not safe for concurrent use.
type Game struct {
	variant   Variant
	positions []Position // positions[i] is the position before moves[i]
	moves     []Move
	quiet     []int // quiet[i]: plies without progress that led to positions[i]
	result    Result
	ended     bool // the result comes from an act, not from the position
	offer     drawOffer
}

type drawOffer struct {
	by      Color
	pending bool
}

// ErrGameOver is returned (wrapped) by every call that needs a game in
// progress when the game has ended.
var ErrGameOver = errors.New("the game is over")

// NewGame starts a game of v from its start position.
func NewGame(v Variant) *Game {
	return NewGameFrom(v, v.Start())
}

// NewGameFrom starts a game of v from the position start, which must be a
// position of v (parsed by v.ParsePosition, say).
func NewGameFrom(v Variant, start Position) *Game {
	g := &Game{variant: v, positions: []Position{start}, quiet: []int{0}}
	g.result = start.Status()
	return g
}

// Clone returns a copy of g that changes independently of it: a search
// may think about the copy while g goes on.
func (g *Game) Clone() *Game {
	c := *g
	c.positions = append([]Position(nil), g.positions...)
	c.moves = append([]Move(nil), g.moves...)
	c.quiet = append([]int(nil), g.quiet...)
	return &c
}

// Variant returns the game's variant.
func (g *Game) Variant() Variant { return g.variant }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// Turn returns the player to move in the current position.
func (g *Game) Turn() Color { return g.Position().Turn() }

// Moves returns a copy of the moves played so far.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Positions returns a copy of the positions of the game, from the start
// position to the current one (one more than the moves).
func (g *Game) Positions() []Position { return append([]Position(nil), g.positions...) }

// Len returns the number of moves played (plies).
func (g *Game) Len() int { return len(g.moves) }

// Result returns the game's result: Ongoing with NoReason while it goes on.
func (g *Game) Result() Result { return g.result }

// Legal returns the legal moves in the current position, or nil once the
// game is over.
func (g *Game) Legal() []Move {
	if g.result.Over() {
		return nil
	}
	return g.Position().Legal()
}

// Play plays m, a move of the current position. An illegal move leaves the
// game unchanged and returns an error that says why.
func (g *Game) Play(m Move) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	pos := g.Position()
	next, err := pos.After(m)
	if err != nil {
		return err
	}
	g.push(pos, m, next)
	return nil
}

// PlayText reads a move in the variant's notation and plays it. An illegal or
// malformed move leaves the game unchanged and returns an error that says why.
func (g *Game) PlayText(text string) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	pos := g.Position()
	m, err := pos.ParseMove(text)
	if err != nil {
		return err
	}
	next, err := pos.After(m)
	if err != nil {
		return err
	}
	g.push(pos, m, next)
	return nil
}

func (g *Game) push(pos Position, m Move, next Position) {
	quiet := g.quiet[len(g.quiet)-1] + 1
	if pos.Progress(m) {
		quiet = 0
	}
	mover := pos.Turn()
	g.moves = append(g.moves, m)
	g.positions = append(g.positions, next)
	g.quiet = append(g.quiet, quiet)
	if g.offer.pending && g.offer.by != mover {
		g.offer.pending = false // moving on declines the opponent's offer
	}
	g.result = g.positionResult()
	if g.result.Over() {
		g.offer.pending = false // no offer outlives the game
	}
}

// positionResult is the result the current position and history give.
func (g *Game) positionResult() Result {
	pos := g.Position()
	if r := pos.Status(); r.Over() {
		return r
	}
	if g.Repetitions() >= 3 {
		return Result{Draw, Repetition}
	}
	if limit := g.variant.NoProgressPlies(); limit > 0 && g.quiet[len(g.quiet)-1] >= limit {
		return Result{Draw, NoProgress}
	}
	return Result{}
}

// Repetitions returns how many times the current position, with the same
// player to move, has occurred in the game (1 the first time).
func (g *Game) Repetitions() int {
	pos := g.Position()
	n := 0
	for _, p := range g.positions {
		if p == pos {
			n++
		}
	}
	return n
}

// PliesWithoutProgress returns the number of plies played since the last
// move that counted as progress (see Position.Progress).
func (g *Game) PliesWithoutProgress() int { return g.quiet[len(g.quiet)-1] }

// Undo takes back the last move. It fails when no move was played or when
// the game ended by resignation, agreement or time forfeit.
func (g *Game) Undo() error {
	if g.ended {
		return fmt.Errorf("cannot undo: %w by %s", ErrGameOver, g.result.Reason)
	}
	if len(g.moves) == 0 {
		return errors.New("cannot undo: no move has been played")
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	g.quiet = g.quiet[:len(g.quiet)-1]
	g.offer.pending = false
	g.result = g.positionResult()
	return nil
}

// Resign ends the game: c resigns and the opponent wins.
func (g *Game) Resign(c Color) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	g.end(Result{WinFor(c.Opponent()), Resignation})
	return nil
}

// Forfeit ends the game: c ran out of time and the opponent wins.
func (g *Game) Forfeit(c Color) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	g.end(Result{WinFor(c.Opponent()), TimeForfeit})
	return nil
}

// OfferDraw records c's offer of a draw. It stands until the opponent accepts
// or declines it, or plays a move, which declines it.
func (g *Game) OfferDraw(c Color) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	if g.offer.pending {
		return fmt.Errorf("%s has already offered a draw", g.offer.by)
	}
	g.offer = drawOffer{by: c, pending: true}
	return nil
}

// DrawOffer returns who offered the pending draw offer, if there is one.
func (g *Game) DrawOffer() (by Color, pending bool) { return g.offer.by, g.offer.pending }

// AcceptDraw accepts, for c, the opponent's pending draw offer: the game is
// drawn by agreement.
func (g *Game) AcceptDraw(c Color) error {
	if err := g.answerableOffer(c); err != nil {
		return err
	}
	g.end(Result{Draw, Agreement})
	return nil
}

// DeclineDraw declines, for c, the opponent's pending draw offer.
func (g *Game) DeclineDraw(c Color) error {
	if err := g.answerableOffer(c); err != nil {
		return err
	}
	g.offer.pending = false
	return nil
}

func (g *Game) answerableOffer(c Color) error {
	if err := g.checkOngoing(); err != nil {
		return err
	}
	if !g.offer.pending {
		return errors.New("no draw has been offered")
	}
	if g.offer.by == c {
		return fmt.Errorf("%s cannot answer his own draw offer", c)
	}
	return nil
}

func (g *Game) end(r Result) {
	g.result = r
	g.ended = true
	g.offer.pending = false
}

func (g *Game) checkOngoing() error {
	if g.result.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.result)
	}
	return nil
}
