package engine

import "sync/atomic"

// The searcher's switches: the extensions, reductions and threads a game's
// table (games.Game) or a match SPEC sets before the first search.

// DefaultThreatPlies is how many times a path of the search may look one
// ply past its horizon because the opponent threatens a capture in a quiet
// position there (for games that offer Threats). It is 0, none: one such
// ply scored 50.6 % in 355 games at 50 ms a move against none
// (docs/engine.md), not a gain worth its nodes.
const DefaultThreatPlies = 0

// SetThreatPlies sets how many threat extensions a path may have (see
// DefaultThreatPlies); 0 turns them off. Set it before SetThreads.
func (s *Searcher[P, M, G]) SetThreatPlies(n int) {
	s.threatPlies = uint8(max(0, min(n, 8)))
	for _, h := range s.helpers {
		h.threatPlies = s.threatPlies
	}
}

// DefaultOneReply is whether the search looks past a position with a
// single legal move (a forced capture, most often) without counting it
// against the depth. It is false, off: in standard checkers it scored
// 49.2 % in 660 games at 50 ms a move against none, an SPRT(0,15) that
// accepted H0 (docs/engine.md).
const DefaultOneReply = false

// DefaultKeepForcing is whether late moves that force a capture (see
// Forcing) are searched to the full depth instead of reduced like the
// other late quiet moves. Off until a match at equal time says it wins.
const DefaultKeepForcing = false

// DefaultTruncation is whether a Searcher truncates (see SetTruncation)
// unless told: off, since each game turns it on where it has won its
// match (the table of games: games.Game.Truncate).
const DefaultTruncation = false

// SetTruncation has quiet positions whose score is more than a man outside
// the window (above or below) searched up to 2½ plies less deep, the plies
// given back to the path where the score comes within a man of the window
// again (on), or every position searched to its depth (off). It finds
// shots that begin by giving material up later (the side giving it is far
// below the window until the shot comes back), and wins at equal time:
// standard checkers at 0.1 s a move, docs/engine.md. Set it before
// SetThreads.
func (s *Searcher[P, M, G]) SetTruncation(on bool) { s.truncate = on }

// DefaultSoftTruncation is whether a truncating Searcher (SetTruncation)
// also cuts quiet positions a little outside the window, as Cake does: off,
// since standard checkers, the one game that truncates, searched a ply and
// more deeper at 0.1 s a move with it but scored 49.5 % in 300 games
// against truncation without it (docs/engine.md).
const DefaultSoftTruncation = false

// SetSoftTruncation has truncation (SetTruncation) also cut quiet
// positions between a fifth of a man and a man outside the window, a
// quarter ply for each 16 hundredths of a man (on), or only those further
// out (off). Set it before SetThreads.
func (s *Searcher[P, M, G]) SetSoftTruncation(on bool) { s.softTrunc = on }

// DefaultSingular is whether a Searcher extends singular moves (see
// SetSingular) unless told: off, since each game turns it on where it has
// won its match (the table of games: games.Game.Singular).
const DefaultSingular = false

// SetSingular has the search look a ply deeper after a singular move (on):
// at a position 8 plies deep or more whose table entry holds a move with a
// score at least that deep (a lower bound or exact), every other move is
// searched to half the depth against that score less 2 hundredths of a
// man a ply; if none reaches it, the table's move is the only good one and
// is searched a ply deeper. Off, every move is searched to the same depth.
// Set it before SetThreads.
func (s *Searcher[P, M, G]) SetSingular(on bool) { s.singular = on }

// SetKeepForcing has late moves that force a capture searched to the full
// depth (on) or reduced like the other late quiet moves (off; see
// DefaultKeepForcing). Set it before SetThreads.
func (s *Searcher[P, M, G]) SetKeepForcing(on bool) { s.keepForcing = on }

// DefaultShots is whether a quiet position at the horizon whose static
// score is a little below the window (less than 1½ men) tries the moves
// that give the opponent a capture, each followed through the captures, as
// Cake's quiescence search does (for the games that offer Forcing). Off
// until a match at equal time says it wins.
const DefaultShots = false

// SetShots turns the shots at the horizon on or off (see DefaultShots).
// Set it before SetThreads.
func (s *Searcher[P, M, G]) SetShots(on bool) { s.shots = on }

// DefaultCaptureExtension is how many quarter plies deeper the search
// looks at a position inside the tree where the player to move must
// capture, as Cake does (half a ply there). It is 0, none: in standard
// checkers half a ply scored 49.6 % in 371 games at 0.1 s a move against
// none (docs/engine.md), no gain for the 1.7 times the nodes it costs.
const DefaultCaptureExtension = 0

// SetCaptureExtension sets how many quarter plies (0 to a ply) a position
// inside the tree with a capture to make is searched deeper than its
// depth (see DefaultCaptureExtension); 0 turns it off. Each capture still
// costs a ply, so a path's depth keeps falling. Set it before SetThreads.
func (s *Searcher[P, M, G]) SetCaptureExtension(quarters int) {
	s.captureExt = max(0, min(quarters, onePly))
	for _, h := range s.helpers {
		h.captureExt = s.captureExt
	}
}

// DefaultSqueezePlies is how many times a path of the search may look a
// ply past its horizon because the player to move, whose static score is
// above the window, is being squeezed (for the games that offer Squeeze):
// 0, none, until a match at equal time says otherwise.
const DefaultSqueezePlies = 0

// SetSqueezePlies sets how many squeeze extensions a path may have (see
// DefaultSqueezePlies); 0 turns them off. Set it before SetThreads.
func (s *Searcher[P, M, G]) SetSqueezePlies(n int) { s.squeezePlies = uint8(max(0, min(n, 8))) }

// SetOneReply turns the one-reply extension on or off (see
// DefaultOneReply). Set it before SetThreads.
func (s *Searcher[P, M, G]) SetOneReply(on bool) {
	s.oneReply = on
	for _, h := range s.helpers {
		h.oneReply = on
	}
}

// SetThreads makes the searcher search with n threads (at least one):
// Lazy SMP. The n − 1 helper threads search the same root as the main one,
// each with its own move ordering and iterating over a different sequence
// of depths, and share the transposition table, so that what one finds
// (scores, bounds, best moves) steers and cuts short the others; the main
// thread's result is the answer, and the helpers stop when it does. With
// n = 1 (the default) the search is the single-threaded one, with the same
// results node for node. Each helper costs a Searcher's preallocated stacks.
func (s *Searcher[P, M, G]) SetThreads(n int) {
	n = max(n, 1)
	for len(s.helpers) > n-1 {
		s.helpers = s.helpers[:len(s.helpers)-1]
	}
	for len(s.helpers) < n-1 {
		if s.counted == nil {
			s.counted = new(atomic.Uint64)
		}
		h := &Searcher[P, M, G]{game: s.game, table: s.table, thread: len(s.helpers) + 1, threats: s.threats, threatPlies: s.threatPlies, forcing: s.forcing, keepForcing: s.keepForcing, shots: s.shots, squeezed: s.squeezed, squeezePlies: s.squeezePlies, truncate: s.truncate, softTrunc: s.softTrunc, singular: s.singular, glance: s.glance, indexer: s.indexer, stepper: s.stepper, noProgress: s.noProgress, oneReply: s.oneReply, captureExt: s.captureExt, counted: s.counted, oracle: s.oracle}
		h.makeBuffers()
		s.helpers = append(s.helpers, h)
	}
}

// SetOracle makes the search ask o at every node past the root, and play
// o's best move when the root is a known win or loss (nil: none). Set it
// before SetThreads.
func (s *Searcher[P, M, G]) SetOracle(o Oracle[P]) {
	s.oracle = nil
	if o != nil {
		s.oracle = o.Solved
	}
	for _, h := range s.helpers {
		h.oracle = s.oracle
	}
}

// Threads returns how many threads the searcher searches with.
func (s *Searcher[P, M, G]) Threads() int { return 1 + len(s.helpers) }
