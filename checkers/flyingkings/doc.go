// Package flyingkings is Kings & Flying Kings: checkers with four kinds of
// piece (Guard, Prince, King, Flying King, worth 0, 1, 3 and 5 points) and
// three kinds of special square (Morph, Spawn and Push Arrow), as the
// project's rule book rules/flying-kings.md states it. The players' page is
// docs/rules/flying-kings.md.
//
// Position is a value of five bitboards in the layout of the other numbered
// games (see board.go); AppendMoves, CountMoves, HasMoves and Play allocate
// nothing. Jump sequences are walked by the shared walks of package
// checkers/internal/jumps: the short jump of Guards, Princes and Kings, and
// the Flying King's capture at a distance with the Russian landing rule. A
// captured piece stays on the board until the sequence ends, blocking the
// way. Takes (jumps and push takes) are compulsory, and two moves that leave
// the same position are one move; each square a spawned Prince may take is a
// move of its own.
//
// The position text is the PDN FEN form with a letter per kind of piece,
//
//	B:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12
//
// and moves are written with the square numbers: "22-18", "15x24x31", the
// push take "17x9", and a spawn "18x9+30".
//
// Black moves first unless the game is created with StartWith(checkers.Red).
package flyingkings
