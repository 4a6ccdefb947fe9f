package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/chat"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/store"
)

// This file is the chat of games between people (issue 32, docs/chat.md):
// a players' room, where the two seated players write and read, and a
// spectators' room, where logged-in spectators write and everyone but the
// players reads until the game ends (then the players read and write
// there too). Lines are kept in the store with the game (store.Chats);
// each player may mute the other. Games against the computer and at one
// screen have no chat. Nothing said in the chat touches the game: a chat
// request never takes the game's lock while the store writes, and never
// changes the game's record. The chat's rules are package server/chat's;
// here are its requests, its store calls and, in chatlive.go, its sockets
// and news.

// ChatLineInfo is one chat line as the API shows it.
type ChatLineInfo struct {
	ID   int64  `json:"id"`
	Room string `json:"room"`
	// Seat is the writer's colour for a player's line, empty for a
	// spectator's.
	Seat string    `json:"seat,omitempty"`
	Name string    `json:"name"`
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// chatLineInfo shows a stored line.
func chatLineInfo(l store.ChatLine) ChatLineInfo {
	info := ChatLineInfo{ID: l.ID, Room: l.Room, Name: l.Name, Text: l.Text, At: l.At}
	if l.Seat == 1 || l.Seat == 2 {
		info.Seat = colorName(checkers.Color(l.Seat - 1))
	}
	return info
}

// ChatRoomInfo is one room as a viewer of GET /chat sees it.
type ChatRoomInfo struct {
	Room string `json:"room"`
	// Write is whether the viewer may write there now; Note, when it may
	// not, says why ("Log in to write here.").
	Write bool           `json:"write"`
	Note  string         `json:"note,omitempty"`
	Lines []ChatLineInfo `json:"lines"`
}

// ChatInfo answers GET /api/games/{id}/chat: the rooms the viewer reads
// with their lines, oldest first.
type ChatInfo struct {
	Rooms   []ChatRoomInfo `json:"rooms"`
	Presets []chat.Preset  `json:"presets"`
	// Muted is whether the viewer, a player, mutes the opponent.
	Muted     bool `json:"muted"`
	MaxLength int  `json:"maxLength"`
}

// chatOf returns l as the chat sees it. l.mu is held.
func chatOf(l *live) chat.Game {
	h := l.Header()
	return chat.Game{ID: l.id, Mode: h.Mode, Over: l.Game().Result().Over(), Seats: h.Seats}
}

// chatStore returns the store's chat, or an error saying it keeps none.
func (s *Server) chatStore() (store.Chats, error) {
	cs, ok := s.store.(store.Chats)
	if !ok {
		return nil, errorf(http.StatusNotImplemented, "this server's store keeps no chat")
	}
	return cs, nil
}

// chatGame returns the request's live game when it has a chat.
func (s *Server) chatGame(r *http.Request) (*live, error) {
	l, err := s.loadLive(r.Context(), r.PathValue("id"))
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := chatOf(l).Open(); err != nil {
		return nil, err
	}
	return l, nil
}

// loadChatMutes reads l's mutes from the store the first time they are
// needed. l.mu is held.
func (s *Server) loadChatMutes(ctx context.Context, l *live, cs store.Chats) error {
	if l.chatMutes.Known() {
		return nil
	}
	mutes, err := cs.ChatMutes(ctx, l.id)
	if err != nil {
		return err
	}
	l.chatMutes.Load(mutes)
	return nil
}

func (s *Server) handleGetChat(w http.ResponseWriter, r *http.Request) {
	cs, err := s.chatStore()
	var l *live
	if err == nil {
		l, err = s.chatGame(r)
	}
	var lines []store.ChatLine
	if err == nil {
		lines, err = cs.ChatLines(r.Context(), l.id, chat.History)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	loggedIn := s.seatAccount(r) != nil
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := s.loadChatMutes(r.Context(), l, cs); err != nil {
		s.writeError(w, r, err)
		return
	}
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	info := ChatInfo{Rooms: []ChatRoomInfo{}, Presets: chat.Presets, MaxLength: chat.MaxText}
	if v.OneSeat() {
		info.Muted = l.chatMutes.Muted(v.Color())
	}
	g := chatOf(l)
	for _, room := range chat.Rooms {
		if !g.Readable(v, room) {
			continue
		}
		ri := ChatRoomInfo{Room: room, Lines: []ChatLineInfo{}}
		if refusal := g.WriteRefusal(v, room, loggedIn); refusal != nil {
			ri.Note = refusal.Error()
		} else {
			ri.Write = true
		}
		for _, line := range lines {
			if line.Room == room && !l.chatMutes.Hides(v, line.Seat) {
				ri.Lines = append(ri.Lines, chatLineInfo(line))
			}
		}
		info.Rooms = append(info.Rooms, ri)
	}
	writeJSON(w, http.StatusOK, info)
}

// chatRequest is the body of POST /api/games/{id}/chat: a room (the
// writer's own when empty) and either text or a preset's key.
type chatRequest struct {
	Room   string `json:"room"`
	Text   string `json:"text"`
	Preset string `json:"preset"`
}

// chatRequestOf checks what every chat request that changes something
// needs: the store's chat, the same site, a JSON body (decoded into v).
func (s *Server) chatRequestOf(w http.ResponseWriter, r *http.Request, v any) (store.Chats, error) {
	cs, err := s.chatStore()
	if err != nil {
		return nil, err
	}
	if err := sameSite(r); err != nil {
		return nil, err
	}
	if err := requireJSON(r); err != nil {
		return nil, err
	}
	return cs, decodeJSON(w, r, v)
}

func (s *Server) handlePostChat(w http.ResponseWriter, r *http.Request) {
	var req chatRequest
	cs, err := s.chatRequestOf(w, r, &req)
	var l *live
	if err == nil {
		l, err = s.chatGame(r)
	}
	var text string
	if err == nil {
		text, err = chat.Text(req.Text, req.Preset)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	l.mu.Lock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	line, err := s.chat.Say(chatOf(l), v, a, req.Room, text, s.now())
	l.mu.Unlock()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The game's lock is not held while the line is stored: chatting
	// never holds up a move.
	if err := cs.AddChatLine(r.Context(), &line); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			err = errorf(http.StatusNotFound, "no game %q", l.id)
		}
		s.writeError(w, r, err)
		return
	}
	s.said(l, line)
	writeJSON(w, http.StatusCreated, map[string]ChatLineInfo{"line": chatLineInfo(line)})
}

func (s *Server) handleChatMute(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Muted *bool `json:"muted"`
	}
	cs, err := s.chatRequestOf(w, r, &req)
	var l *live
	if err == nil {
		l, err = s.chatGame(r)
	}
	if err == nil && req.Muted == nil {
		err = errorf(http.StatusBadRequest, `say whether to mute the opponent: {"muted": true} or {"muted": false}`)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	if err := chatOf(l).MuteRefusal(v); err != nil {
		s.writeError(w, r, err)
		return
	}
	c := v.Color()
	err = s.loadChatMutes(r.Context(), l, cs)
	if err == nil {
		err = cs.SetChatMute(r.Context(), l.id, int(c), *req.Muted)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l.chatMutes.Set(c, *req.Muted)
	s.publishChat(l.id, cluster.ChatNews{Mute: &cluster.MuteNews{Seat: int(c), Muted: *req.Muted}})
	writeJSON(w, http.StatusOK, map[string]bool{"muted": *req.Muted})
}

// chatRoutes wires the chat's API.
func (s *Server) chatRoutes(api func(string, http.HandlerFunc)) {
	api("GET /api/games/{id}/chat", s.handleGetChat)
	api("POST /api/games/{id}/chat", s.handlePostChat)
	api("POST /api/games/{id}/chat/mute", s.handleChatMute)
}

// newChat returns the chat's rules, with a rate limit of their own.
func newChat() *chat.Service {
	rate := newRateLimiter(chat.PerMinute, chat.Burst)
	return chat.New(func(writer string, now time.Time) (bool, time.Duration) { return rate.allowN(writer, now, 1) })
}
