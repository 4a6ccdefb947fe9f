package pdn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Dialect is what this package knows of one game: its rules, and what its
// records say otherwise than KingMe writes the game.
type Dialect struct {
	Variant checkers.Variant
	Records *Records // nil: records as KingMe writes them
}

// Library is the games whose records are read and written: the table of
// games makes it (games.PDN), one Dialect a game, in the table's order.
// Its methods replay a PDN game through the rules of the game it is of and
// write a game back as PDN.
type Library struct {
	dialects []Dialect
}

// NewLibrary returns the library of the games ds. Two dialects must not
// have the same key, PDN GameType or Default mark.
func NewLibrary(ds ...Dialect) *Library {
	return &Library{dialects: append([]Dialect(nil), ds...)}
}

// Records is what a game's records (PDN files, such as other programs
// write) say of the game, and what they say otherwise than KingMe's own
// text of the game. Each game's entry in the table of games fills in its
// own; this package reads and writes records through them alone and names
// no game.
type Records struct {
	// Position returns a record's position text (a PDN FEN tag) in the
	// form the game's ParsePosition reads, with what other programs add
	// removed, and what was removed, in words (none when the text is
	// returned as it is). The error says why the text cannot be the start
	// of a game. Nil: the text is read as it is.
	Position func(text string) (clean string, changes []string, err error)
	// Sides are the names the records give the players, by colour, where
	// they differ from checkers.Color's (PDN's White for standard
	// checkers' Red); "" for a colour's own name.
	Sides [2]string

	// GameType is the game's number in PDN's GameType tag (PDN 3.0,
	// github.com/wiegerw/pdn, doc/gametype.rst), such as 21 for English
	// draughts: its records are written with it and read by it. 0 for a
	// game PDN has no number for, whose records carry KingMe's Variant tag
	// holding the game's key.
	GameType int
	// Name is the game's name in records, for messages: "English
	// draughts".
	Name string
	// Names are words, in lower case, by which a record's Variant tag
	// names the game ("american", "english"): a tag that contains one
	// names it, unless it also names another draughts.
	Names []string
	// Squares is how many numbered squares the game's board has: 50 on
	// 10×10 (international draughts); 0 for the 32 of an 8×8 board. A
	// record of the game whose moves name a square beyond them is refused
	// as a game on another board.
	Squares int
	// Default marks the game that records which do not say which draughts
	// they are of are of: one without a GameType or Variant tag, and one
	// whose Variant tag names no other game of the table (PDN 2.0 was
	// written for American checkers alone). One game of the table at most.
	Default bool
	// MoveText writes a move as the game's records write it, when that
	// differs from the game's own notation (Russian draughts' captures,
	// "c3:e5" on the board, are "c3xe5" in PDN 3.0, whose grammar
	// separates the squares of a capture with x alone). Nil: the move's
	// own text. The game's ParseMove must read the text it returns.
	MoveText func(m checkers.Move) string

	// Algebraic reads a record's move written in algebraic squares
	// ("c3-d4"), as some programs export a game KingMe writes with
	// numbers, as the game's text: with the board as KingMe draws it, or
	// turned round when turned is true. algebraic reports whether text is
	// written in algebraic squares at all; move is text unchanged when it
	// does not read as such. A record whose algebraic moves replay further
	// with the board turned round is read so, with a note saying Turned.
	// Algebraic moves of a record that has no GameType or Variant tag are
	// taken for a game of AlgebraicDraughts and refused. Nil: the records'
	// moves are read as they are.
	Algebraic func(text string, turned bool) (move string, algebraic bool)
	// Turned says how Algebraic reads the board turned round, for the
	// note: "the first player (Black) at the bottom, a1 being square 4".
	Turned string
	// AlgebraicDraughts names the other draughts whose records are
	// written in algebraic squares, which a record of the game with
	// algebraic moves that do not replay may be of: "Brazilian draughts or
	// pool checkers".
	AlgebraicDraughts string
	// Hint explains a record's move that the game's rules refuse in terms
	// of another draughts, or returns "": game is the game before the
	// move, i the move's index in the record, text the move's text. Nil:
	// no such hints.
	Hint func(game *checkers.Game, i int, text string) string
}

// rules returns the rules of the game whose key is key.
func (l *Library) rules(key string) (checkers.Variant, error) {
	var keys []string
	for _, d := range l.dialects {
		if d.Variant.Key() == key {
			return d.Variant, nil
		}
		keys = append(keys, d.Variant.Key())
	}
	return nil, fmt.Errorf("unknown variant %q: want one of %s", key, strings.Join(keys, ", "))
}

// records returns what the library says of the records of v's game, the
// zero Records (records read as KingMe writes the game) when it says
// nothing.
func (l *Library) records(v checkers.Variant) Records {
	for _, d := range l.dialects {
		if d.Records != nil && v != nil && d.Variant.Key() == v.Key() {
			return *d.Records
		}
	}
	return Records{}
}

// recorded returns the dialects whose records say which game they are of
// in words: those with a PDN GameType or with Names, in order.
func (l *Library) recorded() []Dialect {
	var out []Dialect
	for _, d := range l.dialects {
		if d.Records != nil && (d.Records.GameType != 0 || len(d.Records.Names) > 0) {
			out = append(out, d)
		}
	}
	return out
}

// byGameTypeNumber returns the game whose records carry num in their PDN
// GameType tag (Records.GameType in decimal, such as "21"), or, when num is
// "", the game of records that do not say (Records.Default).
func (l *Library) byGameTypeNumber(num string) (checkers.Variant, bool) {
	for _, d := range l.dialects {
		switch r := d.Records; {
		case r == nil:
		case num == "" && r.Default, num != "" && r.GameType != 0 && strconv.Itoa(r.GameType) == num:
			return d.Variant, true
		}
	}
	return nil, false
}

// byRecordName returns the game a record's Variant tag names by one of its
// Records.Names (without regard to case): a game other than the Default
// one first, in order, then the Default game. other is true, and no game
// returned, when the tag names a draughts KingMe does not play
// (OtherDraughts), even if it names a game of the library too ("American
// pool checkers" is pool checkers).
func (l *Library) byRecordName(tag string) (v checkers.Variant, other bool) {
	if l.OtherDraughts(tag) {
		return nil, true
	}
	lower := strings.ToLower(tag)
	var fallback checkers.Variant
	for _, d := range l.dialects {
		if d.Records == nil || !containsAny(lower, d.Records.Names) {
			continue
		}
		if !d.Records.Default {
			return d.Variant, false
		}
		if fallback == nil {
			fallback = d.Variant
		}
	}
	return fallback, false
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
