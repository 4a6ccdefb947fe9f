package server

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// Replay is a whole game for the replay page: every position, and every move
// as played from the position before it.
type Replay struct {
	ID        string            `json:"id,omitempty"`
	Tags      map[string]string `json:"tags"`
	Variant   string            `json:"variant"`
	Positions []view.Position   `json:"positions"`
	Moves     []view.Move       `json:"moves"`
	Result    Result            `json:"result"`
	// Bottom is the side the game's board shows at the bottom unless
	// turned ("black" or "red", the table's Bottom).
	Bottom string `json:"bottom,omitempty"`
	// You is the seat the viewer played, by its seat token or its
	// logged-in account: "black", "red", "both" (one screen), or empty
	// for anyone else; the replay shows the viewer's side at the bottom.
	You string `json:"you,omitempty"`
}

// replayOf describes g, moves and result, for the replay page.
func replayOf(g *checkers.Game, tags []pdn.Tag) (Replay, error) {
	game, err := games.Of(g.Variant())
	if err != nil {
		return Replay{}, err
	}
	out := Replay{Tags: map[string]string{}, Variant: game.Key(), Result: resultOf(g.Result()),
		Positions: []view.Position{}, Moves: []view.Move{}}
	for _, t := range tags {
		out.Tags[t.Name] = t.Value
	}
	positions, moves := g.Positions(), g.Played()
	for i, p := range positions {
		pv, err := game.Display.Position(p)
		if err != nil {
			return Replay{}, err
		}
		out.Positions = append(out.Positions, pv)
		if i < len(moves) {
			mv, err := game.Display.Move(p, moves[i])
			if err != nil {
				return Replay{}, err
			}
			out.Moves = append(out.Moves, mv)
		}
	}
	return out, nil
}

// pdnOf returns l's game as PDN: the seven-tag roster, the game's ID, its
// time control (TimeControl, "-" without a clock), why it ended
// (Termination, "unterminated" while it goes on), and with a clock each
// move's clock, the mover's time left after it, as a [%clk h:mm:ss]
// comment (the convention of lichess and lidraughts). A rated game that
// changed its players' ratings (ratings, by colour, as gameRatingChanges
// gives them) has each player's rating before it, WhiteElo and BlackElo,
// and the change, WhiteRatingDiff and BlackRatingDiff, rounded to whole
// points as lichess writes them. l.mu is held.
func pdnOf(l *room.Room, variant *games.Game, ratings map[string]RatingChangeState) *pdn.GameRecord {
	rec := &l.Header().Record
	date := rec.Created.UTC().Format("2006.01.02")
	termination := "unterminated"
	if r := l.Game().Result(); r.Over() {
		termination = r.Why()
	}
	pg := games.PDN().FromGame(l.Game(),
		pdn.Tag{Name: "Event", Value: "KingMe " + variant.Name()},
		pdn.Tag{Name: "Site", Value: "KingMe"},
		pdn.Tag{Name: "Date", Value: date},
		pdn.Tag{Name: "Round", Value: "-"},
		pdn.Tag{Name: "Black", Value: seatName(rec.Seats[checkers.Black])},
		pdn.Tag{Name: "White", Value: seatName(rec.Seats[checkers.Red])},
		pdn.Tag{Name: "GameId", Value: rec.ID},
		pdn.Tag{Name: "TimeControl", Value: timeControl(rec.Initial, rec.Increment)},
		pdn.Tag{Name: "Termination", Value: termination},
	)
	if len(ratings) == 2 {
		for _, side := range []struct{ tag, color string }{{"White", "red"}, {"Black", "black"}} {
			ch := ratings[side.color]
			before, after := math.Round(ch.Before), math.Round(ch.After)
			pg.Tags = append(pg.Tags,
				pdn.Tag{Name: side.tag + "Elo", Value: strconv.Itoa(int(before))},
				pdn.Tag{Name: side.tag + "RatingDiff", Value: fmt.Sprintf("%+d", int(after-before))})
		}
	}
	if rec.Initial > 0 && len(pg.Moves) == len(l.Stamps()) {
		for i, m := range l.Stamps() {
			pg.Moves[i].Comments = append(pg.Moves[i].Comments, "[%clk "+clockText(m.Clock())+"]")
		}
	}
	return pg
}

// replayViewer names the seat the viewer of a replay played, by v (its
// seat token's) or else by a, its logged-in account (nil for none):
// "black", "red", "both", or "" for a spectator.
func replayViewer(v viewer, rec *store.Record, a *store.Account) string {
	if v == spectator && a != nil {
		for c, seat := range rec.Seats {
			if seat.Account == a.ID && seat.Player == "human" {
				v |= viewer(1 + c) // blackSeat is 1, redSeat 2: both held make bothSeats
			}
		}
	}
	switch v {
	case blackSeat:
		return "black"
	case redSeat:
		return "red"
	case bothSeats:
		return "both"
	}
	return ""
}

// timeControl writes a time control as PGN's TimeControl tag does: the
// seconds each player has, "+" and the seconds added a move ("300+5");
// "-" for a game without a clock.
func timeControl(initial, increment time.Duration) string {
	if initial <= 0 {
		return "-"
	}
	return fmt.Sprintf("%d+%d", int(initial.Round(time.Second)/time.Second), int(increment.Round(time.Second)/time.Second))
}

// clockText writes a time left as h:mm:ss, rounded down to the second.
func clockText(d time.Duration) string {
	d = max(d, 0)
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

func (s *Server) handlePDN(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	text := pdnOf(&l.Room, l.variant, s.ratingChangesOf(l)).String()
	id := l.Header().ID
	l.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=\"kingme-%s.pdn\"", id))
	_, _ = w.Write([]byte(text))
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	a := s.seatAccount(r) // the logged-in account, read before the game is locked
	l.mu.Lock()
	rep, err := replayOf(l.Game(), pdnOf(&l.Room, l.variant, s.ratingChangesOf(l)).Tags)
	rep.ID = l.Header().ID
	rep.Bottom, rep.You = colorName(l.variant.Bottom), replayViewer(viewerOf(l, tokenOf(r)), &l.Header().Record, a)
	l.mu.Unlock()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rep)
}
