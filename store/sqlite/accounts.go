package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/store"
)

var _ store.Accounts = (*Store)(nil)

// nanos returns t as nanoseconds since 1970, 0 for the zero time.
func nanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// fromNanos is nanos's inverse, in UTC.
func fromNanos(ns int64) time.Time {
	if ns == 0 {
		return time.Time{}
	}
	return time.Unix(0, ns).UTC()
}

// changed returns none when the statement whose result is res changed no
// row (its condition did not hold), and the error of reading the count.
func changed(res sql.Result, none error) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return none
	}
	return nil
}

// CreateAccount stores a new account; see store.Accounts.
func (s *Store) CreateAccount(ctx context.Context, a *store.Account) error {
	if a.ID == "" || a.Skeleton == "" {
		return errors.New("create account: the account has no ID or no skeleton")
	}
	return s.write(ctx, "create account "+quote(a.Name), func(ctx context.Context, tx *sql.Tx) error {
		var taken int
		err := tx.QueryRowContext(ctx, "SELECT (SELECT count(*) FROM accounts WHERE skeleton = ?), (SELECT count(*) FROM accounts WHERE id = ?)", a.Skeleton, a.ID).Scan(&taken, new(int))
		if err != nil {
			return err
		}
		if taken > 0 {
			return fmt.Errorf("create account %q: %w", a.Name, store.ErrNameTaken)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO accounts (id, name, skeleton, password_hash, created_ns, deleted_ns)
VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`, a.ID, a.Name, a.Skeleton, a.PasswordHash, nanos(a.Created), nanos(a.Deleted))
		if err != nil {
			return err
		}
		return changed(res, fmt.Errorf("create account %q: %w", a.ID, store.ErrExists))
	})
}

const selectAccount = "SELECT id, name, skeleton, password_hash, created_ns, deleted_ns FROM accounts WHERE "

// account reads one account by the condition where, with its argument.
func (s *Store) account(ctx context.Context, where string, arg string) (*store.Account, error) {
	var a store.Account
	var created, deleted int64
	err := s.reader.QueryRowContext(ctx, selectAccount+where+" = ?", arg).Scan(&a.ID, &a.Name, &a.Skeleton, &a.PasswordHash, &created, &deleted)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("account %s %q: %w", where, arg, store.ErrNoAccount)
	}
	if err != nil {
		return nil, fmt.Errorf("account %s %q: %w", where, arg, classify(err))
	}
	a.Created, a.Deleted = fromNanos(created), fromNanos(deleted)
	return &a, nil
}

// AccountByID returns the account with the given ID; see store.Accounts.
func (s *Store) AccountByID(ctx context.Context, id string) (*store.Account, error) {
	return s.account(ctx, "id", id)
}

// AccountBySkeleton returns the account with the given name skeleton; see
// store.Accounts.
func (s *Store) AccountBySkeleton(ctx context.Context, skeleton string) (*store.Account, error) {
	return s.account(ctx, "skeleton", skeleton)
}

// SetPasswordHash replaces a living account's password hash and ends its
// other sessions; see store.Accounts.
func (s *Store) SetPasswordHash(ctx context.Context, id, hash, keep string) error {
	return s.write(ctx, "set password of account "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE accounts SET password_hash = ? WHERE id = ? AND deleted_ns = 0", hash, id)
		if err != nil {
			return err
		}
		if err := changed(res, fmt.Errorf("set password of account %q: %w", id, store.ErrNoAccount)); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?", id, keep)
		return err
	})
}

// DeleteAccount marks a living account deleted and ends its sessions; see
// store.Accounts.
func (s *Store) DeleteAccount(ctx context.Context, id string, at time.Time) error {
	if at.IsZero() {
		return errors.New("delete account: no time given")
	}
	return s.write(ctx, "delete account "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE accounts SET password_hash = '', deleted_ns = ? WHERE id = ? AND deleted_ns = 0", nanos(at), id)
		if err != nil {
			return err
		}
		if err := changed(res, fmt.Errorf("delete account %q: %w", id, store.ErrNoAccount)); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE account_id = ?", id)
		return err
	})
}

// CreateSession stores a new session of a living account; see
// store.Accounts.
func (s *Store) CreateSession(ctx context.Context, se *store.Session) error {
	return s.write(ctx, "create session", func(ctx context.Context, tx *sql.Tx) error {
		var living int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM accounts WHERE id = ? AND deleted_ns = 0", se.AccountID).Scan(&living); err != nil {
			return err
		}
		if living == 0 {
			return fmt.Errorf("create session of account %q: %w", se.AccountID, store.ErrNoAccount)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO sessions (token_hash, account_id, created_ns, seen_ns, expires_ns)
VALUES (?, ?, ?, ?, ?) ON CONFLICT (token_hash) DO NOTHING`, se.TokenHash, se.AccountID, nanos(se.Created), nanos(se.Seen), nanos(se.Expires))
		if err != nil {
			return err
		}
		return changed(res, fmt.Errorf("create session: %w", store.ErrExists))
	})
}

// LoadSession returns an unexpired session; see store.Accounts.
func (s *Store) LoadSession(ctx context.Context, tokenHash string, now time.Time) (*store.Session, error) {
	se := store.Session{TokenHash: tokenHash}
	var created, seen, expires int64
	err := s.reader.QueryRowContext(ctx, "SELECT account_id, created_ns, seen_ns, expires_ns FROM sessions WHERE token_hash = ? AND expires_ns > ?",
		tokenHash, nanos(now)).Scan(&se.AccountID, &created, &seen, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("load session: %w", store.ErrNoSession)
	}
	if err != nil {
		return nil, fmt.Errorf("load session: %w", classify(err))
	}
	se.Created, se.Seen, se.Expires = fromNanos(created), fromNanos(seen), fromNanos(expires)
	return &se, nil
}

// TouchSession records a session's use; see store.Accounts.
func (s *Store) TouchSession(ctx context.Context, tokenHash string, seen, expires time.Time) error {
	return s.write(ctx, "touch session", func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE sessions SET seen_ns = ?, expires_ns = ? WHERE token_hash = ?", nanos(seen), nanos(expires), tokenHash)
		if err != nil {
			return err
		}
		return changed(res, fmt.Errorf("touch session: %w", store.ErrNoSession))
	})
}

// DeleteSession ends one session; see store.Accounts.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.write(ctx, "delete session", func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE token_hash = ?", tokenHash)
		return err
	})
}

// DeleteSessions ends every session of an account; see store.Accounts.
func (s *Store) DeleteSessions(ctx context.Context, accountID string) (int, error) {
	var n int64
	err := s.write(ctx, "delete sessions of account "+quote(accountID), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE account_id = ?", accountID)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}
