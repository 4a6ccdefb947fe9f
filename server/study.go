package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// maxStudyPDN bounds the PDN text of one game opened from a file and
// stored (a study), as the writer writes it: 256 KiB, room for a game of
// maxReplayPlies moves (variations included) with a book's comments.
const maxStudyPDN = 256 << 10

// studyKey prefixes a study's ID among the analyses running, which a
// game's ID ([a-z0-9]) never starts with.
const studyKey = "study/"

// Study is a game opened from a PDN file, as POST /api/studies and GET
// /api/studies/{id} answer it: its main line and variations, each move
// with its position, NAGs and comments.
type Study struct {
	// ID is the study's link: /study/{id}.
	ID string `json:"id"`
	// Variant is the game's variant key.
	Variant string `json:"variant"`
	// Tags are the game's tags.
	Tags map[string]string `json:"tags"`
	// Comment is the game's comment before its first move.
	Comment string `json:"comment,omitempty"`
	// Start is the position before the first move.
	Start view.Position `json:"start"`
	// Moves is the main line.
	Moves []StudyMove `json:"moves"`
	// Result is the game's result, by the moves or as recorded.
	Result Result `json:"result"`
	// Notes say what was read leniently, each with its line.
	Notes []string `json:"notes,omitempty"`
	// Created is when the study was stored.
	Created time.Time `json:"created"`
}

// StudyMove is one move of a study's line: the move as the game's
// notation writes it (Text, the board's path), and what the record says
// of it.
type StudyMove struct {
	view.Move
	// Written is the move as the record wrote it, when that is not Text
	// (a short capture, algebraic squares).
	Written string `json:"written,omitempty"`
	// Number is the move's number; Second is true for the second player's
	// half.
	Number int  `json:"number"`
	Second bool `json:"second,omitempty"`
	// Position is the position after the move.
	Position view.Position `json:"position"`
	// NAGs are the annotator's marks: 1 to 6 for ! ? !! ?? !? ?!, any
	// other $n as written.
	NAGs []int `json:"nags,omitempty"`
	// Comments are the comments after the move, Before those before it
	// (the first move of a variation).
	Comments []string `json:"comments,omitempty"`
	Before   []string `json:"before,omitempty"`
	// Variations are the lines that replace this move, each from the
	// position before it.
	Variations [][]StudyMove `json:"variations,omitempty"`
}

// studyID is the ID of a stored PDN text: its hash, so that the same
// game opened twice has one link.
func studyID(text string) string {
	sum := sha256.Sum256([]byte(text))
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(sum[:]))[:12]
}

// studyStore returns the store's studies, or 501 when it keeps none.
func (s *Server) studyStore() (store.Studies, error) {
	ss, ok := s.store.(store.Studies)
	if !ok {
		return nil, errorf(http.StatusNotImplemented, "this server's store keeps no opened games")
	}
	return ss, nil
}

// handleCreateStudy stores a game of a PDN file (POST
// /api/studies[?variant=][&game=N]): the file's only game, or game N
// (numbered as POST /api/pdn lists them). It answers 201 with the study,
// or 200 when the same game was stored before.
func (s *Server) handleCreateStudy(w http.ResponseWriter, r *http.Request) {
	ss, err := s.studyStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
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
			s.writeError(w, r, errorf(http.StatusBadRequest, "game=%s: want a game's number in the file, from 1", shorten(text, 20)))
			return
		}
	}
	ctx, cancel := context.WithTimeout(r.Context(), importTime)
	defer cancel()
	pg, src, err := studyGame(ctx, body, want)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if _, hasVariant := pg.Tag(pdn.VariantTag); variant != "" && !hasVariant {
		if _, hasType := pg.Tag("GameType"); !hasType {
			pg.SetTag(pdn.VariantTag, variant)
		}
	}
	src.Number = 0 // the error names the game
	tree, _, err := games.PDN().ReplayTree(pg, src)
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "PDN game %d cannot be opened: %s", max(want, 1), shorten(err.Error(), 300)))
		return
	}
	text := pg.String()
	if len(text) > maxStudyPDN {
		s.writeError(w, r, errorf(http.StatusRequestEntityTooLarge, "PDN game %d is %d KiB as PDN, more than the %d KiB a game opened may be", max(want, 1), (len(text)+1023)/1024, maxStudyPDN>>10))
		return
	}
	vg, err := games.Of(tree.Game.Variant())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st := &store.Study{ID: studyID(text), Variant: vg.Key(), PDN: text, Created: s.now().UTC()}
	status := http.StatusCreated
	err = ss.CreateStudy(r.Context(), st)
	if !errors.Is(err, store.ErrExists) { // opened before: no failure
		s.metrics.storeFailed("create_study", err)
	}
	if errors.Is(err, store.ErrExists) {
		var old *store.Study
		old, err = ss.LoadStudy(r.Context(), st.ID)
		switch {
		case err == nil && old.PDN == text:
			st, status = old, http.StatusOK // opened before: the same link
		case err == nil: // another text of the same hash: a link of its own
			st.ID = newID()
			err = ss.CreateStudy(r.Context(), st)
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out, err := s.studyOf(st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Location", "/study/"+st.ID)
	writeJSON(w, status, out)
}

// studyGame reads game want of body (the only game when want is 0), with
// its variations, numbering the games as readImport does.
func studyGame(ctx context.Context, body []byte, want int) (*pdn.GameRecord, pdn.Source, error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, pdn.Source{}, errorf(http.StatusBadRequest, "the PDN is empty")
	}
	rd := pdn.NewReader(bytes.NewReader(body))
	rd.KeepVariations(true)
	rd.LimitMoves(maxReplayPlies)
	var found *pdn.GameRecord
	var foundErr error
	var src pdn.Source
	count := 0
	for read := 0; read < maxImportRead; read++ {
		if ctx.Err() != nil {
			return nil, src, errorf(http.StatusBadRequest, "the PDN took too long to read")
		}
		pg, err := rd.Next()
		if err == io.EOF {
			break
		}
		var se *pdn.SyntaxError
		if err != nil && !errors.As(err, &se) {
			return nil, src, errorf(http.StatusBadRequest, "PDN: %v", err)
		}
		if err == nil && empty(pg) {
			continue
		}
		count++
		if want == 0 && count > 1 {
			return nil, src, errorf(http.StatusBadRequest, "the PDN holds more than one game: say which to open with ?game=N (POST /api/pdn lists them)")
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
		return nil, src, errorf(http.StatusBadRequest, "the PDN holds no game")
	case found == nil && foundErr == nil:
		return nil, src, errorf(http.StatusNotFound, "the PDN holds %d games: there is no game %d", count, want)
	case foundErr != nil:
		return nil, src, errorf(http.StatusBadRequest, "PDN game %d cannot be read: %v", max(want, 1), foundErr)
	}
	return found, src, nil
}

// studyOf reads a stored study's PDN and replays it.
func (s *Server) studyOf(st *store.Study) (Study, error) {
	rd := pdn.NewReader(strings.NewReader(st.PDN))
	rd.KeepVariations(true)
	pg, err := rd.Next()
	if err != nil {
		return Study{}, fmt.Errorf("study %s: its PDN cannot be read: %w", st.ID, err)
	}
	tree, notes, err := games.PDN().ReplayTree(pg, rd.Source())
	if err != nil {
		return Study{}, fmt.Errorf("study %s: its PDN cannot be replayed: %w", st.ID, err)
	}
	vg, err := games.Of(tree.Game.Variant())
	if err != nil {
		return Study{}, err
	}
	out := Study{ID: st.ID, Variant: vg.Key(), Tags: map[string]string{}, Comment: pg.Comment,
		Result: resultOf(tree.Game.Result()), Created: st.Created}
	for _, t := range pg.Tags {
		if _, ok := out.Tags[t.Name]; !ok {
			out.Tags[t.Name] = t.Value
		}
	}
	for _, n := range notes {
		out.Notes = append(out.Notes, shorten(n.String(), 200))
	}
	if out.Start, err = vg.Display.Position(tree.Game.Start()); err != nil {
		return Study{}, err
	}
	if out.Moves, err = studyLine(vg, tree); err != nil {
		return Study{}, fmt.Errorf("study %s: %w", st.ID, err)
	}
	return out, nil
}

// studyLine describes a replayed line and its variations.
func studyLine(vg *games.Game, line *pdn.Line) ([]StudyMove, error) {
	positions, moves := line.Game.Positions(), line.Game.Played()
	out := make([]StudyMove, len(moves))
	for i, m := range moves {
		mv, err := vg.Display.Move(positions[i], m)
		if err != nil {
			return nil, err
		}
		after, err := vg.Display.Position(positions[i+1])
		if err != nil {
			return nil, err
		}
		rec := line.Moves[i]
		sm := StudyMove{Move: mv, Number: rec.Number, Second: rec.Second, Position: after,
			NAGs: rec.NAGs, Comments: rec.Comments, Before: rec.CommentsBefore}
		if rec.Text != mv.Text {
			sm.Written = rec.Text
		}
		for _, v := range line.Variations[i] {
			sub, err := studyLine(vg, v)
			if err != nil {
				return nil, err
			}
			sm.Variations = append(sm.Variations, sub)
		}
		out[i] = sm
	}
	return out, nil
}

// requestStudy loads the study the request's {id} names; on error it
// answers and returns nil.
func (s *Server) requestStudy(w http.ResponseWriter, r *http.Request) (store.Studies, *store.Study) {
	ss, err := s.studyStore()
	if err != nil {
		s.writeError(w, r, err)
		return nil, nil
	}
	id := r.PathValue("id")
	if !validID(id) {
		s.writeError(w, r, errorf(http.StatusNotFound, "no opened game %q", shorten(id, 40)))
		return nil, nil
	}
	st, err := ss.LoadStudy(r.Context(), id)
	s.metrics.storeFailed("load_study", err)
	if errors.Is(err, store.ErrNotFound) {
		s.writeError(w, r, errorf(http.StatusNotFound, "no opened game %q", id))
		return nil, nil
	}
	if err != nil {
		s.writeError(w, r, err)
		return nil, nil
	}
	return ss, st
}

func (s *Server) handleGetStudy(w http.ResponseWriter, r *http.Request) {
	_, st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	out, err := s.studyOf(st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// handleStudyPDN answers the study's PDN as stored: its tags, comments,
// NAGs and variations.
func (s *Server) handleStudyPDN(w http.ResponseWriter, r *http.Request) {
	_, st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=\"kingme-study-%s.pdn\"", st.ID))
	_, _ = w.Write([]byte(st.PDN))
}

// studySubject is the study's main line as the subject of its analysis.
func (s *Server) studySubject(ss store.Studies, st *store.Study) (analysisSubject, error) {
	rd := pdn.NewReader(strings.NewReader(st.PDN))
	pg, err := rd.Next()
	if err != nil {
		return analysisSubject{}, fmt.Errorf("study %s: its PDN cannot be read: %w", st.ID, err)
	}
	g, _, err := games.PDN().ReplayRecord(pg, rd.Source())
	if err != nil {
		return analysisSubject{}, fmt.Errorf("study %s: its PDN cannot be replayed: %w", st.ID, err)
	}
	vg, err := games.Of(g.Variant())
	if err != nil {
		return analysisSubject{}, err
	}
	id := st.ID
	return analysisSubject{key: studyKey + id, game: g, variant: vg,
		load: func(ctx context.Context) ([]byte, error) { return ss.LoadStudyAnalysis(ctx, id) },
		save: func(ctx context.Context, data []byte) error { return ss.SaveStudyAnalysis(ctx, id, data) },
	}, nil
}

// handleStudyAnalysis answers a study's analysis (GET), or starts it
// (POST): a study, a record, may be analysed whatever its result.
func (s *Server) handleStudyAnalysis(w http.ResponseWriter, r *http.Request) {
	ss, st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	subj, err := s.studySubject(ss, st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if r.Method == http.MethodPost {
		s.analyseSubject(w, r, subj)
		return
	}
	a, err := s.analysisOf(r.Context(), subj)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}
