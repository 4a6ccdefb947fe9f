package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// holdWriter begins a transaction on the store's one write connection, so
// that the writes asked for meanwhile queue up, and returns its release.
func holdWriter(t *testing.T, s *Store) (release func()) {
	t.Helper()
	tx, err := s.writer.BeginTx(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return func() { tx.Rollback() }
}

// waitQueued waits until n writes asked for since the committer had
// taken taken0 wait: to be taken, or taken and waiting for the writer.
func waitQueued(t *testing.T, s *Store, taken0, n int64) {
	t.Helper()
	for s.commits.handing.Load()+s.commits.taken.Load()-taken0 < n {
		time.Sleep(time.Millisecond)
	}
}

// TestGroupCommit queues many saves of different games while the writer is
// busy: once it is free they are committed together, a save that
// conflicts (a stale revision) is refused alone, and every other save is
// stored.
func TestGroupCommit(t *testing.T) {
	const games = 40
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	want := make([]*store.Record, games)
	for i := range want {
		want[i] = game(fmt.Sprintf("g%d", i), "9-14")
		if err := s.Create(ctx, want[i]); err != nil {
			t.Fatal(err)
		}
	}
	stale := game("stale", "9-14")
	if err := s.Create(ctx, stale); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(ctx, stale); err != nil { // revision 1
		t.Fatal(err)
	}
	stale.Revision = 0
	stale.Moves = append(stale.Moves, store.Move{Text: "22-18"})

	release := holdWriter(t, s)
	firstTx, firstWrites := s.CommitStats()
	taken0 := s.commits.taken.Load()
	var wg sync.WaitGroup
	errs := make([]error, games)
	for i, g := range want {
		g.Moves = append(g.Moves, store.Move{Text: fmt.Sprintf("%d-%d", 21+i%4, 17+i%4), Clock: time.Second})
		wg.Go(func() { errs[i] = s.Save(ctx, g) })
	}
	var staleErr error
	wg.Go(func() { staleErr = s.Save(ctx, stale) })
	// The committer holds one write or more, waiting for the connection;
	// the others wait to be taken.
	waitQueued(t, s, taken0, games+1)
	release()
	wg.Wait()

	for i, err := range errs {
		if err != nil {
			t.Errorf("Save(%q): got error %v, want nil", want[i].ID, err)
		}
	}
	if !errors.Is(staleErr, store.ErrConflict) {
		t.Errorf("stale Save in the group: got error %v, want one wrapping store.ErrConflict", staleErr)
	}
	for _, g := range want {
		got, err := s.Load(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Moves) != 2 || got.Moves[1].Text != g.Moves[1].Text || got.Revision != 1 {
			t.Errorf("Load(%q): got %d moves, revision %d, want 2 ending %s, revision 1", g.ID, len(got.Moves), got.Revision, g.Moves[1].Text)
		}
	}
	if got, err := s.Load(ctx, "stale"); err != nil || len(got.Moves) != 1 || got.Revision != 1 {
		t.Errorf("Load(stale): got %v (error %v), want its one move at revision 1", got, err)
	}
	transactions, writes := s.CommitStats()
	if writes-firstWrites != games+1 {
		t.Errorf("writes committed: got %d, want %d", writes-firstWrites, games+1)
	}
	// The one the committer took before the writer was free, if it had
	// taken one yet, then the others together.
	if got := transactions - firstTx; got < 1 || got > 2 {
		t.Errorf("transactions for %d queued writes: got %d, want 1 or 2", games+1, got)
	}
}

// TestAbandonedWriteNotRun checks that a write whose caller gave up
// waiting is never run: the store keeps the game as it was, and a later
// save over the same revision succeeds.
func TestAbandonedWriteNotRun(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	g := game("abandoned", "9-14")
	if err := s.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	release := holdWriter(t, s)
	short, cancel := context.WithCancel(ctx)
	done := make(chan error)
	gone := *g
	gone.Moves = append(gone.Moves, store.Move{Text: "gone"})
	taken := s.commits.taken.Load()
	go func() { done <- s.Save(short, &gone) }()
	// The committer takes the write, then waits for the connection: the
	// caller gives up while the write is taken but not started.
	for s.commits.taken.Load() == taken {
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Save given up: got error %v, want context.Canceled", err)
	}
	release()
	g.Moves = append(g.Moves, store.Move{Text: "kept"})
	if err := s.Save(ctx, g); err != nil {
		t.Fatalf("Save after: got error %v, want nil", err)
	}
	got, err := s.Load(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Moves) != 2 || got.Moves[1].Text != "kept" || got.Revision != 1 {
		t.Errorf("Load: got moves %v at revision %d, want [9-14 kept] at revision 1", got.Moves, got.Revision)
	}
}

// TestWriteAfterClose checks that a write asked for after Close fails
// clearly instead of waiting.
func TestWriteAfterClose(t *testing.T) {
	s := openTemp(t)
	g := game("late")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(context.Background(), g); !errors.Is(err, errClosed) {
		t.Errorf("Create after Close: got error %v, want one wrapping errClosed", err)
	}
}

// TestCancelledJobNotRun checks that a job whose caller's context has
// ended by its turn is not run, even when the caller has not yet seen it
// end (the race that once let a Create with a cancelled context through).
func TestCancelledJobNotRun(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	job := &writeJob{ctx: ctx, what: "cancelled job", f: func(context.Context, *sql.Tx) error {
		ran = true
		return nil
	}, done: make(chan error, 1)}
	tx, err := s.writer.BeginTx(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	err = runInSavepoint(context.Background(), tx, job)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("runInSavepoint: got error %v, want context.Canceled", err)
	}
	if ran {
		t.Errorf("runInSavepoint: got the job run, want it skipped")
	}
	if got, want := job.state.Load(), int32(jobAbandoned); got != want {
		t.Errorf("job state: got %d, want %d (abandoned)", got, want)
	}
}
