package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/store"
)

var _ store.Studies = (*Store)(nil)

// CreateStudy stores a new study; see store.Studies.
func (s *Store) CreateStudy(ctx context.Context, st *store.Study) error {
	return s.write(ctx, "create study "+quote(st.ID), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO studies (id, variant, pdn, created_ns) VALUES (?, ?, ?, ?)
ON CONFLICT (id) DO NOTHING`, st.ID, st.Variant, []byte(st.PDN), nanos(st.Created))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return store.ErrExists
		}
		return nil
	})
}

// LoadStudy returns a study; see store.Studies.
func (s *Store) LoadStudy(ctx context.Context, id string) (*store.Study, error) {
	st := &store.Study{ID: id}
	var text []byte
	var created int64
	err := s.reader.QueryRowContext(ctx, "SELECT variant, pdn, created_ns FROM studies WHERE id = ?", id).Scan(&st.Variant, &text, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("load study %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("load study %q: %w", id, classify(err))
	}
	st.PDN, st.Created = string(text), fromNanos(created)
	return st, nil
}

// SaveStudyAnalysis stores a study's analysis; see store.Studies.
func (s *Store) SaveStudyAnalysis(ctx context.Context, id string, data []byte) error {
	if data == nil {
		data = []byte{} // NULL is "no analysis"
	}
	return s.write(ctx, "save analysis of study "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE studies SET analysis = ?, analysed_ns = ? WHERE id = ?", data, time.Now().UnixNano(), id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return store.ErrNotFound
		}
		return nil
	})
}

// LoadStudyAnalysis returns a study's analysis; see store.Studies.
func (s *Store) LoadStudyAnalysis(ctx context.Context, id string) ([]byte, error) {
	var data []byte
	var analysed sql.NullInt64
	err := s.reader.QueryRowContext(ctx, "SELECT analysis, analysed_ns FROM studies WHERE id = ?", id).Scan(&data, &analysed)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !analysed.Valid {
		return nil, fmt.Errorf("load analysis of study %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("load analysis of study %q: %w", id, classify(err))
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}
