package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// DefaultPlyCap is the ply cap of a Config that sets none: a game still
// going after this many plies (the opening's included) is adjudicated a draw.
const DefaultPlyCap = 400

// Config is a match: two engine settings, how many games they play and from
// which openings.
type Config struct {
	Variant checkers.Variant
	// A and B are the two sides' settings, with the match's defaults
	// already filled in (Spec.Resolve).
	A, B Spec
	// Games is the number of games. Games are played in pairs from the same
	// opening, A taking the first player's side in the first game of a pair
	// (the odd rounds) and B in the second.
	Games int
	// Openings are taken in turn by the game pairs, starting again from the
	// first when they run out.
	Openings []Opening
	// Seed seeds the engines' levels (their noise and random moves).
	Seed uint64
	// PlyCap is the ply cap; 0 means DefaultPlyCap.
	PlyCap int
	// Concurrency is how many games are played at once, each with its own
	// two engines; 0 means 1.
	Concurrency int
	// Progress, if not nil, is called after each game, in the order the
	// games end, with the number of games ended and the tally so far. It is
	// never called by two goroutines at once.
	Progress func(done int, t Tally)
	// SPRT, if not nil, makes the match a sequential test: after each game
	// pair (both games of an opening, in whatever order they end) the test's
	// LLR is worked out, and once it reaches a bound no game is started,
	// the games being played are stopped and dropped, and Run returns the
	// games that ended with the verdict. Games is then the most that are
	// played.
	SPRT *SPRT
	// PairDone, if not nil, is called when a game pair ends (before
	// Progress is called for its last game) with the pairs so far and,
	// under an SPRT, their LLR (0 without one). It is never called by two
	// goroutines at once.
	PairDone func(pairs Pentanomial, llr float64)
	// GameDone, if not nil, is called with each game as it ends and is
	// kept (not one an SPRT's verdict dropped), before Progress; never by
	// two goroutines at once. A caller writes the games there as they end,
	// so that a stopped match keeps them (see Played).
	GameDone func(PlayedGame)
	// Oracle, if not nil, adjudicates: a game that reaches a position it
	// knows (endgame databases: games.EndgameDB's SolvedPosition) ends
	// there with its result, a draw at once, a win when the winner's next
	// conversion comes within what is left of the no-progress rule (else
	// the game goes on). The game's Record ends with the reason
	// checkers.Adjudicated and Game.Solved is set.
	Oracle func(checkers.Position) (outcome, plies int, ok bool)
	// Played are games of this match already played, by an earlier run of
	// it that was stopped (ReadPlayed reads them back from its PDN): their
	// rounds are counted first, with their pairs and the SPRT, and only the
	// other rounds are played. Progress and PairDone are called for them
	// as for the games played; GameDone is not.
	Played []PlayedGame
}

// PlayedGame is one finished game of a match.
type PlayedGame struct {
	Round   int            // 1 for the first game of the match
	Opening Opening        // the opening it started from
	Record  *checkers.Game // the moves and the result
	AColor  checkers.Color // the colour A played
	Score   float64        // A's score: 1, 0.5 or 0
	// Solved says the Config's Oracle ended the game: its last position
	// is one the Oracle knows, and the result is the Oracle's.
	Solved bool
}

// Adjudicated reports whether the game was ended from outside the play:
// by the ply cap, in a draw, or by the Config's Oracle (Solved). Its
// Record's result has the reason checkers.Adjudicated.
func (g PlayedGame) Adjudicated() bool {
	return g.Record != nil && g.Record.Result().Reason == checkers.Adjudicated
}

// Result is a match's outcome: its games in round order, A's tally and its
// game pairs.
type Result struct {
	Games []PlayedGame
	Tally Tally
	// Pairs counts the pairs both of whose games ended (a match of an odd
	// number of games has a last game without its pair).
	Pairs Pentanomial
	// LLR is the SPRT's log-likelihood ratio over Pairs, and Verdict what
	// the test concluded: Continue when it ran out of games (or was
	// stopped) first. Both are zero without an SPRT.
	LLR     float64
	Verdict Verdict
}

// Run plays the match. Each game starts from its opening and goes on, each
// side thinking with its own engine.Player, until the rules end it
// (checkers.Game: no move left, repetition, no progress) or the ply cap does.
// When ctx is done Run stops and returns the games that ended, in round
// order, with ctx's error; any other error stops the match too.
//
// With an SPRT, Run also stops when the test reaches a verdict (see
// Config.SPRT); that is not an error.
func Run(ctx context.Context, c Config) (Result, error) {
	if err := c.check(); err != nil {
		return Result{}, err
	}
	parent := ctx
	workers := min(max(c.Concurrency, 1), c.Games)
	rounds := make(chan int)
	played := make([]*PlayedGame, c.Games)
	var (
		mu    sync.Mutex
		res   Result
		first error
		wg    sync.WaitGroup
	)
	players := make([][2]engine.Player, workers)
	defer closePlayers(players)
	for w := range players {
		a, errA := c.A.player(ctx, c.Variant, c.Seed+uint64(2*w))
		b, errB := c.B.player(ctx, c.Variant, c.Seed+uint64(2*w+1))
		players[w] = [2]engine.Player{a, b}
		if err := errors.Join(errA, errB); err != nil {
			return Result{}, err
		}
	}
	for _, g := range c.played() {
		played[g.Round-1] = &g
		res.Tally.Add(g.Score)
		c.pairDone(g.Round, played, &res)
		if c.Progress != nil {
			c.Progress(res.Tally.Games(), res.Tally)
		}
	}
	// Read before the workers start, who write res under mu.
	decided := res.Verdict != Continue
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	for _, p := range players {
		a, b := p[0], p[1]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range rounds {
				g, err := c.play(ctx, round, a, b)
				mu.Lock()
				switch {
				case res.Verdict != Continue:
					// The test decided while this game was played: drop it.
				case err != nil:
					if first == nil {
						first = err
					}
					cancel(err)
				default:
					played[round-1] = &g
					res.Tally.Add(g.Score)
					if c.GameDone != nil {
						c.GameDone(g)
					}
					if c.pairDone(round, played, &res) {
						cancel(errDecided)
					}
					if c.Progress != nil {
						c.Progress(res.Tally.Games(), res.Tally)
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for round := 1; round <= c.Games && !decided; round++ {
		if played[round-1] != nil {
			continue
		}
		select {
		case rounds <- round:
		case <-ctx.Done():
			break feed
		}
	}
	close(rounds)
	wg.Wait()
	for _, g := range played {
		if g != nil {
			res.Games = append(res.Games, *g)
		}
	}
	if first == nil {
		first = parent.Err()
	}
	return res, first
}

// pairDone counts round's pair into res when both its games have ended in
// games, works out the SPRT's LLR and verdict and calls PairDone. It reports
// whether the test has decided.
func (c Config) pairDone(round int, games []*PlayedGame, res *Result) bool {
	other := round + 1
	if round%2 == 0 {
		other = round - 1
	}
	if other > len(games) || games[other-1] == nil {
		return false
	}
	res.Pairs.Add(games[round-1].Score + games[other-1].Score)
	if c.SPRT != nil {
		res.LLR = c.SPRT.LLR(res.Pairs)
		res.Verdict = c.SPRT.Verdict(res.LLR)
	}
	if c.PairDone != nil {
		c.PairDone(res.Pairs, res.LLR)
	}
	return res.Verdict != Continue
}

// check says what is missing or wrong in c.
func (c Config) check() error {
	switch {
	case c.Variant == nil:
		return errors.New("match: no variant")
	case c.Games < 1:
		return fmt.Errorf("match: %d games: want at least 1", c.Games)
	case len(c.Openings) == 0:
		return errors.New("match: no opening")
	case c.PlyCap < 0:
		return fmt.Errorf("match: ply cap %d: want 0 (the default) or more", c.PlyCap)
	}
	if c.SPRT != nil {
		if err := c.SPRT.Check(); err != nil {
			return fmt.Errorf("match: %w", err)
		}
	}
	for _, op := range c.Openings {
		if _, err := op.Play(c.Variant); err != nil {
			return fmt.Errorf("match: %w", err)
		}
	}
	seen := map[int]bool{}
	for _, g := range c.Played {
		switch {
		case g.Round < 1 || g.Round > c.Games:
			return fmt.Errorf("match: a game played in round %d: want rounds from 1 to %d", g.Round, c.Games)
		case seen[g.Round]:
			return fmt.Errorf("match: round %d played twice", g.Round)
		case g.Record == nil:
			return fmt.Errorf("match: the game of round %d has no record", g.Round)
		}
		seen[g.Round] = true
	}
	return nil
}

// played returns the games of Played in round order.
func (c Config) played() []PlayedGame {
	out := slices.Clone(c.Played)
	slices.SortFunc(out, func(a, b PlayedGame) int { return a.Round - b.Round })
	return out
}

// play plays round with the players a (for A) and b (for B).
func (c Config) play(ctx context.Context, round int, a, b engine.Player) (PlayedGame, error) {
	op := c.Openings[((round-1)/2)%len(c.Openings)]
	g, err := op.Play(c.Variant)
	if err != nil {
		return PlayedGame{}, err
	}
	firstColor := c.Variant.Start().Turn()
	aColor := firstColor
	if round%2 == 0 {
		aColor = firstColor.Opponent()
	}
	a.NewGame()
	b.NewGame()
	capPlies := c.PlyCap
	if capPlies == 0 {
		capPlies = DefaultPlyCap
	}
	out := PlayedGame{Round: round, Opening: op, AColor: aColor, Record: g}
	// Each side's time left on its clock (see Spec.Clock): the increment
	// is added before each of its moves, as the Hub protocol counts it.
	aLeft, bLeft := c.A.Clock, c.B.Clock
	for !g.Result().Over() {
		if err := ctx.Err(); err != nil {
			return PlayedGame{}, err
		}
		if r, ok := c.solved(g); ok {
			if err := g.End(r); err != nil {
				return PlayedGame{}, fmt.Errorf("game %d, ply %d, adjudicated %v: %w", round, g.Len(), r, err)
			}
			out.Solved = true
			break
		}
		if g.Len() >= capPlies {
			if err := g.End(checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}); err != nil {
				return PlayedGame{}, fmt.Errorf("game %d, ply cap %d: %w", round, capPlies, err)
			}
			break
		}
		player, spec, left := b, c.B, &bLeft
		if g.Turn() == aColor {
			player, spec, left = a, c.A, &aLeft
		}
		*left += spec.Increment
		began := time.Now()
		r, err := player.Think(ctx, g, spec.Limits(*left), nil)
		if err != nil {
			return PlayedGame{}, fmt.Errorf("game %d, ply %d: %w", round, g.Len()+1, err)
		}
		if err := ctx.Err(); err != nil {
			return PlayedGame{}, err
		}
		if *left -= time.Since(began); spec.Clock > 0 && *left < 0 {
			if err := g.End(checkers.Result{Outcome: checkers.WinFor(g.Turn().Opponent()), Reason: checkers.TimeForfeit}); err != nil {
				return PlayedGame{}, fmt.Errorf("game %d, ply %d, time forfeit: %w", round, g.Len()+1, err)
			}
			break
		}
		if err := g.Play(r.Move); err != nil {
			return PlayedGame{}, fmt.Errorf("game %d, ply %d: the engine chose %v: %w", round, g.Len()+1, r.Move, err)
		}
	}
	out.Score = scoreFor(g.Result().Outcome, aColor)
	return out, nil
}

// solved returns the result the Config's Oracle gives g's position, and
// whether it gives one: a known draw, or a known win whose conversion
// comes within the plies the no-progress rule has left.
func (c Config) solved(g *checkers.Game) (checkers.Result, bool) {
	if c.Oracle == nil {
		return checkers.Result{}, false
	}
	outcome, plies, ok := c.Oracle(g.Position())
	if !ok || (outcome != 0 && plies > c.Variant.NoProgressPlies()-g.PliesWithoutProgress()) {
		return checkers.Result{}, false
	}
	r := checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}
	switch {
	case outcome > 0:
		r.Outcome = checkers.WinFor(g.Turn())
	case outcome < 0:
		r.Outcome = checkers.WinFor(g.Turn().Opponent())
	}
	return r, true
}

// scoreFor returns c's score in a game that ended with o.
func scoreFor(o checkers.Outcome, c checkers.Color) float64 {
	switch o {
	case checkers.WinFor(c):
		return 1
	case checkers.Draw:
		return 0.5
	}
	return 0
}

// closePlayers ends the players that are programs of their own (a Hub
// engine).
func closePlayers(players [][2]engine.Player) {
	for _, p := range players {
		for _, pl := range p {
			if c, ok := pl.(io.Closer); ok {
				_ = c.Close()
			}
		}
	}
}
