// Package russian is Russian draughts (shashki) as the rules of the Russian
// draughts federation and the FMJD-64 state them (docs/rules/russian.md):
// men move one square diagonally forward and capture forward and backward,
// kings fly, capturing is compulsory but any capture may be chosen, a man
// that reaches the last row during a capture is crowned at once and goes on
// capturing as a king, and captured pieces come off only after the move (a
// piece cannot be jumped twice). White moves first.
//
// The package holds only what is Russian draughts' own: its move
// generation, start, notation and draw rules. The position, move and
// position text are the kit of the games on the 32 squares
// (checkers/draughts32); the evaluation and the engine adapter are beside
// the engine, in engine/eval/russianeval.
//
// White is checkers.Red, on a1–h3 (squares 21–32 in the kit's numbering),
// Black on a6–h8. Squares are written algebraically: moves "c3-d4" and
// "c3:e5:g3", positions in PDN FEN "W:Wa1,c1,Kd4:Bb8,h8".
package russian
