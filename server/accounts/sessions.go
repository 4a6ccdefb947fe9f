package accounts

import (
	"context"
	"errors"
	"strings"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// SignUp makes the account name with password and a session of it, which
// ends the session old (the token the request held, "" for none), and
// returns the account and the new session's token. A name or password
// that breaks the rules is refused (Invalid), as is a name taken or too
// like one that is (Conflict).
func (a *Service) SignUp(ctx context.Context, name, password, old string) (*store.Account, string, error) {
	st, err := a.Store()
	if err != nil {
		return nil, "", err
	}
	if err := account.CheckName(name); err != nil {
		return nil, "", refuse.Newf(refuse.Invalid, "%v", err)
	}
	if err := account.CheckPassword(name, password); err != nil {
		return nil, "", refuse.Newf(refuse.Invalid, "%v", err)
	}
	hash, err := a.hash(ctx, password)
	if err != nil {
		return nil, "", err
	}
	ac := &store.Account{ID: a.newID(), Name: name, Skeleton: account.Skeleton(name), PasswordHash: hash, Created: a.now()}
	if err := st.CreateAccount(ctx, ac); err != nil {
		if errors.Is(err, store.ErrNameTaken) {
			err = refuse.Newf(refuse.Conflict, "the user name %q is taken, or too like one that is", name)
		}
		return nil, "", err
	}
	token, _, err := a.startSession(ctx, st, old, ac.ID)
	if err != nil {
		return nil, "", err
	}
	return ac, token, nil
}

// wrongLogin is the one answer to a wrong name or password, so that a
// login does not tell which names exist.
func wrongLogin() error { return refuse.Newf(refuse.Unauthorized, "wrong user name or password") }

// LogIn opens a session of the account name when password is its own,
// ending the session old (the token the request held, "" for none), and
// returns the account and the new session's token. A wrong name or
// password is refused alike (Unauthorized), and an account with too many
// wrong passwords lately takes no login for a while (TooMany). A password
// hashed with older parameters is hashed again.
func (a *Service) LogIn(ctx context.Context, name, password, old string) (*store.Account, string, error) {
	st, err := a.Store()
	if err != nil {
		return nil, "", err
	}
	ac, err := st.AccountBySkeleton(ctx, account.Skeleton(name))
	switch {
	case errors.Is(err, store.ErrNoAccount):
		ac = &store.Account{}
	case err != nil:
		return nil, "", err
	}
	now := a.now()
	if ac.ID != "" {
		if wait := a.lockedFor(ac.ID, now); wait > 0 {
			return nil, "", tooMany(wait)
		}
	}
	// The name must be the account's, but for case: a look-alike finds
	// the account and is still a wrong name.
	hash := ac.PasswordHash
	if !ac.Deleted.IsZero() || !strings.EqualFold(ac.Name, name) {
		hash = ""
	}
	ok, err := a.verify(ctx, password, hash)
	if err != nil {
		return nil, "", err
	}
	if !ok || ac.ID == "" {
		if ac.ID != "" {
			a.failed(ac.ID, now)
		}
		return nil, "", wrongLogin()
	}
	token, h, err := a.startSession(ctx, st, old, ac.ID)
	if err != nil {
		return nil, "", err
	}
	if account.NeedsRehash(ac.PasswordHash, a.params) {
		if rehashed, err := a.hash(ctx, password); err == nil {
			_ = st.SetPasswordHash(ctx, ac.ID, rehashed, h)
		}
	}
	return ac, token, nil
}

// startSession makes a new session of the account and returns its token
// and the token's hash, ending the session old, if any (a login never
// keeps a token that existed before it).
func (a *Service) startSession(ctx context.Context, st store.Accounts, old, accountID string) (token, hash string, err error) {
	if old != "" {
		if h, err := account.TokenHash(old); err == nil {
			_ = st.DeleteSession(ctx, h)
		}
	}
	if token, err = account.NewToken(); err != nil {
		return "", "", err
	}
	hash, _ = account.TokenHash(token)
	now := a.now()
	if err := st.CreateSession(ctx, &store.Session{TokenHash: hash, AccountID: accountID, Created: now, Seen: now, Expires: now.Add(SessionLife)}); err != nil {
		return "", "", err
	}
	return token, hash, nil
}

// Session returns the session whose token is token and its account, or a
// Refusal (Unauthorized, wrapping store.ErrNoSession) when it has none
// that lives: no token, a malformed one, one ended or expired, or its
// account deleted. A session last used more than an hour ago is touched.
func (a *Service) Session(ctx context.Context, token string) (*store.Session, *store.Account, error) {
	st, err := a.Store()
	if err != nil {
		return nil, nil, err
	}
	notIn := refuse.Newf(refuse.Unauthorized, "not logged in").WithCause(store.ErrNoSession)
	h, err := account.TokenHash(token)
	if err != nil {
		return nil, nil, notIn
	}
	now := a.now()
	se, err := st.LoadSession(ctx, h, now)
	if errors.Is(err, store.ErrNoSession) {
		return nil, nil, notIn
	}
	if err != nil {
		return nil, nil, err
	}
	ac, err := st.AccountByID(ctx, se.AccountID)
	if errors.Is(err, store.ErrNoAccount) || err == nil && !ac.Deleted.IsZero() {
		return nil, nil, notIn
	}
	if err != nil {
		return nil, nil, err
	}
	if now.Sub(se.Seen) > sessionTouch {
		_ = st.TouchSession(ctx, h, now, now.Add(SessionLife))
	}
	return se, ac, nil
}

// LogOut ends the session of token, or with everywhere every session of
// its account, and returns how many ended.
func (a *Service) LogOut(ctx context.Context, token string, everywhere bool) (int, error) {
	se, ac, err := a.Session(ctx, token)
	if err != nil {
		return 0, err
	}
	if everywhere {
		return a.store.DeleteSessions(ctx, ac.ID)
	}
	return 1, a.store.DeleteSession(ctx, se.TokenHash)
}

// reauthenticated returns the session of token and its account when
// password is the account's, checked and throttled as a login's is (a
// wrong one is Forbidden).
func (a *Service) reauthenticated(ctx context.Context, token, password string) (*store.Session, *store.Account, error) {
	se, ac, err := a.Session(ctx, token)
	if err != nil {
		return nil, nil, err
	}
	now := a.now()
	if wait := a.lockedFor(ac.ID, now); wait > 0 {
		return nil, nil, tooMany(wait)
	}
	ok, err := a.verify(ctx, password, ac.PasswordHash)
	if err != nil {
		return nil, nil, err
	}
	if !ok {
		a.failed(ac.ID, now)
		return nil, nil, refuse.Newf(refuse.Forbidden, "wrong password")
	}
	return se, ac, nil
}

// ChangePassword sets the password of token's account to newPassword
// when password is its current one, ends its other sessions, and returns
// the account.
func (a *Service) ChangePassword(ctx context.Context, token, password, newPassword string) (*store.Account, error) {
	se, ac, err := a.reauthenticated(ctx, token, password)
	if err != nil {
		return nil, err
	}
	if err := account.CheckPassword(ac.Name, newPassword); err != nil {
		return nil, refuse.Newf(refuse.Invalid, "%v", err)
	}
	hash, err := a.hash(ctx, newPassword)
	if err != nil {
		return nil, err
	}
	if err := a.store.SetPasswordHash(ctx, ac.ID, hash, se.TokenHash); err != nil {
		return nil, err
	}
	return ac, nil
}

// Delete deletes token's account when password is its own.
func (a *Service) Delete(ctx context.Context, token, password string) error {
	_, ac, err := a.reauthenticated(ctx, token, password)
	if err != nil {
		return err
	}
	return a.store.DeleteAccount(ctx, ac.ID, a.now())
}
