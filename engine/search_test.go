package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
)

func TestStandardStartSearch(t *testing.T) {
	s := engine.NewSearcher[standard.Position, standard.Move](engine.Standard{}, 64)
	res := s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{MoveTime: time.Second}, func(i engine.Info[standard.Move]) {
		t.Logf("depth %d sel %d score %d nodes %d time %v nps %.2fM pv %v", i.Depth, i.SelDepth, i.Score, i.Nodes, i.Time, float64(i.Nodes)/i.Time.Seconds()/1e6, i.PV)
	})
	t.Logf("%+v", res)
}
