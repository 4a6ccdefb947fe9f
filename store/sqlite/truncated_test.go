package sqlite

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store"
)

// TestTruncatedDatabase cuts a database file short at several lengths:
// Check and Open describe it as truncated, with its length and the
// length its header counts (before: "its first pages or its schema are
// damaged", or pages "never used"), and never as sound.
func TestTruncatedDatabase(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	base := t.TempDir()
	fillStore(t, base, salvageGames)
	whole, err := os.ReadFile(filepath.Join(base, FileName))
	if err != nil {
		t.Fatal(err)
	}
	for _, keep := range []int{4096 + 1000, 3 * 4096, len(whole) / 2, len(whole) - 4096} {
		dir := t.TempDir()
		path := filepath.Join(dir, FileName)
		if err := os.WriteFile(path, whole[:keep], 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := Check(ctx, dir)
		switch {
		case err != nil:
			if !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "is truncated") {
				t.Errorf("Check of %d of %d bytes: got error %v, want one saying the file is truncated", keep, len(whole), err)
			}
		case !r.Damaged() || !strings.Contains(r.Truncated, "is truncated"):
			t.Errorf("Check of %d of %d bytes: got truncated %q, damaged %v; want it said truncated", keep, len(whole), r.Truncated, r.Damaged())
		}
		s, err := Open(dir)
		if err == nil {
			err = s.Damage()
			s.Close()
		}
		if !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "is truncated") {
			t.Errorf("Open of %d of %d bytes: got error %v, want one saying the file is truncated", keep, len(whole), err)
		}
	}
}
