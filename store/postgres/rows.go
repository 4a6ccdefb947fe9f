package postgres

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/kingme/kingme/store"
)

// headerColumns are the games columns after id, in the order headerArgs
// gives their values and scanHeader reads them.
const headerColumns = `variant, start, mode, level,
	black_player, black_name, black_token, red_player, red_name, red_token,
	initial_ns, increment_ns, black_clock_ns, red_clock_ns,
	outcome, reason, draw_offer, rematch, takeback, created, updated,
	opening_plies, black_account, red_account, rated, days_per_move`

// headerCount is the number of headerColumns.
var headerCount = len(strings.Split(headerColumns, ","))

// headerArgs returns the values of g's header for headerColumns. Free
// text goes as bytes (bytea columns).
func headerArgs(g *store.Record) []any {
	black, red := g.Seats[0], g.Seats[1]
	return []any{
		g.Variant, []byte(g.Start), g.Mode, []byte(g.Level),
		black.Player, []byte(black.Name), black.TokenHash, red.Player, []byte(red.Name), red.TokenHash,
		int64(g.Initial), int64(g.Increment), int64(g.Clock[0]), int64(g.Clock[1]),
		g.Outcome, g.Reason, g.DrawOffer, []byte(g.Rematch), []byte(g.Takeback),
		timestamp(g.Created), timestamp(g.Updated), g.OpeningPlies, black.Account, red.Account, g.Rated, g.DaysPerMove,
	}
}

// scanner is a pgx.Row or pgx.Rows.
type scanner interface {
	Scan(dest ...any) error
}

// scanHeader reads id, headerColumns and revision, then extra, into a new
// game.
func scanHeader(row scanner, extra ...any) (*store.Record, error) {
	var g store.Record
	var start, level, blackName, redName, rematch, takeback []byte
	var initial, increment, blackClock, redClock int64
	var created, updated pgtype.Timestamptz
	black, red := &g.Seats[0], &g.Seats[1]
	dest := []any{
		&g.ID, &g.Variant, &start, &g.Mode, &level,
		&black.Player, &blackName, &black.TokenHash, &red.Player, &redName, &red.TokenHash,
		&initial, &increment, &blackClock, &redClock,
		&g.Outcome, &g.Reason, &g.DrawOffer, &rematch, &takeback, &created, &updated,
		&g.OpeningPlies, &black.Account, &red.Account, &g.Rated, &g.DaysPerMove, &g.Revision,
	}
	if err := row.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	g.Start, g.Level, g.Rematch, g.Takeback = string(start), string(level), string(rematch), string(takeback)
	black.Name, red.Name = string(blackName), string(redName)
	g.Initial, g.Increment = time.Duration(initial), time.Duration(increment)
	g.Clock = [2]time.Duration{time.Duration(blackClock), time.Duration(redClock)}
	g.Created, g.Updated = timeOf(created), timeOf(updated)
	return &g, nil
}

// moveArrays are a game's moves as the columns' arrays, for unnest.
type moveArrays struct {
	texts  [][]byte
	clocks []int64
	ats    []pgtype.Timestamptz
}

// movesOf converts g's moves to arrays (empty, never nil, for no moves).
func movesOf(g *store.Record) moveArrays {
	a := moveArrays{
		texts:  make([][]byte, len(g.Moves)),
		clocks: make([]int64, len(g.Moves)),
		ats:    make([]pgtype.Timestamptz, len(g.Moves)),
	}
	for i, m := range g.Moves {
		a.texts[i], a.clocks[i], a.ats[i] = []byte(m.Text), int64(m.Clock), timestamp(m.At)
	}
	return a
}

// moves converts stored arrays back; it fails when they differ in length.
func (a moveArrays) moves() ([]store.Move, error) {
	if len(a.clocks) != len(a.texts) || len(a.ats) != len(a.texts) {
		return nil, fmt.Errorf("read moves: %d texts, %d clocks and %d times", len(a.texts), len(a.clocks), len(a.ats))
	}
	if len(a.texts) == 0 {
		return nil, nil
	}
	ms := make([]store.Move, len(a.texts))
	for i := range ms {
		ms[i] = store.Move{Text: string(a.texts[i]), Clock: time.Duration(a.clocks[i]), At: timeOf(a.ats[i])}
	}
	return ms, nil
}

// timestamp is t as stored: NULL for the zero time. PostgreSQL keeps
// microseconds; the rest is dropped.
func timestamp(t time.Time) pgtype.Timestamptz {
	if t.IsZero() {
		return pgtype.Timestamptz{}
	}
	return pgtype.Timestamptz{Time: t, Valid: true}
}

// timeOf is the time a stored value stands for, in UTC.
func timeOf(ts pgtype.Timestamptz) time.Time {
	if !ts.Valid || ts.InfinityModifier != pgtype.Finite {
		return time.Time{}
	}
	return ts.Time.UTC()
}

// storableID reports whether id can be a stored game's ID: an ID the
// database's text cannot hold (a NUL byte, invalid UTF-8) names no game.
func storableID(id string) bool {
	return utf8.ValidString(id) && !strings.ContainsRune(id, 0)
}
