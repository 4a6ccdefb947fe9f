package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

var _ store.Accounts = (*Store)(nil)

// The account and session statements. Times are stored to the
// microsecond, PostgreSQL's precision, as the games' are.

// nullTime returns t for a timestamptz column that is NULL for the zero
// time.
func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}

// CreateAccount stores a new account; see store.Accounts.
func (s *Store) CreateAccount(ctx context.Context, a *store.Account) error {
	what := "create account " + quote(a.Name)
	if a.ID == "" || a.Skeleton == "" || !storableID(a.ID) {
		return fmt.Errorf("%s: the account has no ID or no skeleton, or an ID a store cannot keep", what)
	}
	var id string
	err := s.pool.QueryRow(ctx, `INSERT INTO accounts (id, name, skeleton, password_hash, created, deleted)
VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
		a.ID, []byte(a.Name), []byte(a.Skeleton), []byte(a.PasswordHash), a.Created, nullTime(a.Deleted)).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		// Either the ID or the skeleton is taken: say which.
		if _, err := s.AccountByID(ctx, a.ID); err == nil {
			return fmt.Errorf("%s: %w", what, store.ErrExists)
		}
		return fmt.Errorf("%s: %w", what, store.ErrNameTaken)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

const selectAccount = "SELECT id, name, skeleton, password_hash, created, deleted FROM accounts WHERE "

// account reads one account by the condition column = arg.
func (s *Store) account(ctx context.Context, column string, arg any, what string) (*store.Account, error) {
	var a store.Account
	var name, skeleton, hash []byte
	var deleted *time.Time
	err := s.pool.QueryRow(ctx, selectAccount+column+" = $1", arg).Scan(&a.ID, &name, &skeleton, &hash, &a.Created, &deleted)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoAccount)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	a.Name, a.Skeleton, a.PasswordHash = string(name), string(skeleton), string(hash)
	a.Created = a.Created.UTC()
	if deleted != nil {
		a.Deleted = deleted.UTC()
	}
	return &a, nil
}

// AccountByID returns the account with the given ID; see store.Accounts.
func (s *Store) AccountByID(ctx context.Context, id string) (*store.Account, error) {
	what := "account " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoAccount)
	}
	return s.account(ctx, "id", id, what)
}

// AccountBySkeleton returns the account with the given name skeleton; see
// store.Accounts.
func (s *Store) AccountBySkeleton(ctx context.Context, skeleton string) (*store.Account, error) {
	return s.account(ctx, "skeleton", []byte(skeleton), "account of skeleton "+quote(skeleton))
}

// SetPasswordHash replaces a living account's password hash and ends its
// other sessions, in one transaction; see store.Accounts.
func (s *Store) SetPasswordHash(ctx context.Context, id, hash, keep string) error {
	what := "set password of account " + quote(id)
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "UPDATE accounts SET password_hash = $1 WHERE id = $2 AND deleted IS NULL", []byte(hash), id)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("%s: %w", what, store.ErrNoAccount)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2", id, keep); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	})
}

// DeleteAccount marks a living account deleted and ends its sessions, in
// one transaction; see store.Accounts.
func (s *Store) DeleteAccount(ctx context.Context, id string, at time.Time) error {
	what := "delete account " + quote(id)
	if at.IsZero() {
		return fmt.Errorf("%s: no time given", what)
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "UPDATE accounts SET password_hash = '', deleted = $1 WHERE id = $2 AND deleted IS NULL", at, id)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("%s: %w", what, store.ErrNoAccount)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE account_id = $1", id); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	})
}

// CreateSession stores a new session of a living account; see
// store.Accounts.
func (s *Store) CreateSession(ctx context.Context, se *store.Session) error {
	const what = "create session"
	if !storableID(se.TokenHash) || !storableID(se.AccountID) {
		return fmt.Errorf("%s: %w", what, store.ErrNoAccount)
	}
	var hash string
	err := s.pool.QueryRow(ctx, `INSERT INTO sessions (token_hash, account_id, created, seen, expires)
SELECT $1, id, $3, $4, $5 FROM accounts WHERE id = $2 AND deleted IS NULL
ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`, se.TokenHash, se.AccountID, se.Created, se.Seen, se.Expires).Scan(&hash)
	if errors.Is(err, pgx.ErrNoRows) {
		if _, err := s.LoadSession(ctx, se.TokenHash, time.Time{}); err == nil {
			return fmt.Errorf("%s: %w", what, store.ErrExists)
		}
		return fmt.Errorf("%s of account %s: %w", what, quote(se.AccountID), store.ErrNoAccount)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// LoadSession returns an unexpired session; see store.Accounts.
func (s *Store) LoadSession(ctx context.Context, tokenHash string, now time.Time) (*store.Session, error) {
	const what = "load session"
	if !storableID(tokenHash) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoSession)
	}
	se := store.Session{TokenHash: tokenHash}
	err := s.pool.QueryRow(ctx, "SELECT account_id, created, seen, expires FROM sessions WHERE token_hash = $1 AND expires > $2",
		tokenHash, now).Scan(&se.AccountID, &se.Created, &se.Seen, &se.Expires)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoSession)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	se.Created, se.Seen, se.Expires = se.Created.UTC(), se.Seen.UTC(), se.Expires.UTC()
	return &se, nil
}

// TouchSession records a session's use; see store.Accounts.
func (s *Store) TouchSession(ctx context.Context, tokenHash string, seen, expires time.Time) error {
	const what = "touch session"
	if !storableID(tokenHash) {
		return fmt.Errorf("%s: %w", what, store.ErrNoSession)
	}
	tag, err := s.pool.Exec(ctx, "UPDATE sessions SET seen = $1, expires = $2 WHERE token_hash = $3", seen, expires, tokenHash)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrNoSession)
	}
	return nil
}

// DeleteSession ends one session; see store.Accounts.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	if !storableID(tokenHash) {
		return nil
	}
	if _, err := s.pool.Exec(ctx, "DELETE FROM sessions WHERE token_hash = $1", tokenHash); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteSessions ends every session of an account; see store.Accounts.
func (s *Store) DeleteSessions(ctx context.Context, accountID string) (int, error) {
	if !storableID(accountID) {
		return 0, nil
	}
	tag, err := s.pool.Exec(ctx, "DELETE FROM sessions WHERE account_id = $1", accountID)
	if err != nil {
		return 0, fmt.Errorf("delete sessions of account %s: %w", quote(accountID), err)
	}
	return int(tag.RowsAffected()), nil
}
