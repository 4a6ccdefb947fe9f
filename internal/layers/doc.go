// Package layers states the layers of the module and holds the test that
// keeps every import pointing down them (or within one layer). From the
// bottom:
//
//  1. The rules: checkers (the shared interface), checkers/board32 and
//     checkers/internal (what the games share) and each game's package
//     under checkers/; docs, the rules pages and guides the web app
//     embeds; and the libraries that know no game: rating (Glicko-2) and
//     account (user names, passwords, session tokens). The rules packages
//     import nothing of the module outside checkers/ and hold no
//     evaluation (TestRulesHoldNoEvaluation).
//  2. What reads positions: the engine (engine, its book, endgame
//     databases, the games' evaluations under engine/eval, learning and
//     tuning), view (positions and moves for display) and pdn (records).
//     They name no game but standard checkers, whose opening book and
//     endgame databases engine/book and engine/egdb are, and the game each
//     evaluation under engine/eval is for: each of those brings its
//     game's engine adapter, and the table its drawing, its PDN dialect,
//     its book and its databases.
//  3. The table of games, games: the one place that lists them, with
//     everything each one brings. Above it, no file imports a game's
//     package but the commands that build standard checkers' book and
//     databases (TestOnlyTheTableNamesAGame).
//  4. What plays the games through the table: hub (the Hub protocol),
//     match, puzzle, store, bus, server (with server/room, a live game
//     held once; server/registry, the live games in memory by ID;
//     server/computer, the computer's workers and tables;
//     server/cluster, the news between servers; server/lobby, the
//     lobby's rules; server/accounts, the accounts apart from HTTP;
//     server/chat, the chat's rules; server/puzzles, the puzzles apart
//     from HTTP; server/studies, the games opened from PDN files; and
//     server/refuse, the refusals they all give, apart from HTTP), web,
//     the terminal game and the load test.
//  5. The commands (internal/cli, cmd) and the end-to-end tests.
//
// A package may import its own layer and those below. Test files may import
// anything, and so may the test-support packages (named …test, imported by
// tests alone), which are tests' code.
package layers
