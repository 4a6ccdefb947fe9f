package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

var _ store.Studies = (*Store)(nil)

// CreateStudy stores a new study; see store.Studies.
func (s *Store) CreateStudy(ctx context.Context, st *store.Study) error {
	what := "create study " + quote(st.ID)
	if !storableID(st.ID) || !storableID(st.Variant) {
		return fmt.Errorf("%s: an ID or variant a store cannot keep", what)
	}
	tag, err := s.pool.Exec(ctx, `INSERT INTO studies (id, variant, pdn, created) VALUES ($1, $2, $3, $4)
ON CONFLICT (id) DO NOTHING`, st.ID, st.Variant, []byte(st.PDN), st.Created)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrExists)
	}
	return nil
}

// LoadStudy returns a study; see store.Studies.
func (s *Store) LoadStudy(ctx context.Context, id string) (*store.Study, error) {
	what := "load study " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	st := &store.Study{ID: id}
	var text []byte
	err := s.pool.QueryRow(ctx, "SELECT variant, pdn, created FROM studies WHERE id = $1", id).Scan(&st.Variant, &text, &st.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	st.PDN = string(text)
	st.Created = st.Created.UTC()
	return st, nil
}

// SaveStudyAnalysis stores a study's analysis; see store.Studies.
func (s *Store) SaveStudyAnalysis(ctx context.Context, id string, data []byte) error {
	what := "save analysis of study " + quote(id)
	if !storableID(id) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if data == nil {
		data = []byte{} // NULL is "no analysis"
	}
	tag, err := s.pool.Exec(ctx, "UPDATE studies SET analysis = $2, analysed = now() WHERE id = $1", id, data)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	return nil
}

// LoadStudyAnalysis returns a study's analysis; see store.Studies.
func (s *Store) LoadStudyAnalysis(ctx context.Context, id string) ([]byte, error) {
	what := "load analysis of study " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	var data []byte
	err := s.pool.QueryRow(ctx, "SELECT analysis FROM studies WHERE id = $1 AND analysis IS NOT NULL", id).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}
