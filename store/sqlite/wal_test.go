package sqlite

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/store"
)

// walMoves is how many moves crashedStore appends, one commit each: more
// than fit in one round of the log (SQLite restarts it after a checkpoint
// every 1,000 pages), so that the log also holds frames of an earlier
// round.
const walMoves = 600

// crashedStore appends walMoves moves to a game, one commit each, and
// copies the database and its log as a killed server leaves them into a
// new directory, which it returns.
func crashedStore(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	g := game("walgame00001")
	if err := s.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	for i := range walMoves {
		g.Moves = append(g.Moves, store.Move{Text: fmt.Sprintf("%d-%d", 1+i%32, 1+(i+5)%32)})
		if err := s.AppendMove(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	crashed := t.TempDir()
	for _, name := range []string{FileName, FileName + "-wal"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(crashed, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return crashed
}

// flipFrame inverts a byte of the page of frame n (from 1) of the log.
func flipFrame(t *testing.T, wal string, n int) {
	t.Helper()
	data, err := os.ReadFile(wal)
	if err != nil {
		t.Fatal(err)
	}
	pageSize := int(binary.BigEndian.Uint32(data[8:]))
	data[walHeaderSize+(n-1)*(walFrameHead+pageSize)+walFrameHead+100] ^= 0xff
	if err := os.WriteFile(wal, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedWAL damages a frame in the middle of the log a killed server
// left: SQLite drops every later transaction (acknowledged moves), and
// Check says so, naming the frame (before: "sound"), and Open keeps a copy
// of the log and reports the damage (before: nothing). A log whose last
// transaction was cut short by the crash is not damage.
func TestDamagedWAL(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	cases := []struct {
		name    string
		frame   func(w *WALReport) int // the frame to damage, 0 for none
		damaged bool
	}{
		{"sound", func(*WALReport) int { return 0 }, false},
		{"a frame in the middle", func(w *WALReport) int { return w.Valid / 2 }, true},
		{"the last commit", func(w *WALReport) int { return w.Valid }, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := crashedStore(t)
			path := filepath.Join(dir, FileName)
			w, err := readWAL(path + "-wal")
			if err != nil || w == nil || w.Damaged() || w.Valid == 0 {
				t.Fatalf("readWAL of the crashed store: got %+v, %v; want a sound log", w, err)
			}
			frame := c.frame(w)
			if frame > 0 {
				flipFrame(t, path+"-wal", frame)
			}
			r, err := Check(ctx, dir)
			if err != nil {
				t.Fatal(err)
			}
			if r.Damaged() != c.damaged || r.WAL.Damaged() != c.damaged {
				t.Errorf("Check: got damaged %v (log: %v), want %v", r.Damaged(), r.WAL, c.damaged)
			}
			if c.damaged && (r.WAL.Bad > frame || !strings.Contains(r.WAL.String(), fmt.Sprintf("damaged at frame %d", r.WAL.Bad))) {
				t.Errorf("Check: got %q, want the log damaged at frame %d or before", r.WAL, frame)
			}
			s, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			g, err := s.Load(ctx, "walgame00001")
			if err != nil {
				t.Fatal(err)
			}
			kept, _ := filepath.Glob(path + "-wal.damaged-*")
			if !c.damaged {
				if s.Damage() != nil || len(kept) != 0 {
					t.Errorf("Open: got damage %v, log copies %q; want none", s.Damage(), kept)
				}
				return
			}
			if !errors.Is(s.Damage(), store.ErrDamaged) || !strings.Contains(s.Damage().Error(), "write-ahead log") || len(kept) != 1 {
				t.Errorf("Open: got damage %v, log copies %q; want the log's damage reported and one copy kept", s.Damage(), kept)
			}
			t.Logf("%d of %d moves read after the damaged frame %d; %s", len(g.Moves), walMoves, frame, r.WAL)
		})
	}
}
