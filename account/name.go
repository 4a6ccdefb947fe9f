package account

import (
	"fmt"
	"strings"
)

// The limits of a user name's length.
const (
	MinNameLength = 3
	MaxNameLength = 20
)

// reserved are the names nobody may take, by skeleton: the words the app
// shows in place of a player.
var reserved = []string{"anonymous", "computer", "deleted", "kingme", "admin", "administrator", "moderator", "system", "guest"}

// CheckName says why name cannot be a user name (nil when it can): its
// length, a character outside letters, digits, '-' and '_', how it starts
// or ends, two separators in a row, or a reserved name.
func CheckName(name string) error {
	if n := len(name); n < MinNameLength || n > MaxNameLength {
		return fmt.Errorf("the user name %q has %d characters: want %d to %d", name, n, MinNameLength, MaxNameLength)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case isLetter(c) || isDigit(c):
		case c == '-' || c == '_':
			if i > 0 && (name[i-1] == '-' || name[i-1] == '_') {
				return fmt.Errorf("the user name %q has two of - and _ in a row", name)
			}
		default:
			return fmt.Errorf("the user name %q has %q: use letters a-z, digits, - and _", name, rune(c))
		}
	}
	if !isLetter(name[0]) {
		return fmt.Errorf("the user name %q must start with a letter", name)
	}
	if last := name[len(name)-1]; !isLetter(last) && !isDigit(last) {
		return fmt.Errorf("the user name %q must end with a letter or a digit", name)
	}
	if Reserved(name) {
		return fmt.Errorf("the user name %q is reserved", name)
	}
	return nil
}

// Reserved reports whether name is, or looks like, a reserved name.
func Reserved(name string) bool {
	sk := Skeleton(name)
	for _, r := range reserved {
		if sk == Skeleton(r) {
			return true
		}
	}
	return false
}

// lookAlikes are the characters and pairs a name's skeleton writes alike,
// longest first: each is replaced by its value.
var lookAlikes = []struct{ from, to string }{
	{"rn", "m"}, {"vv", "w"}, {"cl", "d"},
	{"0", "o"}, {"1", "l"}, {"i", "l"}, {"5", "s"}, {"2", "z"}, {"8", "b"},
	{"_", ""}, {"-", ""},
}

// Skeleton returns the key that a name shares with its look-alikes: the
// name in lower case without its separators (- and _), with 0 as o, 1 and
// i as l, 5 as s, 2 as z, 8 as b, rn as m, vv as w and cl as d. Two names
// with one skeleton cannot both be taken.
func Skeleton(name string) string {
	s := strings.ToLower(name)
	var b strings.Builder
	for i := 0; i < len(s); {
		matched := false
		for _, la := range lookAlikes {
			if strings.HasPrefix(s[i:], la.from) {
				b.WriteString(la.to)
				i += len(la.from)
				matched = true
				break
			}
		}
		if !matched {
			b.WriteByte(s[i])
			i++
		}
	}
	return b.String()
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
