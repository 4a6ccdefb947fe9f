package registry

import "sync"

// keyedMutex is a mutex per key: lock(k) waits only for other holders of
// the same key.
type keyedMutex struct {
	mu    sync.Mutex
	locks map[string]*keyedLock
}

// keyedLock is one key's mutex and how many want it.
type keyedLock struct {
	sync.Mutex
	wanted int
}

// lock locks key's mutex and returns its unlock.
func (k *keyedMutex) lock(key string) (unlock func()) {
	k.mu.Lock()
	if k.locks == nil {
		k.locks = map[string]*keyedLock{}
	}
	l := k.locks[key]
	if l == nil {
		l = &keyedLock{}
		k.locks[key] = l
	}
	l.wanted++
	k.mu.Unlock()
	l.Lock()
	return func() {
		l.Unlock()
		k.mu.Lock()
		if l.wanted--; l.wanted == 0 {
			delete(k.locks, key)
		}
		k.mu.Unlock()
	}
}
