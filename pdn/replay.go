package pdn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file joins the PDN container to the rules: it replays a PDN game's
// moves through checkers.Game and writes a checkers.Game back as PDN. The
// rest of the package knows no rules.

// VariantTag is the tag KingMe writes for its games that PDN has no GameType
// for; it holds the variant's key, such as "stackem".
const VariantTag = "Variant"

// VariantOf returns the variant a game is for: the one its Variant tag names
// by its key, else the game of the library whose PDN GameType the GameType tag
// holds (Records.GameType: 21 for standard checkers, also in the
// long form "21,B,8,8,N1,0"), or the game of records that do not say
// (Records.Default: standard checkers) when there is no GameType
// tag. Other GameTypes are refused.
func (l *Library) VariantOf(g *GameRecord) (checkers.Variant, error) {
	if key, ok := g.Tag(VariantTag); ok {
		return l.rules(key)
	}
	gt, _ := g.Tag("GameType")
	if v, _, ok := l.byGameType(gt); ok {
		return v, nil
	}
	read := "its own games' Variant tag"
	if typed := strings.Join(l.typedNames("GameType %[2]d (%[1]s)"), ", "); typed != "" {
		read = typed + " and " + read
	}
	return nil, fmt.Errorf("unsupported GameType %q: KingMe reads %s", gt, read)
}

// Replay plays the main line of g from its start position (the FEN tag when
// present, else the variant's start) and returns the game it gives. A move
// that does not read or is illegal stops the replay with an error that names
// its number and text. The result marker is not applied: a game that PDN
// says was won by resignation or on time is returned still in progress, with
// its moves.
func (l *Library) Replay(g *GameRecord) (*checkers.Game, error) {
	v, err := l.VariantOf(g)
	if err != nil {
		return nil, err
	}
	start := v.Start()
	if fen, ok := g.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		if start, err = v.ParsePosition(fen); err != nil {
			return nil, fmt.Errorf("FEN tag: %w", err)
		}
	}
	game := checkers.NewGameFrom(v, start)
	for _, m := range g.Moves {
		if err := game.PlayText(m.Text); err != nil {
			return game, fmt.Errorf("move %s %s: %w", moveNumber(m), m.Text, err)
		}
	}
	return game, nil
}

func moveNumber(m Move) string {
	if m.Second {
		return fmt.Sprintf("%d...", m.Number)
	}
	return fmt.Sprintf("%d.", m.Number)
}

// FromGame returns game as a PDN game: the given tags (the seven-tag roster
// and any others; a Result tag is overwritten), the game's PDN GameType
// (Records.GameType) or, for a game PDN has none for, the Variant
// tag with its key, and, when the game did not start from the variant's
// start position, the FEN and SetUp tags; the moves numbered from the
// player who moves first in the variant; and the result marker, "1-0" when
// the player who moves first in the variant won (PDN's rule: the left
// score is the first player's; for standard checkers, Black), "0-1" when
// the other won, "1/2-1/2" for a draw, "*" while the game goes on.
func (l *Library) FromGame(game *checkers.Game, tags ...Tag) *GameRecord {
	v := game.Variant()
	first := v.Start().Turn()
	g := &GameRecord{Tags: append([]Tag(nil), tags...), Result: resultMarker(game.Result(), first)}
	if r := l.records(v); r.GameType != 0 {
		g.SetTag("GameType", strconv.Itoa(r.GameType))
	} else {
		g.SetTag(VariantTag, v.Key())
	}
	if start := game.Start(); start != v.Start() {
		g.SetTag("SetUp", "1")
		g.SetTag("FEN", start.String())
	}
	g.SetTag("Result", g.Result)
	number := 1
	for i, pos := range game.Positions()[:game.Len()] {
		second := pos.Turn() != first
		g.Moves = append(g.Moves, Move{Number: number, Second: second, Text: l.MoveText(v, game.Played()[i])})
		if second {
			number++
		}
	}
	return g
}

// MoveText writes m, a move of a game of v, as its records write it
// (Records.MoveText), which is its own text unless the game says otherwise.
func (l *Library) MoveText(v checkers.Variant, m checkers.Move) string {
	if w := l.records(v).MoveText; w != nil {
		return w(m)
	}
	return m.String()
}

// resultMarker writes a result as PDN's marker, the first player's score first.
func resultMarker(r checkers.Result, first checkers.Color) string {
	switch r.Outcome {
	case checkers.Draw:
		return "1/2-1/2"
	case checkers.WinFor(first):
		return "1-0"
	case checkers.WinFor(first.Opponent()):
		return "0-1"
	}
	return "*"
}

// ErrNoResult is returned by Outcome for the marker "*" or a missing one.
var ErrNoResult = errors.New("the game has no result")

// Outcome reads a result marker for a variant whose first player is first:
// "1-0" (or "2-0") is a win for the first player, "0-1" (or "0-2") for the
// other, "1/2-1/2" (or "1-1") a draw.
func Outcome(marker string, first checkers.Color) (checkers.Outcome, error) {
	switch marker {
	case "1-0", "2-0":
		return checkers.WinFor(first), nil
	case "0-1", "0-2":
		return checkers.WinFor(first.Opponent()), nil
	case "1/2-1/2", "1-1":
		return checkers.Draw, nil
	case "*", "", "0-0":
		return checkers.Ongoing, ErrNoResult
	}
	return checkers.Ongoing, fmt.Errorf("unknown result %q: want 1-0, 0-1, 1/2-1/2 or *", marker)
}
