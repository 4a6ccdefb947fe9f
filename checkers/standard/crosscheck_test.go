package standard

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// moveKey identifies a move up to its route, in the reference's key form.
func moveKey(m Move) string {
	if !m.IsJump() {
		return strconv.Itoa(m.From()) + "-" + strconv.Itoa(m.To())
	}
	caps := make([]string, 0, m.Jumps())
	for _, c := range m.Captured() {
		caps = append(caps, strconv.Itoa(c))
	}
	return strconv.Itoa(m.From()) + "x" + strconv.Itoa(m.To()) + ":" + strings.Join(caps, ",")
}

// compareWithReference checks that p and the reference agree on the legal
// moves and on the position each leads to.
func compareWithReference(t *testing.T, p Position) {
	t.Helper()
	ref, err := refParseFEN(p.String())
	if err != nil {
		t.Fatalf("reference cannot read %s: %v", p, err)
	}
	var got, want []string
	for _, m := range p.AppendMoves(nil) {
		got = append(got, moveKey(m))
	}
	refByKey := map[string]refMove{}
	for _, m := range ref.moves() {
		want = append(want, m.key())
		refByKey[m.key()] = m
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("moves of %s:\n got %v\nwant %v", p, got, want)
	}
	if n := p.CountMoves(); n != len(want) {
		t.Fatalf("CountMoves of %s = %d, want %d", p, n, len(want))
	}
	wantJumps := len(want) > 0 && strings.Contains(want[0], "x")
	if moves, jumps := p.Mobility(); moves != (len(want) > 0) || jumps != wantJumps {
		t.Fatalf("Mobility of %s = %v, %v, want %v, %v", p, moves, jumps, len(want) > 0, wantJumps)
	}
	for _, m := range p.AppendMoves(nil) {
		next, err := refParseFEN(p.Play(m).String())
		if err != nil {
			t.Fatalf("reference cannot read %s after %s: %v", p, m, err)
		}
		if wantNext := ref.play(refByKey[moveKey(m)]); next != wantNext {
			t.Fatalf("%s then %s: got %s, want %s", p, m, next.fen(), wantNext.fen())
		}
	}
}

// TestMovesMatchReferenceInRandomGames plays random games and compares every
// position's moves with the reference generator's.
func TestMovesMatchReferenceInRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	rng := rand.New(rand.NewPCG(1, 2))
	positions := 0
	for range games {
		p := Start()
		for ply := 0; ply < 200; ply++ {
			compareWithReference(t, p)
			positions++
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d positions compared", positions)
}

// TestMovesMatchReferenceInRandomPositions compares the moves of random
// legal set-ups, with many kings, with the reference generator's.
func TestMovesMatchReferenceInRandomPositions(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range n {
		compareWithReference(t, randomPosition(rng))
	}
}

// randomPosition places up to 12 pieces a side at random, half of them kings.
func randomPosition(rng *rand.Rand) Position {
	var p Position
	p.turn = checkers.Color(rng.IntN(2))
	counts := [2]int{1 + rng.IntN(12), 1 + rng.IntN(12)}
	for side, count := range counts {
		for placed := 0; placed < count; {
			n := 1 + rng.IntN(32)
			bit := board32.Bit(n)
			if (p.own|p.opp)&bit != 0 {
				continue
			}
			king := rng.IntN(2) == 0
			owner := uint8(side) // 0: the side to move
			crown := crownRow[(uint8(p.turn)^owner)&1]
			if bit&crown != 0 {
				king = true
			}
			if owner == 0 {
				p.own |= bit
			} else {
				p.opp |= bit
			}
			if king {
				p.kings |= bit
			}
			placed++
		}
	}
	return p
}

// walkedJumps is appendJumps as it was before men's jumps had their own
// walk: every piece walked by the shared jumps.Short.
func (p *Position) walkedJumps(dst []Move, jumpers bitboard) []Move {
	var buf [16]jumps.Route
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		bit := jumpers & -jumpers
		walk := jumps.Short{Dirs: jumps.Down, Stop: blackCrown}
		switch {
		case p.kings&bit != 0:
			walk = jumps.Short{Dirs: jumps.All, Merge: true}
		case p.turn == checkers.Red:
			walk = jumps.Short{Dirs: jumps.Up, Stop: redCrown}
		}
		from := uint8(board32.Index(bit))
		for _, r := range walk.Append(buf[:0], bit, p.opp, onBoard&^(p.own|p.opp)|bit) {
			dst = append(dst, Move{path: r.Path[0], captured: r.Captured, from: from, to: r.To, jumps: r.N})
		}
	}
	return dst
}

// TestJumpsInTheWalksOrder checks that the jumps are the shared walk's,
// in its very order (the search's trees depend on it), in random games
// and in random set-ups with many kings.
func TestJumpsInTheWalksOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 2))
	check := func(p Position) {
		j := p.jumpers()
		if got, want := p.appendJumps(nil, j), p.walkedJumps(nil, j); !slices.Equal(got, want) {
			t.Fatalf("jumps of %s: got %v, want %v", p, got, want)
		}
	}
	jumped := 0
	for range 300 {
		p := Start()
		for range 200 {
			check(p)
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			if moves[0].IsJump() {
				jumped++
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	for range 20000 {
		check(randomPosition(rng))
	}
	if jumped == 0 {
		t.Error("no position of the random games had a jump")
	}
}
