// Package room holds a live game once: the rules' game and what the rules
// do not know (the seats, the clocks, the take-back, the rematch: the
// record's header) and each move's stamp. The store's record is derived
// from it (Record); nothing keeps a second copy of a move or a result.
//
// A change to a live game changes its Room; a change that cannot be
// stored puts back the copy taken before it (Clone).
package room

import (
	"slices"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/store"
)

// Room is a live game held once: the rules' game (every move, the
// position, the result, the draw offer) and what the rules do not know,
// the header (seats, mode and level, time control, clocks, take-back,
// rematch, times, revision) and each move's Stamp (the mover's clock
// after it, and when it was played). The store's record is derived from
// it (Record); nothing keeps a second copy of a move or a result.
//
// A change to a live game changes the room; a change that cannot be
// stored puts back the copy taken before it (Clone).
type Room struct {
	// game holds the moves and all that follows from them.
	game *checkers.Game
	// header is the rest of the record.
	header Header
	// stamps has one Stamp per move of game, in order.
	stamps []Stamp
}

// Header is a stored record's header: the record without what the game
// holds. Its fields Moves, MoveCount, Outcome, Reason and DrawOffer hide
// the record's, so that no code of the server reads or writes a second
// copy of them: the record derives them from the game (Room.Record).
type Header struct {
	store.Record
	Moves, MoveCount, Outcome, Reason, DrawOffer heldByTheGame
}

// heldByTheGame is the type of the header's fields that the game holds.
type heldByTheGame struct{}

// Stamp is what the record keeps of a move besides the move itself.
type Stamp struct {
	// text is the move's text as the game writes it (checkers.Move's
	// String), written once when the move is played.
	text string
	// clock is the mover's time left after the move (increment
	// included); zero without a clock.
	clock time.Duration
	// at is when the move was played.
	at time.Time
}

// New makes the room of a stored game whose moves game has replayed.
func New(rec *store.Record, game *checkers.Game) Room {
	r := Room{game: game, header: Header{Record: *rec}, stamps: make([]Stamp, len(rec.Moves))}
	for i, m := range game.Played() {
		r.stamps[i] = Stamp{text: m.String(), clock: rec.Moves[i].Clock, at: rec.Moves[i].At}
	}
	r.header.Record.Moves = nil
	return r
}

// Record returns the store's record of the room: the header, and the
// moves, result and draw offer as the game gives them.
func (r *Room) Record() *store.Record {
	rec := r.HeaderRecord()
	rec.Moves = make([]store.Move, len(r.stamps))
	for i, st := range r.stamps {
		rec.Moves[i] = store.Move{Text: st.text, Clock: st.clock, At: st.at}
	}
	return rec
}

// HeaderRecord returns the store's record of the room without its moves
// (MoveCount says how many), as store.Store.List gives a game.
func (r *Room) HeaderRecord() *store.Record {
	rec := r.header.Record
	rec.MoveCount = r.game.Len()
	res := r.game.Result()
	rec.Outcome, rec.Reason = int(res.Outcome), int(res.Reason)
	rec.DrawOffer = DrawOfferOf(r.game)
	return &rec
}

// Clone returns a copy of the room that later changes to r leave as it
// is.
func (r *Room) Clone() Room {
	return Room{game: r.game.Clone(), header: r.header, stamps: slices.Clone(r.stamps)}
}

// AppendsOneMove reports whether r holds before's moves and one more:
// the change that store.Store.AppendMove stores.
func (r *Room) AppendsOneMove(before *Room) bool {
	n := len(before.stamps)
	return len(r.stamps) == n+1 && slices.Equal(r.stamps[:n], before.stamps)
}

// Plies returns the number of moves played.
func (r *Room) Plies() int { return r.game.Len() }

// Play plays the move that move plays in the game and stamps it with the
// mover's clock after it and its time; an error of move changes nothing.
func (r *Room) Play(move func(*checkers.Game) error, clock time.Duration, at time.Time) error {
	if err := move(r.game); err != nil {
		return err
	}
	m, _ := r.game.LastMove()
	r.stamps = append(r.stamps, Stamp{text: m.String(), clock: clock, at: at})
	return nil
}

// Undo takes back the last move (checkers.Game's Undo).
func (r *Room) Undo() error {
	if err := r.game.Undo(); err != nil {
		return err
	}
	r.stamps = r.stamps[:len(r.stamps)-1]
	return nil
}

// UndoToTurn takes the game back to c's last turn and returns how many
// moves it took back (checkers.Game's UndoToTurn).
func (r *Room) UndoToTurn(c checkers.Color) (int, error) {
	n, err := r.game.UndoToTurn(c)
	if err != nil {
		return 0, err
	}
	r.stamps = r.stamps[:len(r.stamps)-n]
	return n, nil
}

// MoveTexts returns the moves' text, in order.
func (r *Room) MoveTexts() []string {
	texts := make([]string, len(r.stamps))
	for i, st := range r.stamps {
		texts[i] = st.text
	}
	return texts
}

// LastMoveText returns the text of the last move played, which the game
// has.
func (r *Room) LastMoveText() string { return r.stamps[len(r.stamps)-1].text }

// DrawOfferOf returns g's draw offer as a record keeps it (DrawOffer of
// store.Record): 1 + the colour of a standing offer's player, −(1 + the
// colour) of a declined one's, 0 for none.
func DrawOfferOf(g *checkers.Game) int {
	if by, ok := g.DrawOffer(); ok {
		return int(by) + 1
	}
	if by, ok := g.DrawDeclined(); ok {
		return -(int(by) + 1)
	}
	return 0
}

// Game returns the rules' game: every move, the position, the result,
// the draw offer. A change to it that is not a move (Play, Undo) changes
// no Stamp.
func (r *Room) Game() *checkers.Game { return r.game }

// Header returns the rest of the record, to read and change.
func (r *Room) Header() *Header { return &r.header }

// Stamps returns each move's stamp, in order; the slice is the room's,
// not to be changed.
func (r *Room) Stamps() []Stamp { return r.stamps }

// Text returns the move's text as the game writes it.
func (st Stamp) Text() string { return st.text }

// Clock returns the mover's time left after the move (increment
// included); zero without a clock.
func (st Stamp) Clock() time.Duration { return st.clock }

// At returns when the move was played.
func (st Stamp) At() time.Time { return st.at }
