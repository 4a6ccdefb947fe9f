package store

import (
	"context"
	"errors"
	"time"
)

// ErrNameTaken is returned (wrapped) by CreateAccount when another account
// has the same name skeleton (account.Skeleton): the same name, or one
// that looks like it.
var ErrNameTaken = errors.New("the user name is taken")

// ErrNoAccount is returned (wrapped) when no account has the requested ID
// or name.
var ErrNoAccount = errors.New("no such account")

// ErrNoSession is returned (wrapped) when no session that has not expired
// has the requested token.
var ErrNoSession = errors.New("no such session")

// Account is one player's account. The store keeps the name and password
// hash as given; checking them is package account's work.
type Account struct {
	// ID is the account's identifier, which never changes.
	ID string
	// Name is the user name as its owner wrote it ("Ann_42").
	Name string
	// Skeleton is the key the name shares with its look-alikes
	// (account.Skeleton): unique among the accounts, deleted ones too.
	Skeleton string
	// PasswordHash is the password's hash (a PHC string); "" once the
	// account is deleted.
	PasswordHash string
	// Created is when the account was made.
	Created time.Time
	// Deleted is when the account was deleted; zero while it lives. A
	// deleted account keeps its row, so that its games still name a
	// player ("deleted") and nobody takes its name.
	Deleted time.Time
}

// Session is one login: a browser holding a session token whose hash
// (account.TokenHash) is TokenHash.
type Session struct {
	TokenHash string
	AccountID string
	Created   time.Time // when the login happened
	Seen      time.Time // when the session was last used
	Expires   time.Time // when it ends unless used again
}

// Accounts keeps accounts and their sessions. Both stores implement it;
// store/storetest checks it.
type Accounts interface {
	// CreateAccount stores a new account. It returns an error wrapping
	// ErrNameTaken when an account has a.Skeleton, and one wrapping
	// ErrExists when an account has a.ID.
	CreateAccount(ctx context.Context, a *Account) error
	// AccountByID returns the account with the given ID (deleted or not),
	// or an error wrapping ErrNoAccount.
	AccountByID(ctx context.Context, id string) (*Account, error)
	// AccountBySkeleton returns the account whose name has the given
	// skeleton (deleted or not), or an error wrapping ErrNoAccount.
	AccountBySkeleton(ctx context.Context, skeleton string) (*Account, error)
	// SetPasswordHash replaces the password hash of a living account and
	// ends its other sessions: all but the one whose token hash is keep
	// ("" ends them all). It returns an error wrapping ErrNoAccount when
	// there is no such living account.
	SetPasswordHash(ctx context.Context, id, hash, keep string) error
	// DeleteAccount marks the account deleted at the given time, clears
	// its password hash and ends all its sessions; an error wrapping
	// ErrNoAccount when there is no such living account.
	DeleteAccount(ctx context.Context, id string, at time.Time) error
	// CreateSession stores a new session of a living account (an error
	// wrapping ErrNoAccount otherwise, ErrExists for a token hash already
	// stored).
	CreateSession(ctx context.Context, s *Session) error
	// LoadSession returns the session with the given token hash when it
	// has not expired at now, or an error wrapping ErrNoSession.
	LoadSession(ctx context.Context, tokenHash string, now time.Time) (*Session, error)
	// TouchSession records that the session was used at seen and pushes
	// its expiry to expires; an error wrapping ErrNoSession when there is
	// no such session.
	TouchSession(ctx context.Context, tokenHash string, seen, expires time.Time) error
	// DeleteSession ends one session (log out); ending one that does not
	// exist is not an error.
	DeleteSession(ctx context.Context, tokenHash string) error
	// DeleteSessions ends every session of the account ("log out
	// everywhere") and returns how many it ended.
	DeleteSessions(ctx context.Context, accountID string) (int, error)
}
