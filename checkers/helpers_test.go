package checkers_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// newGame starts a standard checkers game from fen ("" for the start).
func newGame(t *testing.T, fen string) *checkers.Game {
	t.Helper()
	v := standard.Variant{}
	if fen == "" {
		return checkers.NewGame(v)
	}
	return checkers.NewGameFrom(v, mustPosition(t, fen))
}

// mustPosition parses a standard checkers FEN.
func mustPosition(t *testing.T, fen string) checkers.Position {
	t.Helper()
	p, err := standard.Variant{}.ParsePosition(fen)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", fen, err)
	}
	return p
}

// play plays each move text, failing the test on the first refusal.
func play(t *testing.T, g *checkers.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("after %s: PlayText(%q): %v", movesText(g), m, err)
		}
	}
}

// movesText returns the game's moves separated by spaces.
func movesText(g *checkers.Game) string {
	return joinMoves(g.Played())
}

func joinMoves(moves []checkers.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// wantResult fails the test unless g's result is want.
func wantResult(t *testing.T, g *checkers.Game, want checkers.Result) {
	t.Helper()
	if got := g.Result(); got != want {
		t.Fatalf("after %q: Result() = %v, want %v", movesText(g), got, want)
	}
}

// wantGameOver fails the test unless err wraps checkers.ErrGameOver.
func wantGameOver(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, checkers.ErrGameOver) {
		t.Errorf("%s: got error %v, want one wrapping ErrGameOver", what, err)
	}
}

// snapshot is everything a refused call must leave unchanged.
type snapshot struct {
	pos    checkers.Position
	fen    string
	moves  string
	len    int
	result checkers.Result
	quiet  int
	reps   int
}

func snap(g *checkers.Game) snapshot {
	return snapshot{
		pos:    g.Position(),
		fen:    g.Position().String(),
		moves:  movesText(g),
		len:    g.Len(),
		result: g.Result(),
		quiet:  g.PliesWithoutProgress(),
		reps:   g.Repetitions(),
	}
}

// slowPosition forwards everything to a standard position but does not
// implement checkers.FastPerfter, so Perft and Divide take the generic walk.
type slowPosition struct{ p checkers.Position }

func (s slowPosition) Turn() checkers.Color                      { return s.p.Turn() }
func (s slowPosition) Legal() []checkers.Move                    { return s.p.Legal() }
func (s slowPosition) ParseMove(t string) (checkers.Move, error) { return s.p.ParseMove(t) }
func (s slowPosition) Progress(m checkers.Move) bool             { return s.p.Progress(m) }
func (s slowPosition) Status() checkers.Result                   { return s.p.Status() }
func (s slowPosition) String() string                            { return s.p.String() }

func (s slowPosition) After(m checkers.Move) (checkers.Position, error) {
	next, err := s.p.After(m)
	if err != nil {
		return nil, err
	}
	return slowPosition{next}, nil
}

// passMove is a test-only move that only hands the turn over. Standard
// checkers has no such move, and without one the same pieces cannot stand
// with the other player to move in one game (every king returns to a square
// after an even number of its own moves); the pass lets the repetition test
// show that the side to move is part of the position.
type passMove struct{}

func (passMove) String() string { return "pass" }

// passPosition is a standard position with a pass move added.
type passPosition struct{ p standard.Position }

func (s passPosition) Turn() checkers.Color { return s.p.Turn() }
func (s passPosition) Legal() []checkers.Move {
	return append(s.p.Legal(), passMove{})
}
func (s passPosition) Status() checkers.Result { return s.p.Status() }
func (s passPosition) String() string          { return s.p.String() }

func (s passPosition) ParseMove(text string) (checkers.Move, error) {
	if text == "pass" {
		return passMove{}, nil
	}
	return s.p.ParseMove(text)
}

func (s passPosition) Progress(m checkers.Move) bool {
	if _, ok := m.(passMove); ok {
		return false
	}
	return s.p.Progress(m)
}

func (s passPosition) After(m checkers.Move) (checkers.Position, error) {
	if _, ok := m.(passMove); ok {
		fen := s.p.String()
		side := "W"
		if fen[0] == 'W' {
			side = "B"
		}
		next, err := standard.ParseFEN(side + fen[1:])
		if err != nil {
			return nil, err
		}
		return passPosition{next}, nil
	}
	next, err := s.p.After(m)
	if err != nil {
		return nil, err
	}
	return passPosition{next.(standard.Position)}, nil
}

// passVariant is standard checkers with passPosition's pass move.
type passVariant struct{ standard.Variant }

func (passVariant) Start() checkers.Position { return passPosition{standard.Start()} }

func (passVariant) ParsePosition(text string) (checkers.Position, error) {
	p, err := standard.ParseFEN(text)
	if err != nil {
		return nil, err
	}
	return passPosition{p}, nil
}
