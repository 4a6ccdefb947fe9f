package pdn_test

import (
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// TestReplaySampleFile streams testdata/games.pdn game by game and replays
// each through the rules.
func TestReplaySampleFile(t *testing.T) {
	f, err := os.Open("testdata/games.pdn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := []struct {
		moves  int
		fen    string
		result checkers.Result
		marker string
	}{
		{48, "B:W13,17,18,21:B6,10,12,14,23,27", checkers.Result{}, "*"},
		{8, "B:W17,20,21,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,10,11,14,15,19", checkers.Result{}, "1-0"},
		{2, "W:W:BK14", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}, "1-0"},
	}
	r := pdn.NewReader(f)
	for i := 0; ; i++ {
		g, err := r.Next()
		if err == io.EOF {
			if i != len(want) {
				t.Fatalf("read %d games, want %d", i, len(want))
			}
			break
		}
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if i >= len(want) {
			t.Fatalf("more games than the %d expected", len(want))
		}
		game, err := games.PDN().Replay(g)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		w := want[i]
		if got := game.Len(); got != w.moves {
			t.Errorf("game %d: %d moves replayed, want %d", i+1, got, w.moves)
		}
		if got := game.Position().String(); got != w.fen {
			t.Errorf("game %d ends in %s, want %s", i+1, got, w.fen)
		}
		if got := game.Result(); got != w.result {
			t.Errorf("game %d: result %v, want %v", i+1, got, w.result)
		}
		if g.Result != w.marker {
			t.Errorf("game %d: marker %q, want %q", i+1, g.Result, w.marker)
		}
	}
}

func TestReplayErrors(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"illegal move", "1. 11-15 23-19 2. 11-16 *", "move 2. 11-16: illegal move 11-16: there is no piece on 11"},
		{"second player's move", "1. 11-15 24-18 *", "move 1... 24-18: illegal move 24-18"},
		{"bad FEN", "[FEN \"B:W33\"]\n1. 1-5 *", "FEN tag: bad FEN"},
		{"unknown game type", "[GameType \"31\"]\n1. c3-d4 *", `unsupported GameType "31"`},
		{"unknown variant", "[Variant \"chess\"]\n1. e4 *", `unknown variant "chess"`},
		{"moves after the end", "[FEN \"W:W18:B14,K5\"]\n1... 18x9 2. 5x14 14-10 *", "the game is over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			parsed, err := pdn.ParseGames(c.text)
			if err != nil || len(parsed) != 1 {
				t.Fatalf("ParseGames: %d games, %v", len(parsed), err)
			}
			_, err = games.PDN().Replay(parsed[0])
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Replay error = %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestVariantOfGameType(t *testing.T) {
	for _, gt := range []string{"", "21", "21,B,8,8,N1,0", " 21 "} {
		g := &pdn.GameRecord{}
		if gt != "" {
			g.SetTag("GameType", gt)
		}
		v, err := games.PDN().VariantOf(g)
		if err != nil || v.Key() != "standard" {
			t.Errorf("GameType %q: got %v, %v; want standard", gt, v, err)
		}
	}
}

func TestOutcomeOrientation(t *testing.T) {
	for _, c := range []struct {
		marker string
		want   checkers.Outcome
		err    bool
	}{
		{"1-0", checkers.BlackWins, false}, // the first player, Black in checkers
		{"2-0", checkers.BlackWins, false},
		{"0-1", checkers.RedWins, false},
		{"0-2", checkers.RedWins, false},
		{"1/2-1/2", checkers.Draw, false},
		{"1-1", checkers.Draw, false},
		{"*", checkers.Ongoing, true},
		{"3-0", checkers.Ongoing, true},
	} {
		got, err := pdn.Outcome(c.marker, checkers.Black)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("Outcome(%q) = %v, %v; want %v, error %v", c.marker, got, err, c.want, c.err)
		}
	}
	if _, err := pdn.Outcome("*", checkers.Black); !errors.Is(err, pdn.ErrNoResult) {
		t.Errorf("Outcome(*) error = %v, want ErrNoResult", err)
	}
}

// randomGame plays random legal moves from start until the game ends or
// plies moves are played.
func randomGame(rng *rand.Rand, start checkers.Position, plies int) *checkers.Game {
	return randomGameOf(standard.Variant{}, rng, start, plies)
}

// randomGameOf is randomGame for any variant.
func randomGameOf(v checkers.Variant, rng *rand.Rand, start checkers.Position, plies int) *checkers.Game {
	g := checkers.NewGameFrom(v, start)
	for range plies {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
	return g
}

// TestWriteThenReplayManyGames writes many random games as one PDN stream
// with FromGame and Writer, then reads them back game by game through a
// pipe (never the whole text at once) and replays each to the same moves,
// positions and result.
func TestWriteThenReplayManyGames(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	rng := rand.New(rand.NewPCG(7, 8))
	setUp, err := standard.ParseFEN("W:W18,22,K27,28:B9,14,K5,11")
	if err != nil {
		t.Fatal(err)
	}
	played := make([]*checkers.Game, n)
	for i := range played {
		start := checkers.Position(standard.Start())
		if i%5 == 4 {
			start = setUp
		}
		played[i] = randomGame(rng, start, 20+rng.IntN(150))
	}
	pr, pw := io.Pipe()
	go func() {
		w := pdn.NewWriter(pw)
		for i, g := range played {
			if err := w.Write(games.PDN().FromGame(g, pdn.Tag{Name: "Round", Value: string(rune('0' + i%10))})); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.Close()
	}()
	r := pdn.NewReader(pr)
	for i := 0; ; i++ {
		pg, err := r.Next()
		if err == io.EOF {
			if i != n {
				t.Fatalf("read %d games, want %d", i, n)
			}
			return
		}
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		got, err := games.PDN().Replay(pg)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i+1, err, pg)
		}
		want := played[i]
		if got.Position() != want.Position() || got.Len() != want.Len() || got.Result() != want.Result() {
			t.Fatalf("game %d: replayed to %s after %d moves (%v), want %s after %d (%v)",
				i+1, got.Position(), got.Len(), got.Result(), want.Position(), want.Len(), want.Result())
		}
		if got.Start() != want.Start() {
			t.Fatalf("game %d: starts from %s, want %s", i+1, got.Start(), want.Start())
		}
		if outcome, err := pdn.Outcome(pg.Result, checkers.Black); want.Result().Over() && (err != nil || outcome != want.Result().Outcome) {
			t.Fatalf("game %d: marker %q for result %v", i+1, pg.Result, want.Result())
		}
	}
}

func TestFromGameTags(t *testing.T) {
	setUp, _ := standard.ParseFEN("W:W18:B14,K5")
	g := checkers.NewGameFrom(standard.Variant{}, setUp)
	for _, m := range []string{"18x9", "5x14"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	text := games.PDN().FromGame(g, pdn.Tag{Name: "Event", Value: "Test"}, pdn.Tag{Name: "Black", Value: "B"}).String()
	for _, want := range []string{
		`[Event "Test"]`, `[Black "B"]`, `[Result "1-0"]`, `[GameType "21"]`, `[SetUp "1"]`,
		`[FEN "W:W18:B14,K5"]`, "1... 18x9 2. 5x14 1-0",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("PDN lacks %q:\n%s", want, text)
		}
	}
	if plain := games.PDN().FromGame(checkers.NewGame(standard.Variant{})).String(); strings.Contains(plain, "FEN") {
		t.Errorf("a game from the start position has a FEN tag:\n%s", plain)
	}
}

// TestOtherVariantsRoundTrip writes games of the variants PDN has no
// GameType for, with KingMe's Variant tag, and replays them.
func TestOtherVariantsRoundTrip(t *testing.T) {
	for _, c := range []struct {
		v     checkers.Variant
		setUp string
	}{
		{stackem.Variant{}, "B 6:rrB 10:r 11:rb 15:br 18:r 19:bR 22:b 27:rrb"},
		{coast.Variant{}, "B:Rg7,h6,g8,f7/6:Bb2,a2,b1,c1,a3,b3/6"},
		{flyingkings.Variant{}, "R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12"},
		{flyingkings.Variant{}, "B:RF18,F23,F30,P26,G21:BF3,F10,F15,P6,G12"},
	} {
		t.Run(c.v.Key(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, 12))
			setUp, err := c.v.ParsePosition(c.setUp)
			if err != nil {
				t.Fatal(err)
			}
			for i := range 60 {
				start := c.v.Start()
				if i%2 == 1 {
					start = setUp
				}
				want := randomGameOf(c.v, rng, start, 10+rng.IntN(120))
				text := games.PDN().FromGame(want).String()
				if !strings.Contains(text, `[Variant "`+c.v.Key()+`"]`) || strings.Contains(text, "GameType") {
					t.Fatalf("game %d: want a Variant tag and no GameType:\n%s", i, text)
				}
				parsed, err := pdn.ParseGames(text)
				if err != nil || len(parsed) != 1 {
					t.Fatalf("game %d: ParseGames: %d games, %v", i, len(parsed), err)
				}
				got, err := games.PDN().Replay(parsed[0])
				if err != nil {
					t.Fatalf("game %d: %v\n%s", i, err, text)
				}
				if got.Position() != want.Position() || got.Len() != want.Len() || got.Result() != want.Result() {
					t.Fatalf("game %d: replayed to %s, want %s", i, got.Position(), want.Position())
				}
			}
		})
	}
}
