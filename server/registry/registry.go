// Package registry holds a server's live games in memory, by ID: each is
// loaded once however many ask for it at once, found again by the
// requests that follow, listed, dropped when another server took it, and
// evicted once nobody used it for a while.
//
// It knows nothing of what it holds: the server hands it a loader, and
// the rule of which idle games may leave.
package registry

import (
	"sync"
	"time"
)

// Registry holds values of type V (the server's live games) by ID. Its
// methods may be called at once from any number of goroutines. Create it
// with New.
type Registry[V comparable] struct {
	now func() time.Time
	// mu guards held.
	mu   sync.Mutex
	held map[string]*entry[V]
	// loading makes the loads of one ID wait for each other.
	loading keyedMutex
}

// entry is one held value and when it was last asked for (Get, Add).
type entry[V comparable] struct {
	v        V
	lastUsed time.Time
}

// New returns an empty Registry that reads the time from now (when a value
// was last used, for Evict).
func New[V comparable](now func() time.Time) *Registry[V] {
	return &Registry[V]{now: now, held: map[string]*entry[V]{}}
}

// Get returns the value held for id, noting it used now. When none is
// held, it calls load and holds what load returns (loaded is then true:
// the caller starts what runs in it); concurrent Gets of one ID call load
// once, the others waiting for it and returning what it loaded. A failed
// load holds nothing and returns load's error.
func (r *Registry[V]) Get(id string, load func() (V, error)) (v V, loaded bool, err error) {
	if v, ok := r.use(id); ok {
		return v, false, nil
	}
	defer r.loading.lock(id)()
	if v, ok := r.use(id); ok {
		return v, false, nil // loaded meanwhile
	}
	if v, err = load(); err != nil {
		var zero V
		return zero, false, err
	}
	r.Add(id, v)
	return v, true, nil
}

// use returns the value held for id, noting it used now.
func (r *Registry[V]) use(id string) (V, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.held[id]
	if !ok {
		var zero V
		return zero, false
	}
	e.lastUsed = r.now()
	return e.v, true
}

// Add holds v for id, used now, in place of any value held for it (a new
// game, made here rather than loaded).
func (r *Registry[V]) Add(id string, v V) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.held[id] = &entry[V]{v: v, lastUsed: r.now()}
}

// Held returns the value held for id, if any, without loading it nor
// noting it used.
func (r *Registry[V]) Held(id string) (V, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.held[id]
	if !ok {
		var zero V
		return zero, false
	}
	return e.v, true
}

// HeldOrLoading is Held, except that when id is being loaded (Get) it
// waits for the load to end and returns what it held: news of a value
// must not be lost between its load's read and its arrival here.
func (r *Registry[V]) HeldOrLoading(id string) (V, bool) {
	if v, ok := r.Held(id); ok {
		return v, true
	}
	r.loading.lock(id)()
	return r.Held(id)
}

// All returns the values held, in no particular order.
func (r *Registry[V]) All() []V {
	r.mu.Lock()
	defer r.mu.Unlock()
	all := make([]V, 0, len(r.held))
	for _, e := range r.held {
		all = append(all, e.v)
	}
	return all
}

// Len returns how many values are held.
func (r *Registry[V]) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.held)
}

// Drop lets go of v, held for id, and reports whether it did: when
// another value is held for id now (loaded again meanwhile), or none,
// it does nothing.
func (r *Registry[V]) Drop(id string, v V) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.held[id]; !ok || e.v != v {
		return false
	}
	delete(r.held, id)
	return true
}

// Evict asks leave, for each value held, whether it leaves, given how long
// before now it was last used, and lets go of those for which it says so.
// leave is called with the registry locked: it must not call the
// registry, and should not wait (a value in use is not idle).
func (r *Registry[V]) Evict(now time.Time, leave func(v V, idle time.Duration) bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for id, e := range r.held {
		if leave(e.v, now.Sub(e.lastUsed)) {
			delete(r.held, id)
		}
	}
}
