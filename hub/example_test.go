package hub_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

func ExampleSession_Run() {
	s := hub.New(hub.Config{Identity: hub.Identity{Name: "KingMe", Version: "1.0", Author: "the KingMe authors"}, Threads: 2})
	in := strings.NewReader("hub\nset-param name=variant value=flying-kings\ninit\nbogus\nping\nquit\n")
	var out strings.Builder
	if err := s.Run(context.Background(), in, &out); err != nil {
		fmt.Println(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if strings.HasPrefix(line, "param name=variant ") {
			line = "param name=variant value=standard type=enum values=\"…\"" // every game of the table
		}
		fmt.Println(line)
	}
	// Output:
	// id name=KingMe version=1.0 author="the KingMe authors"
	// param name=variant value=standard type=enum values="…"
	// param name=level value=full type=enum values="full beginner novice casual intermediate club advanced expert master grandmaster"
	// param name=hash value=64 type=int min=1 max=4096
	// param name=threads value=2 type=int min=1 max=256
	// param name=ponder value=false type=bool
	// param name=book value=false type=bool
	// wait
	// ready
	// error message="unknown command 'bogus': want hub, init, set-param, pos, level, go, stop, ponder-hit, ping, new-game or quit"
	// pong
}

func ExampleWriteMove() {
	p, _ := standard.ParseFEN("B:W8,15,16,21,23,24,29:BK18")
	for _, m := range p.LegalMoves() {
		fmt.Println(m, "is", hub.WriteMove(standard.Variant{}, m))
	}
	// Output:
	// 18x11x4 is 18x4x8x15
	// 18x27x20x11x4 is 18x4x8x16x23x24
	// 18x27x20x11x18 is 18x18x15x16x23x24
}

func ExampleReadMove() {
	g, _ := games.Lookup("international")
	p, _ := g.Hub.ParsePosition("W" + strings.Repeat("e", 22) + "b" + strings.Repeat("e", 4) + "w" + strings.Repeat("e", 22))
	m, _ := hub.ReadMove(g.Variant, p, "28x19x23")
	fmt.Println(p, "then", m)
	// Output:
	// W:W28:B23 then 28x19
}
