package pdn

import (
	"strings"
)

// This file knows the draughts KingMe does not play, as records name them,
// so that a record of one is refused with a message that says what it is.
// A game of the library always wins over these lists: a game added to the
// table of games with the GameType or the name of one of them is read, not
// refused.

// otherGameTypes names the PDN GameTypes of other games (PDN 3.0,
// github.com/wiegerw/pdn, doc/gametype.rst).
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

// OtherGameType returns the name of the game PDN's GameType n is when no
// game of the library has that GameType (Records.GameType), such as
// "Russian draughts" for 25; ok is false when PDN's list has no game n or
// the library has one.
func (l *Library) OtherGameType(n int) (name string, ok bool) {
	for _, g := range l.dialects {
		if g.Records != nil && g.Records.GameType == n {
			return "", false
		}
	}
	name, ok = otherGameTypes[n]
	return name, ok
}

// OtherDraughts reports whether a record's Variant tag names a draughts
// KingMe does not play: it contains, without regard to case, a word of such
// a draughts' names that no game of the library has among (or within) its
// Records.Names.
func (l *Library) OtherDraughts(tag string) bool {
	lower := strings.ToLower(tag)
	for _, w := range otherNames {
		if strings.Contains(lower, w) && !l.claimed(w) {
			return true
		}
	}
	return false
}

// claimed reports whether a game of the library has w in one of its names.
func (l *Library) claimed(w string) bool {
	for _, g := range l.dialects {
		if g.Records != nil && within(w, g.Records.Names) {
			return true
		}
	}
	return false
}

// within reports whether one of names contains w.
func within(w string, names []string) bool {
	for _, n := range names {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}
