package engine_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// materialOracle is an endgame database of every position, for the test:
// the side with more pieces wins (in 5 plies to a conversion), equal
// material draws.
type materialOracle struct{}

func (materialOracle) Solved(p *standard.Position) (outcome, plies int, ok bool) {
	men, kings := p.Count(p.Turn())
	mine := men + kings
	men, kings = p.Count(p.Turn().Opponent())
	theirs := men + kings
	switch {
	case mine > theirs:
		return 1, 5, true
	case mine < theirs:
		return -1, 5, true
	}
	return 0, 0, true
}

// TestBookAndDatabaseAnswersMakeNoTable makes a player with a 16 MiB table
// and has it answer from the opening book (each game that has one, at its
// start) and from the endgame databases (a root they know to be won): the
// answer comes without a search, and the player allocates no table, nor
// the search's stacks, for it. (Before, the player made its table when it
// was made: 16 MiB an answer.)
func TestBookAndDatabaseAnswersMakeNoTable(t *testing.T) {
	type answer struct {
		name    string
		variant checkers.Variant
		start   checkers.Position
		options engine.Options
		book    bool // the answer wanted is the book's, else the databases'
	}
	var tests []answer
	for _, g := range games.All() {
		if g.Book != nil {
			tests = append(tests, answer{g.Key() + " book", g.Variant, g.Variant.Start(), engine.Options{TableMiB: 16}, true})
		}
	}
	won, err := standard.ParseFEN("B:WK14:BK1,K2")
	if err != nil {
		t.Fatal(err)
	}
	tests = append(tests, answer{"standard databases", standard.Variant{}, won, engine.Options{TableMiB: 16, Endgame: materialOracle{}}, false})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var rep engine.Report
			var thinkErr error
			answer := func() {
				p, err := games.NewPlayer(tt.variant, tt.options)
				if err != nil {
					thinkErr = err
					return
				}
				rep, thinkErr = p.Think(context.Background(), checkers.NewGameFrom(tt.variant, tt.start), engine.Limits{Depth: 6}, nil)
			}
			answer() // the book is read at its first use
			bytes := allocated(answer)
			if thinkErr != nil {
				t.Fatal(thinkErr)
			}
			if rep.Book != tt.book || rep.Solved == tt.book || rep.Move == nil {
				t.Fatalf("got move %v, book %v, solved %v; want a move from the book %v, from the databases %v", rep.Move, rep.Book, rep.Solved, tt.book, !tt.book)
			}
			t.Logf("%d bytes allocated to answer", bytes)
			if bytes > 64<<10 {
				t.Errorf("got %d bytes allocated to answer, want under 64 KiB (no table, no search stacks)", bytes)
			}
		})
	}
}

// TestGivenTableKeepsWhatItLearned searches a game's start to a fixed
// depth with players given one table (engine.Options.Table), in every
// game: the second player finds what the first stored and searches fewer
// nodes; a player with a table of its own, and one given the same table
// once cleared, search exactly the nodes of the first (the search is the
// same node for node); and no player given a table allocates one (the
// table's entries are made at the first search with it).
func TestGivenTableKeepsWhatItLearned(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			table := engine.NewTable(4)
			search := func(o engine.Options) (nodes, bytes uint64) {
				t.Helper()
				var rep engine.Report
				var err error
				bytes = allocated(func() {
					var p engine.Player
					if p, err = g.NewPlayer(o); err == nil {
						rep, err = p.Think(context.Background(), checkers.NewGame(g.Variant), engine.Limits{Depth: 7, NoBook: true}, nil)
					}
				})
				if err != nil {
					t.Fatal(err)
				}
				return rep.Nodes, bytes
			}
			first, _ := search(engine.Options{Table: table}) // makes the table's entries
			again, bytes := search(engine.Options{Table: table})
			if bytes >= 4<<20 {
				t.Errorf("second search with the table given: got %d bytes allocated, want less than the 4 MiB table", bytes)
			}
			if again >= first {
				t.Errorf("second search with the same table: got %d nodes, want fewer than the first's %d", again, first)
			}
			own, _ := search(engine.Options{TableMiB: 4})
			table.Clear()
			cleared, _ := search(engine.Options{Table: table})
			if own != first || cleared != first {
				t.Errorf("got %d nodes with a table of its own, %d with the given table cleared; want the first search's %d", own, cleared, first)
			}
		})
	}
}

// TestNewGameClearsTheGivenTable: a player's NewGame forgets what the table
// it was given holds, whether or not it has searched with it.
func TestNewGameClearsTheGivenTable(t *testing.T) {
	for _, searched := range []bool{false, true} {
		table := engine.NewTable(1)
		think := func(p engine.Player) uint64 {
			t.Helper()
			rep, err := p.Think(context.Background(), checkers.NewGame(standard.Variant{}), engine.Limits{Depth: 6, NoBook: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			return rep.Nodes
		}
		fresh := think(newPlayerWith(t, engine.Options{Table: table}))
		p := newPlayerWith(t, engine.Options{Table: table})
		if searched {
			think(p)
		}
		p.NewGame()
		if got := think(newPlayerWith(t, engine.Options{Table: table})); got != fresh {
			t.Errorf("searched before NewGame %v: got %d nodes after it, want %d, those of an empty table", searched, got, fresh)
		}
	}
}

func newPlayerWith(t *testing.T, o engine.Options) engine.Player {
	t.Helper()
	p, err := games.NewPlayer(standard.Variant{}, o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
