package learn

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// Scale is the evaluation's scale in training: a score of e hundredths of a
// man predicts the share sigmoid(e/Scale) of the point for the player to
// move, so a score of 100 predicts 62 % and 200 73 %. It is about the scale
// that fits today's hand-set evaluation of standard checkers best on
// self-play data (210 on 1.7 million positions of games at depth 6), so
// that learned scores come out in the same units as today's, which the
// search's margins assume. Every game's evaluation counts in hundredths of
// a checker (of a Prince in Kings & Flying Kings), so the same scale serves
// them all.
const Scale = 200.0

// TrainConfig is one training run.
type TrainConfig struct {
	Epochs int     // passes over the training samples; 0 means 20
	Rate   float64 // Adam's step, in hundredths of a man; 0 means 1
	// FinalRate, if not 0, is Adam's step at the last step: the step falls
	// in a straight line from Rate at the first step to FinalRate at the
	// last, so that the weights settle instead of jittering by about Rate
	// at the end. 0 keeps the step at Rate throughout.
	FinalRate float64
	Batch     int     // samples a step; 0 means 4096
	L2        float64 // the weight decay of each weight, per step, times the rate; 0 for none
	// Anchor, if not 0, pulls each weight back toward its Start value as
	// L2 pulls it toward zero (its distance from there times Anchor, per
	// step, times the rate): a weight the new samples push one way
	// consistently still moves, while one that only wanders with their
	// noise, as a rarely seen configuration's does, stays near where it
	// started. It needs Start.
	Anchor float64
	Seed   uint64 // the held-out games and the order of the samples
	// MinCount leaves at zero the weights of window configurations
	// (Evaluation.Windows) seen in fewer training positions: a rare configuration's weight learns noise,
	// which a search then seeks out. 0 fits them all.
	MinCount int
	// ScoreShare is the share of the search's score in the training
	// target: (1 − ScoreShare)·result + ScoreShare·sigmoid(score/Scale).
	// 0 trains on the results alone. The held-out loss is always measured
	// against the results.
	ScoreShare float64
	// ScoreLambda, if not 0, lets the scores of the game's later positions
	// into the score target, as TD(λ) does: the score part of sample i's
	// target is v_i = (1 − λ)·sigmoid(score_i/Scale) + λ·v_{i+1}, where
	// v_{i+1} is the next sample of the same game (seen from sample i's
	// player to move) and, after the game's last sample, its result. 0
	// keeps the score of the position alone; near 1 the target tends to
	// the result. A game's samples are the consecutive ones with its
	// number, in the order of the data file.
	ScoreLambda float64
	// WindowsOnly fits the windows' weights alone, leaving the scalar
	// terms' where they start (at zero, or at Start's): with Base, the
	// hand-set evaluation's terms then stand as they are and the windows
	// correct it.
	WindowsOnly bool
	// ScalarsOnly fits the scalar terms' weights alone, leaving the
	// windows' where they start (at zero, or at Start's): new scalar
	// terms are fitted beside windows already trained, and a match then
	// measures what they alone add.
	ScalarsOnly bool
	// Base fits the weights as corrections to today's evaluation (the
	// game's hand-set one, Evaluation.HandSet): the prediction starts from
	// it instead of 0.
	Base bool
	// Start, if not nil, are the weights to start from (the game's learned
	// weights, such as a *standardeval.PatternWeights); nil starts from zero.
	Start any
	Log   io.Writer // a line per epoch, if not nil
}

// TrainResult is what Train made and measured.
type TrainResult struct {
	// Weights are the weights made, the game's learned weights value
	// (Evaluation.New; a *standardeval.PatternWeights for standard checkers),
	// which engine.Options.Weights takes.
	Weights any
	// Train and Held hold the loss on the training and the held-out samples
	// after each epoch (Train[0] and Held[0]: before the first).
	Train, Held []float64
	// HeldZero, HeldHandSet and HeldFinal are the held-out loss of the zero
	// weights (ln 2), of today's evaluation (the game's hand-set one) at
	// the same Scale, and of the weights returned, as
	// rounded to whole hundredths.
	HeldZero, HeldHandSet, HeldFinal float64
	// HandSetScale is the scale that fits today's evaluation best on the
	// held-out positions (of 10, 20 … 1000), and HeldHandSetBest its loss
	// there: today's evaluation judged at its own best, not at Scale.
	HandSetScale, HeldHandSetBest float64
	TrainSamples, HeldSamples     int
}

// heldOut reports whether game g is one of the held-out tenth.
func heldOut(seed uint64, g int) bool {
	x := seed ^ uint64(g)*0x9E3779B97F4A7C15
	x ^= x >> 31
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 29
	return x%10 == 0
}

// Train fits the weights of the learned evaluation l to the samples,
// positions of its game, by logistic regression: the
// prediction is sigmoid(eval/Scale), the target the result (1, ½, 0), the
// loss their cross-entropy, minimised by Adam in mini-batches. Whole games
// are held out, a seeded tenth of them, to measure the loss on positions
// the weights were not fitted to. The run is single-threaded and seeded:
// the same samples and configuration give the same weights, bit for bit.
func Train(l *Evaluation, samples []Sample, cfg TrainConfig) (*TrainResult, error) {
	return TrainContext(context.Background(), l, samples, cfg)
}

// TrainContext is Train that stops when ctx is done, between two
// mini-batches: it then returns no weights and an error that says in which
// epoch it stopped and wraps ctx's error.
func TrainContext(ctx context.Context, l *Evaluation, samples []Sample, cfg TrainConfig) (*TrainResult, error) {
	if l == nil {
		return nil, fmt.Errorf("train: no learned evaluation given")
	}
	if cfg.Epochs == 0 {
		cfg.Epochs = 20
	}
	if cfg.Rate == 0 {
		cfg.Rate = 1
	}
	if cfg.Batch == 0 {
		cfg.Batch = 4096
	}
	if cfg.Epochs < 0 || cfg.Rate < 0 || cfg.FinalRate < 0 || cfg.Batch < 0 || cfg.L2 < 0 || cfg.Anchor < 0 {
		return nil, fmt.Errorf("train: epochs, rate, final rate, batch, l2 and anchor must not be negative")
	}
	if cfg.Anchor > 0 && cfg.Start == nil {
		return nil, fmt.Errorf("train: an anchor needs weights to start from (Start)")
	}
	if cfg.ScoreShare < 0 || cfg.ScoreShare > 1 {
		return nil, fmt.Errorf("train: score share %g, want 0 to 1", cfg.ScoreShare)
	}
	if cfg.WindowsOnly && cfg.ScalarsOnly {
		return nil, fmt.Errorf("train: windows only and scalars only leave nothing to fit")
	}
	if cfg.ScoreLambda < 0 || cfg.ScoreLambda >= 1 {
		return nil, fmt.Errorf("train: score lambda %g, want 0 to less than 1", cfg.ScoreLambda)
	}
	var scoreTarget []float64
	if cfg.ScoreShare > 0 {
		scoreTarget = scoreTargets(samples, cfg.ScoreLambda)
	}
	var train, held rows
	var heldPos []checkers.Position
	var handScores []float64
	res := &TrainResult{}
	var buf []pattern.Feature
	for i := range samples {
		s := &samples[i]
		var phase float64
		buf, phase = l.Sparse(s.Position, buf[:0])
		y, base := s.Result.Target(), 0.0
		if heldOut(cfg.Seed, s.Game) {
			base = float64(l.HandSet(s.Position))
			held.add(buf, phase, y, base)
			heldPos = append(heldPos, s.Position)
			handScores = append(handScores, base)
			res.HeldHandSet += loss(base, y)
		} else {
			if cfg.ScoreShare > 0 {
				y = (1-cfg.ScoreShare)*y + cfg.ScoreShare*scoreTarget[i]
			}
			if cfg.Base {
				base = float64(l.HandSet(s.Position))
			}
			train.add(buf, phase, y, base)
		}
	}
	if train.len() == 0 || held.len() == 0 {
		return nil, fmt.Errorf("train: %d training and %d held-out samples: need some of each (more games)", train.len(), held.len())
	}
	res.TrainSamples, res.HeldSamples = train.len(), held.len()
	res.HeldHandSet /= float64(held.len())
	res.HeldHandSetBest = math.Inf(1)
	for scale := 10.0; scale <= 1000; scale += 10 {
		s := 0.0
		for i, e := range handScores {
			s += loss(e*Scale/scale, held.y[i])
		}
		if s /= float64(held.len()); s < res.HeldHandSetBest {
			res.HandSetScale, res.HeldHandSetBest = scale, s
		}
	}
	res.HeldZero = math.Ln2

	// frozen[j] marks the weights training leaves alone: those WindowsOnly
	// or ScalarsOnly keep, and those MinCount leaves at zero.
	frozen := make([]bool, 2*l.Features)
	if cfg.WindowsOnly {
		for j := 2 * l.Windows; j < len(frozen); j++ {
			frozen[j] = true
		}
	}
	if cfg.ScalarsOnly {
		for j := range 2 * l.Windows {
			frozen[j] = true
		}
	}
	if cfg.MinCount > 0 {
		seen := make([]int, l.Windows)
		for _, f := range train.feats {
			if int(f.Index) < l.Windows {
				seen[f.Index]++
			}
		}
		for i, n := range seen {
			if n < cfg.MinCount {
				frozen[2*i], frozen[2*i+1] = true, true
			}
		}
	}
	w := make([]float64, 2*l.Features)
	if cfg.Start != nil {
		vs, _, err := l.Values(cfg.Start)
		if err != nil {
			return nil, fmt.Errorf("train: start: %w", err)
		}
		for i, v := range vs {
			w[i] = float64(v)
		}
	}
	var anchor []float64 // the Start weights the anchor pulls toward
	if cfg.Anchor > 0 {
		anchor = slices.Clone(w)
	}
	grad := make([]float64, len(w))
	m := make([]float64, len(w))
	vel := make([]float64, len(w))
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x747261696e))
	order := make([]int32, train.len())
	for i := range order {
		order[i] = int32(i)
	}
	res.Train = append(res.Train, train.meanLoss(w, cfg.Base))
	res.Held = append(res.Held, held.meanLoss(w, cfg.Base))
	logEpoch(cfg.Log, 0, res)
	step := 0
	steps := cfg.Epochs * ((len(order) + cfg.Batch - 1) / cfg.Batch)
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for lo := 0; lo < len(order); lo += cfg.Batch {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("train: stopped in epoch %d of %d: %w", epoch, cfg.Epochs, err)
			}
			batch := order[lo:min(lo+cfg.Batch, len(order))]
			clear(grad)
			for _, r := range batch {
				e := train.eval(w, int(r), cfg.Base)
				g := (sigmoid(e/Scale) - train.y[r]) / Scale / float64(len(batch))
				ph := train.phase[r]
				gOpen, gEnd := g*ph, g*(1-ph)
				for _, f := range train.row(int(r)) {
					j := 2 * int(f.Index)
					if f.Value == 1 {
						grad[j] += gOpen
						grad[j+1] += gEnd
						continue
					}
					grad[j] += gOpen * float64(f.Value)
					grad[j+1] += gEnd * float64(f.Value)
				}
			}
			step++
			c1 := 1 - math.Pow(beta1, float64(step))
			c2 := 1 - math.Pow(beta2, float64(step))
			rate := stepRate(cfg.Rate, cfg.FinalRate, step, steps)
			for j, gj := range grad {
				if gj == 0 && m[j] == 0 || frozen[j] {
					continue
				}
				m[j] = beta1*m[j] + (1-beta1)*gj
				vel[j] = beta2*vel[j] + (1-beta2)*gj*gj
				decay := cfg.L2 * w[j]
				if anchor != nil {
					decay += cfg.Anchor * (w[j] - anchor[j])
				}
				w[j] -= rate * (m[j]/c1/(math.Sqrt(vel[j]/c2)+eps) + decay)
			}
		}
		res.Train = append(res.Train, train.meanLoss(w, cfg.Base))
		res.Held = append(res.Held, held.meanLoss(w, cfg.Base))
		logEpoch(cfg.Log, epoch, res)
	}
	vs := make([]int16, len(w))
	for i, x := range w {
		vs[i] = int16(max(math.MinInt16, min(math.MaxInt16, math.Round(x))))
	}
	var err error
	if res.Weights, err = l.New(vs, cfg.Base); err != nil {
		return nil, err
	}
	for i, p := range heldPos {
		res.HeldFinal += loss(float64(l.Evaluate(res.Weights, p)), held.y[i])
	}
	res.HeldFinal /= float64(held.len())
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, "held-out loss: %.5f these weights, %.5f today's evaluation (%.5f at its best scale, %g), %.5f zero weights (%d training, %d held-out positions)\n",
			res.HeldFinal, res.HeldHandSet, res.HeldHandSetBest, res.HandSetScale, res.HeldZero, res.TrainSamples, res.HeldSamples)
		fmt.Fprint(cfg.Log, "scalars (opening/ending):")
		first := l.Features - len(l.Scalars)
		for k, name := range l.Scalars {
			fmt.Fprintf(cfg.Log, " %s %d/%d", name, vs[2*(first+k)], vs[2*(first+k)+1])
		}
		fmt.Fprintln(cfg.Log)
	}
	return res, nil
}

// scoreTargets returns the score part of each sample's training target
// (TrainConfig.ScoreLambda): with lambda 0, sigmoid(score/Scale); otherwise
// each sample's mixed with the next sample's of its game, back from the
// game's result after its last sample.
func scoreTargets(samples []Sample, lambda float64) []float64 {
	v := make([]float64, len(samples))
	for i := len(samples) - 1; i >= 0; i-- {
		s := &samples[i]
		own := sigmoid(float64(s.Score) / Scale)
		if lambda == 0 {
			v[i] = own
			continue
		}
		next := s.Result.Target()
		if i+1 < len(samples) && samples[i+1].Game == s.Game {
			next = v[i+1]
			if samples[i+1].Position.Turn() != s.Position.Turn() {
				next = 1 - next
			}
		}
		v[i] = (1-lambda)*own + lambda*next
	}
	return v
}

// rows are samples as training sees them: each one's features (row i's
// are feats[start[i]:start[i+1]]), phase, target and hand-set score.
type rows struct {
	feats          []pattern.Feature
	start          []int
	phase, y, base []float64
}

func (r *rows) len() int { return len(r.y) }

func (r *rows) add(fs []pattern.Feature, phase, y, base float64) {
	if r.start == nil {
		r.start = []int{0}
	}
	r.feats = append(r.feats, fs...)
	r.start = append(r.start, len(r.feats))
	r.phase = append(r.phase, phase)
	r.y = append(r.y, y)
	r.base = append(r.base, base)
}

func (r *rows) row(i int) []pattern.Feature { return r.feats[r.start[i]:r.start[i+1]] }

// eval is the learned evaluation of row i with weights w as floats.
func (r *rows) eval(w []float64, i int, base bool) float64 {
	var open, end float64
	for _, f := range r.row(i) {
		j := 2 * int(f.Index)
		if f.Value == 1 {
			open += w[j]
			end += w[j+1]
			continue
		}
		open += w[j] * float64(f.Value)
		end += w[j+1] * float64(f.Value)
	}
	ph := r.phase[i]
	e := open*ph + end*(1-ph)
	if base {
		e += r.base[i]
	}
	return e
}

func (r *rows) meanLoss(w []float64, base bool) float64 {
	s := 0.0
	for i := range r.y {
		s += loss(r.eval(w, i, base), r.y[i])
	}
	return s / float64(r.len())
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// loss is the cross-entropy of the prediction of score e against target y.
func loss(e, y float64) float64 {
	// log(1+exp(z)) − y·z, with z = e/Scale, in a form that does not overflow.
	z := e / Scale
	return math.Max(z, 0) - y*z + math.Log1p(math.Exp(-math.Abs(z)))
}

func logEpoch(out io.Writer, epoch int, res *TrainResult) {
	if out != nil {
		fmt.Fprintf(out, "epoch %d: loss %.5f, held-out %.5f\n", epoch, res.Train[epoch], res.Held[epoch])
	}
}

// stepRate returns Adam's step at step (1 to steps) of a run whose step
// falls in a straight line from rate to final (final 0: no fall).
func stepRate(rate, final float64, step, steps int) float64 {
	if final == 0 || steps <= 1 {
		return rate
	}
	return rate + (final-rate)*float64(step-1)/float64(steps-1)
}
