package coast

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
)

// sep returns the separator a move's text puts between from and to: "-"
// for a step, ":" for a jump.
func sep(from, to checkers.Square) string {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
		return "-"
	}
	return ":"
}

// routeString writes squares separated by spaces, for test messages.
func routeString(squares []checkers.Square) string {
	names := make([]string, len(squares))
	for i, sq := range squares {
		names[i] = sq.String()
	}
	return strings.Join(names, " ")
}

func TestRoute(t *testing.T) {
	for _, c := range []struct{ name, position, move, want string }{
		{"step", "R:Rd4/0:Bh1/0", "d4-e5", "d4 e5"},
		{"chain", "R:Rc3,d4/0:Be6/0", "c3:e5:e7", "c3 e5 e7"},
		{"chain by its ends", "R:Rc3,d4/0:Be6/0", "c3:e7", "c3 e5 e7"},
		{"a longer route gives the shortest", "R:Rc3,d3,d4,e4/0:Bh1/0", "c3:e3:e5", "c3 e5"},
		{"crowned, then a step", "R:Rg7/0:Ba5/0", "g7-h8+h7", "g7 h8 h7"},
		{"crowned, then back to the start", "R:Rf6/0:Bg7/0", "f6:h8+f6", "f6 h8 f6"},
		{"crowned, then a free chain", "R:Rg8,e6/0:Bg7/0", "g8-h8+d6", "g8 h8 f6 d6"},
		{"black crowned on a1", "B:Rh1/0:Bb2/0", "b2-a1+b2", "b2 a1 b2"},
		{"king borne off by a step", "R:RKb2/5:Bh1/0", "b2-a1", "b2 a1"},
		{"king borne off mid-chain", "R:RKc3,b2,a2/0:Bh1/0", "c3:a1", "c3 a1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParsePosition(c.position)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.ParseMoveText(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := routeString(p.Route(m)); got != c.want {
				t.Errorf("Route(%s) in %s = %q, want %q", c.move, c.position, got, c.want)
			}
		})
	}
}

func TestRouteOfNoRoute(t *testing.T) {
	crowning, err := mustPosition(t, "R:Rg8,e6/0:Bg7/0").ParseMoveText("g8-h8+f6:d6")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		position string
		move     Move
	}{
		{"a pass", "R:Ra8/0:Bb8,b7,c8,c6/0", Pass},
		{"another position's move", "R:Rd4/0:Bh1/0", crowning},
		{"the opponent's checker", "B:Rg8,e6/0:Bg7/0", crowning},
		{"a plain move to a square reached only crowned", "R:Rg8,e6/0:Bg7/0", Move{from: crowning.from, to: crowning.to, by: checkers.Red}},
		{"a game that is over", "R:Rg8,e6/0:Bg7/0:pass:pass", crowning},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, c.position)
			if got := p.Route(c.move); got != nil {
				t.Errorf("Route(%v) in %s = %q, want nil", c.move, p, routeString(got))
			}
		})
	}
}

func mustPosition(t *testing.T, text string) Position {
	t.Helper()
	p, err := ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkRoutes checks every legal move's Route in p against the move: its
// ends, its crowning square and its text in LegalMoves, which ParseMove reads
// back as the same move.
func checkRoutes(t *testing.T, p Position) {
	t.Helper()
	crownSquare := checkers.Square(bitIndex(home[p.turn^1]))
	for _, m := range p.LegalMoves() {
		route := p.Route(m)
		if m.pass {
			if route != nil {
				t.Fatalf("%s: Route(pass) = %q, want nil", p, routeString(route))
			}
			continue
		}
		if len(route) < 2 || route[0] != m.From() || route[len(route)-1] != m.To() {
			t.Fatalf("%s: Route(%s) = %q, want it from %s to %s", p, m, routeString(route), m.From(), m.To())
		}
		crown := -1
		var text strings.Builder
		text.WriteString(route[0].String())
		for i := 1; i < len(route); i++ {
			a, b := route[i-1], route[i]
			if _, _, _, ok := hop(a, b); !ok {
				t.Fatalf("%s: Route(%s) = %q: %s to %s is neither a step nor a jump", p, m, routeString(route), a, b)
			}
			switch {
			case i-1 == crown:
				text.WriteByte('+')
			default:
				text.WriteString(sep(a, b))
			}
			text.WriteString(b.String())
			if b == crownSquare && crown < 0 {
				crown = i
			}
		}
		if m.crown != (crown > 0) {
			t.Fatalf("%s: Route(%s) = %q: crowned %v, want %v", p, m, routeString(route), crown > 0, m.crown)
		}
		if got := text.String(); got != m.String() {
			t.Fatalf("%s: Route(%s) = %q, written %s, want %s", p, m, routeString(route), got, m)
		}
		if again, err := p.ParseMoveText(text.String()); err != nil || again != m {
			t.Fatalf("%s: ParseMove(%s) = %v, %v; want %v", p, text.String(), again, err, m)
		}
	}
}

func TestRouteInRandomGamesAndPositions(t *testing.T) {
	games, positions := 20, 1000
	if testing.Short() {
		games, positions = 4, 200
	}
	rng := rand.New(rand.NewPCG(21, 22))
	for range games {
		p := Start()
		for ply := 0; ply < 300; ply++ {
			checkRoutes(t, p)
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			for range 3 { // favour crownings and bearing off
				if m.crown || bitboard(1)<<m.to == home[p.turn] || m.pass {
					break
				}
				m = moves[rng.IntN(len(moves))]
			}
			p = p.Play(m)
		}
	}
	for range positions {
		checkRoutes(t, randomPosition(rng))
	}
}
