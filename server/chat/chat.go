// Package chat is the rules of the chat of games between people
// (docs/chat.md), apart from HTTP and WebSocket: which games have one,
// who reads and who writes in each room (the players' room and the
// spectators' room), the lines' length and form, the presets, how fast
// one writer may write, the mutes between the players, and how many of a
// game's last lines a page is sent.
//
// It is pure: it is handed the game as a Game, the viewer, the time and a
// rate limiter. Package server carries it: the requests and their JSON,
// the store's calls, the sockets, the news to the other servers, and the
// HTTP status of each Refusal.
package chat

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// The chat's limits.
const (
	// MaxText is the longest line, in characters.
	MaxText = 140
	// Burst lines may be written at once by one writer, then one every
	// minute/PerMinute (one every 2.5 s).
	Burst     = 4
	PerMinute = 24
	// History is how many of a game's last lines a page is sent.
	History = 500
)

// The rooms, in the order a page shows them.
var Rooms = []string{store.PlayersRoom, store.SpectatorsRoom}

// Preset is a line a player sends with one click.
type Preset struct {
	Key  string `json:"key"`
	Text string `json:"text"`
}

// Presets are the lines the page offers as buttons; a request may name
// one by its key instead of sending text.
var Presets = []Preset{
	{"hello", "Hello!"}, {"good-luck", "Good luck!"}, {"have-fun", "Have fun!"}, {"you-too", "You too!"},
	{"well-played", "Well played!"}, {"thank-you", "Thank you!"}, {"good-game", "Good game!"}, {"rematch", "Rematch?"},
}

// Game is a game as the chat sees it.
type Game struct {
	ID string
	// Mode is the game's mode (store.Record's): only "friend" games,
	// between two people, have a chat.
	Mode string
	// Over is whether the game has ended.
	Over bool
	// Seats are the game's seats, indexed by colour.
	Seats [2]store.Seat
}

// Has reports whether g is a game between people, which has a chat.
func (g Game) Has() bool { return g.Mode == "friend" }

// Open returns nil when g has a chat, or a Refusal (NotFound) saying it
// has none.
func (g Game) Open() error {
	if !g.Has() {
		return refuse.Newf(refuse.NotFound, "game %s has no chat: only games between two people have one", g.ID)
	}
	return nil
}

// Readable reports whether viewer v reads room in g: the players their
// room, the spectators theirs, and the players the spectators' once the
// game is over.
func (g Game) Readable(v room.Viewer, rm string) bool {
	player := v.OneSeat()
	switch rm {
	case store.PlayersRoom:
		return player
	case store.SpectatorsRoom:
		return v == room.Spectator || player && g.Over
	}
	return false
}

// WriteRefusal returns why viewer v, logged in or not, may not write in
// room of g now, or nil.
func (g Game) WriteRefusal(v room.Viewer, rm string, loggedIn bool) error {
	player := v.OneSeat()
	switch {
	case rm != store.PlayersRoom && rm != store.SpectatorsRoom:
		return refuse.Newf(refuse.Invalid, "unknown chat room %s: want players or spectators", quoteShort(rm))
	case rm == store.PlayersRoom && !player:
		return refuse.Newf(refuse.Forbidden, "Only the two players write in the players' room.")
	case rm == store.SpectatorsRoom && player && !g.Over:
		return refuse.Newf(refuse.Forbidden, "The players join the spectators' room when the game is over.")
	case rm == store.SpectatorsRoom && !player && !loggedIn:
		return refuse.Newf(refuse.Unauthorized, "Log in to write in the spectators' room.")
	}
	return nil
}

// MuteRefusal returns why viewer v may not mute its opponent in g, or
// nil: only a player mutes.
func (g Game) MuteRefusal(v room.Viewer) error {
	if !v.OneSeat() {
		return refuse.Newf(refuse.Forbidden, "only a player mutes the opponent: this request holds no seat of game %s", g.ID)
	}
	return nil
}

// Text returns the line a request says, by its text or by a preset's
// key, checked: one line of at most MaxText characters once trimmed, or
// a known preset.
func Text(text, preset string) (string, error) {
	if preset != "" {
		if text != "" {
			return "", refuse.Newf(refuse.Invalid, "send text or a preset, not both")
		}
		for _, p := range Presets {
			if p.Key == preset {
				return p.Text, nil
			}
		}
		return "", refuse.Newf(refuse.Invalid, "unknown chat preset %s: see the presets of GET /chat", quoteShort(preset))
	}
	text = strings.TrimSpace(text)
	switch n := utf8.RuneCountInString(text); {
	case !utf8.ValidString(text):
		return "", refuse.Newf(refuse.Invalid, "a chat line must be UTF-8 text")
	case n == 0:
		return "", refuse.Newf(refuse.Invalid, "the chat line is empty: send some text or a preset")
	case n > MaxText:
		return "", refuse.Newf(refuse.Invalid, "a chat line holds at most %d characters; this one has %d", MaxText, n)
	case strings.IndexFunc(text, unicode.IsControl) >= 0:
		return "", refuse.Newf(refuse.Invalid, "a chat line is one line of text, without line breaks or control characters")
	}
	return text, nil
}

// quoteShort quotes what a client sent, cut short to 40 characters.
func quoteShort(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return `"` + refuse.Shorten(s, 40) + `"`
}
