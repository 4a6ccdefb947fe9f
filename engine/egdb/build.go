package egdb

// solvable reports whether m's positions are stored: both sides have a
// piece. With none of its own the side to move has lost; with none for the
// opponent the game ended before.
func solvable(m Material) bool {
	return m.OwnMen+m.OwnKings > 0 && m.OppMen+m.OppKings > 0
}

// solveUpTo solves every material of up to n pieces in memory.
func solveUpTo(n int) (*tables, stats, error) {
	ts := &tables{}
	var all stats
	for pieces := 2; pieces <= n; pieces++ {
		for _, m := range Materials(pieces) {
			if !solvable(m) || ts.byKey[materialKey(m)] != nil {
				continue
			}
			st, err := ts.solvePair(m)
			if err != nil {
				return nil, all, err
			}
			all.add(st)
		}
	}
	return ts, all, nil
}
