package egdb

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/kingme/kingme/checkers/standard"
)

// expected returns the value pos must have given the values of the
// positions its moves lead to (value looks them up): the rules of the
// retrograde analysis, stated once more without its bookkeeping. A move
// that converts counts one ply; a king's step counts one more than the
// value it leads to.
func expected(pos *standard.Position, moves []standard.Move, value func(*standard.Position) Value) (Value, error) {
	if len(moves) == 0 {
		return Loss(0), nil
	}
	bestWin, longestLoss, draw := 0, 0, false
	for _, m := range moves {
		next := pos.Play(m)
		w := value(&next)
		plies := 1
		if !pos.ProgressMove(m) {
			plies = w.Plies() + 1
		}
		switch w.Result() {
		case ResultUnknown:
			return Unknown, fmt.Errorf("%s leads to %s, whose value is unknown", m, next)
		case ResultLoss:
			if bestWin == 0 || plies < bestWin {
				bestWin = plies
			}
		case ResultDraw:
			draw = true
		case ResultWin:
			longestLoss = max(longestLoss, plies)
		}
	}
	switch {
	case bestWin > 0:
		return Win(bestWin), nil
	case draw:
		return Draw, nil
	}
	return Loss(longestLoss), nil
}

// check verifies the value of the position at index i of t against its
// moves and the values they lead to.
func (ts *tables) check(t *table, i uint64, moves []standard.Move) ([]standard.Move, error) {
	s := pieces{}
	s.ownMen, s.oppMen, s.ownKings, s.oppKings = t.layout.Position(i)
	pos := s.position()
	moves = pos.AppendMoves(moves[:0])
	want, err := expected(&pos, moves, ts.value)
	if err != nil {
		return moves, fmt.Errorf("%s: %w", pos, err)
	}
	if got := t.values[i]; got != want {
		return moves, fmt.Errorf("%s: stored %v, its moves say %v", pos, got, want)
	}
	return moves, nil
}

// VerifyReport is what Verify checked.
type VerifyReport struct {
	Positions uint64        // positions checked
	Probes    uint64        // lookups made (each position and its moves' positions)
	Time      time.Duration // time taken
}

// ProbesPerSecond returns the lookup rate of the check.
func (r VerifyReport) ProbesPerSecond() float64 {
	if r.Time <= 0 {
		return 0
	}
	return float64(r.Probes) / r.Time.Seconds()
}

// Verify checks the stored values of up to upTo pieces against their
// moves, as the build's own rules say they must be (see expected): every
// stride-th position of each table (stride 1: all of them) from a random
// start drawn from seed. progress, if not nil, is told each
// table's checked positions.
func (db *DB) Verify(ctx context.Context, upTo int, stride uint64, seed uint64, progress func(Material, uint64)) (VerifyReport, error) {
	start := time.Now()
	rng := rand.New(rand.NewPCG(seed, 1))
	var r VerifyReport
	stride = max(stride, 1)
	lookup := func(p *standard.Position) Value {
		r.Probes++
		v, err := db.Lookup(p)
		if err != nil {
			return Unknown
		}
		return v
	}
	var moves []standard.Move
	for n := 2; n <= upTo; n++ {
		for _, m := range Materials(n) {
			if !solvable(m) {
				continue
			}
			tf := db.files[materialKey(m)]
			if tf == nil {
				return r, fmt.Errorf("%v: %w", m, ErrNotCovered)
			}
			checked := uint64(0)
			for i := rng.Uint64N(stride); i < tf.layout.Size(); i += stride {
				if checked%4096 == 0 {
					if err := ctx.Err(); err != nil {
						return r, err
					}
				}
				s := pieces{}
				s.ownMen, s.oppMen, s.ownKings, s.oppKings = tf.layout.Position(i)
				pos := s.position()
				got := lookup(&pos)
				moves = pos.AppendMoves(moves[:0])
				want, err := expected(&pos, moves, lookup)
				if err != nil {
					return r, fmt.Errorf("%v: %s: %w", m, pos, err)
				}
				if got != want {
					return r, fmt.Errorf("%v: %s: stored %v, its moves say %v", m, pos, got, want)
				}
				checked++
			}
			r.Positions += checked
			if progress != nil {
				progress(m, checked)
			}
		}
	}
	r.Time = time.Since(start)
	return r, nil
}
