package coast

import (
	"strings"

	"github.com/kingme/kingme/checkers"
)

// chainRoute returns the landings of a shortest chain from start to target
// under chainReach's constraints, or nil when there is none.
func chainRoute(start, target checkers.Square, occ, land, stop bitboard, ds []direction) []checkers.Square {
	var parent [64]int8
	reached := bitboard(1) << start
	queue := []checkers.Square{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s != start && stop&(1<<s) != 0 {
			continue
		}
		for _, d := range ds {
			l := step(step(1<<s, d)&occ, d) & land &^ reached
			if l == 0 {
				continue
			}
			next := checkers.Square(bitIndex(l))
			parent[next] = int8(s)
			reached |= l
			if next == target {
				var path []checkers.Square
				for sq := next; sq != start; sq = checkers.Square(parent[sq]) {
					path = append(path, sq)
				}
				for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
					path[i], path[j] = path[j], path[i]
				}
				return path
			}
			queue = append(queue, next)
		}
	}
	return nil
}

// routeText writes one part of a move from start to target: a step when one
// reaches it, else a shortest chain.
func routeText(start, target checkers.Square, occ, land, stop bitboard, ds []direction, withStart bool) string {
	var b strings.Builder
	if withStart {
		b.WriteString(start.String())
	}
	if stepReach(1<<start, land, ds)&(1<<target) != 0 {
		if withStart {
			b.WriteByte('-')
		}
		b.WriteString(target.String())
		return b.String()
	}
	for i, sq := range chainRoute(start, target, occ, land, stop, ds) {
		if withStart || i > 0 {
			b.WriteByte(':')
		}
		b.WriteString(sq.String())
	}
	return b.String()
}
