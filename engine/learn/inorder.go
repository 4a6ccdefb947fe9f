package learn

import (
	"context"
	"sync"
)

// inOrder runs job(w, k) for every k from first to n−1 on conc workers,
// each with its own w made by newWorker, and hands the results to write in
// the order of k, whatever order they finish in, so that what is written
// does not depend on conc. It stops at the first error, of newWorker, a
// job or write, and returns it; otherwise, when ctx is done, ctx's error.
// The results before the first error or stop are all written.
func inOrder[W, R any](ctx context.Context, first, n, conc int, newWorker func() (W, error),
	job func(ctx context.Context, w W, k int) (R, error), write func(k int, r R) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type done struct {
		k   int
		r   R
		err error
	}
	jobs := make(chan int)
	results := make(chan done)
	var wg sync.WaitGroup
	for range max(conc, 1) {
		wg.Go(func() {
			w, err := newWorker()
			for k := range jobs {
				d := done{k: k, err: err}
				if err == nil {
					d.r, d.err = job(ctx, w, k)
				}
				results <- d
			}
		})
	}
	go func() {
		defer close(jobs)
		for k := first; k < n; k++ {
			select {
			case jobs <- k:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	pending := map[int]done{}
	next := first
	var firstErr error
	for d := range results {
		if d.err != nil && firstErr == nil {
			firstErr = d.err
			cancel()
		}
		if firstErr != nil {
			continue
		}
		pending[d.k] = d
		for {
			d, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			if err := write(next, d.r); err != nil {
				firstErr = err
				cancel()
				break
			}
			next++
		}
	}
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	return firstErr
}
