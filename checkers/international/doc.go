// Package international is international draughts as the FMJD plays it
// (docs/rules/international.md): the 10×10 board's 50 dark squares, 20 men
// a side, men that move one square diagonally forward and capture forward
// and backward, flying kings, the capture of the most pieces compulsory
// (kings and men counted alike; among equal ones the player chooses), a
// man crowned only when its move ends on the last row (one that passes it
// in a capture goes on as a man), and captured pieces taken off only after
// the move (a piece cannot be jumped twice, and the pieces taken block the
// way until the move ends). White moves first; the player who cannot move
// loses.
//
// White is checkers.Red, on squares 31–50, Black on 1–20. Squares are the
// FMJD's numbers: 1 is b10, 5 is j10, 6 is a9, 46 is a1 and 50 is i1 (White
// sits at rows 1–4). Moves are written "32-28", captures from start to end
// "28x19", with every landing square, "37x28x19", when two legal captures
// share their ends; positions in PDN FEN, "W:W31-50:B1-20", kings marked K.
//
// The board, the moves and the text are the kit's of the 10×10 games
// (checkers/internal/draughts50), which antidraughts and breakthrough
// share; this package holds the game's Rules and its Variant with the
// FMJD's draw rules. Its engine adapter and evaluation are in
// engine/eval/internationaleval.
package international
