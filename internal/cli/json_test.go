package cli_test

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/cli"
	"github.com/kingme/kingme/pdn/pdntest"
)

// decodeLines decodes each line of out, a JSON object a line, into a new
// T, refusing fields T has not.
func decodeLines[T any](t *testing.T, out string) []T {
	t.Helper()
	var got []T
	for _, line := range lines(t, out) {
		var v T
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		got = append(got, v)
	}
	return got
}

// movesLine is a line of moves --json, as its help documents it.
type movesLine struct {
	Variant  string   `json:"variant"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
}

// TestMovesJSON reads moves --json of each game's start, given by --fen
// and on standard input.
func TestMovesJSON(t *testing.T) {
	for _, g := range games.All() {
		start := g.Variant.Start()
		want := movesLine{g.Key(), start.String(), legalTexts(start)}
		code, out, errOut := run(t, "", "moves", "--variant", g.Key(), "--fen", start.String(), "--json")
		if got := decodeLines[movesLine](t, out); code != cli.ExitOK || len(got) != 1 || !reflect.DeepEqual(got[0], want) {
			t.Errorf("%s: moves --json: got exit %d, %+v, stderr %q; want %+v", g.Key(), code, got, errOut, want)
		}
		code, out, errOut = run(t, start.String()+"\n\n"+start.String()+"\n", "moves", "--variant", g.Key(), "--json")
		if got := decodeLines[movesLine](t, out); code != cli.ExitOK || !reflect.DeepEqual(got, []movesLine{want, want}) {
			t.Errorf("%s: moves --json on stdin: got exit %d, %+v, stderr %q; want %+v twice", g.Key(), code, got, errOut, want)
		}
	}
	// A position without a move: an empty list, not null.
	code, out, _ := run(t, "", "moves", "--fen", "B:W18:B14,K1", "--moves", "14-23", "--json")
	if want := `"moves":[]`; code != cli.ExitOK || !strings.Contains(out, want) {
		t.Errorf("moves --json of a position without a move: got exit %d, %q; want %s", code, out, want)
	}
}

// perftLineJSON is a line of perft --json, as its help documents it.
type perftLineJSON struct {
	Depth  int    `json:"depth"`
	Nodes  uint64 `json:"nodes"`
	TimeMS int64  `json:"time_ms"`
	NPS    int64  `json:"nps"`
	Moves  []struct {
		Move  string `json:"move"`
		Nodes uint64 `json:"nodes"`
	} `json:"moves"`
}

// TestPerftJSON counts each game's start with perft --json, against
// checkers.Perft and checkers.Divide.
func TestPerftJSON(t *testing.T) {
	const depth = 3
	for _, g := range games.All() {
		start := g.Variant.Start()
		code, out, errOut := run(t, "", "perft", "--variant", g.Key(), "--depth", "3", "--json")
		got := decodeLines[perftLineJSON](t, out)
		if code != cli.ExitOK || len(got) != depth {
			t.Fatalf("%s: perft --json: got exit %d, %d lines, stderr %q; want %d lines", g.Key(), code, len(got), errOut, depth)
		}
		for d, l := range got {
			if want := checkers.Perft(start, d+1); l.Depth != d+1 || l.Nodes != want || l.TimeMS < 0 || l.NPS < 0 || l.Moves != nil {
				t.Errorf("%s: perft --json line %d: got %+v, want depth %d, nodes %d", g.Key(), d+1, l, d+1, want)
			}
		}
		code, out, errOut = run(t, "", "perft", "--variant", g.Key(), "--depth", "3", "--json", "--divide")
		div := decodeLines[perftLineJSON](t, out)
		want := checkers.Divide(start, depth)
		if code != cli.ExitOK || len(div) != 1 || len(div[0].Moves) != len(want) || div[0].Nodes != checkers.Perft(start, depth) {
			t.Fatalf("%s: perft --divide --json: got exit %d, %+v, stderr %q; want one line of %d moves", g.Key(), code, div, errOut, len(want))
		}
		for i, m := range div[0].Moves {
			if m.Move != want[i].Move.String() || m.Nodes != want[i].Count {
				t.Errorf("%s: perft --divide --json, move %d: got %s %d, want %s %d", g.Key(), i+1, m.Move, m.Nodes, want[i].Move, want[i].Count)
			}
		}
	}
}

// pdnCheckLine is a line of pdn check --json, as its help documents it.
type pdnCheckLine struct {
	File     string     `json:"file"`
	Error    string     `json:"error"`
	Games    int        `json:"games"`
	Replayed int        `json:"replayed"`
	Warned   int        `json:"warned"`
	Refused  int        `json:"refused"`
	Refusals []noteLine `json:"refusals"`
	Warnings []noteLine `json:"warnings"`
}

type noteLine struct {
	Game    int    `json:"game"`
	Line    int    `json:"line"`
	Message string `json:"message"`
}

func TestPDNCheckJSON(t *testing.T) {
	dir := t.TempDir()
	name := writeFile(t, dir, "games.pdn", pdnCheckFile)
	good := writeFile(t, dir, "good.pdn", "1. 11-15 23-19 *\n")
	missing := filepath.Join(dir, "missing.pdn")
	code, out, errOut := run(t, "", "pdn", "check", "--json", name, missing, good)
	got := decodeLines[pdnCheckLine](t, out)
	want := []pdnCheckLine{
		{File: name, Games: 4, Replayed: 2, Warned: 1, Refused: 2,
			Refusals: []noteLine{
				{3, 7, "GameType 31 is Thai draughts, not " + pdntest.PlayedGameTypes() + ": KingMe does not play it"},
				{4, 12, "unexpected character '#'"},
			},
			Warnings: []noteLine{{2, 5, `move 1. 11-15*: the suffix "*" dropped`}}},
		{File: missing, Error: "open " + missing + ": no such file or directory"},
		{File: good, Games: 1, Replayed: 1, Refusals: []noteLine{}, Warnings: []noteLine{}},
	}
	if code != cli.ExitUsage || !reflect.DeepEqual(got, want) {
		t.Errorf("pdn check --json: got exit %d, stderr %q,\n%+v\nwant exit %d,\n%+v", code, errOut, got, cli.ExitUsage, want)
	}
}

// TestEgdbProbeJSON probes the databases of up to three pieces with --json.
func TestEgdbProbeJSON(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "egdb")
	if code, _, errOut := run(t, "", "egdb", "build", "--pieces", "3", "--egdb", dir); code != cli.ExitOK {
		t.Fatalf("egdb build: exit %d, %s", code, errOut)
	}
	type probeLine struct {
		Position string `json:"position"`
		Result   string `json:"result"`
		Plies    int    `json:"plies"`
	}
	for _, want := range []probeLine{
		{"B:WK32:BK1,K5", "win", 31},
		{"W:WK32:BK1,K5", "loss", 32},
		{"B:WK32:BK1", "draw", 0},
	} {
		code, out, errOut := run(t, "", "egdb", "probe", "--egdb", dir, "--fen", want.Position, "--json")
		if got := decodeLines[probeLine](t, out); code != cli.ExitOK || len(got) != 1 || got[0] != want {
			t.Errorf("egdb probe --json %s: got exit %d, %+v, stderr %q; want %+v", want.Position, code, got, errOut, want)
		}
	}
}
