package accounts

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

const annPassword = "a long passphrase"

// TestSignUp signs up names and passwords against an account "Ann_42"
// already there: good ones make an account and a living session, bad ones
// are refused by kind and make none.
func TestSignUp(t *testing.T) {
	f := newFixture(t, cheap)
	f.signUp(t, "Ann_42", annPassword)
	for _, tt := range []struct {
		name, password string
		want           refuse.Kind // -1: signed up
		says           string
	}{
		{"Bob", "another passphrase", -1, ""},
		{"ab", "another passphrase", refuse.Invalid, "2 characters"},
		{"9lives", "another passphrase", refuse.Invalid, "start with a letter"},
		{"Carol", "short", refuse.Invalid, ""},
		{"Dave_long", "Dave_long", refuse.Invalid, ""},
		{"Ann_42", "another passphrase", refuse.Conflict, `"Ann_42" is taken`},
		{"ANN_42", "another passphrase", refuse.Conflict, "is taken"},
		{"Ann-42", "another passphrase", refuse.Conflict, "too like one that is"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, token, err := f.SignUp(context.Background(), tt.name, tt.password, "")
			if tt.want < 0 {
				if err != nil {
					t.Fatalf("got %v, want an account", err)
				}
				if a.Name != tt.name || !f.stored(t, a) || !f.alive(token) {
					t.Errorf("got account %q (stored %v), session alive %v; want %q stored with a living session", a.Name, f.stored(t, a), f.alive(token), tt.name)
				}
				return
			}
			if r := refusal(t, "sign-up", err, tt.want); r != nil && !strings.Contains(r.Error(), tt.says) {
				t.Errorf("got %q, want it to say %q", r.Error(), tt.says)
			}
			if token != "" || a != nil {
				t.Errorf("refused, got account %v and token %q; want none", a, token)
			}
		})
	}
}

// stored reports whether a is stored, its password hashed (never kept
// as given).
func (f fixture) stored(t *testing.T, a *store.Account) bool {
	t.Helper()
	got, err := f.store.AccountByID(context.Background(), a.ID)
	return err == nil && got.Name == a.Name && strings.HasPrefix(got.PasswordHash, "$argon2id$")
}

// TestLogIn logs in with right and wrong names and passwords: a wrong
// name, a look-alike, a wrong password and a deleted account get one same
// refusal; the name's case does not matter.
func TestLogIn(t *testing.T) {
	f := newFixture(t, cheap)
	f.signUp(t, "Ann_42", annPassword)
	gone := f.signUp(t, "Gone", annPassword)
	if err := f.Delete(context.Background(), gone, annPassword); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, password string
		ok             bool
	}{
		{"Ann_42", annPassword, true},
		{"ann_42", annPassword, true},
		{"Ann_42", "a wrong passphrase", false},
		{"Ann-42", annPassword, false},
		{"Nobody", annPassword, false},
		{"Gone", annPassword, false},
	} {
		t.Run(tt.name+" "+tt.password, func(t *testing.T) {
			a, token, err := f.LogIn(context.Background(), tt.name, tt.password, "")
			if tt.ok {
				if err != nil || a.Name != "Ann_42" || !f.alive(token) {
					t.Errorf("got %v, %v, session alive %v; want Ann_42 logged in", a, err, f.alive(token))
				}
				return
			}
			if r := refusal(t, "login", err, refuse.Unauthorized); r != nil && r.Error() != "wrong user name or password" {
				t.Errorf("got %q, want %q", r.Error(), "wrong user name or password")
			}
		})
	}
}

// TestLoginThrottle: after five wrong passwords within fifteen minutes an
// account takes no login, not even with the right password, until the
// window has passed since the first of them.
func TestLoginThrottle(t *testing.T) {
	f := newFixture(t, cheap)
	f.signUp(t, "Ann_42", annPassword)
	ctx := context.Background()
	for i := range loginFailures {
		_, _, err := f.LogIn(ctx, "Ann_42", "a wrong passphrase", "")
		refusal(t, "a wrong password", err, refuse.Unauthorized)
		if i == 0 {
			f.clock.add(time.Minute)
		}
	}
	for _, tt := range []struct {
		after time.Duration // since the last wrong password
		want  refuse.Kind   // -1: logged in
		wait  time.Duration
	}{
		{0, refuse.TooMany, loginWindow - time.Minute},
		{13 * time.Minute, refuse.TooMany, time.Minute},
		{time.Minute, -1, 0},
	} {
		f.clock.add(tt.after)
		_, _, err := f.LogIn(ctx, "Ann_42", annPassword, "")
		if tt.want < 0 {
			if err != nil {
				t.Errorf("the right password once the window passed: got %v, want a login", err)
			}
			continue
		}
		if r := refusal(t, "the right password, locked", err, tt.want); r != nil && r.RetryAfter() != tt.wait {
			t.Errorf("locked: got Retry-After %v, want %v", r.RetryAfter(), tt.wait)
		}
	}
}

// TestSession: a session lives while used, and a token that is missing,
// malformed, ended, expired, or of a deleted account opens none.
func TestSession(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name  string
		token func(f fixture) string
		alive bool
	}{
		{"just made", func(f fixture) string { return f.signUp(t, "Ann_42", annPassword) }, true},
		{"no token", func(f fixture) string { return "" }, false},
		{"malformed", func(f fixture) string { return "not-a-token" }, false},
		{"made up", func(f fixture) string { token, _ := account.NewToken(); return token }, false},
		{"logged out", func(f fixture) string {
			token := f.signUp(t, "Ann_42", annPassword)
			if _, err := f.LogOut(ctx, token, false); err != nil {
				t.Fatal(err)
			}
			return token
		}, false},
		{"unused for longer than its life", func(f fixture) string {
			token := f.signUp(t, "Ann_42", annPassword)
			f.clock.add(SessionLife + time.Minute)
			return token
		}, false},
		{"used two hours in, then its life later", func(f fixture) string {
			token := f.signUp(t, "Ann_42", annPassword)
			f.clock.add(2 * time.Hour)
			if !f.alive(token) {
				t.Fatal("the session died within two hours")
			}
			f.clock.add(SessionLife - time.Hour)
			return token
		}, true},
		{"its account deleted", func(f fixture) string {
			token := f.signUp(t, "Ann_42", annPassword)
			if err := f.Delete(ctx, token, annPassword); err != nil {
				t.Fatal(err)
			}
			return token
		}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, cheap)
			se, a, err := f.Session(ctx, tt.token(f))
			if tt.alive {
				if err != nil || a.Name != "Ann_42" || se.AccountID != a.ID {
					t.Errorf("got %v, %v, %v; want Ann_42's session", se, a, err)
				}
				return
			}
			refusal(t, "session", err, refuse.Unauthorized)
			if !errors.Is(err, store.ErrNoSession) {
				t.Errorf("got %v, want it to wrap store.ErrNoSession", err)
			}
		})
	}
}

// TestLogOut ends one session, or every session of its account, and says
// how many; a login ends the session the request held before it.
func TestLogOut(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name       string
		everywhere bool
		ended      int
		otherLives bool
	}{
		{"here", false, 1, true},
		{"everywhere", true, 2, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, cheap)
			token := f.signUp(t, "Ann_42", annPassword)
			_, other, err := f.LogIn(ctx, "Ann_42", annPassword, "")
			if err != nil {
				t.Fatal(err)
			}
			n, err := f.LogOut(ctx, token, tt.everywhere)
			if err != nil || n != tt.ended {
				t.Errorf("got %d, %v; want %d ended", n, err, tt.ended)
			}
			if f.alive(token) || f.alive(other) != tt.otherLives {
				t.Errorf("after: this session alive %v, the other %v; want false, %v", f.alive(token), f.alive(other), tt.otherLives)
			}
			_, err = f.LogOut(ctx, token, tt.everywhere)
			refusal(t, "logging out again", err, refuse.Unauthorized)
		})
	}
	f := newFixture(t, cheap)
	old := f.signUp(t, "Ann_42", annPassword)
	_, token, err := f.LogIn(ctx, "Ann_42", annPassword, old)
	if err != nil || f.alive(old) || !f.alive(token) {
		t.Errorf("a login over a session: %v, the old alive %v, the new %v; want the old ended, the new alive", err, f.alive(old), f.alive(token))
	}
}

// TestReauthenticated: a password change or a deletion needs the
// account's password again (Forbidden otherwise, throttled as a login);
// a change keeps this session only, and the new password logs in.
func TestReauthenticated(t *testing.T) {
	ctx := context.Background()
	const newPassword = "a new passphrase"
	for _, tt := range []struct {
		name           string
		password, next string
		delete         bool
		want           refuse.Kind // -1: done
	}{
		{"change", annPassword, newPassword, false, -1},
		{"change, wrong password", "a wrong passphrase", newPassword, false, refuse.Forbidden},
		{"change to a bad password", annPassword, "short", false, refuse.Invalid},
		{"change to the name", annPassword, "Ann_42", false, refuse.Invalid},
		{"delete", annPassword, "", true, -1},
		{"delete, wrong password", "a wrong passphrase", "", true, refuse.Forbidden},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, cheap)
			token := f.signUp(t, "Ann_42", annPassword)
			_, other, _ := f.LogIn(ctx, "Ann_42", annPassword, "")
			var err error
			if tt.delete {
				err = f.Delete(ctx, token, tt.password)
			} else {
				_, err = f.ChangePassword(ctx, token, tt.password, tt.next)
			}
			if tt.want >= 0 {
				refusal(t, tt.name, err, tt.want)
				if !f.alive(token) || !f.alive(other) {
					t.Errorf("refused, the sessions alive: %v, %v; want both", f.alive(token), f.alive(other))
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v, want it done", err)
			}
			if f.alive(token) == tt.delete || f.alive(other) {
				t.Errorf("after: this session alive %v, the other %v; want %v, false", f.alive(token), f.alive(other), !tt.delete)
			}
			for _, p := range []struct {
				password string
				ok       bool
			}{{annPassword, false}, {tt.next, !tt.delete}} {
				if _, _, err := f.LogIn(ctx, "Ann_42", p.password, ""); (err == nil) != p.ok {
					t.Errorf("login with %q after: got %v, want a login %v", p.password, err, p.ok)
				}
			}
		})
	}
	f := newFixture(t, cheap)
	token := f.signUp(t, "Ann_42", annPassword)
	for range loginFailures {
		_, err := f.ChangePassword(ctx, token, "a wrong passphrase", newPassword)
		refusal(t, "a wrong password", err, refuse.Forbidden)
	}
	err := f.Delete(ctx, token, annPassword)
	if r := refusal(t, "the right password after five wrong ones", err, refuse.TooMany); r != nil && r.RetryAfter() != loginWindow {
		t.Errorf("got Retry-After %v, want %v", r.RetryAfter(), loginWindow)
	}
}

// TestRehash: a login with a password hashed with other parameters than
// the service's hashes it again with its own.
func TestRehash(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, cheap)
	a, _, err := f.SignUp(ctx, "Ann_42", annPassword, "")
	if err != nil {
		t.Fatal(err)
	}
	stronger := cheap
	stronger.Memory *= 2
	g := fixture{newService(f.st, f.clock.now, nil, stronger), f.st, f.clock}
	if _, _, err := g.LogIn(ctx, "Ann_42", annPassword, ""); err != nil {
		t.Fatal(err)
	}
	got, err := g.store.AccountByID(ctx, a.ID)
	if err != nil || account.NeedsRehash(got.PasswordHash, stronger) {
		t.Errorf("after a login: hash %q, %v; want one with the service's parameters %+v", got.PasswordHash, err, stronger)
	}
	if _, _, err := g.LogIn(ctx, "Ann_42", annPassword, ""); err != nil {
		t.Errorf("a login with the hash made again: %v, want one", err)
	}
}

// TestNotKeptOrBusy: a store that keeps no accounts refuses every
// request (NotKept), and a request that ends while every hashing slot is
// taken is refused (Busy, with a Retry-After of five seconds).
func TestNotKeptOrBusy(t *testing.T) {
	f := newFixture(t, cheap)
	none := newService(struct{ store.Store }{f.st}, f.clock.now, nil, cheap)
	ctx := context.Background()
	for _, tt := range []struct {
		name string
		call func() error
	}{
		{"sign-up", func() error { _, _, err := none.SignUp(ctx, "Ann_42", annPassword, ""); return err }},
		{"login", func() error { _, _, err := none.LogIn(ctx, "Ann_42", annPassword, ""); return err }},
		{"session", func() error { _, _, err := none.Session(ctx, ""); return err }},
		{"player", func() error { _, err := none.Player(ctx, "Ann_42"); return err }},
	} {
		refusal(t, tt.name+" without accounts", tt.call(), refuse.NotKept)
	}
	for range hashing {
		if err := f.acquire(ctx); err != nil {
			t.Fatal(err)
		}
	}
	ended, cancel := context.WithCancel(ctx)
	cancel()
	_, _, err := f.SignUp(ended, "Ann_42", annPassword, "")
	if r := refusal(t, "a sign-up with every slot taken", err, refuse.Busy); r != nil && r.RetryAfter() != busyFor {
		t.Errorf("got Retry-After %v, want %v", r.RetryAfter(), busyFor)
	}
}
