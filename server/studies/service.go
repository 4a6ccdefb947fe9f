// Package studies is the games opened from PDN files and kept (studies),
// apart from HTTP: reading the game asked for out of a file, with its
// variations, within bounds; storing it once under its hash, so that the
// same game opened twice has one link; loading it again; and showing its
// main line and variations, each move with its position, NAGs and
// comments, as the page draws them.
//
// Package server carries it: the requests, the PDN's size and rate
// limits, the analysis of a study's main line, and the HTTP status of
// each Refusal.
package studies

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"strings"
	"time"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// MaxPDN bounds the PDN text of one game opened from a file and stored,
// as the writer writes it: 256 KiB, room for a game of the most moves a
// file's game may have (variations included) with a book's comments.
const MaxPDN = 256 << 10

// Limits bound the reading of a file: at most Games games read (empty
// ones included), a game of more than Plies moves (variations included)
// not read, and reading stopped after Time.
type Limits struct {
	Games int
	Plies int
	Time  time.Duration
}

// Config is what a Service needs of the server.
type Config struct {
	// Limits bound the reading of a file.
	Limits Limits
	// Now is the time a study is stored.
	Now func() time.Time
	// NewID names a study whose hash names another already.
	NewID func() string
	// ValidID reports whether an ID has the form the server gives, so
	// that junk never reaches the store.
	ValidID func(string) bool
	// Failed is told of each store call and its error, for the metrics.
	Failed func(op string, err error)
}

// Service is the server's studies: the store's, and what it needs of the
// server. Its methods may be called at once from any number of
// goroutines. Create it with New.
type Service struct {
	store store.Studies // nil when the store keeps none
	cfg   Config
}

// New returns the studies st keeps (none when it is not a
// store.Studies).
func New(st store.Store, cfg Config) *Service {
	s := &Service{cfg: cfg}
	s.store, _ = st.(store.Studies)
	return s
}

// Store returns the store's studies, or a Refusal (NotKept) saying it
// keeps none.
func (s *Service) Store() (store.Studies, error) {
	if s.store == nil {
		return nil, refuse.Newf(refuse.NotKept, "this server's store keeps no opened games")
	}
	return s.store, nil
}

// idOf is the ID of a stored PDN text: its hash, so that the same game
// opened twice has one link.
func idOf(text string) string {
	sum := sha256.Sum256([]byte(text))
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(sum[:]))[:12]
}

// save stores the PDN text of a game of variant, under its hash, and
// returns the study and whether it is new: a text opened before keeps
// its study, and another text of the same hash gets an ID of its own.
func (s *Service) save(ctx context.Context, ss store.Studies, variant, text string) (*store.Study, bool, error) {
	st := &store.Study{ID: idOf(text), Variant: variant, PDN: text, Created: s.cfg.Now().UTC()}
	created := true
	err := ss.CreateStudy(ctx, st)
	if !errors.Is(err, store.ErrExists) { // opened before: no failure
		s.cfg.Failed("create_study", err)
	}
	if errors.Is(err, store.ErrExists) {
		var old *store.Study
		old, err = ss.LoadStudy(ctx, st.ID)
		switch {
		case err == nil && old.PDN == text:
			st, created = old, false // opened before: the same link
		case err == nil: // another text of the same hash: a link of its own
			st.ID = s.cfg.NewID()
			err = ss.CreateStudy(ctx, st)
		}
	}
	if err != nil {
		return nil, false, err
	}
	return st, created, nil
}

// Load returns the stored study id, or a Refusal (NotFound) when there is
// none.
func (s *Service) Load(ctx context.Context, id string) (*store.Study, error) {
	ss, err := s.Store()
	if err != nil {
		return nil, err
	}
	if !s.cfg.ValidID(id) {
		return nil, refuse.Newf(refuse.NotFound, "no opened game %q", refuse.Shorten(id, 40))
	}
	st, err := ss.LoadStudy(ctx, id)
	s.cfg.Failed("load_study", err)
	if errors.Is(err, store.ErrNotFound) {
		return nil, refuse.Newf(refuse.NotFound, "no opened game %q", id)
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}
