package international

import "github.com/kingme/kingme/checkers/internal/draughts50"

// Rules is international draughts as the kit of the 10×10 games asks for
// it (draughts50.Rules): the player who cannot move loses, and a king is
// only a stronger piece.
type Rules struct{}

// Name returns "international draughts".
func (Rules) Name() string { return "international draughts" }

// StuckWins returns false: the player to move with no legal move loses.
func (Rules) StuckWins() bool { return false }

// CrowningWins returns false: crowning wins nothing by itself.
func (Rules) CrowningWins() bool { return false }

// Position is an international draughts position: each side's pieces,
// which of them are kings, and the player to move (White is checkers.Red).
// It is a comparable value; two positions are == exactly when they are the
// same position. Play returns the next position and leaves the receiver as
// it was. The zero Position is an empty board with Black to move.
type Position = draughts50.Position[Rules]

// Move is one move of international draughts: a step, or a whole capture
// with its landing squares and the pieces it takes (see draughts50.Move).
type Move = draughts50.Move

// Bitboard is a set of squares (see draughts50.Bitboard).
type Bitboard = draughts50.Bitboard

// Start returns the start position: Black's men on 1–20, White's on 31–50,
// White to move.
func Start() Position { return draughts50.Start[Rules]() }

// ParseFEN reads a position in PDN FEN with the FMJD's numbers, such as
// "W:W31,32,K5:B1,2" (see draughts50.ParseBoard). The error says what was
// wrong.
func ParseFEN(text string) (Position, error) { return draughts50.Parse[Rules](text) }

// Square returns the square numbered n (1–50) as a Bitboard, and the empty
// Bitboard for n off the board.
func Square(n int) Bitboard { return draughts50.Square(n) }

// Slides returns how many squares the kings on kings can slide to over the
// empty squares empty, summed over the kings: their moves when nothing is
// to capture.
func Slides(kings, empty Bitboard) int { return draughts50.Slides(kings, empty) }
