package pdn_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kingme/kingme/pdn"
)

func TestWrite(t *testing.T) {
	tests := []struct {
		name string
		game *pdn.GameRecord
		want string
	}{
		{
			name: "roster order and defaults",
			game: &pdn.GameRecord{
				Tags: []pdn.Tag{
					{Name: "GameType", Value: "21"}, {Name: "White", Value: "King, R."},
					{Name: "Result", Value: "0-1"}, {Name: "Event", Value: `The "Open" \ 2003`},
					{Name: "FEN", Value: "B:W18,24:B12,16"},
				},
				Moves: []pdn.Move{
					{Number: 1, Text: "11-15"}, {Number: 1, Second: true, Text: "23-19"},
				},
				Result: "1-0",
			},
			want: `[Event "The \"Open\" \\ 2003"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[Black "?"]
[White "King, R."]
[Result "1-0"]
[GameType "21"]
[FEN "B:W18,24:B12,16"]

1. 11-15 23-19 1-0

`,
		},
		{
			name: "missing result",
			game: &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Text: "11-15"}}},
			want: "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[Black \"?\"]\n[White \"?\"]\n[Result \"*\"]\n\n1. 11-15 *\n\n",
		},
		{
			name: "numbers, NAGs, comments and variations",
			game: &pdn.GameRecord{
				Comment: "intro",
				Moves: []pdn.Move{
					{Number: 1, Text: "11-15", NAGs: []int{1}},
					{Number: 1, Second: true, Text: "23-19", Comments: []string{"a } b"},
						Variations: [][]pdn.Move{
							{{Number: 1, Second: true, Text: "22-18", CommentsBefore: []string{"or"}},
								{Number: 2, Text: "15x22", Variations: [][]pdn.Move{{{Number: 2, Text: "12-16"}}}}},
							{{Number: 1, Second: true, Text: "24-20"}},
						}},
					{Number: 2, Text: "8-11"},
					{Number: 2, Second: true, Text: "22-17", Variations: [][]pdn.Move{{{Number: 2, Second: true, Text: "27-23"}}}},
					{Number: 3, Second: true, Text: "17-13"},
				},
				Result: "*",
			},
			want: "{intro} 1. 11-15 $1 23-19 {a ) b} ({or} 1... 22-18 2. 15x22 (2. 12-16)) (1...\n" +
				"24-20) 2. 8-11 22-17 (2... 27-23) 3... 17-13 *",
		},
		{
			name: "second player first",
			game: &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Second: true, Text: "18-14"}, {Number: 2, Text: "16-19"}}, Result: "0-1"},
			want: "1... 18-14 2. 16-19 0-1",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			if err := pdn.NewWriter(&b).Write(tt.game); err != nil {
				t.Fatalf("got error %v", err)
			}
			got := b.String()
			if !strings.HasPrefix(tt.want, "[") {
				// compare the movetext only
				_, got, _ = strings.Cut(got, "\n\n")
				got = strings.TrimSuffix(got, "\n\n")
			}
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			if s := tt.game.String(); s != b.String() {
				t.Errorf("String() got\n%s\nwant what Write wrote:\n%s", s, b.String())
			}
		})
	}
}

func TestWriteWraps(t *testing.T) {
	g := &pdn.GameRecord{Result: "1/2-1/2"}
	for i := 0; i < 120; i++ {
		g.Moves = append(g.Moves, pdn.Move{Number: i/2 + 1, Second: i%2 == 1, Text: "10x19x28"})
	}
	g.Moves[7].Comments = []string{strings.Repeat("long ", 30)}
	s := g.String()
	for i, line := range strings.Split(s, "\n") {
		if len(line) > 80 && !strings.Contains(line, "{") {
			t.Errorf("line %d has %d columns, want at most 80: %q", i+1, len(line), line)
		}
	}
	back, err := pdn.ParseGames(s)
	if err != nil || len(back) != 1 {
		t.Fatalf("reading back got %d games, error %v; want 1 game", len(back), err)
	}
	g.Moves[7].Comments[0] = strings.TrimSpace(g.Moves[7].Comments[0])
	if got, want := dumpLine(back[0].Moves), dumpLine(g.Moves); got != want {
		t.Errorf("reading back got %s, want %s", got, want)
	}
}

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name string
		game *pdn.GameRecord
		want string
	}{
		{"move with space", &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Text: "11 15"}}}, `pdn: invalid move text "11 15"`},
		{"empty move", &pdn.GameRecord{Moves: []pdn.Move{{Number: 1}}}, `pdn: invalid move text ""`},
		{"result as move", &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Text: "1-0"}}}, `pdn: invalid move text "1-0"`},
		{"bad move in variation", &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Text: "9-13",
			Variations: [][]pdn.Move{{{Number: 1, Text: "1."}}}}}}, `pdn: invalid move text "1."`},
		{"tag name", &pdn.GameRecord{Tags: []pdn.Tag{{Name: "My Tag", Value: "x"}}}, `pdn: invalid tag name "My Tag"`},
		{"result", &pdn.GameRecord{Result: "1-0 (time)"}, `pdn: invalid result "1-0 (time)"`},
		{"negative number", &pdn.GameRecord{Moves: []pdn.Move{{Number: -1, Text: "9-13"}}}, `pdn: negative move number -1 for move "9-13"`},
		{"negative NAG", &pdn.GameRecord{Moves: []pdn.Move{{Number: 1, Text: "9-13", NAGs: []int{-2}}}}, `pdn: negative NAG -2 for move "9-13"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			err := pdn.NewWriter(&b).Write(tt.game)
			if err == nil || err.Error() != tt.want {
				t.Errorf("got error %v, want %s", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("got %d bytes written, want none", b.Len())
			}
		})
	}
}

// TestRoundTrip reads each table input with variations kept, writes each
// game and reads it back.
func TestRoundTrip(t *testing.T) {
	for _, tt := range readTests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := readAll(tt.in, true)
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range games {
				text := g.String()
				back, err := readAll(text, true)
				if err != nil || len(back) != 1 {
					t.Fatalf("game %d: reading back got %d games, error %v; want 1 game\n%s", i+1, len(back), err, text)
				}
				if want := normalize(g); !reflect.DeepEqual(back[0], want) {
					t.Errorf("game %d:\ngot  %s\nwant %s", i+1, dumpGame(back[0]), dumpGame(want))
				}
			}
		})
	}
}
