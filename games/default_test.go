package games_test

import (
	"testing"

	"github.com/kingme/kingme/games"
)

// TestDefault checks the game played when none is named: standard
// checkers, which the Hub protocol's engines played before the variant
// parameter, and the first game shown.
func TestDefault(t *testing.T) {
	if got, want := games.Default().Key(), "standard"; got != want {
		t.Errorf("Default() = %s, want %s", got, want)
	}
	if got, want := games.Default(), games.All()[0]; got != want {
		t.Errorf("Default() = %s, want the first game shown, %s", got.Key(), want.Key())
	}
}
