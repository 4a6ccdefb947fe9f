package frisian

import "github.com/kingme/kingme/checkers/internal/draughts50"

// Rules is Frisian draughts as the kit of the 10×10 games asks for it
// (draughts50.FrisianRules).
type Rules struct{}

// Name returns "frisian draughts".
func (Rules) Name() string { return "frisian draughts" }

// RuleSet is a game played by the Frisian rules as the kit of the 10×10
// games knows it: Rules here, frysk.Rules for Frysk!. The games differ only
// by their start; code written once for PositionOf[R] serves both.
type RuleSet = draughts50.FrisianRules

// PositionOf is a position of the game played by the Frisian rules whose
// RuleSet is R: Position for Frisian draughts, frysk.Position for Frysk!.
type PositionOf[R RuleSet] = draughts50.Frisian[R]

// Position is a Frisian draughts position: each side's pieces, which of them are
// kings, the player to move (White is checkers.Red), and each side's king
// that has stepped in a row with its count of steps (see
// draughts50.Frisian). It is a comparable value; two positions are ==
// exactly when they are the same position.
type Position = PositionOf[Rules]

// Move is one move of Frisian draughts: a step, or a whole capture with its landing
// squares and the pieces it takes (see draughts50.Move).
type Move = draughts50.Move

// Bitboard is a set of squares (see draughts50.Bitboard).
type Bitboard = draughts50.Bitboard

// startText is the start position: Black's men on 1–20, White's on 31–50, White to move.
const startText = "W:W31-50:B1-20"

// start is the start position, read once.
var start = func() Position {
	p, err := draughts50.ParseFrisian[Rules](startText)
	if err != nil {
		panic(err)
	}
	return p
}()

// Start returns the start position: Black's men on 1–20, White's on 31–50, White to move.
func Start() Position { return start }

// ParseFEN reads a position in PDN FEN with the FMJD's numbers, such as
// "W:W31,32,K5:B1,2", with the kings' runs of steps after it when a side
// has one, "W:W31,K28:B1,2:RW28x2" (see draughts50.ParseFrisian). The
// error says what was wrong.
func ParseFEN(text string) (Position, error) { return draughts50.ParseFrisian[Rules](text) }

// Square returns the square numbered n (1–50) as a Bitboard, and the empty
// Bitboard for n off the board.
func Square(n int) Bitboard { return draughts50.Square(n) }
