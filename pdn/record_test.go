package pdn_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
)

// record is what ReplayRecord made of one game.
type record struct {
	game  *checkers.Game
	notes []pdn.Note
	err   error
	src   pdn.Source
}

// replayAll reads every game of in and replays it as a record; a syntax
// error counts as a refused game.
func replayAll(t *testing.T, in io.Reader) []record {
	t.Helper()
	r := pdn.NewReader(in)
	var out []record
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		var se *pdn.SyntaxError
		if errors.As(err, &se) {
			out = append(out, record{err: err, src: r.Source()})
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		game, notes, err := games.PDN().ReplayRecord(g, r.Source())
		out = append(out, record{game: game, notes: notes, err: err, src: r.Source()})
	}
}

// TestInternationalRecord: a game of international draughts from a real
// collection, its moves written in fixed columns ("1- 6", "47x 9"),
// replays whole: 105 plies, a win for White, the last move 4x1.
func TestInternationalRecord(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "records", "dutch96h.pdn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs := replayAll(t, f)
	if len(recs) != 1 || recs[0].err != nil {
		t.Fatalf("got %d records, the first %v", len(recs), recs[0].summary())
	}
	g := recs[0].game
	last, _ := g.LastMove()
	if got, want := fmt.Sprintf("%s %d %v %s", g.Variant().Key(), g.Len(), g.Result().Outcome, last), "international 105 Red wins 4x1"; got != want {
		t.Errorf("got %q, want %q (game, plies, winner, last move)", got, want)
	}
}

// summary renders a record as "ok: note | note" or "refused: reason".
func (rec record) summary() string {
	if rec.err != nil {
		return "refused: " + rec.err.Error()
	}
	var parts []string
	for _, n := range rec.notes {
		parts = append(parts, n.String())
	}
	return "ok: " + strings.Join(parts, " | ")
}

// TestReplayRecordExtracts replays the extracts of real collections in
// testdata/records (their sources are in its README).
func TestReplayRecordExtracts(t *testing.T) {
	tests := []struct {
		file string
		want []string // per game, substrings of its summary
	}{
		{"tinsley.pdn", []string{
			"ok: game 1, line 16: the game was drawn by the rules (draw (threefold repetition)) before move 60... 19x24; the record plays on",
			`ok: game 2, line 28: comment "Whiteoversteppedthetimecontrolonthismove." glued to move 26-22 read as a comment`,
		}},
		{"tricks.pdn", []string{
			"ok: game 1, line 9: move 19. 10x26 could be 10x17x26 or 10x19x26, which leave different positions: read as 10x17x26",
			"ok: game 2, line 19: move 11... 32x7 could be 32x23x14x7 or 32x23x16x7, which leave different positions: read as 32x23x14x7, which the rest of the game fits",
		}},
		{"oldbury3.pdn", []string{`ok: game 1, line 13: move 6... 22-17*: the suffix "*" dropped`}},
		{"playstrategy.pdn", []string{
			"ok: game 1, line 1: algebraic moves read with the first player (Black) at the bottom",
			"moves 57... e1xc3 to 58. c3xe5 are one jump written hop by hop: read as 2x11x18",
		}},
		{"kingsrow.pdn", []string{"ok: game 1, line 17: the result 1-0 says Black won", "read as a win for White"}},
		{"lpc.pdn", []string{"refused: game 1, line 1: FEN tag: bad FEN", "Black man on 30 stands on its crowning row"}},
		{"bridges.pdn", []string{`refused: game 1, line 1: FEN tag: "W::." places no piece on the board`}},
		// International draughts (GameType 20): refused before the game
		// was added, read since.
		{"dutch96h.pdn", []string{"ok: "}},
		{"campionato.pdn", []string{"refused: game 1, line 8: move 1. 21-17:", "in English draughts Black moves first: if this is a game of Italian draughts, where White moves first, a GameType tag of 22 says so"}},
		// Russian draughts games without GameType tags: read as the one
		// game of the library whose rules replay their algebraic moves
		// (before Russian draughts was added: refused as another draughts).
		{"abatsiev.pdn", []string{"ok: game 1, line 1: no GameType or Variant tag says which game this is, and its moves are algebraic: read as Russian draughts (GameType 25), whose rules replay every move"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", "records", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			recs := replayAll(t, f)
			var all []string
			for _, rec := range recs {
				all = append(all, rec.summary())
			}
			got := strings.Join(all, "\n")
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("got\n%s\nwant it to contain\n%s", got, w)
				}
			}
		})
	}
}

// TestReplayRecordPlaysOn checks that the record goes on where Replay
// stops: past a threefold repetition.
func TestReplayRecordPlaysOn(t *testing.T) {
	in := `[FEN "B:WK29:BK4"]
1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 29-25 1/2-1/2`
	g := mustParse(t, in)
	if _, err := games.PDN().Replay(g); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("Replay: got error %v, want the game is over", err)
	}
	game, notes, err := games.PDN().ReplayRecord(g, pdn.Source{Number: 3, Line: 1, MoveLines: []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := game.Len(), 10; got != want {
		t.Errorf("got %d moves played, want %d", got, want)
	}
	want := "game 3, line 2: the game was drawn by the rules (draw (threefold repetition)) before move 5. 4-8; the record plays on"
	if len(notes) != 1 || notes[0].String() != want {
		t.Errorf("got notes %v, want [%s]", notes, want)
	}
	if got, want := game.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("got result %v, want %v", got, want)
	}
}

func mustParse(t *testing.T, in string) *pdn.GameRecord {
	t.Helper()
	games, err := pdn.ParseGames(in)
	if err != nil || len(games) != 1 {
		t.Fatalf("ParseGames: %d games, error %v", len(games), err)
	}
	return games[0]
}

// TestReplayRecordCases replays hand-made games: what they read as, the
// notes and the refusals.
func TestReplayRecordCases(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // the summary, with the moves played after "moves "
	}{
		{"annotations", "1. 11-15! 23-19?! 2. 8-11!? 22-17?? *", "ok:  moves 4"},
		{"suffix star", "1. 11-15* 23-19 *", `ok: move 1. 11-15*: the suffix "*" dropped moves 2`},
		{"colon move", "1. 11:15 23:19 *", "ok: move 1. 11:15 read as 11-15 | move 1... 23:19 read as 23-19 moves 2"},
		{"glued comment", "1. 11-15 23-19Blackresigns. 0-1", `ok: comment "Blackresigns." glued to move 23-19 read as a comment moves 2`},
		{"short capture, the next move tells", `[FEN "B:W14,15,22,23:B10"]` + "\n1. 10x26 22-18 *",
			"ok: move 1. 10x26 could be 10x17x26 or 10x19x26, which leave different positions: read as 10x19x26, which the rest of the game fits moves 2"},
		{"short capture, nothing tells", `[FEN "B:W14,15,22,23:B10"]` + "\n1. 10x26 *",
			"ok: move 1. 10x26 could be 10x17x26 or 10x19x26, which leave different positions: read as 10x17x26, which the rest of the game fits (as another route does: the first is taken) moves 1"},
		{"short capture, no route fits the next", `[FEN "B:W14,15,22,23:B10"]` + "\n1. 10x26 30-26 *",
			"refused: move 1... 30-26: illegal move 30-26: there is no piece on 30"},
		{"glued letters", "1. 11-15 23-19Resigns *", `ok: move 1... 23-19Resigns: the comment "Resigns" glued to it dropped moves 2`},
		{"fen counters and spaces", `[FEN "B:W21, 22,K23:B1, 2:H0:F1"]` + "\n1. 1-5 *",
			`ok: FEN tag "B:W21, 22,K23:B1, 2:H0:F1" read as "B:W21,22,K23:B1,2": spaces removed, the counter "H0" dropped, the counter "F1" dropped moves 1`},
		{"fen empty section", `[FEN "B:W21::B1"]` + "\n1. 1-5 *", `ok: FEN tag "B:W21::B1" read as "B:W21:B1": an empty section dropped moves 1`},
		{"fen empty sections", `[FEN "B:W21:::B1"]` + "\n1. 1-5 *", `ok: FEN tag "B:W21:::B1" read as "B:W21:B1": 2 empty sections dropped moves 1`},
		{"fen empty side", `[FEN "W:W21:B"]` + "\n*", "ok:  moves 0"},
		{"fen man on crowning row", `[FEN "B:W1,21:B5"]` + "\n1. 5-9 *", "refused: FEN tag: bad FEN \"B:W1,21:B5\": White man on 1 stands on its crowning row, where it would have been crowned (write a king K)"},
		{"fen no pieces", `[FEN "B::"]` + "\n*", `refused: FEN tag: "B::" places no piece on the board`},
		{"stackem fen with its spaces", `[Variant "stackem"]` + "\n" + `[FEN "R 9:rrB 14:b 22:R"]` + "\n1. 22-17 *", "ok:  moves 1"},
		{"stackem fen, one stack", `[Variant "stackem"]` + "\n" + `[FEN "R 9:rrB"]` + "\n*", "ok:  moves 0"},
		{"coast fen, standard's leniency is standard's", `[Variant "coast-to-coast"]` + "\n" + `[FEN "B:Rb2/0::Bg7/0"]` + "\n*", `refused: FEN tag: bad position "B:Rb2/0::Bg7/0": empty section between colons`},
		{"variant american checkers", `[Variant "American checkers"]` + "\n1. 11-15 *", "ok:  moves 1"},
		{"variant american/english", `[Variant "American/English"]` + "\n1. 11-15 *", "ok:  moves 1"},
		{"variant english draughts", `[Variant "English draughts"]` + "\n1. 11-15 *", "ok:  moves 1"},
		{"variant kingme key", `[Variant "standard"]` + "\n1. 11-15 *", "ok:  moves 1"},
		{"variant russian", `[Variant "Russian draughts"]` + "\n1. c3-d4 *", "ok:  moves 1"},
		{"variant brazilian", `[Variant "Brazilian draughts"]` + "\n1. c3-d4 *", "ok:  moves 1"},
		{"variant italian", `[Variant "Italian draughts"]` + "\n1. 23-19 10-14 2. 19x10 *", "ok:  moves 3"},
		{"gametype 22", `[GameType "22,W,8,8,N2,1"]` + "\n1. 23-19 10-14 2. 19x10 *", "ok:  moves 3"},
		{"variant canadian", `[Variant "Canadian draughts"]` + "\n1. c3-d4 *", `refused: the Variant tag "Canadian draughts" names another draughts than ` + pdntest.PlayedNames() + `: KingMe does not play it`},
		{"variant pool", `[Variant "American pool checkers"]` + "\n1. 11-15 23-19 *", "ok:  moves 2"},
		{"gametype 23", `[GameType "23,B,8,8,N1,0"]` + "\n" + `[FEN "B:W14,32:B18"]` + "\n1. 18x9 *", "ok:  moves 1"},
		{"gametype long form", `[GameType "21,B,8,8,N1,0"]` + "\n1. 11-15 *", "ok:  moves 1"},
		{"gametype 20", `[GameType "20"]` + "\n1. 32-28 *", "ok:  moves 1"},
		{"gametype 40", `[GameType "40"]` + "\n1. 32-28 19-23 2. 28x19 14x23 *", "ok:  moves 4"},
		{"gametype 31", `[GameType "31"]` + "\n1. c3-d4 *", "refused: GameType 31 is Thai draughts, not " + pdntest.PlayedGameTypes() + ": KingMe does not play it"},
		{"gametype 25", `[GameType "25,W,8,8,A0,0"]` + "\n1. c3-d4 *", "ok:  moves 1"},
		{"gametype 99", `[GameType "99"]` + "\n*", "refused: GameType 99 is not " + pdntest.PlayedGameTypes() + ": KingMe does not play it"},
		{"10x10 squares", "1. 32-28 19-23 2. 28x19 14x23 3. 37-32 *", `refused: move 3. 37-32: square 37 is beyond the 32 squares of English draughts: a game of International draughts? Its records say [GameType "20"]`},
		{"algebraic kingme squares", `[GameType "21"]` + "\n1. f6-e5 c3-d4 *", "ok:  moves 2"},
		{"algebraic first player at the bottom", `[Variant "American checkers"]` + "\n1. c3-d4 f6-e5 *", "ok: algebraic moves read with the first player (Black) at the bottom, a1 being square 4, as sites such as playstrategy.org export them moves 2"},
		{"algebraic without a tag", "1. c3-d4 f6-g5 *", "ok: no GameType or Variant tag says which game this is, and its moves are algebraic: read as Russian draughts (GameType 25)"},
		{"algebraic without a tag, no game's", "1. c3-d4 f6-g5 2. d4-d5 *", "refused: the moves are algebraic (c3-d4) and no GameType or Variant tag says the game is English draughts"},
		{"algebraic flying king", `[GameType "21"]` + "\n1. c3-d4 f6-g5 2. b2-c3 g5-h4 3. c3-b4 g7-f6 4. d4-c5 b6xd4 5. e3xc5 c7-b6 6. d2-e3 b6xd4 7. e3xc5 d8-c7 8. b4-a5 d6xb4 9. a5xc3 *",
			"refused: move 9. a5xc3: illegal move 20x11: a man jumps only forward; only a king jumps backward; the moves are algebraic: if this is a game of another draughts (Turkish or Czech draughts), KingMe does not play it"},
		{"a win recorded on a repetition", `[FEN "B:WK29:BK4"]` + "\n1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 1-0",
			"ok: the result 1-0 says Black won, but the final position is a draw (threefold repetition): the draw stands moves 8 result draw (threefold repetition)"},
		{"white first", "1. 22-18 11-15 *", "refused: move 1. 22-18: illegal move 22-18: the piece on 22 is White's, and Black is to move; that is a piece of White, and in English draughts Black moves first: if this is a game of Italian draughts, where White moves first, a GameType tag of 22 says so"},
		{"stackem names red red", `[Variant "stackem"]` + "\n" + `[FEN "B 22:r 9:b"]` + "\n1. 22-18 *", "refused: move 1. 22-18: illegal move 22-18: the stack on 22 is controlled by Red, and Black is to move"},
		{"illegal move", "1. 11-19 *", "refused: move 1. 11-19: illegal move 11-19: 19 is not a diagonal neighbour of 11; a man moves one square diagonally forward"},
		{"result from the tag", `[Result "1-0"]` + "\n1. 11-15 *", "ok:  moves 1 result Black wins (as recorded)"},
		{"result as the board", `[FEN "B:W18:B14"]` + "\n1. 14x23 1-0", "ok:  moves 1 result Black wins (all pieces captured)"},
		{"comment agrees with the result", "1. 11-15 23-19 {White wins} 0-1", "ok:  moves 2 result Red wins (as recorded)"},
		{"comment shows the other convention", "1. 11-15 23-19 {White wins.} 1-0",
			"ok: the result 1-0 says Black won (the left score is the first player's, as PDN 2.0 writes it), but the comment {White wins.} says White won: the file writes the other convention (the left score is White's); read as a win for White moves 2 result Red wins (as recorded)"},
		{"result in a comment", "1. 11-15 23-19 {1/2-1/2}", "ok: the result 1/2-1/2 is written in a comment {1/2-1/2} at the end of the game, where PDN writes the result without braces: read as the result moves 2 result draw (as recorded)"},
		{"result in a comment, then *", "1. 11-15 23-19 { 1-0 } *", "ok: the result 1-0 is written in a comment {1-0} at the end of the game, where PDN writes the result without braces: read as the result moves 2 result Black wins (as recorded)"},
		{"result in a comment, another marker", "1. 11-15 23-19 {0-1} 1/2-1/2", "ok: the comment {0-1} at the end of the game is the result 0-1, which is not the game's result 1/2-1/2: 1/2-1/2 stands moves 2 result draw (as recorded)"},
		{"result in a comment, the same marker", "1. 11-15 23-19 {1/2-1/2} 1/2-1/2", "ok:  moves 2 result draw (as recorded)"},
		{"result in a comment, no move", "{1-0} *", "ok: the result 1-0 is written in a comment {1-0} at the end of the game, where PDN writes the result without braces: read as the result moves 0 result Black wins (as recorded)"},
		{"a comment that is not a result", "1. 11-15 23-19 {0-0, then 1-0} *", "ok:  moves 2 result ongoing"},
		{"red is left alone", "1. 11-15 23-19 {Red wins} 1-0", "ok:  moves 2 result Black wins (as recorded)"},
		{"result the other convention", `[FEN "B:W18:B14"]` + "\n1. 14x23 0-1",
			"ok: the result 0-1 says White won (the left score is the first player's, as PDN 2.0 writes it), but the final position is a win for Black: the file writes the other convention (the left score is White's); read as a win for Black moves 1 result Black wins (all pieces captured)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := pdn.NewReader(strings.NewReader(tt.in))
			g, err := r.Next()
			if err != nil {
				t.Fatal(err)
			}
			// Only the notes' messages: no game number or line.
			src := pdn.Source{}
			for _, n := range r.Source().Notes {
				src.Notes = append(src.Notes, pdn.Note{Msg: n.Msg})
			}
			game, notes, err := games.PDN().ReplayRecord(g, src)
			got := record{game: game, notes: notes, err: err}.summary()
			if err == nil {
				got += " moves " + itoa(game.Len())
				if strings.Contains(tt.want, " result ") {
					got += " result " + game.Result().String()
				}
			} else {
				var re *pdn.RecordError
				if !errors.As(err, &re) {
					t.Errorf("error %T, want *pdn.RecordError", err)
				}
			}
			if !strings.HasPrefix(got, tt.want) {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestReaderSource checks the game numbers and lines the reader gives,
// syntax errors counted.
func TestReaderSource(t *testing.T) {
	in := "[Event \"a\"]\n1. 11-15\n23-19 *\n\n[Event \"b\"]\n1. 11-15 # *\n\n[Event \"c\"]\n\n1. 9-13 1-0\n"
	r := pdn.NewReader(strings.NewReader(in))
	var got []string
	for {
		_, err := r.Next()
		if err == io.EOF {
			break
		}
		s := r.Source()
		got = append(got, itoa(s.Number)+"@"+itoa(s.Line)+" moves "+strings.Trim(strings.Join(strings.Fields(strings.Trim(fmtInts(s.MoveLines), "[]")), ","), ","))
	}
	want := "1@1 moves 2,3|2@5 moves 6|3@8 moves 10"
	if g := strings.Join(got, "|"); g != want {
		t.Errorf("got  %s\nwant %s", g, want)
	}
}

func fmtInts(ns []int) string {
	var parts []string
	for _, n := range ns {
		parts = append(parts, itoa(n))
	}
	return strings.Join(parts, " ")
}

// FuzzReplayRecord reads arbitrary input and replays every game as a
// record: it must not panic, a refusal is a *RecordError, and a game it
// reads has as many moves as the record.
func FuzzReplayRecord(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*.pdn"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err == nil {
			f.Add(string(b))
		}
	}
	f.Add("1. 11:15 23-19Whiteresigns. 2. 8-11* 0-1")
	f.Add(`[FEN "B:W21, 22:B1:H0:F1"]` + "\n1. 1-5 *")
	f.Add(`[Variant "stackem"] [FEN "R 9:rrB 14:b 22:R"]` + "\n1. 22-17 {1/2-1/2}")
	f.Add("1. 22-18 11-15 {1-0} *")
	f.Add(`[Variant "American pool checkers"]` + "\n1. c3-d4 *")
	f.Add(`[GameType "25,W,8,8,A0,0"] [Variant "Russian draughts"]` + "\n1. c3-d4 f6-e5 2. d4:f6 *")
	f.Fuzz(func(t *testing.T, in string) {
		r := pdn.NewReader(strings.NewReader(in))
		r.LimitMoves(200)
		for {
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			game, _, err := games.PDN().ReplayRecord(g, r.Source())
			if err != nil {
				var re *pdn.RecordError
				if !errors.As(err, &re) {
					t.Fatalf("error %T %v, want *pdn.RecordError", err, err)
				}
				continue
			}
			if game.Len() > len(g.Moves) {
				t.Fatalf("played %d moves of a record of %d", game.Len(), len(g.Moves))
			}
		}
	})
}

// TestGluedComments checks which words read as a move with a comment glued
// to it, and which stay errors.
func TestGluedComments(t *testing.T) {
	tests := []struct{ in, want string }{
		{"1. 11-15 23-19Whiteresigns. 1-0", `moves[1.11-15 1...23-19{Whiteresigns.}] note[comment "Whiteresigns." glued to move 23-19 read as a comment]`},
		// Words that are move tokens stay moves for the reader; ReplayRecord
		// reads them.
		{"1. 11-15 23-19Ab *", `moves[1.11-15 1...23-19Ab] note[]`},
		{"1. 15x24x31Time *", `moves[1.15x24x31Time] note[]`},
		{"1. 11-15 23-19. *", `error: pdn: line 1, column 10: invalid move "23-19."`},
		{"1. 10x15xyz. *", `error: pdn: line 1, column 4: invalid move "10x15xyz."`},
		{"1. 11-15A. *", `error: pdn: line 1, column 4: invalid move "11-15A."`},
		{"1. c3-d4Ab. *", `error: pdn: line 1, column 4: invalid move "c3-d4Ab."`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := pdn.NewReader(strings.NewReader(tt.in))
			g, err := r.Next()
			var got string
			if err != nil {
				got = "error: " + err.Error()
			} else {
				var notes []string
				for _, n := range r.Source().Notes {
					notes = append(notes, n.Msg)
				}
				got = "moves[" + dumpLine(g.Moves) + "] note[" + strings.Join(notes, "|") + "]"
			}
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}
