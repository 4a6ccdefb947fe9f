package sqlite

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/kingme/kingme/store"
)

// TestCheck checks a sound, a damaged, a missing and an empty database.
func TestCheck(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fillStore(t, dir, 50)
	r, err := Check(ctx, dir)
	if err != nil {
		t.Fatalf("Check(sound): got error %v, want nil", err)
	}
	if r.Damaged() || r.Games != 50 || r.Readable != 50 || r.Moves != 50*40 {
		t.Errorf("Check(sound): got %+v, want 50 readable games of 40 moves and no damage", r)
	}

	overwritePage(t, dir, "VICTIM-MOVE")
	r, err = Check(ctx, dir)
	if err != nil {
		t.Fatalf("Check(damaged): got error %v, want a report", err)
	}
	var lost []string
	for _, g := range r.Lost {
		lost = append(lost, g.ID)
		if !errors.Is(g.Err, store.ErrDamaged) {
			t.Errorf("Check(damaged): game %s: got error %v, want one wrapping store.ErrDamaged", g.ID, g.Err)
		}
	}
	if !r.Damaged() || len(r.Problems) == 0 || !slices.Contains(lost, victim) || r.Games != 50 || r.Readable != 50-len(lost) {
		t.Errorf("Check(damaged): got %d problems, %d games, %d readable, lost %v; want problems, 50 games and %s lost", len(r.Problems), r.Games, r.Readable, lost, victim)
	}

	for _, tt := range []struct {
		name, want string
		prepare    func(dir string)
	}{
		{"missing", "does not exist", func(string) {}},
		{"empty", "is empty (0 bytes)", func(dir string) { writeFile(t, filepath.Join(dir, FileName), nil) }},
	} {
		dir := t.TempDir()
		tt.prepare(dir)
		if _, err := Check(ctx, dir); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Check(%s): got error %v, want one containing %q", tt.name, err, tt.want)
		}
		if _, err := Backup(ctx, dir, filepath.Join(t.TempDir(), "b.db"), BackupOptions{}); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Backup(%s): got error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

// TestBackupWhileWriting backs up a store while another goroutine keeps
// adding moves to a game through it: the backup opens with the same games,
// the moving one with some prefix of its moves.
func TestBackupWhileWriting(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fillStore(t, dir, 40)
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	busy := game("busy")
	if err := s.Create(ctx, busy); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var writeErr error
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			busy.Moves = append(busy.Moves, store.Move{Text: fmt.Sprintf("m%d", i)})
			if err := s.Save(ctx, busy); err != nil {
				writeErr = err
				return
			}
		}
	})
	to := filepath.Join(t.TempDir(), "backup.db")
	var r *Report
	for range 3 { // three backups while the moves go on
		r, err = Backup(ctx, dir, to, BackupOptions{Force: true})
		if err != nil {
			break
		}
	}
	close(stop)
	wg.Wait()
	if err != nil {
		t.Fatalf("Backup: got error %v, want nil", err)
	}
	if writeErr != nil {
		t.Fatalf("Save during the backup: got error %v, want nil", writeErr)
	}
	if r.Path != to || r.Games != 41 || r.Damaged() {
		t.Errorf("Backup: got report %+v, want 41 sound games in %s", r, to)
	}

	backupDir := t.TempDir()
	if err := os.Rename(to, filepath.Join(backupDir, FileName)); err != nil {
		t.Fatal(err)
	}
	b, err := Open(backupDir)
	if err != nil {
		t.Fatalf("Open(backup): got error %v, want nil", err)
	}
	defer b.Close()
	if err := b.Damage(); err != nil {
		t.Errorf("backup's Damage: got %v, want nil", err)
	}
	for _, q := range []store.Query{{}, {Finished: true}} {
		want, err := s.List(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		got, err := b.List(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("backup's List(%+v): got %d games, want %d", q, len(got), len(want))
		}
		for i := range got {
			if got[i].ID != want[i].ID || got[i].ID != "busy" && got[i].MoveCount != want[i].MoveCount {
				t.Errorf("backup's game %d: got %s with %d moves, want %s with %d", i, got[i].ID, got[i].MoveCount, want[i].ID, want[i].MoveCount)
			}
		}
	}
	g, err := b.Load(ctx, "busy")
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range g.Moves {
		if m.Text != busy.Moves[i].Text {
			t.Fatalf("backup's busy game: move %d is %q, want %q (a prefix of the moves played)", i+1, m.Text, busy.Moves[i].Text)
		}
	}
}

// TestBackupRefuses checks that Backup overwrites an existing file only
// with Force, copies a damaged database only with Salvage, and leaves no
// scratch file behind.
func TestBackupRefuses(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fillStore(t, dir, 30)
	out := t.TempDir()
	to := filepath.Join(out, "b.db")
	writeFile(t, to, []byte("keep me"))
	if _, err := Backup(ctx, dir, to, BackupOptions{}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("Backup over a file: got error %v, want one saying it already exists", err)
	}
	if data, _ := os.ReadFile(to); string(data) != "keep me" {
		t.Errorf("Backup over a file without Force: got the file changed to %d bytes, want it kept", len(data))
	}
	if r, err := Backup(ctx, dir, to, BackupOptions{Force: true}); err != nil || r.Games != 30 {
		t.Errorf("Backup with Force: got %+v, %v; want 30 games", r, err)
	}

	overwritePage(t, dir, "VICTIM-MOVE")
	damaged := filepath.Join(out, "damaged.db")
	if _, err := Backup(ctx, dir, damaged, BackupOptions{}); !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "--salvage") {
		t.Errorf("Backup of a damaged database: got error %v, want one wrapping store.ErrDamaged that mentions --salvage", err)
	}
	if _, err := os.Stat(damaged); err == nil {
		t.Errorf("Backup of a damaged database: got %s written, want nothing", damaged)
	}
	r, err := Backup(ctx, dir, damaged, BackupOptions{Salvage: true})
	if err != nil {
		t.Fatalf("Backup with Salvage: got error %v, want nil", err)
	}
	var lost []string
	leftOut := 0
	for _, g := range r.Lost {
		lost = append(lost, g.ID)
		if !strings.Contains(g.Err.Error(), "copied in part") {
			leftOut++
		}
	}
	if !slices.Contains(lost, victim) || r.Games+leftOut != 30 || r.Readable != r.Games {
		t.Errorf("Backup with Salvage: got %d games, lost %v; want the 30 less those left out (the others copied in part), %s among the lost", r.Games, lost, victim)
	}
	salvaged := t.TempDir()
	if err := os.Rename(damaged, filepath.Join(salvaged, FileName)); err != nil {
		t.Fatal(err)
	}
	if c, err := Check(ctx, salvaged); err != nil || c.Damaged() || c.Games != r.Games {
		t.Errorf("Check of the salvaged copy: got %+v, %v; want %d sound games", c, err, r.Games)
	}
	for name := range readDir(t, out) {
		if strings.HasPrefix(name, ".") {
			t.Errorf("scratch file %s left beside the backups", name)
		}
	}
}
