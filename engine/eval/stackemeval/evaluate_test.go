package stackemeval_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine/eval/stackemeval"
)

// withTurn returns the position text with c to move.
func withTurn(text string, c checkers.Color) string {
	side := "B"
	if c == checkers.Red {
		side = "R"
	}
	return side + text[1:]
}

// mirror returns the position text turned half round with the colours
// swapped: square n becomes 33−n, Red becomes Black and the other side
// moves. Both players stand as their opponent stood.
func mirror(t *testing.T, text string) string {
	t.Helper()
	fields := strings.Fields(text)
	side := map[string]string{"R": "B", "B": "R"}[fields[0]]
	out := []string{side}
	swap := strings.NewReplacer("r", "b", "b", "r", "R", "B", "B", "R")
	for _, f := range fields[1:] {
		num, letters, _ := strings.Cut(f, ":")
		n, err := strconv.Atoi(num)
		if err != nil {
			t.Fatalf("mirror(%q): %v", text, err)
		}
		out = append(out, strconv.Itoa(33-n)+":"+swap.Replace(letters))
	}
	return strings.Join(out, " ")
}

func evaluate(t *testing.T, text string, w *stackemeval.Weights) int {
	t.Helper()
	p, err := stackem.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return w.Evaluate(&p)
}

// checkFavours checks that text (Red to move) is better for the side
// better by w: so it scores with either side to move, and so does the
// mirrored position for the other colour.
func checkFavours(t *testing.T, text string, w *stackemeval.Weights, better checkers.Color) {
	t.Helper()
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		for _, pos := range []struct {
			text   string
			better checkers.Color
		}{
			{withTurn(text, c), better},
			{mirror(t, withTurn(text, c)), better.Opponent()},
		} {
			got := evaluate(t, pos.text, w)
			if p, _ := stackem.ParsePosition(pos.text); got == 0 || (got > 0) != (p.Turn() == pos.better) {
				t.Errorf("Evaluate(%q) = %d, want %s better", pos.text, got, pos.better)
			}
		}
	}
}

// TestEvaluateTerms checks each term alone: the position is better, by that
// term, for the side named, from both sides' point of view.
func TestEvaluateTerms(t *testing.T) {
	for _, c := range []struct {
		term   string
		w      stackemeval.Weights
		text   string
		better checkers.Color
	}{
		{"Checker", stackemeval.Weights{Checker: 1}, "R 9:rr 24:b", checkers.Red},
		{"Stack", stackemeval.Weights{Stack: 1}, "R 10:r 11:r 22:bb", checkers.Red},
		{"King", stackemeval.Weights{King: 1}, "R 10:R 23:b", checkers.Red},
		{"Captive", stackemeval.Weights{Captive: 1}, "R 10:bbr 23:rb", checkers.Red},
		// 6: Red's piece is one capture from freedom; 27: Black's two.
		{"Freeable", stackemeval.Weights{Freeable: 10}, "R 6:brb 27:brr", checkers.Red},
		{"Freeable deeper", stackemeval.Weights{Freeable: 10}, "R 6:rbb 27:rbr", checkers.Black},
		{"Advance", stackemeval.Weights{Advance: 1}, "R 26:r 15:b", checkers.Red},
		{"Advance kings", stackemeval.Weights{Advance: 1}, "R 26:R 15:b", checkers.Black},
		{"Shed", stackemeval.Weights{Shed: 1}, "R 25:bbr 28:rrb", checkers.Red},
		{"Mobility", stackemeval.Weights{Mobility: 1}, "R 10:r 5:b", checkers.Red},
		{"Hanging", stackemeval.Weights{Hanging: 1}, "R 9:r 14:r 18:b", checkers.Red},
	} {
		t.Run(c.term, func(t *testing.T) { checkFavours(t, c.text, &c.w, c.better) })
	}
}

// TestEvaluateClearAdvantage checks, with the default weights, positions
// where one side is clearly better.
func TestEvaluateClearAdvantage(t *testing.T) {
	w := stackemeval.DefaultWeights()
	for _, c := range []struct {
		name, text string
		better     checkers.Color
	}{
		{"a checker more", "R 9:rr 24:b", checkers.Red},
		{"a stack more", "R 10:r 11:r 22:bb", checkers.Red},
		{"a king against a piece", "R 10:R 23:b", checkers.Red},
		{"prisoners near the King Me row", "R 25:bbr 28:rrb", checkers.Red},
		{"every black checker buried", "R 14:bbbR 20:r", checkers.Red},
		// Red jumped Black's piece from 22; its king stands on 15.
		{"a piece jumped early", "R 1:r 2:r 3:r 4:r 5:r 6:r 7:r 8:r 9:r 10:r 11:r 15:bR 21:b 23:b 24:b 25:b 26:b 27:b 28:b 29:b 30:b 31:b 32:b", checkers.Red},
	} {
		t.Run(c.name, func(t *testing.T) { checkFavours(t, c.text, &w, c.better) })
	}
}

// TestEvaluateCounts checks the counts behind the terms on tall stacks.
func TestEvaluateCounts(t *testing.T) {
	for _, c := range []struct {
		name string
		w    stackemeval.Weights
		text string
		want int
	}{
		{"two red checkers two captures from freedom", stackemeval.Weights{Freeable: 8}, "R 10:rrbb", 4 + 4},
		{"one red checker one capture, one two", stackemeval.Weights{Freeable: 8}, "R 10:rbrb", 8 + 4},
		{"a black checker under four red", stackemeval.Weights{Freeable: 8}, "B 10:brrrR", 1},
		{"captives on both sides", stackemeval.Weights{Captive: 1}, "R 10:brbR 20:rbb", 2 - 1},
		{"checkers in play", stackemeval.Weights{Checker: 1}, "R 10:brbR 20:rbb", 3 - 4},
		{"two prisoners six rows on", stackemeval.Weights{Shed: 1}, "R 25:bbr", 2 * 6},
		{"seen by Black", stackemeval.Weights{Shed: 1}, "B 25:bbr", -2 * 6},
		{"kings do not advance", stackemeval.Weights{Advance: 1}, "R 25:R 2:b", -7},
		{"a king moves four ways, a piece two", stackemeval.Weights{Mobility: 1}, "B 14:B 19:r", 4 - 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := evaluate(t, c.text, &c.w); got != c.want {
				t.Errorf("Evaluate(%q) = %d, want %d", c.text, got, c.want)
			}
		})
	}
}

// randomPositions returns positions met in random games from the start.
func randomPositions(n int) []stackem.Position {
	rng := rand.New(rand.NewPCG(1, 2))
	var out []stackem.Position
	buf := make([]stackem.Move, 0, 64)
	for len(out) < n {
		p := stackem.Start()
		for ply := 0; ply < 120 && len(out) < n; ply++ {
			buf = p.AppendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			p = p.Play(buf[rng.IntN(len(buf))])
			out = append(out, p)
		}
	}
	return out
}

// TestEvaluateSymmetry checks that the score is the negation of the score
// with the other side to move, the same in the mirrored position, and 0 at
// the start.
func TestEvaluateSymmetry(t *testing.T) {
	w := stackemeval.DefaultWeights()
	w.Hanging = 7 // every term counts
	start := stackem.Start()
	if got := w.Evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
	for _, p := range randomPositions(300) {
		text := p.String()
		got := w.Evaluate(&p)
		if other := evaluate(t, withTurn(text, p.Turn().Opponent()), &w); other != -got {
			t.Errorf("Evaluate(%q) = %d, but %d with the other side to move, want %d", text, got, other, -got)
		}
		if m := evaluate(t, mirror(t, text), &w); m != got {
			t.Errorf("Evaluate(%q) = %d, but %d mirrored, want the same", text, got, m)
		}
	}
}

// hotPositions are the positions of the rules' allocation test: simple
// moves, jumps over tall stacks, a stack jumped three times.
var hotPositions = []string{
	stackem.Start().String(),
	"R 14:r 18:bbB 22:b",
	"R 14:R 10:b 11:b 18:b 19:b",
	"B 6:rrB 10:r 11:rb 15:br 18:r 19:bR 22:b 27:rrb",
}

// TestEvaluateAllocatesNothing pins Evaluate at zero allocations.
func TestEvaluateAllocatesNothing(t *testing.T) {
	w := stackemeval.DefaultWeights()
	for _, text := range hotPositions {
		p, err := stackem.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := testing.AllocsPerRun(100, func() { _ = w.Evaluate(&p) }); got != 0 {
			t.Errorf("Evaluate(%q) allocates %.1f times per call, want 0", text, got)
		}
	}
}

// BenchmarkEvaluate scores positions met in random games.
func BenchmarkEvaluate(b *testing.B) {
	ps := randomPositions(256)
	w := stackemeval.DefaultWeights()
	b.ReportAllocs()
	sum := 0
	for b.Loop() {
		for i := range ps {
			sum += w.Evaluate(&ps[i])
		}
	}
	_ = sum
}
