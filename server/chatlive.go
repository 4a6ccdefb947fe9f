package server

import (
	"context"
	"encoding/json"
	"time"

	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/store"
)

// How chat lines reach the sockets (docs/chat.md). The server that stores
// a line sends it at once to its own sockets whose viewers read its room
// (and do not mute its writer), as a {"type":"chat"} message, and
// publishes it on the Bus; every other server holding the game sends it
// to its own sockets the same way. A mute is published too, so that every
// server hides the muted player's lines from the muter's sockets.

// chatMessage is the {"type":"chat"} message: a new line.
type chatMessage struct {
	Type string       `json:"type"`
	Line ChatLineInfo `json:"line"`
}

// chatQueue is how many chat messages a socket holds unsent (unlike
// States, each counts); past it, new lines are not sent to that socket,
// whose page reads the history again when it reconnects.
const chatQueue = 32

// sendChat queues a chat message for the subscriber unless its queue is
// full, and reports whether it did.
func (sub *subscriber) sendChat(msg []byte) bool {
	select {
	case sub.chat <- msg:
		return true
	default:
		return false
	}
}

// said sends a line just stored to the sockets here and tells the other
// servers.
func (s *Server) said(l *live, line store.ChatLine) {
	if cur, ok := s.games.Held(l.id); ok {
		l = cur // the game held now, if it was loaded again meanwhile
	}
	l.mu.Lock()
	s.deliverChat(l, line)
	l.mu.Unlock()
	s.publishChat(l.id, cluster.ChatNews{Line: &line})
}

// deliverChat sends line to each socket of l whose viewer reads it. l.mu
// is held.
func (s *Server) deliverChat(l *live, line store.ChatLine) {
	if len(l.subs) == 0 {
		return
	}
	s.reseat(l)
	if cs, ok := s.store.(store.Chats); ok && line.Seat != 0 {
		if err := s.loadChatMutes(s.ctx, l, cs); err != nil {
			// Mutes unknown: the line is not sent to anyone who might
			// mute its writer; the page's history shows it otherwise.
			s.log.Error("chat mutes not read", "id", l.id, "err", err)
			return
		}
	}
	msg, err := json.Marshal(chatMessage{Type: "chat", Line: chatLineInfo(line)})
	if err != nil {
		return
	}
	g := chatOf(l)
	for sub := range l.subs {
		if g.Readable(sub.v, line.Room) && !l.chatMutes.Hides(sub.v, line.Seat) {
			sub.sendChat(msg)
		}
	}
}

// publishChat tells the other servers of chat news of game id, on a
// goroutine of its own.
func (s *Server) publishChat(id string, n cluster.ChatNews) {
	if s.cluster == nil {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
		defer cancel()
		if err := s.cluster.PublishChat(ctx, id, n); err != nil && s.ctx.Err() == nil {
			s.log.Error("chat news not published", "id", id, "err", err)
		}
	}()
}

// onChatNews applies chat news of game id from another server: a line is
// sent to the sockets here, a mute noted. A game not held here has no
// socket here, and reads its mutes from the store when loaded.
func (s *Server) onChatNews(id string, n cluster.ChatNews) {
	l, ok := s.games.Held(id)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if n.Mute != nil {
		l.chatMutes.Note(n.Mute.Seat, n.Mute.Muted)
	}
	if n.Line != nil && n.Line.GameID == id && chatOf(l).Has() {
		s.deliverChat(l, *n.Line)
	}
}
