package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kingme/kingme/checkers"
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
// changes the game's record.

// The chat's limits.
const (
	// maxChatText is the longest line, in characters.
	maxChatText = 140
	// chatBurst lines may be written at once by one writer, then one
	// every minute/chatPerMinute (one every 2.5 s).
	chatBurst     = 4
	chatPerMinute = 24
	// chatHistory is how many of a game's last lines a page is sent.
	chatHistory = 500
)

// chatPreset is a line a player sends with one click.
type chatPreset struct {
	Key  string `json:"key"`
	Text string `json:"text"`
}

// chatPresets are the lines the page offers as buttons; a request may
// name one by its key instead of sending text.
var chatPresets = []chatPreset{
	{"hello", "Hello!"}, {"good-luck", "Good luck!"}, {"have-fun", "Have fun!"}, {"you-too", "You too!"},
	{"well-played", "Well played!"}, {"thank-you", "Thank you!"}, {"good-game", "Good game!"}, {"rematch", "Rematch?"},
}

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
	Presets []chatPreset   `json:"presets"`
	// Muted is whether the viewer, a player, mutes the opponent.
	Muted     bool `json:"muted"`
	MaxLength int  `json:"maxLength"`
}

// hasChat reports whether l is a game between people, which has a chat.
// l.mu is held.
func hasChat(l *live) bool { return l.Header().Mode == "friend" }

// chatReadable reports whether viewer v reads room in l: the players
// their room, the spectators theirs, and the players the spectators'
// once the game is over. l.mu is held.
func chatReadable(l *live, v viewer, room string) bool {
	player := v.OneSeat()
	switch room {
	case store.PlayersRoom:
		return player
	case store.SpectatorsRoom:
		return v == spectator || player && l.Game().Result().Over()
	}
	return false
}

// chatHidden reports whether the line from seat (store.ChatLine's Seat)
// is hidden from viewer v because v mutes its author. l.mu is held.
func chatHidden(l *live, v viewer, seat int) bool {
	if !v.OneSeat() {
		return false
	}
	c := v.Color()
	return l.chatMutes[c] && seat == int(c.Opponent())+1
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
	if !hasChat(l) {
		return nil, errorf(http.StatusNotFound, "game %s has no chat: only games between two people have one", l.id)
	}
	return l, nil
}

// loadChatMutes reads l's mutes from the store the first time they are
// needed. l.mu is held.
func (s *Server) loadChatMutes(ctx context.Context, l *live, cs store.Chats) error {
	if l.chatMutesRead {
		return nil
	}
	mutes, err := cs.ChatMutes(ctx, l.id)
	if err != nil {
		return err
	}
	l.chatMutes, l.chatMutesRead = mutes, true
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
		lines, err = cs.ChatLines(r.Context(), l.id, chatHistory)
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
	info := ChatInfo{Rooms: []ChatRoomInfo{}, Presets: chatPresets, MaxLength: maxChatText}
	if v.OneSeat() {
		info.Muted = l.chatMutes[v.Color()]
	}
	for _, room := range []string{store.PlayersRoom, store.SpectatorsRoom} {
		if !chatReadable(l, v, room) {
			continue
		}
		ri := ChatRoomInfo{Room: room, Lines: []ChatLineInfo{}}
		if refusal := chatWriteRefusal(l, v, room, loggedIn); refusal != nil {
			ri.Note = refusal.msg
		} else {
			ri.Write = true
		}
		for _, line := range lines {
			if line.Room == room && !chatHidden(l, v, line.Seat) {
				ri.Lines = append(ri.Lines, chatLineInfo(line))
			}
		}
		info.Rooms = append(info.Rooms, ri)
	}
	writeJSON(w, http.StatusOK, info)
}

// chatWriteRefusal returns why viewer v may not write in room of l now,
// or nil. l.mu is held.
func chatWriteRefusal(l *live, v viewer, room string, loggedIn bool) *apiError {
	player := v.OneSeat()
	switch {
	case room != store.PlayersRoom && room != store.SpectatorsRoom:
		return &apiError{status: http.StatusBadRequest, msg: "unknown chat room " + quoteShort(room) + ": want players or spectators"}
	case room == store.PlayersRoom && !player:
		return &apiError{status: http.StatusForbidden, msg: "Only the two players write in the players' room."}
	case room == store.SpectatorsRoom && player && !l.Game().Result().Over():
		return &apiError{status: http.StatusForbidden, msg: "The players join the spectators' room when the game is over."}
	case room == store.SpectatorsRoom && !player && !loggedIn:
		return &apiError{status: http.StatusUnauthorized, msg: "Log in to write in the spectators' room."}
	}
	return nil
}

// quoteShort quotes what a client sent, cut short.
func quoteShort(s string) string { return `"` + shorten(strings.ToValidUTF8(s, "\uFFFD"), 40) + `"` }

// chatRequest is the body of POST /api/games/{id}/chat: a room (the
// writer's own when empty) and either text or a preset's key.
type chatRequest struct {
	Room   string `json:"room"`
	Text   string `json:"text"`
	Preset string `json:"preset"`
}

// chatText returns the line a request says, checked.
func chatText(req chatRequest) (string, error) {
	if req.Preset != "" {
		if req.Text != "" {
			return "", errorf(http.StatusBadRequest, "send text or a preset, not both")
		}
		for _, p := range chatPresets {
			if p.Key == req.Preset {
				return p.Text, nil
			}
		}
		return "", errorf(http.StatusBadRequest, "unknown chat preset %s: see the presets of GET /chat", quoteShort(req.Preset))
	}
	text := strings.TrimSpace(req.Text)
	switch n := utf8.RuneCountInString(text); {
	case !utf8.ValidString(text):
		return "", errorf(http.StatusBadRequest, "a chat line must be UTF-8 text")
	case n == 0:
		return "", errorf(http.StatusBadRequest, "the chat line is empty: send some text or a preset")
	case n > maxChatText:
		return "", errorf(http.StatusBadRequest, "a chat line holds at most %d characters; this one has %d", maxChatText, n)
	case strings.IndexFunc(text, unicode.IsControl) >= 0:
		return "", errorf(http.StatusBadRequest, "a chat line is one line of text, without line breaks or control characters")
	}
	return text, nil
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
		text, err = chatText(req)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	l.mu.Lock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	room := req.Room
	if room == "" {
		room = store.PlayersRoom
		if v == spectator {
			room = store.SpectatorsRoom
		}
	}
	line := store.ChatLine{GameID: l.id, Room: room, At: s.now(), Text: text}
	var writer string
	if refusal := chatWriteRefusal(l, v, room, a != nil); refusal != nil {
		err = refusal
	} else if v == spectator {
		line.Account, line.Name, writer = a.ID, a.Name, "account/"+a.ID
	} else {
		c := v.Color()
		seat := l.Header().Seats[c]
		line.Seat, line.Account, line.Name, writer = int(c)+1, seat.Account, seat.Name, "seat/"+l.id+"/"+colorName(c)
	}
	l.mu.Unlock()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if ok, wait := s.chatRate.allowN(writer, s.now(), 1); !ok {
		s.writeError(w, r, &apiError{status: http.StatusTooManyRequests, retryAfter: wait,
			msg: "too many chat lines: at most 4 at once, then one every 2.5 s"})
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
	if !v.OneSeat() {
		s.writeError(w, r, errorf(http.StatusForbidden, "only a player mutes the opponent: this request holds no seat of game %s", l.id))
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
	l.chatMutes[c] = *req.Muted
	s.publishChat(l.id, cluster.ChatNews{Mute: &cluster.MuteNews{Seat: int(c), Muted: *req.Muted}})
	writeJSON(w, http.StatusOK, map[string]bool{"muted": *req.Muted})
}

// chatRoutes wires the chat's API.
func (s *Server) chatRoutes(api func(string, http.HandlerFunc)) {
	api("GET /api/games/{id}/chat", s.handleGetChat)
	api("POST /api/games/{id}/chat", s.handlePostChat)
	api("POST /api/games/{id}/chat/mute", s.handleChatMute)
}
