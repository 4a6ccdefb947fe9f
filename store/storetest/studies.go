package storetest

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

func studiesOf(t *testing.T, s store.Store) store.Studies {
	t.Helper()
	return implementation[store.Studies](t, s)
}

// testStudies: a study round-trips byte for byte (comments with any
// characters, a long PDN), a second one with the same ID is ErrExists and
// changes nothing, an unknown one is ErrNotFound, a study is not a game
// (Load and List do not see it, a game of the same ID is another thing),
// and its analysis round-trips, is replaced, and is ErrNotFound before
// any save and for an unknown study.
func testStudies(t *testing.T, s store.Store) {
	ctx := context.Background()
	ss := studiesOf(t, s)
	studies := []store.Study{
		{ID: "study1", Variant: "standard", PDN: "[Event \"Ünïcödé ✓\"]\n1. 11-15 {a comment} (9-13 $1 {a \"quoted\" <b>}) 23-19!? *\n", Created: when},
		{ID: "study2", Variant: "stackem", PDN: strings.Repeat("1. 9-14 {long} ", 10_000) + "*", Created: when.Add(time.Second)},
	}
	for i := range studies {
		if err := ss.CreateStudy(ctx, &studies[i]); err != nil {
			t.Fatalf("CreateStudy(%q): got error %v, want nil", studies[i].ID, err)
		}
	}
	again := store.Study{ID: "study1", Variant: "italian", PDN: "*", Created: when}
	if err := ss.CreateStudy(ctx, &again); !errors.Is(err, store.ErrExists) {
		t.Errorf("CreateStudy of a stored ID: got %v, want an error wrapping ErrExists", err)
	}
	for _, want := range studies {
		got, err := ss.LoadStudy(ctx, want.ID)
		if err != nil || got.ID != want.ID || got.Variant != want.Variant || got.PDN != want.PDN || !got.Created.Equal(want.Created) {
			t.Errorf("LoadStudy(%q): got %+.80v, %v; want %+.80v", want.ID, got, err, want)
		}
	}
	if got, err := ss.LoadStudy(ctx, "no-such-study"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadStudy of an unknown ID: got %+v, %v; want an error wrapping ErrNotFound", got, err)
	}

	// A study is not a game.
	if got, err := s.Load(ctx, "study1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load of a study's ID: got %+v, %v; want an error wrapping ErrNotFound", got, err)
	}
	for _, finished := range []bool{false, true} {
		if got, err := s.List(ctx, store.Query{Finished: finished}); err != nil || len(got) != 0 {
			t.Errorf("List(finished %v) with only studies stored: got %d games, %v; want none", finished, len(got), err)
		}
	}
	g := sampleGame("study1", 2)
	create(t, s, clone(g))
	if err := s.SaveAnalysis(ctx, g.ID, []byte("the game's")); err != nil {
		t.Fatalf("SaveAnalysis of the game: %v", err)
	}

	if got, err := ss.LoadStudyAnalysis(ctx, "study1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadStudyAnalysis before any save: got %q, %v; want an error wrapping ErrNotFound", got, err)
	}
	for _, data := range [][]byte{[]byte(`{"status":"done"}`), bytes.Repeat([]byte("x\x00\xff"), 100_000), {}} {
		if err := ss.SaveStudyAnalysis(ctx, "study1", data); err != nil {
			t.Fatalf("SaveStudyAnalysis(%d bytes): got error %v, want nil", len(data), err)
		}
		if got, err := ss.LoadStudyAnalysis(ctx, "study1"); err != nil || !bytes.Equal(got, data) {
			t.Fatalf("LoadStudyAnalysis after saving %d bytes: got %d bytes, %v; want them", len(data), len(got), err)
		}
	}
	if got, err := s.LoadAnalysis(ctx, g.ID); err != nil || string(got) != "the game's" {
		t.Errorf("the game's analysis after the study's: got %q, %v; want %q", got, err, "the game's")
	}
	if got, err := ss.LoadStudyAnalysis(ctx, "study2"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadStudyAnalysis of a study never analysed: got %q, %v; want an error wrapping ErrNotFound", got, err)
	}
	if err := ss.SaveStudyAnalysis(ctx, "no-such-study", []byte("x")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SaveStudyAnalysis of an unknown study: got %v, want an error wrapping ErrNotFound", err)
	}
	if got, err := ss.LoadStudyAnalysis(ctx, "no-such-study"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadStudyAnalysis of an unknown study: got %q, %v; want an error wrapping ErrNotFound", got, err)
	}
}
