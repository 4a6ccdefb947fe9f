// Package tui is the terminal game of `kingme play`: a Bubble Tea model of
// a game against the computer in any of KingMe's four games.
//
// The screen is a board, a side panel and three lines below. The board is
// drawn from package view's description of the position (the same one the
// web app draws): 5×2 characters a square with the square numbers of the
// numbered games when the terminal is 80×24 or larger, 3×1 below that. Red's
// pieces are red blocks with filled symbols and Black's dark blocks with
// hollow ones, so the sides differ without colour too; Stack'Em stacks show
// their height and the checkers under the top one, special squares and
// Coast-to-Coast homes their marks. The panel lists the players, the
// borne-off counts or points, the moves and a legend; the lines below hold
// the move being typed with its completions, the last message (why an entry
// was refused, what the computer played) and the keys.
//
// A move is typed in the game's notation (Tab completes it from the legal
// moves) and played with Enter through checkers.Game, which refuses an
// illegal one with the rule's reason; or it is picked square by square with
// the arrow keys and Enter, by the web board's rule (the piece, then any of
// its landings or only the end, then the spawn square). The arrow keys move
// the cursor over the squares played on, as the web board's cursor does. A
// hint's move and a refused entry stay in the entry (Enter plays it,
// Backspace edits it) until a move is typed in their place.
//
// The board is drawn with the person's side at the bottom: the table's
// Bottom side (games.Game.Bottom), turned round when the person plays
// the other, as the web page draws it.
//
// The computer's searches (its moves, hints, its answer to a draw offer) run
// as Bubble Tea commands on a copy of the game; each carries an id, and an
// answer that comes after the game moved on (an undo, a resignation) is
// dropped. Model.Render returns the screen as text, which the tests read.
package tui
