package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/kingme/kingme/store"
)

var _ store.Chats = (*Store)(nil)

// notFoundIfNoGame turns a foreign-key violation (no game has the ID)
// into an error wrapping store.ErrNotFound.
func notFoundIfNoGame(what string, err error) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == foreignKeyViolation {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// AddChatLine stores a chat line; see store.Chats.
func (s *Store) AddChatLine(ctx context.Context, l *store.ChatLine) error {
	what := "add a chat line to " + quote(l.GameID)
	if !storableID(l.GameID) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if !storableID(l.Room) || !storableID(l.Account) {
		return fmt.Errorf("%s: a room or account a store cannot keep", what)
	}
	err := s.pool.QueryRow(ctx, `INSERT INTO chat_lines (game_id, room, seat, account_id, name, text, at)
VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, l.GameID, l.Room, l.Seat, l.Account, []byte(l.Name), []byte(l.Text), l.At).Scan(&l.ID)
	return notFoundIfNoGame(what, err)
}

// ChatLines returns a game's chat lines; see store.Chats.
func (s *Store) ChatLines(ctx context.Context, id string, limit int) ([]store.ChatLine, error) {
	what := "chat of " + quote(id)
	if !storableID(id) {
		return nil, nil
	}
	var most *int // NULL: no limit
	if limit > 0 {
		most = &limit
	}
	rows, err := s.pool.Query(ctx, `SELECT id, room, seat, account_id, name, text, at FROM
(SELECT * FROM chat_lines WHERE game_id = $1 ORDER BY id DESC LIMIT $2) AS last ORDER BY id`, id, most)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	var out []store.ChatLine
	for rows.Next() {
		l := store.ChatLine{GameID: id}
		var name, text []byte
		if err := rows.Scan(&l.ID, &l.Room, &l.Seat, &l.Account, &name, &text, &l.At); err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		l.Name, l.Text, l.At = string(name), string(text), l.At.UTC()
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}

// SetChatMute records whether a seat mutes its opponent; see store.Chats.
func (s *Store) SetChatMute(ctx context.Context, id string, seat int, muted bool) error {
	what := "mute in the chat of " + quote(id)
	if seat != 0 && seat != 1 {
		return fmt.Errorf("%s: seat %d, want 0 or 1", what, seat)
	}
	if !storableID(id) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if !muted {
		// Unmuting a game that does not exist is still an unknown game.
		var exists bool
		if err := s.pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM games WHERE id = $1)", id).Scan(&exists); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if !exists {
			return fmt.Errorf("%s: %w", what, store.ErrNotFound)
		}
		_, err := s.pool.Exec(ctx, "DELETE FROM chat_mutes WHERE game_id = $1 AND seat = $2", id, seat)
		return notFoundIfNoGame(what, err)
	}
	_, err := s.pool.Exec(ctx, "INSERT INTO chat_mutes (game_id, seat) VALUES ($1, $2) ON CONFLICT DO NOTHING", id, seat)
	return notFoundIfNoGame(what, err)
}

// ChatMutes returns which seats mute their opponent; see store.Chats.
func (s *Store) ChatMutes(ctx context.Context, id string) ([2]bool, error) {
	var mutes [2]bool
	if !storableID(id) {
		return mutes, nil
	}
	rows, err := s.pool.Query(ctx, "SELECT seat FROM chat_mutes WHERE game_id = $1", id)
	if err != nil {
		return mutes, fmt.Errorf("chat mutes of %q: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var seat int
		if err := rows.Scan(&seat); err != nil {
			return mutes, fmt.Errorf("chat mutes of %q: %w", id, err)
		}
		if seat == 0 || seat == 1 {
			mutes[seat] = true
		}
	}
	return mutes, rows.Err()
}
