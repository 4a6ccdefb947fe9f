package sqlite

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// skipDamageWhenShort skips a test of a damaged database file in short
// mode. Those tests read and write the file on one goroutine, and under
// the race detector (CI's race step runs with -short) the pure-Go SQLite
// takes minutes over them: the plain run checks them, and the race step
// keeps the tests where goroutines meet.
func skipDamageWhenShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("a damaged database file, on one goroutine: checked without -short")
	}
}

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
	skipDamageWhenShort(t)
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
// one-by-one List of a damaged database: for each query, List's answer on
// the same games before the damage, less the games that can no longer be
// read, then paged.
func TestListSalvagePages(t *testing.T) {
	skipDamageWhenShort(t)
	dir := t.TempDir()
	ids := fillStore(t, dir, 120)
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// Vary what the queries select and sort by.
	for i, id := range ids {
		g, err := s.Load(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		g.Created = g.Created.Add(time.Duration(i%7) * time.Minute)
		if i%3 == 0 {
			g.Outcome, g.Reason = 1, 1
		}
		if i%5 == 0 {
			g.Variant = "stackem"
		}
		if i%4 == 0 {
			g.Moves = g.Moves[:1]
			g.Updated = g.Created.Add(-time.Hour)
		}
		if err := s.Save(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.writer.Exec("VACUUM"); err != nil {
		t.Fatal(err)
	}
	since := ids0Created().Add(time.Second)
	filters := []store.Query{{}, {Finished: true}, {Variant: "stackem"}, {Finished: true, Variant: "standard"}, {ActiveSince: since}}
	before := make([][]string, len(filters))
	for i, q := range filters {
		games, err := s.List(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			before[i] = append(before[i], fmt.Sprintf("%s/%d", g.ID, g.MoveCount))
		}
	}
	s.Close()
	overwritePage(t, dir, "VICTIM-MOVE")
	if s, err = Open(dir); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	lost := map[string]bool{}
	for _, id := range ids {
		if _, err := s.Load(ctx, id); err != nil {
			lost[id] = true
		}
	}
	if !lost[victim] {
		t.Fatalf("the victim loads after its page was overwritten")
	}
	for i, f := range filters {
		var left []string
		for _, w := range before[i] {
			if !lost[strings.Split(w, "/")[0]] {
				left = append(left, w)
			}
		}
		for _, page := range [][2]int{{0, 0}, {0, 7}, {5, 10}, {len(left) + 1, 3}} {
			q := f
			q.Offset, q.Limit = page[0], page[1]
			games, err := s.salvageList(ctx, q, nil)
			if !errors.Is(err, store.ErrDamaged) {
				t.Errorf("salvageList(%+v): got error %v, want one wrapping store.ErrDamaged", q, err)
			}
			var got []string
			for _, g := range games {
				got = append(got, fmt.Sprintf("%s/%d", g.ID, g.MoveCount))
			}
			want := left[min(q.Offset, len(left)):]
			if q.Limit > 0 && len(want) > q.Limit {
				want = want[:q.Limit]
			}
			if !slices.Equal(got, want) {
				t.Errorf("salvageList(%+v): got %v, want %v", q, got, want)
			}
		}
	}
}

// ids0Created is the creation time of fillStore's games (game's).
func ids0Created() time.Time { return game("x").Created }
