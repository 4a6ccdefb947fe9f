package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

// BenchmarkPerft counts perft(9) from the start; leaves/s is the figure to
// compare (perft with bulk counting at the last ply).
func BenchmarkPerft(b *testing.B) {
	p := standard.Start()
	var n uint64
	for b.Loop() {
		n = p.Perft(9)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkAppendMoves generates the moves of positions with simple moves,
// men's jumps and kings' jumps.
func BenchmarkAppendMoves(b *testing.B) {
	var ps []standard.Position
	for _, fen := range hotPositions {
		p, err := standard.ParseFEN(fen)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	buf := make([]standard.Move, 0, 64)
	for b.Loop() {
		for i := range ps {
			buf = ps[i].AppendMoves(buf[:0])
		}
	}
}

// BenchmarkPlay plays every move of the start position.
func BenchmarkPlay(b *testing.B) {
	p := standard.Start()
	moves := p.AppendMoves(nil)
	for b.Loop() {
		for _, m := range moves {
			_ = p.Play(m)
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
