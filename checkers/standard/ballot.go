package standard

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// BallotOpening is one opening of the 3-move ballot: its number in the
// American Checker Federation's list of the 174 three-move starts, its
// name, and its three moves.
type BallotOpening struct {
	Number int
	Name   string
	Moves  []string
	// Note is what the list says of it besides: "added in 2003" for the
	// 12 openings of the deck adopted then.
	Note string
}

// Label returns the opening's name and number, "Edinburgh Single (ACF 8)".
func (o BallotOpening) Label() string { return fmt.Sprintf("%s (ACF %d)", o.Name, o.Number) }

//go:embed ballot.txt
var ballotText string

// ballot is the parsed ballot, in the ACF's order.
var ballot = func() []BallotOpening {
	var out []BallotOpening
	for i, line := range strings.Split(ballotText, "\n") {
		text, comment, _ := strings.Cut(line, "#")
		moves := strings.Fields(text)
		if len(moves) == 0 {
			continue
		}
		acf, note, _ := strings.Cut(strings.TrimSpace(comment), ",")
		n, err := strconv.Atoi(strings.TrimPrefix(acf, "ACF "))
		if len(moves) != 3 || err != nil {
			panic(fmt.Sprintf("standard: ballot.txt line %d: want three moves and # ACF n", i+1))
		}
		out = append(out, BallotOpening{Number: n, Name: OpeningName(moves), Moves: moves, Note: strings.TrimSpace(note)})
	}
	return out
}()

// Ballot returns the American Checker Federation's 3-move ballot: the 156
// openings of its tournament deck (the 144 of the older deck and the 12
// adopted in 2003), in the ACF's order, each with its name.
func Ballot() []BallotOpening {
	out := make([]BallotOpening, len(ballot))
	copy(out, ballot)
	return out
}

// BallotOpeningOf returns the ballot opening a game's first three moves
// are, if they are one.
func BallotOpeningOf(moves []string) (BallotOpening, bool) {
	if len(moves) < 3 {
		return BallotOpening{}, false
	}
	for _, o := range ballot {
		if o.Moves[0] == moves[0] && o.Moves[1] == moves[1] && o.Moves[2] == moves[2] {
			return o, true
		}
	}
	return BallotOpening{}, false
}

// The opening names players use. The first move names a family; some
// replies, and some three-move starts, have names of their own. Sources:
// the families as checker books group them (Grover and Wiswell, "Let's
// Play Checkers", 1946: 11-15 "Old Faithful", 9-14 Double Corner, 11-16,
// 10-15 Kelso, 10-14 Denny, 12-16 Dundee, 9-13 Edinburgh); the replies to
// 11-15 and 11-16 named in the same books; and the three-move names the
// American Checker Federation lists (acfcheckers.com).
var (
	familyNames = map[string]string{
		"9-13": "Edinburgh", "9-14": "Double Corner", "10-14": "Denny", "10-15": "Kelso",
		"11-15": "Old Faithful", "11-16": "Bristol", "12-16": "Dundee",
	}
	replyNames = map[[2]string]string{
		{"11-15", "21-17"}: "Switcher", {"11-15", "22-18"}: "Single Corner", {"11-15", "23-18"}: "Cross",
		{"11-15", "24-19"}: "Second Double Corner", {"11-15", "24-20"}: "Ayrshire Lassie",
		{"11-16", "23-18"}: "Bristol Cross",
	}
	threeMoveNames = map[[3]string]string{
		{"10-15", "22-17", "15-19"}: "Skullcracker", {"9-14", "23-18", "14x23"}: "Double Cross",
		{"10-15", "21-17", "7-10"}: "Octopus", {"10-14", "24-19", "6-10"}: "Nemesis",
		{"10-14", "22-18", "12-16"}: "White Doctor", {"9-13", "22-18", "11-15"}: "Edinburgh Single",
	}
)

// OpeningName returns the usual name of the opening a game's first moves
// make ("Cross", "Edinburgh Single"), the most particular one known, or ""
// before the first move.
func OpeningName(moves []string) string {
	if len(moves) >= 3 {
		if name, ok := threeMoveNames[[3]string{moves[0], moves[1], moves[2]}]; ok {
			return name
		}
	}
	if len(moves) >= 2 {
		if name, ok := replyNames[[2]string{moves[0], moves[1]}]; ok {
			return name
		}
	}
	if len(moves) >= 1 {
		return familyNames[moves[0]]
	}
	return ""
}
