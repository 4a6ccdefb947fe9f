package store

import (
	"context"
	"time"
)

// Study is a game opened from a PDN file (issue 34): a record someone
// read, kept with a link of its own so that it may be replayed, analysed
// and shared. It is not a game played on the server: it has no seats, no
// clock, enters no rating, list of games or player's history, and lives
// apart from the games (its ID may equal a game's).
type Study struct {
	// ID is the study's identifier in URLs: short, URL-safe.
	ID string
	// Variant is the game's variant key, such as "standard".
	Variant string
	// PDN is the game as PDN text, with its comments, NAGs and
	// variations. The store keeps it byte for byte.
	PDN string
	// Created is when the study was stored.
	Created time.Time
}

// Studies keeps the games opened from PDN files and their analyses. Both
// stores implement it; store/storetest checks it.
type Studies interface {
	// CreateStudy stores a new study; it returns an error wrapping
	// ErrExists (and changes nothing) when a study with the same ID is
	// already stored.
	CreateStudy(ctx context.Context, st *Study) error
	// LoadStudy returns the study with the given ID, or an error wrapping
	// ErrNotFound.
	LoadStudy(ctx context.Context, id string) (*Study, error)
	// SaveStudyAnalysis stores the engine's analysis of the study's main
	// line, replacing any stored before; the store keeps data as given.
	// It returns an error wrapping ErrNotFound when no study has the ID.
	SaveStudyAnalysis(ctx context.Context, id string, data []byte) error
	// LoadStudyAnalysis returns the analysis stored for the study, or an
	// error wrapping ErrNotFound when there is none (or no study).
	LoadStudyAnalysis(ctx context.Context, id string) ([]byte, error)
}
