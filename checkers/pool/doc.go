// Package pool is American pool checkers, as the American Pool Checker
// Association's rules of play state it (docs/rules/pool.md): men move one
// square diagonally forward and capture forward and backward, kings fly
// (move and capture at any distance, turning after each capture), capturing
// is compulsory but the player chooses which capture, not necessarily the
// one that takes the most pieces, and a capture once begun is jumped to its
// end; a flying king that may land beyond a captured piece on a square from
// which it can capture on must land on one; a man that reaches the far row
// by a jump and can jump on, backward, must, and is crowned only when its
// move ends there; captured pieces come off after the move (a piece cannot
// be jumped twice). Black, the darker pieces, moves first.
//
// The board is standard checkers': a dark square at each player's near
// left, the squares numbered 1–32 from Black's side, Black's men on 1–12 and
// White's on 21–32, as PDN's GameType 23 ("23,B,8,8,N1,0") writes it. Moves
// are written "11-15" and "15x24x31", positions "B:W21-32:B1-12".
//
// The package holds only what is pool checkers' own: its move generation,
// start and draw rule. The position, move and position text are the kit of
// the games on the 32 squares (checkers/draughts32); the evaluation and the
// engine adapter are beside the engine, in engine/eval/pooleval. White is
// checkers.Red.
package pool
