package hub_test

import (
	"context"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

// hubText returns the position of the game g given in its own text (fen)
// in g's Hub form.
func hubText(t *testing.T, g *games.Game, fen string) string {
	t.Helper()
	p, err := g.Variant.ParsePosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	return g.Hub.FormatPosition(p)
}

// afterMoves returns the position of g reached from fen by moves in
// KingMe's own notation.
func afterMoves(t *testing.T, g *games.Game, fen string, moves ...string) checkers.Position {
	t.Helper()
	p, err := g.Variant.ParsePosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range moves {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatalf("%s in %s: %v", text, p, err)
		}
		if p, err = p.After(m); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// TestInternationalSession plays international draughts through a session
// as Scan's GUI would: pos= in Scan's form (W or B, then 50 squares) and
// moves= in Scan's move form, captures with their captured squares in any
// order, or fewer when one capture fits; an ambiguous capture is an error
// that keeps the position before it. The answer is a move of the position
// the moves reach (want), in Scan's form, and none of other.
func TestInternationalSession(t *testing.T) {
	g, err := games.Lookup("international")
	if err != nil {
		t.Fatal(err)
	}
	const (
		man   = "W:W33,45:B5,18,19,28" // the man on 33 takes three, 33x24
		king  = "W:WK42:B10,14,27,33"  // the king on 42 takes three two ways to 31: over 10 or 14
		start = "W:W31-50:B1-20"
	)
	tests := []struct {
		name    string
		pos     string
		errorIn string // in the error answered, "" for none
		want    checkers.Position
		other   checkers.Position
	}{
		{"from the start, with a capture each",
			`pos pos=` + hubText(t, g, start) + ` moves="32-28 19-23 28x19x23 14x23x19"`, "",
			afterMoves(t, g, start, "32-28", "19-23", "28x19", "14x23"), afterMoves(t, g, start, "32-28", "19-23", "28x19")},
		{"a man takes three, the captured squares in any order",
			`pos pos=` + hubText(t, g, man) + ` moves="33x24x28x18x19"`, "",
			afterMoves(t, g, man, "33x24"), afterMoves(t, g, man)},
		{"a king's capture named by the square that tells it",
			`pos pos=` + hubText(t, g, king) + ` moves="42x31x14"`, "",
			afterMoves(t, g, king, "42x20x9x31"), afterMoves(t, g, king, "42x15x4x31")},
		{"every captured square, descending",
			`pos pos=` + hubText(t, g, king) + ` moves="42x31x33x27x10"`, "",
			afterMoves(t, g, king, "42x15x4x31"), afterMoves(t, g, king, "42x20x9x31")},
		{"an ambiguous capture keeps the position before it",
			`pos pos=` + hubText(t, g, king) + ` moves="42x31x27"`, `ambiguous move '42x31x27': it fits 42x31x10x27x33 and 42x31x14x27x33`,
			afterMoves(t, g, king), afterMoves(t, g, king, "42x20x9x31")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := converse(t)
			c.send("set-param name=variant value=international", "init")
			c.until("ready")
			c.send(tt.pos, "level depth=2", "go think")
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
			m, err := g.Hub.ParseMove(tt.want, mv)
			if err != nil {
				t.Fatalf("got %s, want a move of %s: %v", done, tt.want, err)
			}
			if got := g.Hub.FormatMove(m); got != mv {
				t.Errorf("got %s, want it in Scan's form %s", done, got)
			}
			if _, err := g.Hub.ParseMove(tt.other, mv); err == nil {
				t.Errorf("got %s, a move of %s too: the test cannot tell the positions apart", done, tt.other)
			}
		})
	}
}

// TestEngineSpeaksScansForms drives a Scan-like engine (a fake that
// declares Scan's variant parameter, playing killer draughts at first) for
// international draughts: the variant is set by Scan's name, normal; a
// set-up position goes as pos= in Scan's form, the moves in Scan's move
// form; and Scan's answer, a capture with its captured squares in any
// order, reads as the legal move. A game the engine names none of its
// variants for is refused before init.
func TestEngineSpeaksScansForms(t *testing.T) {
	g, err := games.Lookup("international")
	if err != nil {
		t.Fatal(err)
	}
	const declare = "id name=Scan version=3.1\nparam name=variant value=killer type=enum values=\"normal killer bt frisian losing\"\nwait\n"
	start, err := g.Variant.ParsePosition("B:W33,39:B4,18,19,28")
	if err != nil {
		t.Fatal(err)
	}
	game := checkers.NewGameFrom(g.Variant, start)
	if err := game.PlayText("4-10"); err != nil {
		t.Fatal(err)
	}
	var sent strings.Builder
	e, err := hub.NewEngine(context.Background(), strings.NewReader(declare+"init book\nready\ndone move=33x24x28x19x18\n"), &sent, g.Variant, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := e.Think(context.Background(), game, engine.Limits{Depth: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.Move.String(), "33x24"; got != want {
		t.Errorf("Scan's done move=33x24x28x19x18 read as %s, want %s", got, want)
	}
	for _, want := range []string{
		"set-param name=variant value=normal\ninit\n",
		`pos pos=` + g.Hub.FormatPosition(start) + ` moves=4-10` + "\n",
	} {
		if !strings.Contains(sent.String(), want) {
			t.Errorf("the GUI sent %q, want %q in it", sent.String(), want)
		}
	}

	stackem, err := games.Lookup("stackem")
	if err != nil {
		t.Fatal(err)
	}
	_, err = hub.NewEngine(context.Background(), strings.NewReader(declare), io.Discard, stackem.Variant, nil)
	if want := "Scan plays the variants normal, killer, bt, frisian, losing, none of them Stack'Em"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got error %v, want one containing %q", err, want)
	}
}

// TestEngineSetsScansVariant plays one move against a stand-in for Scan in
// every game Scan knows by one of its variant names (international
// draughts "normal", antidraughts "losing", breakthrough "bt", Frisian
// "frisian"): the GUI sets the variant by that name, sends the position in
// the 10×10 form and reads Scan's move in it.
func TestEngineSetsScansVariant(t *testing.T) {
	scans := []string{"normal", "killer", "bt", "frisian", "losing"}
	const declare = "id name=Scan version=3.1\nparam name=variant value=killer type=enum values=\"normal killer bt frisian losing\"\nwait\n"
	played := 0
	for _, g := range games.All() {
		if g.Hub == nil || !slices.ContainsFunc(g.Hub.Names, func(n string) bool { return slices.Contains(scans, n) }) {
			continue
		}
		t.Run(g.Key(), func(t *testing.T) {
			game := checkers.NewGame(g.Variant)
			first := game.Legal()[0]
			if err := game.Play(first); err != nil {
				t.Fatal(err)
			}
			reply := game.Legal()[0]
			var sent strings.Builder
			answers := declare + "init book\nready\ndone move=" + g.Hub.FormatMove(reply) + "\n"
			e, err := hub.NewEngine(context.Background(), strings.NewReader(answers), &sent, g.Variant, nil)
			if err != nil {
				t.Fatal(err)
			}
			r, err := e.Think(context.Background(), game, engine.Limits{Depth: 2}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Move != reply {
				t.Errorf("Scan's done move=%s read as %v, want %v", g.Hub.FormatMove(reply), r.Move, reply)
			}
			for _, want := range []string{
				"set-param name=variant value=" + g.Hub.Names[0] + "\ninit\n",
				"pos start moves=" + g.Hub.FormatMove(first) + "\n",
			} {
				if !strings.Contains(sent.String(), want) {
					t.Errorf("the GUI sent %q, want %q in it", sent.String(), want)
				}
			}
		})
		played++
	}
	if played < 4 {
		t.Errorf("%d games are known to Scan by name, want international draughts, antidraughts, breakthrough and Frisian draughts", played)
	}
}

// TestEngineSendsWhatTheFormCannotSay starts a Frisian game where a king
// has made two steps in a row, which the Hub position form cannot say:
// the GUI sends that start as fen=, in the game's own text.
func TestEngineSendsWhatTheFormCannotSay(t *testing.T) {
	g, err := games.Lookup("frisian")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		start string
		fen   bool // sent as fen=, not pos=
	}{
		{"W:W36,K28:B1,K5:RW28x2", true},
		{"W:W36,K28:B1,K5", false},
	}
	for _, tt := range tests {
		start, err := g.Variant.ParsePosition(tt.start)
		if err != nil {
			t.Fatal(err)
		}
		want := "pos pos=" + g.Hub.FormatPosition(start) + "\n"
		if tt.fen {
			want = "pos fen=" + tt.start + "\n"
		}
		game := checkers.NewGameFrom(g.Variant, start)
		var sent strings.Builder
		answers := "id name=Scan\nparam name=variant value=frisian type=enum values=\"normal frisian\"\nwait\nready\ndone move=" + g.Hub.FormatMove(game.Legal()[0]) + "\n"
		e, err := hub.NewEngine(context.Background(), strings.NewReader(answers), &sent, g.Variant, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.Think(context.Background(), game, engine.Limits{Depth: 2}, nil); err != nil {
			t.Fatal(err)
		}
		if got := sent.String(); !strings.Contains(got, want) {
			t.Errorf("start %s: the GUI sent %q, want %q in it", tt.start, got, want)
		}
	}
}
