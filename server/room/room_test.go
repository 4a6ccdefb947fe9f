package room

import (
	"testing"
	"time"
)

// TestAppendsOneMove checks which changes of a room commit stores with
// AppendMove: exactly one move added after the stored ones.
func TestAppendsOneMove(t *testing.T) {
	mv := func(text string) Stamp { return Stamp{text: text, clock: time.Second, at: time.Unix(1, 0)} }
	stored := []Stamp{mv("11-15"), mv("23-19"), mv("8-11")}
	with := func(ms ...Stamp) []Stamp { return append(append([]Stamp(nil), stored...), ms...) }
	retimed := with(mv("22-17"))
	retimed[1].clock++
	tests := []struct {
		name   string
		before []Stamp
		after  []Stamp
		want   bool
	}{
		{"one move added", stored, with(mv("22-17")), true},
		{"the first move", nil, []Stamp{mv("11-15")}, true},
		{"no move added (a header change)", stored, with(), false},
		{"two moves added", stored, with(mv("22-17"), mv("9-13")), false},
		{"one taken back", stored, stored[:2], false},
		{"the last move replaced", stored, append(with()[:2], mv("22-18")), false},
		{"one added after another move changed", stored, retimed, false},
		{"all taken back", stored, nil, false},
	}
	for _, tt := range tests {
		before, after := Room{stamps: tt.before}, Room{stamps: tt.after}
		if got := after.AppendsOneMove(&before); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
