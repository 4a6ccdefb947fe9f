package standard

import "github.com/kingme/kingme/checkers/board32"

// The board is three bitboards over the 32 dark squares in board32's layout
// (drawn there): each diagonal step is one shift. Black moves down, toward
// higher square numbers; Red moves up.

type bitboard = board32.Bitboard

const (
	onBoard    = board32.OnBoard
	blackCrown = board32.Bottom // squares 29–32, where Black's men are crowned
	redCrown   = board32.Top    // squares 1–4, where Red's men are crowned
)
