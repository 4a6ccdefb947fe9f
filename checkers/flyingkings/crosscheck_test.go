package flyingkings

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// compareWithReference checks that p and the reference generator agree on
// the positions the legal moves lead to (one move for each), that each
// move's text is one of the routes to its position, and on the result.
func compareWithReference(t *testing.T, p Position) {
	t.Helper()
	ref, err := refParse(p.String())
	if err != nil {
		t.Fatalf("reference cannot read %s: %v", p, err)
	}
	routes := map[string][]string{}
	var want []string
	for _, r := range ref.results() {
		want = append(want, r.after.text())
		routes[r.after.text()] = r.routes
	}
	var got []string
	for _, m := range p.AppendMoves(nil) {
		after := p.Play(m).String()
		got = append(got, after)
		if rs, ok := routes[after]; ok && !slices.Contains(rs, m.String()) {
			t.Fatalf("in %s the move %s leads to %s, which the reference reaches by %q", p, m, after, rs)
		}
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
	wantStatus := ref.status()
	if wantStatus == "" {
		wantStatus = "ongoing"
	}
	if got := p.Status().String(); got != wantStatus {
		t.Fatalf("Status of %s = %q, want %q", p, got, wantStatus)
	}
}

// TestMovesMatchReferenceInRandomGames plays random games, with either
// side first, and compares every position with the reference generator.
func TestMovesMatchReferenceInRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range games {
		p := StartWith(checkers.Color(i % 2))
		for ply := 0; ply < 300; ply++ {
			compareWithReference(t, p)
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// TestMovesMatchReferenceInRandomPositions compares random set-ups, with
// the special squares crowded and every kind of piece.
func TestMovesMatchReferenceInRandomPositions(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range n {
		compareWithReference(t, randomPosition(rng))
	}
}

// randomPosition deals up to 12 pieces a side, any kind within the limits
// a game can reach, half of them onto the special squares.
func randomPosition(rng *rand.Rand) Position {
	special := []int{9, 11, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24}
	var p Position
	p.turn = checkers.Color(rng.IntN(2))
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		var have [4]int
		for range 1 + rng.IntN(12) {
			n := 1 + rng.IntN(32)
			if rng.IntN(2) == 0 {
				n = special[rng.IntN(len(special))]
			}
			b := board32.Bit(n)
			k := Kind(rng.IntN(4))
			if (p.side[0]|p.side[1])&b != 0 || have[k] >= kindLimit[k] || k <= Prince && b&crownRow[c] != 0 {
				continue
			}
			have[k]++
			p.side[c] |= b
			switch k {
			case Prince:
				p.prince |= b
			case King:
				p.king |= b
			case FlyingKing:
				p.flyer |= b
			}
		}
	}
	return p
}
