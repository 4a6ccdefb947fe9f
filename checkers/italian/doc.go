// Package italian is Italian draughts (dama italiana), as the Federazione
// Italiana Dama (FID) states it in its technical rules
// (docs/rules/italian.md): men move and capture one square diagonally
// forward only, kings move and capture one square every way (they do not
// fly), a man may not capture a king, capturing is compulsory and, among
// the captures, the precedence rules choose: the most pieces; then, taking
// as many, capturing with a king; then the most kings captured; then the
// capture that meets a king first. A man that reaches the last row is
// crowned and its move ends. White moves first.
//
// The board is turned: each player has a dark corner square on the right,
// the double corner on the left, and the FID numbers the dark squares 1–32
// from the top left (Black's side) left to right, row by row; Black starts
// on 1–12, White on 21–32. The rules are the same on a board and on its
// mirror image, so the game is played on the kit's board
// (checkers/draughts32), the mirror image of the FID's, and
// written in the FID's numbers (draughts32.Turned): moves "23-19",
// "19x10x1", positions "W:W21,22,…:B1,2,…" as PDN's GameType 22 writes
// them. The methods that return square numbers (Move.From, To, Landing,
// Captured, Board.At) give the kit's numbers; Move.String and the position
// text give the FID's.
//
// The package holds only what is Italian draughts' own: its move
// generation, start and draw rules; the evaluation and the engine adapter
// are beside the engine, in engine/eval/italianeval.
package italian
