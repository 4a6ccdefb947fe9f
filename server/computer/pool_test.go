package computer

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
)

func TestPoolBoundsSearchesAtOnce(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		t.Run("", func(t *testing.T) {
			p := newPool(workers, 4)
			var running, most atomic.Int32
			var wg sync.WaitGroup
			for range 12 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_ = p.run(context.Background(), time.Now(), func() {
						n := running.Add(1)
						for {
							m := most.Load()
							if n <= m || most.CompareAndSwap(m, n) {
								break
							}
						}
						time.Sleep(5 * time.Millisecond)
						running.Add(-1)
					})
				}()
			}
			wg.Wait()
			if got := most.Load(); got != int32(workers) {
				t.Errorf("got at most %d searches at once, want %d", got, workers)
			}
		})
	}
}

func TestPoolRefusesHintsWhenTheQueueIsFull(t *testing.T) {
	p := newPool(1, 1)
	release := make(chan struct{})
	started := make(chan struct{})
	go p.run(context.Background(), time.Now(), func() { close(started); <-release })
	<-started
	queued := make(chan error, 1)
	go func() { queued <- p.tryRun(context.Background(), "a", time.Now(), func() {}) }()
	// Wait until the first hint holds the one place in the queue.
	for p.waiting() == 0 {
		time.Sleep(time.Millisecond)
	}
	err := p.tryRun(context.Background(), "b", time.Now(), func() {})
	var rf *refuse.Refusal
	if !errors.As(err, &rf) || rf.Kind() != refuse.Busy || rf.RetryAfter() <= 0 {
		t.Errorf("a hint beyond the queue: got %v, want a Busy refusal with a retry", err)
	}
	close(release)
	if err := <-queued; err != nil {
		t.Errorf("the queued hint: got %v, want it run", err)
	}
}

// TestPoolRunsTheMostUrgentFirst: with the one worker busy, searches
// queued in any order run in the order they are due, ties in the order
// they came; one whose context ends leaves the queue.
func TestPoolRunsTheMostUrgentFirst(t *testing.T) {
	p := newPool(1, 8)
	release := make(chan struct{})
	started := make(chan struct{})
	go p.run(context.Background(), time.Now(), func() { close(started); <-release })
	<-started
	base := time.Now()
	var mu sync.Mutex
	var order []string
	var wg sync.WaitGroup
	cancelled, cancel := context.WithCancel(context.Background())
	queue := []struct {
		name string
		due  time.Duration
		ctx  context.Context
	}{
		{"hint", 3 * time.Second, context.Background()},
		{"gone", 0, cancelled},
		{"short clock", time.Second, context.Background()},
		{"analysis", 30 * time.Second, context.Background()},
		{"long clock", 2 * time.Second, context.Background()},
		{"second hint", 3 * time.Second, context.Background()},
	}
	for i, q := range queue {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = p.run(q.ctx, base.Add(q.due), func() {
				mu.Lock()
				order = append(order, q.name)
				mu.Unlock()
			})
		}()
		for p.waiting() != i+1 { // queued one after the other
			time.Sleep(time.Millisecond)
		}
	}
	cancel()
	for p.waiting() != len(queue)-1 {
		time.Sleep(time.Millisecond)
	}
	close(release)
	wg.Wait()
	want := []string{"short clock", "long clock", "hint", "second hint", "analysis"}
	if !slices.Equal(order, want) {
		t.Errorf("got the order %v, want %v", order, want)
	}
	if p.free != 1 {
		t.Errorf("got %d free workers after all, want 1", p.free)
	}
}

// TestQuickSearchesPassLongOnes: with every worker busy with a long
// search, a quick one runs at once on the quick lane; with a worker free,
// it takes that worker.
func TestQuickSearchesPassLongOnes(t *testing.T) {
	p, lane := newPool(1, 4), newPool(1, 0)
	release := make(chan struct{})
	started := make(chan struct{})
	go p.run(context.Background(), time.Now(), func() { close(started); <-release })
	<-started
	ran := make(chan bool, 1)
	go func() {
		_ = p.runQuick(context.Background(), lane, time.Now().Add(time.Hour), func() { ran <- true })
	}()
	select {
	case <-ran:
	case <-time.After(10 * time.Second):
		t.Fatal("a quick search waited behind the long one")
	}
	for freeOf(lane) != 1 { // the lane frees its worker after the search
		time.Sleep(time.Millisecond)
	}
	close(release)
	for freeOf(p) != 1 {
		time.Sleep(time.Millisecond)
	}
	if err := p.runQuick(context.Background(), lane, time.Now(), func() {
		if n := freeOf(p); n != 0 {
			t.Errorf("a quick search with a worker free: got %d free workers while it ran, want 0 (it takes the worker)", n)
		}
	}); err != nil {
		t.Fatal(err)
	}
}

// freeOf reads p's free workers.
func freeOf(p *pool) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.free
}

// TestPoolSharesHintsByClient: one client may have half the workers'
// worth of optional searches in flight (429 beyond, with Retry-After), and
// another client's search, asked later, goes before its second.
func TestPoolSharesHintsByClient(t *testing.T) {
	p := newPool(4, 16)
	var release [4]chan struct{}
	for i := range release {
		release[i] = make(chan struct{})
		started := make(chan struct{})
		go p.run(context.Background(), time.Now(), func() { close(started); <-release[i] })
		<-started
	}
	order := make(chan string, 3)
	errs := make(chan error, 3)
	ask := func(client string, want int) {
		go func() { errs <- p.tryRun(context.Background(), client, time.Now(), func() { order <- client }) }()
		for p.waiting() < want {
			time.Sleep(time.Millisecond)
		}
	}
	ask("a", 1)
	ask("a", 2)
	err := p.tryRun(context.Background(), "a", time.Now(), func() {})
	var rf *refuse.Refusal
	if !errors.As(err, &rf) || rf.Kind() != refuse.TooMany || rf.RetryAfter() <= 0 {
		t.Errorf("a's third search: got %v, want a TooMany refusal with a retry", err)
	}
	ask("b", 3)
	close(release[0]) // one worker runs the three, in the queue's order
	defer func() {
		for _, c := range release[1:] {
			close(c)
		}
	}()
	var got []string
	for range 3 {
		if err := <-errs; err != nil {
			t.Fatalf("a queued search: got %v, want it run", err)
		}
		got = append(got, <-order)
	}
	if want := []string{"a", "b", "a"}; !slices.Equal(got, want) {
		t.Errorf("searches ran in the order %v, want %v (b's before a's second)", got, want)
	}
}

// TestPoolLetsAClientsNextSearchFollowItsLast: a client at its share whose
// search ends a moment after it asks the next (the analysis board moving
// on) is not refused: the next one waits for it and runs.
func TestPoolLetsAClientsNextSearchFollowItsLast(t *testing.T) {
	p := newPool(1, 4)
	release := make(chan struct{})
	started := make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- p.tryRun(context.Background(), "a", time.Now(), func() { close(started); <-release })
	}()
	<-started
	next := make(chan error, 1)
	go func() { next <- p.tryRun(context.Background(), "a", time.Now(), func() {}) }()
	time.Sleep(100 * time.Millisecond)
	close(release)
	if err := <-first; err != nil {
		t.Fatalf("the first search: got %v, want it run", err)
	}
	if err := <-next; err != nil {
		t.Errorf("the next search, asked as the first ended: got %v, want it run", err)
	}
}
