// Package store keeps KingMe's games on disk. Store is the interface the
// server uses; store/sqlite is the default implementation (an embedded
// database without cgo), store/postgres keeps the games in PostgreSQL for
// several servers (it implements Leases too), and store/storetest is the
// suite every implementation passes.
//
// The store knows nothing of the rules: a game is its header (variant, start
// position, seats, clock settings and state, result) and its moves as text,
// in order. The server replays the moves through the rules package when it
// loads a game.
package store

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound is returned (wrapped) when no game has the requested ID.
var ErrNotFound = errors.New("game not found")

// ErrExists is returned (wrapped) by Create when a game with the same ID is
// already stored.
var ErrExists = errors.New("game already exists")

// ErrConflict is returned (wrapped) by Save and AppendMove when the stored
// game is no longer the one the caller changed: its revision is not the
// game's Revision, because another save (from another server, or a
// duplicate of this one) came first. Nothing is written; the caller loads the game again
// and decides afresh (a stale or repeated move is then refused by the
// rules).
var ErrConflict = errors.New("the game was changed by another save")

// ErrDamaged is returned (wrapped) when the data asked for is in a damaged
// part of the database: the store could not read it, and the error says
// which game and what to do. Games kept elsewhere in the database may
// still be read.
var ErrDamaged = errors.New("the database is damaged")

// Store keeps games. Every method is safe for concurrent use; every write is
// on disk when it returns without error.
type Store interface {
	// Create stores a new game, header and moves, at revision 0 (it sets
	// g.Revision to 0).
	Create(ctx context.Context, g *Record) error
	// Load returns the game with the given ID, moves included, or an error
	// wrapping ErrNotFound.
	Load(ctx context.Context, id string) (*Record, error)
	// Save writes g's header and makes the stored moves equal to g.Moves
	// (appending new moves, removing undone ones), in one transaction,
	// when the stored game's revision is g.Revision; it then stores and
	// sets g.Revision + 1. It returns an error wrapping ErrConflict (and
	// writes nothing, g unchanged) when the stored revision differs, and
	// one wrapping ErrNotFound when g was never created.
	Save(ctx context.Context, g *Record) error
	// AppendMove stores one move played in g: it writes g's header and
	// appends g's last move, g.Moves[len(g.Moves)-1], as the stored
	// game's move len(g.Moves)-1 (counting from 0), in one transaction,
	// without reading the stored moves. It does so only when the stored
	// game's revision is g.Revision and it holds len(g.Moves)-1 moves
	// (g.Moves but the last, as loaded or saved at that revision); it
	// then stores and sets g.Revision + 1, and the game reads back as a
	// Save of g would have left it. It returns an error wrapping
	// ErrConflict (and writes nothing, g unchanged) when the stored
	// revision or move count differs, one wrapping ErrNotFound when g was
	// never created, and an error when g has no move.
	AppendMove(ctx context.Context, g *Record) error
	// List returns the headers of the games the query selects (their Moves
	// are nil; MoveCount is set), newest first.
	List(ctx context.Context, q Query) ([]*Record, error)
	// SaveAnalysis stores the engine's analysis of the game with the given
	// ID, replacing any stored before, in one transaction. The store keeps
	// data as given (the server writes JSON); it returns an error wrapping
	// ErrNotFound when no game has the ID.
	SaveAnalysis(ctx context.Context, id string, data []byte) error
	// LoadAnalysis returns the analysis stored for the game with the given
	// ID, or an error wrapping ErrNotFound when there is none (or no game).
	LoadAnalysis(ctx context.Context, id string) ([]byte, error)
	// Close releases the store.
	Close() error
}

// Query selects games for List.
type Query struct {
	// Finished selects finished games (Outcome != 0) when true, unfinished
	// ones when false.
	Finished bool
	// Variant, when not empty, keeps only games of that variant key.
	Variant string
	// Limit caps the number of games returned; 0 means no cap.
	Limit int
	// Offset skips that many games first (for paging).
	Offset int
	// ActiveSince, when not zero, leaves out the games with fewer than two
	// moves last saved before it: games nobody really played.
	ActiveSince time.Time
	// Account, when not empty, keeps only the games in which that account
	// holds a seat (Seat.Account).
	Account string
}

// Record is one stored game.
type Record struct {
	// ID is the game's identifier in URLs: short, random, URL-safe.
	ID string
	// Variant is the variant's key, such as "standard".
	Variant string
	// Start is the start position in the variant's position text.
	Start string
	// Mode is how the game is played: "computer", "friend" or "local".
	Mode string
	// Level is the computer's level name for Mode "computer".
	Level string
	// Seats are the two players, indexed by colour: 0 Black, 1 Red (the
	// values of checkers.Color).
	Seats [2]Seat
	// Initial and Increment are the time control; Initial 0 means no clock.
	Initial, Increment time.Duration
	// Clock is each player's time left when the player to move started to
	// think (indexed like Seats); meaningful only with a clock.
	Clock [2]time.Duration
	// Moves are the moves played, in order.
	Moves []Move
	// OpeningPlies is how many of the first Moves were played for the
	// players when the game was created (a ballot opening): nobody's
	// moves, after which each side's clock starts with its own first move.
	OpeningPlies int
	// MoveCount is len(Moves) for a loaded game and the stored count for
	// the headers List returns.
	MoveCount int
	// Outcome and Reason are the result as the numeric values of
	// checkers.Outcome and checkers.Reason; Outcome 0 means the game goes on.
	Outcome, Reason int
	// DrawOffer is 1 + the colour of the player whose draw offer stands,
	// −(1 + the colour) of the player whose last offer was declined (until
	// that player moves), 0 for neither.
	DrawOffer int
	// Rematch is the ID of the game that followed this one, if any.
	Rematch string
	// Rated marks a game that changes its players' ratings when it ends
	// (store.Ratings); false for a casual one.
	Rated bool
	// DaysPerMove, when not 0, makes a correspondence game: each player
	// has that many days for each move (Initial is then 0).
	DaysPerMove int
	// Takeback is a game's take-back request or the news of its answer,
	// as the server writes it (such as "black asked 11-15"); empty for
	// none. The store keeps it as given.
	Takeback string
	// Created and Updated are when the game was created and last saved.
	Created, Updated time.Time
	// Revision counts the game's saves: 0 when created, one more after each
	// Save or AppendMove. Both store a game only over the revision it was
	// loaded at (optimistic concurrency), so two servers changing one game
	// cannot both succeed.
	Revision int64
}

// Seat is one player of a game.
type Seat struct {
	// Player is "human" or "computer"; empty for a seat nobody has taken.
	Player string
	// Name is the player's chosen name (plain text, at most 40 characters).
	Name string
	// TokenHash is the hex SHA-256 of the seat's secret token; empty for a
	// computer or a free seat. Two seats may share a token (two people at
	// one screen).
	TokenHash string
	// Account is the ID of the account of the player who holds the seat
	// (store.Accounts); empty for a guest, the computer or a free seat.
	Account string
}

// Move is one move of a game.
type Move struct {
	// Text is the move in the variant's notation.
	Text string
	// Clock is the mover's time left after the move (increment included);
	// zero without a clock.
	Clock time.Duration
	// At is when the move was played.
	At time.Time
}

// Leases is implemented by a store that several servers share (such as
// store/postgres): it says which server runs each game's clock and
// computer player, so that a flag falls once and the computer moves once.
// A lease is held by an owner (a server's ID) until its expiry, which the
// owner pushes back while it lives; when the owner dies, its leases
// expire and other servers take them. Times are the store's own clock, so
// the servers' clocks need not agree. A store without Leases serves one
// server, which owns every game.
type Leases interface {
	// Acquire gives owner the lease of game id for ttl from now when
	// nobody holds it, its holder's lease has expired, or owner already
	// holds it (then renewed), and reports whether owner holds it now.
	Acquire(ctx context.Context, id, owner string, ttl time.Duration) (bool, error)
	// Renew pushes back to ttl from now the expiry of every lease owner
	// holds, and returns the IDs of those games.
	Renew(ctx context.Context, owner string, ttl time.Duration) ([]string, error)
	// TakeExpired gives owner, for ttl, up to limit leases whose holders
	// let them expire, and returns those games' IDs.
	TakeExpired(ctx context.Context, owner string, ttl time.Duration, limit int) ([]string, error)
	// Release gives up owner's lease of game id (a finished game needs
	// none); it does nothing when owner does not hold it.
	Release(ctx context.Context, id, owner string) error
}

// Presence is implemented by a store that several servers share (such as
// store/postgres): it keeps which seats of each game have a connection
// open on some server, so that any server can tell whether a player is
// connected, and how long ago one went away (the opponent of a player who
// abandoned a game may claim it). A server records each seat's first
// connection and its last disconnection, and renews its own connections
// while it lives; the connections of a server that died expire. Times are
// the store's own clock, so the servers' clocks need not agree.
type Presence interface {
	// Connected records that server holds a connection of seat (0 Black,
	// 1 Red, the values of checkers.Color) of game id, for ttl from now
	// unless renewed.
	Connected(ctx context.Context, id string, seat int, server string, ttl time.Duration) error
	// Disconnected records that server holds no connection of that seat
	// any longer, from now.
	Disconnected(ctx context.Context, id string, seat int, server string) error
	// RenewPresence pushes back to ttl from now the expiry of every
	// connection server holds.
	RenewPresence(ctx context.Context, server string, ttl time.Duration) error
	// SeatsPresence returns the presence of each seat of game id (indexed
	// like Record.Seats) over all servers.
	SeatsPresence(ctx context.Context, id string) ([2]SeatPresence, error)
}

// SeatPresence is one seat's connections over all servers.
type SeatPresence struct {
	// Connected is whether some server holds a connection of the seat now
	// (recorded and not expired).
	Connected bool
	// Seen is whether any connection of the seat was ever recorded.
	Seen bool
	// Away is how long ago, on the store's clock, the seat's last
	// connection ended or expired; 0 when Connected or not Seen.
	Away time.Duration
}
