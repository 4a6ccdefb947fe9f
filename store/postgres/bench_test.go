package postgres

import (
	"testing"

	"github.com/kingme/kingme/store/storetest"
)

// BenchmarkSaveMove appends one move to a game of 40 moves and saves it:
// the work, and the commit's sync, behind every accepted move (as the
// SQLite store's benchmark of the same name).
func BenchmarkSaveMove(b *testing.B) {
	storetest.BenchSaveMove(b, openFresh(b))
}

// BenchmarkAppendMove appends one move to a game of 40 moves with
// AppendMove: BenchmarkSaveMove's work when the server appends.
func BenchmarkAppendMove(b *testing.B) {
	storetest.BenchAppendMove(b, openFresh(b))
}

// BenchmarkLoad loads a game of 40 moves.
func BenchmarkLoad(b *testing.B) {
	storetest.BenchLoad(b, openFresh(b))
}

// BenchmarkSaveMoveGroup saves moves of 1 000 games at once, a goroutine
// each: what PostgreSQL's commits give under load.
func BenchmarkSaveMoveGroup(b *testing.B) {
	s := openFresh(b)
	storetest.BenchSaveMoveGroup(b, s, storetest.BenchGames(b, s, 1000))
}
