package turkish

// PerftRoutes is perftRoutes for the tests: perft counting every route of
// a capture as a move of its own.
func PerftRoutes(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perftRoutes(&p, depth)
}
