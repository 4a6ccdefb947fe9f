// Package learn makes a learned evaluation from nothing, for any game whose
// entry in the table of games describes one (games.Game.Learning):
// SelfPlay plays the engine against itself and keeps the quiet positions of
// its games with their results (the data file), and Train fits the game's
// learned weights (for standard checkers a standardeval.PatternWeights) to them
// by logistic regression (the weights file). `kingme selfplay` and `kingme
// train` run them; docs/engine.md describes the pipeline and its files.
// Both are seeded: the same inputs give the same files, byte for byte.
package learn

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Sample is one position of the data: a quiet position (no jump for the
// player to move) of a self-play game, the game's result for the player to
// move, the search's score there and the game it comes from.
type Sample struct {
	Position checkers.Position // a position of the data's game
	Result   Result            // for the player to move
	Score    int               // the search's score for the player to move, in hundredths of a man
	Game     int               // the game's number, from 0; Train holds out whole games
}

// Result is a game's result for one player: Loss, Draw or Win.
type Result uint8

// The results, by their target in training: 0, ½ and 1.
const (
	Loss Result = iota
	Draw
	Win
)

// Target returns the result as a share of the point: 0, 0.5 or 1.
func (r Result) Target() float64 { return float64(r) / 2 }

// String returns "0", "1/2" or "1", as the data file writes them.
func (r Result) String() string {
	switch r {
	case Loss:
		return "0"
	case Draw:
		return "1/2"
	case Win:
		return "1"
	}
	return "Result(" + strconv.Itoa(int(r)) + ")"
}

func parseResult(s string) (Result, error) {
	switch s {
	case "0":
		return Loss, nil
	case "1/2":
		return Draw, nil
	case "1":
		return Win, nil
	}
	return 0, fmt.Errorf("result %q: want 1 (won), 1/2 (drawn) or 0 (lost)", s)
}

// The data file is text, one sample a line, four fields separated by
// spaces:
//
//	B:W18,22,23,24,25,26,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,14 1/2 -12 17
//
// the position in its game's position text (for standard checkers a PDN
// FEN; a Stack'Em position has spaces of its own, so the last three fields
// are read first), the result for the player to move (1, 1/2 or
// 0), the search's score for the player to move in hundredths of a man,
// and the game's number. Lines starting with "#" are comments (selfplay
// writes one line at the top saying how it was made) and blank lines are
// skipped. About 60 bytes a line; it compresses well.

// AppendSample appends s's line, with its newline, to dst.
func AppendSample(dst []byte, s Sample) []byte {
	dst = append(dst, s.Position.String()...)
	dst = append(dst, ' ')
	dst = append(dst, s.Result.String()...)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(s.Score), 10)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(s.Game), 10)
	return append(dst, '\n')
}

// ParseSample reads one line of a data file of the game v (without its
// newline).
func ParseSample(v checkers.Variant, line string) (Sample, error) {
	fields := strings.Fields(line)
	if len(fields) < 4 {
		return Sample{}, fmt.Errorf("sample %q: want 4 fields (position, result, score, game), got %d", line, len(fields))
	}
	n := len(fields)
	text := strings.Join(fields[:n-3], " ")
	fields = append([]string{text}, fields[n-3:]...)
	var s Sample
	var err error
	if s.Position, err = v.ParsePosition(text); err != nil {
		if n > 4 {
			return Sample{}, fmt.Errorf("sample %q: want 4 fields (position, result, score, game), got %d, or a position of %s: %w", line, n, v.Name(), err)
		}
		return Sample{}, err
	}
	if s.Result, err = parseResult(fields[1]); err != nil {
		return Sample{}, err
	}
	score, err := strconv.ParseInt(fields[2], 10, 32)
	if err != nil {
		return Sample{}, fmt.Errorf("sample %q: score %q is not a whole number", line, fields[2])
	}
	game, err := strconv.ParseInt(fields[3], 10, 32)
	if err != nil || game < 0 {
		return Sample{}, fmt.Errorf("sample %q: game %q is not a number from 0", line, fields[3])
	}
	s.Score, s.Game = int(score), int(game)
	return s, nil
}

// ReadSamples reads a data file of the game v. The error gives the line of
// the first sample that does not read.
func ReadSamples(r io.Reader, v checkers.Variant) ([]Sample, error) {
	var out []Sample
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		s, err := ParseSample(v, text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading samples: %w", err)
	}
	return out, nil
}
