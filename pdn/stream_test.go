package pdn_test

import (
	"fmt"
	"io"
	"testing"

	"github.com/kingme/kingme/pdn"
)

// TestStream writes 10,000 generated games into a pipe and reads them back
// through the io.Reader end, so the reader never sees the whole input.
func TestStream(t *testing.T) {
	const n = 10000
	pr, pw := io.Pipe()
	go func() {
		w := pdn.NewWriter(pw)
		for i := 0; i < n; i++ {
			g := &pdn.GameRecord{
				Tags:    []pdn.Tag{{Name: "Event", Value: fmt.Sprintf("game %d", i)}, {Name: "GameType", Value: "21"}},
				Comment: "generated",
				Result:  []string{"1-0", "0-1", "1/2-1/2", "*"}[i%4],
			}
			for j := 0; j < 10+i%30; j++ {
				m := pdn.Move{Number: j/2 + 1, Second: j%2 == 1, Text: fmt.Sprintf("%d-%d", 1+(i+j)%32, 5+(i*j)%28)}
				if j%7 == 3 {
					m.Comments = []string{"note"}
					m.Variations = [][]pdn.Move{{{Number: m.Number, Second: m.Second, Text: "9x18x27"}}}
				}
				g.Moves = append(g.Moves, m)
			}
			if err := w.Write(g); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.Close()
	}()

	r := pdn.NewReader(pr)
	count := 0
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("game %d: got error %v", count+1, err)
		}
		if got, want := g.Tags[0].Value, fmt.Sprintf("game %d", count); got != want {
			t.Fatalf("game %d: got Event %q, want %q", count+1, got, want)
		}
		if got, want := len(g.Moves), 10+count%30; got != want {
			t.Fatalf("game %d: got %d moves, want %d", count+1, got, want)
		}
		count++
	}
	if count != n {
		t.Errorf("got %d games, want %d", count, n)
	}
}
