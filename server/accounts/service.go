// Package accounts is the players' accounts as the server keeps them,
// apart from HTTP: sign-up, login and its throttle, sessions by token
// (package account makes and hashes them), password changes through the
// Argon2id hashing of package account in a few slots at a time, deletion,
// and the reads of a player's page (who a name is, its ratings).
//
// Package server carries it: the session cookie, the same-site check, the
// throttle by client address, and the HTTP status of each Refusal.
package accounts

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// The sessions: how long one lives unless used, and how old its last use
// may be before a request records a new one (and pushes its expiry back).
const (
	SessionLife  = 30 * 24 * time.Hour
	sessionTouch = time.Hour
)

// The login throttle: an account whose password was wrong loginFailures
// times within loginWindow takes no login for the rest of the window.
const (
	loginFailures = 5
	loginWindow   = 15 * time.Minute
	// hashing is how many password hashes run at once (19 MiB each).
	hashing = 2
	// busyFor is how long a request refused for want of a hashing slot is
	// asked to wait.
	busyFor = 5 * time.Second
)

// Service is the server's accounts: the store's, the wrong passwords of
// each, and the password hashing's slots. Its methods may be called at
// once from any number of goroutines. Create it with New.
type Service struct {
	store   store.Accounts // nil when the store keeps none
	ratings store.Ratings  // nil when the store keeps none
	now     func() time.Time
	newID   func() string
	params  account.Params
	slots   chan struct{}
	// dummy is a hash that a login of an unknown name verifies against,
	// so that it takes as long as one of a known name.
	dummy func() (string, error)

	mu       sync.Mutex
	failures map[string][]time.Time // wrong passwords, by account ID
}

// New returns the accounts st keeps (none when it is not a
// store.Accounts), reading the time from now and naming new accounts with
// newID.
func New(st store.Store, now func() time.Time, newID func() string) *Service {
	return newService(st, now, newID, account.DefaultParams)
}

// newService is New with the hashing's parameters (tests make them
// cheap).
func newService(st store.Store, now func() time.Time, newID func() string, params account.Params) *Service {
	a := &Service{now: now, newID: newID, params: params, slots: make(chan struct{}, hashing), failures: map[string][]time.Time{}}
	a.store, _ = st.(store.Accounts)
	a.ratings, _ = st.(store.Ratings)
	a.dummy = sync.OnceValues(func() (string, error) { return account.Hash("a password nobody has", a.params) })
	return a
}

// Store returns the store's accounts, or a Refusal (NotKept) saying it
// keeps none.
func (a *Service) Store() (store.Accounts, error) {
	if a.store == nil {
		return nil, refuse.Newf(refuse.NotKept, "this server's store keeps no accounts")
	}
	return a.store, nil
}

// hash hashes a password in one of the hashing slots.
func (a *Service) hash(ctx context.Context, password string) (string, error) {
	if err := a.acquire(ctx); err != nil {
		return "", err
	}
	defer func() { <-a.slots }()
	return account.Hash(password, a.params)
}

// verify checks a password against a hash in one of the hashing slots;
// an empty hash (an unknown or deleted account) is checked against a
// dummy one and never matches.
func (a *Service) verify(ctx context.Context, password, hash string) (bool, error) {
	if err := a.acquire(ctx); err != nil {
		return false, err
	}
	defer func() { <-a.slots }()
	if hash == "" {
		d, err := a.dummy()
		if err != nil {
			return false, err
		}
		_ = account.Verify(password, d)
		return false, nil
	}
	err := account.Verify(password, hash)
	if errors.Is(err, account.ErrMismatch) {
		return false, nil
	}
	return err == nil, err
}

// acquire takes a hashing slot, or returns a Refusal (Busy) when ctx ends
// first.
func (a *Service) acquire(ctx context.Context) error {
	select {
	case a.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return refuse.Newf(refuse.Busy, "the server is busy checking passwords: try again in a moment").WithRetry(busyFor)
	}
}

// lockedFor says how long the account id takes no login at now: the rest
// of the window after loginFailures wrong passwords, else 0.
func (a *Service) lockedFor(id string, now time.Time) time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	recent := a.failures[id][:0]
	for _, t := range a.failures[id] {
		if now.Sub(t) < loginWindow {
			recent = append(recent, t)
		}
	}
	a.failures[id] = recent
	if len(recent) == 0 {
		delete(a.failures, id)
	}
	if len(recent) < loginFailures {
		return 0
	}
	return loginWindow - now.Sub(recent[len(recent)-loginFailures])
}

// failed records a wrong password for the account id.
func (a *Service) failed(id string, now time.Time) {
	a.mu.Lock()
	a.failures[id] = append(a.failures[id], now)
	a.mu.Unlock()
}

// tooMany is the refusal of a login on an account locked for wait.
func tooMany(wait time.Duration) error {
	return refuse.Newf(refuse.TooMany, "too many wrong passwords for this account: wait a little").WithRetry(wait)
}
