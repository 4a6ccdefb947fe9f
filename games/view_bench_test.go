package games_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

func BenchmarkMoves(b *testing.B) {
	p := standard.Start()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Moves(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOf(b *testing.B) {
	p := standard.Start()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Of(p); err != nil {
			b.Fatal(err)
		}
	}
}
