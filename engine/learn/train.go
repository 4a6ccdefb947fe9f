package learn

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"github.com/kingme/kingme/checkers/standard"
)

// Scale is the evaluation's scale in training: a score of e hundredths of a
// man predicts the share sigmoid(e/Scale) of the point for the player to
// move, so a score of 100 predicts 62 % and 200 73 %. It is about the scale
// that fits today's hand-set evaluation best on self-play data (210 on 1.7
// million positions of games at depth 6), so that learned scores come out
// in the same units as today's, which the search's margins assume.
const Scale = 200.0

// TrainConfig is one training run.
type TrainConfig struct {
	Epochs int     // passes over the training samples; 0 means 20
	Rate   float64 // Adam's step, in hundredths of a man; 0 means 1
	Batch  int     // samples a step; 0 means 4096
	L2     float64 // the weight decay of each weight, per step, times the rate; 0 for none
	Seed   uint64  // the held-out games and the order of the samples
	// MinCount leaves at zero the weights of window configurations seen in
	// fewer training positions: a rare configuration's weight learns noise,
	// which a search then seeks out. 0 fits them all.
	MinCount int
	// ScoreShare is the share of the search's score in the training
	// target: (1 − ScoreShare)·result + ScoreShare·sigmoid(score/Scale).
	// 0 trains on the results alone. The held-out loss is always measured
	// against the results.
	ScoreShare float64
	// Base fits the weights as corrections to today's evaluation
	// (PatternWeights.Base): the prediction starts from it instead of 0.
	Base bool
	// Start, if not nil, are the weights to start from; nil starts from
	// zero.
	Start *standard.PatternWeights
	Log   io.Writer // a line per epoch, if not nil
}

// TrainResult is what Train made and measured.
type TrainResult struct {
	Weights *standard.PatternWeights
	// Train and Held hold the loss on the training and the held-out samples
	// after each epoch (Train[0] and Held[0]: before the first).
	Train, Held []float64
	// HeldZero, HeldHandSet and HeldFinal are the held-out loss of the zero
	// weights (ln 2), of today's evaluation (Position.Evaluate with
	// DefaultWeights) at the same Scale, and of the weights returned, as
	// rounded to whole hundredths.
	HeldZero, HeldHandSet, HeldFinal float64
	// HandSetScale is the scale that fits today's evaluation best on the
	// held-out positions (of 10, 20 … 1000), and HeldHandSetBest its loss
	// there: today's evaluation judged at its own best, not at Scale.
	HandSetScale, HeldHandSetBest float64
	TrainSamples, HeldSamples     int
}

// row is one sample as training sees it.
type row struct {
	f standard.PatternFeatures
	y float64
}

// heldOut reports whether game g is one of the held-out tenth.
func heldOut(seed uint64, g int) bool {
	x := seed ^ uint64(g)*0x9E3779B97F4A7C15
	x ^= x >> 31
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 29
	return x%10 == 0
}

// Train fits pattern weights to the samples by logistic regression: the
// prediction is sigmoid(eval/Scale), the target the result (1, ½, 0), the
// loss their cross-entropy, minimised by Adam in mini-batches. Whole games
// are held out, a seeded tenth of them, to measure the loss on positions
// the weights were not fitted to. The run is single-threaded and seeded:
// the same samples and configuration give the same weights, bit for bit.
func Train(samples []Sample, cfg TrainConfig) (*TrainResult, error) {
	if cfg.Epochs == 0 {
		cfg.Epochs = 20
	}
	if cfg.Rate == 0 {
		cfg.Rate = 1
	}
	if cfg.Batch == 0 {
		cfg.Batch = 4096
	}
	if cfg.Epochs < 0 || cfg.Rate < 0 || cfg.Batch < 0 || cfg.L2 < 0 {
		return nil, fmt.Errorf("train: epochs, rate, batch and l2 must not be negative")
	}
	if cfg.ScoreShare < 0 || cfg.ScoreShare > 1 {
		return nil, fmt.Errorf("train: score share %g, want 0 to 1", cfg.ScoreShare)
	}
	var train, held []row
	var handScores []float64
	res := &TrainResult{}
	for i := range samples {
		s := &samples[i]
		r := row{f: s.Position.PatternFeatures(), y: s.Result.Target()}
		if heldOut(cfg.Seed, s.Game) {
			held = append(held, r)
			e := float64(r.f.Base)
			handScores = append(handScores, e)
			res.HeldHandSet += loss(e, r.y)
		} else {
			if cfg.ScoreShare > 0 {
				r.y = (1-cfg.ScoreShare)*r.y + cfg.ScoreShare*sigmoid(float64(s.Score)/Scale)
			}
			train = append(train, r)
		}
	}
	if len(train) == 0 || len(held) == 0 {
		return nil, fmt.Errorf("train: %d training and %d held-out samples: need some of each (more games)", len(train), len(held))
	}
	res.TrainSamples, res.HeldSamples = len(train), len(held)
	res.HeldHandSet /= float64(len(held))
	res.HeldHandSetBest = math.Inf(1)
	for scale := 10.0; scale <= 1000; scale += 10 {
		l := 0.0
		for i, e := range handScores {
			l += loss(e*Scale/scale, held[i].y)
		}
		if l /= float64(len(held)); l < res.HeldHandSetBest {
			res.HandSetScale, res.HeldHandSetBest = scale, l
		}
	}
	res.HeldZero = math.Ln2

	// frozen[j] marks the weights MinCount leaves alone.
	frozen := make([]bool, standard.NumPatternWeights)
	if cfg.MinCount > 0 {
		seen := make([]int, standard.NumPatterns*standard.NumConfigs)
		for i := range train {
			for k, c := range train[i].f.Config {
				seen[k*standard.NumConfigs+int(c)]++
			}
		}
		for i, n := range seen {
			frozen[2*i], frozen[2*i+1] = n < cfg.MinCount, n < cfg.MinCount
		}
	}
	w := make([]float64, standard.NumPatternWeights)
	if cfg.Start != nil {
		for i, v := range cfg.Start.Values() {
			w[i] = float64(v)
		}
	}
	grad := make([]float64, len(w))
	m := make([]float64, len(w))
	v := make([]float64, len(w))
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x747261696e))
	res.Train = append(res.Train, meanLoss(w, train, cfg.Base))
	res.Held = append(res.Held, meanLoss(w, held, cfg.Base))
	logEpoch(cfg.Log, 0, res)
	step := 0
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		for lo := 0; lo < len(train); lo += cfg.Batch {
			batch := train[lo:min(lo+cfg.Batch, len(train))]
			clear(grad)
			for i := range batch {
				r := &batch[i]
				e := eval(w, &r.f, cfg.Base)
				g := (sigmoid(e/Scale) - r.y) / Scale / float64(len(batch))
				ph := float64(r.f.Phase) / standard.FullPhase
				gOpen, gEnd := g*ph, g*(1-ph)
				for k, c := range r.f.Config {
					j := (k*standard.NumConfigs + int(c)) * 2
					grad[j] += gOpen
					grad[j+1] += gEnd
				}
				for k, x := range r.f.Scalar {
					j := scalarBase + 2*k
					grad[j] += gOpen * float64(x)
					grad[j+1] += gEnd * float64(x)
				}
			}
			step++
			c1 := 1 - math.Pow(beta1, float64(step))
			c2 := 1 - math.Pow(beta2, float64(step))
			for j, gj := range grad {
				if gj == 0 && m[j] == 0 || frozen[j] {
					continue
				}
				m[j] = beta1*m[j] + (1-beta1)*gj
				v[j] = beta2*v[j] + (1-beta2)*gj*gj
				w[j] -= cfg.Rate * (m[j]/c1/(math.Sqrt(v[j]/c2)+eps) + cfg.L2*w[j])
			}
		}
		res.Train = append(res.Train, meanLoss(w, train, cfg.Base))
		res.Held = append(res.Held, meanLoss(w, held, cfg.Base))
		logEpoch(cfg.Log, epoch, res)
	}
	vs := make([]int16, len(w))
	for i, x := range w {
		vs[i] = int16(max(math.MinInt16, min(math.MaxInt16, math.Round(x))))
	}
	res.Weights = &standard.PatternWeights{Base: cfg.Base}
	if err := res.Weights.SetValues(vs); err != nil {
		return nil, err
	}
	for i := range held {
		res.HeldFinal += loss(float64(res.Weights.EvaluateFeatures(&held[i].f)), held[i].y)
	}
	res.HeldFinal /= float64(len(held))
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, "held-out loss: %.5f these weights, %.5f today's evaluation (%.5f at its best scale, %g), %.5f zero weights (%d training, %d held-out positions)\n",
			res.HeldFinal, res.HeldHandSet, res.HeldHandSetBest, res.HandSetScale, res.HeldZero, res.TrainSamples, res.HeldSamples)
		fmt.Fprint(cfg.Log, "scalars (opening/ending):")
		for k, sc := range res.Weights.Scalars {
			fmt.Fprintf(cfg.Log, " %s %d/%d", scalarNames[k], sc[0], sc[1])
		}
		fmt.Fprintln(cfg.Log)
	}
	return res, nil
}

// scalarNames name the scalar terms in train's log, by index.
var scalarNames = [standard.NumScalars]string{
	standard.ScalarMen: "man", standard.ScalarKings: "king",
	standard.ScalarManMoves: "man's move", standard.ScalarKingMoves: "king's move",
	standard.ScalarRunaways: "runaway", standard.ScalarTrappedKings: "trapped king",
	standard.ScalarExchange: "exchange", standard.ScalarHunt: "hunt",
	standard.ScalarCornered: "cornered", standard.ScalarCentreKings: "centre king",
}

// scalarBase is the index of the first scalar weight in the order of
// PatternWeights.Values.
const scalarBase = standard.NumPatterns * standard.NumConfigs * 2

// eval is PatternWeights.EvaluateFeatures with weights w as floats.
func eval(w []float64, f *standard.PatternFeatures, base bool) float64 {
	var open, end float64
	for k, c := range f.Config {
		j := (k*standard.NumConfigs + int(c)) * 2
		open += w[j]
		end += w[j+1]
	}
	for k, x := range f.Scalar {
		j := scalarBase + 2*k
		open += w[j] * float64(x)
		end += w[j+1] * float64(x)
	}
	ph := float64(f.Phase) / standard.FullPhase
	e := open*ph + end*(1-ph)
	if base {
		e += float64(f.Base)
	}
	return e
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// loss is the cross-entropy of the prediction of score e against target y.
func loss(e, y float64) float64 {
	// log(1+exp(z)) − y·z, with z = e/Scale, in a form that does not overflow.
	z := e / Scale
	return math.Max(z, 0) - y*z + math.Log1p(math.Exp(-math.Abs(z)))
}

func meanLoss(w []float64, rows []row, base bool) float64 {
	s := 0.0
	for i := range rows {
		s += loss(eval(w, &rows[i].f, base), rows[i].y)
	}
	return s / float64(len(rows))
}

func logEpoch(out io.Writer, epoch int, res *TrainResult) {
	if out != nil {
		fmt.Fprintf(out, "epoch %d: loss %.5f, held-out %.5f\n", epoch, res.Train[epoch], res.Held[epoch])
	}
}
