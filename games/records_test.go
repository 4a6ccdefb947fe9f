package games_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
)

// imagined is standard checkers' rules under another key and name: a game
// the table does not have until a test adds it.
type imagined struct {
	standard.Variant
	key string
}

func (v imagined) Key() string  { return v.key }
func (v imagined) Name() string { return "Imagined " + v.key }

// imagine returns a table entry for an imagined game: standard checkers'
// entry with the rules of imagined{key}, and records numbered gameType in
// PDN, called name, and named by names in a Variant tag.
func imagine(t *testing.T, key string, gameType int, name string, names []string) *games.Game {
	t.Helper()
	std, err := games.Of(standard.Variant{})
	if err != nil || std.Records == nil {
		t.Fatalf("standard checkers' entry: %v, records %v", err, std)
	}
	g, rec := *std, *std.Records
	rec.GameType, rec.Name, rec.Names, rec.Default = gameType, name, names, false
	g.Variant, g.Records = imagined{key: key}, &rec
	return &g
}

// readRecord reads text as a record (pdn.ReplayRecord) and says what came
// of it: "ok KEY MOVES NOTES" or "refused: ERROR".
func readRecord(t *testing.T, text string) string {
	t.Helper()
	parsed, err := pdn.ParseGames(text)
	if err != nil || len(parsed) != 1 {
		t.Fatalf("ParseGames(%q): %d games, %v", text, len(parsed), err)
	}
	game, notes, err := games.PDN().ReplayRecord(parsed[0], pdn.Source{Number: 1, Line: 1})
	if err != nil {
		return "refused: " + err.Error()
	}
	msgs := make([]string, len(notes))
	for i, n := range notes {
		msgs[i] = n.Msg
	}
	return fmt.Sprintf("ok %s %d %s", game.Variant().Key(), game.Len(), strings.Join(msgs, "; "))
}

// TestRecordsThroughTheTable shows that the PDN package knows the games
// from the table alone: a game the table does not have (standard checkers'
// rules under another key, PDN GameType and names) is refused by pdn until
// its entry is added; then pdn writes its records with its GameType and
// reads them back, and reads records naming it by GameType, key or name,
// with algebraic moves and with its hints, with no change in pdn. The
// second game takes the GameType (27) and the name of Canadian draughts,
// which pdn refuses today as a draughts KingMe does not play: the table
// wins over that list (as it does for Russian and Brazilian draughts,
// GameTypes 25 and 26, which the table has).
func TestRecordsThroughTheTable(t *testing.T) {
	for _, c := range []struct {
		key      string
		gameType int
		name     string
		names    []string
		tag      string // a Variant tag that names it
	}{
		{"imagined", 42, "Imagined draughts", []string{"imagined"}, "Imagined game (8×8)"},
		{"canada", 27, "Canadian draughts", []string{"canadian"}, "Canadian draughts"},
	} {
		t.Run(c.key, func(t *testing.T) {
			typed := fmt.Sprintf(`[GameType "%d"]`, c.gameType)
			records := []struct{ name, text, want string }{
				{"gametype", typed + "\n1. 11-15 23-19 *", "ok " + c.key + " 2 "},
				{"gametype long form", fmt.Sprintf(`[GameType "%d,B,8,8,N1,0"]`, c.gameType) + "\n1. 11-15 *", "ok " + c.key + " 1 "},
				{"variant key", `[Variant "` + c.key + `"]` + "\n1. 11-15 *", "ok " + c.key + " 1 "},
				{"variant name", fmt.Sprintf(`[Variant %q]`, c.tag) + "\n1. 11-15 *", "ok " + c.key + " 1 "},
				{"algebraic, board turned", typed + "\n1. c3-d4 f6-e5 *", "ok " + c.key + " 2 algebraic moves read with the first player (Black) at the bottom, a1 being square 4"},
				{"hint", typed + "\n1. 22-18 11-15 *", "refused: game 1, line 1: move 1. 22-18: illegal move 22-18: the piece on 22 is White's, and Black is to move; that is a piece of White, and in English draughts Black moves first: if this is a game of Italian draughts, where White moves first, a GameType tag of 22 says so"},
			}
			for _, r := range records {
				if got := readRecord(t, r.text); !strings.HasPrefix(got, "refused: ") || strings.Contains(got, r.want) {
					t.Errorf("%s, before the game is in the table: got %q, want it refused otherwise than %q", r.name, got, r.want)
				}
			}
			g := imagine(t, c.key, c.gameType, c.name, c.names)
			games.AddGame(t, g)
			for _, r := range records {
				if got := readRecord(t, r.text); !strings.HasPrefix(got, r.want) {
					t.Errorf("%s: got %q, want %q…", r.name, got, r.want)
				}
			}
			for i, want := range pdntest.Games(g, 30, 9, 80) {
				text := games.PDN().FromGame(want.Game).String()
				if !strings.Contains(text, typed) || strings.Contains(text, "[Variant ") {
					t.Fatalf("game %d (%s): got\n%s\nwant %s and no Variant tag", i, want.Kind, text, typed)
				}
				parsed, err := pdn.ParseGames(text)
				if err != nil || len(parsed) != 1 {
					t.Fatalf("game %d: ParseGames: %d games, %v", i, len(parsed), err)
				}
				replayed, err := games.PDN().Replay(parsed[0])
				if err != nil {
					t.Fatalf("game %d: Replay: %v\n%s", i, err, text)
				}
				recorded, _, err := games.PDN().ReplayRecord(parsed[0], pdn.Source{})
				if err != nil {
					t.Fatalf("game %d: ReplayRecord: %v\n%s", i, err, text)
				}
				for how, got := range map[string]*checkers.Game{"Replay": replayed, "ReplayRecord": recorded} {
					if w := want.Game; got.Variant().Key() != c.key || got.Position() != w.Position() || got.Len() != w.Len() {
						t.Errorf("game %d, %s: got %s, %s after %d moves; want %s, %s after %d", i, how, got.Variant().Key(), got.Position(), got.Len(), c.key, w.Position(), w.Len())
					}
				}
			}
		})
	}
}

// TestRecordsEntries checks what the table says of records, so that a game
// added to it cannot make records ambiguous: one game at most is the
// default, no two games share a GameType, a game named in records has a
// name for messages, and a game whose records hold algebraic moves says how
// the turned board reads and which draughts such records may be.
func TestRecordsEntries(t *testing.T) {
	defaults, types := 0, map[int]string{}
	for _, g := range games.All() {
		r := g.Records
		if r == nil {
			continue
		}
		if r.Default {
			defaults++
		}
		if r.GameType != 0 {
			if other, ok := types[r.GameType]; ok {
				t.Errorf("%s: GameType %d is %s's too", g.Key(), r.GameType, other)
			}
			types[r.GameType] = g.Key()
		}
		if (r.GameType != 0 || len(r.Names) > 0) && r.Name == "" {
			t.Errorf("%s: GameType %d, names %q: got no Name, want the game's name in records", g.Key(), r.GameType, r.Names)
		}
		if r.Algebraic != nil && (r.Turned == "" || r.AlgebraicDraughts == "") {
			t.Errorf("%s: algebraic moves: got Turned %q, AlgebraicDraughts %q; want both", g.Key(), r.Turned, r.AlgebraicDraughts)
		}
	}
	if defaults > 1 {
		t.Errorf("got %d default games of records, want at most 1", defaults)
	}
}

// recordOf returns a record of one move (11-15) with the tags given.
func recordOf(t *testing.T, tags string) *pdn.GameRecord {
	t.Helper()
	parsed, err := pdn.ParseGames(tags + "\n1. 11-15 *\n")
	if err != nil || len(parsed) != 1 {
		t.Fatalf("ParseGames: %d games, %v", len(parsed), err)
	}
	return parsed[0]
}

// TestRecordVariantByName checks the game a record's Variant tag names,
// through the table's library: a name of a game of the table, a name of
// another draughts (refused, naming it), or neither.
func TestRecordVariantByName(t *testing.T) {
	for _, c := range []struct {
		tag, want, err string
	}{
		{"American checkers", "standard", ""},
		{"English Draughts", "standard", ""},
		{"Checkers", "standard", ""},
		{"American pool checkers", "pool", ""},
		{"Pool checkers", "pool", ""},
		{"pool", "pool", ""},
		{"Russian draughts", "russian", ""},
		{"Brazilian draughts", "brazilian", ""},
		{"Italian draughts", "italian", ""},
		{"Canadian draughts", "", "another draughts"},
		{"chess", "", `unknown variant "chess"`},
	} {
		v, err := games.PDN().RecordVariant(recordOf(t, `[Variant "`+c.tag+`"]`))
		got := ""
		if v != nil {
			got = v.Key()
		}
		if got != c.want || (c.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("RecordVariant(Variant %q) = %q, %v; want %q and an error containing %q", c.tag, got, err, c.want, c.err)
		}
	}
}

// TestVariantOfGameType checks the game a record's GameType tag names,
// and the names of other draughts' GameTypes in the refusal.
func TestVariantOfGameType(t *testing.T) {
	for _, c := range []struct{ tags, want, err string }{
		{`[GameType "21"]`, "standard", ""},
		{`[GameType "21,B,8,8,N1,0"]`, "standard", ""},
		{``, "standard", ""},
		{`[GameType "20"]`, "international", ""},
		{`[GameType "31"]`, "", "Thai draughts"},
		{`[GameType "25"]`, "russian", ""},
		{`[GameType "26"]`, "brazilian", ""},
		{`[GameType "26,W,8,8,A0,0"]`, "brazilian", ""},
		{`[GameType "22,W,8,8,N2,1"]`, "italian", ""},
		{`[GameType "23"]`, "pool", ""},
		{`[GameType "23,B,8,8,N1,0"]`, "pool", ""},
		{`[GameType "27"]`, "", "Canadian draughts"},
		{`[GameType "021"]`, "", "KingMe does not play it"},
		{`[GameType "99"]`, "", "KingMe does not play it"},
	} {
		v, err := games.PDN().RecordVariant(recordOf(t, c.tags))
		got := ""
		if v != nil {
			got = v.Key()
		}
		if got != c.want || (c.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("RecordVariant(%s) = %q, %v; want %q and an error containing %q", c.tags, got, err, c.want, c.err)
		}
	}
	for _, c := range []struct {
		n    int
		want string
	}{{27, "12×12 Canadian draughts"}, {26, ""}, {22, ""}, {23, ""}, {25, ""}, {21, ""}, {99, ""}} {
		if got, _ := games.PDN().OtherGameType(c.n); got != c.want {
			t.Errorf("OtherGameType(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
