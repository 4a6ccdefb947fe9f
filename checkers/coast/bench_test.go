package coast_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
)

// BenchmarkPerft counts perft(4) from the start with bulk counting at the
// last ply.
func BenchmarkPerft(b *testing.B) {
	p := coast.Start()
	var n uint64
	for b.Loop() {
		n = p.Perft(4)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkAppendMoves generates the moves of the start, a crowded middle
// and crowning and bearing-off positions.
func BenchmarkAppendMoves(b *testing.B) {
	var ps []coast.Position
	for _, text := range hotPositions {
		p, err := coast.ParsePosition(text)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	buf := make([]coast.Move, 0, 256)
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
