package registry

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// game stands for a live game: the registry holds pointers to it.
type game struct {
	id       string
	watchers int
	thinking bool
	over     bool
}

// clock is a settable time for the registry.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// TestGetLoadsOnce has many goroutines ask at once for a few IDs, with a
// slow load, and checks that each ID is loaded once, that every caller
// gets the one value held, and that exactly one caller of each ID is told
// it loaded it.
func TestGetLoadsOnce(t *testing.T) {
	for _, tt := range []struct {
		name    string
		ids     int
		callers int
	}{
		{"one ID, one caller", 1, 1},
		{"one ID, many callers", 1, 32},
		{"several IDs, many callers each", 4, 16},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := New[*game](time.Now)
			var loads, loadedTold [8]atomic.Int32
			got := make([][]*game, tt.ids)
			var mu sync.Mutex
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range tt.ids {
				id := fmt.Sprint("g", i)
				for range tt.callers {
					wg.Go(func() {
						<-start
						g, loaded, err := r.Get(id, func() (*game, error) {
							loads[i].Add(1)
							time.Sleep(20 * time.Millisecond) // the others arrive meanwhile
							return &game{id: id}, nil
						})
						if err != nil {
							t.Errorf("Get(%s): %v", id, err)
							return
						}
						if loaded {
							loadedTold[i].Add(1)
						}
						mu.Lock()
						got[i] = append(got[i], g)
						mu.Unlock()
					})
				}
			}
			close(start)
			wg.Wait()
			for i := range tt.ids {
				if n := loads[i].Load(); n != 1 {
					t.Errorf("g%d: loaded %d times, want 1", i, n)
				}
				if n := loadedTold[i].Load(); n != 1 {
					t.Errorf("g%d: %d callers told they loaded it, want 1", i, n)
				}
				held, ok := r.Held(fmt.Sprint("g", i))
				if !ok {
					t.Fatalf("g%d: not held after its load", i)
				}
				for _, g := range got[i] {
					if g != held {
						t.Errorf("g%d: a caller got %p, want the value held %p", i, g, held)
					}
				}
			}
			if got, want := r.Len(), tt.ids; got != want {
				t.Errorf("Len() = %d, want %d", got, want)
			}
		})
	}
}

// TestGetFailedLoad checks that a failed load holds nothing and returns
// its error, and that the next Get loads again.
func TestGetFailedLoad(t *testing.T) {
	r := New[*game](time.Now)
	refused := errors.New("no game g")
	g, loaded, err := r.Get("g", func() (*game, error) { return nil, refused })
	if !errors.Is(err, refused) || loaded || g != nil {
		t.Errorf("failed load: got %v, %v, %v; want nil, false, %v", g, loaded, err, refused)
	}
	if _, ok := r.Held("g"); ok {
		t.Error("failed load: a value held, want none")
	}
	want := &game{id: "g"}
	if g, loaded, err := r.Get("g", func() (*game, error) { return want, nil }); err != nil || !loaded || g != want {
		t.Errorf("load after a failure: got %v, %v, %v; want %v, true, nil", g, loaded, err, want)
	}
}

// TestHeldOrLoading checks that HeldOrLoading waits for a load of the ID
// under way and returns what it held, where Held answers at once.
func TestHeldOrLoading(t *testing.T) {
	r := New[*game](time.Now)
	inLoad, release := make(chan struct{}), make(chan struct{})
	want := &game{id: "g"}
	go r.Get("g", func() (*game, error) {
		close(inLoad)
		<-release
		return want, nil
	})
	<-inLoad
	if _, ok := r.Held("g"); ok {
		t.Error("Held during the load: a value held, want none yet")
	}
	done := make(chan *game)
	go func() {
		g, _ := r.HeldOrLoading("g")
		done <- g
	}()
	select {
	case g := <-done:
		t.Fatalf("HeldOrLoading returned %v during the load, want it to wait", g)
	case <-time.After(20 * time.Millisecond):
	}
	close(release)
	if g := <-done; g != want {
		t.Errorf("HeldOrLoading after the load: got %v, want %v", g, want)
	}
	if g, ok := r.HeldOrLoading("other"); ok {
		t.Errorf("HeldOrLoading of an ID neither held nor loading: got %v, want none", g)
	}
}

// TestDrop checks that Drop lets go of the value held, and does nothing
// when the ID holds another value (loaded again meanwhile) or none.
func TestDrop(t *testing.T) {
	old, current := &game{id: "g"}, &game{id: "g"}
	for _, tt := range []struct {
		name     string
		held     *game // nil: none
		drop     *game
		dropped  bool
		heldThen *game
	}{
		{"the value held", current, current, true, nil},
		{"a value replaced since", current, old, false, current},
		{"nothing held", nil, current, false, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := New[*game](time.Now)
			if tt.held != nil {
				r.Add("g", tt.held)
			}
			if got := r.Drop("g", tt.drop); got != tt.dropped {
				t.Errorf("Drop: got %v, want %v", got, tt.dropped)
			}
			if got, _ := r.Held("g"); got != tt.heldThen {
				t.Errorf("held after Drop: got %v, want %v", got, tt.heldThen)
			}
		})
	}
}

// TestEvict checks that Evict hands leave how long each value was unused
// (Get notes a use, Held does not) and lets go of those it says leave: here
// by rules like the server's, which keep a game watched or thought about
// however idle.
func TestEvict(t *testing.T) {
	start := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	c := &clock{t: start}
	r := New[*game](c.now)
	leave := func(g *game, idle time.Duration) bool {
		if g.watchers > 0 || g.thinking {
			return false
		}
		if g.over {
			return idle > 10*time.Minute
		}
		return idle > 30*time.Minute
	}
	tests := []struct {
		g     *game
		added time.Duration // after start
		got   time.Duration // after start, a Get; 0 for none
		held  time.Duration // after start, a Held; 0 for none
		keep  bool
	}{
		{&game{id: "finished, idle", over: true}, 0, 0, 0, false},
		{&game{id: "finished, asked for lately", over: true}, 0, 55 * time.Minute, 0, true},
		{&game{id: "finished, looked at lately", over: true}, 0, 0, 55 * time.Minute, false},
		{&game{id: "finished, watched", over: true, watchers: 1}, 0, 0, 0, true},
		{&game{id: "finished, thought about", over: true, thinking: true}, 0, 0, 0, true},
		{&game{id: "playing, idle"}, 0, 0, 0, false},
		{&game{id: "playing, added lately"}, 40 * time.Minute, 0, 0, true},
		{&game{id: "playing, asked for lately"}, 0, 40 * time.Minute, 0, true},
		{&game{id: "playing, watched", watchers: 3}, 0, 0, 0, true},
		{&game{id: "playing, thought about", thinking: true}, 0, 0, 0, true},
	}
	for _, tt := range tests {
		c.set(start.Add(tt.added))
		r.Add(tt.g.id, tt.g)
	}
	for _, tt := range tests {
		if tt.got > 0 {
			c.set(start.Add(tt.got))
			if _, loaded, err := r.Get(tt.g.id, func() (*game, error) { return nil, errors.New("loaded again") }); err != nil || loaded {
				t.Fatalf("%s: Get: loaded %v, %v; want the value held", tt.g.id, loaded, err)
			}
		}
		if tt.held > 0 {
			c.set(start.Add(tt.held))
			r.Held(tt.g.id)
		}
	}
	r.Evict(start.Add(time.Hour), leave)
	var kept []string
	for _, tt := range tests {
		if _, ok := r.Held(tt.g.id); ok != tt.keep {
			t.Errorf("%s: kept %v, want %v", tt.g.id, ok, tt.keep)
		}
		if tt.keep {
			kept = append(kept, tt.g.id)
		}
	}
	all := make([]string, 0, len(kept))
	for _, g := range r.All() {
		all = append(all, g.id)
	}
	slices.Sort(all)
	slices.Sort(kept)
	if !slices.Equal(all, kept) {
		t.Errorf("All() after Evict: got %q, want %q", all, kept)
	}
}
