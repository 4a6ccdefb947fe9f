package server

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/chat"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/view"
)

// viewer is who looks at a game (room.Viewer): a spectator, one seat, or
// both seats (two players at one screen).
type viewer = room.Viewer

// The viewers, as the room names them.
const (
	spectator = room.Spectator
	blackSeat = room.BlackSeat
	redSeat   = room.RedSeat
	bothSeats = room.BothSeats
)

// tokenOf returns the seat token a request carries: the Authorization
// header's bearer token, or the token query parameter (for WebSockets).
func tokenOf(r *http.Request) string {
	if h := r.Header.Get("Authorization"); h != "" {
		if t, ok := strings.CutPrefix(h, "Bearer "); ok {
			return strings.TrimSpace(t)
		}
	}
	return ""
}

// socketTokenOf is tokenOf for the WebSocket, whose opening request cannot
// carry an Authorization header from a browser: there, and only there,
// the token may come as a WebSocket subprotocol offered beside
// socketProtocol ("kingme.token.TOKEN", which proxies do not log as they
// log URLs), or in the query (?token=).
func socketTokenOf(r *http.Request) string {
	if t := tokenOf(r); t != "" {
		return t
	}
	for _, offered := range r.Header.Values("Sec-WebSocket-Protocol") {
		for _, p := range strings.Split(offered, ",") {
			if t, ok := strings.CutPrefix(strings.TrimSpace(p), socketTokenPrefix); ok && t != "" {
				return t
			}
		}
	}
	return r.URL.Query().Get("token")
}

// socketProtocol is the WebSocket subprotocol the server answers a socket
// that offers it with (a browser requires the answer to name one it
// offered); socketTokenPrefix begins the one that carries a seat's token.
const (
	socketProtocol    = "kingme"
	socketTokenPrefix = "kingme.token."
)

// viewerFor returns which seats the token holds in l, as viewerOf does,
// but among several servers a token that names no seat of this server's
// copy first brings the copy up to date (one read of the game's revision):
// its bearer may have just taken a seat through another server, whose news
// has not come here yet. l.mu is held.
func (s *Server) viewerFor(ctx context.Context, l *live, token string) viewer {
	v := viewerOf(l, token)
	if v == spectator && token != "" && s.cluster != nil {
		s.catchUp(ctx, l)
		v = viewerOf(l, token)
	}
	sawSeats(l, v, s.now())
	return v
}

// viewerOf returns which seats the token holds in l. l.mu is held.
func viewerOf(l *live, token string) viewer {
	if token == "" {
		return spectator
	}
	return l.ViewerOfHash(hashToken(token))
}

// State is a game as one viewer sees it (docs/web-api.md).
type State struct {
	ID          string          `json:"id"`
	Variant     string          `json:"variant"`
	VariantName string          `json:"variantName"`
	Bottom      string          `json:"bottom"`
	Mode        string          `json:"mode"`
	Level       string          `json:"level,omitempty"`
	Seats       map[string]Seat `json:"seats"`
	You         *string         `json:"you"`
	Ply         int             `json:"ply"`
	Start       string          `json:"start"`
	Moves       []MoveRecord    `json:"moves"`
	Position    view.Position   `json:"position"`
	Legal       []view.Move     `json:"legal"`
	LastMove    *view.Move      `json:"lastMove"`
	Turn        string          `json:"turn"`
	Clock       *ClockState     `json:"clock"`
	// Correspondence is a correspondence game's days a move and the
	// deadline of the move to play; absent for other games.
	Correspondence *CorrespondenceState `json:"correspondence,omitempty"`
	Result         Result               `json:"result"`
	DrawOffer      *string              `json:"drawOffer"`
	DrawDeclined   *string              `json:"drawDeclined"`
	Thinking       bool                 `json:"thinking"`
	Rematch        *string              `json:"rematch"`
	CanUndo        bool                 `json:"canUndo"`
	// Opening is the name of the opening the game's first moves make
	// ("Edinburgh Single (ACF 8)"), for games that name their openings and
	// started from the start position; "" otherwise.
	Opening string `json:"opening,omitempty"`
	// Takeback is a friend game's take-back request, or the news of its
	// answer until the next move (takeback.go).
	Takeback *TakebackState `json:"takeback"`
	// CanTakeback is whether the viewer may ask to take back a move now.
	CanTakeback bool `json:"canTakeback"`
	// CanAbort is whether the viewer may abort the game now.
	CanAbort bool `json:"canAbort"`
	// Rated marks a rated game; RatingChanges, once it has ended, what it
	// did to each player's rating, by colour.
	Rated         bool                         `json:"rated,omitempty"`
	RatingChanges map[string]RatingChangeState `json:"ratingChanges,omitempty"`
	// Abandon, for a player of a game between people whose opponent has
	// had no connection and made no move, says since when, and when the
	// player may claim the game (POST /claim).
	Abandon *AbandonState `json:"abandon,omitempty"`
	// Watchers counts the spectators' live connections; {"type":
	// "presence"} messages bring its changes.
	Watchers int `json:"watchers"`
	// Chat is whether the game has a chat (a game between people:
	// GET /api/games/{id}/chat, chat.go).
	Chat bool `json:"chat,omitempty"`
}

// Seat is one player as the State shows it.
type Seat struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Taken  bool   `json:"taken"`
	Online bool   `json:"online"`
}

// MoveRecord is one move of the State's move list.
type MoveRecord struct {
	Text  string `json:"text"`
	Clock int64  `json:"clock,omitempty"`
}

// ClockState is the clocks as the State shows them, in milliseconds.
type ClockState struct {
	Initial    int64   `json:"initial"`
	Increment  int64   `json:"increment"`
	Black      int64   `json:"black"`
	Red        int64   `json:"red"`
	Running    *string `json:"running"`
	ServerTime int64   `json:"serverTime"`
	// FirstMoveBy, while the player to move is to play its first move with
	// both seats taken, is when (server time, ms since the epoch) the game
	// is aborted if that move has not come.
	FirstMoveBy *int64 `json:"firstMoveBy,omitempty"`
}

// Result is a game's result as the API shows it.
type Result = room.Result

// resultOf describes r.
func resultOf(r checkers.Result) Result { return room.ResultOf(r) }

func ptr[T any](v T) *T { return &v }

// shared is the part of a State that is the same for every viewer, built
// once per change.
type shared struct {
	state State
	legal []view.Move
	// abortable is whether a player may abort the game.
	abortable bool
	// abandonTime is the server's Config.AbandonTime (abandon.go), and
	// now when the State was made.
	abandonTime time.Duration
	now         time.Time
}

// sharedState builds the viewer-independent State of l at now. l.mu is held.
func (s *Server) sharedState(l *live, now time.Time) (shared, error) {
	rec, g := &l.Header().Record, l.Game()
	pos := g.Position()
	pv, err := l.variant.Display.Position(pos)
	if err != nil {
		return shared{}, err
	}
	st := State{
		ID: rec.ID, Variant: rec.Variant, VariantName: l.variant.Name(), Bottom: colorName(l.variant.Bottom), Mode: rec.Mode, Level: rec.Level,
		Seats: map[string]Seat{}, Ply: g.Len(), Start: rec.Start, Moves: make([]MoveRecord, g.Len()),
		Position: pv, Legal: []view.Move{}, Turn: colorName(g.Turn()), Result: resultOf(g.Result()),
		Thinking: l.think != nil, Watchers: l.watchers, Rated: rec.Rated,
		RatingChanges: s.ratingChangesOf(l), Chat: chat.Game{Mode: rec.Mode}.Has(),
	}
	for c := range 2 {
		seat := rec.Seats[c]
		st.Seats[colorName(checkers.Color(c))] = Seat{
			Player: seat.Player, Name: seat.Name, Taken: seat.Player != "",
			Online: seat.Player == "computer" || l.online[c] > 0,
		}
	}
	for i, m := range l.Stamps() {
		st.Moves[i] = MoveRecord{Text: m.Text(), Clock: m.Clock().Milliseconds()}
	}
	st.Opening = openingName(l)
	if n := g.Len(); n > 0 {
		positions, moves := g.Positions(), g.Played()
		if mv, err := l.variant.Display.Move(positions[n-1], moves[n-1]); err == nil {
			st.LastMove = &mv
		}
	}
	if l.HasClock() {
		cs := &ClockState{
			Initial: rec.Initial.Milliseconds(), Increment: rec.Increment.Milliseconds(),
			Black: timeLeft(l, checkers.Black, now).Milliseconds(), Red: timeLeft(l, checkers.Red, now).Milliseconds(),
			ServerTime: now.UnixMilli(),
		}
		if clockTicking(l) {
			cs.Running = ptr(colorName(g.Turn()))
		}
		if l.AwaitingFirstMove() {
			cs.FirstMoveBy = ptr(s.firstMoveDeadline(l).UnixMilli())
		}
		st.Clock = cs
	}
	st.Correspondence = correspondenceState(l, now)
	if by, ok := g.DrawOffer(); ok {
		st.DrawOffer = ptr(colorName(by))
	}
	if by, ok := g.DrawDeclined(); ok {
		st.DrawDeclined = ptr(colorName(by))
	}
	if rec.Rematch != "" {
		st.Rematch = ptr(rec.Rematch)
	}
	st.Takeback = takebackView(l)
	sh := shared{state: st, abortable: l.AbortRefusal(blackSeat) == nil, abandonTime: s.cfg.AbandonTime, now: now}
	if !g.Result().Over() {
		if sh.legal, err = l.variant.Display.Moves(pos); err != nil {
			return shared{}, err
		}
	}
	return sh, nil
}

// forViewer completes a shared State for one viewer. l.mu is held.
func (sh shared) forViewer(l *live, v viewer) State {
	st := sh.state
	switch v {
	case blackSeat:
		st.You = ptr("black")
	case redSeat:
		st.You = ptr("red")
	case bothSeats:
		st.You = ptr("both")
	}
	if v.Controls(l.Game().Turn()) && sh.legal != nil && !st.Thinking {
		st.Legal = sh.legal
	}
	st.CanUndo = v != spectator && l.UndoPlies(v) > 0
	st.CanTakeback = v != spectator && l.TakebackRefusal(v) == nil
	st.CanAbort = sh.abortable && v.OneSeat()
	st.Abandon = abandonView(l, v, sh.abandonTime, sh.now)
	return st
}

// stateFor returns l's State for one viewer. l.mu is held.
func (s *Server) stateFor(l *live, v viewer) (State, error) {
	sh, err := s.sharedState(l, s.now())
	if err != nil {
		return State{}, err
	}
	return sh.forViewer(l, v), nil
}

// openingName names the opening of l's game, when its game names openings
// and it started from the start position.
func openingName(l *live) string {
	if l.variant.Openings == nil || l.Header().Start != l.variant.Variant.Start().String() {
		return ""
	}
	moves := make([]string, 0, 3)
	for _, m := range l.Stamps()[:min(3, l.Plies())] {
		moves = append(moves, m.Text())
	}
	return l.variant.Openings.Name(moves)
}
