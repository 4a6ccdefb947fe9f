// Package stackem is Stack'Em, the KING ME box's game where jumped checkers
// are not taken off the board: the captured checker goes to the bottom of
// the stack that jumped it, and the rest of the jumped stack stays, so a
// buried checker can be freed again. The rules are those of the project's
// rule book (rules/stackem.md); docs/rules/stackem.md explains them for
// players.
//
// Position holds every stack whole, bottom to top, with bitboards of the
// squares each player controls (board32's layout). Its moves are generated
// into a slice the caller reuses and played by value, as in
// checkers/standard:
//
//	p := stackem.Start()
//	buf := make([]stackem.Move, 0, 32)
//	for _, m := range p.AppendMoves(buf[:0]) {
//		next := p.Play(m)
//		_ = next
//	}
//
// Position also implements checkers.Position and Variant implements
// checkers.Variant, so a game is played through checkers.Game.
//
// The position text names the side to move and each occupied square's
// stack bottom to top: "R 9:rrB 14:b 22:R" (r and b pieces, R and B kings).
// Moves are written as in standard checkers, "11-15" and "15x24x31", every
// landing listed even when one square is jumped twice.
package stackem
