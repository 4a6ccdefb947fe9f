// Package frysk is Frysk!, Frisian draughts from a start of five men a
// side on the back rows (Black's on 1–5, White's on 46–50), as lidraughts
// plays it (docs/rules/frysk.md): every rule is Frisian draughts'
// (checkers/frisian, the Official Rules for Frisian Draughts).
//
// Squares, moves and positions are written as in Frisian draughts. The
// board, the moves and the text are the kit's of the 10×10 games
// (checkers/internal/draughts50).
package frysk
