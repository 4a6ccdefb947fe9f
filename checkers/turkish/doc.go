// Package turkish is Turkish draughts (dama) as the Turkish federation's
// rules play it (docs/rules/turkish.md): all 64 squares of the 8×8 board,
// 16 men a side on the second and third rows, men that move and capture one
// square forward or sideways (never backward, never diagonally), kings that
// fly along the ranks and files, the capture of the most pieces compulsory
// (kings and men counted alike; among equal ones the player chooses),
// captured pieces taken off one at a time as they are jumped (a square is
// free at once, and a piece cannot be jumped twice), no king turning back
// 180° between two captures, and a man crowned when its move ends on the
// last row (one that reaches it in a capture goes on capturing as a man).
// White moves first; the player who cannot move loses, and the game is
// drawn when each side has one piece left.
//
// White is checkers.Red, on rows 2 and 3, Black on rows 6 and 7. Squares are
// algebraic, as PDN's GameType 30 ("30,W,8,8,A1,0") writes them: a1 is
// White's left corner, h8 Black's. Moves are written "d3-d4", captures from
// start to end "d4xd6", with every landing, "d4xd6xf6", when two legal
// captures share their ends; positions in PDN FEN, "W:Wa2,b2,Kd4:Ba7",
// kings marked K.
//
// The position is three 64-bit bitboards, one bit a square (a1 bit 0, h8
// bit 63), so that a step along a rank or a file is one shift.
package turkish
