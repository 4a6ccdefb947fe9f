//go:build !race

package terminal

// raceEnabled is whether the tests run under the race detector; see
// race_test.go.
const raceEnabled = false
