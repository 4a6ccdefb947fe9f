package standard

import "testing"

func BenchmarkPerft(b *testing.B) {
	p := Start()
	for b.Loop() {
		p.Perft(9)
	}
	b.ReportMetric(float64(3963680*b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}
