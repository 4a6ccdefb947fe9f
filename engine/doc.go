// Package engine is KingMe's computer player: one search for every game,
// with each game's own evaluation. It imports no game: each game brings its
// Game (its package's Engine type), and the table of games,
// games, makes each game's Player with NewPlayer.
//
// # The search
//
// Searcher is generic over a game's position and move types through the
// Game interface, so a variant's hot path (move generation, playing a move,
// hashing, evaluation) is called without interface boxing and nothing is
// allocated per node: positions are copied down a preallocated stack instead
// of undone, move lists are per-ply buffers reused from node to node.
//
//   - iterative deepening with aspiration windows around the last score;
//   - principal variation search (alpha-beta with null windows), late move
//     reductions for quiet moves, reverse futility pruning near the leaves;
//   - a transposition table keyed by Zobrist hashes (Table, its size in MiB),
//     four entries to a 64-byte bucket, replacing the shallowest and oldest;
//   - move ordering: the table's move, two killer moves per ply, history;
//   - capture sequences searched to quiet positions (captures are
//     compulsory in the capturing games, so a position with a capture to
//     make is never judged statically), and forced moves cost no depth;
//   - the game's rules inside the tree: repetition (a position seen again
//     since the last progress move is a draw), the no-progress rule, and the
//     variant's own ends (Game.Ended); wins score Win − plies, so the
//     shortest win and the longest loss are preferred (WinIn decodes them);
//   - Lazy SMP (Searcher.SetThreads, Options.Threads): helper threads with
//     their own stacks and move ordering search the same root over other
//     depths, sharing the transposition table, which takes concurrent
//     probes and stores without a lock (see Table);
//   - time control by Limits: a fixed depth, a fixed time per move, a node
//     count, or a clock with increment (a soft budget ends the deepening,
//     a hard one stops mid-iteration); a cancelled context stops it too,
//     within a few hundred microseconds.
//
// # Playing
//
// Player wraps a Searcher for the application: it thinks about a
// checkers.Game (its history feeds the repetition rule) and answers with
// checkers.Move values. NewPlayer makes the Player of a game (the table of
// games calls it: games.Lookup(key) then its NewPlayer); Options set the
// table size, the evaluation weights and the Level. Levels runs from
// Beginner to Grandmaster, each a documented mix of depth, time and
// deliberate imperfection (noise on the evaluation, a share of random moves).
//
// The evaluations live beside the engine, apart from the rules: one
// package a game under engine/eval (standardeval.Weights, DefaultWeights
// and the learned PatternWeights, and likewise stackemeval, coasteval and
// flyingkingseval; engine/eval/pattern holds what the learned ones share),
// and so do the adapters that join a game's rules to the search
// (standardeval.Engine and the others, each a Game of its rules package's
// types). The rules packages under checkers/ give an evaluation what it
// reads of a position and know no weights.
package engine
