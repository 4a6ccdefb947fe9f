package pdn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/variants"
)

// otherGameTypes names the PDN GameTypes of other games (PDN 3.0,
// github.com/wiegerw/pdn, doc/gametype.rst), for refusals that say what
// the game is.
var otherGameTypes = map[int]string{
	0: "chess", 1: "Chinese chess",
	20: "10×10 international draughts", 22: "Italian draughts", 23: "pool checkers",
	24: "Spanish draughts", 25: "Russian draughts", 26: "Brazilian draughts",
	27: "12×12 Canadian draughts", 28: "Portuguese draughts", 29: "Czech draughts",
	30: "Turkish draughts", 31: "Thai draughts", 40: "10×10 Frisian draughts",
	41: "Spantsiretti draughts", 50: "Othello",
}

// otherNames are words in a Variant tag that name another draughts.
var otherNames = []string{
	"international", "italian", "pool", "spanish", "russian", "brazilian", "canadian",
	"portuguese", "czech", "turkish", "thai", "frisian", "frysk", "antidraughts",
	"breakthrough", "shashki", "10x10", "giveaway",
}

// RecordVariant returns the variant of a game read from a record, as
// VariantOf does and also recognising the names other programs give
// standard checkers in the Variant tag ("American checkers",
// "American/English", "English draughts", "checkers"). A game of another
// draughts (a GameType other than 21, or a Variant tag naming, say,
// Russian draughts) is refused with an error that names the game.
func RecordVariant(g *Game) (checkers.Variant, error) {
	if name, ok := g.Tag(VariantTag); ok {
		if v, err := variants.Rules(name); err == nil {
			return v, nil
		}
		lower := strings.ToLower(name)
		for _, w := range otherNames {
			if strings.Contains(lower, w) {
				return nil, fmt.Errorf("the Variant tag %q names another draughts than English draughts: KingMe does not play it", name)
			}
		}
		for _, w := range []string{"american", "english", "checkers", "draughts"} {
			if strings.Contains(lower, w) {
				return variants.Rules("standard")
			}
		}
		return VariantOf(g)
	}
	gt, _ := g.Tag("GameType")
	num, _, _ := strings.Cut(strings.TrimSpace(gt), ",")
	if num == "" || num == standardGameType {
		return variants.Rules("standard")
	}
	if n, err := strconv.Atoi(num); err == nil {
		if name, ok := otherGameTypes[n]; ok {
			return nil, fmt.Errorf("GameType %s is %s, not English draughts (GameType 21): KingMe does not play it", num, name)
		}
		return nil, fmt.Errorf("GameType %s is not English draughts (GameType 21): KingMe does not play it", num)
	}
	return VariantOf(g)
}
