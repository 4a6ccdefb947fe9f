package server

import (
	"context"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store/sqlite"
)

// The benchmarks of this file measure what a computer move and a hint
// allocate (go test -bench 'ComputerMove|Hint' -benchmem ./server/): the
// B/op of a searched move or hint holds its engine's table, 16 MiB, when
// each search makes its own.

// benchServer returns a server with the default table size (16 MiB), two
// workers and short searches, on a store in a temporary directory.
func benchServer(tb testing.TB) *Server {
	tb.Helper()
	st, err := sqlite.Open(tb.TempDir())
	if err != nil {
		tb.Fatal(err)
	}
	s, err := New(Config{Store: st, Workers: 2, MaxThink: 20 * time.Millisecond})
	if err != nil {
		st.Close()
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		s.Close()
		st.Close()
	})
	return s
}

// outOfBook returns the position after plies first legal moves from g's
// start: out of the opening book after a dozen.
func outOfBook(tb testing.TB, g *games.Game, plies int) checkers.Position {
	tb.Helper()
	game := checkers.NewGame(g.Variant)
	for range plies {
		legal := game.Legal()
		if len(legal) == 0 || game.Result().Over() {
			break
		}
		if err := game.Play(legal[0]); err != nil {
			tb.Fatal(err)
		}
	}
	return game.Position()
}

// computerGame creates a game of g against the computer at level from
// pos, the computer to move, and returns it live: the computer starts
// thinking at once.
func computerGame(tb testing.TB, s *Server, g *games.Game, level string, pos checkers.Position) *live {
	tb.Helper()
	l, _ := gameAgainst(tb, s, g, level, pos)
	return l
}

// waitMoved waits until l's game has moves plies, or fails after 30 s.
func waitMoved(tb testing.TB, l *live, moves int) {
	tb.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(time.Millisecond) {
		l.mu.Lock()
		n := l.Game().Len()
		l.mu.Unlock()
		if n >= moves {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("the computer did not move in 30 s (%d plies, want %d)", n, moves)
		}
	}
}

// BenchmarkComputerMove has the computer play one move in every game, at a
// level that searches every move (expert: with noise, no book) and at one
// that plays from the book and the databases where it can (master),
// from a position out of the book: each op creates the game (its store
// writes are counted too) and waits for the computer's move.
func BenchmarkComputerMove(b *testing.B) {
	for _, g := range games.All() {
		for _, level := range []string{"expert", "master"} {
			b.Run(g.Key()+"/"+level, func(b *testing.B) {
				s := benchServer(b)
				pos := outOfBook(b, g, 12)
				// The first moves make what a server makes once (its
				// tables, the book read).
				for range 2 {
					waitMoved(b, computerGame(b, s, g, level, pos), 1)
				}
				b.ReportAllocs()
				for b.Loop() {
					waitMoved(b, computerGame(b, s, g, level, pos), 1)
				}
			})
		}
	}
}

// BenchmarkHint asks for a 20 ms hint in every game: searched, from a
// position out of the opening book, and from the book, at the start of the
// games that have one.
func BenchmarkHint(b *testing.B) {
	for _, g := range games.All() {
		cases := []struct {
			name string
			pos  checkers.Position
			book bool
		}{{"searched", outOfBook(b, g, 12), false}}
		if g.Book != nil {
			cases = append(cases, struct {
				name string
				pos  checkers.Position
				book bool
			}{"book", g.Variant.Start(), true})
		}
		for _, c := range cases {
			b.Run(g.Key()+"/"+c.name, func(b *testing.B) {
				s := benchServer(b)
				l := computerGame(b, s, g, "master", c.pos)
				waitMoved(b, l, 1) // the human's turn: the hint is theirs
				b.ReportAllocs()
				for b.Loop() {
					rep, _, err := s.search(context.Background(), l, "", 20*time.Millisecond, time.Now().Add(time.Minute))
					if err != nil {
						b.Fatal(err)
					}
					if rep.Book != c.book {
						b.Fatalf("got a hint from the book %v, want %v", rep.Book, c.book)
					}
				}
			})
		}
	}
}
