package sqlite

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// TestReindex rebuilds a database whose index of IDs or games_newest is
// damaged: Check names the index as one Reindex rebuilds, Reindex puts a
// sound database of every game in place and keeps the old one, and Open
// then finds it sound and creates games. A damaged leaf of the table is
// refused (a game would be lost) and leaves the file as it was, as does a
// database a server has open.
func TestReindex(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	for _, c := range indexDamage {
		t.Run(c.name, func(t *testing.T) {
			dir, ids, lost := damagedStore(t, c.damage)
			path := filepath.Join(dir, FileName)
			r, err := Check(ctx, dir)
			if err != nil {
				t.Fatal(err)
			}
			if lost == 0 && (len(r.Indexes) != 1 || len(r.Tables) != 0) {
				t.Errorf("Check: got damaged indexes %q and tables %q, want the one index and no table", r.Indexes, r.Tables)
			}
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Reindex(ctx, dir); err == nil || !strings.Contains(err.Error(), "stop the server first") {
				t.Errorf("Reindex while a store has the database open: got error %v, want one saying to stop the server", err)
			}
			s.Close()
			rr, err := Reindex(ctx, dir)
			if lost > 0 {
				after, _ := os.ReadFile(path)
				if err == nil || !strings.Contains(err.Error(), "would be lost") || !bytes.Equal(before, after) {
					t.Errorf("Reindex of a damaged table: got error %v (file unchanged: %v), want a refusal saying games would be lost, and the file as it was", err, bytes.Equal(before, after))
				}
				return
			}
			if err != nil {
				t.Fatalf("Reindex: got error %v, want the index rebuilt", err)
			}
			if kept, _ := os.ReadFile(rr.Kept); !bytes.Equal(kept, before) {
				t.Errorf("Reindex: the database as it was is not kept whole at %s", rr.Kept)
			}
			r, err = Check(ctx, dir)
			if err != nil || r.Damaged() || r.Readable != len(ids) {
				t.Fatalf("Check after Reindex: got %+v, %v; want a sound database of %d games", r, err, len(ids))
			}
			s, err = Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if err := s.Damage(); err != nil {
				t.Errorf("Open after Reindex: got damage %v, want none", err)
			}
			if err := s.Create(ctx, game("newgame00001", "11-15")); err != nil {
				t.Errorf("Create after Reindex: got error %v, want nil", err)
			}
		})
	}
	_ = sqlitetest.Pages
}
