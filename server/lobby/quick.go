package lobby

import (
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// QuickClocks are the lobby's quick-pairing clocks, as lichess offers
// them; the lobby lists them.
var QuickClocks = []Clock{
	{1, 0}, {2, 1}, {3, 0}, {3, 2}, {5, 0}, {5, 3}, {10, 0}, {10, 5}, {15, 10}, {30, 0}, {30, 20},
}

// QuickTerms checks a quick pairing's request (a game and a clock) and
// returns the terms a seek must have to be taken for it: its game by its
// key, its clock and whether it is rated.
func QuickTerms(req SeekRequest) (store.Seek, error) {
	g, err := games.Lookup(req.Variant)
	if err != nil {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "%v", err)
	}
	if req.Clock == nil {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "quick pairing needs a clock: minutes and increment")
	}
	return store.Seek{Variant: g.Key(), Initial: time.Duration(req.Clock.Minutes * float64(time.Minute)),
		Increment: time.Duration(req.Clock.Increment * float64(time.Second)), Rated: req.Rated}, nil
}

// Candidates returns the open seeks (oldest first) that a quick pairing
// on terms (QuickTerms) may take, oldest first, the one waiting longest
// first: those of the same game, clock and rating kind, not played by
// days a move. Whether the player may accept each is MayAccept's.
func Candidates(open []store.Seek, terms store.Seek) []store.Seek {
	var out []store.Seek
	for _, k := range open {
		if k.Variant == terms.Variant && k.Initial == terms.Initial && k.Increment == terms.Increment && k.Rated == terms.Rated && k.DaysPerMove == 0 {
			out = append(out, k)
		}
	}
	return out
}

// QuickSeek returns the seek request a quick pairing posts when it finds
// no seek to take: req's, in the game's key, any colour, any rating.
func QuickSeek(req SeekRequest, terms store.Seek) SeekRequest {
	req.Variant, req.Color, req.MinRating, req.MaxRating = terms.Variant, "random", 0, 0
	return req
}
