package pdntest

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/games"
)

// PlayedGameTypes writes the games of the table that have a PDN GameType,
// as pdn's refusals name them: "English draughts (GameType 21), Russian
// draughts (GameType 25) or …", so that a test of a refusal names the
// table's games without listing them.
func PlayedGameTypes() string {
	var names []string
	for _, g := range games.All() {
		if g.Records != nil && g.Records.GameType != 0 {
			names = append(names, fmt.Sprintf("%s (GameType %d)", g.Records.Name, g.Records.GameType))
		}
	}
	return orList(names)
}

// PlayedNames writes the names records give the games of the table, as
// pdn's refusals of a Variant tag list them: "English draughts, Russian
// draughts or …".
func PlayedNames() string {
	var names []string
	for _, g := range games.All() {
		if g.Records != nil && g.Records.Name != "" {
			names = append(names, g.Records.Name)
		}
	}
	return orList(names)
}

// orList writes names as a sentence does: "A", "A or B", "A, B or C".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
