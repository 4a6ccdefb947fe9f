// Package coast is Coast-to-Coast, the KING ME box's race game on all 64
// squares turned diamond-wise: each side races its twelve pieces into the
// opponent's corner, where they are crowned, and races the kings back home,
// where they leave the board. Nothing is ever captured: checkers of either
// colour are jumped as stepping stones. The rules are those of the project's
// rule book (rules/coast-to-coast.md); docs/rules/coast-to-coast.md explains
// them for players.
//
// Position is four 64-bit bitboards and two borne-off counts. A checker's
// chains are explored as sets of squares, each reached once, so the move
// list of a crowded position stays small: a move is where a checker ends
// (and whether it was crowned on the way), however many chains lead there.
//
//	p := coast.Start()
//	buf := make([]coast.Move, 0, 64)
//	for _, m := range p.AppendMoves(buf[:0]) {
//		next := p.Play(m)
//		_ = next
//	}
//
// Position also implements checkers.Position and Variant implements
// checkers.Variant, so a game is played through checkers.Game.
//
// Positions are written "B:Rb1,c1,Kd4/3:Bg8,h7/0" (the side to move, each
// side's checkers and how many it has borne off); moves "c3-d4",
// "c3:e5:e7", "g7-h8+h7" (a crowning and the free move after it) and
// "pass".
package coast
