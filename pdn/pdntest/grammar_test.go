package pdntest_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn/pdntest"
)

func TestCheckGrammar(t *testing.T) {
	tests := []struct {
		text string
		ok   bool
	}{
		{"[Event \"x\"]\n\n1. 11-15 23-19 2. 8-11 *", true},
		{"1. 11-15 23-19 1-0", true},
		{"[Result \"1/2-1/2\"]\n1. 32-28 19-23 1/2-1/2\n\n[Result \"2-0\"]\n1. 32-28 2-0", true},
		{"1. c3-d4 f6-e5 2. d4xf6 g7xe5 *", true},
		{"1. 11-15 {a comment} (1. 9-14! {better} 22-18 $4) 23-19?! $6 2. 15x24x31 *", true},
		{"1... 22-17 2. 13x22x15 *", true},
		{"% a line comment\n1. 11-15 *", true},
		{"/W:W21-32:B1-12/ 1. 11-15 *", true},
		{"[Event \"a \\\"quoted\\\" name\"]\n*", true},
		{"1. c3d4 *", true},
		{"", false},
		{"[event \"x\"] *", false},
		{"[Event x] *", false},
		{"1. 11-15 (23-19 *", false},
		{"1. 11-15 ) *", false},
		{"1. 11-15 () *", false},
		{"1. 11-15 {unclosed *", false},
		{"1. f8:d6 *", false},
		{"1. b1-a1+c3 *", false},
		{"1. 11-15 1-0 23-19", false},
		{"1. 011-15 *", false},
		{"1. i9-j10 *", false},
	}
	for _, tc := range tests {
		err := pdntest.CheckGrammar(tc.text)
		if got := err == nil; got != tc.ok {
			t.Errorf("CheckGrammar(%q) = %v; want ok %v", tc.text, err, tc.ok)
		}
	}
}

// TestRecordsFollowTheGrammar: in every game of the table, the records
// the project writes (played games from the start and from set-up
// positions, and an annotated game with comments, marks, NAGs and nested
// variations) are PdnFiles of the PDN 3.0 grammar, one game or many in a
// file, when each of their moves is a Move of the grammar. A game with
// moves the grammar has no production for (Coast-to-Coast's jumps that
// capture nothing, "f8:d6", and its crowning's free move, "b1-a1+c3";
// Kings & Flying Kings' spawning, "+32") is refused at such a move and
// nowhere else. Russian draughts' captures, "c3:e5" on the board, are
// written "c3xe5".
func TestRecordsFollowTheGrammar(t *testing.T) {
	for i, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			var file []string
			allMoves := true
			for _, s := range pdntest.Games(g, uint64(300+i), 12, 40) {
				file = append(file, games.PDN().FromGame(s.Game).String())
				allMoves = allMoves && pdnMoves(s.Game)
			}
			file = append(file, pdntest.Annotated(g).String())
			text := strings.Join(file, "\n")
			err := pdntest.CheckGrammar(text)
			switch {
			case allMoves && err != nil:
				t.Errorf("%v\n%s", err, text)
			case !allMoves && (err == nil || !strings.Contains(err.Error(), "a Move")):
				t.Errorf("a record with moves outside the grammar: CheckGrammar = %v, want a refused Move", err)
			case !allMoves:
				t.Logf("%s: moves outside PDN's Move production: %v", g.Key(), err)
			}
		})
	}
}

// pdnMoves reports whether every move of game, as its records write it,
// is a Move of the grammar.
func pdnMoves(game *checkers.Game) bool {
	for _, m := range game.Played() {
		if !pdntest.IsPDNMove(games.PDN().MoveText(game.Variant(), m)) {
			return false
		}
	}
	return true
}
