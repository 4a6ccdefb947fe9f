// Package draughts50 is the kit of the games on the 10×10 board with the
// international rules' moves (checkers/international, checkers/antidraughts,
// checkers/breakthrough), as draughts32 is that of the games on 32
// squares: the board, the moves, the position text, and a generic
// Position[R] whose Rules say how each game differs (who wins when the
// player to move is stuck, whether the first king wins). Each game's
// package names its Rules, aliases Position and Move, and adds its Variant
// with its draw rules.
//
// The moves are the FMJD's: men that move one square diagonally forward
// and capture forward and backward, flying kings, the capture of the most
// pieces compulsory (kings and men counted alike; among equal ones the
// player chooses), a man crowned only when its move ends on the last row
// (one that passes it in a capture goes on as a man), and captured pieces
// taken off only after the move (a piece cannot be jumped twice, and the
// pieces taken block the way until the move ends). White moves first.
//
// White is checkers.Red, on squares 31–50, Black on 1–20. Squares are the
// FMJD's numbers: 1 is b10, 5 is j10, 6 is a9, 46 is a1 and 50 is i1 (White
// sits at rows 1–4). Moves are written "32-28", captures from start to end
// "28x19", with every landing square, "37x28x19", when two legal captures
// share their ends; positions in PDN FEN, "W:W31-50:B1-20", kings marked K.
//
// The position is three 64-bit bitboards in the draughts engines' layout
// with ghost squares (board.go), so that a move along a diagonal is one
// shift. The hot paths (the move generation, Play, the perft walk) run on
// the Board and ask the rules nothing while no king stands on the board.
package draughts50
