package engine

import "math"

// This is the search's hot file: it runs once per node. Rules for it: no
// allocation (every buffer is the Searcher's, sized once), no interface
// call but through the Game type parameter and the optional interfaces it
// offers (Glance, Indexer, Stepper, Threats, Forcing), no defer, no maps.

// onePly is a ply in the search's depth, which counts quarter plies, so
// that an extension or a reduction can be a part of a ply.
const onePly = 4

// search returns the score of p for the player to move, searched to depth
// (in quarter plies, onePly a ply; then on through pending captures) within
// the window alpha–beta. p is at ply plies from the root and its key is
// s.keys[s.root+ply].
func (s *Searcher[P, M, G]) search(p *P, depth, ply, alpha, beta int, pvNode bool) int {
	s.pvLen[ply] = 0
	s.nodes++
	if s.nodes&1023 == 0 {
		s.checkTime()
	}
	if s.stopped {
		return 0
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	at := s.root + ply
	key, since := s.keys[at], s.since[at]
	if ply > 0 {
		if since >= s.noProgress || s.repeated(at, key, since) {
			return 0
		}
		if outcome, over := s.game.Ended(p); over {
			return outcome * (Win - ply)
		}
		if s.oracle != nil {
			if outcome, plies, ok := s.oracle(p); ok {
				return solvedScore(outcome, plies, ply, since, s.noProgress)
			}
		}
		// A win found nearer the root cannot be bettered here.
		alpha, beta = max(alpha, -Win+ply), min(beta, Win-ply-1)
		if alpha >= beta {
			return alpha
		}
	}
	// The moves are listed only once the position is to be searched move
	// by move, when the game can say without them whether there are any
	// and whether they are noisy (Glance).
	f := &s.frames[ply]
	var moves []M
	listed, some, noisy := false, false, false
	if s.glance != nil {
		some, noisy = s.glance.Glance(p)
	} else {
		f.moves = s.game.AppendMoves(p, f.moves[:0])
		moves, listed = f.moves, true
		some = len(moves) > 0
		noisy = some && s.game.Noisy(moves[0])
	}
	if !some {
		return -(Win - ply)
	}
	if noisy && depth > 0 && ply > 0 {
		// A capture to make: exchanges are looked at a little deeper.
		depth += s.captureExt
	}
	// static is p's static score once evaluated (by truncation, at the
	// horizon or by reverse futility), -Infinity until then.
	depthIn, static := depth, -Infinity
	if s.truncate && !pvNode && !noisy && ply > 0 && abs(alpha) < WinBound && ply < MaxPly-1 {
		// Truncation, in Cake's two levels: a quiet position whose score
		// is more than a man outside the window, above or below, is
		// searched a quarter ply less deep for each 16 hundredths of a man
		// of its distance (at most 2½ plies); the path gets those plies
		// back where the score comes within a man of the window again.
		// There, with soft truncation, a position more than a fifth of a
		// man outside is cut the same way (up to 1½ plies), the path
		// getting that back within a fifth of a man.
		static = s.evaluate(p, key)
		dist := max(alpha-static, static-beta)
		if dist > truncMargin {
			cut := int32(min(dist, truncMax) / truncDivisor)
			depth -= int(cut)
			s.trunc[ply] += cut
		} else {
			depth = regain(depth, &s.trunc[ply])
			if s.softTrunc && dist > softTruncMargin {
				cut := int32(dist / truncDivisor)
				depth -= int(cut)
				s.softCut[ply] += cut
			} else {
				depth = regain(depth, &s.softCut[ply])
			}
		}
	}
	shotsOnly := false
	if (depth <= 0 && !noisy) || ply >= MaxPly-1 {
		if static == -Infinity {
			static = s.evaluate(p, key)
		}
		switch {
		case s.shots && s.forcing != nil && ply < MaxPly-shotPlies && s.ext[ply] == 0 && static <= alpha && static > alpha-shotWindow:
			// A shot at the horizon: the player to move, a little below
			// the window, tries the moves that give the opponent a
			// capture (a shot begins with one), each followed through
			// the captures to a quiet position, and keeps its static
			// score if none does better. Once on a path.
			shotsOnly = true
			s.ext[ply] = horizonDone
		case ply < MaxPly-1 && s.ext[ply] < s.squeezePlies && static > alpha && s.squeezed != nil && s.squeezed(p):
			// The player to move looks well, but it has few moves left
			// that give nothing away: look one ply further (at most
			// squeezePlies times on a path).
			s.ext[ply]++
		case ply >= MaxPly-1 || s.ext[ply] >= s.threatPlies || s.threats == nil || !s.threats(p):
			return static
		default:
			// The opponent threatens a capture: the score of this quiet
			// position depends on the answer, so look one ply further (at
			// most threatPlies times on a path).
			s.ext[ply]++
		}
		depth = 0
	}
	depth = max(depth, 0)

	ttMove, ttIndex := -1, 0
	// singularScore is the table's score for its move where that move may
	// be singular (a lower bound or exact, from a search nearly as deep),
	// -Infinity otherwise.
	singularScore := -Infinity
	useTable := depth > 0
	if !useTable {
	} else if e, ok := s.table.probe(key); ok {
		ttMove, ttIndex = e.move, e.moveIndex
		if s.singular && ply > 0 && depth >= singularDepth*onePly && e.depth >= depth-singularSlack*onePly && e.bound >= boundLower {
			singularScore = scoreFromTable(e.score, ply)
		}
		if !pvNode && e.depth >= depthIn {
			score := scoreFromTable(e.score, ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && score >= beta,
				e.bound == boundUpper && score <= alpha:
				return score
			}
		}
	}
	if !pvNode && !noisy && depth > 0 && depth <= rfpDepth*onePly && ply > 0 && abs(beta) < WinBound {
		// Reverse futility: a quiet position already this far above beta
		// will not fall below it in a few plies.
		if static == -Infinity {
			static = s.evaluate(p, key)
		}
		if margin := rfpMargin * depth / onePly; static-margin >= beta {
			return static - margin
		}
	}
	if !listed {
		f.moves = s.game.AppendMoves(p, f.moves[:0])
		moves = f.moves
		if len(moves) == 0 {
			return -(Win - ply) // Glance said otherwise: believe the list
		}
	}
	codes := s.moveIndices(f, moves)
	if ttMove >= len(moves) || ttMove >= 0 && int(codes[ttMove]) != ttIndex {
		ttMove = -1 // the entry's move is not this position's
	}
	s.order(ply, moves, codes, ttMove)

	extendTT := singularScore > -WinBound && singularScore < WinBound && ttMove >= 0 && len(moves) > 1 &&
		ply < MaxPly-2 && s.singularMove(p, moves, ttMove, singularScore, depth, ply)
	if s.stopped {
		return 0
	}
	next := depth - onePly
	if s.oneReply && len(moves) == 1 && depth > 0 {
		// One reply: the move is forced, so looking past it costs one node
		// and the depth is kept for the choices after it.
		next = depth
	}
	alphaIn, best, bestAt := alpha, -Infinity, -1
	if shotsOnly {
		best = static // the player need not play a shot
	}
	s.keys, s.since = s.keys[:at+2], s.since[:at+2]
	for n := range moves {
		i := s.pick(ply)
		m := moves[i]
		child := s.enter(p, m, ply)
		if shotsOnly && !s.forcing(child) {
			continue
		}
		var score int
		if n == 0 {
			d := next
			if extendTT && i == ttMove {
				d += onePly // singular: the one good move, looked at deeper
			}
			score = -s.search(child, d, ply+1, -beta, -alpha, pvNode)
		} else {
			d := next
			if depth >= 2*onePly && n >= 2 && !noisy && !s.isKiller(ply, m) && (!s.keepForcing || s.forcing == nil || !s.forcing(child)) {
				r := reduction[min(depth/onePly, 63)][min(n, 63)] // late quiet moves: look less deep first
				if pvNode {
					r--
				}
				d -= max(r, 0) * onePly
			}
			score = -s.search(child, d, ply+1, -alpha-1, -alpha, false)
			if score > alpha && d < next {
				score = -s.search(child, next, ply+1, -alpha-1, -alpha, false)
			}
			if score > alpha && score < beta && pvNode {
				score = -s.search(child, next, ply+1, -beta, -alpha, true)
			}
		}
		if s.stopped {
			return 0
		}
		if score > best {
			best, bestAt = score, i
			if score > alpha {
				alpha = score
				s.pv[ply][0] = m
				copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
				s.pvLen[ply] = 1 + s.pvLen[ply+1]
				if score >= beta {
					if !noisy && !shotsOnly {
						s.rememberCutoff(ply, m, int(codes[i]), depth)
					}
					break
				}
			}
		}
	}
	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > alphaIn:
		bound = boundExact
	}
	if bestAt > 254 {
		bestAt = -1
	}
	mi := 0
	if bestAt >= 0 {
		mi = int(codes[bestAt])
	}
	if useTable {
		s.table.store(key, scoreToTable(best, ply), max(depthIn, depth), bound, bestAt, mi)
	}
	return best
}

// singularMove reports whether the table's move ttMove of p (at ply, to be
// searched depth quarter plies deep, its table score score) is singular:
// whether every other move, searched to half the depth, stays below score
// less singularMargin hundredths of a man a ply.
func (s *Searcher[P, M, G]) singularMove(p *P, moves []M, ttMove, score, depth, ply int) bool {
	bar := score - singularMargin*depth/onePly
	at := s.root + ply
	s.keys, s.since = s.keys[:at+2], s.since[:at+2]
	for i, m := range moves {
		if i == ttMove {
			continue
		}
		child := s.enter(p, m, ply)
		if -s.search(child, depth/2-onePly, ply+1, -bar, -bar+1, false) >= bar || s.stopped {
			return false
		}
	}
	return true
}

// enter plays m from p, at ply, into the next ply's position and returns
// it, with its key, its count of plies since progress and the path's
// extensions and truncations carried down. s.keys and s.since must reach
// the next ply.
func (s *Searcher[P, M, G]) enter(p *P, m M, ply int) *P {
	at := s.root + ply
	child := &s.positions[ply+1]
	var progress bool
	if s.stepper != nil {
		s.keys[at+1], progress = s.stepper.Step(p, m, child)
	} else {
		*child = s.game.Play(p, m)
		s.keys[at+1], progress = s.game.Hash(child), s.game.Progress(p, m)
	}
	s.ext[ply+1], s.trunc[ply+1], s.softCut[ply+1] = s.ext[ply], s.trunc[ply], s.softCut[ply]
	s.since[at+1] = s.since[at] + 1
	if progress {
		s.since[at+1] = 0
	}
	return child
}

// reduction[d][n] is how many plies less the n-th move (from 0) of a node
// searched d plies deep is first looked at: more for later moves and
// deeper nodes, since good moves come first.
var reduction [64][64]int

func init() { setReductions() }

func setReductions() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			reduction[d][n] = int(lmrBase + math.Log(float64(d))*math.Log(float64(n))/lmrDivisor)
		}
	}
}

// The pruning constants, tuned by self-play.
var (
	rfpDepth  = 3
	rfpMargin = 60

	lmrBase    = 0.5
	lmrDivisor = 2.0

	// Truncation (Searcher.SetTruncation): the margin outside the
	// window, the largest distance counted, and the hundredths of a man a
	// quarter ply; soft truncation's margin (Searcher.SetSoftTruncation).
	truncMargin     = 100
	truncMax        = 160
	truncDivisor    = 16
	softTruncMargin = 20

	// Singular extensions (Searcher.SetSingular): the least depth (plies)
	// of a position tested, how much shallower (plies) its table entry may
	// be, and the margin below the entry's score, in hundredths of a man a
	// ply of depth.
	singularDepth  = 8
	singularSlack  = 3
	singularMargin = 2

	// Shots at the horizon (Searcher.SetShots): how far below alpha a
	// quiet position's static score may be for its player to try them,
	// and the plies kept free below MaxPly for their captures.
	shotWindow = 150
	shotPlies  = 24
)

// regain returns depth with the quarter plies a truncation took off the
// path given back, and clears them.
func regain(depth int, taken *int32) int {
	depth += int(*taken)
	*taken = 0
	return depth
}

// horizonDone in ext[ply] ends the looks past the horizon on a path (a
// shot's captures are followed, then the path stops).
const horizonDone = 255

// repeated reports whether the position at keys[at] occurred before since
// the last progress move, with the same player to move.
func (s *Searcher[P, M, G]) repeated(at int, key uint64, since int) bool {
	for i := at - 4; i >= 0 && i >= at-since; i -= 2 {
		if s.keys[i] == key {
			return true
		}
	}
	return false
}

// evaluate scores a quiet position, with the level's noise if any.
func (s *Searcher[P, M, G]) evaluate(p *P, key uint64) int {
	v := s.game.Evaluate(p)
	if s.noise.amplitude > 0 {
		v += s.noise.of(key)
	}
	return max(min(v, WinBound-1), -WinBound+1)
}

// moveIndices returns the MoveIndex of each of moves, held in f.
func (s *Searcher[P, M, G]) moveIndices(f *frame[M], moves []M) []int32 {
	if s.indexer != nil {
		f.codes = s.indexer.AppendMoveIndices(f.codes[:0], moves)
	} else {
		f.codes = f.codes[:0]
		for _, m := range moves {
			f.codes = append(f.codes, int32(s.game.MoveIndex(m)))
		}
	}
	return f.codes
}

// order gives each move of the frame at ply its sort score: the table's
// move first, then the killers, then by history. codes are the moves'
// MoveIndex.
func (s *Searcher[P, M, G]) order(ply int, moves []M, codes []int32, ttMove int) {
	f := &s.frames[ply]
	f.scores = f.scores[:0]
	k, hk := &s.killers[ply], &s.hasKill[ply]
	for i, m := range moves {
		v := s.history[codes[i]&4095]
		switch {
		case i == ttMove:
			v = 1 << 30
		case hk[0] && m == k[0]:
			v = 1<<29 + 1
		case hk[1] && m == k[1]:
			v = 1 << 29
		}
		f.scores = append(f.scores, v)
	}
}

// pick returns the index of the best-scored move not yet searched at ply
// and marks it searched.
func (s *Searcher[P, M, G]) pick(ply int) int {
	scores := s.frames[ply].scores
	best := 0
	for i := 1; i < len(scores); i++ {
		if scores[i] > scores[best] {
			best = i
		}
	}
	scores[best] = -1 << 31
	return best
}

func (s *Searcher[P, M, G]) isKiller(ply int, m M) bool {
	return s.hasKill[ply][0] && m == s.killers[ply][0] || s.hasKill[ply][1] && m == s.killers[ply][1]
}

// rememberCutoff credits a quiet move that refuted the position searched
// depth quarter plies deep. code is m's MoveIndex.
func (s *Searcher[P, M, G]) rememberCutoff(ply int, m M, code, depth int) {
	if !(s.hasKill[ply][0] && m == s.killers[ply][0]) {
		s.killers[ply][1], s.hasKill[ply][1] = s.killers[ply][0], s.hasKill[ply][0]
		s.killers[ply][0], s.hasKill[ply][0] = m, true
	}
	h := &s.history[code&4095]
	plies := depth / onePly
	*h += int32(plies * plies)
	if *h > 1<<24 {
		for i := range s.history {
			s.history[i] /= 2
		}
	}
}
