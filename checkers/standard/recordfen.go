package standard

import (
	"fmt"
	"strings"
)

// CleanRecordFEN returns the FEN tag of a PDN file written by another
// program in the form ParseFEN reads, with what that program added and this
// game's FEN does not have removed: spaces (after commas, say), empty
// sections ("W::B1") and the move counters (":H0:F1"). changes says what
// was removed, in words, and is empty (the text returned as it is) when
// nothing was. The error says that the text places no piece on the board
// ("W::.", which some programs write for a game without a position): a
// record of no game.
func CleanRecordFEN(text string) (clean string, changes []string, err error) {
	s := strings.TrimSpace(text)
	if strings.ContainsAny(s, " \t") {
		s = strings.Join(strings.Fields(s), "")
		changes = append(changes, "spaces removed")
	}
	dot := strings.HasSuffix(s, ".")
	s = strings.TrimSuffix(s, ".")
	fields := strings.Split(s, ":")
	kept := fields[:1]
	empty := 0
	for _, f := range fields[1:] {
		switch {
		case f == "":
			empty++
		case f[0] == 'H' || f[0] == 'F' || f[0] == 'h' || f[0] == 'f':
			changes = append(changes, fmt.Sprintf("the counter %q dropped", f))
		default:
			kept = append(kept, f)
		}
	}
	switch {
	case empty == 1:
		changes = append(changes, "an empty section dropped")
	case empty > 1:
		changes = append(changes, fmt.Sprintf("%d empty sections dropped", empty))
	}
	clean = strings.Join(kept, ":")
	if dot {
		clean += "."
	}
	if _, rest, _ := strings.Cut(clean, ":"); !strings.ContainsAny(rest, "0123456789") {
		return clean, changes, fmt.Errorf("%q places no piece on the board", text)
	}
	if len(changes) == 0 {
		return text, nil, nil
	}
	return clean, changes, nil
}
