package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// Summary is one game of the archive list.
type Summary struct {
	ID          string            `json:"id"`
	Variant     string            `json:"variant"`
	VariantName string            `json:"variantName"`
	Mode        string            `json:"mode"`
	Level       string            `json:"level,omitempty"`
	Players     map[string]string `json:"players"`
	Result      Result            `json:"result"`
	Moves       int               `json:"moves"`
	// Opening names the game's opening (as State's opening), for games
	// with named openings.
	Opening string    `json:"opening,omitempty"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`
	// Turn is the colour to move in a game that goes on ("black" or
	// "red"); empty for a finished one.
	Turn string `json:"turn,omitempty"`
	// DaysPerMove is a correspondence game's days a move.
	DaysPerMove int `json:"daysPerMove,omitempty"`
}

// maxList caps one page of the archive.
const maxList = 200

// staleAfter is how long an unfinished game with fewer than two moves
// stays in the list of games being played.
const staleAfter = 24 * time.Hour

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	query := store.Query{Limit: 50, Variant: q.Get("variant")}
	switch st := q.Get("status"); st {
	case "", "finished":
		query.Finished = true
	case "playing":
		// Games nobody touched for a day that have fewer than two moves
		// are not being played.
		query.ActiveSince = s.now().Add(-staleAfter)
	default:
		s.writeError(w, r, errorf(http.StatusBadRequest, "unknown status %q: want finished or playing", st))
		return
	}
	if query.Variant != "" {
		g, err := games.Lookup(query.Variant)
		if err != nil {
			s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
			return
		}
		query.Variant = g.Key() // an alias names the same games
	}
	for name, dst := range map[string]*int{"limit": &query.Limit, "offset": &query.Offset} {
		if text := q.Get(name); text != "" {
			n, err := strconv.Atoi(text)
			if err != nil || n < 0 || (name == "limit" && (n == 0 || n > maxList)) {
				s.writeError(w, r, errorf(http.StatusBadRequest, "bad %s %q: want a whole number (limit 1 to %d)", name, text, maxList))
				return
			}
			*dst = n
		}
	}
	listed, err := s.store.List(r.Context(), query)
	s.metrics.storeFailed("list", err)
	switch {
	case errors.Is(err, store.ErrDamaged):
		// The games that can be read are listed; the log names the others.
		s.log.Error("the archive lists the games it can read", "err", err)
	case err != nil:
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": s.summaries(r.Context(), listed)})
}

// summaries describes stored games for the lists.
func (s *Server) summaries(ctx context.Context, listed []*store.Record) []Summary {
	out := make([]Summary, 0, len(listed))
	for _, g := range listed {
		name := g.Variant
		v, err := games.Lookup(g.Variant)
		if err == nil {
			name = v.Name()
		}
		out = append(out, Summary{
			ID: g.ID, Variant: g.Variant, VariantName: name, Mode: g.Mode, Level: g.Level,
			Players: map[string]string{"black": seatName(g.Seats[0]), "red": seatName(g.Seats[1])},
			Result:  resultOf(checkers.Result{Outcome: checkers.Outcome(g.Outcome), Reason: checkers.Reason(g.Reason)}),
			Moves:   g.MoveCount, Created: g.Created, Updated: g.Updated,
			Opening: s.archivedOpening(ctx, v, g), DaysPerMove: g.DaysPerMove,
		})
		if c, ok := listedTurn(v, g); ok {
			out[len(out)-1].Turn = colorName(c)
		}
	}
	return out
}

// seatName is a seat's name for lists and PDN tags.
func seatName(seat store.Seat) string {
	switch {
	case seat.Name != "":
		return seat.Name
	case seat.Player == "computer":
		return "KingMe"
	case seat.Player == "":
		return "(invited friend)"
	}
	return "Anonymous"
}

// archivedOpening names the opening of the archived game g of the game v
// (nil when unknown), loading its moves the first time a game with three
// moves or more is listed.
func (s *Server) archivedOpening(ctx context.Context, v *games.Game, g *store.Record) string {
	if v == nil || v.Openings == nil || g.MoveCount == 0 {
		return ""
	}
	if name, ok := s.openings.Load(g.ID); ok {
		return name.(string)
	}
	full, err := s.store.Load(ctx, g.ID)
	s.metrics.storeFailed("load", err)
	if err != nil || full.Start != v.Variant.Start().String() {
		return ""
	}
	moves := make([]string, 0, 3)
	for _, m := range full.Moves[:min(3, len(full.Moves))] {
		moves = append(moves, m.Text)
	}
	name := v.Openings.Name(moves)
	if len(moves) == 3 && g.Outcome != 0 {
		s.openings.Store(g.ID, name) // a finished game's moves stay
	}
	return name
}

// listedTurn returns the colour to move in the listed game g of the game
// v, which goes on: the players move in turn (a pass is a move), so it is
// the start position's player to move after an even number of moves.
func listedTurn(v *games.Game, g *store.Record) (checkers.Color, bool) {
	if v == nil || g.Outcome != 0 {
		return 0, false
	}
	start, err := v.Variant.ParsePosition(g.Start)
	if err != nil {
		return 0, false
	}
	turn := start.Turn()
	if g.MoveCount%2 == 1 {
		turn = turn.Opponent()
	}
	return turn, true
}
