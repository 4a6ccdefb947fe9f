package pdn

import (
	"strings"
	"testing"
)

func TestSpeak(t *testing.T) {
	white := [2]string{"Black", "White"}
	tests := []struct {
		msg   string
		names [2]string
		want  string
	}{
		{"the piece on 22 is Red's, and Black is to move", white, "the piece on 22 is White's, and Black is to move"},
		{"read as a win for Red", white, "read as a win for White"},
		{`bad FEN "Red:W1": Red man on 1`, white, `bad FEN "Red:W1": White man on 1`},
		{`the comment {Red wins} says Red won`, white, `the comment {Red wins} says White won`},
		{`"Red \"Red\"" Red`, white, `"Red \"Red\"" White`},
		{"Redder Reds Red", white, "Redder Reds White"},
		{"unclosed {Red", white, "unclosed {Red"},
		{`unclosed "Red`, white, `unclosed "Red`},
		{"Red's move", [2]string{"Black", "Red"}, "Red's move"},
	}
	for _, tt := range tests {
		if got := speak(tt.msg, tt.names); got != tt.want {
			t.Errorf("speak(%q, %v): got %q, want %q", tt.msg, tt.names, got, tt.want)
		}
	}
}

// FuzzSpeak: speak never panics, changes nothing when the names are the
// colours' own, and leaves no word "Red" outside quotes and comments when
// Red is named White.
func FuzzSpeak(f *testing.F) {
	for _, s := range []string{"the piece on 22 is Red's", `"Red \"x" Red {Red} Red`, "{", `"`, `\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		if got := speak(msg, [2]string{"Black", "Red"}); got != msg {
			t.Errorf("speak(%q) with the colours' own names = %q", msg, got)
		}
		got := speak(msg, [2]string{"Black", "White"})
		if strings.Count(got, "Red") > strings.Count(msg, "Red") {
			t.Errorf("speak(%q) = %q, which has more Red than it", msg, got)
		}
	})
}
