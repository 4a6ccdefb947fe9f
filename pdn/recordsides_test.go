package pdn

import "testing"

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
