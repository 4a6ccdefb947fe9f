package hub_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

// pyStart is pydraughts' English start position: its own board, turned
// round (W, with its men on 21-32, is Black and moves first).
const pyStart = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"

// after returns the position reached from the Hub position text, read as
// written, by the moves in its numbering.
func after(t *testing.T, text string, moves ...string) standard.Position {
	t.Helper()
	p, err := parsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		m, err := parseMove(p, mv)
		if err != nil {
			t.Fatalf("%s in %s: %v", mv, p, err)
		}
		p = p.Play(m)
	}
	return p
}

// TestPosReadings checks how pos= is read from what the client sends: the
// moves that follow it say whether it is written as KingMe (and pydraughts
// 0.5) write it or turned round as pydraughts 0.6 writes it, with its moves
// in PDN numbering; without a move, pydraughts' start position is read
// turned round and any other position as the session last read one. The
// search answers a move of the position read, in the numbering of the
// moves: a move of want, and none of other (the other reading).
func TestPosReadings(t *testing.T) {
	kings := "WeeeebeeeeeeeeWeeeeWeeeeeeeeeeeee"                   // W to move, kings on 14 and 19, a black man on 5
	setUp := after(t, hubStart, "11-15", "23-19", "8-11", "22-17") // Black to move
	tests := []struct {
		name    string
		lines   []string // before level and go
		errorIn string   // in the error answered, "" for none
		want    standard.Position
		other   standard.Position
	}{
		{"pydraughts 0.6 from the start", []string{"pos pos=" + pyStart},
			"", standard.Start(), after(t, pyStart)},
		{"pydraughts 0.6 after moves", []string{`pos pos=` + pyStart + ` moves="11-15 23-19"`},
			"", after(t, hubStart, "11-15", "23-19"), after(t, pyStart, "22-18", "10-14")},
		{"pydraughts 0.5 after moves", []string{`pos pos=` + pyStart + ` moves="22-18 10-14"`},
			"", after(t, pyStart, "22-18", "10-14"), after(t, hubStart, "11-15", "23-19")},
		{"KingMe's form", []string{`pos pos=` + hubStart + ` moves="11-15"`},
			"", after(t, hubStart, "11-15"), after(t, hubStart, "11-15").Mirror()},
		{"KingMe's form, Red to move, no moves", []string{"pos pos=" + formatPosition(after(t, hubStart, "11-15"))},
			"", after(t, hubStart, "11-15"), after(t, hubStart, "11-15").Mirror()},
		{"a session keeps pydraughts 0.6's reading", []string{`pos pos=` + pyStart + ` moves="11-15"`, "pos pos=" + formatPosition(setUp.Mirror())},
			"", setUp, setUp.Mirror()},
		{"a session keeps pydraughts 0.5's reading", []string{`pos pos=` + pyStart + ` moves="22-18"`, "pos pos=" + pyStart},
			"", after(t, pyStart), standard.Start()},
		{"king moves legal in both readings: as written at first", []string{`pos pos=` + kings + ` moves="14-10"`},
			"", after(t, kings, "14-10"), after(t, kings).Mirror()},
		{"king moves legal in both readings: as the session last read", []string{`pos pos=` + pyStart + ` moves="11-15"`, `pos pos=` + kings + ` moves="14-10"`},
			"", after(t, formatPosition(after(t, kings).Mirror()), "14-10"), after(t, kings, "14-10")},
		{"moves legal in neither reading keep the one that went further", []string{`pos pos=` + pyStart + ` moves="11-15 23-19 15-20"`},
			"move 3 of moves (15-20): ", after(t, hubStart, "11-15", "23-19"), after(t, pyStart)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := converse(t)
			c.send(tt.lines...)
			c.send("level depth=2", "go think")
			var errs []string
			var done string
			for done == "" {
				switch l := c.next(); {
				case strings.HasPrefix(l, "error "):
					errs = append(errs, l)
				case strings.HasPrefix(l, "done "):
					done = l
				}
			}
			switch {
			case tt.errorIn == "" && len(errs) > 0:
				t.Errorf("got %q, want no error", errs)
			case tt.errorIn != "" && (len(errs) != 1 || !strings.Contains(errs[0], tt.errorIn)):
				t.Errorf("got %q, want one error containing %q", errs, tt.errorIn)
			}
			mv := doneMove(t, done)
			if _, err := parseMove(tt.want, mv); err != nil {
				t.Errorf("got %s, want a move of %s: %v", done, tt.want, err)
			}
			if _, err := parseMove(tt.other, mv); err == nil {
				t.Errorf("got %s, a move of %s too: the test cannot tell the readings apart", done, tt.other)
			}
		})
	}
}
