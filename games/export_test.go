package games

import "testing"

// AddGame adds g at the end of the table for the test t, and takes it out
// again when t ends. Tests that add a game must not run in parallel.
func AddGame(t testing.TB, g *Game) {
	saved := all
	all = append(all[:len(all):len(all)], g)
	t.Cleanup(func() { all = saved })
}

// CoastHome is each side's home in Coast-to-Coast, as the view names it.
var CoastHome = coastHome
