package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/server/refuse"
)

// The bounds of one PDN upload: the body is at most maxPDNBody bytes; at
// most maxImportRead games are read (empty ones included) and
// maxImportListed listed (the rest are counted); a game of more than
// maxReplayPlies moves (variations included) is not read; reading stops
// after importTime or when the client goes.
const (
	maxImportRead   = 20_000
	maxImportListed = 1000
	maxReplayPlies  = 1000
	importTime      = 2 * time.Second
)

// ImportedGame is one game of an uploaded PDN file as POST /api/pdn lists
// it.
type ImportedGame struct {
	// Number is the game's place in the file, from 1.
	Number int `json:"number"`
	// Tags are the game's tags.
	Tags map[string]string `json:"tags"`
	// Variant is the game's variant key, when it can be told.
	Variant string `json:"variant,omitempty"`
	// Plies is the number of moves recorded.
	Plies int `json:"plies"`
	// Result is the game's result, by the moves or as recorded.
	Result Result `json:"result"`
	// Error says why the game cannot be replayed; empty when it can.
	Error string `json:"error,omitempty"`
	// Warnings say what was read leniently (pdn.ReplayRecord), each with
	// its line.
	Warnings []string `json:"warnings,omitempty"`
}

// Imported is the answer to POST /api/pdn.
type Imported struct {
	// Games lists the file's games (at most maxImportListed), or the one
	// asked for with ?game=N.
	Games []ImportedGame `json:"games"`
	// Count is the number of games read; Truncated reports that the file
	// holds more than were listed (or read, within the time allowed).
	Count     int  `json:"count"`
	Truncated bool `json:"truncated"`
	// Replay is the game to replay: the file's only game, or the one
	// asked for with ?game=N.
	Replay *Replay `json:"replay,omitempty"`
}

// importedGame replays pg (with variant, when given, for a game that does
// not name its own) and lists it; the replay is nil when it cannot be
// replayed.
func importedGame(n int, pg *pdn.GameRecord, variant string, src pdn.Source) (ImportedGame, *checkers.Game) {
	if _, hasVariant := pg.Tag(pdn.VariantTag); variant != "" && !hasVariant {
		if _, hasType := pg.Tag("GameType"); !hasType {
			pg.SetTag(pdn.VariantTag, variant)
		}
	}
	out := ImportedGame{Number: n, Tags: map[string]string{}, Plies: len(pg.Moves)}
	for _, t := range pg.Tags {
		out.Tags[t.Name] = t.Value
	}
	if v, err := games.PDN().VariantOf(pg); err == nil {
		if g, err := games.Of(v); err == nil {
			out.Variant = g.Key()
		}
	}
	src.Number = 0 // the entry has its number
	g, notes, err := games.PDN().ReplayRecord(pg, src)
	for _, note := range notes {
		out.Warnings = append(out.Warnings, refuse.Shorten(note.String(), 200))
	}
	if err != nil {
		out.Error = refuse.Shorten(err.Error(), 200)
		return out, nil
	}
	if o, err := pdn.Outcome(pg.Result, g.Variant().Start().Turn()); err == nil && !g.Result().Over() {
		// A result the moves do not give: the game is over as recorded.
		_ = g.End(checkers.Result{Outcome: o, Reason: checkers.Recorded})
	}
	out.Result = resultOf(g.Result())
	return out, g
}

// empty reports whether a game read from a file is nothing: no tag and no
// move (as "*" alone reads).
func empty(pg *pdn.GameRecord) bool { return len(pg.Tags) == 0 && len(pg.Moves) == 0 }

// handleImport reads a PDN file (POST /api/pdn[?variant=][&game=N]): it
// lists the file's games, each with the reason it cannot be replayed if
// so, and answers the replay of the only game, or of game N.
func (s *Server) handleImport(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(w, r, maxPDNBody)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.limitedN(w, r, s.pdnKiB, float64(len(body))/1024, fmt.Sprintf("PDN files (at most %d MiB a minute)", s.cfg.PDNMiBPerMinute)) {
		return
	}
	q := r.URL.Query()
	variant := q.Get("variant")
	if variant != "" {
		g, err := games.Lookup(variant)
		if err != nil {
			s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
			return
		}
		variant = g.Key()
	}
	want := 0
	if text := q.Get("game"); text != "" {
		if want, err = strconv.Atoi(text); err != nil || want < 1 {
			s.writeError(w, r, errorf(http.StatusBadRequest, "game=%s: want a game's number in the file, from 1", refuse.Shorten(text, 20)))
			return
		}
	}
	if len(bytes.TrimSpace(body)) == 0 {
		s.writeError(w, r, errorf(http.StatusBadRequest, "the PDN is empty"))
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), importTime)
	defer cancel()
	out, only, err := readImport(ctx, body, variant, want)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if only != nil {
		rep, err := replayOf(only, pdnTags(out.Games[0].Tags))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		out.Replay = &rep
	}
	writeJSON(w, http.StatusOK, out)
}

// readImport reads the games of body within ctx: all of them (listing at
// most maxImportListed), or only game want when it is not 0. only is the
// game to replay: game want, or the file's only game.
func readImport(ctx context.Context, body []byte, variant string, want int) (Imported, *checkers.Game, error) {
	out := Imported{Games: []ImportedGame{}}
	rd := pdn.NewReader(bytes.NewReader(body))
	rd.LimitMoves(maxReplayPlies)
	var only *checkers.Game
	read := 0
	replayable := 0
	firstErr := ""
	for {
		if ctx.Err() != nil {
			if errors.Is(context.Cause(ctx), context.Canceled) {
				return out, nil, ctx.Err() // the client went away
			}
			out.Truncated = true
			break
		}
		if read == maxImportRead {
			out.Truncated = true
			break
		}
		pg, err := rd.Next()
		if err == io.EOF {
			break
		}
		read++
		var se *pdn.SyntaxError
		if err != nil && !errors.As(err, &se) {
			return out, nil, errorf(http.StatusBadRequest, "PDN: %v", err)
		}
		if err == nil && empty(pg) {
			continue
		}
		out.Count++
		n := out.Count
		if want != 0 && n != want {
			continue
		}
		if want == 0 && len(out.Games) >= maxImportListed {
			out.Truncated = true
			continue // counted, not listed
		}
		var entry ImportedGame
		var g *checkers.Game
		if err != nil {
			entry = ImportedGame{Number: n, Tags: map[string]string{}, Error: refuse.Shorten(err.Error(), 200)}
		} else {
			entry, g = importedGame(n, pg, variant, rd.Source())
		}
		if g != nil {
			replayable++
			only = g
		} else if firstErr == "" {
			firstErr = fmt.Sprintf("game %d: %s", n, entry.Error)
		}
		out.Games = append(out.Games, entry)
		if want != 0 {
			break
		}
	}
	switch {
	case want != 0 && len(out.Games) == 0:
		return out, nil, errorf(http.StatusNotFound, "the PDN holds %d games: there is no game %d", out.Count, want)
	case want != 0 && only == nil:
		return out, nil, errorf(http.StatusBadRequest, "PDN game %d cannot be replayed: %s", want, out.Games[0].Error)
	case out.Count == 0 && out.Truncated:
		return out, nil, errorf(http.StatusBadRequest, "the PDN's first %d games are empty (no tag, no move): no game to replay", read)
	case out.Count == 0:
		return out, nil, errorf(http.StatusBadRequest, "the PDN holds no game")
	case replayable == 0 && !out.Truncated:
		return out, nil, errorf(http.StatusBadRequest, "no game of the PDN can be replayed: %s", strings.TrimSpace(firstErr))
	}
	if want == 0 && (out.Count != 1 || only == nil) {
		only = nil // a list to pick from
	}
	return out, only, nil
}

// pdnTags returns tags as PDN tags (replayOf keeps them by name).
func pdnTags(tags map[string]string) []pdn.Tag {
	out := make([]pdn.Tag, 0, len(tags))
	for k, v := range tags {
		out = append(out, pdn.Tag{Name: k, Value: v})
	}
	return out
}
