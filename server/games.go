package server

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kingme/kingme/server/lobby"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// newGameRequest is the body of POST /api/games.
type newGameRequest struct {
	Variant string        `json:"variant"`
	Mode    string        `json:"mode"`
	Level   string        `json:"level"`
	Color   string        `json:"color"`
	First   string        `json:"first"`
	Clock   *clockRequest `json:"clock"`
	Name    string        `json:"name"`
	// Position, when set, is the start position in the variant's position
	// text (a set-up position); its player to move moves first.
	Position string `json:"position"`
	// Opening, when set, starts the game with one of the variant's named
	// openings played: its key ("ACF 8") or "random".
	Opening string `json:"opening"`
	// Rated asks for a rated game: between two logged-in players, with a
	// clock, from the game's own start.
	Rated bool `json:"rated"`
	// Days, when set (1 to 14), makes a correspondence game between
	// people: that many days for each move, instead of a clock.
	Days int `json:"days"`
}

// clockRequest is a time control: minutes each, plus seconds a move.
type clockRequest = lobby.Clock

// seatAnswer answers the creation of a game or the taking of a seat.
type seatAnswer struct {
	ID    string `json:"id"`
	Token string `json:"token"`
	Color string `json:"color"`
	State State  `json:"state"`
	// Invite is a new friend game's invitation secret: the free seat is
	// the friend's who brings it (invite.go).
	Invite string `json:"invite,omitempty"`
}

// maxName is the longest player name, in characters.
const maxName = 40

// cleanName checks and tidies a player's name.
func cleanName(name string) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	if !utf8.ValidString(name) {
		return "", errorf(http.StatusBadRequest, "the name is not valid UTF-8")
	}
	if utf8.RuneCountInString(name) > maxName {
		return "", errorf(http.StatusBadRequest, "the name is longer than %d characters", maxName)
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f {
			return "", errorf(http.StatusBadRequest, "the name holds a control character")
		}
		if unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs, unicode.Zl, unicode.Zp) {
			return "", errorf(http.StatusBadRequest, "the name holds an invisible or direction-changing character (U+%04X): names are shown as typed, so they may hold only visible characters and spaces", r)
		}
	}
	return name, nil
}

// newGame checks a request and builds the game's record and the creator's
// token.
func (s *Server) newGame(req newGameRequest) (*store.Record, string, viewer, error) {
	game, err := games.Lookup(req.Variant)
	if err != nil {
		return nil, "", 0, errorf(http.StatusBadRequest, "%v", err)
	}
	v := game.Variant
	name, err := cleanName(req.Name)
	if err != nil {
		return nil, "", 0, err
	}
	start := v.Start()
	if req.First != "" {
		first, ok := room.ParseColor(req.First)
		if !ok {
			return nil, "", 0, errorf(http.StatusBadRequest, "unknown first player %q: want black or red", req.First)
		}
		chooser, ok := v.(checkers.FirstPlayerChooser)
		switch {
		case ok:
			start = chooser.StartWith(first)
		case first != start.Turn():
			return nil, "", 0, errorf(http.StatusBadRequest, "in %s %s always moves first", v.Name(), colorName(start.Turn()))
		}
	}
	if req.Position != "" {
		if req.First != "" {
			return nil, "", 0, errorf(http.StatusBadRequest, "give either a position or who moves first, not both: the position says who is to move")
		}
		if start, err = v.ParsePosition(req.Position); err != nil {
			return nil, "", 0, errorf(http.StatusBadRequest, "position: %v", err)
		}
		if r := start.Status(); r.Over() {
			return nil, "", 0, errorf(http.StatusBadRequest, "position %q is already over: %s", req.Position, r)
		}
	}
	now := s.now()
	rec := &store.Record{ID: newID(), Variant: v.Key(), Start: start.String(), Mode: req.Mode, Created: now, Updated: now}
	if req.Clock != nil {
		c := req.Clock
		if c.Minutes < 0.5 || c.Minutes > 180 {
			return nil, "", 0, errorf(http.StatusBadRequest, "clock minutes %v out of range: want 0.5 to 180", c.Minutes)
		}
		if c.Increment < 0 || c.Increment > 60 {
			return nil, "", 0, errorf(http.StatusBadRequest, "clock increment %v out of range: want 0 to 60 seconds", c.Increment)
		}
		rec.Initial = time.Duration(c.Minutes * float64(time.Minute))
		rec.Increment = time.Duration(c.Increment * float64(time.Second))
		rec.Clock = [2]time.Duration{rec.Initial, rec.Initial}
	}
	if err := checkDays(req.Days, req.Mode, req.Clock); err != nil {
		return nil, "", 0, err
	}
	rec.DaysPerMove = req.Days
	if err := playOpening(rec, game, req, now); err != nil {
		return nil, "", 0, err
	}
	token := newToken()
	human := store.Seat{Player: "human", Name: name, TokenHash: hashToken(token)}
	if req.Mode == "local" {
		rec.Seats = [2]store.Seat{human, human}
		return rec, token, bothSeats, nil
	}
	color := checkers.Color(rand.IntN(2))
	switch req.Color {
	case "", "random":
	default:
		c, ok := room.ParseColor(req.Color)
		if !ok {
			return nil, "", 0, errorf(http.StatusBadRequest, "unknown colour %q: want black, red or random", req.Color)
		}
		color = c
	}
	rec.Seats[color] = human
	switch req.Mode {
	case "computer":
		if req.Level == "" {
			req.Level = "casual"
		}
		level, err := engine.LevelByName(req.Level)
		if err != nil {
			return nil, "", 0, errorf(http.StatusBadRequest, "%v", err)
		}
		rec.Level = strings.ToLower(level.Name)
		rec.Seats[color.Opponent()] = store.Seat{Player: "computer", Name: "KingMe (" + level.Name + ")"}
	case "friend":
	default:
		return nil, "", 0, errorf(http.StatusBadRequest, "unknown mode %q: want computer, friend or local", req.Mode)
	}
	if req.Mode != "computer" && req.Level != "" {
		return nil, "", 0, errorf(http.StatusBadRequest, "a level is only for games against the computer")
	}
	if color == checkers.Black {
		return rec, token, blackSeat, nil
	}
	return rec, token, redSeat, nil
}

// playOpening records the moves of the opening req asks for as the game's
// first moves, played at now with no time off the clocks.
func playOpening(rec *store.Record, game *games.Game, req newGameRequest, now time.Time) error {
	if req.Opening == "" {
		return nil
	}
	if game.Openings == nil {
		return errorf(http.StatusBadRequest, "%s has no named openings to start from", game.Name())
	}
	if req.Position != "" || req.First != "" {
		return errorf(http.StatusBadRequest, "an opening starts from the start position: give no position and no first player with it")
	}
	var op games.Opening
	if req.Opening == "random" {
		list := game.Openings.List()
		op = list[rand.IntN(len(list))]
	} else {
		var err error
		if op, err = game.Openings.Find(req.Opening); err != nil {
			return errorf(http.StatusBadRequest, "%v", err)
		}
	}
	g := checkers.NewGame(game.Variant)
	for _, text := range op.Moves {
		if err := g.PlayText(text); err != nil {
			return errorf(http.StatusInternalServerError, "opening %s: %v", op.Name, err)
		}
		rec.Moves = append(rec.Moves, store.Move{Text: text, Clock: rec.Initial, At: now})
	}
	rec.OpeningPlies = len(rec.Moves)
	return nil
}

// create makes a new game live, storing it first unless stored already is
// true; client is the address of the client that created it ("" for
// none), for the games it may hold waiting (computer.Admission's MaxIdle).
func (s *Server) create(ctx context.Context, rec *store.Record, token string, v viewer, stored bool, client string) (seatAnswer, error) {
	if !stored {
		err := s.store.Create(ctx, rec)
		s.writes.note(err, s.now())
		if err != nil {
			s.metrics.storeFailed("create", err)
			if errors.Is(err, store.ErrDamaged) {
				s.log.Error("a new game cannot be stored: the database is damaged where new games go; /readyz says not ready. Run `kingme db check`: it says whether `kingme db reindex` repairs it", "id", rec.ID, "err", err)
				return seatAnswer{}, &apiError{status: http.StatusServiceUnavailable, retryAfter: writeFailedFor,
					msg: "new games cannot be stored now: the game database is damaged. The games already stored are served; the server's log says what to do"}
			}
			return seatAnswer{}, err
		}
	}
	l, err := s.bringLive(rec, client)
	if err != nil {
		return seatAnswer{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	st, err := s.stateFor(l, v)
	if err != nil {
		return seatAnswer{}, err
	}
	return seatAnswer{ID: rec.ID, Token: token, Color: *st.You, State: st}, nil
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req newGameRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.limited(w, r, s.creations, "new games") {
		return
	}
	rec, token, v, err := s.newGame(req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	creator := s.seatAccount(r)
	holdSeats(rec, token, creator)
	if err := markRated(rec, creator, req.Rated); err != nil {
		s.writeError(w, r, err)
		return
	}
	if rec.Mode == "computer" {
		s.admitMu.Lock()
		defer s.admitMu.Unlock()
	}
	client := clientOf(r, s.cfg.TrustProxy)
	if err := s.admitComputer(rec, client); err != nil {
		s.writeError(w, r, err)
		return
	}
	invite := inviteFriend(rec)
	ans, err := s.create(r.Context(), rec, token, v, false, client)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ans.Invite = invite
	writeJSON(w, http.StatusCreated, ans)
}

func (s *Server) handleJoin(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name   string `json:"name"`
		Invite string `json:"invite"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	free, err := l.FreeSeat(viewerOf(l, tokenOf(r)))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	joiner := s.seatAccount(r)
	var account, inviteHash, tokenHash string
	if joiner != nil {
		account = joiner.ID
	}
	if req.Invite != "" {
		inviteHash = hashToken(req.Invite)
	}
	token := tokenOf(r)
	if token != "" {
		tokenHash = hashToken(token)
	}
	keep, err := l.Admit(free, account, inviteHash, tokenHash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !keep {
		token = newToken()
	}
	if name == "" {
		name = l.Header().Seats[free].Name // a rematch's seat keeps its player's name
	}
	if l.Header().Rated {
		if err := checkRatedJoin(&l.Header().Record, joiner); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	before := l.Clone()
	l.Sit(free, name, hashToken(token))
	holdSeats(&l.Header().Record, token, joiner)
	if err := s.commit(r.Context(), l, before); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Both seats are taken: the time for the first move runs from now.
	l.turnStart = s.now()
	s.armFlag(l)
	s.broadcast(l)
	v := room.SeatViewer(free)
	sawSeats(l, v, s.now())
	st, err := s.stateFor(l, v)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, seatAnswer{ID: l.Header().ID, Token: token, Color: colorName(free), State: st})
}
