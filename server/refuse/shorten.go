package refuse

import "unicode/utf8"

// Shorten returns s cut to at most n characters (runes), the last one an
// ellipsis "…" where it was cut, so that a refusal quoting what a client
// sent never echoes a long text back whole; "" for n below 1.
func Shorten(s string, n int) string {
	switch {
	case utf8.RuneCountInString(s) <= n:
		return s
	case n < 1:
		return ""
	}
	return string([]rune(s)[:n-1]) + "…"
}
