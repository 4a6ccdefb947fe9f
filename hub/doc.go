// Package hub speaks the Hub protocol, version 2, the text protocol of
// Fabien Letouzey's Scan draughts engine and of the Hub GUI, for the
// engine: a GUI (or a script) writes commands on the engine's standard
// input, one per line, and reads its answers on standard output. The
// command "kingme hub" runs a Session on them.
//
// # Lines
//
// Every line is a command followed by arguments name=value, separated by
// blanks; a value with a blank, an = or nothing in it is quoted with double
// quotes ("11-15 23-19"), and an argument may be a bare name, a flag (go
// think). Parse reads a line into a Message and Message.String writes one.
// The protocol has no escape: a double quote inside a value is written as a
// single quote. Arguments the engine does not know are ignored, as the
// protocol asks; unknown commands and bad values are answered by an error
// line, error message="...", and the session goes on. Blank lines are
// ignored. The id line quotes, like every other, only the values that need
// it: author="the KingMe authors", name=KingMe.
//
// # A session
//
//	hub                               id name=KingMe version=... author=...
//	                                  param name=variant value=standard type=enum values="standard stackem ... international"
//	                                  param name=level value=full type=enum values="full beginner ... grandmaster"
//	                                  param name=hash value=64 type=int min=1 max=4096
//	                                  param name=threads value=2 type=int min=1 max=256
//	                                  param name=ponder value=false type=bool
//	                                  wait
//	set-param name=hash value=128
//	init                              ready
//	pos start moves="11-15 23-19"
//	level move-time=1
//	go think                          info depth=1 max-depth=1 score=0.08 nodes=9 time=0.000 nps=0.25 pv=9-14
//	                                  ...
//	                                  done move=8-11 ponder=22-17
//	quit
//
// Supported commands, as in the protocol's description:
//
//   - hub: the id line (name, version, author, country), one param line per
//     parameter, then wait.
//   - set-param name=... value=...: variant (every game of the table,
//     games.All, by its key in any case, such as standard, stackem or
//     international, or by the names other programs give it too
//     (games.Lookup): english, american, checkers and 21, its PDN
//     GameType, for standard checkers; draughts10, 10x10 and 20 for
//     international draughts; any other name, Scan's normal included, is
//     answered by an error that lists them); level ("full", or one of the
//     engine's named levels, by name or number); hash (transposition table
//     MiB);
//     threads (how many threads search, sharing the table: Lazy SMP; every
//     core by default, Config.Threads);
//     ponder (true or false: it only tells the GUI it may send go ponder);
//     book (true or false: play from the game's opening book where it has a
//     move, at full strength and at Master and Grandmaster; Config.Book at
//     first, true in kingme hub).
//     A change applies from the next search; changing the variant sets its
//     start position.
//   - init: makes the engine; ready.
//   - pos [start] [pos=...] [fen="..."] [moves="..."]: the position to
//     search, the start position unless pos= (for the games with the
//     protocol's forms: see "The protocol's own forms") or fen= gives
//     another, then the moves played from it (for the repetition and
//     no-progress rules). A standard checkers pos= text may be written
//     turned round, as pydraughts 0.6 writes it; the moves tell (see
//     "Clients: pydraughts").
//     As in Scan, a bad position answers an error and keeps the position
//     of the pos before, and a bad move answers an error and keeps the
//     position after the moves before it, so that go always has a
//     position. The GUI keeps the rules: moves after a draw by repetition
//     or without progress are played on.
//   - level depth=N | nodes=N | move-time=T | [moves=N] time=T [inc=T] |
//     infinite: the limits of the next search, in plies, nodes and seconds
//     (real numbers); level lines add up until the next pos or go, which
//     forget them, as in Scan. Without any, a search runs until stop (or
//     until it has proved the result). A move time is what a move takes
//     on average, not a cap (engine.Limits.Flexible): a search whose
//     choice holds steady stops deepening after 80 % of it, one whose
//     score falls or whose choice changes thinks on, to 2.5 times it at
//     most. As the protocol adds the increment
//     to time= before the move, the engine counts on at most half of the
//     time left from the increment. Unknown arguments (ponder) are ignored.
//   - go think | ponder | analyze: starts the search. It answers with an
//     info line after each iteration (depth, max-depth, score in men for the
//     player to move with ±99.xx a win or loss in 100−xx plies, nodes, time
//     in seconds, nps in millions of nodes a second as Scan; source=egdb or
//     source=book when the move is the endgame databases' or the book's;
//     egdb=win|loss|draw and, for a win or loss, egdb-plies=N (plies to the
//     next capture or man's move) when the databases hold the position;
//     pv) and ends
//     with done move=... ponder=... (the expected answer, when known). See
//     "Errors and done" for the one done without a move. go ponder searches
//     without the clock; ponder-hit then starts the search within the clock.
//     go analyze searches as go think does, but without the opening book.
//   - stop: the search ends at once (within milliseconds) and answers done.
//   - ping: pong, at once even during a search.
//   - new-game: the engine forgets what it learned (its transposition table).
//   - quit: the session ends at once; so does the end of the input, after
//     a search with a limit has answered done (an endless one is stopped).
//
// During a search the engine reads on: ping, stop, ponder-hit and quit
// are handled at once; any other command (which the protocol does not send
// then) waits for the search's done and runs after it, so a script may send
// several searches in one batch. A ping sent after such waiting commands
// is answered after them.
//
// The info line has no mean-depth (the search does not measure an average
// leaf depth); it adds max-depth, the deepest line the search looked at,
// which the Hub GUI also reads. A search without a line (pv) leaves pv
// out rather than writing it as a bare flag.
//
// # Errors and done
//
// Every go is answered by one done, and done has a move whenever the
// position searched has one, as in Scan 3.1 (hub_loop in main.cpp,
// quick_move in search.cpp). Scan searches whatever position it holds: a
// bad pos position leaves the one before, a bad move the position after
// the moves before it. When its search ends without a move it answers a
// quick one (the only move, the book's or the table's), so in practice it
// writes done without a move only when the position has no legal move,
// which the protocol says a GUI never asks. So does this package: a game
// drawn by repetition or without progress is searched (the GUI decides
// when its game ends), a search that fails answers the first legal move
// after its error, and only a position without a move (or an engine that
// cannot be made) answers error message="..." and a bare done. Clients
// such as pydraughts' HubEngine read done's first argument as the move and
// fail on a bare done; like the Hub GUI, they are not to ask for a move in
// a finished game.
//
// # Clients: pydraughts
//
// pydraughts' HubEngine (github.com/AttackingOrDefending/pydraughts)
// drives the engine for English draughts with its game loop, play(): pos
// pos=... moves="...", a level and go think or go ponder (and ponder-hit
// or stop), set-param only for what its user configures, and quit. Its
// position is its own board, which keeps English draughts turned round:
// the side that moves first is W with its men on 21-32, and PDN's square s
// is its 33−s, so the start position is Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww.
// Its releases number the moves differently:
//
//   - pydraughts 0.6 (0.6.0 to 0.6.7, the current one) writes moves= in
//     PDN's numbering (11-15 23-19) and finds the answer among its board's
//     moves in PDN's numbering: the position text is read turned round
//     (standard.Position.Mirror: W is Black), and the moves and answers
//     are in PDN's numbering, as everywhere else.
//   - pydraughts 0.5 wrote moves= turned round too (22-18 for PDN's
//     11-15) and wanted the answers so: the text read as written, Red to
//     move, is the same game, numbered as it wants.
//
// The moves tell which: a man moves toward higher squares in one reading
// and toward lower ones in the other, so moves that are legal in one are
// not in the other, but for king moves; then, and when there is no move,
// the session reads the text as it last read one. The start position with
// W to move, which no game reaches as written (Black moves first, and men
// never go back), is read turned round in a session that has not read
// one yet. So pydraughts 0.6 is served in every search, and 0.5 in every
// search that follows a move; a 0.5 session whose first search is from its
// start position, without a move, gets a PDN answer it cannot read (the
// two releases send the same lines then). KingMe's own form (below) is
// read as written.
//
// pydraughts reads the answers more loosely than the protocol (it splits
// arguments at every =, and keeps quotes in the id line's values:
// author="the KingMe authors" reads as the quoted string, as Scan's author
// does). testdata/pydraughts-0.6.7-english.hub and
// testdata/pydraughts-0.5.7-english.hub are whole games recorded from
// these releases; a test replays them and reads every answer by
// pydraughts' rules. Its international draughts ("standard" in pydraughts)
// is Scan's game and forms, read as written.
//
// # The protocol's own forms
//
// The protocol's positions and moves are written in forms fixed for
// numbered boards, which the table of games gives for the games that have
// them (games.Game.Hub, games.HubForms): standard checkers and
// international draughts. Reading and writing them goes through the
// table; this package names no game. A position (pos=) is the side to
// move, W for the side FEN writes W (Red in standard checkers, White in
// international draughts) or B for Black, then one letter per square in
// the game's numbering: e empty, b and w men, B and W kings. A move is
// from-to for a simple move and, for a capture, from x to followed by
// every captured piece's square, the squares passed through left out;
// Scan writes the captured squares in ascending order and reads them in
// any order, and so does this package (WriteMove, ReadMove). Like Scan, it
// also reads a capture with fewer captured squares, even none ("28x19"),
// when only one legal move fits, and answers an error naming the moves that
// fit when more than one does. The position may also be given in PDN FEN
// with fen="...".
//
// The 10×10 games have Scan's forms, on 50 squares numbered as the FMJD
// numbers them: international draughts (Scan's normal, its variant
// parameter's first value), antidraughts (losing), breakthrough (bt),
// Frisian draughts (frisian) and Frysk! (which Scan does not play). In
// Frisian draughts and Frysk! the position form cannot say how many steps
// in a row a king has made (article 17 of the Frisian rules): the moves=
// that follow it do, and Engine sends a start position with such steps as
// fen=. The start position of international draughts is
//
//	Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww
//
// and moves are written "32-28", "28x19x23" (28 takes 23 and lands on 19),
// "33x24x18x19x28". Standard checkers keeps them on its 32 squares,
// numbered as in PDN, Black moving first:
//
//	Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww
//
// with moves "11-15", "15x24x19", "1x19x6x15".
//
// # Engines: Scan
//
// The other side, Engine (kingme match's hub=COMMAND), drives any engine
// that speaks the protocol, Scan 3.1 among them, for the 10×10 games it
// plays: Scan declares its variant parameter (normal killer bt frisian
// losing), and the GUI sets it by the first name the engine lists for the
// game, the game's key or one of games.HubForms.Names (normal, losing, bt,
// frisian); an engine
// already playing the game is not told, and one that names none of them is
// refused before init. An engine that declares no variant parameter is
// taken to play standard checkers, as KingMe's hub did before it had one.
// Scan reads its scan.ini and data files from its working directory, so
// COMMAND is best a script that changes to it first.
//
// # The other games: the variant extension
//
// Every game is chosen with set-param name=variant, such as value=stackem
// (the hub answer announces the variant parameter and its values). The
// games without the protocol's forms (Stack'Em, Coast-to-Coast, Kings &
// Flying Kings, and the other draughts of the table) give their positions
// in the game's own position text with fen="..." (pos= is refused for
// them, with the list of the games that have it), and every move, in
// moves=, done and pv, is written in the game's own notation, as "kingme
// moves" prints it (WriteMove and ReadMove write and read a move of any
// game as the protocol does):
//
//	set-param name=variant value=coast-to-coast
//	pos fen="R:Rg7/0:Ba5/0"
//	level depth=4
//	go think                          info depth=1 ... pv=g7-h8+g7
//	                                  ...
//	                                  done move=g7-h8+g7 ponder=a5-b4
package hub
