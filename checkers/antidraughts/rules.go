package antidraughts

import "github.com/kingme/kingme/checkers/internal/draughts50"

// Rules is antidraughts as the kit of the 10×10 games asks for it
// (draughts50.Rules): the player to move who cannot move wins.
type Rules struct{}

// Name returns "antidraughts".
func (Rules) Name() string { return "antidraughts" }

// StuckWins returns true: the player to move with no legal move, having no
// piece left or all blocked, wins.
func (Rules) StuckWins() bool { return true }

// CrowningWins returns false: a king is a piece like another.
func (Rules) CrowningWins() bool { return false }

// Position is an antidraughts position: each side's pieces, which of them
// are kings, and the player to move (White is checkers.Red). It is a
// comparable value; two positions are == exactly when they are the same
// position.
type Position = draughts50.Position[Rules]

// Move is one move of antidraughts, international draughts' moves (see
// draughts50.Move).
type Move = draughts50.Move

// Bitboard is a set of squares (see draughts50.Bitboard).
type Bitboard = draughts50.Bitboard

// Start returns the start position, international draughts': Black's men
// on 1–20, White's on 31–50, White to move.
func Start() Position { return draughts50.Start[Rules]() }

// ParseFEN reads a position in PDN FEN with the FMJD's numbers, such as
// "W:W31,32,K5:B1,2" (see draughts50.ParseBoard). The error says what was
// wrong.
func ParseFEN(text string) (Position, error) { return draughts50.Parse[Rules](text) }

// Square returns the square numbered n (1–50) as a Bitboard, and the empty
// Bitboard for n off the board.
func Square(n int) Bitboard { return draughts50.Square(n) }
