package flyingkings_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
)

// BenchmarkPerft counts perft(8) from the start with bulk counting at the
// last ply.
func BenchmarkPerft(b *testing.B) {
	p := flyingkings.Start()
	var n uint64
	for b.Loop() {
		n = p.Perft(8)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftFlyingKings counts perft(6) of an open position with three
// Flying Kings a side, where the flying walks dominate.
func BenchmarkPerftFlyingKings(b *testing.B) {
	p, err := flyingkings.ParsePosition("B:RF18,F23,F30,P26,G21:BF3,F10,F15,P6,G12")
	if err != nil {
		b.Fatal(err)
	}
	var n uint64
	for b.Loop() {
		n = p.Perft(6)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkAppendMoves generates the moves of the positions of
// hotPositions.
func BenchmarkAppendMoves(b *testing.B) {
	var ps []flyingkings.Position
	for _, text := range hotPositions {
		p, err := flyingkings.ParsePosition(text)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	buf := make([]flyingkings.Move, 0, 64)
	for b.Loop() {
		for i := range ps {
			buf = ps[i].AppendMoves(buf[:0])
		}
	}
}

// BenchmarkSuiteGenerate generates the moves of positions of random games,
// one position an op (the conformance suite's benchmark, alike in every game).
func BenchmarkSuiteGenerate(b *testing.B) { conformance.BenchGenerate(b) }

// BenchmarkSuiteEvaluate evaluates positions of random games, one an op.
func BenchmarkSuiteEvaluate(b *testing.B) { conformance.BenchEvaluate(b) }

// BenchmarkSuiteSearch searches the start position to the suite's depth and
// reports nodes/s.
func BenchmarkSuiteSearch(b *testing.B) { conformance.BenchSearch(b) }
