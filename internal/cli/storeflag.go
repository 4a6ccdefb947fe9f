package cli

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres"
	"github.com/kingme/kingme/store/sqlite"
)

// storeHelp is the help of --store.
const storeHelp = "where games are kept: sqlite:DIR (a data directory, as --data) or a postgres://USER:PASSWORD@HOST/DATABASE URL (default: sqlite in --data)"

// storeSpec is a game store --store names: an SQLite data directory or a
// PostgreSQL database.
type storeSpec struct {
	// dir is the SQLite store's data directory; empty for PostgreSQL.
	dir string
	// url is the PostgreSQL database's URL; empty for SQLite.
	url string
}

// parseStore reads a --store value: "sqlite:DIR" or a postgres:// or
// postgresql:// URL. The error, bad input, says what is accepted.
func parseStore(value string) (storeSpec, error) {
	scheme, rest, ok := strings.Cut(value, ":")
	switch {
	case ok && scheme == "sqlite":
		if rest == "" {
			return storeSpec{}, badInputf("--store sqlite: needs the data directory: sqlite:DIR (kingme keeps %s in DIR)", sqlite.FileName)
		}
		return storeSpec{dir: rest}, nil
	case ok && (scheme == "postgres" || scheme == "postgresql"):
		if !strings.HasPrefix(rest, "//") {
			return storeSpec{}, badInputf("--store %s: want a URL: %s://USER:PASSWORD@HOST:PORT/DATABASE", redact(value), scheme)
		}
		if _, err := pgxpool.ParseConfig(value); err != nil {
			return storeSpec{}, badInputf("--store: not a PostgreSQL URL kingme can use: %v", err)
		}
		return storeSpec{url: value}, nil
	}
	return storeSpec{}, badInputf("--store %q: want sqlite:DIR (an SQLite database in the data directory DIR) or postgres://USER:PASSWORD@HOST:PORT/DATABASE (a PostgreSQL database)", redact(value))
}

// resolveStore is the store serve uses: --store when given (store not
// empty), else the SQLite store in the data directory. --store sqlite:DIR
// and --data both name the data directory: given both, it fails.
func resolveStore(storeFlag, data string, dataSet bool) (storeSpec, error) {
	if storeFlag == "" {
		return storeSpec{dir: data}, nil
	}
	spec, err := parseStore(storeFlag)
	if err != nil {
		return storeSpec{}, err
	}
	if spec.dir != "" && dataSet {
		return storeSpec{}, badInputf("--store sqlite:DIR and --data both name the data directory: give one")
	}
	return spec, nil
}

// String names the store for messages, without a password.
func (s storeSpec) String() string {
	if s.url != "" {
		return "the PostgreSQL database " + redact(s.url)
	}
	return s.dir
}

// redact is a URL with its password, if any, hidden.
func redact(value string) string {
	u, err := url.Parse(value)
	if err != nil || u.User == nil {
		if strings.Contains(value, "@") {
			return "(the URL given)" // unparsable, and it may hold a password
		}
		return value
	}
	return u.Redacted()
}

// postgresOpenTimeout bounds connecting to PostgreSQL, and migrating its
// schema, at start.
const postgresOpenTimeout = time.Minute

// open opens the store. damage is the SQLite store's report of a damaged
// database (served degraded), nil otherwise.
func (s storeSpec) open(ctx context.Context) (st store.Store, damage error, err error) {
	if s.url != "" {
		ctx, cancel := context.WithTimeout(ctx, postgresOpenTimeout)
		defer cancel()
		pg, err := postgres.Open(ctx, s.url)
		if err != nil {
			return nil, nil, err
		}
		return pg, nil, nil
	}
	lite, err := sqlite.Open(s.dir)
	if err != nil {
		return nil, nil, fmt.Errorf("opening the data directory: %w", err)
	}
	return lite, lite.Damage(), nil
}
