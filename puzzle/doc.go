// Package puzzle finds puzzles in played games and checks their solutions:
// a position where the player to move has one line that the engine proves
// wins something clear (a man or more, or the game), which the player must
// find move by move.
//
// # Finding them
//
// A Finder replays a game record and searches each position with the
// game's engine (the table of games' Player, as the server and kingme match
// use it). After a move that gave away at least a mistake's share of the
// point (a "?" or "??", by the same measure the game analysis marks them), the
// position is a puzzle when:
//
//   - the player to move scores at least Finder.Gain (a man, 100 hundredths)
//     at the finder's depth and again two plies deeper, with the same best
//     move (the gain is stable over deeper searches);
//   - at every move of the solver in the line, each other legal move scores
//     at least Gain less than the solution's (the solution is unique), or
//     the move is the only legal one;
//   - the opponent's replies in the line are the engine's best.
//
// The line ends on a solver's move: once the gain is in hand (the solver's
// material, counted on the board as the game's display draws it, is up by
// a piece after the opponent's best reply), when the game ends, when the
// solver's next move is no longer unique, or after MaxSolverMoves.
//
// # Themes
//
// Themes say what the line does, read from the game's display (view), so
// that every game of the table gets them without a word about which game it
// is: a shot takes two or more pieces in one move, a breakthrough crowns a
// piece, a king ending has kings on both sides and few pieces, freeing
// lifts an opposing checker off a stack and gives the solver the checker
// under it (Stack'Em), and so on; Themes lists them all.
//
// # The set's file
//
// A set of puzzles is a JSON-lines file: one Puzzle a line, as Write writes
// it and Read reads it back (see Puzzle for the fields). Check replays each
// puzzle's line on its position, so that a set from elsewhere is refused
// with the line and move that were wrong.
package puzzle
