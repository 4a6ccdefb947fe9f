package pdn_test

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/pdn"
)

// readTests are inputs that read without error. want holds one dumpGame
// string per game.
var readTests = []struct {
	name string
	in   string
	keep bool
	want []string
}{
	{
		name: "tags",
		in:   "[Event \"Open\"]\n[Site \"Petal, MS\"]\n[GameType \"21\"]\n1. 11-15 *\n",
		want: []string{`tags[Event=Open;Site=Petal, MS;GameType=21] comment[] moves[1.11-15] result[*]`},
	},
	{
		name: "several tags on a line and spread over lines",
		in:   "[Event \"a\"] [Round\n \"3\" ] [White\"W\"]\n*",
		want: []string{`tags[Event=a;Round=3;White=W] comment[] moves[] result[*]`},
	},
	{
		name: "escapes in tag values",
		in:   `[Event "say \"hi\" \\ back\slash"] *`,
		want: []string{`tags[Event=say "hi" \ back\slash] comment[] moves[] result[*]`},
	},
	{
		name: "move numbers",
		in:   "1. 11-15 23-19 2. 8-11 22-17 3. 9-13 1-0",
		want: []string{`tags[] comment[] moves[1.11-15 1...23-19 2.8-11 2...22-17 3.9-13] result[1-0]`},
	},
	{
		name: "numbers glued to moves",
		in:   "1.32-28 17-22 2.28x17 11x22 *",
		want: []string{`tags[] comment[] moves[1.32-28 1...17-22 2.28x17 2...11x22] result[*]`},
	},
	{
		name: "missing numbers are counted",
		in:   "11-15 23-19 8-11 22-17 9-13 *",
		want: []string{`tags[] comment[] moves[1.11-15 1...23-19 2.8-11 2...22-17 3.9-13] result[*]`},
	},
	{
		name: "counting goes on from the last number",
		in:   "5. 11-15 23-19 8-11 *",
		want: []string{`tags[] comment[] moves[5.11-15 5...23-19 6.8-11] result[*]`},
	},
	{
		name: "second player starts",
		in:   "[FEN \"W:W18,24:B12,16\"]\n1... 18-14 2. 16-19 24-20 *",
		want: []string{`tags[FEN=W:W18,24:B12,16] comment[] moves[1...18-14 2.16-19 2...24-20] result[*]`},
	},
	{
		name: "second player starts at a later number",
		in:   "5... 18-14 16-19 *",
		want: []string{`tags[] comment[] moves[5...18-14 6.16-19] result[*]`},
	},
	{
		name: "two dots and ellipsis",
		in:   "1.. 11-15 2. ... 8-11 *",
		want: []string{`tags[] comment[] moves[1...11-15 2...8-11] result[*]`},
	},
	{
		name: "move forms",
		in:   "1. c3-d4 f6:h8+f8 2. 18x9+30 g7-h8+h7 3. c3:e5:e7 15x24x31 4. 3228 9-13* *",
		want: []string{`tags[] comment[] moves[1.c3-d4 1...f6:h8+f8 2.18x9+30 2...g7-h8+h7 3.c3:e5:e7 3...15x24x31 4.3228 4...9-13*] result[*]`},
	},
	{
		name: "comments",
		in:   "[Event \"e\"]\n{before}\n{ second\nline } 1. 11-15 {after 11-15} {again} 23-19 {} *",
		want: []string{"tags[Event=e] comment[before\n\nsecond\nline] moves[1.11-15{after 11-15}{again} 1...23-19{}] result[*]"},
	},
	{
		name: "comment between tag pairs",
		in:   "[Event \"e\"] {note} [Site \"s\"] 1. 11-15 *",
		want: []string{`tags[Event=e;Site=s] comment[note] moves[1.11-15] result[*]`},
	},
	{
		name: "semicolon comments",
		in:   "; file header\n1. 11-15 ; a {brace} here\n23-19 *",
		want: []string{`tags[] comment[file header] moves[1.11-15{a {brace} here} 1...23-19] result[*]`},
	},
	{
		name: "semicolon inside brace comment",
		in:   "1. 11-15 {a; b} *",
		want: []string{`tags[] comment[] moves[1.11-15{a; b}] result[*]`},
	},
	{
		name: "NAG forms",
		in:   "1. 11-15! 23-19? 2. 8-11!! 22-17?? 3. 9-13!? 17-14?! 4. 10x17 $7 21x14 $12 $0 5. 6-10(?) 14-9 (!) *",
		want: []string{`tags[] comment[] moves[1.11-15$1 1...23-19$2 2.8-11$3 2...22-17$4 3.9-13$5 3...17-14$6 4.10x17$7 4...21x14$12$0 5.6-10$2 5...14-9$1] result[*]`},
	},
	{
		name: "variations skipped",
		in:   "1. 11-15 (1. 9-13 22-18 (22-17 13-17)) 23-19 (24-20 {x}) 2. 8-11 *",
		want: []string{`tags[] comment[] moves[1.11-15 1...23-19 2.8-11] result[*]`},
	},
	{
		name: "variations kept",
		keep: true,
		in:   "1. 11-15 (1. 9-13 22-18 (22-17 13-17)) (10-14) 23-19 ({or} 24-20 {x}) 2. 8-11 *",
		want: []string{`tags[] comment[] moves[1.11-15(1.9-13 1...22-18(1...22-17 2.13-17))(1.10-14) 1...23-19(<or>1...24-20{x}) 2.8-11] result[*]`},
	},
	{
		name: "result inside a variation is ignored",
		keep: true,
		in:   "1. 11-15 (9-13 0-1) 23-19 1/2-1/2",
		want: []string{`tags[] comment[] moves[1.11-15(1.9-13) 1...23-19] result[1/2-1/2]`},
	},
	{
		name: "all results",
		in:   "1. 11-15 1-0 1. 11-15 0-1 1. 11-15 1/2-1/2 1. 11-15 * 1. 32-28 2-0 1. 32-28 0-2 1. 32-28 1-1 1. 32-28 0-0",
		want: []string{
			`tags[] comment[] moves[1.11-15] result[1-0]`,
			`tags[] comment[] moves[1.11-15] result[0-1]`,
			`tags[] comment[] moves[1.11-15] result[1/2-1/2]`,
			`tags[] comment[] moves[1.11-15] result[*]`,
			`tags[] comment[] moves[1.32-28] result[2-0]`,
			`tags[] comment[] moves[1.32-28] result[0-2]`,
			`tags[] comment[] moves[1.32-28] result[1-1]`,
			`tags[] comment[] moves[1.32-28] result[0-0]`,
		},
	},
	{
		name: "multiple games",
		in:   "[Event \"1\"]\n\n1. 11-15 1-0\n\n[Event \"2\"]\n\n1. 9-13 0-1\n\n[Event \"3\"]\n1. 10-14 *\n",
		want: []string{
			`tags[Event=1] comment[] moves[1.11-15] result[1-0]`,
			`tags[Event=2] comment[] moves[1.9-13] result[0-1]`,
			`tags[Event=3] comment[] moves[1.10-14] result[*]`,
		},
	},
	{
		name: "missing result ends at next tag section",
		in:   "[Event \"1\"]\n1. 11-15 23-19\n[Event \"2\"]\n1. 9-13\n",
		want: []string{
			`tags[Event=1] comment[] moves[1.11-15 1...23-19] result[]`,
			`tags[Event=2] comment[] moves[1.9-13] result[]`,
		},
	},
	{
		name: "BOM",
		in:   "\uFEFF[Event \"bom\"]\n1. 11-15 *",
		want: []string{`tags[Event=bom] comment[] moves[1.11-15] result[*]`},
	},
	{
		name: "CRLF",
		in:   "[Event \"crlf\"]\r\n\r\n1. 11-15 {a\r\nb} 23-19 ; c\r\n2. 8-11 *\r\n",
		want: []string{"tags[Event=crlf] comment[] moves[1.11-15{a\nb} 1...23-19{c} 2.8-11] result[*]"},
	},
	{
		name: "escape lines",
		in:   "% generated by a program\n[Event \"e\"]\n%[Site \"not a tag\"]\n1. 11-15 *",
		want: []string{`tags[Event=e] comment[] moves[1.11-15] result[*]`},
	},
	{
		name: "latin-1 bytes",
		in:   "[White \"M\xfcller\"] *",
		want: []string{`tags[White=Müller] comment[] moves[] result[*]`},
	},
	{
		name: "empty input",
		in:   " \n\n% only an escape line\n",
		want: nil,
	},
}

func TestRead(t *testing.T) {
	for _, tt := range readTests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := readAll(tt.in, tt.keep)
			if err != nil {
				t.Fatalf("got error %v, want none", err)
			}
			var got []string
			for _, g := range games {
				got = append(got, dumpGame(g))
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d games %q, want %d %q", len(got), got, len(tt.want), tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("game %d:\ngot  %s\nwant %s", i+1, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestParseGamesDropsVariations(t *testing.T) {
	games, err := pdn.ParseGames("1. 11-15 (9-13) 23-19 *")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := dumpLine(games[0].Moves), "1.11-15 1...23-19"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// errorTests are inputs with one bad game. after holds the games read
// after the error (the reader skips to the next line starting with "[").
var errorTests = []struct {
	name      string
	in        string
	line, col int
	msg       string
	after     []string
}{
	{
		name: "unterminated comment",
		in:   "[Event \"e\"]\n\n1. 11-15\n    {never closed\n[Event \"f\"] *",
		line: 5, col: 14,
		msg: "unterminated comment starting at line 4, column 5",
	},
	{
		name: "unterminated string",
		in:   "[Event \"open\n1. 11-15 *\n[Event \"next\"] *",
		line: 1, col: 13,
		msg:   "unterminated string starting at line 1, column 8",
		after: []string{`tags[Event=next] comment[] moves[] result[*]`},
	},
	{
		name: "unterminated tag at end of input",
		in:   "[Event \"e\"",
		line: 1, col: 11,
		msg: "unterminated tag pair starting at line 1, column 1",
	},
	{
		name: "tag not closed before the next tag",
		in:   "[Event \"e\"\n[Site \"s\"]\n1. 11-15 *",
		line: 2, col: 1,
		msg:   `expected "]" to close tag Event, found "[" (tag pair starting at line 1, column 1)`,
		after: []string{`tags[Site=s] comment[] moves[1.11-15] result[*]`},
	},
	{
		name: "tag without value",
		in:   "[Event]\n1. 11-15 *\n[Event \"ok\"] *",
		line: 1, col: 7,
		msg:   `expected a quoted value for tag Event, found "]" (tag pair starting at line 1, column 1)`,
		after: []string{`tags[Event=ok] comment[] moves[] result[*]`},
	},
	{
		name: "bad tag name",
		in:   "[Ev.ent \"x\"] *",
		line: 1, col: 2,
		msg: `expected a tag name after "[", found "Ev.ent" (tag pair starting at line 1, column 1)`,
	},
	{
		name: "unclosed variation",
		in:   "1. 11-15 (9-13 22-18 (22-17)\n23-19 *",
		line: 2, col: 8,
		msg: "unterminated variation starting at line 1, column 10",
	},
	{
		name: "unclosed variation before next game",
		in:   "1. 11-15 (9-13 22-18\n[Event \"next\"] 1. 9-13 *",
		line: 2, col: 1,
		msg:   "tag pair inside the variation starting at line 1, column 10",
		after: []string{`tags[Event=next] comment[] moves[1.9-13] result[*]`},
	},
	{
		name: "unmatched close paren",
		in:   "1. 11-15 ) 23-19 *\n[Event \"next\"] *",
		line: 1, col: 10,
		msg:   `unmatched ")"`,
		after: []string{`tags[Event=next] comment[] moves[] result[*]`},
	},
	{
		name: "variation before any move",
		in:   "[Event \"e\"]\n(1. 9-13) 1. 11-15 *",
		line: 2, col: 1,
		msg: "variation before any move",
	},
	{
		name: "variation before any move of a variation",
		in:   "1. 11-15 ((9-13)) *",
		line: 1, col: 11,
		msg: "variation before any move",
	},
	{
		name: "empty variation",
		in:   "1. 11-15 ( {nothing} ) *",
		line: 1, col: 22,
		msg: "empty variation starting at line 1, column 10",
	},
	{
		name: "unknown character",
		in:   "1. 11-15 # 23-19 *\n[Event \"next\"] *",
		line: 1, col: 10,
		msg:   `unexpected character '#'`,
		after: []string{`tags[Event=next] comment[] moves[] result[*]`},
	},
	{
		name: "invalid move",
		in:   "1. 11-15 23-19. *",
		line: 1, col: 10,
		msg: `invalid move "23-19."`,
	},
	{
		name: "NAG before any move",
		in:   "$1 1. 11-15 *",
		line: 1, col: 1,
		msg: "NAG $1 before any move",
	},
	{
		name: "dollar without number",
		in:   "1. 11-15 $ *",
		line: 1, col: 10,
		msg: "$ without a number",
	},
	{
		name: "unknown suffix",
		in:   "1. 11-15 ?!? *",
		line: 1, col: 10,
		msg: `unknown move annotation "?!?"`,
	},
	{
		name: "move number too large",
		in:   "99999999999999999999. 11-15 *",
		line: 1, col: 1,
		msg: `move number 99999999999999999999 out of range in "99999999999999999999."`,
	},
	{
		name: "counting past the largest move number",
		in:   "9223372036854775807... 11-15 23-19 *",
		line: 1, col: 30,
		msg: `move number out of range for move "23-19"`,
	},
	{
		name: "stray close bracket",
		in:   "1. 11-15 ] *",
		line: 1, col: 10,
		msg: `unexpected "]" outside a tag pair`,
	},
	{
		name: "string outside tag",
		in:   "1. 11-15 \"x\" *",
		line: 1, col: 10,
		msg: `unexpected string "x" outside a tag pair`,
	},
}

func TestReadErrors(t *testing.T) {
	for _, tt := range errorTests {
		t.Run(tt.name, func(t *testing.T) {
			r := pdn.NewReader(strings.NewReader(tt.in))
			var err error
			for err == nil {
				_, err = r.Next()
			}
			var se *pdn.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("got error %v, want a *SyntaxError", err)
			}
			if se.Line != tt.line || se.Column != tt.col || se.Msg != tt.msg {
				t.Errorf("got line %d, column %d, %q; want line %d, column %d, %q",
					se.Line, se.Column, se.Msg, tt.line, tt.col, tt.msg)
			}
			var after []string
			for {
				g, err := r.Next()
				if err != nil {
					break
				}
				after = append(after, dumpGame(g))
			}
			if strings.Join(after, "\n") != strings.Join(tt.after, "\n") {
				t.Errorf("after the error got games %q, want %q", after, tt.after)
			}
		})
	}
}

func TestSyntaxErrorString(t *testing.T) {
	err := &pdn.SyntaxError{Line: 3, Column: 5, Msg: "boom"}
	if got, want := err.Error(), "pdn: line 3, column 5: boom"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestTagAndSetTag(t *testing.T) {
	g := &pdn.GameRecord{Tags: []pdn.Tag{{"Event", "a"}, {"event", "b"}, {"Event", "c"}}}
	if v, ok := g.Tag("Event"); !ok || v != "a" {
		t.Errorf("Tag(Event) got %q, %v, want %q, true", v, ok, "a")
	}
	if v, ok := g.Tag("Site"); ok || v != "" {
		t.Errorf("Tag(Site) got %q, %v, want \"\", false", v, ok)
	}
	g.SetTag("Event", "x")
	g.SetTag("Site", "y")
	if got, want := dumpTags(g.Tags), "Event=x;event=b;Event=c;Site=y"; got != want {
		t.Errorf("after SetTag got %s, want %s", got, want)
	}
}

type failingReader struct{ data string }

var errDisk = errors.New("disk on fire")

func (f *failingReader) Read(p []byte) (int, error) {
	if f.data == "" {
		return 0, errDisk
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

func TestReadIOError(t *testing.T) {
	r := pdn.NewReader(&failingReader{data: "1. 11-15 1-0\n1. 9-13 "})
	g, err := r.Next()
	if err != nil || g.Result != "1-0" {
		t.Fatalf("first game: got %v, %v; want a game with result 1-0", g, err)
	}
	for i := 0; i < 2; i++ {
		if _, err := r.Next(); err != errDisk {
			t.Errorf("call %d after the failure: got error %v, want %v", i+1, err, errDisk)
		}
	}
}

// TestLimitMoves: a game with more moves than the limit is a syntax error
// and the reader goes on with the next game.
func TestLimitMoves(t *testing.T) {
	text := "[Event \"long\"]\n1. 11-15 23-19 2. 8-11 22-17 3. 9-13 *\n\n[Event \"short\"]\n1. 11-15 23-19 *\n"
	tests := []struct {
		limit int
		want  []string // each game's Event, or "error"
	}{
		{0, []string{"long", "short"}},
		{5, []string{"long", "short"}},
		{4, []string{"error", "short"}},
		{2, []string{"error", "short"}},
		{1, []string{"error", "error"}},
	}
	for _, tt := range tests {
		r := pdn.NewReader(strings.NewReader(text))
		r.LimitMoves(tt.limit)
		var got []string
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			var se *pdn.SyntaxError
			switch {
			case errors.As(err, &se):
				if !strings.Contains(err.Error(), fmt.Sprintf("more than %d moves", tt.limit)) {
					t.Errorf("limit %d: got error %v, want it to say more than %d moves", tt.limit, err, tt.limit)
				}
				got = append(got, "error")
			case err != nil:
				t.Fatalf("limit %d: %v", tt.limit, err)
			default:
				event, _ := g.Tag("Event")
				got = append(got, event)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("limit %d: got %v, want %v", tt.limit, got, tt.want)
		}
	}
}
