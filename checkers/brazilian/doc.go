// Package brazilian is Brazilian draughts, the international rules on the
// 8×8 board, as the Brazilian confederation (CBD) and the FMJD state them
// (docs/rules/brazilian.md): men move one square diagonally forward and
// capture forward and backward, kings fly, the capture of the most pieces is
// compulsory (kings and men counted alike; among equal ones the player
// chooses), a man is crowned only when its move ends on the last row (one
// that passes it in a capture goes on as a man), and captured pieces come
// off only after the move (a piece cannot be jumped twice). White moves
// first.
//
// The package holds only what is Brazilian draughts' own: its move
// generation, start, notation and draw rules. The position, move and
// position text are the kit of the games on the 32 squares
// (checkers/draughts32); the evaluation and the engine adapter are beside
// the engine, in engine/eval/brazilianeval.
//
// White is checkers.Red, on a1–h3 (squares 21–32 in the kit's numbering),
// Black on a6–h8. Squares are written algebraically, captures with PDN's
// "x": moves "c3-d4" and "c3xe5xg7", positions in PDN FEN "W:Wa1,c1,Kd4:Bb8,h8".
package brazilian
