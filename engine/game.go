package engine

// Adapter is what the search needs from one variant: its own position type P
// and move type M, used through a small adapter value so that the search's
// hot path makes no interface call and allocates nothing. Scores are from
// the point of view of the player to move, in hundredths of a man.
type Adapter[P any, M comparable] interface {
	// AppendMoves appends p's legal moves to dst, always in the same order
	// for the same position, and returns the extended slice.
	AppendMoves(p *P, dst []M) []M
	// Play returns the position after m, a move AppendMoves returned.
	Play(p *P, m M) P
	// Hash returns p's Zobrist key.
	Hash(p *P) uint64
	// Evaluate scores a quiet position for the player to move.
	Evaluate(p *P) int
	// Noisy reports whether m must be searched past the horizon: a capture,
	// in the games where capturing is compulsory.
	Noisy(m M) bool
	// Progress reports whether m, played in p, resets the no-progress count
	// (no earlier position can come back after it).
	Progress(p *P, m M) bool
	// Ended reports whether p ends the game by itself, with a legal move
	// still to play or none (all borne off, a points ending …), and the
	// outcome for the player to move: +1 won, 0 drawn, −1 lost. A player
	// to move with no legal move and no such end has lost.
	Ended(p *P) (outcome int, over bool)
	// NoProgressPlies returns how many plies without progress draw.
	NoProgressPlies() int
	// MoveIndex returns a number below 4096 naming m by its squares, for the
	// history table.
	MoveIndex(m M) int
}

// Threats is what a Game may also offer, for the search to look past its
// horizon when a quiet position's score hangs on a capture.
type Threats[P any] interface {
	// Threatened reports whether the player not to move in p could
	// capture, were it its turn.
	Threatened(p *P) bool
}

// Forcing is what a Game may also offer, so that the search does not
// look less deep at a move that forces its answer: in the games where
// capturing is compulsory, a move after which the opponent must capture (a
// piece given up, often the first move of a shot).
type Forcing[P any] interface {
	// MustCapture reports whether the player to move in p must capture.
	MustCapture(p *P) bool
}

// Squeeze is what a Game may also offer, for the search to look past its
// horizon when the player to move is running out of moves that give
// nothing away (a squeeze: a static score cannot see the piece it must
// soon give up).
type Squeeze[P any] interface {
	// Squeezed reports whether the player to move in p, a quiet position,
	// is being squeezed.
	Squeezed(p *P) bool
}

// Glance is what a Game may also offer so that the search need not list
// the moves of a position it will not search move by move: a quiet
// position at its horizon, or one that its table entry or its evaluation
// settles. The search then lists them only when it plays them.
type Glance[P any] interface {
	// Glance reports whether the player to move in p has a legal move
	// (AppendMoves would list one) and, when it has, whether the first
	// move AppendMoves lists is Noisy: in the games where capturing is
	// compulsory, whether the player must capture.
	Glance(p *P) (moves, noisy bool)
}

// Indexer is what a Game may also offer so that the search names a
// position's moves for its history table with one call instead of one a
// move.
type Indexer[M any] interface {
	// AppendMoveIndices appends MoveIndex of each of moves, in their
	// order, to dst and returns the extended slice.
	AppendMoveIndices(dst []int32, moves []M) []int32
}

// Stepper is what a Game may also offer so that the search makes a move
// with one call instead of three (Play, Hash, Progress).
type Stepper[P, M any] interface {
	// Step sets *child to the position after m in p, as Play returns it,
	// and returns child's Hash and whether m is Progress in p.
	Step(p *P, m M, child *P) (key uint64, progress bool)
}

// Scores.
const (
	// Infinity bounds every score.
	Infinity = 32000
	// Win is the score of winning now; a win in n plies scores Win − n, a
	// loss in n plies −(Win − n).
	Win = 31000
	// WinBound: scores beyond ±WinBound are wins and losses at a distance.
	WinBound = Win - MaxPly
)

// MaxPly is the deepest the search looks.
const MaxPly = 128

// WinIn returns how many moves (of the winner) a win or loss score is away,
// positive for a win and negative for a loss, and false for other scores.
func WinIn(score int) (moves int, ok bool) {
	switch {
	case score > WinBound:
		return (Win - score + 1) / 2, true
	case score < -WinBound:
		return -(Win + score + 1) / 2, true
	}
	return 0, false
}

// Oracle is what may know the exact result of some positions of a game:
// an endgame database. Options.Endgame takes one; the search asks it at
// every node past the root and, at the root, plays its best move itself.
type Oracle[P any] interface {
	// Solved returns p's result for the player to move when it knows it:
	// +1 won, 0 drawn, −1 lost, and the plies to the next move that makes
	// progress (Game.Progress) or to the end, the winner hurrying and the
	// loser holding out.
	Solved(p *P) (outcome, plies int, ok bool)
}

// KnownWin is the score of a position an Oracle knows to be won, less the
// plies to it and its plies to progress: below the wins the search proves
// itself (beyond WinBound), above any evaluation.
const KnownWin = 20000

// KnownWinBound: scores beyond ±KnownWinBound (and within ±WinBound) are
// wins and losses an Oracle knows.
const KnownWinBound = KnownWin - 2*MaxPly

// Known reports whether score is a win (+1) or a loss (−1) that an Oracle
// knows, not one the search proved by itself.
func Known(score int) (outcome int, ok bool) {
	switch {
	case score > KnownWinBound && score <= WinBound:
		return 1, true
	case score < -KnownWinBound && score >= -WinBound:
		return -1, true
	}
	return 0, false
}

// solvedScore returns the score of an oracle's result ply plies from the
// root, since plies after the last progress: a win or loss whose progress
// is further away than the no-progress rule allows is a draw, for the
// loser can hold out that long.
func solvedScore(outcome, plies, ply, since, noProgress int) int {
	if outcome == 0 || plies > noProgress-since {
		return 0
	}
	return outcome * (KnownWin - ply - plies)
}

// Book is an opening book: for some positions, the moves worth playing
// with their scores from deep searches. Options.Book takes one.
type Book interface {
	// Moves returns the book's moves for the position whose text
	// (checkers.Position's String) is position, best first; none when the
	// book does not hold it.
	Moves(position string) []BookMove
}

// BookMove is one move of an opening book.
type BookMove struct {
	Move  string // in the game's notation, as the move's String writes it
	Score int    // for the player to move, in hundredths of a man
	Depth int    // the depth of the search that scored it
}
