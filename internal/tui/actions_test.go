package tui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// TestCompletion checks Tab: to the longest text the matching moves share,
// then through them one by one, both ways.
func TestCompletion(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	steps := []struct {
		keys  []string
		input string
	}{
		{[]string{"1", "1"}, "11"},
		{[]string{"tab"}, "11-1"},
		{[]string{"tab"}, "11-15"},
		{[]string{"tab"}, "11-16"},
		{[]string{"tab"}, "11-15"},
		{[]string{"shift+tab"}, "11-16"},
		{[]string{"backspace"}, "11-1"},
		{[]string{"6", "tab"}, "11-16"},
		{[]string{"esc"}, ""},
		{[]string{"9", "tab"}, "9-1"},
	}
	for _, s := range steps {
		press(t, m, s.keys...)
		if m.input != s.input {
			t.Fatalf("after %v, got entry %q, want %q", s.keys, m.input, s.input)
		}
	}
	mustContain(t, m, "Tab: 9-13 9-14")
	typeKeys(t, m, "7")
	press(t, m, "tab")
	if !m.isError || !strings.Contains(m.message, `No legal move starts with "9-17"`) {
		t.Errorf("got message %q, want no legal move starting with 9-17", m.message)
	}
}

// TestHint checks that t searches for a hint, shows it on the board and in
// the entry, and that Enter plays it.
func TestHint(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	cmd := pressOnly(m, "t")
	mustContain(t, m, "looking for a hint")
	run(t, m, cmd)
	if m.hint == nil || m.input != m.hint.Text {
		t.Fatalf("got hint %v and entry %q, want the hint in the entry", m.hint, m.input)
	}
	mustContain(t, m, "Hint: "+m.hint.Text)
	hint := m.hint.Text
	press(t, m, "enter")
	if got := moveTexts(m); len(got) != 2 || got[0] != hint {
		t.Fatalf("got moves %v, want the hint %s and the computer's answer", got, hint)
	}
}

// TestUndo checks that u takes back the person's move and the computer's
// answer, or only the person's while the computer thinks.
func TestUndo(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	press(t, m, "u")
	if !m.isError || !strings.Contains(m.message, "Nothing to take back") {
		t.Errorf("undo at the start: got message %q", m.message)
	}
	typeKeys(t, m, "11-15")
	press(t, m, "enter")
	typeKeys(t, m, m.moves[0].Text)
	press(t, m, "enter")
	if got := m.Game().Len(); got != 4 {
		t.Fatalf("got %d moves, want 4", got)
	}
	press(t, m, "u")
	if got, want := moveTexts(m), []string{"11-15", moveTexts(m)[1]}; len(got) != 2 || !slices.Equal(got, want) {
		t.Fatalf("after u, got moves %v, want the first two", got)
	}
	mustContain(t, m, "Took back 2 moves")

	// While the computer thinks: its search is dropped with the move.
	typeKeys(t, m, m.moves[0].Text)
	think := pressOnly(m, "enter")
	if m.search == nil {
		t.Fatal("the computer is not thinking after the person's move")
	}
	press(t, m, "u")
	if got := m.Game().Len(); got != 2 || m.search != nil {
		t.Fatalf("undo while thinking: got %d moves and search %v, want 2 and none", got, m.search)
	}
	run(t, m, think) // the cancelled search's answer comes late and is ignored
	if got := m.Game().Len(); got != 2 {
		t.Fatalf("a cancelled search's move was played: %v", moveTexts(m))
	}
	if m.game.Turn() != m.human {
		t.Errorf("got %v to move, want the person", m.game.Turn())
	}
}

// TestDrawOffer checks that the computer accepts a draw where it stands
// worse and declines it where it stands better.
func TestDrawOffer(t *testing.T) {
	tests := []struct {
		name, fen string
		accept    bool
	}{
		{"computer worse", "B:W32:BK1,K2,K3", true},
		{"computer better", "B:WK29,K30,K31:B1", false},
		{"even opening", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := newModel(t, game{variant: "standard", fen: tc.fen})
			press(t, m, "o")
			r := m.Game().Result()
			if got := r.Reason == checkers.Agreement; got != tc.accept {
				t.Fatalf("got result %v (message %q), want accepted %v", r, m.message, tc.accept)
			}
			if tc.accept {
				mustContain(t, m, "The computer accepts the draw", "Game over: draw (agreement)")
			} else {
				mustContain(t, m, "The computer declines the draw")
			}
		})
	}
}

// TestResign checks r: asked first, n keeps playing, y ends the game.
func TestResign(t *testing.T) {
	m := newModel(t, game{variant: "flying-kings"})
	press(t, m, "r")
	mustContain(t, m, "Resign this game? y/n")
	press(t, m, "n")
	if m.Game().Result().Over() {
		t.Fatal("n resigned the game")
	}
	press(t, m, "r", "y")
	r := m.Game().Result()
	if r.Reason != checkers.Resignation || r.Outcome != checkers.WinFor(m.human.Opponent()) {
		t.Fatalf("got %v, want the computer to win by resignation", r)
	}
	mustContain(t, m, "Game over: Red wins (resignation)")
	typeKeys(t, m, "22-18")
	press(t, m, "enter")
	if got := m.Game().Len(); got != 0 || !strings.Contains(m.message, "The game is over") {
		t.Errorf("a move after the end: got %d moves, message %q", got, m.message)
	}
	press(t, m, "u")
	if !strings.Contains(m.message, "cannot be taken back") {
		t.Errorf("undo after resigning: got message %q", m.message)
	}
}

// TestSave checks s, the write at the end of the game and the write on
// quitting: each file reads back as the game shown.
func TestSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.pdn")
	m := newModel(t, game{variant: "standard", fen: "B:W18,32:B14,1", save: path})
	press(t, m, "s")
	mustContain(t, m, "Saved to "+path)
	checkSaved(t, path, nil, "*")

	typeKeys(t, m, "14-17") // illegal: Black must take
	press(t, m, "enter")
	typeKeys(t, m, "14x23") // replaces the refused entry
	press(t, m, "enter")
	if got := moveTexts(m); len(got) != 2 || got[0] != "14x23" {
		t.Fatalf("after 14-17 refused, then 14x23: got moves %v, want 14x23 and the computer's answer", got)
	}
	press(t, m, "s")
	checkSaved(t, path, moveTexts(m), resultMarker(m))

	press(t, m, "q")
	if quit := run(t, m, pressOnly(m, "y")); !quit {
		t.Fatal("q y did not quit")
	}
	checkSaved(t, path, moveTexts(m), resultMarker(m))

	// The game ends with Black's capture of Red's last man: it is written.
	ended := filepath.Join(t.TempDir(), "ended.pdn")
	m = newModel(t, game{variant: "standard", fen: "B:W18:B14,1", save: ended})
	typeKeys(t, m, "14x23")
	press(t, m, "enter")
	if !m.Game().Result().Over() {
		t.Fatalf("after 14x23: got result %v, want the game over", m.Game().Result())
	}
	checkSaved(t, ended, []string{"14x23"}, "1-0")
}

// TestQuitSaves checks that quitting a game in progress asks first and
// writes the game to its file.
func TestQuitSaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.pdn")
	m := newModel(t, game{variant: "coast-to-coast", save: path})
	typeKeys(t, m, m.moves[0].Text)
	press(t, m, "enter", "q")
	mustContain(t, m, "Quit? y/n (the game will be saved to "+path+")")
	press(t, m, "n")
	if _, err := os.Stat(path); err == nil {
		t.Fatal("the game was written before quitting")
	}
	press(t, m, "q")
	if quit := run(t, m, pressOnly(m, "y")); !quit {
		t.Fatal("q y did not quit")
	}
	checkSaved(t, path, moveTexts(m), "*")
	if quit := run(t, m, pressOnly(m, "ctrl+c")); !quit {
		t.Fatal("Ctrl+C did not quit")
	}
}

// resultMarker returns the PDN marker of m's game.
func resultMarker(m *Model) string {
	r := m.Game().Result()
	switch {
	case !r.Over():
		return "*"
	case r.Outcome == checkers.Draw:
		return "1/2-1/2"
	case r.Outcome == checkers.WinFor(m.variant.Variant.Start().Turn()):
		return "1-0"
	}
	return "0-1"
}

// checkSaved reads the PDN file at path and checks its moves and result.
func checkSaved(t *testing.T, path string, moves []string, result string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := pdn.ParseGames(string(data))
	if err != nil || len(parsed) != 1 {
		t.Fatalf("reading %s: %v, %d games:\n%s", path, err, len(parsed), data)
	}
	g, err := games.PDN().Replay(parsed[0])
	if err != nil {
		t.Fatalf("replaying %s: %v", path, err)
	}
	var got []string
	for _, mv := range g.Played() {
		got = append(got, mv.String())
	}
	if !slices.Equal(got, moves) || parsed[0].Result != result {
		t.Errorf("%s holds moves %v, result %q; want %v, %q:\n%s", path, got, parsed[0].Result, moves, result, data)
	}
}

// TestRecordedResult checks a loaded game its file says is over: shown
// over, no move taken, saved with its result.
func TestRecordedResult(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.pdn")
	v := mustVariant(t, "standard")
	g := checkers.NewGame(v)
	for _, mv := range []string{"11-15", "23-19"} {
		if err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.End(checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Recorded}); err != nil {
		t.Fatal(err)
	}
	m, err := New(Config{Game: g, Human: checkers.Black, SavePath: path})
	if err != nil {
		t.Fatal(err)
	}
	run(t, m, m.Init())
	mustContain(t, m, "Game over: Red wins")
	typeKeys(t, m, "8-11")
	press(t, m, "enter")
	if g.Len() != 2 {
		t.Fatalf("a move was played in a finished game: %v", moveTexts(m))
	}
	press(t, m, "u")
	if g.Len() != 2 || !strings.Contains(m.message, "as the file records") {
		t.Errorf("u in a game over as recorded: got %d moves, message %q; want 2 and the refusal", g.Len(), m.message)
	}
	press(t, m, "s")
	checkSaved(t, path, []string{"11-15", "23-19"}, "0-1")
}

// TestUndoAfterWin checks that u does not reopen a game won on the board:
// a finished game stays finished.
func TestUndoAfterWin(t *testing.T) {
	m := newModel(t, game{variant: "standard", fen: "B:W15:B10"})
	typeKeys(t, m, "10x19")
	press(t, m, "enter")
	want := checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}
	if got := m.Game().Result(); got != want {
		t.Fatalf("after 10x19: got result %v, want %v", got, want)
	}
	press(t, m, "u")
	if got := m.Game().Result(); got != want || m.Game().Len() != 1 {
		t.Errorf("u after the win: got result %v after %d moves, want %v after 1", got, m.Game().Len(), want)
	}
	if !m.isError || !strings.Contains(m.message, "cannot be taken back") {
		t.Errorf("u after the win: got message %q, want the refusal", m.message)
	}
}

// TestPass checks that p passes in Coast-to-Coast when the person cannot
// move, and is refused otherwise.
func TestPass(t *testing.T) {
	m := newModel(t, game{variant: "coast-to-coast"})
	press(t, m, "p")
	if !m.isError || !strings.Contains(m.message, "You cannot pass") {
		t.Errorf("p with moves to make: got message %q", m.message)
	}
	// Red's only checker is boxed in at h1 by Black's.
	m = newModel(t, game{variant: "coast-to-coast", fen: "R:Rh1/0:Bf3,g2,h2,h3/0"})
	if len(m.moves) != 1 || !m.moves[0].Pass {
		t.Fatalf("the position has moves %v; want only a pass", m.moves)
	}
	mustContain(t, m, "p pass")
	press(t, m, "enter")
	mustContain(t, m, "press p to pass")
	press(t, m, "p")
	if got := moveTexts(m); len(got) == 0 || got[0] != "pass" {
		t.Fatalf("got moves %v, want a pass first", got)
	}
}

// TestWhyNoPick checks the reasons given when Enter picks a square no move
// starts from.
func TestWhyNoPick(t *testing.T) {
	tests := []struct {
		name, fen, square, want string
	}{
		{"empty square", "", "d4", "Choose one of your pieces that can move: 9, 10, 11 or 12."},
		{"blocked piece", "", "h8", "That piece cannot move: choose 9, 10, 11 or 12."},
		{"capture compulsory", "B:W18:B14,1", "b8", "You must take: move the piece on 14."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := newModel(t, game{variant: "standard", fen: tc.fen})
			pick(t, m, tc.square)
			if !m.isError || m.message != tc.want {
				t.Errorf("got message %q, want %q", m.message, tc.want)
			}
		})
	}
}

// TestUnknownKey checks that a key with no use says so.
func TestUnknownKey(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	press(t, m, "z")
	if !m.isError || !strings.Contains(m.message, "press ? for the keys") {
		t.Errorf("got message %q", m.message)
	}
}

func mustVariant(t *testing.T, key string) checkers.Variant {
	t.Helper()
	g := newModel(t, game{variant: key})
	return g.variant.Variant
}

// TestUndoThenMoveAtOnce takes a move back while the computer thinks and
// moves again at once: the cancelled search and the new one share the
// computer player and must not run at the same time (go test -race).
func TestUndoThenMoveAtOnce(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	typeKeys(t, m, "11-15")
	first := pressOnly(m, "enter")
	press(t, m, "u")
	typeKeys(t, m, "9-13")
	second := pressOnly(m, "enter")
	done := make(chan tea.Msg, 1)
	go func() { done <- drain(first) }()
	run(t, m, second)
	m.Update(<-done) // the cancelled search's answer, ignored
	if got := moveTexts(m); len(got) != 2 || got[0] != "9-13" {
		t.Fatalf("got moves %v, want 9-13 and the computer's answer", got)
	}
}

// drain runs a command that may be a batch and returns the first message
// that is not one.
func drain(cmd tea.Cmd) tea.Msg {
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if c != nil {
				return drain(c)
			}
		}
	}
	return msg
}

// TestSaveKeepsOtherGames checks that the games a save file held are kept
// before the game saved.
func TestSaveKeepsOtherGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pdn")
	before := "[Event \"earlier\"]\n1. 11-15 23-19 *\n\n"
	v := mustVariant(t, "standard")
	m, err := New(Config{Game: checkers.NewGame(v), Human: checkers.Black, SavePath: path, SavePrefix: before, MaxThink: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	typeKeys(t, m, "9-13")
	press(t, m, "enter", "s")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), before) {
		t.Fatalf("the earlier game was not kept:\n%s", data)
	}
	parsed, err := pdn.ParseGames(string(data))
	if err != nil || len(parsed) != 2 || parsed[1].Moves[0].Text != "9-13" {
		t.Fatalf("got %d games (%v), want the earlier one and this one:\n%s", len(parsed), err, data)
	}
}

// TestReportText: a hint says what the endgame databases know of the
// position when they know it (a win or loss they play, a draw), else the
// score in words.
func TestReportText(t *testing.T) {
	tests := []struct {
		name string
		r    engine.Report
		want string
	}{
		{"databases' win", engine.Report{Solved: true, Score: engine.KnownWin - 31, Endgame: &engine.Solution{Outcome: 1, Plies: 31}},
			"wins: the endgame databases say so, 31 plies to the next capture or man's move"},
		{"databases' loss", engine.Report{Solved: true, Score: -engine.KnownWin + 32, Endgame: &engine.Solution{Outcome: -1, Plies: 32}},
			"loses: the endgame databases say so, 32 plies to the next capture or man's move"},
		{"databases' draw", engine.Report{Endgame: &engine.Solution{}}, "a draw: the endgame databases say so"},
		{"a win too far for the no-progress rule, searched", engine.Report{Score: 5, Endgame: &engine.Solution{Outcome: 1, Plies: 90}}, "about even"},
		{"no databases", engine.Report{Score: 45}, "you stand better"},
	}
	for _, tt := range tests {
		if got := reportText(tt.r); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
