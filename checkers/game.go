package checkers

import (
	"errors"
	"fmt"
)

// Game is a game in progress or finished: a variant, the position it started
// from, the moves played with every position they led to, and the result.
// It enforces the rules that span several positions (threefold repetition,
// the no-progress draw) and the players' own acts (resignation, draw offers,
// time forfeit), and takes results from outside the play (End). A Game is
// not safe for concurrent use.
type Game struct {
	variant   Variant
	positions []Position // positions[i] is the position before moves[i]
	moves     []Move
	quiet     []int // quiet[i]: plies without progress that led to positions[i]
	result    Result
	ended     bool // the result comes from an act or from End, not from the position
	offer     drawOffer
}

// drawOffer is the state of the draw offers: the one standing, or the last
// one declined.
type drawOffer struct {
	by      Color
	pending bool // by's offer stands
	// declined: by's last offer was declined (by an answer, or by the
	// opponent's moving on), and by has not moved since.
	declined bool
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

// Played returns a copy of the moves played so far.
func (g *Game) Played() []Move { return append([]Move(nil), g.moves...) }

// Positions returns a copy of the positions of the game, from the start
// position to the current one (one more than the moves).
func (g *Game) Positions() []Position { return append([]Position(nil), g.positions...) }

// Len returns the number of moves played (plies).
func (g *Game) Len() int { return len(g.moves) }

// LastMove returns the last move played; false when none was.
func (g *Game) LastMove() (Move, bool) {
	if len(g.moves) == 0 {
		return nil, false
	}
	return g.moves[len(g.moves)-1], true
}

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
	return g.advance(m)
}

// advance plays m from the current position, whatever the result says:
// the callers check that first.
func (g *Game) advance(m Move) error {
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
	switch {
	case g.offer.pending && g.offer.by != mover:
		g.offer = drawOffer{by: g.offer.by, declined: true} // moving on declines the opponent's offer
	case g.offer.declined && g.offer.by == mover:
		g.offer.declined = false // the offerer has seen the answer and played on
	}
	g.result = g.positionResult()
	if g.result.Over() {
		g.offer = drawOffer{} // no offer outlives the game
	}
}

// positionResult is the result the current position and history give.
func (g *Game) positionResult() Result {
	pos := g.Position()
	if r := pos.Status(); r.Over() {
		return r
	}
	if _, free := g.variant.(NoRepetitionDraw); !free && g.Repetitions() >= 3 {
		return Result{Draw, Repetition}
	}
	if limit := g.variant.NoProgressPlies(); limit > 0 && g.quiet[len(g.quiet)-1] >= limit {
		return Result{Draw, NoProgress}
	}
	if d, ok := g.variant.(DrawRules); ok && d.Drawn(g.positions, g.moves) {
		return Result{Draw, EndingRule}
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

// Undo takes back the last move, and with it any draw offer. It fails when
// no move was played or when the game ended by resignation, agreement, time
// forfeit or End; a game the position ended (a win on the board, a
// repetition) goes on again.
func (g *Game) Undo() error {
	if g.ended {
		return fmt.Errorf("cannot undo: %w: %s", ErrGameOver, g.result)
	}
	if len(g.moves) == 0 {
		return errors.New("cannot undo: no move has been played")
	}
	g.takeBack(1)
	return nil
}

// PliesBackTo returns how many moves UndoToTurn(c) would take back: c's
// last move and every move played after it. It returns 0 when c has not
// moved or the game is over.
func (g *Game) PliesBackTo(c Color) int {
	if g.result.Over() {
		return 0
	}
	for i := len(g.moves) - 1; i >= 0; i-- {
		if g.positions[i].Turn() == c {
			return len(g.moves) - i
		}
	}
	return 0
}

// UndoToTurn takes the game back to c's last turn: c's last move and every
// move played after it (an opponent's reply) are taken back, with any draw
// offer, and c is to move again. It returns how many moves it took back.
// It refuses a finished game, however it ended (an error wrapping
// ErrGameOver), and a game in which c has not moved; a refused call
// changes nothing.
func (g *Game) UndoToTurn(c Color) (int, error) {
	if err := g.checkOngoing(); err != nil {
		return 0, fmt.Errorf("cannot undo: %w", err)
	}
	n := g.PliesBackTo(c)
	if n == 0 {
		return 0, fmt.Errorf("cannot undo: %s has not moved", c)
	}
	g.takeBack(n)
	return n, nil
}

// takeBack removes the last n moves (at most the moves played) and the
// draw offers, and recomputes the result.
func (g *Game) takeBack(n int) {
	k := len(g.moves) - n
	g.moves = g.moves[:k]
	g.positions = g.positions[:k+1]
	g.quiet = g.quiet[:k+1]
	g.offer = drawOffer{}
	g.result = g.positionResult()
}

// End ends the game with r, a result that does not come from the play on
// the board: an arbiter's or a match's decision (reason Adjudicated), the
// result a record gives for moves that do not end the game (Recorded), or a
// stored result being restored (a resignation, say). Like a resignation, it
// cannot be undone. End refuses a game already over (an error wrapping
// ErrGameOver) and a result that is not a game's end (Ongoing, or an
// unknown outcome); a refused call changes nothing.
func (g *Game) End(r Result) error {
	switch r.Outcome {
	case BlackWins, RedWins, Draw:
	default:
		return fmt.Errorf("cannot end the game with the result %q: it is not a win or a draw", r)
	}
	if err := g.checkOngoing(); err != nil {
		return fmt.Errorf("cannot end the game with the result %q: %w", r, err)
	}
	g.end(r)
	return nil
}

// Abort calls the game off with no result (Outcome Aborted): nobody wins,
// nobody draws. When a game may be aborted (before both players have
// moved, say) is the caller's rule. Like a resignation, an abort cannot be
// undone; Abort refuses a game already over (an error wrapping
// ErrGameOver).
func (g *Game) Abort() error { return g.AbortFor(NoReason) }

// AbortFor aborts the game as Abort does, saying why (such as NoFirstMove:
// a player made no first move in time); NoReason when a player called it
// off.
func (g *Game) AbortFor(r Reason) error {
	if err := g.checkOngoing(); err != nil {
		return fmt.Errorf("cannot abort: %w", err)
	}
	g.end(Result{Outcome: Aborted, Reason: r})
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
// or declines it, or plays a move, which declines it. A new offer replaces
// the news of an earlier declined one (DrawDeclined).
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

// DrawDeclined returns whose last draw offer was declined, by the
// opponent's answer (DeclineDraw) or by the opponent's moving on, so that
// the offerer can be told. The news lasts until the offerer moves or offers
// again, a move is taken back, or the game ends.
func (g *Game) DrawDeclined() (by Color, declined bool) { return g.offer.by, g.offer.declined }

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
	g.offer = drawOffer{by: g.offer.by, declined: true}
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
	g.offer = drawOffer{}
}

func (g *Game) checkOngoing() error {
	if g.result.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.result)
	}
	return nil
}
