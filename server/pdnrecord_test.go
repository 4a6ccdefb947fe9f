package server_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/kingme/kingme/server"
)

// TestImportReadsRecords: an upload reads games as records (pdn.ReplayRecord):
// a game played on past a repetition and a move suffix replay with
// warnings; a game of Thai draughts is refused saying so.
func TestImportReadsRecords(t *testing.T) {
	a := newApp(t)
	file := "[Event \"rep\"]\n[FEN \"B:WK29:BK4\"]\n1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 1/2-1/2\n\n" +
		"[Event \"suffix\"]\n1. 11-15* 23-19 1-0\n\n" +
		"[Event \"thai\"]\n[GameType \"31\"]\n1. 32-28 19-23 2-0\n\n"
	var out server.Imported
	if code := a.call("POST", "/api/pdn", "", file, &out); code != http.StatusOK {
		t.Fatalf("upload: got %d, want 200", code)
	}
	if len(out.Games) != 3 {
		t.Fatalf("got %d games listed, want 3", len(out.Games))
	}
	tests := []struct {
		warning, err string
	}{
		{"line 3: the game was drawn by the rules (draw (threefold repetition)) before move 5. 4-8; the record plays on", ""},
		{`line 6: move 1. 11-15*: the suffix "*" dropped`, ""},
		{"", "GameType 31 is Thai draughts"},
	}
	for i, tt := range tests {
		g := out.Games[i]
		if got := strings.Join(g.Warnings, "|"); got != tt.warning {
			t.Errorf("game %d: got warnings %q, want %q", i+1, got, tt.warning)
		}
		if (tt.err == "") != (g.Error == "") || !strings.Contains(g.Error, tt.err) {
			t.Errorf("game %d: got error %q, want %q", i+1, g.Error, tt.err)
		}
	}
}
