package storetest

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/kingme/kingme/store"
)

// testAnalysis checks SaveAnalysis and LoadAnalysis: nothing stored reads
// as ErrNotFound, what is saved reads back byte for byte, a second save
// replaces the first, each game keeps its own, a game's analysis survives
// saving the game, and an unknown game is ErrNotFound on both sides.
func testAnalysis(t *testing.T, s store.Store) {
	ctx := context.Background()
	a, b := sampleGame("analysed-a", 4), sampleGame("analysed-b", 2)
	create(t, s, clone(a))
	create(t, s, clone(b))

	if got, err := s.LoadAnalysis(ctx, a.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadAnalysis before any save: got %q, %v; want an error wrapping ErrNotFound", got, err)
	}
	steps := []struct {
		id   string
		data []byte
	}{
		{a.ID, []byte(`{"plies":[1,2,3]}`)},
		{b.ID, []byte("b's analysis \x00\xff with any bytes")},
		{a.ID, []byte(`{"plies":[4]}`)}, // replaces a's first
		{b.ID, bytes.Repeat([]byte("long "), 50_000)},
	}
	want := map[string][]byte{}
	for _, st := range steps {
		if err := s.SaveAnalysis(ctx, st.id, st.data); err != nil {
			t.Fatalf("SaveAnalysis(%q, %d bytes): got error %v, want nil", st.id, len(st.data), err)
		}
		want[st.id] = st.data
		for id, w := range want {
			got, err := s.LoadAnalysis(ctx, id)
			if err != nil || !bytes.Equal(got, w) {
				t.Fatalf("LoadAnalysis(%q) after saving %q: got %d bytes (%.20q), %v; want %d bytes (%.20q)",
					id, st.id, len(got), got, err, len(w), w)
			}
		}
	}

	save(t, s, a) // saving the game keeps its analysis
	if got, err := s.LoadAnalysis(ctx, a.ID); err != nil || !bytes.Equal(got, want[a.ID]) {
		t.Errorf("LoadAnalysis after Save of the game: got %q, %v; want %q", got, err, want[a.ID])
	}

	if err := s.SaveAnalysis(ctx, "no-such-game", []byte("x")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SaveAnalysis of an unknown game: got %v, want an error wrapping ErrNotFound", err)
	}
	if got, err := s.LoadAnalysis(ctx, "no-such-game"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("LoadAnalysis of an unknown game: got %q, %v; want an error wrapping ErrNotFound", got, err)
	}
}
