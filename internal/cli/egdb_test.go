package cli_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestEgdbCommands builds the databases of up to four pieces and probes,
// verifies and plays with them through the commands.
func TestEgdbCommands(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "egdb")
	code, out, errOut := run(t, "", "egdb", "build", "--pieces", "4", "--egdb", dir)
	if code != 0 {
		t.Fatalf("build: exit %d, %s", code, errOut)
	}
	if !strings.Contains(out, "4 pieces: 6209316 positions") {
		t.Errorf("build printed %q, want the 6209316 positions of 4 pieces", out)
	}
	code, out, _ = run(t, "", "egdb", "build", "--pieces", "4", "--egdb", dir)
	if code != 0 || !strings.Contains(out, "4 pieces: 6209316 positions, built before") {
		t.Errorf("build again: exit %d, %q; want the tables found built", code, out)
	}
	for _, tc := range []struct {
		fen, want string
		code      int
	}{
		{"B:WK32:BK1,K5", "win in 31 plies to a conversion\n", 0},
		{"W:WK32:BK1,K5", "loss in 32 plies to a conversion\n", 0},
		{"B:WK32:BK1", "draw\n", 0},
		{"B:W21,22,23:B1,2", "not in the databases", 2},
		{"B:W21:B1,33", "off the board", 2},
	} {
		code, out, errOut := run(t, "", "egdb", "probe", "--egdb", dir, "--fen", tc.fen)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("probe %s: exit %d, %q %q; want exit %d and %q", tc.fen, code, out, errOut, tc.code, tc.want)
		}
	}
	if code, _, errOut := run(t, "", "egdb", "probe", "--egdb", filepath.Join(dir, "none"), "--fen", "B:WK32:BK1"); code != 2 || !strings.Contains(errOut, "no endgame databases") {
		t.Errorf("probe without databases: exit %d, %q", code, errOut)
	}
	code, out, errOut = run(t, "", "egdb", "verify", "--egdb", dir, "--stride", "50")
	if code != 0 || !strings.Contains(out, "of up to 4 pieces agree with their moves") {
		t.Errorf("verify: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = run(t, "", "bestmove", "--fen", "B:WK32:BK1,K5", "--movetime", "50ms", "--egdb", dir, "--json")
	var got struct {
		Source string `json:"source"`
		Known  int    `json:"known"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Source != "egdb" || got.Known != 1 {
		t.Errorf("bestmove with the databases: exit %d, %q %q; want a known win from egdb", code, out, errOut)
	}
	for _, tc := range []struct {
		fen, source, egdb string
		plies             int
	}{
		{"B:WK32:BK1,K5", "egdb", "win", 31},
		{"W:WK32:BK1,K5", "egdb", "loss", 32},
		{"B:WK32:BK1", "search", "draw", 0},
		{"B:WK32,K28:BK1,K5,K9", "search", "", 0},
	} {
		var got struct {
			Source    string `json:"source"`
			Egdb      string `json:"egdb"`
			EgdbPlies int    `json:"egdb_plies"`
		}
		code, out, errOut := run(t, "", "bestmove", "--fen", tc.fen, "--depth", "3", "--egdb", dir, "--json")
		if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Source != tc.source || got.Egdb != tc.egdb || got.EgdbPlies != tc.plies {
			t.Errorf("bestmove --json %s: exit %d, %q %q; want source %q, egdb %q, egdb_plies %d", tc.fen, code, out, errOut, tc.source, tc.egdb, tc.plies)
		}
		code, out, errOut = run(t, "pos fen=\""+tc.fen+"\"\nlevel depth=3\ngo think\n", "hub", "--egdb", dir)
		info := ""
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "info ") {
				info = l
			}
		}
		var has, hasNot []string
		if tc.egdb != "" {
			has = append(has, " egdb="+tc.egdb)
		} else {
			hasNot = append(hasNot, " egdb=")
		}
		if tc.source == "egdb" {
			has = append(has, " source=egdb")
		} else {
			hasNot = append(hasNot, " source=")
		}
		if tc.plies > 0 {
			has = append(has, fmt.Sprintf(" egdb-plies=%d", tc.plies))
		} else {
			hasNot = append(hasNot, " egdb-plies=")
		}
		if code != 0 || info == "" {
			t.Errorf("hub --egdb, %s: exit %d, output %q %q; want an info line", tc.fen, code, out, errOut)
		}
		for _, w := range has {
			if !strings.Contains(info, w) {
				t.Errorf("hub --egdb, %s: got info %q, want %q in it", tc.fen, info, w)
			}
		}
		for _, w := range hasNot {
			if strings.Contains(info, w) {
				t.Errorf("hub --egdb, %s: got info %q, want no %q in it", tc.fen, info, w)
			}
		}
	}
	code, out, _ = run(t, "", "bestmove", "--fen", "B:WK32:BK1,K5", "--depth", "4", "--egdb", "none", "--json")
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Source != "search" {
		t.Errorf("bestmove with --egdb none: exit %d, %q; want a search", code, out)
	}
	if code, _, errOut := run(t, "", "bestmove", "--fen", "B:WK32:BK1,K5", "--depth", "4", "--egdb", filepath.Join(dir, "none")); code != 2 || !strings.Contains(errOut, "no endgame databases there") {
		t.Errorf("bestmove with a directory of none: exit %d, %q", code, errOut)
	}
	// At depths 2 and 1 with the hand-set evaluation two of the ballot's
	// first four games reach four pieces (fixed depths and evaluation: always
	// the same games, whatever the built-in learned weights).
	games := filepath.Join(t.TempDir(), "adjudicated.pdn")
	a, b := "depth=2,weights=handset", "depth=1,weights=handset"
	code, out, errOut = run(t, "", "match", "--a", a, "--b", b, "--games", "4", "--adjudicate", dir, "--pdn", games)
	if code != 0 || !strings.Contains(out, "adjudicated by the endgame databases in "+dir) ||
		!strings.Contains(out, "adjudicated by the endgame databases: 2 games") {
		t.Errorf("match --adjudicate: exit %d, %q %q; want 2 games adjudicated", code, out, errOut)
	}
	code, out, errOut = run(t, "", "match", "--a", a, "--b", b, "--games", "4", "--pdn", games, "--resume")
	if code != 2 || !strings.Contains(errOut, "the endgame databases adjudicated it, and this match has none") {
		t.Errorf("match --resume without --adjudicate: exit %d, %q %q; want the file refused", code, out, errOut)
	}
	if code, _, errOut := run(t, "", "match", "--games", "2", "--adjudicate", filepath.Join(dir, "none")); code != 2 || !strings.Contains(errOut, "--adjudicate: ") {
		t.Errorf("match --adjudicate with a directory of none: exit %d, %q", code, errOut)
	}
}

// TestBookCommands builds a small book and reads it back, and asks the
// built-in book.
func TestBookCommands(t *testing.T) {
	file := filepath.Join(t.TempDir(), "small.book.gz")
	code, out, errOut := run(t, "", "book", "build", "--out", file, "--depth", "3", "--plies", "4", "--egdb", "none")
	if code != 0 || !strings.Contains(out, "positions") {
		t.Fatalf("book build: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = run(t, "", "book", "moves", "--book", file, "--moves", "11-15 23-19 8-11")
	if code != 0 || !strings.Contains(out, "depth 3") {
		t.Errorf("book moves: exit %d, %q %q; want moves scored at depth 3", code, out, errOut)
	}
	code, out, _ = run(t, "", "book", "moves")
	if code != 0 || !strings.Contains(out, "depth") {
		t.Errorf("book moves of the built-in book at the start: exit %d, %q", code, out)
	}
	code, out, _ = run(t, "", "book", "moves", "--fen", "B:WK32:BK1,K5")
	if code != 0 || !strings.Contains(out, "not in the book") {
		t.Errorf("book moves of an ending: exit %d, %q", code, out)
	}
	code, out, _ = run(t, "", "bestmove", "--movetime", "50ms", "--json", "--egdb", "none")
	if code != 0 || !strings.Contains(out, `"source":"book"`) {
		t.Errorf("bestmove at the start: exit %d, %q; want the book's move", code, out)
	}
}
