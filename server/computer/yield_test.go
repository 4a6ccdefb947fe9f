package computer

import (
	"context"
	"testing"
	"time"
)

// TestPonderGivesWay: work that gives way holds a free worker only until a
// search wants it. Each way a search asks for a worker (run, tryRun, claim)
// takes the worker over at once and cancels the work, whose release then
// frees nothing; a ponder is refused while no worker is free; a worker
// given back by the work's release serves the next search.
func TestPonderGivesWay(t *testing.T) {
	asks := []struct {
		name string
		ask  func(p *pool) bool // takes a worker at once, reports whether it did
	}{
		{"run", func(p *pool) bool {
			ok := make(chan bool, 1)
			go func() { ok <- p.run(context.Background(), time.Now(), func() {}) == nil }()
			select {
			case got := <-ok:
				return got
			case <-time.After(5 * time.Second):
				return false
			}
		}},
		{"tryRun", func(p *pool) bool { return p.tryRun(context.Background(), "client", time.Now(), func() {}) == nil }},
		{"claim", func(p *pool) bool {
			if !p.claim() {
				return false
			}
			p.release()
			return true
		}},
	}
	for _, a := range asks {
		t.Run(a.name, func(t *testing.T) {
			p := newPool(1, 2)
			ctx, release, ok := p.claimYielding(context.Background())
			if !ok {
				t.Fatal("claimYielding on a free pool: got false, want a worker")
			}
			if _, _, again := p.claimYielding(context.Background()); again {
				t.Error("a second ponder with the one worker held: got a worker, want none")
			}
			if got := p.yielding(); got != 1 {
				t.Errorf("yielding: got %d, want 1", got)
			}
			if !a.ask(p) {
				t.Fatalf("%s while a ponder holds the worker: got no worker, want the ponder's", a.name)
			}
			select {
			case <-ctx.Done():
			default:
				t.Error("the ponder's context is not cancelled after the worker was taken over")
			}
			release()
			release() // twice is harmless
			if got, want := p.idle(), 1; got != want {
				t.Errorf("after the search and the ponder's release: got %d free workers, want %d", got, want)
			}
			if got := p.yielding(); got != 0 {
				t.Errorf("yielding after the release: got %d, want 0", got)
			}
		})
	}
}

// TestPonderReleased: a ponder that ends by itself gives its worker back,
// to a search waiting or to the pool.
func TestPonderReleased(t *testing.T) {
	p := newPool(1, 2)
	ctx, release, ok := p.claimYielding(context.Background())
	if !ok {
		t.Fatal("claimYielding on a free pool: got false, want a worker")
	}
	release()
	if ctx.Err() == nil {
		t.Error("the ponder's context is still live after its release")
	}
	if got, want := p.idle(), 1; got != want {
		t.Errorf("after the release: got %d free workers, want %d", got, want)
	}
	// With a search running, no ponder.
	started, stop := make(chan struct{}), make(chan struct{})
	go p.run(context.Background(), time.Now(), func() { close(started); <-stop })
	<-started
	if _, _, ok := p.claimYielding(context.Background()); ok {
		t.Error("a ponder while the one worker searches: got a worker, want none")
	}
	close(stop)
}
