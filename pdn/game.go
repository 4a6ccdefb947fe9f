package pdn

// Tag is one tag pair, [Name "Value"].
type Tag struct{ Name, Value string }

// GameRecord is one PDN game: its tags, its main line and its result.
type GameRecord struct {
	// Tags holds the tag pairs in file order.
	Tags []Tag
	// Comment holds the comments that come before the first move of the
	// main line (including comments between or after the tag pairs), each
	// trimmed, empty ones dropped, joined by a blank line ("\n\n").
	Comment string
	// Moves is the main line.
	Moves []Move
	// Result is the game termination marker as written: "1-0", "0-1",
	// "1/2-1/2", "*", "2-0", "0-2", "1-1" or "0-0"; "" when the game had
	// none. It is not checked against the Result tag.
	Result string
}

// Tag returns the value of the first tag called name (case-sensitive) and
// whether there is one.
func (g *GameRecord) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the value of the first tag called name, or appends a new tag
// when there is none.
func (g *GameRecord) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
}

// Move is one move of a line with what is attached to it.
type Move struct {
	// Number is the move number this move belongs to (1, 2, ...).
	Number int
	// Second is true when the move is the second player's half of Number.
	Second bool
	// Text is the move as written, without move number, suffix
	// annotation or comment, e.g. "11-15", "15x24x31", "c3-d4".
	Text string
	// NAGs holds the numeric annotation glyphs: $n, and the suffixes
	// ! ? !! ?? !? ?! mapped to 1 2 3 4 5 6.
	NAGs []int
	// Comments holds the comments that follow the move, each trimmed.
	Comments []string
	// CommentsBefore holds comments written before the move. The reader
	// fills it only for the first move of a variation; comments before
	// the first move of the main line go to Game.Comment.
	CommentsBefore []string
	// Variations holds alternatives to this move: each is a line whose
	// first move replaces this one. Only filled when the reader keeps
	// variations (Reader.KeepVariations).
	Variations [][]Move
}

// results lists the game termination markers.
var results = map[string]bool{
	"1-0": true, "0-1": true, "1/2-1/2": true, "*": true,
	"2-0": true, "0-2": true, "1-1": true, "0-0": true,
}

// IsResult reports whether s is a game termination marker: "1-0", "0-1",
// "1/2-1/2", "*", "2-0", "0-2", "1-1" or "0-0".
func IsResult(s string) bool { return results[s] }
