package pdn_test

import (
	"strings"
	"testing"
)

// TestWriteKeepsWhatWasRead reads games and writes them back: every tag
// as read, the result marker and the Result tag agreeing, and move numbers
// as other programs read them.
func TestWriteKeepsWhatWasRead(t *testing.T) {
	const roster6 = "[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[Black \"?\"]\n[White \"?\"]\n"
	tests := []struct {
		name, in, want string
	}{
		{"result tag kept when the movetext has none", "[Event \"e\"]\n[Result \"1-0\"]\n1. 11-15 23-19 *",
			"[Event \"e\"]\n" + roster6 + "[Result \"1-0\"]\n\n1. 11-15 23-19 1-0\n\n"},
		{"result tag kept with no terminator", "[Event \"e\"]\n[Result \"0-1\"]\n1. 11-15 23-19\n",
			"[Event \"e\"]\n" + roster6 + "[Result \"0-1\"]\n\n1. 11-15 23-19 0-1\n\n"},
		{"a result tag that is no result kept", "[Event \"e\"]\n[Result \"?\"]\n1. 11-15 *",
			"[Event \"e\"]\n" + roster6 + "[Result \"?\"]\n\n1. 11-15 *\n\n"},
		{"the marker wins over another result tag", "[Event \"e\"]\n[Result \"0-1\"]\n1. 11-15 1-0",
			"[Event \"e\"]\n" + roster6 + "[Result \"1-0\"]\n\n1. 11-15 1-0\n\n"},
		{"a second tag of the same name kept", "[Event \"a\"]\n[Event \"b\"]\n[Annotator \"x\"]\n[Annotator \"y\"]\n1. 11-15 *",
			"[Event \"a\"]\n" + roster6 + "[Result \"*\"]\n[Event \"b\"]\n[Annotator \"x\"]\n[Annotator \"y\"]\n\n1. 11-15 *\n\n"},
		{"no N... after a comment or variation", "[Event \"e\"]\n1. 11-15 {main} 23-19 2. 8-11 (2. 9-13) 22-17 *",
			"[Event \"e\"]\n" + roster6 + "[Result \"*\"]\n\n1. 11-15 {main} 23-19 2. 8-11 (2. 9-13) 22-17 *\n\n"},
		{"N... where counting would not give the number", "[Event \"e\"]\n[FEN \"W:W21:B1\"]\n1... 21-17 2. 1-5 *",
			"[Event \"e\"]\n" + roster6 + "[Result \"*\"]\n[FEN \"W:W21:B1\"]\n\n1... 21-17 2. 1-5 *\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := readAll(tt.in, true)
			if err != nil || len(games) != 1 {
				t.Fatalf("read %d games, error %v", len(games), err)
			}
			if got := games[0].String(); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			back, err := readAll(games[0].String(), true)
			if err != nil || len(back) != 1 || dumpGame(back[0]) != dumpGame(normalize(games[0])) {
				t.Errorf("reading back: got %v, error %v", back, err)
			}
			if strings.Count(games[0].String(), "...") != strings.Count(tt.want, "...") {
				t.Errorf("move numbers differ")
			}
		})
	}
}
