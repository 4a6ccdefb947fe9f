// Package breakthrough is breakthrough draughts as lidraughts plays it
// (docs/rules/breakthrough.md): international draughts' board, pieces and
// moves (checkers/international: the capture of the most pieces
// compulsory, a man crowned only where its move ends), but the first
// player to crown a king wins at once; a man that passes the last row in
// a capture and goes on is not crowned and wins nothing. As in
// international draughts, the player who cannot move loses. There are no
// draws: men only go forward, so no position comes back, and no count
// applies.
//
// Squares, moves and positions are written as in international draughts:
// the FMJD's numbers, "32-28", "28x19", "W:W31-50:B1-20". The board, the
// moves and the text are the kit's of the 10×10 games
// (checkers/internal/draughts50); the engine adapter and evaluation are in
// engine/eval/breakthrougheval.
package breakthrough
