package learn_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/games"
)

// drawnUpTo stands for endgame databases that hold every position of at
// most n pieces, all drawn.
type drawnUpTo int

func (n drawnUpTo) Pieces() int { return int(n) }

func (n drawnUpTo) SolvedPosition(p checkers.Position) (outcome, plies int, ok bool) {
	return 0, 0, pieceCount(p) <= int(n)
}

// pieceCount counts the pieces of a position of standard checkers by its
// position text (PDN FEN: a number for each piece).
func pieceCount(p checkers.Position) int {
	n := 0
	for _, field := range strings.FieldsFunc(p.String(), func(r rune) bool { return r == ',' || r == ':' }) {
		if strings.ContainsAny(field, "0123456789") {
			n++
		}
	}
	return n
}

// TestSelfPlayEndsAtDrawnDatabasePositions plays self-play games with
// databases that call every position of 18 pieces or fewer drawn: each
// game ends, drawn, at its first such position, which is its last sample
// (scored 0) when no capture is pending there, and the file's first line
// names the databases. Without them the same games go further.
func TestSelfPlayEndsAtDrawnDatabasePositions(t *testing.T) {
	g, err := games.Lookup("standard")
	if err != nil {
		t.Fatal(err)
	}
	const pieces = 18
	play := func(db learn.Endgame) ([]learn.Sample, string) {
		t.Helper()
		cfg := learn.SelfPlayConfig{Game: g.ForLearning(), Games: 8, Depth: 2, Seed: 9}
		if db != nil {
			cfg.Endgame = db
		}
		var data bytes.Buffer
		if _, err := learn.SelfPlay(context.Background(), cfg, &data); err != nil {
			t.Fatal(err)
		}
		samples, err := learn.ReadSamples(bytes.NewReader(data.Bytes()), g.Variant)
		if err != nil {
			t.Fatal(err)
		}
		header, _, _ := strings.Cut(data.String(), "\n")
		return samples, header
	}

	samples, header := play(drawnUpTo(pieces))
	if want := ", endgame databases 18 pieces"; !strings.HasSuffix(header, want) {
		t.Errorf("header %q, want it to end with %q", header, want)
	}
	ended := 0
	for k, s := range samples {
		if s.Result != learn.Draw {
			t.Errorf("sample %d (game %d): result %v, want a draw", k, s.Game, s.Result)
		}
		if pieceCount(s.Position) > pieces {
			continue
		}
		ended++
		if last := k == len(samples)-1 || samples[k+1].Game != s.Game; !last || s.Score != 0 {
			t.Errorf("sample %d (game %d, %v): %d pieces, last of its game %v, score %d; want only a game's last sample with %d pieces or fewer, scored 0",
				k, s.Game, s.Position, pieceCount(s.Position), last, s.Score, pieces)
		}
	}
	if ended == 0 {
		t.Errorf("no game has a last sample in the databases, want some of the 8")
	}

	without, header := play(nil)
	if strings.Contains(header, "endgame") {
		t.Errorf("header without databases %q names some", header)
	}
	further := 0
	for _, s := range without {
		if pieceCount(s.Position) < pieces {
			further++
		}
	}
	if further == 0 {
		t.Errorf("without the databases no sample has fewer than %d pieces, want the games to go on", pieces)
	}
}
