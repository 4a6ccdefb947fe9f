package refuse

import "testing"

// TestShorten: a text within n characters is kept whole; a longer one is
// cut to n, the last an ellipsis, counting characters and not bytes.
func TestShorten(t *testing.T) {
	tests := []struct {
		s    string
		n    int
		want string
	}{
		{"", 5, ""},
		{"abc", 5, "abc"},
		{"abcde", 5, "abcde"},
		{"abcdef", 5, "abcd…"},
		{"abcdef", 1, "…"},
		{"abcdef", 0, ""},
		{"abcdef", -3, ""},
		{"", 0, ""},
		{"écrasé", 6, "écrasé"},
		{"écrasée", 6, "écras…"},
		{"♔♕♖♗♘♙", 3, "♔♕…"},
		{"ab\xffcdef", 4, "ab\uFFFD…"},
	}
	for _, tt := range tests {
		if got := Shorten(tt.s, tt.n); got != tt.want {
			t.Errorf("Shorten(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
	}
}
