package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync/atomic"
)

// writeFunc is a write's statements, run in tx with ctx.
type writeFunc func(ctx context.Context, tx *sql.Tx) error

// maxGroup is the most writes one transaction commits together.
const maxGroup = 512

// errClosed is the error of a write asked for after Close.
var errClosed = errors.New("the game store is closed")

// writeJob is one write waiting for the committer: f runs in the group's
// transaction, inside a savepoint of its own, and the outcome is sent on
// done once the group is on disk (or has failed). ctx is the caller's: a
// job whose context has ended by its turn is not run. Once run, f's
// statements take the group's context, never the caller's: SQLite rolls
// back the whole transaction when a statement inside it is interrupted.
type writeJob struct {
	ctx  context.Context
	what string
	f    writeFunc
	done chan error
	// state is jobWaiting until the committer starts the job (jobStarted)
	// or its caller gives up waiting (jobAbandoned), whichever comes
	// first: a job given up is never run, a job started is always answered.
	state atomic.Int32
}

// The states of a writeJob.
const (
	jobWaiting = iota
	jobStarted
	jobAbandoned
)

// committer commits writes in groups (group commit). Writes that arrive
// while a transaction is being synced wait together, and the next
// transaction takes all of them: each runs in a savepoint, so one that
// fails is rolled back alone, and the group's one commit (one sync of the
// write-ahead log) makes all the others durable at once. A write returns
// only after that commit, so it is on disk when it returns without error,
// as store.Store requires; under load, many moves share one sync instead
// of waiting for a sync each.
type committer struct {
	db    *sql.DB
	jobs  chan *writeJob
	quit  chan struct{}
	ended chan struct{}
	// handing counts the writes waiting to be taken, taken those taken;
	// groups and writes count the transactions committed and the writes
	// they held.
	handing, taken, groups, writes atomic.Int64
}

// newCommitter starts the committer of db, whose one connection it owns.
func newCommitter(db *sql.DB) *committer {
	c := &committer{db: db, jobs: make(chan *writeJob), quit: make(chan struct{}), ended: make(chan struct{})}
	go c.run()
	return c
}

// write runs f in a write transaction, possibly shared with other writes,
// and returns once that transaction is committed; what names the operation
// in errors.
func (c *committer) write(ctx context.Context, what string, f writeFunc) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	job := &writeJob{ctx: ctx, what: what, f: f, done: make(chan error, 1)}
	c.handing.Add(1)
	select {
	case c.jobs <- job:
		c.handing.Add(-1)
	case <-c.quit:
		c.handing.Add(-1)
		return fmt.Errorf("%s: %w", what, errClosed)
	case <-ctx.Done():
		c.handing.Add(-1)
		return fmt.Errorf("%s: %w", what, ctx.Err())
	}
	select {
	case err := <-job.done:
		return err
	case <-ctx.Done():
		if job.state.CompareAndSwap(jobWaiting, jobAbandoned) {
			return fmt.Errorf("%s: %w", what, ctx.Err())
		}
		// Started: its outcome comes with the group's commit.
		return <-job.done
	}
}

// close stops the committer after the group it is committing, if any.
func (c *committer) close() {
	close(c.quit)
	<-c.ended
}

// run takes a job, then every job already waiting (up to maxGroup), and
// commits them together, until close.
func (c *committer) run() {
	defer close(c.ended)
	group := make([]*writeJob, 0, maxGroup)
	for {
		select {
		case job := <-c.jobs:
			c.taken.Add(1)
			group = append(group[:0], job)
		case <-c.quit:
			return
		}
	more:
		for len(group) < maxGroup {
			select {
			case job := <-c.jobs:
				c.taken.Add(1)
				group = append(group, job)
			default:
				break more
			}
		}
		c.commit(group)
	}
}

// commit runs a group's jobs in one transaction, each in a savepoint, and
// answers each once the transaction is committed.
func (c *committer) commit(group []*writeJob) {
	answers := make([]error, len(group))
	fail := func(err error) {
		for i, job := range group {
			if answers[i] == nil {
				answers[i] = fmt.Errorf("%s: %w", job.what, classify(err))
			}
			job.done <- answers[i]
		}
	}
	// The transaction is the group's, not one caller's: a caller that gives
	// up must not roll back the others.
	ctx := context.Background()
	tx, err := c.db.BeginTx(ctx, nil)
	if err != nil {
		fail(err)
		return
	}
	defer tx.Rollback()
	for i, job := range group {
		answers[i] = runInSavepoint(ctx, tx, job)
	}
	if err := tx.Commit(); err != nil {
		fail(fmt.Errorf("commit: %w", err))
		return
	}
	c.groups.Add(1)
	c.writes.Add(int64(len(group)))
	for i, job := range group {
		job.done <- answers[i]
	}
}

// runInSavepoint runs one job's f inside a savepoint of tx, rolled back
// to when f fails; the error names the job.
func runInSavepoint(ctx context.Context, tx *sql.Tx, job *writeJob) error {
	// A caller already gone is not written, even if it has not yet seen
	// its context end.
	if job.ctx.Err() != nil {
		job.state.CompareAndSwap(jobWaiting, jobAbandoned)
	}
	if !job.state.CompareAndSwap(jobWaiting, jobStarted) {
		return fmt.Errorf("%s: %w", job.what, job.ctx.Err())
	}
	if _, err := tx.ExecContext(ctx, "SAVEPOINT job"); err != nil {
		return fmt.Errorf("%s: %w", job.what, classify(err))
	}
	ferr := job.f(ctx, tx)
	if ferr != nil {
		if _, err := tx.ExecContext(ctx, "ROLLBACK TO job"); err != nil {
			ferr = errors.Join(ferr, fmt.Errorf("rolling back: %w", err))
		}
	}
	if _, err := tx.ExecContext(ctx, "RELEASE job"); err != nil && ferr == nil {
		ferr = err
	}
	if ferr != nil {
		return fmt.Errorf("%s: %w", job.what, classify(ferr))
	}
	return nil
}

// CommitStats returns how many transactions the store's writes have been
// committed in since Open, and how many writes they held: under load, many
// writes share one transaction (and one sync of the disk).
func (s *Store) CommitStats() (transactions, writes int64) {
	return s.commits.groups.Load(), s.commits.writes.Load()
}
