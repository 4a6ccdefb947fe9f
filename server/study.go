package server

import (
	"context"
	"fmt"
	"net/http"

	"github.com/kingme/kingme/server/studies"
	"github.com/kingme/kingme/store"
)

// This file is the requests of the studies, the games opened from PDN
// files (package server/studies): opening one, showing it, its PDN, and
// the analysis of its main line.

// studyKey prefixes a study's ID among the analyses running, which a
// game's ID ([a-z0-9]) never starts with.
const studyKey = "study/"

// The studies as the API shows them.
type (
	// Study is a game opened from a PDN file, as POST /api/studies and
	// GET /api/studies/{id} answer it: its main line and variations, each
	// move with its position, NAGs and comments.
	Study = studies.Study
	// StudyMove is one move of a study's line: the move as the game's
	// notation writes it (Text, the board's path), and what the record
	// says of it.
	StudyMove = studies.Move
)

// newStudies returns the studies of cfg's store, read within the bounds
// of the server's PDN import.
func newStudies(cfg Config, m *metrics) *studies.Service {
	return studies.New(cfg.Store, studies.Config{
		Limits: studies.Limits{Games: maxImportRead, Plies: maxReplayPlies, Time: importTime},
		Now:    cfg.Now, NewID: newID, ValidID: validID, Failed: m.storeFailed,
	})
}

// handleCreateStudy stores a game of a PDN file (POST
// /api/studies[?variant=][&game=N]): the file's only game, or game N
// (numbered as POST /api/pdn lists them). It answers 201 with the study,
// or 200 when the same game was stored before.
func (s *Server) handleCreateStudy(w http.ResponseWriter, r *http.Request) {
	if _, err := s.studies.Store(); err != nil {
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
	out, created, err := s.studies.Open(r.Context(), body, q.Get("variant"), q.Get("game"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusOK // opened before: the same link
	if created {
		status = http.StatusCreated
	}
	w.Header().Set("Location", "/study/"+out.ID)
	writeJSON(w, status, out)
}

// requestStudy loads the study the request's {id} names; on error it
// answers and returns nil.
func (s *Server) requestStudy(w http.ResponseWriter, r *http.Request) *store.Study {
	st, err := s.studies.Load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return nil
	}
	return st
}

func (s *Server) handleGetStudy(w http.ResponseWriter, r *http.Request) {
	st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	out, err := studies.Show(st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// handleStudyPDN answers the study's PDN as stored: its tags, comments,
// NAGs and variations.
func (s *Server) handleStudyPDN(w http.ResponseWriter, r *http.Request) {
	st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=\"kingme-study-%s.pdn\"", st.ID))
	_, _ = w.Write([]byte(st.PDN))
}

// studySubject is the study's main line as the subject of its analysis,
// which the store keeps with the study.
func studySubject(ss store.Studies, st *store.Study) (analysisSubject, error) {
	g, vg, err := studies.MainLine(st)
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
	st := s.requestStudy(w, r)
	if st == nil {
		return
	}
	ss, err := s.studies.Store()
	var subj analysisSubject
	if err == nil {
		subj, err = studySubject(ss, st)
	}
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
