package pdn

import (
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file has a record's messages name the sides in the record's own
// words: a standard checkers file (FEN "W:…", the White tag) calls Red
// White.

// sideNames returns the names v's records give the players, by colour
// (Records.Sides, else the colour's own name).
func (l *Library) sideNames(v checkers.Variant) [2]string {
	names := [2]string{checkers.Black: checkers.Black.String(), checkers.Red: checkers.Red.String()}
	for c, name := range l.records(v).Sides {
		if name != "" {
			names[c] = name
		}
	}
	return names
}

// speak returns msg with the words "Black" and "Red" (also "Red's")
// replaced by names, by colour. Quoted text ("…", as %q writes it) and
// comments ({…}) are the record's own and are left as they are.
func speak(msg string, names [2]string) string {
	own := [2]string{checkers.Black: checkers.Black.String(), checkers.Red: checkers.Red.String()}
	if names == own {
		return msg
	}
	var b strings.Builder
	for i := 0; i < len(msg); {
		switch c := msg[i]; {
		case c == '"':
			j := i + 1
			for j < len(msg) && msg[j] != '"' {
				if msg[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(msg))
			b.WriteString(msg[i:j])
			i = j
		case c == '{':
			j := strings.IndexByte(msg[i:], '}')
			if j < 0 {
				j = len(msg) - i - 1
			}
			b.WriteString(msg[i : i+j+1])
			i += j + 1
		case isLetter(c):
			j := i
			for j < len(msg) && isLetter(msg[j]) {
				j++
			}
			word := msg[i:j]
			for c, name := range own {
				if word == name {
					word = names[c]
				}
			}
			b.WriteString(word)
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}
