package coast

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
	for _, m := range ref.moves() {
		want = append(want, ref.play(m).text())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("positions after the moves of %s:\n got %q\nwant %q", p, got, want)
	}
	if n := p.CountMoves(); n != len(want) {
		t.Fatalf("CountMoves of %s = %d, want %d", p, n, len(want))
	}
}

// TestMovesMatchReferenceInRandomGames plays random games and compares
// every position with the reference generator.
func TestMovesMatchReferenceInRandomGames(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 4
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for range games {
		p := Start()
		for ply := 0; ply < 400; ply++ {
			compareWithReference(t, p)
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			// Favour moves that make progress so that games reach
			// crownings and bearing off.
			m := moves[rng.IntN(len(moves))]
			for range 3 {
				if m.crown || bitboard(1)<<m.to == home[p.turn] || m.pass {
					break
				}
				m = moves[rng.IntN(len(moves))]
			}
			p = p.Play(m)
		}
	}
}

// TestMovesMatchReferenceInRandomPositions compares random set-ups with
// crowds, kings near both homes and borne-off counts.
func TestMovesMatchReferenceInRandomPositions(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 500
	}
	rng := rand.New(rand.NewPCG(15, 16))
	for range n {
		compareWithReference(t, randomPosition(rng))
	}
}

// randomPosition places up to 12 checkers a side anywhere but the homes.
func randomPosition(rng *rand.Rand) Position {
	var p Position
	p.turn = checkers.Color(rng.IntN(2))
	for c := range 2 {
		onBoard := 1 + rng.IntN(12)
		p.off[c] = uint8(rng.IntN(13 - onBoard))
		for placed := 0; placed < onBoard; {
			bit := bitboard(1) << rng.IntN(64)
			if bit&(redHome|blackHome|p.pieces[0]|p.pieces[1]) != 0 {
				continue
			}
			p.pieces[c] |= bit
			if rng.IntN(3) == 0 {
				p.kings |= bit
			}
			placed++
		}
	}
	if rng.IntN(10) == 0 {
		p.passes = 1
	}
	return p
}
