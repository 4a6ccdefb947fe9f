package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// implementation returns s as the interface T, failing the test when it
// does not implement it: every store keeps accounts, ratings and seeks.
func implementation[T any](t *testing.T, s store.Store) T {
	t.Helper()
	v, ok := s.(T)
	if !ok {
		t.Fatalf("%T does not implement %v", s, reflect.TypeFor[T]())
	}
	return v
}

// accountsOf returns s as store.Accounts.
func accountsOf(t *testing.T, s store.Store) store.Accounts {
	t.Helper()
	return implementation[store.Accounts](t, s)
}

// when is a fixed time with nanoseconds, as stores must keep them.
var when = time.Date(2026, 11, 26, 19, 45, 12, 123456000, time.UTC)

func newAccount(id, name, skeleton string) *store.Account {
	return &store.Account{ID: id, Name: name, Skeleton: skeleton, PasswordHash: "$argon2id$v=19$m=64,t=1,p=1$c2FsdA$a2V5", Created: when}
}

func testAccounts(t *testing.T, s store.Store) {
	ctx := context.Background()
	as := accountsOf(t, s)
	a := newAccount("acc1", "Ann_42", "ann4z")
	if err := as.CreateAccount(ctx, a); err != nil {
		t.Fatal(err)
	}
	for name, get := range map[string]func() (*store.Account, error){
		"by ID":       func() (*store.Account, error) { return as.AccountByID(ctx, "acc1") },
		"by skeleton": func() (*store.Account, error) { return as.AccountBySkeleton(ctx, "ann4z") },
	} {
		got, err := get()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if *got != *a {
			t.Errorf("%s: got %+v, want %+v", name, *got, *a)
		}
	}
	if _, err := as.AccountByID(ctx, "nobody"); !errors.Is(err, store.ErrNoAccount) {
		t.Errorf("AccountByID(unknown) = %v, want ErrNoAccount", err)
	}
	if _, err := as.AccountBySkeleton(ctx, "nobody"); !errors.Is(err, store.ErrNoAccount) {
		t.Errorf("AccountBySkeleton(unknown) = %v, want ErrNoAccount", err)
	}
	if err := as.SetPasswordHash(ctx, "acc1", "new-hash", ""); err != nil {
		t.Fatal(err)
	}
	if got, _ := as.AccountByID(ctx, "acc1"); got.PasswordHash != "new-hash" {
		t.Errorf("password hash %q after SetPasswordHash, want new-hash", got.PasswordHash)
	}
	if err := as.SetPasswordHash(ctx, "nobody", "x", ""); !errors.Is(err, store.ErrNoAccount) {
		t.Errorf("SetPasswordHash(unknown) = %v, want ErrNoAccount", err)
	}
}

func testAccountNames(t *testing.T, s store.Store) {
	ctx := context.Background()
	as := accountsOf(t, s)
	if err := as.CreateAccount(ctx, newAccount("a", "KingFan", "klngfan")); err != nil {
		t.Fatal(err)
	}
	if err := as.CreateAccount(ctx, newAccount("b", "K1ngFan", "klngfan")); !errors.Is(err, store.ErrNameTaken) {
		t.Errorf("a second account of skeleton klngfan: %v, want ErrNameTaken", err)
	}
	if err := as.CreateAccount(ctx, newAccount("a", "Other", "other")); !errors.Is(err, store.ErrExists) {
		t.Errorf("a second account of ID a: %v, want ErrExists", err)
	}
	if _, err := as.AccountBySkeleton(ctx, "other"); !errors.Is(err, store.ErrNoAccount) {
		t.Errorf("the refused account was stored: %v", err)
	}
	if err := as.CreateAccount(ctx, &store.Account{Name: "x"}); err == nil {
		t.Error("an account without ID or skeleton was stored")
	}
}

func testSessions(t *testing.T, s store.Store) {
	ctx := context.Background()
	as := accountsOf(t, s)
	if err := as.CreateAccount(ctx, newAccount("acc", "Bob", "bob")); err != nil {
		t.Fatal(err)
	}
	mk := func(hash string, expires time.Time) {
		t.Helper()
		if err := as.CreateSession(ctx, &store.Session{TokenHash: hash, AccountID: "acc", Created: when, Seen: when, Expires: expires}); err != nil {
			t.Fatal(err)
		}
	}
	mk("h1", when.Add(time.Hour))
	mk("h2", when.Add(time.Hour))
	mk("h3", when.Add(time.Minute))
	got, err := as.LoadSession(ctx, "h1", when)
	if err != nil {
		t.Fatal(err)
	}
	if want := (store.Session{TokenHash: "h1", AccountID: "acc", Created: when, Seen: when, Expires: when.Add(time.Hour)}); *got != want {
		t.Errorf("LoadSession = %+v, want %+v", *got, want)
	}
	if _, err := as.LoadSession(ctx, "h3", when.Add(2*time.Minute)); !errors.Is(err, store.ErrNoSession) {
		t.Errorf("an expired session: %v, want ErrNoSession", err)
	}
	later := when.Add(30 * time.Minute)
	if err := as.TouchSession(ctx, "h3", later, later.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got, err := as.LoadSession(ctx, "h3", when.Add(2*time.Minute)); err != nil || !got.Seen.Equal(later) {
		t.Errorf("a touched session: %+v, %v; want it seen at %v and alive", got, err, later)
	}
	if err := as.TouchSession(ctx, "nope", later, later); !errors.Is(err, store.ErrNoSession) {
		t.Errorf("TouchSession(unknown) = %v, want ErrNoSession", err)
	}
	if err := as.CreateSession(ctx, &store.Session{TokenHash: "h1", AccountID: "acc", Created: when, Seen: when, Expires: when}); !errors.Is(err, store.ErrExists) {
		t.Errorf("a session of a stored token hash: %v, want ErrExists", err)
	}
	if err := as.CreateSession(ctx, &store.Session{TokenHash: "hx", AccountID: "nobody", Created: when, Seen: when, Expires: when}); !errors.Is(err, store.ErrNoAccount) {
		t.Errorf("a session of an unknown account: %v, want ErrNoAccount", err)
	}
	if err := as.DeleteSession(ctx, "h1"); err != nil {
		t.Fatal(err)
	}
	if _, err := as.LoadSession(ctx, "h1", when); !errors.Is(err, store.ErrNoSession) {
		t.Errorf("a session logged out: %v, want ErrNoSession", err)
	}
	if err := as.DeleteSession(ctx, "h1"); err != nil {
		t.Errorf("logging out twice: %v, want nil", err)
	}
	// A password change keeps the session that made it and ends the others.
	mk("h4", when.Add(time.Hour))
	if err := as.SetPasswordHash(ctx, "acc", "changed", "h4"); err != nil {
		t.Fatal(err)
	}
	for hash, alive := range map[string]bool{"h2": false, "h3": false, "h4": true} {
		_, err := as.LoadSession(ctx, hash, when)
		if alive != (err == nil) {
			t.Errorf("after the password change, session %s: %v; want alive %v", hash, err, alive)
		}
	}
	mk("h5", when.Add(time.Hour))
	n, err := as.DeleteSessions(ctx, "acc")
	if err != nil || n != 2 {
		t.Errorf("DeleteSessions = %d, %v; want 2 (log out everywhere)", n, err)
	}
	if _, err := as.LoadSession(ctx, "h5", when); !errors.Is(err, store.ErrNoSession) {
		t.Errorf("after logging out everywhere: %v, want ErrNoSession", err)
	}
}

func testAccountDeleted(t *testing.T, s store.Store) {
	ctx := context.Background()
	as := accountsOf(t, s)
	if err := as.CreateAccount(ctx, newAccount("acc", "Cleo", "cleo")); err != nil {
		t.Fatal(err)
	}
	if err := as.CreateSession(ctx, &store.Session{TokenHash: "h", AccountID: "acc", Created: when, Seen: when, Expires: when.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	gone := when.Add(time.Hour)
	if err := as.DeleteAccount(ctx, "acc", gone); err != nil {
		t.Fatal(err)
	}
	got, err := as.AccountBySkeleton(ctx, "cleo")
	if err != nil || !got.Deleted.Equal(gone) || got.PasswordHash != "" || got.Name != "Cleo" {
		t.Errorf("the deleted account: %+v, %v; want it kept, deleted at %v, without its password hash", got, err, gone)
	}
	if _, err := as.LoadSession(ctx, "h", when); !errors.Is(err, store.ErrNoSession) {
		t.Errorf("a deleted account's session: %v, want ErrNoSession", err)
	}
	if err := as.CreateAccount(ctx, newAccount("acc2", "Cle0", "cleo")); !errors.Is(err, store.ErrNameTaken) {
		t.Errorf("taking a deleted account's name: %v, want ErrNameTaken", err)
	}
	for what, err := range map[string]error{
		"delete again":   as.DeleteAccount(ctx, "acc", gone),
		"set password":   as.SetPasswordHash(ctx, "acc", "x", ""),
		"create session": as.CreateSession(ctx, &store.Session{TokenHash: "h2", AccountID: "acc", Created: when, Seen: when, Expires: gone}),
		"delete unknown": as.DeleteAccount(ctx, "nobody", gone),
	} {
		if !errors.Is(err, store.ErrNoAccount) {
			t.Errorf("%s: %v, want ErrNoAccount", what, err)
		}
	}
}

// testConcurrentSignups: many signups of look-alike names at once leave
// exactly one account.
func testConcurrentSignups(t *testing.T, s store.Store) {
	ctx := context.Background()
	as := accountsOf(t, s)
	const n = 16
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			errs[i] = as.CreateAccount(ctx, newAccount(fmt.Sprint("id", i), fmt.Sprint("Dan", i%2), "dan"))
		})
	}
	wg.Wait()
	created := 0
	for i, err := range errs {
		switch {
		case err == nil:
			created++
		case !errors.Is(err, store.ErrNameTaken):
			t.Errorf("signup %d: %v, want nil or ErrNameTaken", i, err)
		}
	}
	if created != 1 {
		t.Errorf("%d of %d look-alike signups succeeded, want 1", created, n)
	}
}
