package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// counting is the database/sql driver of countingDriver, registered once.
const counting = "sqlite-counting"

var registerCounting sync.Once

// ran is what the counting driver's statements ran, in order.
var ran struct {
	sync.Mutex
	queries []string
}

// record notes that query ran.
func record(query string) {
	ran.Lock()
	ran.queries = append(ran.queries, query)
	ran.Unlock()
}

// takeRan returns the queries run since the last call, and forgets them.
func takeRan() []string {
	ran.Lock()
	defer ran.Unlock()
	q := ran.queries
	ran.queries = nil
	return q
}

// countingDriver wraps the "sqlite" driver and records each statement
// run, prepared or not (database/sql prepares every statement of a
// connection without ExecerContext), in ran.
type countingDriver struct{ inner driver.Driver }

func (d countingDriver) Open(name string) (driver.Conn, error) {
	c, err := d.inner.Open(name)
	if err != nil {
		return nil, err
	}
	return countingConn{c}, nil
}

// countingConn is a connection whose statements record their runs.
type countingConn struct{ inner driver.Conn }

func (c countingConn) Prepare(query string) (driver.Stmt, error) {
	return c.PrepareContext(context.Background(), query)
}

func (c countingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	st, err := c.inner.(driver.ConnPrepareContext).PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	return countingStmt{st, query}, nil
}

func (c countingConn) Close() error { return c.inner.Close() }

// Begin is driver.Conn's; database/sql calls BeginTx.
func (c countingConn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

func (c countingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.inner.(driver.ConnBeginTx).BeginTx(ctx, opts)
}

// countingStmt is a prepared statement that records its runs.
type countingStmt struct {
	inner driver.Stmt
	query string
}

func (s countingStmt) Close() error  { return s.inner.Close() }
func (s countingStmt) NumInput() int { return s.inner.NumInput() }

// Exec is driver.Stmt's; database/sql calls ExecContext.
func (s countingStmt) Exec(args []driver.Value) (driver.Result, error) {
	return nil, errors.New("countingStmt.Exec: not used by database/sql")
}

// Query is driver.Stmt's; database/sql calls QueryContext.
func (s countingStmt) Query(args []driver.Value) (driver.Rows, error) {
	return nil, errors.New("countingStmt.Query: not used by database/sql")
}

func (s countingStmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	record(s.query)
	return s.inner.(driver.StmtExecContext).ExecContext(ctx, args)
}

func (s countingStmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	record(s.query)
	return s.inner.(driver.StmtQueryContext).QueryContext(ctx, args)
}

// openCounting opens a store in a new temporary directory whose
// statements are recorded in ran.
func openCounting(t *testing.T) *Store {
	t.Helper()
	registerCounting.Do(func() {
		db, err := sql.Open("sqlite", "")
		if err != nil {
			t.Fatal(err)
		}
		sql.Register(counting, countingDriver{db.Driver()})
		db.Close()
	})
	driverName = counting
	defer func() { driverName = "sqlite" }()
	s := openTemp(t)
	t.Cleanup(func() { s.Close() })
	return s
}

// TestMoveStatements records the statements a move runs, on a game of 40
// moves: AppendMove updates the header and inserts the move (inside the
// group commit's savepoint) and reads nothing, where Save first reads the
// game's revision, move count and digest; and a Save after AppendMove
// still adds its move without reading the stored moves, since AppendMove
// kept the move count and digest.
func TestMoveStatements(t *testing.T) {
	s := openCounting(t)
	ctx := context.Background()
	g := game("counted")
	for i := range 40 {
		g.Moves = append(g.Moves, store.Move{Text: "11-15", Clock: time.Duration(i), At: g.Created.Add(time.Duration(i))})
	}
	if err := s.Create(ctx, g); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	savepoint := []string{"SAVEPOINT job", "RELEASE job"}
	tests := []struct {
		name  string
		write func(context.Context, *store.Record) error
		want  []string
	}{
		{"Save of one more move", s.Save, []string{readSaved, insertMove, updateHeader}},
		{"AppendMove", s.AppendMove, []string{appendHeader, insertMove}},
		{"Save after AppendMove", s.Save, []string{readSaved, insertMove, updateHeader}},
		{"AppendMove after Save", s.AppendMove, []string{appendHeader, insertMove}},
	}
	for _, tt := range tests {
		g.Moves = append(g.Moves, store.Move{Text: "23-19", Clock: time.Second, At: g.Created.Add(time.Hour)})
		takeRan()
		if err := tt.write(ctx, g); err != nil {
			t.Fatalf("%s: got error %v, want nil", tt.name, err)
		}
		got := takeRan()
		want := slices.Concat(savepoint[:1], tt.want, savepoint[1:])
		if !slices.Equal(got, want) {
			t.Errorf("%s: got %d statements\n\t%s\nwant %d\n\t%s", tt.name, len(got), strings.Join(got, "\n\t"), len(want), strings.Join(want, "\n\t"))
		}
		t.Logf("%s: %d statements, %d reads", tt.name, len(got), reads(got))
	}
}

// reads counts the queries that read (SELECT).
func reads(queries []string) int {
	n := 0
	for _, q := range queries {
		if strings.HasPrefix(strings.TrimSpace(q), "SELECT") {
			n++
		}
	}
	return n
}
