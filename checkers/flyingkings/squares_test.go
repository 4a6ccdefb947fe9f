package flyingkings_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
)

func TestSpecials(t *testing.T) {
	want := []flyingkings.Special{
		{14, flyingkings.Morph, 0}, {15, flyingkings.Morph, 0}, {18, flyingkings.Morph, 0}, {19, flyingkings.Morph, 0},
		{9, flyingkings.Spawn, checkers.Black}, {11, flyingkings.Spawn, checkers.Black},
		{22, flyingkings.Spawn, checkers.Red}, {24, flyingkings.Spawn, checkers.Red},
		{17, flyingkings.ArrowUp, 0}, {20, flyingkings.ArrowUp, 0},
		{13, flyingkings.ArrowDown, 0}, {16, flyingkings.ArrowDown, 0},
	}
	if got := flyingkings.Specials(); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestSpecialsFollowTheRules checks Specials against the moves: a King
// stepping onto a Morph square morphs, a Prince stepping onto a side's Spawn
// square spawns when it is the opponent's, and a King on a Push Arrow pushes
// in the arrow's direction.
func TestSpecialsFollowTheRules(t *testing.T) {
	// Pieces out of the way: red, then black.
	const red, black = "RK26,K27", "BK2,K3,K4"
	for _, s := range flyingkings.Specials() {
		t.Run(fmt.Sprint(s.Square), func(t *testing.T) {
			switch s.Kind {
			case flyingkings.Morph:
				from := s.Square + 4 // a red King steps up onto it
				p := mustParse(t, fmt.Sprintf("R:%s,K%d:%s", red, from, black))
				if m := findMove(t, p, from, s.Square); m.Becomes() != flyingkings.FlyingKing {
					t.Errorf("got %s becoming a %s, want a Flying King", m, m.Becomes())
				}
			case flyingkings.Spawn:
				// The opponent's Prince steps onto it, toward the owner.
				text, from := fmt.Sprintf("R:%s,P%d:%s", red, s.Square+4, black), s.Square+4
				if s.Owner == checkers.Red {
					text, from = fmt.Sprintf("B:%s:%s,P%d", red, black, s.Square-4), s.Square-4
				}
				if m := findMove(t, mustParse(t, text), from, s.Square); m.Spawn() == 0 {
					t.Errorf("got %s without a spawn, want one", m)
				}
			case flyingkings.ArrowUp, flyingkings.ArrowDown:
				target := s.Square - 8
				if s.Kind == flyingkings.ArrowDown {
					target = s.Square + 8
				}
				p := mustParse(t, fmt.Sprintf("R:RK%d,K26,K27:BK2,K3,K4,K%d", s.Square, target))
				if m := findMove(t, p, s.Square, target); !m.IsPush() {
					t.Errorf("got %s, want a push take", m)
				}
			default:
				t.Errorf("unknown kind %d", s.Kind)
			}
		})
	}
}

// findMove returns the legal move of p from one square number to another.
func findMove(t *testing.T, p flyingkings.Position, from, to int) flyingkings.Move {
	t.Helper()
	for _, m := range p.LegalMoves() {
		if m.From() == from && m.To() == to {
			return m
		}
	}
	t.Fatalf("no move from %d to %d in %s: %v", from, to, p, p.LegalMoves())
	return flyingkings.Move{}
}
