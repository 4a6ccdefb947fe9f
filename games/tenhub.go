package games

import "github.com/kingme/kingme/checkers"

// tenHub returns the Hub forms of a 10×10 game whose positions are P and
// moves M, read from its FEN by parseFEN and named names in other engines:
// the protocol's own forms for international draughts, which Scan uses for
// its other 10×10 games too (W or B to move, then a letter for each of the
// 50 squares in the FMJD's numbers; moves "32-28" and "28x19x23").
func tenHub[P hubPosition[M], M hubMove, PP tenPosition[P]](parseFEN func(string) (P, error), names ...string) *HubForms {
	return newHubForms[P, M](hubBoard[P]{
		squares: 50, sides: "W (White) or B (Black)", step: "32-28", capture: "28x19x23",
		parseFEN: parseFEN,
		letter: func(p P, n int) byte {
			c, king, ok := PP(&p).At(n)
			switch {
			case !ok:
				return 'e'
			case c == checkers.Red && king:
				return 'W'
			case c == checkers.Red:
				return 'w'
			case king:
				return 'B'
			}
			return 'b'
		},
	}, names...)
}
