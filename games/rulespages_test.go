package games_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kingme/kingme/docs"
	"github.com/kingme/kingme/games"
)

// positionBlock is a rules page's diagram: "```position KEY", the
// position's text, "```" (the web app draws it as a board).
var positionBlock = regexp.MustCompile("(?m)^```position ([a-z-]+)\\n([^`]*?)\\n```$")

// TestRulesDiagramsAreGames reads every diagram of every game's rules page:
// each names a game of the table and holds a position of it, and every page
// of the ten draughts games and the four of the box draws at least two.
func TestRulesDiagramsAreGames(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			md, err := docs.Rules.ReadFile("rules/" + g.Rules)
			if err != nil {
				t.Fatal(err)
			}
			blocks := positionBlock.FindAllSubmatch(md, -1)
			if len(blocks) < 2 {
				t.Errorf("%s draws %d diagrams, want 2 or more", g.Rules, len(blocks))
			}
			for _, b := range blocks {
				named, text := string(b[1]), strings.TrimSpace(string(b[2]))
				in, err := games.Lookup(named)
				if err != nil {
					t.Errorf("a diagram of %s names %q: %v", g.Rules, named, err)
					continue
				}
				if _, err := in.Variant.ParsePosition(text); err != nil {
					t.Errorf("a diagram of %s: %q is not a position of %s: %v", g.Rules, text, in.Name(), err)
				}
			}
		})
	}
}
