package games_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/kingme/kingme/view"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenPositions are one telling position per game, by variant key.
var goldenPositions = []struct{ key, text string }{
	{"standard", "B:W9,10,11,18,19,K32:B3,K14"},
	{"stackem", "R 10:rb 14:r 15:r 18:bbB 19:b 27:brR"},
	{"coast-to-coast", "R:Rf6,e5,Kb2/3:Bg7,Kc3/2"},
	{"flying-kings", "R:RP18,G23,P29,K31:BK3,G12,G14,F16"},
}

// TestGolden compares the JSON of each golden position and its moves with
// testdata/<key>.json; go test ./games -run TestGolden -update rewrites the files.
func TestGolden(t *testing.T) {
	for _, c := range goldenPositions {
		t.Run(c.key, func(t *testing.T) {
			p := mustPosition(t, c.key, c.text)
			moves, err := Moves(p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(struct {
				Position view.Position `json:"position"`
				Moves    []view.Move   `json:"moves"`
			}{mustOf(t, p), moves}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			file := filepath.Join("testdata", "view", c.key+".json")
			if *update {
				if err := os.WriteFile(file, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (go test ./games -run TestGolden -update writes it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("got\n%s\nwant (%s)\n%s", got, file, want)
			}
		})
	}
}
