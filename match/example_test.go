package match_test

import (
	"fmt"
	"time"

	"github.com/kingme/kingme/match"
)

func ExampleParseSpec() {
	s, err := match.ParseSpec("hash=32,depth=8")
	fmt.Println(s, err)
	fmt.Println(s.Resolve(200 * time.Millisecond))
	d, _ := match.ParseSpec("level=expert")
	fmt.Println(d.Resolve(200 * time.Millisecond))
	_, err = match.ParseSpec("foo=3")
	fmt.Println(err)
	// Output:
	// depth=8,hash=32 <nil>
	// depth=8,hash=32
	// level=expert,hash=16
	// unknown setting "foo" in "foo=3": want level, depth, movetime, clock, hash, nodes, weights, threads, threat, onereply, keepforcing, squeeze, captext, shots, trunc, softtrunc, singular, egdb, book, hub
}

func ExampleTally_EloText() {
	t := match.Tally{Wins: 60, Draws: 20, Losses: 20}
	fmt.Printf("%v: %.1f%%, Elo %s\n", t, 100*t.Score(), t.EloText())
	// Output:
	// +60 =20 -20: 70.0%, Elo +147 ± 66 (95 %)
}
