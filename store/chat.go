package store

import (
	"context"
	"time"
)

// The rooms of a game's chat (ChatLine.Room).
const (
	// PlayersRoom is the two players' room.
	PlayersRoom = "players"
	// SpectatorsRoom is the spectators' room.
	SpectatorsRoom = "spectators"
)

// ChatLine is one line said in a game's chat (issue 32). The store keeps
// its text byte for byte; the server checks it before storing it.
type ChatLine struct {
	// ID orders a game's lines: AddChatLine sets it larger than the ID of
	// every line stored before it in the same game.
	ID int64
	// GameID is the game the line was said in.
	GameID string
	// Room is PlayersRoom or SpectatorsRoom.
	Room string
	// Seat is 1 + the writer's colour (the values of checkers.Color) when
	// a player wrote the line, 0 when a spectator did.
	Seat int
	// Account is the writer's account ID; empty for a guest player.
	Account string
	// Name is the writer's name as the line shows it.
	Name string
	// Text is what was said.
	Text string
	// At is when it was said.
	At time.Time
}

// Chats keeps the chat of games between people: its lines, and which
// player mutes the other. Both stores implement it; store/storetest checks
// it. A game's chat is kept with the game.
type Chats interface {
	// AddChatLine stores a line of game l.GameID and sets l.ID; it
	// returns an error wrapping ErrNotFound when no game has that ID.
	AddChatLine(ctx context.Context, l *ChatLine) error
	// ChatLines returns the lines of game id in both rooms, oldest (lowest
	// ID) first, at most the last limit of them (0 for all); none for a
	// game without lines or without a record.
	ChatLines(ctx context.Context, id string, limit int) ([]ChatLine, error)
	// SetChatMute records whether the player of seat (0 Black, 1 Red, the
	// values of checkers.Color) of game id mutes the other player; an
	// error wraps ErrNotFound when no game has that ID.
	SetChatMute(ctx context.Context, id string, seat int, muted bool) error
	// ChatMutes returns, for each seat of game id (indexed like
	// Record.Seats), whether its player mutes the other; none for a game
	// without a record.
	ChatMutes(ctx context.Context, id string) ([2]bool, error)
}
