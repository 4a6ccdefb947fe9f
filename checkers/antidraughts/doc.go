// Package antidraughts is antidraughts as lidraughts plays it
// (docs/rules/antidraughts.md): international draughts' board, pieces and
// moves (checkers/international: the capture of the most pieces
// compulsory, flying kings, a man crowned only where its move ends), but
// the player who cannot move, having lost all his pieces or having them
// all blocked, wins. The only draw is threefold repetition: the FMJD's 25
// moves of kings and its ending rules do not apply.
//
// Squares, moves and positions are written as in international draughts:
// the FMJD's numbers, "32-28", "28x19", "W:W31-50:B1-20". The board, the
// moves and the text are the kit's of the 10×10 games
// (checkers/internal/draughts50); the engine adapter and evaluation are in
// engine/eval/antidraughtseval.
package antidraughts
