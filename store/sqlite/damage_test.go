package sqlite

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// victim is the ID of the game whose page overwritePage overwrites: in the
// middle of the others, in ID order.
const victim = "g0150v"

// fillStore creates n games of 40 moves each in a new store in dir, one of
// them the game victim, whose moves and header carry the markers
// VICTIM-MOVE and VICTIM-HEADER; then compacts (VACUUM, so that no stale
// copy of a marker is left in a free page) and closes the store.
func fillStore(t *testing.T, dir string, n int) []string {
	t.Helper()
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	ctx := context.Background()
	var ids []string
	for i := range n {
		id := fmt.Sprintf("g%04d", i)
		moves := make([]string, 40)
		for j := range moves {
			moves[j] = fmt.Sprintf("%d-%d", 1+j%32, 1+i%32)
		}
		g := game(id, moves...)
		if i == n/2 {
			g = game(victim, slices.Repeat([]string{"VICTIM-MOVE" + strings.Repeat("-", 200)}, 40)...)
			g.Seats[0].Name = "VICTIM-HEADER"
		}
		if err := s.Create(ctx, g); err != nil {
			t.Fatalf("Create %s: got error %v, want nil", g.ID, err)
		}
		ids = append(ids, g.ID)
	}
	if _, err := s.writer.Exec("VACUUM"); err != nil {
		t.Fatalf("VACUUM: got error %v, want nil", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: got error %v, want nil", err)
	}
	slices.Sort(ids)
	return ids
}

// overwritePage overwrites the leaf page of dir's database that holds
// marker (sqlitetest.OverwriteLeaf).
func overwritePage(t *testing.T, dir, marker string) int {
	t.Helper()
	return sqlitetest.OverwriteLeaf(t, filepath.Join(dir, FileName), marker)
}

// TestDamagedPageKeepsTheRest overwrites a page of the moves, then of the
// headers: Open succeeds and says the database is damaged, the victim's
// Load fails with store.ErrDamaged, most other games load, List returns
// every game that loads with an error naming the others, and a game that
// loads can still be saved.
func TestDamagedPageKeepsTheRest(t *testing.T) {
	for _, marker := range []string{"VICTIM-MOVE", "VICTIM-HEADER"} {
		t.Run(marker, func(t *testing.T) {
			dir := t.TempDir()
			ids := fillStore(t, dir, 300)
			page := overwritePage(t, dir, marker)
			s, err := Open(dir)
			if err != nil {
				t.Fatalf("Open after page %d was overwritten: got error %v, want a degraded store", page, err)
			}
			defer s.Close()
			if err := s.Damage(); !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "kingme db check --data") {
				t.Errorf("Damage: got %v, want an error wrapping store.ErrDamaged that says to run kingme db check", err)
			}
			ctx := context.Background()
			var readable []string
			for _, id := range ids {
				_, err := s.Load(ctx, id)
				switch {
				case err == nil:
					readable = append(readable, id)
				case !errors.Is(err, store.ErrDamaged):
					t.Errorf("Load(%q): got error %v, want nil or one wrapping store.ErrDamaged", id, err)
				}
			}
			if slices.Contains(readable, victim) {
				t.Errorf("Load(%q): got the game, want an error wrapping store.ErrDamaged", victim)
			}
			// One page of 4 KiB holds a few games' moves, or some 40 headers.
			if len(readable) < len(ids)*4/5 {
				t.Errorf("got %d of %d games readable, want at least 80%%", len(readable), len(ids))
			}
			listed, err := s.List(ctx, store.Query{})
			lost := len(ids) - len(readable)
			if !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), fmt.Sprintf("%d games", lost)) {
				t.Errorf("List: got error %v, want one wrapping store.ErrDamaged naming the %d lost games", err, lost)
			}
			var got []string
			for _, g := range listed {
				got = append(got, g.ID)
			}
			slices.Sort(got)
			if !slices.Equal(got, readable) {
				t.Errorf("List: got %d games, want the %d readable ones", len(got), len(readable))
			}
			if len(readable) == 0 {
				t.Fatal("no game is readable")
			}
			// Writes to the intact games go on.
			g, err := s.Load(ctx, readable[0])
			if err != nil {
				t.Fatal(err)
			}
			g.Moves = append(g.Moves, store.Move{Text: "9-14"})
			if err := s.Save(ctx, g); err != nil {
				t.Errorf("Save(%q) in a damaged store: got error %v, want nil", g.ID, err)
			}
		})
	}
}

// TestListSalvagePages checks the filters, order and paging of the
// one-by-one List of a damaged database against List's query on the same
// games before the damage.
func TestListSalvagePages(t *testing.T) {
	dir := t.TempDir()
	fillStore(t, dir, 120)
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	queries := []store.Query{{}, {Limit: 7}, {Offset: 5, Limit: 10}, {Finished: true}, {Variant: "stackem"}}
	want := make([][]string, len(queries))
	for i, q := range queries {
		games, err := s.List(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			if g.ID != victim {
				want[i] = append(want[i], fmt.Sprintf("%s/%d", g.ID, g.MoveCount))
			}
		}
	}
	s.Close()
	overwritePage(t, dir, "VICTIM-MOVE")
	if s, err = Open(dir); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, q := range queries {
		games, _ := s.salvageList(ctx, q, nil)
		var got []string
		for _, g := range games {
			got = append(got, fmt.Sprintf("%s/%d", g.ID, g.MoveCount))
		}
		// The victim's neighbours on its page are lost too: compare what
		// is left.
		lost := 0
		for _, w := range want[i] {
			if !slices.Contains(got, w) {
				lost++
			}
		}
		if q.Limit == 0 && lost > 10 || len(got) > len(want[i])+1 {
			t.Errorf("salvageList(%+v): got %v, want %v less the damaged games", q, got, want[i])
		}
		if !slices.IsSortedFunc(got, func(a, b string) int { return strings.Compare(b, a) }) {
			t.Errorf("salvageList(%+v): got %v, want newest first (IDs descending here)", q, got)
		}
	}
}
