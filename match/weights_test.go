package match_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/match"
)

// TestWeightsFile plays a side with weights read from a file, and refuses
// files that are not the variant's weights.
func TestWeightsFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tests := []struct {
		name, file, want string // want: "" for success, else part of the error
	}{
		{"tuned weights", write("good.json", `{"Man": 100, "King": 150}`), ""},
		{"unknown field", write("bad.json", `{"Checker": 30}`), `unknown field "Checker"`},
		{"not JSON", write("text.json", `King=150`), "want the JSON object kingme tune prints"},
		{"no such file", filepath.Join(dir, "missing.json"), "weights: open"},
		{"learned pattern weights", filepath.Join("..", "engine", "eval", "standardeval", "learned.kmpw"), ""},
		{"the hand-set evaluation", match.HandSet, ""},
		{"broken pattern weights", write("bad.kmpw", "KMPW\x01\x00"), "weights file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := match.Run(context.Background(), match.Config{
				Variant: standard.Variant{}, Games: 2, Openings: ballot()[:1],
				A: match.Spec{Depth: 1, Hash: 1, Weights: tt.file}, B: match.Spec{Depth: 1, Hash: 1},
			})
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("match with weights %s: %v", tt.file, err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("match with weights %s: error %v, want one containing %q", tt.file, err, tt.want)
			}
		})
	}
}
