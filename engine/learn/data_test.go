package learn_test

import (
	"os"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/learn"
)

func TestReadSamples(t *testing.T) {
	f, err := os.Open("testdata/samples.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := learn.ReadSamples(f, standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		fen    string
		result learn.Result
		score  int
		game   int
	}{
		{"B:W21-32:B1-12", learn.Draw, 0, 0},
		{"W:W18,22,23,24,25,26,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,14", learn.Draw, -12, 0},
		{"B:WK5,21:B9,K30", learn.Win, 250, 3},
		{"W:W32:BK14", learn.Loss, -31000, 4},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d samples, want %d", len(got), len(want))
	}
	for i, w := range want {
		p, err := standard.ParseFEN(w.fen)
		if err != nil {
			t.Fatal(err)
		}
		if g := got[i]; g.Position != p || g.Result != w.result || g.Score != w.score || g.Game != w.game {
			t.Errorf("sample %d: got %v %v %d %d, want %v %v %d %d", i, g.Position, g.Result, g.Score, g.Game, p, w.result, w.score, w.game)
		}
	}
}

func TestSampleRoundTrip(t *testing.T) {
	for _, line := range []string{
		"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12 1/2 0 0",
		"W:W18,K22:B1,K14 1 -31000 123456",
		"B:W:B1 0 7 2",
	} {
		s, err := learn.ParseSample(standard.Variant{}, line)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(learn.AppendSample(nil, s)); got != line+"\n" {
			t.Errorf("AppendSample(ParseSample(%q)) = %q, want the line back", line, got)
		}
	}
}

func TestParseSampleErrors(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"B:W21-32:B1-12 1/2 0", "want 4 fields"},
		{"B:W21-32:B1-12 1/2 0 1 2", "want 4 fields"},
		{"X:W21-32:B1-12 1/2 0 1", "bad FEN"},
		{"B:W21-32:B1-12 2 0 1", "result \"2\""},
		{"B:W21-32:B1-12 1 x 1", "score \"x\""},
		{"B:W21-32:B1-12 1 0 -1", "game \"-1\""},
	} {
		if _, err := learn.ParseSample(standard.Variant{}, c.line); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSample(%q): error %v, want one containing %q", c.line, err, c.want)
		}
	}
	if _, err := learn.ReadSamples(strings.NewReader("# ok\nB:W21-32:B1-12 1 0 0\nnonsense\n"), standard.Variant{}); err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("ReadSamples: error %v, want one naming line 3", err)
	}
}

func FuzzParseSample(f *testing.F) {
	f.Add("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12 1/2 0 0")
	f.Add("W:WK5,21:B9,K30 1 250 3")
	f.Add("B:W:B 0 -5 9")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := learn.ParseSample(standard.Variant{}, line)
		if err != nil {
			return
		}
		text := string(learn.AppendSample(nil, s))
		back, err := learn.ParseSample(standard.Variant{}, strings.TrimSuffix(text, "\n"))
		if err != nil {
			t.Fatalf("%q read, but its written form %q does not: %v", line, text, err)
		}
		if back != s {
			t.Fatalf("%q: read back %+v, want %+v", line, back, s)
		}
	})
}
