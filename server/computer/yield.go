package computer

import (
	"context"
	"sync"
)

// A yielder is a worker lent to work that gives way (Computer.Ponder):
// the first search that would otherwise wait for a worker takes it over
// at once, and the work's context is cancelled.
type yielder struct {
	cancel context.CancelFunc
	// handedOver is set when a search took the worker over: the work's
	// release then frees nothing.
	handedOver bool
}

// claimYielding takes a worker free now, with no search waiting, for work
// that gives way. ctx is cancelled when a search takes the worker over or
// when release is called; release (once the work has ended) frees the
// worker unless it was taken over.
func (p *pool) claimYielding(parent context.Context) (ctx context.Context, release func(), ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.free == 0 || p.queue.Len() > 0 {
		return nil, nil, false
	}
	p.free--
	ctx, cancel := context.WithCancel(parent)
	y := &yielder{cancel: cancel}
	if p.yielders == nil {
		p.yielders = map[*yielder]bool{}
	}
	p.yielders[y] = true
	var once sync.Once
	release = func() {
		once.Do(func() {
			cancel()
			p.mu.Lock()
			defer p.mu.Unlock()
			if y.handedOver {
				return
			}
			delete(p.yielders, y)
			p.releaseLocked()
		})
	}
	return ctx, release, true
}

// takeOverLocked takes the worker of one yielding work, if any, for a
// search: the work is cancelled and its release frees nothing. p.mu is
// held.
func (p *pool) takeOverLocked() bool {
	for y := range p.yielders {
		delete(p.yielders, y)
		y.handedOver = true
		y.cancel()
		return true
	}
	return false
}

// yielding returns how many workers of p yielding work holds.
func (p *pool) yielding() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.yielders)
}
