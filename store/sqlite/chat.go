package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kingme/kingme/store"
)

var _ store.Chats = (*Store)(nil)

// gameExists returns an error wrapping store.ErrNotFound when no game has
// the ID.
func gameExists(ctx context.Context, tx *sql.Tx, id string) error {
	var one int
	err := tx.QueryRowContext(ctx, "SELECT 1 FROM games WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("game %q: %w", id, store.ErrNotFound)
	}
	return err
}

// AddChatLine stores a chat line; see store.Chats.
func (s *Store) AddChatLine(ctx context.Context, l *store.ChatLine) error {
	return s.write(ctx, "add a chat line to "+quote(l.GameID), func(ctx context.Context, tx *sql.Tx) error {
		if err := gameExists(ctx, tx, l.GameID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO chat_lines (game_id, room, seat, account_id, name, text, at_ns)
VALUES (?, ?, ?, ?, ?, ?, ?)`, l.GameID, l.Room, l.Seat, l.Account, l.Name, l.Text, nanos(l.At))
		if err != nil {
			return err
		}
		l.ID, err = res.LastInsertId()
		return err
	})
}

// ChatLines returns a game's chat lines; see store.Chats.
func (s *Store) ChatLines(ctx context.Context, id string, limit int) ([]store.ChatLine, error) {
	if limit <= 0 {
		limit = -1 // no limit
	}
	rows, err := s.reader.QueryContext(ctx, `SELECT id, room, seat, account_id, name, text, at_ns FROM
(SELECT * FROM chat_lines WHERE game_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`, id, limit)
	if err != nil {
		return nil, fmt.Errorf("chat of %q: %w", id, classify(err))
	}
	defer rows.Close()
	var out []store.ChatLine
	for rows.Next() {
		l := store.ChatLine{GameID: id}
		var at int64
		if err := rows.Scan(&l.ID, &l.Room, &l.Seat, &l.Account, &l.Name, &l.Text, &at); err != nil {
			return nil, fmt.Errorf("chat of %q: %w", id, classify(err))
		}
		l.At = fromNanos(at)
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("chat of %q: %w", id, classify(err))
	}
	return out, nil
}

// SetChatMute records whether a seat mutes its opponent; see store.Chats.
func (s *Store) SetChatMute(ctx context.Context, id string, seat int, muted bool) error {
	if seat != 0 && seat != 1 {
		return fmt.Errorf("mute in the chat of %q: seat %d, want 0 or 1", id, seat)
	}
	return s.write(ctx, "mute in the chat of "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		if err := gameExists(ctx, tx, id); err != nil {
			return err
		}
		stmt := "DELETE FROM chat_mutes WHERE game_id = ? AND seat = ?"
		if muted {
			stmt = "INSERT INTO chat_mutes (game_id, seat) VALUES (?, ?) ON CONFLICT DO NOTHING"
		}
		_, err := tx.ExecContext(ctx, stmt, id, seat)
		return err
	})
}

// ChatMutes returns which seats mute their opponent; see store.Chats.
func (s *Store) ChatMutes(ctx context.Context, id string) ([2]bool, error) {
	var mutes [2]bool
	rows, err := s.reader.QueryContext(ctx, "SELECT seat FROM chat_mutes WHERE game_id = ?", id)
	if err != nil {
		return mutes, fmt.Errorf("chat mutes of %q: %w", id, classify(err))
	}
	defer rows.Close()
	for rows.Next() {
		var seat int
		if err := rows.Scan(&seat); err != nil {
			return mutes, fmt.Errorf("chat mutes of %q: %w", id, classify(err))
		}
		if seat == 0 || seat == 1 {
			mutes[seat] = true
		}
	}
	return mutes, rows.Err()
}
