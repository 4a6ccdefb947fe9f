package engine

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// Info reports one finished iteration of a search.
type Info[M any] struct {
	Depth    int           // plies searched
	SelDepth int           // deepest ply reached, captures included
	Score    int           // for the player to move at the root
	Nodes    uint64        // positions visited so far
	Time     time.Duration // since the search began
	PV       []M           // the principal variation; valid during the callback only
	Solved   bool          // the move is the oracle's, as Result.Solved
}

// Result is a finished search's answer.
type Result[M any] struct {
	Move     M    // the best move; the zero M when there is none
	HasMove  bool // false when the root has no legal move or the game is over
	Score    int
	Depth    int
	SelDepth int
	Nodes    uint64
	Time     time.Duration
	PV       []M
	// Solved says the move is the oracle's (Options.Endgame), not the
	// search's: the root is a known win or loss.
	Solved bool
}

// Searcher searches positions of one game. It keeps its transposition
// table, history and buffers from one search to the next; it is not safe
// for use by two goroutines at once (though it may itself search with
// several, see SetThreads).
type Searcher[P any, M comparable, G Adapter[P, M]] struct {
	game  G
	table *Table

	// helpers search beside this searcher when it has more than one thread
	// (Lazy SMP): each is a whole Searcher of its own (stacks, killers,
	// history) sharing table; thread is a helper's number, from 1, and 0 for
	// the main searcher.
	helpers []*Searcher[P, M, G]
	thread  int
	// counted holds the nodes of every thread of a search with helpers, as
	// of each thread's last time check; the helpers point to the main
	// searcher's counter. added is how many of this thread's nodes it holds.
	counted *atomic.Uint64
	added   uint64

	// positions[ply] is the position at ply plies from the root: the search
	// copies positions down this stack instead of undoing moves.
	positions [MaxPly + 1]P
	frames    [MaxPly + 1]frame[M]
	pv        [MaxPly + 1][MaxPly + 1]M
	pvLen     [MaxPly + 1]int
	killers   [MaxPly + 1][2]M
	hasKill   [MaxPly + 1][2]bool
	history   [4096]int32
	// ext[ply] counts the threat and squeeze extensions on the path to
	// ply (horizonDone after a shot: none more).
	ext [MaxPly + 1]uint8
	// truncate is whether quiet positions far outside the window are
	// searched less deep (see SetTruncation); trunc[ply] is the depth
	// (quarter plies) it took off the path to ply, given back once a
	// position's score nears the window.
	truncate bool
	trunc    [MaxPly + 1]int32
	// softTrunc is whether truncation also cuts positions a little
	// outside the window (see SetSoftTruncation); softCut[ply] is the
	// depth it took off the path to ply.
	softTrunc bool
	softCut   [MaxPly + 1]int32
	// singular is whether the table's move is searched a ply deeper when
	// every other move falls short of its score (see SetSingular).
	singular bool
	// threats is the game's Threatened, if it has one (see Threats), and
	// threatPlies how many threat extensions a path may have.
	threats     func(*P) bool
	threatPlies uint8
	// forcing is the game's MustCapture, if it has one (see Forcing); with
	// keepForcing, a late move after which the opponent must capture is
	// not reduced.
	forcing     func(*P) bool
	keepForcing bool
	// squeezed is the game's Squeezed, if it has one (see Squeeze), and
	// squeezePlies how many squeeze extensions a path may have (0: none).
	squeezed     func(*P) bool
	squeezePlies uint8
	// shots is whether a quiet position at the horizon a little below the
	// window tries the moves that give a capture away (see SetShots).
	shots bool
	// glance is the game's Glance, if it has one: the search then lists
	// a position's moves only when it plays them.
	glance Glance[P]
	// indexer and stepper are the game's Indexer and Stepper, if it has
	// them.
	indexer Indexer[M]
	stepper Stepper[P, M]
	// noProgress is the game's NoProgressPlies.
	noProgress int
	// oneReply searches a position with a single legal move as deep as its
	// parent (see SetOneReply).
	oneReply bool
	// captureExt is how many quarter plies deeper a position inside the
	// tree with a capture to make is searched (see SetCaptureExtension).
	captureExt int
	// oracle, if not nil, knows the exact results of some positions (see
	// Oracle and SetOracle).
	oracle func(*P) (outcome, plies int, ok bool)

	// keys holds the keys of the game's earlier positions then those of the
	// search's path; since[i] counts the plies without progress up to keys[i].
	keys  []uint64
	since []int
	root  int // len(keys) at the root

	nodes    uint64
	selDepth int
	stopped  bool
	done     <-chan struct{}
	deadline time.Time
	// flexible is whether the deadline follows plan (a flexible move
	// time, see Limits.Flexible), from the search's start.
	flexible bool
	plan     movePlan
	start    time.Time
	maxNodes uint64
	noise    noise
}

type frame[M any] struct {
	moves  []M
	codes  []int32 // MoveIndex of each move
	scores []int32
}

// NewSearcher returns a searcher for game with a transposition table of
// tableMiB mebibytes.
func NewSearcher[P any, M comparable, G Adapter[P, M]](game G, tableMiB int) *Searcher[P, M, G] {
	return NewSearcherWithTable[P, M](game, NewTable(tableMiB))
}

// NewSearcherWithTable returns a searcher for game that searches with
// table, a table the caller keeps (see Table): its helper threads
// (SetThreads) share it too, and NewGame clears it. No other searcher may
// search with it at the same time.
func NewSearcherWithTable[P any, M comparable, G Adapter[P, M]](game G, table *Table) *Searcher[P, M, G] {
	s := &Searcher[P, M, G]{game: game, table: table, threatPlies: DefaultThreatPlies, oneReply: DefaultOneReply, keepForcing: DefaultKeepForcing, shots: DefaultShots, squeezePlies: DefaultSqueezePlies, truncate: DefaultTruncation, softTrunc: DefaultSoftTruncation, singular: DefaultSingular}
	if t, ok := any(game).(Threats[P]); ok {
		s.threats = t.Threatened
	}
	if f, ok := any(game).(Forcing[P]); ok {
		s.forcing = f.MustCapture
	}
	if q, ok := any(game).(Squeeze[P]); ok {
		s.squeezed = q.Squeezed
	}
	s.glance, _ = any(game).(Glance[P])
	s.indexer, _ = any(game).(Indexer[M])
	s.stepper, _ = any(game).(Stepper[P, M])
	s.noProgress = game.NoProgressPlies()
	s.makeBuffers()
	return s
}

// makeBuffers makes the searcher's own move lists, keys and counts of
// plies since progress, which every thread needs apart.
func (s *Searcher[P, M, G]) makeBuffers() {
	for i := range s.frames {
		s.frames[i].moves = make([]M, 0, 64)
		s.frames[i].codes = make([]int32, 0, 64)
		s.frames[i].scores = make([]int32, 0, 64)
	}
	s.keys = make([]uint64, 0, 1024)
	s.since = make([]int, 0, 1024)
}

// NewGame forgets what earlier searches learned (the table, the history),
// for a new game.
func (s *Searcher[P, M, G]) NewGame() {
	s.table.Clear()
	clear(s.history[:])
	for _, h := range s.helpers {
		clear(h.history[:])
	}
}

// Search looks for the best move in pos. history holds the positions the
// game went through before pos, oldest first, from its last progress move
// on (earlier ones cannot repeat; passing more is harmless), for the
// repetition and no-progress rules; sinceProgress is the game's count of
// plies without progress at pos. Search ends when a limit is reached or ctx
// is done, and returns the best move of the deepest finished iteration. info,
// if not nil, is called after each iteration.
//
// With several threads (SetThreads), Limits.Nodes counts the nodes of all
// of them, and so do the reported node counts.
func (s *Searcher[P, M, G]) Search(ctx context.Context, pos P, history []P, sinceProgress int, limits Limits, info func(Info[M])) Result[M] {
	start := time.Now()
	var solved bool
	var res Result[M]
	if res, s.frames[0].moves, solved = solvedRoot(s.game, s.oracle, pos, sinceProgress, s.frames[0].moves, start, info); solved {
		return res
	}
	// Making the table's memory is not the search's time (see Prepare).
	s.table.Prepare()
	start = time.Now()
	if len(s.helpers) == 0 {
		return s.run(ctx, start, pos, history, sinceProgress, limits, info)
	}
	// The helpers run until the main search ends, whatever its limits: their
	// context is cancelled then (the parent's cancellation stops them too).
	// Every thread stops at the node limit, counted over all of them, so
	// that a main thread the machine leaves waiting cannot let the helpers
	// run past it.
	s.table.nextSearch()
	s.counted.Store(0)
	hctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, h := range s.helpers {
		h.noise = s.noise
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.run(hctx, start, pos, history, sinceProgress, Limits{MoveTime: limits.hardTime(), Nodes: limits.Nodes}, nil)
		}()
	}
	if info == nil {
		res = s.run(ctx, start, pos, history, sinceProgress, limits, nil)
	} else {
		res = s.run(ctx, start, pos, history, sinceProgress, limits, func(i Info[M]) {
			i.Nodes = s.allNodes()
			info(i)
		})
	}
	cancel()
	wg.Wait()
	res.Nodes = s.nodes
	for _, h := range s.helpers {
		res.Nodes += h.nodes
	}
	return res
}

// solvedRoot answers for a root the oracle knows to be won or lost (in
// time for the no-progress rule): the winner plays a move to a loss with
// the fewest plies to progress, a winning conversion first; the loser the
// move that holds out longest. Known draws are searched, the oracle scoring
// each move's position, so that the search picks the draw that sets the
// most problems. It lists the root's moves in buf, which it returns
// (grown), and reports the answer to info as Search would; the search
// began at start. It needs no Searcher, so that a Player answers from the
// databases without making one (or touching its table).
func solvedRoot[P any, M comparable, G Adapter[P, M]](game G, oracle func(*P) (int, int, bool), pos P, since int, buf []M, start time.Time, info func(Info[M])) (Result[M], []M, bool) {
	var res Result[M]
	if oracle == nil {
		return res, buf, false
	}
	outcome, plies, ok := oracle(&pos)
	noProgress := game.NoProgressPlies()
	if !ok || solvedScore(outcome, plies, 0, since, noProgress) == 0 {
		return res, buf, false
	}
	moves := game.AppendMoves(&pos, buf[:0])
	best := -1
	bestPlies := 0
	for i, m := range moves {
		child := game.Play(&pos, m)
		o, p, ok := oracle(&child)
		if !ok {
			return res, moves, false
		}
		if game.Progress(&pos, m) {
			p = 1
		} else {
			p++
		}
		switch {
		case outcome > 0 && o < 0 && (best < 0 || p < bestPlies),
			outcome < 0 && (best < 0 || p > bestPlies):
			best, bestPlies = i, p
		}
	}
	if best < 0 {
		return res, moves, false
	}
	res.Move, res.HasMove, res.Solved = moves[best], true, true
	res.Score = solvedScore(outcome, plies, 0, since, noProgress)
	res.Depth, res.SelDepth, res.Nodes = 1, 1, uint64(len(moves))
	res.PV = append(res.PV[:0], moves[best])
	res.Time = time.Since(start)
	if info != nil {
		info(Info[M]{Depth: res.Depth, SelDepth: res.SelDepth, Score: res.Score, Nodes: res.Nodes, Time: res.Time, PV: res.PV, Solved: true})
	}
	return res, moves, true
}

// allNodes returns the nodes of this thread and, in a search with helpers,
// those of the other threads as of their last time check.
func (s *Searcher[P, M, G]) allNodes() uint64 {
	if s.counted == nil || (s.thread == 0 && len(s.helpers) == 0) {
		return s.nodes
	}
	return s.counted.Load() + s.nodes - s.added
}

// Depth skipping of the helper threads (the scheme of Stockfish 9): helper
// i searches depth d unless ((d + skipPhase[j]) / skipSize[j]) is odd, with
// j = (i − 1) mod 20. The first helper searches the even depths (always a
// ply ahead of where the main thread starts), the second the odd ones, the
// next four two depths in four, and so on: the threads spread over the
// depths instead of all racing through the same tree.
var (
	skipSize  = [20]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [20]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

// skips reports whether the searcher, a helper, leaves out depth.
func (s *Searcher[P, M, G]) skips(depth int) bool {
	if s.thread == 0 {
		return false
	}
	j := (s.thread - 1) % len(skipSize)
	return (depth+skipPhase[j])/skipSize[j]%2 != 0
}

// run is the iterative deepening of one thread: the whole search when
// there is one, the main thread's or one helper's when there are more.
func (s *Searcher[P, M, G]) run(ctx context.Context, start time.Time, pos P, history []P, sinceProgress int, limits Limits, info func(Info[M])) Result[M] {
	s.begin(ctx, start, limits)
	if need := len(history) + MaxPly + 2; cap(s.keys) < need {
		s.keys, s.since = make([]uint64, 0, need), make([]int, 0, need)
	}
	s.keys, s.since = s.keys[:0], s.since[:0]
	for i := range history {
		s.keys = append(s.keys, s.game.Hash(&history[i]))
		s.since = append(s.since, max(0, sinceProgress-len(history)+i))
	}
	s.root = len(s.keys)
	s.keys = append(s.keys, s.game.Hash(&pos))
	s.since = append(s.since, sinceProgress)

	s.positions[0] = pos
	var res Result[M]
	rootMoves := s.game.AppendMoves(&pos, s.frames[0].moves[:0])
	s.frames[0].moves = rootMoves
	if _, over := s.game.Ended(&pos); over || len(rootMoves) == 0 {
		res.Time = time.Since(start)
		return res
	}
	res.Move, res.HasMove = rootMoves[0], true
	maxDepth := MaxPly - 8
	if limits.Depth > 0 {
		maxDepth = min(limits.Depth, maxDepth)
	}
	soft, _ := limits.budget()
	score := 0
	var lastMove M
	lastScore := 0
	for depth := 1; depth <= maxDepth; depth++ {
		if s.skips(depth) && depth < maxDepth {
			continue
		}
		s.selDepth = 0
		score = s.aspiration(&s.positions[0], depth, score)
		if s.stopped && depth > 1 {
			break
		}
		if s.thread > 0 {
			// A helper: what it found is in the table; it deepens until
			// stopped, whatever it finds.
			continue
		}
		res.Score, res.Depth, res.SelDepth = score, depth, max(s.selDepth, depth)
		res.PV = append(res.PV[:0], s.pv[0][:s.pvLen[0]]...)
		if len(res.PV) > 0 {
			res.Move = res.PV[0]
		}
		res.Nodes, res.Time = s.nodes, time.Since(start)
		if info != nil {
			info(Info[M]{Depth: depth, SelDepth: res.SelDepth, Score: score, Nodes: s.nodes, Time: res.Time, PV: res.PV})
		}
		if s.stopped {
			break
		}
		if len(rootMoves) == 1 && depth >= 4 && limits.Depth == 0 {
			break // a forced move: no need to think on
		}
		if _, ok := WinIn(score); ok && depth > 2*(Win-abs(score))+4 && limits.Depth == 0 {
			break // the win or loss is found and proved
		}
		if soft > 0 && time.Since(start) > soft/2 && limits.MoveTime == 0 {
			break // the next iteration would not finish in time
		}
		if s.flexible {
			s.plan.trouble = troubled(depth, score, lastScore, depth > 1 && res.Move != lastMove)
			s.replan()
			if time.Since(start) > s.plan.stop() {
				break
			}
		}
		lastMove, lastScore = res.Move, score
	}
	res.Nodes, res.Time = s.nodes, time.Since(start)
	return res
}

func (s *Searcher[P, M, G]) begin(ctx context.Context, start time.Time, limits Limits) {
	s.nodes, s.added, s.stopped = 0, 0, false
	s.done = ctx.Done()
	s.deadline = time.Time{}
	if _, hard := limits.budget(); hard > 0 {
		s.deadline = start.Add(hard)
	}
	s.flexible = limits.Flexible && limits.MoveTime > 0
	if s.flexible {
		s.plan, s.start = movePlan{moveTime: limits.MoveTime}, start
		s.replan()
	}
	s.maxNodes = limits.Nodes
	if s.thread == 0 && len(s.helpers) == 0 {
		s.table.nextSearch() // with helpers, Search has done it before they start
	}
	for i := range s.history {
		s.history[i] /= 8
	}
	clear(s.hasKill[:])
}

// replan sets the deadline of a search with a flexible move time to its
// plan's cut, from the search's start.
func (s *Searcher[P, M, G]) replan() { s.deadline = s.start.Add(s.plan.cut()) }

// aspiration searches the root at depth with a window around the last
// score, widening it when the score falls outside.
func (s *Searcher[P, M, G]) aspiration(pos *P, depth, last int) int {
	s.ext[0], s.trunc[0], s.softCut[0] = 0, 0, 0
	if depth < 5 {
		return s.search(pos, depth*onePly, 0, -Infinity, Infinity, true)
	}
	delta := 25
	alpha, beta := max(last-delta, -Infinity), min(last+delta, Infinity)
	for {
		score := s.search(pos, depth*onePly, 0, alpha, beta, true)
		if s.stopped {
			return score
		}
		switch {
		case score <= alpha:
			if s.flexible && depth >= planFrom && !s.plan.trouble {
				// The best move falls below the window: think on.
				s.plan.trouble = true
				s.replan()
			}
			alpha = max(alpha-delta, -Infinity)
		case score >= beta:
			beta = min(beta+delta, Infinity)
		default:
			return score
		}
		delta *= 3
		if delta > 400 {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// checkTime notes whether a limit has been reached; it runs every 1024 nodes.
func (s *Searcher[P, M, G]) checkTime() {
	if s.counted != nil && (s.thread > 0 || len(s.helpers) > 0) {
		s.counted.Add(s.nodes - s.added)
		s.added = s.nodes
	}
	select {
	case <-s.done:
		s.stopped = true
		return
	default:
	}
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stopped = true
	}
	if s.maxNodes > 0 && s.allNodes() >= s.maxNodes {
		s.stopped = true
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
