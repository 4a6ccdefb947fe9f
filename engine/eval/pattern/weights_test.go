package pattern_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/engine/eval/pattern"
)

func TestWeightsRoundTrip(t *testing.T) {
	w := pattern.NewWeights(3)
	if err := w.SetValues([]int16{1, 2, 3, 4, 5, -6}); err != nil {
		t.Fatal(err)
	}
	w.Base = true
	if got, want := w.Pairs[2], [2]int16{5, -6}; got != want {
		t.Errorf("pair 2: got %v, want %v", got, want)
	}
	var buf bytes.Buffer
	if _, err := w.WriteFile(&buf, "g", []uint16{3}); err != nil {
		t.Fatal(err)
	}
	back, err := pattern.Decode(buf.Bytes(), "g", []uint16{3}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Values(), w.Values()) {
		t.Errorf("read back %+v, want %+v", back, w)
	}
	if _, err := pattern.Decode(buf.Bytes(), "g", []uint16{3}, 4); err == nil || !strings.Contains(err.Error(), "want 8") {
		t.Errorf("Decode of 4 features: error %v, want one saying 8 weights", err)
	}
	if err := w.SetValues([]int16{1}); err == nil {
		t.Error("SetValues of 1 value for 3 features gave no error")
	}
}
