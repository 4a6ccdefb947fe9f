package engine_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/checkers/variants"
	"github.com/kingme/kingme/engine"
)

func TestNewPlaysEveryVariantWithItsWeights(t *testing.T) {
	for _, v := range variants.All() {
		t.Run(v.Key(), func(t *testing.T) {
			w, err := engine.DefaultWeights(v)
			if err != nil {
				t.Fatalf("DefaultWeights(%s): %v", v.Key(), err)
			}
			if _, err := engine.New(v, engine.Options{TableMiB: 1, Weights: w}); err != nil {
				t.Errorf("New(%s) with its own weights: %v", v.Key(), err)
			}
			if v.Key() == "standard" {
				return
			}
			sw := standard.DefaultWeights()
			_, err = engine.New(v, engine.Options{TableMiB: 1, Weights: &sw})
			if err == nil || !strings.Contains(err.Error(), "not "+v.Name()+" weights") {
				t.Errorf("New(%s) with standard weights: error %v, want one saying they are not %s weights", v.Key(), err, v.Name())
			}
		})
	}
}
