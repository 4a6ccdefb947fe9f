package server_test

import (
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
	"github.com/kingme/kingme/server"
)

// readOne reads the one game of text with its variations.
func readOne(t *testing.T, text string) *pdn.GameRecord {
	t.Helper()
	rd := pdn.NewReader(strings.NewReader(text))
	rd.KeepVariations(true)
	pg, err := rd.Next()
	if err != nil {
		t.Fatalf("reading %q: %v", text, err)
	}
	return pg
}

// waitStudyAnalysis polls the study's analysis until it is done.
func (a *app) waitStudyAnalysis(id string) server.Analysis {
	a.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		var an server.Analysis
		if code := a.call("GET", "/api/studies/"+id+"/analysis", "", nil, &an); code != http.StatusOK {
			a.t.Fatalf("GET the study's analysis: status %d, want 200", code)
		}
		if an.Status == "done" {
			return an
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("analysis of study %s not done after 60 s: %s %d/%d", id, an.Status, an.Done, an.Total)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestStudyEveryGame opens an annotated game of every game of the table
// through the API: it is stored with a link, its comments, NAGs and
// variations (nested) come back with their positions, its PDN reads back
// as the same tree, opening it again gives the same link, it is no game
// of the archive, and it is analysed as a played game is, its
// annotator's NAGs kept apart from the engine's marks.
func TestStudyEveryGame(t *testing.T) {
	a := analysisApp(t)
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			sent := pdntest.Annotated(g).String()
			want := readOne(t, sent)
			var st server.Study
			if code := a.call("POST", "/api/studies", "", sent, &st); code != http.StatusCreated {
				t.Fatalf("POST /api/studies: got %d, want 201", code)
			}
			if st.ID == "" || st.Variant != g.Key() || len(st.Moves) != len(want.Moves) || st.Comment != want.Comment {
				t.Fatalf("the study: got ID %q, variant %q, %d moves, comment %q; want an ID, %q, %d moves, %q",
					st.ID, st.Variant, len(st.Moves), st.Comment, g.Key(), len(want.Moves), want.Comment)
			}
			m0, m1, m2 := st.Moves[0], st.Moves[1], st.Moves[2]
			if !slices.Equal(m0.NAGs, []int{1}) || !slices.Equal(m0.Comments, want.Moves[0].Comments) || !slices.Equal(m1.NAGs, []int{6, 4}) {
				t.Errorf("the marks and comments: got move 1 %v %q, move 2 %v; want [1] %q, [6 4]", m0.NAGs, m0.Comments, m1.NAGs, want.Moves[0].Comments)
			}
			if len(m2.Variations) != 1 || len(m2.Variations[0]) != len(want.Moves[2].Variations[0]) {
				t.Fatalf("move 3's variations: got %d, want one of %d moves", len(m2.Variations), len(want.Moves[2].Variations[0]))
			}
			v := m2.Variations[0]
			if !slices.Equal(v[0].Before, []string{"Better is"}) || !slices.Equal(v[0].NAGs, []int{3}) || v[0].Text == m2.Text || v[0].Position.Text == m2.Position.Text {
				t.Errorf("the variation's first move: got %q %q %v after %q, want another move than %q, with its comment before and !!",
					v[0].Before, v[0].Text, v[0].NAGs, v[0].Position.Text, m2.Text)
			}
			if len(want.Moves[2].Variations[0][1].Variations) == 1 && len(v[1].Variations) != 1 {
				t.Errorf("the nested variation: got %d, want 1", len(v[1].Variations))
			}

			code, text := a.get("/api/studies/" + st.ID + "/pdn")
			if code != http.StatusOK {
				t.Fatalf("GET the study's PDN: got %d %q, want 200", code, text)
			}
			back := readOne(t, text)
			if !reflect.DeepEqual(back.Moves, want.Moves) || back.Comment != want.Comment || back.Result != want.Result {
				t.Errorf("the study's PDN read back:\ngot  %+v\nwant %+v", back.Moves, want.Moves)
			}
			for _, tag := range want.Tags {
				if got, _ := back.Tag(tag.Name); got != tag.Value {
					t.Errorf("tag %s read back: got %q, want %q", tag.Name, got, tag.Value)
				}
			}

			var again server.Study
			if code := a.call("POST", "/api/studies", "", sent, &again); code != http.StatusOK || again.ID != st.ID {
				t.Errorf("opening it again: got %d, ID %q; want 200, the same ID %q", code, again.ID, st.ID)
			}
			if code := a.call("GET", "/api/games/"+st.ID, "", nil, nil); code != http.StatusNotFound {
				t.Errorf("GET /api/games/{the study's ID}: got %d, want 404 (a study is no game)", code)
			}

			var an server.Analysis
			if code := a.call("POST", "/api/studies/"+st.ID+"/analysis", "", nil, &an); code != http.StatusAccepted {
				t.Fatalf("POST the study's analysis: got %d, want 202", code)
			}
			an = a.waitStudyAnalysis(st.ID)
			if len(an.Positions) != len(st.Moves)+1 || an.Marks == nil {
				t.Fatalf("the analysis: got %d positions, marks %v; want %d, counted", len(an.Positions), an.Marks, len(st.Moves)+1)
			}
			for i, p := range an.Positions[:len(st.Moves)] {
				if p.Played != st.Moves[i].Text || p.Best == nil {
					t.Errorf("analysis of ply %d: got played %q, best %v; want %q and a best move", i, p.Played, p.Best, st.Moves[i].Text)
				}
			}
			var after server.Study
			if code := a.call("GET", "/api/studies/"+st.ID, "", nil, &after); code != http.StatusOK || !slices.Equal(after.Moves[1].NAGs, []int{6, 4}) {
				t.Errorf("the study after its analysis: got %d, move 2's NAGs %v; want 200, the annotator's [6 4]", code, after.Moves[1].NAGs)
			}
		})
	}
	var list struct {
		Games []any `json:"games"`
	}
	for _, status := range []string{"finished", "playing"} {
		if code := a.call("GET", "/api/games?status="+status, "", nil, &list); code != http.StatusOK || len(list.Games) != 0 {
			t.Errorf("GET /api/games?status=%s with only studies stored: got %d, %d games; want 200, none", status, code, len(list.Games))
		}
	}
}

// TestStudyBadInput: a PDN that cannot be opened is refused with what is
// wrong and where, and nothing is stored.
func TestStudyBadInput(t *testing.T) {
	a := newApp(t)
	big := "[Event \"big\"]\n1. 11-15 {" + strings.Repeat("a long comment ", 20_000) + "} 23-19 *"
	tests := []struct {
		name, query, pdn string
		code             int
		want             []string
	}{
		{"empty", "", "  \n", 400, []string{"the PDN is empty"}},
		{"unreadable", "", "[Event \"x\"]\n1. 11-15 {no end\n", 400, []string{"line 2", "unterminated comment"}},
		{"unknown game type", "", "[GameType \"31\"]\n1. c3-d4 *", 400, []string{"GameType 31", "Thai"}},
		{"unknown variant", "?variant=chess", "1. e4 e5 *", 400, []string{"chess"}},
		{"illegal main line", "", "[Event \"x\"]\n1. 11-15 23-19\n2. 9-13 22-17\n3. 13-17 *", 400, []string{"line 4", "move 3. 13-17"}},
		{"illegal variation", "", "[Event \"x\"]\n1. 11-15 23-19\n2. 8-11 (9-13 22-17 13-17) 22-17 *", 400, []string{"line 3", "variation of move 2. 8-11", "move 3. 13-17"}},
		{"too large", "", big, 413, []string{"more than the 256 KiB"}},
		{"too many moves", "", "1. " + strings.Repeat("11-15 (11-16) 22-18 ", 400) + "*", 400, []string{"more than 1000 moves"}},
		{"two games, none chosen", "", goodGame + goodGame, 400, []string{"more than one game", "?game=N"}},
		{"no such game", "?game=3", goodGame + goodGame, 404, []string{"holds 2 games", "no game 3"}},
		{"an unreadable game chosen", "?game=2", goodGame + "[Event \"c\"]\n1. 11-15 }{ *\n\n", 400, []string{"PDN game 2 cannot be read"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e struct {
				Error string `json:"error"`
			}
			if code := a.call("POST", "/api/studies"+tt.query, "", tt.pdn, &e); code != tt.code {
				t.Fatalf("got %d (%s), want %d", code, e.Error, tt.code)
			}
			for _, w := range tt.want {
				if !strings.Contains(e.Error, w) {
					t.Errorf("got error %q, want it to say %q", e.Error, w)
				}
			}
		})
	}
	// Nothing was stored: the one good game, opened now, is new.
	if code := a.call("POST", "/api/studies?game=1", "", goodGame+goodGame, nil); code != http.StatusCreated {
		t.Errorf("the good game after the refusals: got %d, want 201 (stored now, not before)", code)
	}
	for _, path := range []string{"/api/studies/nosuchstudy", "/api/studies/nosuchstudy/pdn", "/api/studies/nosuchstudy/analysis", "/api/studies/BAD..id"} {
		if code := a.call("GET", path, "", nil, nil); code != http.StatusNotFound {
			t.Errorf("GET %s: got %d, want 404", path, code)
		}
	}
}
