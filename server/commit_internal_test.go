package server

import (
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// TestAppendsOneMove checks which changes of a record commit stores with
// AppendMove: exactly one move added after the stored ones.
func TestAppendsOneMove(t *testing.T) {
	mv := func(text string) store.Move { return store.Move{Text: text, Clock: time.Second, At: time.Unix(1, 0)} }
	stored := []store.Move{mv("11-15"), mv("23-19"), mv("8-11")}
	with := func(ms ...store.Move) []store.Move { return append(append([]store.Move(nil), stored...), ms...) }
	retimed := with(mv("22-17"))
	retimed[1].Clock++
	tests := []struct {
		name   string
		before []store.Move
		after  []store.Move
		want   bool
	}{
		{"one move added", stored, with(mv("22-17")), true},
		{"the first move", nil, []store.Move{mv("11-15")}, true},
		{"no move added (a header change)", stored, with(), false},
		{"two moves added", stored, with(mv("22-17"), mv("9-13")), false},
		{"one taken back", stored, stored[:2], false},
		{"the last move replaced", stored, append(with()[:2], mv("22-18")), false},
		{"one added after another move changed", stored, retimed, false},
		{"all taken back", stored, nil, false},
	}
	for _, tt := range tests {
		before, rec := store.Game{Moves: tt.before}, store.Game{Moves: tt.after}
		if got := appendsOneMove(&before, &rec); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
