package accounts

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// cheap are hashing parameters that keep the tests fast; the service's
// are account.DefaultParams.
var cheap = account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

// clock is a settable time.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// fixture is a Service on a store of its own, with a clock.
type fixture struct {
	*Service
	st    store.Store
	clock *clock
}

// newFixture returns a Service on a new SQLite store hashing with params.
func newFixture(t *testing.T, params account.Params) fixture {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	c := &clock{t: time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)}
	n := 0
	newID := func() string { n++; return fmt.Sprintf("acct%04d", n) }
	return fixture{newService(st, c.now, newID, params), st, c}
}

// signUp makes the account name with password, and returns its session's
// token.
func (f fixture) signUp(t *testing.T, name, password string) string {
	t.Helper()
	_, token, err := f.SignUp(context.Background(), name, password, "")
	if err != nil {
		t.Fatalf("SignUp(%q): %v", name, err)
	}
	return token
}

// alive reports whether token's session lives.
func (f fixture) alive(token string) bool {
	_, _, err := f.Session(context.Background(), token)
	return err == nil
}

// refusal checks that err is a Refusal of kind want (or nil for want
// -1), saying what, and returns it.
func refusal(t *testing.T, what string, err error, want refuse.Kind) *refuse.Refusal {
	t.Helper()
	var r *refuse.Refusal
	if !errors.As(err, &r) {
		t.Errorf("%s: got %v, want a refusal of kind %d", what, err, want)
		return nil
	}
	if r.Kind() != want {
		t.Errorf("%s: got a refusal of kind %d (%v), want kind %d", what, r.Kind(), r, want)
	}
	return r
}
