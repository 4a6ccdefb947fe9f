// Package pdn reads and writes PDN (Portable Draughts Notation) game files.
//
// PDN is the draughts counterpart of chess PGN: each game is a section of
// tag pairs such as [Event "..."] followed by movetext ending in a game
// termination marker. This package only handles the syntax. It knows no
// game rules: a move is kept as the text it was written as ("11-15",
// "15x24x31", "c3-d4", "18x9+30", "c3:e5:e7") and replaying it is left to
// another package.
//
// # Reading
//
// A Reader reads one game at a time from a bufio.Reader and keeps only that
// game in memory. It accepts:
//
//   - tag pairs [Name "Value"], several on a line or spread over lines, with
//     \" and \\ escapes in values (any other backslash is kept as is); a
//     string may not span lines;
//   - move numbers "5." for the first player's move and "5..." or "5.." for
//     the second player's, also glued to the move ("5.11-15"); a bare "..."
//     makes the next move the second player's. Moves without a number are
//     numbered by counting on from the last number seen, starting at 1 with
//     the first player. The numbering comes from the movetext only: a game
//     whose position (FEN) has the second player to move must say so with
//     "1..." (or "N...") before its first move;
//   - moves: runs of the characters 0-9 a-z A-Z - : + * that are not a
//     result; they are not checked. A numbered move with a comment glued
//     to it ("26-22Whiteoversteppedthetimecontrol.": letters, then any
//     word characters) is read as the move and that comment, and
//     Reader.Source notes it;
//   - suffix annotations ! ? !! ?? !? ?! (also "(?)"-style), stored as the
//     NAGs 1 to 6, and NAGs $n;
//   - comments {...} (over several lines, not nested) and ; to the end of
//     the line, stored trimmed. Comments before the first move of the main
//     line, including ones among the tag pairs, go to Game.Comment joined by
//     a blank line; a comment before the first move of a variation goes to
//     that move's CommentsBefore; any other comment belongs to the move
//     before it;
//   - variations ( ... ) nested to any depth, alternatives to the move
//     before them, dropped unless Reader.KeepVariations(true); a result
//     marker inside a variation is ignored;
//   - escape lines (a % in column 1), which are skipped;
//   - a byte-order mark at the start, CRLF or CR line ends, and bytes that
//     are not UTF-8, which are read as ISO-8859-1 (the PDN 2.0 encoding).
//
// A game ends at its result marker ("1-0", "0-1", "1/2-1/2", "*", "2-0",
// "0-2", "1-1", "0-0"), or, with Game.Result "", at a "[" after movetext has
// started, or at the end of input.
//
// A variation, NAG or suffix before the first move of its line, an empty
// variation, unbalanced braces, parentheses or brackets, an unterminated
// string and any character outside the sets above are errors. Malformed
// input gives a *SyntaxError with the line and column where the problem
// was found; the message names the input and, for unclosed
// constructs, where they started ("unterminated comment starting at line
// 3, column 5"). The Reader then skips to the next line that starts with
// "[" so that the next call to Next goes on with the following game. An
// unterminated comment runs to the end of the input, so nothing follows it.
//
// # Writing
//
// Writer.Write and Game.String write the seven-tag roster first, in the
// checkers order Event, Site, Date, Round, Black, White, Result, filling in
// "?" (and "????.??.??" for Date) and taking the Result tag from
// Game.Result; then the other tags in their order. The movetext is wrapped
// at 80 columns without breaking tokens: "1. 11-15 23-19 2. 8-11", with
// "N..." before a second player's move only where counting on would not
// give its number (at the start of a line, say: not after a comment, which
// pydraughts misreads), NAGs as $n, comments in braces ("}" in a comment is
// written as ")"), variations in parentheses and the result marker last.
// Every tag is kept, a second one of the same name too; the Result tag and
// the marker agree (Game.Marker). Reading written text gives back the same
// game, apart from the filled-in roster tags, the result and "}" in
// comments.
//
// # Records
//
// A Library (games.PDN makes the table's) knows the games: each one's rules
// and what its records say (its Dialect). Its Replay plays a game as a
// request to play: any move the rules refuse stops it. Its ReplayRecord
// reads a game as the record of what was played, as files
// from tournaments, books and other programs are: it plays on past a draw
// by repetition, picks the route of a short capture, reads a result
// written in a comment, and reads what the game's entry in the table of
// games says of its records (Records): its PDN GameType, the names a
// Variant tag gives it, its algebraic moves, the FEN forms of
// other programs it forgives (spaces, empty sections and move counters in
// standard checkers; each other game's position text as KingMe writes it,
// Stack'Em's with its spaces). It refuses games of other draughts with a
// message that says so, with the game's hints, and returns Notes that name
// the game's number and line (Reader.Source) and what it did, the sides
// named in the record's words (White, not Red, in standard checkers). The
// package names no game: a game added to the table is written and read
// through its entry. Its ReplayTree replays an annotated game (read with
// Reader.KeepVariations) as a tree of Lines: the main line as
// ReplayRecord plays it, and every variation from the position before the
// move it replaces, each move with its NAGs and comments.
//
// # Results and who moves first
//
// The score on the left of a result belongs to the player who moves first
// in the game type. In English draughts / American checkers (GameType 21,
// "21,B,8,8,N1,0": Black starts) "1-0" means Black, the first player, won
// and "0-1" means White won. Sources:
//
//   - the PDN 2.0 draft by Murray Cash (2003, written for American checkers
//     only), sections 6.1.1.1.1.5 (Result tag) and 6.1.1.2.6 (terminator):
//     "1-0 indicating Black (Red) won the game", "0-1 indicating White won
//     the game"; archived copy at www.nemesis.info/pdn2.txt, stored in
//     github.com/hungerburg/capers, doc/pdn2.txt;
//   - the PDN 3.0 standard (Wieger Wesselink for the FMJD,
//     github.com/wiegerw/pdn, doc/pdntags.rst and doc/gametype.rst), which
//     refers to that draft for the Result tag, lists the Default results
//     1-0, 0-1, 1/2-1/2, 0-0, * for GameType 21 and the International ones
//     2-0, 0-2, 1-1, 0-0, * for 10x10 draughts, where White starts and the
//     left score is White's, and says 0-0 means both players lost.
//
// Wikipedia's PDN article instead glosses "1-0" as "White won", copied from
// chess PGN; for checkers files that contradicts the PDN 2.0 definition
// above. The reader stores the marker as written. ReplayRecord reads it the
// PDN 2.0 way, except where the final position shows the other convention
// (the position is a win for the player the marker says lost), which it
// notes.
package pdn
