package pattern

import (
	"fmt"
	"io"
)

// Weights are a learned evaluation's weights: an (opening, ending) pair
// for each feature, in the feature order of its game, and whether they are
// corrections to the game's hand-set evaluation. Each game wraps them in
// its own type, which its evaluation reads.
type Weights struct {
	Pairs [][2]int16 // by feature index
	// Base, when true, adds the game's hand-set evaluation to the score.
	Base bool
}

// NewWeights returns zero weights for features features.
func NewWeights(features int) Weights { return Weights{Pairs: make([][2]int16, features)} }

// Values returns the weights as a flat list, opening then ending, feature
// by feature: the order of the weights file and of training.
func (w *Weights) Values() []int16 {
	out := make([]int16, 0, 2*len(w.Pairs))
	for _, p := range w.Pairs {
		out = append(out, p[0], p[1])
	}
	return out
}

// SetValues sets the weights from vs, in the order of Values; it needs
// exactly two values a feature.
func (w *Weights) SetValues(vs []int16) error {
	if len(vs) != 2*len(w.Pairs) {
		return fmt.Errorf("learned weights: got %d values, want %d", len(vs), 2*len(w.Pairs))
	}
	for i := range w.Pairs {
		w.Pairs[i] = [2]int16{vs[2*i], vs[2*i+1]}
	}
	return nil
}

// WriteFile writes the weights file of w for the game key, whose
// evaluation has the shape given.
func (w *Weights) WriteFile(out io.Writer, key string, shape []uint16) (int64, error) {
	f := File{Game: key, Shape: shape, Base: w.Base, Values: w.Values()}
	return f.WriteTo(out)
}

// Decode reads a weights file of the game key whose evaluation has the
// shape given and features features. The error says what is wrong: another
// kind of file, another game or shape, a damaged file.
func Decode(data []byte, key string, shape []uint16, features int) (Weights, error) {
	f, err := Parse(data)
	if err != nil {
		return Weights{}, err
	}
	if err := f.Check(key, shape, 2*features); err != nil {
		return Weights{}, err
	}
	w := NewWeights(features)
	w.Base = f.Base
	return w, w.SetValues(f.Values)
}

// Flat returns w itself: the games' weights types, which embed Weights,
// share it through this method.
func (w *Weights) Flat() *Weights { return w }
