package match_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/match"
	"github.com/kingme/kingme/pdn"
)

// pdnOf returns the PDN text of games of the match c.
func pdnOf(t *testing.T, c match.Config, games []match.PlayedGame) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.WritePDN(&buf, games, time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestResume stops a match after some games, reads them back and goes on:
// only the other rounds are played, and the result counts them all.
func TestResume(t *testing.T) {
	c := tinyConfig(4)
	var ended []match.PlayedGame
	c.GameDone = func(g match.PlayedGame) { ended = append(ended, g) }
	whole, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if len(ended) != 4 {
		t.Fatalf("GameDone: got %d calls, want 4", len(ended))
	}
	// As if the match had stopped after rounds 1 and 3.
	text := pdnOf(t, c, []match.PlayedGame{whole.Games[2], whole.Games[0]})
	played, err := c.ReadPlayed(strings.NewReader(text))
	if err != nil {
		t.Fatalf("ReadPlayed: %v", err)
	}
	if len(played) != 2 || played[0].Round != 3 || played[1].Round != 1 {
		t.Fatalf("ReadPlayed: got %d games, want rounds 3 and 1", len(played))
	}
	for i, g := range played {
		want := whole.Games[g.Round-1]
		if g.Score != want.Score || g.AColor != want.AColor || g.Record.Len() != want.Record.Len() || g.Opening.Label() != want.Opening.Label() {
			t.Errorf("game %d read back: got round %d score %g, %v, %d plies; want score %g, %v, %d plies",
				i+1, g.Round, g.Score, g.AColor, g.Record.Len(), want.Score, want.AColor, want.Record.Len())
		}
	}
	c.Played = played
	ended = nil
	progress := 0
	c.Progress = func(done int, _ match.Tally) { progress = done }
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	var rounds []int
	for _, g := range ended {
		rounds = append(rounds, g.Round)
	}
	if len(rounds) != 2 || rounds[0]+rounds[1] != 2+4 {
		t.Errorf("rounds played on resuming: got %v, want 2 and 4", rounds)
	}
	if len(res.Games) != 4 || res.Tally.Games() != 4 || progress != 4 || res.Pairs.Pairs() != 2 {
		t.Errorf("resumed match: got %d games, tally %v, progress %d, %d pairs; want 4, 4 games, 4, 2",
			len(res.Games), res.Tally, progress, res.Pairs.Pairs())
	}
	for i, g := range res.Games {
		if g.Round != i+1 {
			t.Errorf("game %d of the result: got round %d, want %d", i+1, g.Round, i+1)
		}
	}
}

// TestResumeDecided checks that a test already decided by the games read
// back plays no more.
func TestResumeDecided(t *testing.T) {
	c := tinyConfig(8)
	c.A.Depth = 5
	first, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	// Depth 5 wins every game against depth 1 here: four pairs of 2
	// points, an LLR of about 2.1 for 300 Elo over 0, past the bound of
	// log(0.7/0.3) = 0.85.
	c.SPRT = &match.SPRT{Elo0: 0, Elo1: 300, Alpha: 0.3, Beta: 0.3}
	c.Played = first.Games
	played := 0
	c.GameDone = func(match.PlayedGame) { played++ }
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != match.AcceptH1 || played != 0 {
		t.Errorf("got verdict %v after %d more games (tally %v), want H1 accepted with none", res.Verdict, played, first.Tally)
	}
}

func TestReadPlayedRefuses(t *testing.T) {
	c := tinyConfig(4)
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	good := pdnOf(t, c, res.Games[:2])
	other := c
	other.A = match.Spec{Depth: 2, Hash: 1}
	capped := c
	capped.PlyCap = 300
	short := c
	short.Games = 1
	tests := []struct {
		name string
		c    match.Config
		text string
		want string
	}{
		{"other settings", other, good, `Black "A: depth=3,hash=1": want "A: depth=2,hash=1"`},
		{"another ply cap", capped, good, `PlyCap "400": want 300`},
		{"a round past the match", short, good, `the Round tag "2": want a round from 1 to 1`},
		{"a round twice", c, good + pdnOf(t, c, res.Games[:1]), "round 1 is in the file twice"},
		{"another opening", c, strings.Replace(good, "ACF 1: 9-13 21-17 5-9", "ACF 2: 9-13 22-17 13x22", 1), `Opening "ACF 2`},
		{"not a match's game", c, strings.Replace(good, match.Event, "Club night", 1), `the Event tag "Club night"`},
		{"a result the moves deny", c, flipResult(good), "disagrees with the moves"},
		{"no result", c, unfinished(t, c, res.Games[0]), "no result"},
		{"not PDN", c, "[Event", "game 1 of the file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.c.ReadPlayed(strings.NewReader(tt.text))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadPlayed: got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// unfinished returns the PDN of g with the result "*".
func unfinished(t *testing.T, c match.Config, g match.PlayedGame) string {
	t.Helper()
	pg := c.PDN(g, time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC))
	pg.Result = "*"
	pg.SetTag("Result", "*")
	var buf bytes.Buffer
	if err := pdn.NewWriter(&buf).Write(pg); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// flipResult turns the first game's decisive result the other way.
func flipResult(text string) string {
	for _, pair := range [][2]string{{"1-0", "0-1"}, {"0-1", "1-0"}} {
		tag := `[Result "` + pair[0] + `"]`
		if i := strings.Index(text, tag); i >= 0 {
			end := strings.Index(text[i:], "\n\n[")
			if end < 0 {
				end = len(text) - i
			}
			game := strings.ReplaceAll(text[i:i+end], pair[0], pair[1])
			return text[:i] + game + text[i+end:]
		}
	}
	return text
}

func FuzzReadPlayed(f *testing.F) {
	c := tinyConfig(4)
	res, err := match.Run(context.Background(), c)
	if err != nil {
		f.Fatal(err)
	}
	var buf bytes.Buffer
	if err := c.WritePDN(&buf, res.Games[:2], time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.String())
	f.Add("")
	f.Add(`[Event "KingMe engine match"][Round "9"] 1. 9-13 *`)
	f.Fuzz(func(t *testing.T, text string) {
		played, err := c.ReadPlayed(strings.NewReader(text))
		if err != nil {
			return
		}
		seen := map[int]bool{}
		for _, g := range played {
			if g.Round < 1 || g.Round > c.Games || seen[g.Round] || g.Record == nil || !g.Record.Result().Over() {
				t.Fatalf("ReadPlayed accepted a game of round %d (seen %v) with record %v", g.Round, seen[g.Round], g.Record)
			}
			seen[g.Round] = true
		}
	})
}
