package postgres

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/kingme/kingme/store"
)

// Store is a store.Store kept in a PostgreSQL database. Its methods are
// safe for concurrent use.
type Store struct {
	pool *pgxpool.Pool
	// leasePool serves the leases alone (lease.go), and the renewal of
	// presence (presence.go), so that these renewals never wait behind a
	// crowd of saves for a connection.
	leasePool *pgxpool.Pool
}

var _ store.Store = (*Store)(nil)

// defaultMaxConns is the connection pool's size when the URL does not set
// pool_max_conns.
const defaultMaxConns = 16

// Open connects to the database at url (postgres://user:password@host:port/dbname?options,
// or postgresql://…; see the package documentation) and brings its schema
// up to date. It fails when the database cannot be reached, and when its
// schema is newer than this code knows. ctx bounds the connecting and the
// migrations, not the store's life.
func Open(ctx context.Context, url string) (*Store, error) {
	return openWith(ctx, url, migrations)
}

// openWith is Open with a given migration list, so tests can play an older
// or newer version of the schema.
func openWith(ctx context.Context, url string, steps []migration) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("open the PostgreSQL game store: %w", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		// Moves of many games arrive at once: each waits for its commit's
		// sync, and PostgreSQL syncs the commits waiting together at once,
		// so more connections mean more moves a sync.
		cfg.MaxConns = defaultMaxConns
	}
	where := describe(cfg)
	pool, err := pgxpool.NewWithConfig(context.WithoutCancel(ctx), cfg)
	if err != nil {
		return nil, fmt.Errorf("open the PostgreSQL game store %s: %w", where, err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open the PostgreSQL game store %s: cannot connect: %w", where, err)
	}
	if err := migrate(ctx, pool, steps); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open the PostgreSQL game store %s: %w", where, err)
	}
	leaseCfg := cfg.Copy()
	leaseCfg.MaxConns, leaseCfg.MinConns = leaseConns, 0
	leasePool, err := pgxpool.NewWithConfig(context.WithoutCancel(ctx), leaseCfg)
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("open the PostgreSQL game store %s: %w", where, err)
	}
	return &Store{pool: pool, leasePool: leasePool}, nil
}

// leaseConns is the size of the leases' own connection pool.
const leaseConns = 2

// describe names the database of cfg for messages, without the password:
// "(database kingme on db.example.org:5432 as kingme)".
func describe(cfg *pgxpool.Config) string {
	c := cfg.ConnConfig
	return fmt.Sprintf("(database %s on %s:%d as %s)", c.Database, c.Host, c.Port, c.User)
}

// Close closes the connections. The store must not be used afterwards.
func (s *Store) Close() error {
	s.leasePool.Close()
	s.pool.Close()
	return nil
}
