package book_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

const start = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"fields", start + "\t11-15\t3\n", "want position, move, score and depth"},
		{"score", start + "\t11-15\tx\t3\n", "want whole numbers"},
		{"depth", start + "\t11-15\t3\t-1\n", "want whole numbers"},
		{"position", "B:W33:B1\t1-5\t0\t1\n", "position"},
		{"illegal", start + "\t11-19\t3\t5\n", "11-19 is not a legal move"},
		{"unwritten form", "B:W32,21:B1\t1-5\t0\t1\n", "is written"},
	} {
		_, err := book.Parse([]byte(tc.text), standard.Variant{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

func TestWriteParseRoundTrip(t *testing.T) {
	b := book.New(map[string][]engine.BookMove{
		start: {{Move: "9-13", Score: -4, Depth: 12}, {Move: "11-15", Score: 2, Depth: 12}},
	})
	for _, gz := range []bool{false, true} {
		var buf bytes.Buffer
		var err error
		if gz {
			err = b.WriteGzip(&buf)
		} else {
			err = b.Write(&buf)
		}
		if err != nil {
			t.Fatal(err)
		}
		got, err := book.Parse(buf.Bytes(), standard.Variant{})
		if err != nil {
			t.Fatalf("gzip %v: %v", gz, err)
		}
		ms := got.Moves(start)
		if len(ms) != 2 || ms[0].Move != "11-15" || ms[0].Score != 2 || ms[1].Move != "9-13" {
			t.Errorf("gzip %v: got %+v, want 11-15 (+2) then 9-13", gz, ms)
		}
	}
}

// FuzzParse feeds arbitrary text to the parser: it refuses or returns a
// book whose every move is legal in its position.
func FuzzParse(f *testing.F) {
	f.Add([]byte(start + "\t11-15\t3\t5\n"))
	f.Add([]byte("# comment\n\n" + start + "\t9-13\t-3\t5\n"))
	f.Add([]byte{0x1f, 0x8b, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := book.Parse(data, standard.Variant{})
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := b.Write(&buf); err != nil {
			t.Fatal(err)
		}
		again, err := book.Parse(buf.Bytes(), standard.Variant{})
		if err != nil || again.Len() != b.Len() {
			t.Fatalf("a book written back does not read the same: %v", err)
		}
	})
}

func newPlayer(t testing.TB, o engine.Options) engine.Player {
	t.Helper()
	return engine.NewPlayer[standard.Position, standard.Move](standard.Variant{}, standardeval.PatternEngine{Patterns: standardeval.LearnedWeights()}, o)
}

// TestBuildIsReproducible builds a small book with one worker and with
// two: the books are the same, every position of the openings is in it,
// and it goes on past them.
func TestBuildIsReproducible(t *testing.T) {
	var texts []string
	for _, workers := range []int{1, 2} {
		b, err := book.Build(context.Background(), book.BuildOptions{
			Variant:   standard.Variant{},
			Openings:  [][]string{{"9-13", "21-17", "5-9"}, {"11-15", "23-19", "8-11"}},
			Plies:     5,
			Margin:    5,
			Workers:   workers,
			Limits:    engine.Limits{Depth: 3},
			NewPlayer: func() (engine.Player, error) { return newPlayer(t, engine.Options{TableMiB: 1, NoBook: true}), nil },
		})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := b.Write(&buf); err != nil {
			t.Fatal(err)
		}
		texts = append(texts, buf.String())
		// 1 start + 2 after one ply + 2 after two + 2 after three + 2 after four.
		if got, want := b.Positions(), 9; got != want {
			t.Errorf("%d workers: %d positions, want %d", workers, got, want)
		}
		if len(b.Moves(start)) == 0 {
			t.Errorf("%d workers: the start position has no book move", workers)
		}
	}
	if texts[0] != texts[1] {
		t.Errorf("the books of one and two workers differ:\n%s\n---\n%s", texts[0], texts[1])
	}
}

// TestPlayerUsesBook wants the book's best move at full strength, marked
// as the book's, one of the book's moves at Master, and a search below.
func TestPlayerUsesBook(t *testing.T) {
	b := book.New(map[string][]engine.BookMove{
		start: {{Move: "10-14", Score: 7, Depth: 20}, {Move: "9-14", Score: 3, Depth: 20}, {Move: "12-16", Score: -30, Depth: 20}},
	})
	g := checkers.NewGame(standard.Variant{})
	levels := engine.Levels()
	for _, tc := range []struct {
		level engine.Level
		want  []string // the moves it may play; nil for a search
	}{
		{engine.Level{}, []string{"10-14"}},
		{levels[7], []string{"10-14", "9-14"}},
		{levels[6], nil},
	} {
		for seed := range uint64(6) {
			r, err := newPlayer(t, engine.Options{TableMiB: 1, Book: b, Level: tc.level, Seed: seed}).Think(context.Background(), g, engine.Limits{Depth: 2}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Book != (tc.want != nil) {
				t.Errorf("level %q: from the book %v, want %v", tc.level.Name, r.Book, tc.want != nil)
			}
			if tc.want != nil && !strings.Contains(strings.Join(tc.want, " "), r.Move.String()) {
				t.Errorf("level %q: played %v, want one of %v", tc.level.Name, r.Move, tc.want)
			}
		}
	}
	r, err := newPlayer(t, engine.Options{TableMiB: 1, Book: b, NoBook: true}).Think(context.Background(), g, engine.Limits{Depth: 2}, nil)
	if err != nil || r.Book {
		t.Errorf("NoBook: from the book %v (%v), want a search", r.Book, err)
	}
}

// TestBuiltinBookReads reads the embedded book and wants every ballot
// opening's position in it.
func TestBuiltinBookReads(t *testing.T) {
	b := book.Standard()
	if b.Positions() < 156 {
		t.Errorf("the built-in book holds %d positions, want at least the 156 of the ballot", b.Positions())
	}
	if len(b.Moves(start)) == 0 {
		t.Errorf("the built-in book has no move for the start position")
	}
}
