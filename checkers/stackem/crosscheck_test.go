package stackem

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
)

// compareWithReference checks that p and the reference generator agree on
// the positions the legal moves lead to, one move for each.
func compareWithReference(t *testing.T, p Position) {
	t.Helper()
	ref, err := refParse(p.String())
	if err != nil {
		t.Fatalf("reference cannot read %s: %v", p, err)
	}
	var got, want []string
	for _, m := range p.AppendMoves(nil) {
		got = append(got, p.Play(m).String())
	}
	for _, r := range ref.results() {
		want = append(want, r.after.text())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("positions after the moves of %s:\n got %q\nwant %q", p, got, want)
	}
	if n := p.CountMoves(); n != len(want) {
		t.Fatalf("CountMoves of %s = %d, want %d", p, n, len(want))
	}
	if p.HasMoves() != (len(want) > 0) {
		t.Fatalf("HasMoves of %s = %v with %d moves", p, p.HasMoves(), len(want))
	}
}

// TestMovesMatchReferenceInRandomGames plays random games and compares
// every position with the reference generator.
func TestMovesMatchReferenceInRandomGames(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range games {
		p := Start()
		for ply := 0; ply < 200; ply++ {
			compareWithReference(t, p)
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// TestMovesMatchReferenceInRandomPositions compares random set-ups with
// tall mixed stacks and kings.
func TestMovesMatchReferenceInRandomPositions(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range n {
		compareWithReference(t, randomPosition(rng))
	}
}

// randomPosition deals up to 12 checkers a side into random stacks.
func randomPosition(rng *rand.Rand) Position {
	var p Position
	p.turn = checkers.Color(rng.IntN(2))
	left := [2]int{1 + rng.IntN(12), 1 + rng.IntN(12)}
	for left[0]+left[1] > 0 {
		n := 1 + rng.IntN(32)
		if p.stacks[n-1] != 0 {
			continue
		}
		var s stack
		for h := 0; h < 1+rng.IntN(5) && left[0]+left[1] > 0; h++ {
			c := checkers.Color(rng.IntN(2))
			if left[c] == 0 {
				c ^= 1
			}
			left[c]--
			s = stack(h+1)<<heightShift | s&colourMask | stack(c)<<h
		}
		p.put(n, s, rng.IntN(3) == 0)
	}
	return p
}
