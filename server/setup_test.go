package server_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/view"
)

// setupAnswer is the answer to POST /api/position.
type setupAnswer struct {
	view.Position
	Moves int    `json:"moves"`
	Over  string `json:"over"`
	Error string `json:"error"`
}

func TestSetUpPosition(t *testing.T) {
	a := newApp(t)
	piece := func(sq, color, kind string) map[string]any {
		return map[string]any{"sq": sq, "color": color, "kind": kind}
	}
	tests := []struct {
		name     string
		body     any
		want     int
		wantText string // the position text (200) or a part of the error (400)
		moves    int
		over     string
	}{
		{"standard", map[string]any{"variant": "standard", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("d6", "black", "man"), piece("c3", "red", "king")}}}, 200, "B:WK22:B10", 2, ""},
		{"stackem stack of three", map[string]any{"variant": "stackem", "position": map[string]any{"turn": "red",
			"pieces": []any{map[string]any{"sq": "b6", "stack": []any{
				map[string]any{"color": "red"}, map[string]any{"color": "black"}, map[string]any{"color": "red", "king": true}}},
				piece("c3", "black", "man")}}}, 200, "R 9:rbR 22:b", 4, ""},
		{"coast borne off", map[string]any{"variant": "coast-to-coast", "position": map[string]any{"turn": "red",
			"borneOff": map[string]any{"black": 4, "red": 2},
			"pieces":   []any{piece("d4", "red", "man"), piece("e6", "black", "king")}}}, 200, "R:Rd4/2:BKe6/4", 5, ""},
		{"flying kings", map[string]any{"variant": "flying-kings", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("b8", "black", "flying"), piece("d6", "black", "guard"), piece("f8", "black", "king"),
				piece("a1", "red", "guard"), piece("c3", "red", "prince"), piece("c1", "red", "king")}}},
			200, "B:RP22,G29,K30:BF1,K3,G10", 6, ""},
		{"flying kings small-material end", map[string]any{"variant": "flying-kings", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("b8", "black", "flying"), piece("d6", "black", "guard"), piece("a1", "red", "guard"), piece("c3", "red", "prince")}}},
			200, "B:RP22,G29:BF1,G10", 0, "Black wins (points"},
		{"a side without pieces", map[string]any{"variant": "standard", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("c3", "red", "man")}}}, 200, "B:W22:B", 0, "Red wins"},
		{"man on its crowning row", map[string]any{"variant": "standard", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("c1", "black", "man"), piece("c3", "red", "man")}}}, 400, "stands on its crowning row", 0, ""},
		{"guard on the king's row", map[string]any{"variant": "flying-kings", "position": map[string]any{"turn": "black",
			"pieces": []any{piece("b8", "red", "guard")}}}, 400, "King's Row", 0, ""},
		{"coast home", map[string]any{"variant": "coast-to-coast", "position": map[string]any{"turn": "red",
			"pieces": []any{piece("h8", "red", "man")}}}, 400, "h8 is a home", 0, ""},
		{"unknown variant", map[string]any{"variant": "chess", "position": map[string]any{"turn": "black"}}, 400, "unknown variant", 0, ""},
		{"no position", map[string]any{"variant": "standard"}, 400, "no position", 0, ""},
		{"bad JSON", `{"variant": "standard", "position": {`, 400, "malformed JSON", 0, ""},
		{"unknown field", `{"variant": "standard", "position": {"turn": "black", "colour": "red"}}`, 400, "unknown field", 0, ""},
		{"two values", `{"variant": "standard"} {}`, 400, "more than one JSON value", 0, ""},
		{"too large", `{"variant": "standard", "position": {"turn": "` + strings.Repeat("x", 70<<10) + `"}}`, 413, "too large", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out setupAnswer
			code := a.call("POST", "/api/position", "", tt.body, &out)
			if code != tt.want {
				t.Fatalf("got status %d (%q), want %d", code, out.Error, tt.want)
			}
			if code != http.StatusOK {
				if !strings.Contains(out.Error, tt.wantText) {
					t.Errorf("got error %q, want one with %q", out.Error, tt.wantText)
				}
				return
			}
			if out.Text != tt.wantText || out.Moves != tt.moves || !strings.HasPrefix(out.Over, tt.over) || (tt.over == "") != (out.Over == "") {
				t.Errorf("got text %q, %d moves, over %q; want %q, %d, %q", out.Text, out.Moves, out.Over, tt.wantText, tt.moves, tt.over)
			}
		})
	}
}

// TestSetUpPositionMatchesGet: the answer's view is the view GET
// /api/position gives for its text, and a game starts from it.
func TestSetUpPositionMatchesGet(t *testing.T) {
	a := newApp(t)
	for _, key := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		t.Run(key, func(t *testing.T) {
			var start view.Position
			var variants struct {
				Variants []struct {
					Key    string           `json:"key"`
					Start  view.Position    `json:"start"`
					Pieces []view.PieceKind `json:"pieces"`
				} `json:"variants"`
			}
			a.call("GET", "/api/variants", "", nil, &variants)
			var kinds []view.PieceKind
			for _, v := range variants.Variants {
				if v.Key == key {
					start, kinds = v.Start, v.Pieces
				}
			}
			for _, p := range start.Pieces {
				if !slices.ContainsFunc(kinds, func(k view.PieceKind) bool { return k.Kind == p.Kind }) {
					t.Errorf("the start's %s on %s is not among the game's pieces %v", p.Kind, p.Square, kinds)
				}
			}
			var posted setupAnswer
			if code := a.call("POST", "/api/position", "", map[string]any{"variant": key, "position": start}, &posted); code != http.StatusOK {
				t.Fatalf("POST the start position: status %d (%q)", code, posted.Error)
			}
			if posted.Text != start.Text || len(posted.Pieces) != len(start.Pieces) || posted.Moves == 0 {
				t.Errorf("got %q with %d pieces and %d moves, want %q with %d pieces and some moves",
					posted.Text, len(posted.Pieces), posted.Moves, start.Text, len(start.Pieces))
			}
			var got view.Position
			a.call("GET", "/api/position?variant="+key+"&text="+url.QueryEscape(posted.Text), "", nil, &got)
			if got.Text != posted.Text || got.Turn != posted.Turn || len(got.Pieces) != len(posted.Pieces) {
				t.Errorf("GET gives %q (%s, %d pieces), POST %q (%s, %d pieces)", got.Text, got.Turn, len(got.Pieces), posted.Text, posted.Turn, len(posted.Pieces))
			}
			g := a.create(map[string]any{"variant": key, "mode": "local", "position": posted.Text})
			if g.State.Position.Text != posted.Text {
				t.Errorf("the game starts from %q, want %q", g.State.Position.Text, posted.Text)
			}
		})
	}
}
