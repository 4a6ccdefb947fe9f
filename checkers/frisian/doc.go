// Package frisian is Frisian draughts as the Official Rules for Frisian
// Draughts (2011) give it (docs/rules/frisian.md): the 10×10 board's 50
// dark squares, 20 men a side, men that step one square diagonally forward
// and capture in all eight directions, along the diagonals, the rows and
// the columns (over the next dark square: n±1 along a row, n±10 along a
// column); flying kings that step along the diagonals only and capture in
// the eight directions from afar; the capture of the highest value
// compulsory (a king worth more than a man and less than two, n kings more
// than 2n−1 men), a king's capture before a man's of the same value; a
// man crowned only where its move ends; the pieces taken removed after the
// move. A player with kings and men may not step with the same king more
// than three times in a row. Two kings that have not beaten a lone king in
// seven moves draw, and so does a king against a king that neither can
// capture. White moves first; the player who cannot move loses.
//
// Squares, moves and positions are written as in international draughts:
// the FMJD's numbers, "32-28", "28x19", "W:W31-50:B1-20", with the kings'
// runs of steps after the position when there is one, ":RW28x2". The
// board, the moves and the text are the kit's of the 10×10 games
// (checkers/internal/draughts50).
package frisian
