package sqlite

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/kingme/kingme/store"
)

// The write-ahead log. SQLite appends each transaction's pages to
// kingme.db-wal as frames, each with a checksum that runs on from the
// frame before it and with the log's two salts, and copies them into the
// database at checkpoints. When it opens the log it reads frames up to
// the first whose checksum or salts do not match, and keeps the
// transactions whose commit frame comes before it: a damaged frame drops
// every later transaction, acknowledged or not, without a word. readWAL
// reads the log as SQLite does, and tells the frames of the log's current
// round (its salts) that come after a bad one, which SQLite drops.

// WALReport is what readWAL found in a write-ahead log.
type WALReport struct {
	// Path is the log's file.
	Path string
	// Size is its length in bytes, Frames the whole frames it holds.
	Size   int64
	Frames int
	// Valid is how many frames SQLite reads (up to the first bad one),
	// Commits how many transactions they end.
	Valid, Commits int
	// BadHeader says that the log's header fails its checksum: SQLite
	// ignores the whole log.
	BadHeader bool
	// Bad is the number (from 1) of the first frame of the log's current
	// round that SQLite does not read, 0 when none; Dropped counts the
	// frames of the current round from it on, DroppedCommits the
	// transactions they end.
	Bad, Dropped, DroppedCommits int
	// Acknowledged says that a transaction was written after the first
	// dropped one, so that the dropped one was committed and acknowledged
	// before the log was damaged (a crash cuts short only the last).
	Acknowledged bool
}

// Damaged reports whether SQLite drops transactions of the log that were
// committed: a damaged frame before the last commit of the log's round.
func (w *WALReport) Damaged() bool {
	return w != nil && (w.Acknowledged || (w.BadHeader && w.Frames > 0))
}

// String says what the log holds and what SQLite drops.
func (w *WALReport) String() string {
	switch {
	case w.BadHeader:
		return fmt.Sprintf("the write-ahead log %s is damaged: its header fails its checksum, so SQLite ignores all %d frames of it; the transactions in them are not in the database", w.Path, w.Frames)
	case w.Bad == 0:
		return fmt.Sprintf("the write-ahead log %s is sound: %d frames, %d transactions", w.Path, w.Valid, w.Commits)
	case w.Acknowledged:
		return fmt.Sprintf("the write-ahead log %s is damaged at frame %d: SQLite reads the %d frames before it (%d transactions) and drops the %d frames from it on, with %d committed transactions, acknowledged moves among them", w.Path, w.Bad, w.Valid, w.Commits, w.Dropped, w.DroppedCommits)
	}
	return fmt.Sprintf("the write-ahead log %s ends with a transaction cut short at frame %d (%d frames): a crash while it was written, never acknowledged; SQLite reads the %d frames before it", w.Path, w.Bad, w.Dropped, w.Valid)
}

// WAL file layout.
const (
	walHeaderSize = 32
	walFrameHead  = 24
	walMagic      = 0x377f0682 // | 1: checksums of big-endian words
)

// readWAL reads the write-ahead log at path: nil, nil when there is none
// or it is empty.
func readWAL(path string) (*WALReport, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	w := &WALReport{Path: path, Size: info.Size()}
	if w.Size == 0 {
		return nil, nil
	}
	var head [walHeaderSize]byte
	if _, err := io.ReadFull(f, head[:]); err != nil {
		w.BadHeader = true
		return w, nil
	}
	magic := binary.BigEndian.Uint32(head[0:])
	pageSize := int64(binary.BigEndian.Uint32(head[8:]))
	if magic&^1 != walMagic || pageSize < 512 || pageSize > 65536 || pageSize&(pageSize-1) != 0 {
		w.BadHeader = true
		w.Frames = int((w.Size - walHeaderSize) / (walFrameHead + 4096))
		return w, nil
	}
	var order binary.ByteOrder = binary.LittleEndian
	if magic&1 == 1 {
		order = binary.BigEndian
	}
	w.Frames = int((w.Size - walHeaderSize) / (walFrameHead + pageSize))
	s0, s1 := walChecksum(order, head[:24], 0, 0)
	if s0 != binary.BigEndian.Uint32(head[24:]) || s1 != binary.BigEndian.Uint32(head[28:]) {
		w.BadHeader = true
		return w, nil
	}
	salts := head[16:24]
	frame := make([]byte, walFrameHead+pageSize)
	valid := true
	lastCommit := 0 // the frames up to the last commit read
	commits := 0
	firstDroppedCommit := 0
	for i := 1; i <= w.Frames; i++ {
		if _, err := io.ReadFull(f, frame); err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		ours := bytes.Equal(frame[8:16], salts)
		commit := binary.BigEndian.Uint32(frame[4:]) != 0
		if valid {
			n0, n1 := walChecksum(order, frame[:8], s0, s1)
			n0, n1 = walChecksum(order, frame[walFrameHead:], n0, n1)
			if ours && n0 == binary.BigEndian.Uint32(frame[16:]) && n1 == binary.BigEndian.Uint32(frame[20:]) {
				s0, s1 = n0, n1
				if commit {
					lastCommit, commits = i, commits+1
				}
				continue
			}
			valid = false
			w.Valid, w.Commits = lastCommit, commits
			w.Bad = lastCommit + 1 // the frames of a transaction not ended are dropped too
			w.Dropped = i - 1 - lastCommit
		}
		if !ours {
			continue // a frame of an earlier round, left over: not read, rightly
		}
		w.Dropped++
		switch {
		case firstDroppedCommit > 0:
			w.Acknowledged = true // written after a dropped commit
		case commit:
			firstDroppedCommit = i
		}
		if commit {
			w.DroppedCommits++
		}
	}
	if valid {
		w.Valid, w.Commits = lastCommit, commits
		if lastCommit < w.Frames {
			w.Bad, w.Dropped = lastCommit+1, w.Frames-lastCommit // a transaction not ended
		}
	}
	if w.Dropped == 0 {
		w.Bad = 0
	}
	return w, nil
}

// walChecksum runs SQLite's log checksum over data (a multiple of 8
// bytes) from s0, s1, reading words in order.
func walChecksum(order binary.ByteOrder, data []byte, s0, s1 uint32) (uint32, uint32) {
	for i := 0; i+8 <= len(data); i += 8 {
		s0 += order.Uint32(data[i:]) + s1
		s1 += order.Uint32(data[i+4:]) + s0
	}
	return s0, s1
}

// checkWAL reads the write-ahead log of the database at path before
// SQLite opens it. A log SQLite would read only in part (Damaged) is
// copied to path-wal.damaged-TIME, as SQLite overwrites the dropped frames
// at its next checkpoint, and checkWAL returns an error wrapping
// store.ErrDamaged that says so, for Open to report as damage; it returns
// nil for a sound log or none. Its second result is for a log it could
// not read or copy.
func checkWAL(path string) (damage, err error) {
	w, err := readWAL(path + "-wal")
	if err != nil || !w.Damaged() {
		return nil, err
	}
	kept := fmt.Sprintf("%s-wal.damaged-%s", path, time.Now().UTC().Format("20060102-150405"))
	data, err := os.ReadFile(w.Path)
	if err == nil {
		err = os.WriteFile(kept, data, 0o600)
	}
	if err != nil {
		return nil, fmt.Errorf("keep a copy of the damaged write-ahead log %s: %w", w.Path, err)
	}
	return fmt.Errorf("%w: %s. kingme cannot read the dropped transactions back; a copy of the log as it was is kept at %s. Restore from a backup made with `kingme db backup` if they matter", store.ErrDamaged, w, kept), nil
}
