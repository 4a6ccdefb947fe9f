package studies

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// goodGame is a short game of standard checkers.
const goodGame = "[Event \"a\"]\n1. 11-15 23-19 2. 8-11 22-17 1-0\n\n"

// TestOpenEveryGame opens an annotated game of every game of the table:
// stored once under its hash, its comments, NAGs and variations shown
// with their positions, loaded and shown again the same, its main line
// replayed for analysis.
func TestOpenEveryGame(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, limits)
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			pg := pdntest.Annotated(g)
			sent := pg.String()
			f.failed = nil
			st, created, err := f.Open(ctx, []byte(sent), "", "")
			if err != nil || !created {
				t.Fatalf("Open: got created %v, %v; want a new study", created, err)
			}
			if st.ID != idOf(sent) || st.Variant != g.Key() || len(st.Moves) != len(pg.Moves) || st.Comment != pg.Comment || !st.Created.Equal(t0) {
				t.Fatalf("got ID %q, variant %q, %d moves, comment %q, created %v; want %q, %q, %d, %q, %v",
					st.ID, st.Variant, len(st.Moves), st.Comment, st.Created, idOf(sent), g.Key(), len(pg.Moves), pg.Comment, t0)
			}
			m0, m1, m2 := st.Moves[0], st.Moves[1], st.Moves[2]
			if !slices.Equal(m0.NAGs, []int{1}) || !slices.Equal(m0.Comments, []string{"The book move."}) || !slices.Equal(m1.NAGs, []int{6, 4}) {
				t.Errorf("marks and comments: got %v %q, %v; want [1] [The book move.], [6 4]", m0.NAGs, m0.Comments, m1.NAGs)
			}
			if m0.Number != 1 || m0.Second || !m1.Second || m0.Position.Text == st.Start.Text {
				t.Errorf("move 1: number %d second %v, move 2 second %v, position %q after %q", m0.Number, m0.Second, m1.Second, m0.Position.Text, st.Start.Text)
			}
			if len(m2.Variations) != 1 || !slices.Equal(m2.Variations[0][0].Before, []string{"Better is"}) || m2.Variations[0][0].Text == m2.Text {
				t.Errorf("move 3's variations: got %+v, want one, another move, its comment before", m2.Variations)
			}
			again, created, err := f.Open(ctx, []byte(sent), "", "")
			if err != nil || created || again.ID != st.ID {
				t.Errorf("opened again: got %q created %v, %v; want %q, not new", again.ID, created, err, st.ID)
			}
			if want := []string{"create_study <nil>"}; !slices.Equal(f.failed, want) {
				t.Errorf("store calls reported %q, want %q (the second create found the first)", f.failed, want)
			}
			stored, err := f.Load(ctx, st.ID)
			if err != nil || stored.PDN != sent || stored.Variant != g.Key() {
				t.Fatalf("Load: got %+v, %v; want the PDN as sent", stored, err)
			}
			shown, err := Show(stored)
			if err != nil || !reflect.DeepEqual(shown, st) {
				t.Errorf("Show of the stored study differs from Open's:\ngot  %+v, %v\nwant %+v", shown, err, st)
			}
			line, vg, err := MainLine(stored)
			if err != nil || vg != g || line.Len() != len(pg.Moves) {
				t.Errorf("MainLine: got %d moves of %v, %v; want %d of %s", line.Len(), vg, err, len(pg.Moves), g.Key())
			}
		})
	}
}

// TestOpenVariant names the game of a record that names none.
func TestOpenVariant(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, limits)
	for _, g := range games.All() {
		pg := pdntest.Annotated(g)
		var kept []pdn.Tag
		for _, tag := range pg.Tags {
			if tag.Name != pdn.VariantTag && tag.Name != "GameType" {
				kept = append(kept, tag)
			}
		}
		pg.Tags = kept
		st, _, err := f.Open(ctx, []byte(pg.String()), strings.ToUpper(g.Key()), "")
		if g.Key() == "standard" && err == nil && st.Variant == g.Key() {
			continue // standard checkers is the default too
		}
		if err != nil || st.Variant != g.Key() {
			t.Errorf("%s without its tags, variant %q: got %q, %v; want %s", g.Key(), strings.ToUpper(g.Key()), st.Variant, err, g.Key())
		}
	}
}

func TestOpenRefusals(t *testing.T) {
	ctx := context.Background()
	big := "[Event \"big\"]\n1. 11-15 {" + strings.Repeat("a long comment ", 20_000) + "} 23-19 *"
	tests := []struct {
		name, variant, number, pdn string
		limits                     Limits
		kind                       refuse.Kind
		want                       []string
	}{
		{"empty", "", "", "  \n", limits, refuse.Invalid, []string{"the PDN is empty"}},
		{"unknown variant before the PDN", "chess", "", "", limits, refuse.Invalid, []string{"chess"}},
		{"number zero", "", "0", goodGame, limits, refuse.Invalid, []string{"game=0: want a game's number in the file, from 1"}},
		{"number not a number", "", strings.Repeat("x", 30), goodGame, limits, refuse.Invalid, []string{"game=" + strings.Repeat("x", 19) + "…: want"}},
		{"unreadable", "", "", "[Event \"x\"]\n1. 11-15 {no end\n", limits, refuse.Invalid, []string{"line 2", "unterminated comment"}},
		{"unknown game type", "", "", "[GameType \"31\"]\n1. c3-d4 *", limits, refuse.Invalid, []string{"GameType 31"}},
		{"illegal main line", "", "", "[Event \"x\"]\n1. 11-15 23-19\n2. 9-13 22-17\n3. 13-17 *", limits, refuse.Invalid, []string{"PDN game 1 cannot be opened", "line 4", "move 3. 13-17"}},
		{"illegal variation", "", "", "[Event \"x\"]\n1. 11-15 23-19\n2. 8-11 (9-13 22-17 13-17) 22-17 *", limits, refuse.Invalid, []string{"line 3", "variation of move 2. 8-11"}},
		{"too large", "", "", big, limits, refuse.TooLarge, []string{"PDN game 1 is 294 KiB as PDN, more than the 256 KiB a game opened may be"}},
		{"too many moves", "", "", "1. " + strings.Repeat("11-15 (11-16) 22-18 ", 6) + "*", Limits{Games: 10, Plies: 10, Time: time.Second}, refuse.Invalid, []string{"more than 10 moves"}},
		{"too long to read", "", "", goodGame, Limits{Games: 10, Plies: 10, Time: -time.Second}, refuse.Invalid, []string{"the PDN took too long to read"}},
		{"two games, none chosen", "", "", goodGame + goodGame, limits, refuse.Invalid, []string{"the PDN holds more than one game: say which to open with ?game=N (POST /api/pdn lists them)"}},
		{"no such game", "", "3", goodGame + goodGame, limits, refuse.NotFound, []string{"the PDN holds 2 games: there is no game 3"}},
		{"no game", "", "", "\n{a comment}\n", limits, refuse.Invalid, []string{"the PDN holds no game"}},
		{"an unreadable game chosen", "", "2", goodGame + "[Event \"c\"]\n1. 11-15 }{ *\n\n", limits, refuse.Invalid, []string{"PDN game 2 cannot be read"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, tt.limits)
			_, _, err := f.Open(ctx, []byte(tt.pdn), tt.variant, tt.number)
			kind, msg := refusal(t, err)
			if kind != tt.kind {
				t.Errorf("got %v %q, want kind %v", kind, msg, tt.kind)
			}
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("got %q, want it to say %q", msg, w)
				}
			}
			if len(f.failed) != 0 {
				t.Errorf("store calls %q, want none", f.failed)
			}
		})
	}
}

// TestOpenChosen opens game N of a file of several.
func TestOpenChosen(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, limits)
	second := "[Event \"b\"]\n1. 9-13 22-18 *\n\n"
	st, created, err := f.Open(ctx, []byte(goodGame+second), "", "2")
	if err != nil || !created || st.Tags["Event"] != "b" || len(st.Moves) != 2 {
		t.Fatalf("game 2: got %+v created %v, %v; want Event b, 2 moves", st, created, err)
	}
}

// TestOpenSameHash gives a text whose hash names another study a link of
// its own.
func TestOpenSameHash(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, limits)
	text := readBack(t, goodGame)
	other := &store.Study{ID: idOf(text), Variant: "standard", PDN: "another text", Created: t0}
	if err := f.st.(store.Studies).CreateStudy(ctx, other); err != nil {
		t.Fatal(err)
	}
	st, created, err := f.Open(ctx, []byte(goodGame), "", "")
	if err != nil || !created || st.ID != "new0001" {
		t.Fatalf("got %q created %v, %v; want new0001, new", st.ID, created, err)
	}
	if len(f.failed) != 0 {
		t.Errorf("store calls reported %q: want none (the CreateStudy that found %s is no failure)", f.failed, other.ID)
	}
	if old, err := f.Load(ctx, other.ID); err != nil || old.PDN != "another text" {
		t.Errorf("the other study: got %+v, %v; want it unchanged", old, err)
	}
}

// readBack returns text's one game as Open stores it.
func readBack(t *testing.T, text string) string {
	t.Helper()
	rd := pdn.NewReader(strings.NewReader(text))
	rd.KeepVariations(true)
	pg, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	return pg.String()
}

func TestLoad(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, limits)
	long := strings.Repeat("x", 50)
	tests := []struct {
		id, want string
		stored   bool // the store was asked
	}{
		{"nosuchstudy", `no opened game "nosuchstudy"`, true},
		{"BAD..id", `no opened game "BAD..id"`, false},
		{"abc", `no opened game "abc"`, false},
		{long, `no opened game "` + strings.Repeat("x", 39) + `…"`, false},
	}
	for _, tt := range tests {
		f.failed = nil
		_, err := f.Load(ctx, tt.id)
		if kind, msg := refusal(t, err); kind != refuse.NotFound || msg != tt.want {
			t.Errorf("Load(%q): got %v %q, want NotFound %q", tt.id, kind, msg, tt.want)
		}
		if got := len(f.failed) == 1 && strings.HasPrefix(f.failed[0], "load_study "); got != tt.stored {
			t.Errorf("Load(%q): store calls %q, want a load_study %v", tt.id, f.failed, tt.stored)
		}
	}
}

func TestNotKept(t *testing.T) {
	ctx := context.Background()
	s := New(noStudies{}, Config{Limits: limits, Now: time.Now, ValidID: func(string) bool { return true }})
	const want = "this server's store keeps no opened games"
	_, errStore := s.Store()
	_, _, errOpen := s.Open(ctx, []byte(goodGame), "", "")
	_, errLoad := s.Load(ctx, "abcd")
	for name, err := range map[string]error{"Store": errStore, "Open": errOpen, "Load": errLoad} {
		if kind, msg := refusal(t, err); kind != refuse.NotKept || msg != want {
			t.Errorf("%s: got %v %q, want NotKept %q", name, kind, msg, want)
		}
	}
}

// TestOpenChosenAmongBad opens the game chosen whatever the others are:
// a game too long to read matters only when it is the one chosen.
func TestOpenChosenAmongBad(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, Limits{Games: 10, Plies: 10, Time: time.Second})
	tooLong := "[Event \"long\"]\n1. " + strings.Repeat("11-15 (11-16) 22-18 ", 6) + "*\n\n"
	st, _, err := f.Open(ctx, []byte(goodGame+tooLong), "", "1")
	if err != nil || st.Tags["Event"] != "a" {
		t.Errorf("game 1 before a game too long: got %q, %v; want game a", st.Tags["Event"], err)
	}
	_, _, err = f.Open(ctx, []byte(goodGame+tooLong), "", "2")
	if kind, msg := refusal(t, err); kind != refuse.Invalid || !strings.Contains(msg, "more than 10 moves") {
		t.Errorf("game 2, too long: got %v %q, want Invalid, more than 10 moves", kind, msg)
	}
}
