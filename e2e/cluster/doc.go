// Package cluster tests several `kingme serve` processes serving the same
// games: PostgreSQL (started by the test from the machine's binaries, see
// store/postgres/pgtest), a NATS server (in the test's process, see
// bus/nats/natstest) and three servers on loopback. Two players on
// different servers and a spectator on a third play games with a clock
// and against the computer; one server is killed with SIGKILL mid-game and
// the games go on through the others, nothing lost, the clock and the
// computer taken over. And one server on SQLite, killed the same way while
// a hundred games move as fast as they can, loses no acknowledged move.
//
// Without PostgreSQL's binaries the test is skipped, unless
// KINGME_POSTGRES_TESTS=require (as in CI).
package cluster
