// Package checkers is the core every KingMe game shares: colours, squares,
// results and their reasons, the Variant, Position and Move interfaces, the
// Game that records a game under any variant's rules, and Perft.
//
// Each game is its own package with its own fast position type (see
// checkers/standard); the list of games is the package games. A program that
// plays any game uses only this package's types:
//
//	v, _ := games.Lookup("standard")
//	g := checkers.NewGame(v)
//	if err := g.PlayText("11-15"); err != nil {
//		fmt.Println(err) // says why the move is illegal; the game is unchanged
//	}
//	fmt.Println(g.Position(), g.Legal(), g.Result())
//
// Game enforces what spans several positions: the threefold repetition draw,
// the variant's no-progress draw, resignation, draw offers and time
// forfeits. A Position ends the game by itself when its player has no legal
// move (or, in some games, by points or bearing off).
//
// Search and perft do not go through these interfaces: each variant's own
// position type offers allocation-free move generation (for standard
// checkers, Position.AppendMoves and Position.Play), and Perft uses a
// variant's own fast count when its position implements FastPerfter.
package checkers
