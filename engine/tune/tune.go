// Package tune tunes a game's evaluation weights by self-play with SPSA
// (simultaneous perturbation stochastic approximation): each iteration
// nudges every weight at once by a random ± step, plays a pair of games (each
// side of one opening) between the nudged-up and the nudged-down weights,
// and moves the weights toward whichever side won. Many cheap, noisy games
// add up to a direction no single game could show; `kingme tune` runs it.
package tune

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// Config is one tuning run.
type Config struct {
	Variant checkers.Variant // the game's rules, for the openings' random plies
	// NewPlayer makes the game's engine player with options o (from the
	// table of games, games.Game.NewPlayer), which tuning gives each side's
	// weights.
	NewPlayer  func(o engine.Options) (engine.Player, error)
	Start      any      // the weights to start from: a pointer to the variant's Weights struct
	Fixed      []string // fields left as they are (such as the unit of material)
	Iterations int      // game pairs to play
	Nodes      uint64   // nodes per move of each game
	Plies      int      // random plies of each opening; 0 means 4
	MaxPlies   int      // plies after which a game is scored a draw; 0 means 300
	Step       float64  // each weight's perturbation as a share of its size (at least 1); 0 means 0.1
	Rate       float64  // learning rate at the start, decaying over the run; 0 means 0.5
	Seed       uint64
	Log        io.Writer // a line per iteration, if not nil
}

// Stopped is the error Run returns, with the weights of the iterations
// done, when its context is done before the last iteration.
type Stopped struct {
	Done, Iterations int   // iterations done, of those asked
	Err              error // the context's error
}

// Error says after how many iterations the run stopped.
func (e *Stopped) Error() string {
	return fmt.Sprintf("tune: stopped after %d of %d iterations: %v", e.Done, e.Iterations, e.Err)
}

// Unwrap returns the context's error.
func (e *Stopped) Unwrap() error { return e.Err }

// Run tunes cfg.Start and returns the tuned weights (a new value of the
// same type). When ctx is done first it returns the weights after the
// iterations done (the one being played is dropped) and a *Stopped.
func Run(ctx context.Context, cfg Config) (any, error) {
	if cfg.Variant == nil || cfg.NewPlayer == nil {
		return nil, fmt.Errorf("tune: give the game's rules and its engine (Config.Variant and NewPlayer)")
	}
	fields, err := tunable(cfg.Start, cfg.Fixed)
	if err != nil {
		return nil, err
	}
	if cfg.Plies == 0 {
		cfg.Plies = 4
	}
	if cfg.MaxPlies == 0 {
		cfg.MaxPlies = 300
	}
	if cfg.Step == 0 {
		cfg.Step = 0.1
	}
	if cfg.Rate == 0 {
		cfg.Rate = 0.5
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5350_5341))
	theta := make([]float64, len(fields))
	start := reflect.ValueOf(cfg.Start).Elem()
	for i, f := range fields {
		theta[i] = float64(start.Field(f).Int())
	}
	var stopped error
	for it := 0; it < cfg.Iterations; it++ {
		if err := ctx.Err(); err != nil {
			stopped = &Stopped{Done: it, Iterations: cfg.Iterations, Err: err}
			break
		}
		delta := make([]float64, len(fields))
		plus, minus := clone(cfg.Start), clone(cfg.Start)
		for i, f := range fields {
			c := math.Max(1, math.Abs(theta[i])*cfg.Step)
			delta[i] = c
			if rng.IntN(2) == 0 {
				delta[i] = -c
			}
			set(plus, f, theta[i]+delta[i])
			set(minus, f, theta[i]-delta[i])
		}
		opening, err := randomOpening(cfg.Variant, cfg.Plies, rng)
		if err != nil {
			return nil, err
		}
		var result float64 // +1 per game the plus side won, −1 per loss
		for c := range 2 {
			r, err := playPair(ctx, cfg, opening, plus, minus, checkers.Color(c))
			if err != nil && ctx.Err() == nil {
				return nil, err
			}
			result += r
		}
		if err := ctx.Err(); err != nil {
			// A search stopped by ctx still moves: the pair's games were
			// cut short, and their result is dropped.
			stopped = &Stopped{Done: it, Iterations: cfg.Iterations, Err: err}
			break
		}
		// The gain shrinks as the run goes on (Spall's schedule), so the
		// weights settle instead of wandering with each game's luck.
		stable := 1 + float64(cfg.Iterations)/10
		gain := cfg.Rate * math.Pow(stable/(stable+float64(it)), 0.602)
		for i := range fields {
			theta[i] += gain * result * delta[i] / 2
		}
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, "iteration %d: plus side %+.0f; %s\n", it+1, result, describe(cfg.Start, fields, theta))
		}
	}
	out := clone(cfg.Start)
	for i, f := range fields {
		set(out, f, theta[i])
	}
	return out, stopped
}

// tunable returns the indices of the int fields of *w not listed in fixed.
func tunable(w any, fixed []string) ([]int, error) {
	v := reflect.ValueOf(w)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil, fmt.Errorf("tune: weights must be a pointer to a struct, got %T", w)
	}
	t := v.Elem().Type()
	var out []int
	for i := range t.NumField() {
		if f := t.Field(i); f.IsExported() && f.Type.Kind() == reflect.Int && !slices.Contains(fixed, f.Name) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tune: %T has no int field to tune", w)
	}
	return out, nil
}

func clone(w any) any {
	v := reflect.New(reflect.TypeOf(w).Elem())
	v.Elem().Set(reflect.ValueOf(w).Elem())
	return v.Interface()
}

func set(w any, field int, x float64) {
	reflect.ValueOf(w).Elem().Field(field).SetInt(int64(math.Round(x)))
}

func describe(w any, fields []int, theta []float64) string {
	t := reflect.TypeOf(w).Elem()
	s := ""
	for i, f := range fields {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%s=%.1f", t.Field(f).Name, theta[i])
	}
	return s
}

// randomOpening plays plies random legal moves from the start.
func randomOpening(v checkers.Variant, plies int, rng *rand.Rand) (checkers.Position, error) {
	g := checkers.NewGame(v)
	for range plies {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	return g.Position(), nil
}

// playPair plays one game from opening, plus playing colour c, and returns
// +1, 0 or −1 from plus's side.
func playPair(ctx context.Context, cfg Config, opening checkers.Position, plus, minus any, c checkers.Color) (float64, error) {
	pp, err := cfg.NewPlayer(engine.Options{TableMiB: 8, Weights: plus, NoBook: true})
	if err != nil {
		return 0, err
	}
	pm, err := cfg.NewPlayer(engine.Options{TableMiB: 8, Weights: minus, NoBook: true})
	if err != nil {
		return 0, err
	}
	g := checkers.NewGameFrom(cfg.Variant, opening)
	for ply := 0; ply < cfg.MaxPlies && !g.Result().Over(); ply++ {
		p := pm
		if g.Turn() == c {
			p = pp
		}
		r, err := p.Think(ctx, g, engine.Limits{Nodes: cfg.Nodes}, nil)
		if err != nil {
			return 0, err
		}
		if err := g.Play(r.Move); err != nil {
			return 0, fmt.Errorf("tune: the engine played %v in %q: %w", r.Move, g.Position(), err)
		}
	}
	switch g.Result().Outcome {
	case checkers.WinFor(c):
		return 1, nil
	case checkers.WinFor(c.Opponent()):
		return -1, nil
	}
	return 0, nil
}
