// Package egdb builds and probes endgame databases for standard checkers:
// for every position with up to N pieces, whether the side to move wins,
// loses or draws with best play, and in how many plies the next conversion
// (a capture or a man's move, the moves that count as progress under the
// no-progress rule) or the end of the game comes.
//
// Positions are stored from the side to move's point of view: the mover's
// pieces are "own" and move toward the higher squares (as Black's do), so
// a position with Red to move is stored as its mirror image (square n
// becomes 33 − n and the colours swap). The positions of one Material (the
// mover's men and kings, the opponent's) form a slice with a perfect index:
// own men, then the opponent's men among the squares they may stand on,
// then own kings and the opponent's kings among the squares left. A slice
// is a file of compressed blocks (see Open and Build).
//
// Building is retrograde analysis slice by slice, smallest first: a
// capture leads to fewer pieces, a crowning to fewer men, and a man's step
// to a position whose men stand further forward, so that within one
// Material the men configurations are solved from the most advanced back,
// and each is solved by iterating over its king moves alone.
package egdb
