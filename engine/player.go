package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/kingme/kingme/checkers"
)

// Player is the engine for one game, driven through the checkers types:
// it thinks about a checkers.Game's position and answers with a move. It
// keeps what it learned (its transposition table) from one move to the next;
// NewGame forgets it. A Player is not safe for use by two goroutines at once.
type Player interface {
	// Variant returns the game the player plays.
	Variant() checkers.Variant
	// Think searches g's current position within limits (and the player's
	// level) and returns its choice. info, if not nil, is called after each
	// iteration of the search. Think stops early when ctx is done and still
	// answers with the best move found so far. The error says why g cannot be
	// thought about (the game is over, the position is of another game).
	Think(ctx context.Context, g *checkers.Game, limits Limits, info func(Report)) (Report, error)
	// NewGame forgets what earlier searches learned.
	NewGame()
	// Prepare makes the memory the player's searches need (its
	// transposition table: Table.Prepare) now rather than at its first
	// search, for a program that has time before its first move.
	Prepare()
}

// Report is what a search found: the move to play, its score for the player
// to move, how deep and how many positions it looked, and the line it
// expects (the principal variation, starting with Move).
type Report struct {
	Move     checkers.Move
	Score    int
	Depth    int
	SelDepth int
	Nodes    uint64
	Time     time.Duration
	PV       []checkers.Move
	// Solved says the move comes from the endgame database, which knows
	// the position to be won or lost.
	Solved bool
	// Book says the move comes from the opening book (Score and Depth are
	// the book's).
	Book bool
	// Endgame, when the endgame databases (Options.Endgame) hold the
	// position searched, is their value of it; nil otherwise. A known win
	// or loss is played from them (Solved); a known draw is searched.
	Endgame *Solution
}

// Solution returns the endgame databases' value of the position when the
// engine takes it as the result: a win or loss it plays from them
// (Solved), or a draw. A win or loss further from its conversion than the
// no-progress rule allows is searched, and not returned.
func (r Report) Solution() (Solution, bool) {
	if r.Endgame == nil || r.Endgame.Outcome != 0 && !r.Solved {
		return Solution{}, false
	}
	return *r.Endgame, true
}

// NodesPerSecond returns the search speed.
func (r Report) NodesPerSecond() float64 {
	if r.Time <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Time.Seconds()
}

// Options set up a Player.
type Options struct {
	// TableMiB is the transposition table's size in mebibytes; 0 means 64.
	// The player makes its table at its first search: an answer from the
	// opening book or the endgame databases makes none.
	TableMiB int
	// Table, if not nil, is the transposition table the player searches
	// with instead of making one of TableMiB: a table the caller keeps
	// beyond the player, to lend it to one search after another (a pool of
	// tables, a game's table kept from one move to the next; see Table).
	// The player uses it only while it searches, in Think (an answer from
	// the book or the databases leaves it untouched), and NewGame clears
	// it. The caller must not let two players search with it at once, and
	// must Clear it before lending it to a player whose searches score
	// differently from those that filled it (another game or evaluation, a
	// level with noise).
	Table *Table
	// Threads is how many threads search each move, sharing the table
	// (Lazy SMP, see Searcher.SetThreads); 0 or 1 searches with one, the
	// same search node for node as before threads existed.
	// runtime.GOMAXPROCS(0) uses every core the program may.
	Threads int
	// Level is the strength to play at; the zero Level is full strength.
	Level Level
	// Seed makes a level's imperfect choices reproducible.
	Seed uint64
	// Weights, if not nil, replace the variant's evaluation weights: a
	// *standardeval.Weights for standard checkers, and so on, as the table of
	// games' DefaultWeights returns them (the tuning tool plays with them).
	Weights any
	// ThreatPlies is how many times a path of the search may look a ply
	// past its horizon when the opponent threatens a capture: 0 for
	// DefaultThreatPlies, −1 for never (see Threats).
	ThreatPlies int
	// OneReply turns the one-reply extension (Searcher.SetOneReply) on
	// (1) or off (−1); 0 keeps DefaultOneReply.
	OneReply int
	// CaptureExtension is how many quarter plies deeper a position inside
	// the tree with a capture to make is searched (Searcher.SetCaptureExtension):
	// 0 for DefaultCaptureExtension, −1 for none.
	CaptureExtension int
	// KeepForcing searches late moves that force a capture to the full
	// depth (1) or reduces them like the other late quiet moves (−1)
	// (Searcher.SetKeepForcing); 0 keeps DefaultKeepForcing.
	KeepForcing int
	// Shots has a quiet position at the horizon a little below the window
	// try the moves that give a capture away (1) or not (−1)
	// (Searcher.SetShots); 0 keeps DefaultShots.
	Shots int
	// SqueezePlies is how many times a path may look a ply past its
	// horizon when the player to move is being squeezed: 0 for
	// DefaultSqueezePlies, −1 for never (see Squeeze).
	SqueezePlies int
	// Truncate has the search truncate lines far outside the window (1) or
	// not (−1) (Searcher.SetTruncation); 0 keeps DefaultTruncation. The
	// table of games sets it for the games where it has won its match.
	Truncate int
	// SoftTruncate has truncation also cut positions a little outside
	// the window (1) or not (−1) (Searcher.SetSoftTruncation); 0 keeps
	// DefaultSoftTruncation.
	SoftTruncate int
	// Singular has the search look a ply deeper after a move every other
	// falls well short of (1) or not (−1) (Searcher.SetSingular); 0 keeps
	// DefaultSingular. The table of games sets it for the games where it
	// has won its match.
	Singular int
	// Endgame, if not nil, is an endgame database: an Oracle of this
	// game's positions (a *egdb.DB for standard checkers). The search uses
	// it at full strength and at the levels whose Databases is set; an
	// oracle of another game's positions is ignored.
	Endgame any
	// Book, if not nil, is an opening book: at full strength the player
	// plays its best move where it has one, and at the levels whose
	// Databases is set one of its moves within BookMargin of the best, at
	// random. The table of games gives each game its own unless NoBook.
	Book Book
	// NoBook plays without an opening book.
	NoBook bool
}

// BookMargin is how much worse than the book's best move (in hundredths of
// a man) another book move may score and still be played, for variety, at
// the levels that play from the book.
const BookMargin = 8

// player is the Player of one game, generic over its types. It makes its
// Searcher (some hundreds of kilobytes of stacks, and its table unless
// Options.Table gives one) at its first search, so that a move from the
// book or the databases costs neither.
type player[P any, M Move, G Adapter[P, M]] struct {
	variant checkers.Variant
	game    G
	options Options
	search  *Searcher[P, M, G] // nil until the first search (searcher)
	oracle  func(*P) (outcome, plies int, ok bool)
	level   Level
	rng     *rand.Rand
	book    Book
	roots   []M // the root's moves when the databases answer
}

func newPlayer[P any, M Move, G Adapter[P, M]](v checkers.Variant, game G, o Options) *player[P, M, G] {
	pl := &player[P, M, G]{variant: v, game: game, options: o, level: o.Level, rng: rand.New(rand.NewPCG(o.Seed, 0x4B494E47))}
	if oracle, ok := o.Endgame.(Oracle[P]); ok && (o.Level == Level{} || o.Level.Databases) {
		pl.oracle = oracle.Solved
	}
	if o.Book != nil && !o.NoBook && (o.Level == Level{} || o.Level.Databases) {
		pl.book = o.Book
	}
	return pl
}

// searcher returns the player's Searcher, made at the first call.
func (pl *player[P, M, G]) searcher() *Searcher[P, M, G] {
	if pl.search != nil {
		return pl.search
	}
	o := pl.options
	table := o.Table
	if table == nil {
		mib := o.TableMiB
		if mib <= 0 {
			mib = 64
		}
		table = NewTable(mib)
	}
	s := NewSearcherWithTable[P, M](pl.game, table)
	s.noise = noise{amplitude: o.Level.Noise, seed: o.Seed*0x9E3779B97F4A7C15 + 1}
	// The search's switches (1 on, −1 off, 0 the default) and counts
	// (n, −1 for none, 0 the default).
	for _, sw := range []struct {
		value int
		set   func(bool)
	}{{o.OneReply, s.SetOneReply}, {o.KeepForcing, s.SetKeepForcing}, {o.Shots, s.SetShots}, {o.Truncate, s.SetTruncation}, {o.SoftTruncate, s.SetSoftTruncation}, {o.Singular, s.SetSingular}} {
		if sw.value != 0 {
			sw.set(sw.value > 0)
		}
	}
	for _, c := range []struct {
		value int
		set   func(int)
	}{{o.ThreatPlies, s.SetThreatPlies}, {o.SqueezePlies, s.SetSqueezePlies}, {o.CaptureExtension, s.SetCaptureExtension}} {
		if c.value != 0 {
			c.set(max(c.value, 0))
		}
	}
	s.oracle = pl.oracle
	s.SetThreads(o.Threads)
	pl.search = s
	return s
}

func (pl *player[P, M, G]) Variant() checkers.Variant { return pl.variant }

func (pl *player[P, M, G]) NewGame() {
	switch {
	case pl.search != nil:
		pl.search.NewGame()
	case pl.options.Table != nil:
		pl.options.Table.Clear()
	}
}

func (pl *player[P, M, G]) Prepare() { pl.searcher().table.Prepare() }

func (pl *player[P, M, G]) Think(ctx context.Context, g *checkers.Game, limits Limits, info func(Report)) (Report, error) {
	if g.Result().Over() {
		return Report{}, fmt.Errorf("the game is over: %v", g.Result())
	}
	pos, ok := g.Position().(P)
	if !ok {
		return Report{}, fmt.Errorf("the position %q is not a %s position", g.Position(), pl.variant.Name())
	}
	since := g.PliesWithoutProgress()
	all := g.Positions()
	all = all[:len(all)-1]
	var history []P
	for _, q := range all[max(0, len(all)-since):] {
		if qp, ok := q.(P); ok {
			history = append(history, qp)
		}
	}
	var endgame *Solution
	if sol, ok := probe(pl.oracle, pos); ok {
		endgame = &sol
	}
	if !limits.NoBook {
		if r, ok := pl.fromBook(g); ok {
			r.Endgame = endgame
			if info != nil {
				info(r)
			}
			return r, nil
		}
	}
	var cb func(Info[M])
	if info != nil {
		cb = func(i Info[M]) {
			info(Report{Score: i.Score, Depth: i.Depth, SelDepth: i.SelDepth, Nodes: i.Nodes, Time: i.Time, PV: moveList(i.PV), Move: first(i.PV), Solved: i.Solved, Endgame: endgame})
		}
	}
	res, roots, solved := solvedRoot(pl.game, pl.oracle, pos, since, pl.roots, time.Now(), cb)
	pl.roots = roots
	if !solved {
		res = pl.searcher().Search(ctx, pos, history, since, pl.level.limit(limits), cb)
	}
	if !res.HasMove {
		return Report{}, fmt.Errorf("no legal move in %q", g.Position())
	}
	r := Report{Move: res.Move, Score: res.Score, Depth: res.Depth, SelDepth: res.SelDepth, Nodes: res.Nodes, Time: res.Time, PV: moveList(res.PV), Solved: res.Solved, Endgame: endgame}
	if pl.level.Blunder > 0 && pl.rng.IntN(100) < pl.level.Blunder {
		legal := g.Legal()
		r.Move, r.PV = legal[pl.rng.IntN(len(legal))], nil
	}
	return r, nil
}

func moveList[M checkers.Move](ms []M) []checkers.Move {
	out := make([]checkers.Move, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}

func first[M checkers.Move](ms []M) checkers.Move {
	if len(ms) == 0 {
		return nil
	}
	return ms[0]
}
