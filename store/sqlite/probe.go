package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base32"
	"errors"
	"strings"
	"time"

	"github.com/kingme/kingme/store"
)

// errProbed ends a write probe's transaction, which rolls it back: the
// probe wrote what a new game writes, and keeps none of it.
var errProbed = errors.New("write probe done")

// probeGames is how many new games a write probe writes, at random places
// among the games' IDs.
const probeGames = 4

// ProbeWrites reports whether the store can create and save games now,
// for a readiness probe. On a database found sound at Open, whose writes
// have not failed on damage since, it returns nil at once. Otherwise it
// writes what new games and their first saves write (probeGames games
// rows at random IDs, each into the table and both its indexes, a move,
// an update of the row, an analysis) in a transaction of its own, rolled
// back: nothing is kept.
// Its error is that write's, wrapping store.ErrDamaged when a damaged page
// refused it. A damaged database whose damage is away from where new
// games go keeps creating games, and ProbeWrites returns nil.
func (s *Store) ProbeWrites(ctx context.Context) error {
	if s.damage == nil && !s.writeDamaged.Load() {
		return nil
	}
	now := time.Now()
	err := s.commits.write(ctx, "probe a write of new games", func(ctx context.Context, tx *sql.Tx) error {
		for range probeGames {
			if err := s.probeGame(ctx, tx, now); err != nil {
				return err
			}
		}
		return errProbed
	})
	switch {
	case errors.Is(err, errProbed):
		s.writeDamaged.Store(false)
		return nil
	case err == nil:
		return errors.New("probe a write of new games: the probe was kept")
	}
	return err
}

// probeGame writes in tx what a new game of a random ID and its first
// save write.
func (s *Store) probeGame(ctx context.Context, tx *sql.Tx, now time.Time) error {
	// Among the games' IDs (12 characters of lower-case base32), but no
	// game's.
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	id := strings.ToLower(base32.StdEncoding.EncodeToString(b[:]))[:12] + "-probe"
	g := &store.Record{ID: id, Variant: "probe", Start: "probe", Mode: "probe", Created: now, Updated: now}
	header, err := headerArgs(g)
	if err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, insertGame, append(append([]any{id}, header...), 0, nil)...); err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, insertMove, id, 0, "probe", 0, now.UnixNano()); err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, updateHeader, append(header, 1, nil, id, 0)...); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, "INSERT INTO analyses (game_id, body, saved_ns) VALUES (?, x'', ?)", id, now.UnixNano())
	return err
}
