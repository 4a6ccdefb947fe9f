package breakthrough

import "github.com/kingme/kingme/checkers/internal/draughts50"

// Rules is breakthrough as the kit of the 10×10 games asks for it
// (draughts50.Rules): the first king wins.
type Rules struct{}

// Name returns "breakthrough draughts".
func (Rules) Name() string { return "breakthrough draughts" }

// StuckWins returns false: the player to move with no legal move loses.
func (Rules) StuckWins() bool { return false }

// CrowningWins returns true: the first man crowned wins the game for its
// side.
func (Rules) CrowningWins() bool { return true }

// Position is a breakthrough position: each side's pieces, which of them
// are kings (in a game, one at most: the winner's), and the player to move (White is
// checkers.Red). It is a comparable value; two positions are == exactly
// when they are the same position.
type Position = draughts50.Position[Rules]

// Move is one move of breakthrough, international draughts' moves (see
// draughts50.Move).
type Move = draughts50.Move

// Bitboard is a set of squares (see draughts50.Bitboard).
type Bitboard = draughts50.Bitboard

// Start returns the start position, international draughts': Black's men
// on 1–20, White's on 31–50, White to move.
func Start() Position { return draughts50.Start[Rules]() }

// ParseFEN reads a position in PDN FEN with the FMJD's numbers, such as
// "W:W31,32:B1,2" (see draughts50.ParseBoard). A position with a king is a
// finished game (Position.Status says who won). The error says what was
// wrong.
func ParseFEN(text string) (Position, error) { return draughts50.Parse[Rules](text) }

// Square returns the square numbered n (1–50) as a Bitboard, and the empty
// Bitboard for n off the board.
func Square(n int) Bitboard { return draughts50.Square(n) }
