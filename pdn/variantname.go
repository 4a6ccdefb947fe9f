package pdn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file finds the game a record is of by asking the library (each
// game's Records): their PDN GameTypes, the names records give them, the
// game of records that do not say, and the draughts KingMe does not play.

// RecordVariant returns the variant of a game read from a record, as
// VariantOf does and also recognising the names other programs give a
// game in the Variant tag (Records.Names: "American checkers",
// "American/English", "English draughts", "checkers" for standard
// checkers). A game of another draughts (a GameType of no game of the
// table, or a Variant tag naming, say, Russian draughts) is refused with an
// error that names the game.
func (l *Library) RecordVariant(g *GameRecord) (checkers.Variant, error) {
	if name, ok := g.Tag(VariantTag); ok {
		if v, err := l.rules(name); err == nil {
			return v, nil
		}
		v, other := l.byRecordName(name)
		if other {
			return nil, fmt.Errorf("the Variant tag %q names another draughts than %s: KingMe does not play it", name, l.recordedNames())
		}
		if v != nil {
			return v, nil
		}
		return l.VariantOf(g)
	}
	gt, _ := g.Tag("GameType")
	v, num, ok := l.byGameType(gt)
	if ok {
		return v, nil
	}
	if n, err := strconv.Atoi(num); err == nil {
		played := orList(l.typedNames("%[1]s (GameType %[2]d)"))
		if name, ok := l.OtherGameType(n); ok {
			return nil, fmt.Errorf("GameType %s is %s, not %s: KingMe does not play it", num, name, played)
		}
		return nil, fmt.Errorf("GameType %s is not %s: KingMe does not play it", num, played)
	}
	return l.VariantOf(g)
}

// byGameType returns the variant whose PDN GameType is the number that
// starts the GameType tag's value gt ("21,B,8,8,N1,0" is 21), or the game
// of records that do not say when gt is empty, and the number read.
func (l *Library) byGameType(gt string) (v checkers.Variant, num string, ok bool) {
	num, _, _ = strings.Cut(strings.TrimSpace(gt), ",")
	if v, ok := l.byGameTypeNumber(num); ok {
		return v, num, true
	}
	return nil, num, false
}

// typedNames lists the games of the table that have a PDN GameType, each
// written by format from its name in records and its GameType.
func (l *Library) typedNames(format string) []string {
	var names []string
	for _, g := range l.recorded() {
		if g.Records.GameType != 0 {
			names = append(names, fmt.Sprintf(format, g.Records.Name, g.Records.GameType))
		}
	}
	return names
}

// recordedNames lists the names in records of the games of the table that
// records name ("English draughts"), as orList writes them.
func (l *Library) recordedNames() string {
	var names []string
	for _, g := range l.recorded() {
		if g.Records.Name != "" {
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
