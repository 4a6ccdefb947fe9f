package registry

import (
	"sync"
	"testing"
)

// TestKeyedMutex checks that holders of one key take turns, that another
// key does not wait for them, and that the map forgets unused keys.
func TestKeyedMutex(t *testing.T) {
	var k keyedMutex
	unlockA := k.lock("a")
	done := make(chan struct{})
	go func() {
		k.lock("b")() // another key: not blocked by a
		close(done)
	}()
	<-done

	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		inside  int
		overlap bool
	)
	for range 8 {
		wg.Go(func() {
			unlock := k.lock("c")
			mu.Lock()
			inside++
			overlap = overlap || inside > 1
			mu.Unlock()
			mu.Lock()
			inside--
			mu.Unlock()
			unlock()
		})
	}
	wg.Wait()
	if overlap {
		t.Error("two holders of one key at once; want one at a time")
	}
	unlockA()
	if got := len(k.locks); got != 0 {
		t.Errorf("keys kept after every unlock: got %d, want 0", got)
	}
}
