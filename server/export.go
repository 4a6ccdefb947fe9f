package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// maxExport caps the games of one export; exportPage is how many it lists
// from the store at a time.
const (
	maxExport  = 10000
	exportPage = 200
)

// ExportQuery selects the finished games Export writes.
type ExportQuery struct {
	// Variant is a game's key ("" for every game).
	Variant string
	// Since and Until bound when the games were created, [Since, Until);
	// zero for no bound.
	Since, Until time.Time
	// Limit is the most games written (at least 1).
	Limit int
}

// parseExportQuery reads the export's query: variant (a key or an alias),
// since and until (a date, 2026-11-26, or an RFC 3339 time) and limit (1
// to maxExport, 1000 by default).
func parseExportQuery(r *http.Request) (ExportQuery, error) {
	q := r.URL.Query()
	e := ExportQuery{Variant: q.Get("variant"), Limit: 1000}
	if e.Variant != "" {
		g, err := games.Lookup(e.Variant)
		if err != nil {
			return e, errorf(http.StatusBadRequest, "%v", err)
		}
		e.Variant = g.Key()
	}
	for name, dst := range map[string]*time.Time{"since": &e.Since, "until": &e.Until} {
		text := q.Get(name)
		if text == "" {
			continue
		}
		t, err := ParseExportTime(text)
		if err != nil {
			return e, errorf(http.StatusBadRequest, "bad %s %q: %v", name, text, err)
		}
		*dst = t
	}
	if text := q.Get("limit"); text != "" {
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 || n > maxExport {
			return e, errorf(http.StatusBadRequest, "bad limit %q: want a whole number from 1 to %d", text, maxExport)
		}
		e.Limit = n
	}
	return e, nil
}

// ParseExportTime reads a bound of an export: a date (2026-11-26, from
// its midnight UTC) or an RFC 3339 time (2026-11-26T18:00:00Z).
func ParseExportTime(text string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, text); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.DateOnly, text); err == nil {
		return t, nil
	}
	return time.Time{}, errors.New("want a date (2026-11-26) or an RFC 3339 time (2026-11-26T18:00:00Z)")
}

// handleExport streams finished games of the archive as one PDN file
// (Export).
func (s *Server) handleExport(w http.ResponseWriter, r *http.Request) {
	q, err := parseExportQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="kingme-games.pdn"`)
	sink := &exportWriter{w: w}
	_, err = Export(r.Context(), s.store, sink, q, func(id string, err error) {
		s.log.Error("the export leaves out a game it cannot read", "id", id, "err", err)
	})
	switch {
	case err == nil, sink.err != nil:
		// Done, or the client left.
	case !sink.started:
		s.metrics.storeFailed("list", err)
		s.writeError(w, r, err)
	default:
		s.metrics.storeFailed("list", err)
		fmt.Fprintf(w, "{the export stopped: the games could not be listed}\n")
	}
}

// exportWriter is an export's response: it notes whether anything was
// written and the first write's error (the client left), and flushes the
// response after each page.
type exportWriter struct {
	w       http.ResponseWriter
	started bool
	err     error
}

func (e *exportWriter) Write(p []byte) (int, error) {
	e.started = true
	n, err := e.w.Write(p)
	if err != nil && e.err == nil {
		e.err = err
	}
	return n, err
}

// Flush sends what the response holds.
func (e *exportWriter) Flush() {
	if f, ok := e.w.(http.Flusher); ok {
		f.Flush()
	}
}

// Export writes finished games of st to w as one PDN file, newest first,
// each as GET /api/games/{id}/pdn writes it (tags, clocks, termination),
// and returns how many it wrote. The games are listed page by page as it
// goes: games that finish meanwhile may be left out. A game that cannot
// be read (a damaged database) is left out with a PDN comment saying so,
// and told to left. It stops at the first error listing the games or
// writing to w (a writer with a Flush method is flushed after each page).
// GET /api/games/export and kingme db export both write through it.
func Export(ctx context.Context, st store.Store, w io.Writer, q ExportQuery, left func(id string, err error)) (int, error) {
	flusher, _ := w.(interface{ Flush() })
	written := 0
	for offset := 0; written < q.Limit; offset += exportPage {
		page, err := st.List(ctx, store.Query{Finished: true, Variant: q.Variant, Limit: exportPage, Offset: offset})
		if err != nil && !errors.Is(err, store.ErrDamaged) {
			return written, err
		}
		for _, sum := range page {
			if written >= q.Limit || !q.Since.IsZero() && sum.Created.Before(q.Since) {
				return written, nil
			}
			if !q.Until.IsZero() && !sum.Created.Before(q.Until) {
				continue
			}
			text, err := exportText(ctx, st, sum.ID)
			if err != nil {
				if left != nil {
					left(sum.ID, err)
				}
				if _, err := fmt.Fprintf(w, "{game %s left out: it cannot be read}\n\n", sum.ID); err != nil {
					return written, err
				}
				continue
			}
			if _, err := fmt.Fprint(w, text, "\n"); err != nil {
				return written, err
			}
			written++
		}
		if flusher != nil {
			flusher.Flush()
		}
		if len(page) < exportPage {
			return written, nil
		}
	}
	return written, nil
}

// exportText returns the PDN of the stored game id.
func exportText(ctx context.Context, st store.Store, id string) (string, error) {
	rec, err := st.Load(ctx, id)
	if err != nil {
		return "", err
	}
	game, r, err := room.FromRecord(rec)
	if err != nil {
		return "", err
	}
	return pdnOf(&r, game, gameRatingChanges(ctx, st, rec)).String(), nil
}
