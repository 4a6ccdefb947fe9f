package computer

import (
	"container/heap"
	"context"
	"errors"
	"sync"
	"time"

	"github.com/kingme/kingme/server/refuse"
)

// pool runs the computer's searches (computer moves, hints, draw answers,
// analyses) on a fixed number of workers. A search that finds every
// worker busy waits in a queue ordered by when it is due, earliest first:
// its caller says when (DueIn: the moment it was asked plus a few times
// the time the search may take), so a short clock's move, a weak level's
// quick search or a search that has waited long goes before a long one
// asked later, and optional work (hints, analyses) is due later than the
// computer's moves. Waiting searches are goroutines
// blocked on a channel, which cost nothing while they wait.
type pool struct {
	mu    sync.Mutex
	free  int      // idle workers
	queue jobQueue // waiting searches, by due time
	seq   uint64   // ties go in order of arrival
	// optional counts the optional searches (tryRun) waiting, at most
	// maxOptional, and optionalBy each client's in flight, at most
	// perClient (half the workers, at least one).
	optional, maxOptional, perClient int
	optionalBy                       map[string]int
	// released is closed, and replaced, each time an optional search
	// ends.
	released chan struct{}
	// yielders are the workers lent to work that gives way (yield.go):
	// counted out of free, and taken over by the first search that would
	// otherwise wait.
	yielders map[*yielder]bool
}

// job is one search waiting for a worker.
type job struct {
	due   time.Time
	seq   uint64
	ready chan struct{} // closed when the job is given a worker
	index int           // in the queue; −1 once out of it
}

func newPool(workers, optionalQueue int) *pool {
	return &pool{free: workers, maxOptional: optionalQueue, perClient: max(1, workers/2), optionalBy: map[string]int{},
		released: make(chan struct{})}
}

// run waits for a worker (or ctx), runs f on it and frees the worker.
// due orders the waiting searches: earliest first.
func (p *pool) run(ctx context.Context, due time.Time, f func()) error {
	if err := p.acquire(ctx, due); err != nil {
		return err
	}
	defer p.release()
	f()
	return nil
}

// tryRun is run for optional work (hints, the analysis board) asked by
// client. A client may have half the workers' worth of them in flight
// (running or waiting; one at least), so that it never holds every
// worker: over its share, the search waits ownWait for one of client's to
// end (the analysis board's search of the next position, asked as the
// last one's stream closes), then is refused (refuse.TooMany, after
// busyRetry). It is refused (refuse.Busy) when the queue is full. Each search client has
// in flight puts its next one optionalStep later in the queue, so that a
// newcomer's goes first. The server's own searches (client "") are not
// counted by client.
func (p *pool) tryRun(ctx context.Context, client string, due time.Time, f func()) error {
	p.mu.Lock()
	held := p.optionalBy[client]
	// A client's search asked as its last one ends (the analysis board's
	// next position, its stream closed) waits for it a moment.
	for wait := time.NewTimer(ownWait); client != "" && held >= p.perClient; held = p.optionalBy[client] {
		released := p.released
		p.mu.Unlock()
		select {
		case <-released:
		case <-ctx.Done():
			wait.Stop()
			return ctx.Err()
		case <-wait.C:
			return refuse.Newf(refuse.TooMany, "your address has as many searches running or waiting as it may (%d): try again when one is done", held).WithRetry(busyRetry)
		}
		p.mu.Lock()
	}
	if p.free == 0 && len(p.yielders) == 0 && p.optional >= p.maxOptional {
		p.mu.Unlock()
		return refuse.Newf(refuse.Busy, "the computer is busy with other games: try again in a moment").WithRetry(busyRetry)
	}
	p.optional++
	if client != "" {
		p.optionalBy[client]++
	}
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.optional--
		if client != "" {
			if p.optionalBy[client]--; p.optionalBy[client] <= 0 {
				delete(p.optionalBy, client)
			}
		}
		close(p.released)
		p.released = make(chan struct{})
		p.mu.Unlock()
	}()
	return p.run(ctx, due.Add(time.Duration(held)*optionalStep), f)
}

// ownWait is how long a client's search over its share waits for one of
// its own to end before it is refused.
const ownWait = time.Second

// optionalStep is how much later an optional search is due for each other
// one its client has in flight.
const optionalStep = 10 * time.Second

// runQuick runs a quick search (the levels capped by depth: milliseconds):
// on a worker of p when one is free with nobody waiting, else on the quick
// lane, a pool of its own, so that it never waits behind long searches.
func (p *pool) runQuick(ctx context.Context, lane *pool, due time.Time, f func()) error {
	if !p.claim() {
		return lane.run(ctx, due, f)
	}
	defer p.release()
	f()
	return nil
}

// claim takes a worker for a search to run now, when one is free and no
// search waits, and reports whether it did: the caller runs the search
// and then releases the worker.
func (p *pool) claim() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.queue.Len() > 0 {
		return false
	}
	if p.free > 0 {
		p.free--
		return true
	}
	return p.takeOverLocked()
}

// QuickSearch is the longest search that takes the quick lane (Run).
const QuickSearch = 100 * time.Millisecond

// acquire takes a worker, waiting in the queue when none is free.
func (p *pool) acquire(ctx context.Context, due time.Time) error {
	p.mu.Lock()
	if p.queue.Len() == 0 && (p.free > 0 || len(p.yielders) > 0) {
		if p.free > 0 {
			p.free--
		} else {
			p.takeOverLocked()
		}
		p.mu.Unlock()
		return nil
	}
	p.seq++
	j := &job{due: due, seq: p.seq, ready: make(chan struct{})}
	heap.Push(&p.queue, j)
	p.mu.Unlock()
	select {
	case <-j.ready:
		return nil
	case <-ctx.Done():
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if j.index >= 0 {
		heap.Remove(&p.queue, j.index)
		return waitEnded(ctx)
	}
	// Given a worker just as ctx ended: pass it on.
	p.releaseLocked()
	return waitEnded(ctx)
}

// busyRetry is the Retry-After of a search that waited for a worker as long
// as it could.
const busyRetry = 5 * time.Second

// waitEnded is the error of a wait for a worker that ctx ended: overload
// (refuse.Busy after busyRetry, its cause ctx's error) when its time ran
// out, every worker busy all along; ctx's error when it was called off.
func waitEnded(ctx context.Context) error {
	err := ctx.Err()
	if !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return refuse.Newf(refuse.Busy, "the computer is busy: every worker was taken for as long as this search could wait; try again in a few seconds").
		WithRetry(busyRetry).WithCause(err)
}

// release frees a worker: the most urgent waiting search takes it.
func (p *pool) release() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.releaseLocked()
}

func (p *pool) releaseLocked() {
	if p.queue.Len() == 0 {
		p.free++
		return
	}
	j := heap.Pop(&p.queue).(*job)
	close(j.ready)
}

// waiting returns how many searches wait for a worker.
func (p *pool) waiting() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.queue.Len()
}

// jobQueue is a heap of jobs by due time, then arrival.
type jobQueue []*job

func (q jobQueue) Len() int { return len(q) }
func (q jobQueue) Less(i, j int) bool {
	if !q[i].due.Equal(q[j].due) {
		return q[i].due.Before(q[j].due)
	}
	return q[i].seq < q[j].seq
}
func (q jobQueue) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index, q[j].index = i, j
}
func (q *jobQueue) Push(x any) {
	j := x.(*job)
	j.index = len(*q)
	*q = append(*q, j)
}
func (q *jobQueue) Pop() any {
	old := *q
	j := old[len(old)-1]
	old[len(old)-1] = nil
	*q = old[:len(old)-1]
	j.index = -1
	return j
}

// dueWeight is how many times its own length a search may wait behind
// others before it is due: a 50 ms search asked now goes before a 5 s one
// asked up to 19.8 s earlier, so the short searches of the weak levels
// pass the long ones without starving them.
const dueWeight = 4

// DueIn is when a search asked at asked, which takes about d, is due: the
// order of the searches waiting for a worker (Run, TryRun).
func DueIn(asked time.Time, d time.Duration) time.Time { return asked.Add(dueWeight * d) }

// hasFree reports whether a worker is free and no search waits.
func (p *pool) hasFree() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return (p.free > 0 || len(p.yielders) > 0) && p.queue.Len() == 0
}

// idle returns how many workers of p are free.
func (p *pool) idle() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.free
}
