package sqlite

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// salvageGames is how many games the salvage tests store: enough for the
// index of IDs, games_newest and the games table to span several pages.
const salvageGames = 600

// damagedStore fills a store in a new directory with salvageGames games,
// then damages it with damage (given the database file's path), and
// returns the directory, the IDs and the number of games damage left
// unreadable by any path.
func damagedStore(t *testing.T, damage func(t *testing.T, path string) int) (string, []string, int) {
	t.Helper()
	dir := t.TempDir()
	ids := fillStore(t, dir, salvageGames)
	lost := damage(t, filepath.Join(dir, FileName))
	return dir, ids, lost
}

// overwriteTree overwrites every page of the b-tree name.
func overwriteTree(name string) func(t *testing.T, path string) int {
	return func(t *testing.T, path string) int {
		sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, name)...)
		return 0
	}
}

// indexDamage are the damages of the salvage tests: every page of an
// index (which holds nothing the table does not), and the index of IDs
// with a leaf of the table (the games on that leaf are lost).
var indexDamage = []struct {
	name   string
	damage func(t *testing.T, path string) int
}{
	{"the index of IDs", overwriteTree("sqlite_autoindex_games_1")},
	{"games_newest", overwriteTree("games_newest")},
	{"the index of IDs and a leaf of the table", func(t *testing.T, path string) int {
		sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "sqlite_autoindex_games_1")...)
		leaf := sqlitetest.Leaf(t, path, "VICTIM-HEADER")
		lost := sqlitetest.Cells(t, path, leaf)
		sqlitetest.OverwritePages(t, path, leaf)
		return lost
	}},
}

// rootDamage are the damages of the games table's root page: no walk of
// the table can start, and every lookup by ID goes through it (before: 0
// of 600 copied); its leaves, read from the file's pages, hold every game.
var rootDamage = []struct {
	name   string
	damage func(t *testing.T, path string) int
}{
	{"the root page of the games table", func(t *testing.T, path string) int {
		sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "games")[0])
		return 0
	}},
	{"the root page of the games table and the index of IDs", func(t *testing.T, path string) int {
		sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "games")[0])
		sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "sqlite_autoindex_games_1")...)
		return 0
	}},
}

// TestSalvageReadsEveryPath salvages a database whose indexes are damaged:
// the backup copies every game the table holds (before: 0 of 600 with the
// index of IDs damaged, as every game was looked up by that index), reads
// the games of the leaves after a damaged one, and its copy is sound; and
// one whose games table's root page is damaged: the games are read from
// the table's leaf pages themselves (before: 0 of 600).
func TestSalvageReadsEveryPath(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	for _, c := range append(indexDamage[:len(indexDamage):len(indexDamage)], rootDamage...) {
		t.Run(c.name, func(t *testing.T) {
			dir, ids, lost := damagedStore(t, c.damage)
			to := filepath.Join(t.TempDir(), "salvaged.db")
			r, err := Backup(ctx, dir, to, BackupOptions{Salvage: true})
			if err != nil {
				t.Fatalf("Backup --salvage: got error %v, want the readable games copied", err)
			}
			if want := len(ids) - lost; r.Games != want || r.Readable != want {
				t.Errorf("Backup --salvage: got %d games copied (%d readable), want %d of %d", r.Games, r.Readable, want, len(ids))
			}
			// The leaf's games cannot be named (their IDs are on it and in
			// the damaged index), but the report says some are missing.
			if lost > 0 && (len(r.Lost) == 0 || !errors.Is(r.Lost[len(r.Lost)-1].Err, store.ErrDamaged)) {
				t.Errorf("Backup --salvage: got lost %v, want a word on the %d games of the damaged leaf", r.Lost, lost)
			}
			moved := t.TempDir()
			if err := os.Rename(to, filepath.Join(moved, FileName)); err != nil {
				t.Fatal(err)
			}
			check, err := Check(ctx, moved)
			if err != nil || check.Damaged() || check.Readable != len(ids)-lost {
				t.Errorf("Check of the salvaged copy: got %+v, %v; want a sound database of %d games", check, err, len(ids)-lost)
			}
		})
	}
}

// TestDamagedIndexLoads opens a database whose index of IDs or
// games_newest is damaged: every game still loads (through the table when
// the index cannot be read; before: 0 of 600 with the index of IDs
// damaged), and Check names the index as one `kingme db reindex` rebuilds.
func TestDamagedIndexLoads(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	for _, c := range indexDamage[:2] {
		t.Run(c.name, func(t *testing.T) {
			dir, ids, _ := damagedStore(t, c.damage)
			s, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			loaded := 0
			for _, id := range ids {
				if _, err := s.Load(ctx, id); err == nil {
					loaded++
				} else if !errors.Is(err, store.ErrDamaged) {
					t.Errorf("Load(%q): got error %v, want nil", id, err)
				}
			}
			if loaded != len(ids) {
				t.Errorf("Load: got %d of %d games, want all", loaded, len(ids))
			}
			s.Close()
		})
	}
}

// TestBackupSalvagesCopiedDamage flips 10 bytes of a database: VACUUM
// INTO copies the damaged pages as they are, so the plain backup is
// refused with a word about --salvage, and the salvage writes a sound copy
// of every game (before: no file at all, "the copy is damaged"); the games
// whose moves a damaged page cuts short (which Check lists, with how many
// of their moves can be read, where it once read them as whole) are copied
// with the moves that can be read and listed as copied in part.
func TestBackupSalvagesCopiedDamage(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	dir := t.TempDir()
	ids := fillStore(t, dir, salvageGames)
	sqlitetest.FlipBytes(t, filepath.Join(dir, FileName), 10, 22)
	r, err := Check(ctx, dir)
	if err != nil || len(r.Problems) == 0 || len(r.Lost) == 0 {
		t.Fatalf("Check after flipping bytes: got %+v, %v; want problems and the games they cut short", r, err)
	}
	damaged := map[string]bool{}
	partly := 0
	for _, l := range r.Lost {
		damaged[l.ID] = true
		if strings.Contains(l.Err.Error(), "of its 40 moves can be read") {
			partly++
		}
	}
	if partly == 0 {
		t.Errorf("Check lists %v: want at least one game said to be read in part (\"N of its 40 moves can be read\")", r.Lost)
	}
	to := filepath.Join(t.TempDir(), "backup.db")
	if _, err := Backup(ctx, dir, to, BackupOptions{}); !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "--salvage") {
		t.Errorf("Backup without --salvage: got error %v, want one wrapping store.ErrDamaged that mentions --salvage", err)
	}
	r, err = Backup(ctx, dir, to, BackupOptions{Salvage: true})
	if err != nil {
		t.Fatalf("Backup --salvage: got error %v, want a copy of the %d games", err, len(ids))
	}
	if r.Games != len(ids) || len(r.Problems) != 0 || len(r.Lost) == 0 {
		t.Errorf("Backup --salvage: got %d games, %d problems, lost %v; want %d games, sound, the damaged ones listed", r.Games, len(r.Problems), r.Lost, len(ids))
	}
	for _, l := range r.Lost {
		if !damaged[l.ID] || !strings.Contains(l.Err.Error(), "copied in part") {
			t.Errorf("Backup --salvage lists %s: %v; want only games Check found damaged, copied in part", l.ID, l.Err)
		}
	}
	moved := t.TempDir()
	if err := os.Rename(to, filepath.Join(moved, FileName)); err != nil {
		t.Fatal(err)
	}
	if check, err := Check(ctx, moved); err != nil || check.Damaged() || check.Readable != len(ids) {
		t.Errorf("Check of the salvaged copy: got %+v, %v; want a sound database of %d games", check, err, len(ids))
	}
}
