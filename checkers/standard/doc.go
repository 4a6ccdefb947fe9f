// Package standard is American checkers (English draughts) as the rules
// book states it: men move one square diagonally forward, kings one square
// in any direction, jumping is compulsory and a sequence must be finished,
// crowning ends the move, and two routes that capture the same pieces are
// one move.
//
// Position is the fast type: three bitboards over the 32 dark squares (the
// layout is drawn in the internal board32 package) and the player to move. Its moves are
// generated into a slice the caller reuses, so a search or a perft allocates
// nothing per node:
//
//	p := standard.Start()
//	buf := make([]standard.Move, 0, 32)
//	for _, m := range p.AppendMoves(buf[:0]) {
//		next := p.Play(m)
//		_ = next.CountMoves()
//	}
//
// Position also implements checkers.Position (Legal, After, ParseMove,
// Status, Progress, String) and Variant implements checkers.Variant, so the
// game is played through checkers.Game like every other.
//
// Squares are numbered 1–32 as in the rules: 1 is b8, 4 is h8, 29 is a1 and
// 32 is g1. Moves are written "11-15", "15x24x31"; positions in PDN FEN,
// "B:W21,22,K5:B1,2,K30", where W is Red.
package standard
