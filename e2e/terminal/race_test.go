//go:build race

package terminal

// raceEnabled is whether the tests run under the race detector (go test
// -race): then kingme is built with -race too, and every race it reports
// fails the test that started it.
const raceEnabled = true
