package studies

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strconv"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/server/refuse"
)

// Open stores a game of a PDN file and returns the study and whether it
// is new (false when the same game was stored before). variant, when not
// empty, names the game of a record that names none; number, when not
// empty, is the game's number in the file (counted as the server's PDN
// import lists them), which a file of more than one game needs. The
// checks come in this order: the variant, the number, the file (read
// within the Limits), the game's moves, its length as PDN.
func (s *Service) Open(ctx context.Context, body []byte, variant, number string) (Study, bool, error) {
	ss, err := s.Store()
	if err != nil {
		return Study{}, false, err
	}
	if variant != "" {
		g, err := games.Lookup(variant)
		if err != nil {
			return Study{}, false, refuse.Newf(refuse.Invalid, "%v", err)
		}
		variant = g.Key()
	}
	want := 0
	if number != "" {
		if want, err = strconv.Atoi(number); err != nil || want < 1 {
			return Study{}, false, refuse.Newf(refuse.Invalid, "game=%s: want a game's number in the file, from 1", refuse.Shorten(number, 20))
		}
	}
	rctx, cancel := context.WithTimeout(ctx, s.cfg.Limits.Time)
	defer cancel()
	pg, src, err := s.read(rctx, body, want)
	if err != nil {
		return Study{}, false, err
	}
	if _, hasVariant := pg.Tag(pdn.VariantTag); variant != "" && !hasVariant {
		if _, hasType := pg.Tag("GameType"); !hasType {
			pg.SetTag(pdn.VariantTag, variant)
		}
	}
	src.Number = 0 // the error names the game
	tree, _, err := games.PDN().ReplayTree(pg, src)
	if err != nil {
		return Study{}, false, refuse.Newf(refuse.Invalid, "PDN game %d cannot be opened: %s", max(want, 1), refuse.Shorten(err.Error(), 300))
	}
	text := pg.String()
	if len(text) > MaxPDN {
		return Study{}, false, refuse.Newf(refuse.TooLarge, "PDN game %d is %d KiB as PDN, more than the %d KiB a game opened may be", max(want, 1), (len(text)+1023)/1024, MaxPDN>>10)
	}
	vg, err := games.Of(tree.Game.Variant())
	if err != nil {
		return Study{}, false, err
	}
	st, created, err := s.save(ctx, ss, vg.Key(), text)
	if err != nil {
		return Study{}, false, err
	}
	out, err := Show(st)
	return out, created, err
}

// read reads game want of body (the only game when want is 0), with its
// variations, numbering the games as the server's PDN import does.
func (s *Service) read(ctx context.Context, body []byte, want int) (*pdn.GameRecord, pdn.Source, error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, pdn.Source{}, refuse.Newf(refuse.Invalid, "the PDN is empty")
	}
	rd := pdn.NewReader(bytes.NewReader(body))
	rd.KeepVariations(true)
	rd.LimitMoves(s.cfg.Limits.Plies)
	var found *pdn.GameRecord
	var foundErr error
	var src pdn.Source
	count := 0
	for read := 0; read < s.cfg.Limits.Games; read++ {
		if ctx.Err() != nil {
			return nil, src, refuse.Newf(refuse.Invalid, "the PDN took too long to read")
		}
		pg, err := rd.Next()
		if err == io.EOF {
			break
		}
		var se *pdn.SyntaxError
		if err != nil && !errors.As(err, &se) {
			return nil, src, refuse.Newf(refuse.Invalid, "PDN: %v", err)
		}
		if err == nil && len(pg.Tags) == 0 && len(pg.Moves) == 0 {
			continue // an empty game
		}
		count++
		if want == 0 && count > 1 {
			return nil, src, refuse.Newf(refuse.Invalid, "the PDN holds more than one game: say which to open with ?game=N (POST /api/pdn lists them)")
		}
		if want == 0 || count == want {
			found, foundErr, src = pg, err, rd.Source()
			if want != 0 {
				break
			}
		}
	}
	switch {
	case count == 0:
		return nil, src, refuse.Newf(refuse.Invalid, "the PDN holds no game")
	case found == nil && foundErr == nil:
		return nil, src, refuse.Newf(refuse.NotFound, "the PDN holds %d games: there is no game %d", count, want)
	case foundErr != nil:
		return nil, src, refuse.Newf(refuse.Invalid, "PDN game %d cannot be read: %v", max(want, 1), foundErr)
	}
	return found, src, nil
}
