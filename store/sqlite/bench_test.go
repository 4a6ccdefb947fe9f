package sqlite

import (
	"testing"

	"github.com/kingme/kingme/store/storetest"
)

// BenchmarkSaveMove appends one move to a game of 40 moves and saves it:
// the work, and the disk sync, behind every accepted move.
func BenchmarkSaveMove(b *testing.B) {
	s := openTemp(b)
	defer s.Close()
	storetest.BenchSaveMove(b, s)
}

// BenchmarkAppendMove appends one move to a game of 40 moves with
// AppendMove: BenchmarkSaveMove's work when the server appends.
func BenchmarkAppendMove(b *testing.B) {
	s := openTemp(b)
	defer s.Close()
	storetest.BenchAppendMove(b, s)
}

// BenchmarkLoad loads a game of 40 moves.
func BenchmarkLoad(b *testing.B) {
	s := openTemp(b)
	defer s.Close()
	storetest.BenchLoad(b, s)
}

// BenchmarkSaveMoveGroup saves moves of 1 000 games at once, a goroutine
// each: the group commit's throughput. It reports saves per transaction.
func BenchmarkSaveMoveGroup(b *testing.B) {
	s := openTemp(b)
	defer s.Close()
	games := storetest.BenchGames(b, s, 1000)
	tx0, w0 := s.CommitStats()
	storetest.BenchSaveMoveGroup(b, s, games)
	tx, w := s.CommitStats()
	b.ReportMetric(float64(w-w0)/float64(max(1, tx-tx0)), "saves/tx")
}
