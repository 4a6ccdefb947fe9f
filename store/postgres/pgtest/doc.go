// Package pgtest starts real PostgreSQL servers for tests: a new cluster
// (initdb) in a temporary directory, a postgres process on a free loopback
// port, trust authentication, stopped and removed when the tests end.
//
// A package whose tests share one server calls Main from TestMain and
// Database in each test, which creates a fresh database:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
//
//	func TestSomething(t *testing.T) {
//		url := pgtest.Database(t) // postgres://postgres@127.0.0.1:PORT/test_N
//		...
//	}
//
// A test that needs a server of its own (to restart it, say) calls Start.
//
// The binaries are initdb and postgres from $PATH, else from the newest
// /usr/lib/postgresql/*/bin (where Debian installs them). When they are
// missing the tests that need them are skipped, with a note, unless
// $KINGME_POSTGRES_TESTS is "require" (as in CI): then they fail. PostgreSQL
// refuses to run as root; when the tests run as root, initdb and postgres
// run as the user "nobody" through setpriv, in a directory of theirs under
// the system's temporary directory.
package pgtest
