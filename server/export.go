package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
)

// maxExport caps the games of one export; exportPage is how many it lists
// from the store at a time.
const (
	maxExport  = 10000
	exportPage = 200
)

// exportQuery is what GET /api/games/export asks for.
type exportQuery struct {
	variant      string
	since, until time.Time // created within [since, until); zero for no bound
	limit        int
}

// parseExportQuery reads the export's query: variant (a key), since and
// until (a date, 2026-11-26, or an RFC 3339 time) and limit (1 to
// maxExport, 1000 by default).
func parseExportQuery(r *http.Request) (exportQuery, error) {
	q := r.URL.Query()
	e := exportQuery{variant: q.Get("variant"), limit: 1000}
	if e.variant != "" {
		g, err := games.Lookup(e.variant)
		if err != nil {
			return e, errorf(http.StatusBadRequest, "%v", err)
		}
		e.variant = g.Key()
	}
	for name, dst := range map[string]*time.Time{"since": &e.since, "until": &e.until} {
		text := q.Get(name)
		if text == "" {
			continue
		}
		t, err := time.Parse(time.RFC3339, text)
		if err != nil {
			if t, err = time.Parse(time.DateOnly, text); err != nil {
				return e, errorf(http.StatusBadRequest, "bad %s %q: want a date (2026-11-26) or an RFC 3339 time (2026-11-26T18:00:00Z)", name, text)
			}
		}
		*dst = t
	}
	if text := q.Get("limit"); text != "" {
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 || n > maxExport {
			return e, errorf(http.StatusBadRequest, "bad limit %q: want a whole number from 1 to %d", text, maxExport)
		}
		e.limit = n
	}
	return e, nil
}

// handleExport streams finished games of the archive as one PDN file,
// newest first, each as GET /api/games/{id}/pdn writes it. The games are
// listed page by page as the stream goes: games that finish meanwhile may
// be left out, and a game that cannot be read (a damaged database) is
// left out with a comment saying so.
func (s *Server) handleExport(w http.ResponseWriter, r *http.Request) {
	q, err := parseExportQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="kingme-games.pdn"`)
	flusher, _ := w.(http.Flusher)
	written := 0
	for offset := 0; written < q.limit; offset += exportPage {
		page, err := s.store.List(r.Context(), store.Query{Finished: true, Variant: q.variant, Limit: exportPage, Offset: offset})
		s.metrics.storeFailed("list", err)
		if err != nil && !errors.Is(err, store.ErrDamaged) {
			if written == 0 {
				s.writeError(w, r, err)
			} else {
				fmt.Fprintf(w, "{the export stopped: the games could not be listed}\n")
			}
			return
		}
		for _, sum := range page {
			if written >= q.limit || !q.since.IsZero() && sum.Created.Before(q.since) {
				return
			}
			if !q.until.IsZero() && !sum.Created.Before(q.until) {
				continue
			}
			text, err := s.exportText(r, sum.ID)
			if err != nil {
				s.log.Error("the export leaves out a game it cannot read", "id", sum.ID, "err", err)
				fmt.Fprintf(w, "{game %s left out: it cannot be read}\n\n", sum.ID)
				continue
			}
			if _, err := fmt.Fprint(w, text, "\n"); err != nil {
				return // the client left
			}
			written++
		}
		if flusher != nil {
			flusher.Flush()
		}
		if len(page) < exportPage {
			return
		}
	}
}

// exportText returns the PDN of the stored game id.
func (s *Server) exportText(r *http.Request, id string) (string, error) {
	rec, err := s.store.Load(r.Context(), id)
	s.metrics.storeFailed("load", err)
	if err != nil {
		return "", err
	}
	l, err := s.revive(rec)
	if err != nil {
		return "", err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return pdnOf(l).String(), nil
}
