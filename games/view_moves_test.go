package games_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// trickyPositions are positions from the variants' rules tests and pages
// whose moves are hard to show: loops, squares jumped twice, spawns,
// pushes, morphs, crownings with a free move, bearing off and a pass.
var trickyPositions = map[string][]string{
	"standard": {
		"B:W9,10,11,18,19:BK14", // round the loop and on
		"B:W10,11,18,19:BK14",   // a circle back to the start
		"W:W27:B14,15,23",       // branching
		"B:W14,15,24:B10",       // a short jump beside a long one
		"B:W26,27:BK22",         // a king goes on through the crowning row
		"B:W9,10,11,18,19,K32:B3,K14",
	},
	"stackem": {
		"R 14:r 18:bbB 22:b",                   // 18 jumped three times
		"R 14:R 10:b 11:b 18:b 19:b",           // a king loop ends where it began
		"R 14:r 15:r 18:b 19:b",                // a short jump beside a long one
		"R 22:br 26:b 27:b",                    // through the King Me row
		"R 14:r 18:b 19:b 32:b",                // forward, then back up
		"R 10:rb 14:r 15:r 18:bbB 19:b 27:brR", // 18 jumped twice by two stacks
	},
	"coast-to-coast": {
		"R:Rf6,e5/0:Bg7/0",        // crowned mid-chain
		"R:Rg7/0:Ba5/0",           // crowned, then back to the start
		"R:Rg8,e6/0:Bg7/0",        // a free chain
		"R:RKc3,b2,a2/0:Bh1/0",    // borne off mid-chain
		"R:Ra8/0:Bb8,b7,c8,c6/0",  // a pass
		"R:RKc3/0:Bd3,e4,d5,c4/0", // a king among crowds
		"R:Rc3,d3,d4,e4/0:Bh1/0",  // two routes to e5
		"R:Rf6,e5,Kb2/3:Bg7,Kc3/2",
	},
	"flying-kings": {
		"R:RP28,F29,K31:BK2,G10,G22",          // the landing rule
		"R:RP18,G23,P29,K31:BK3,G12,G14",      // a spawn with a choice
		"R:RK17,K30,K31:BP6,G9,K3",            // a push take that stops
		"R:RP17,K30,K31:BG9,K2,K3",            // a push take that spawns
		"R:RK27,P29,K31:BK3,G12,G23",          // a morph
		"B:RG14,G15,G22,G23,K29,K31,K32:BK10", // round to the start
		"B:RG14,G22,G23:BF29",                 // blocked by the captured
		"B:RG15,G18,G21,G26:BG10,K13,G14",     // one, push or two
		"R:RP18,G23,P29,K31:BK3,G12,G14,F16",
	},
}

// clicks is what a player clicks to make a move: its path, then its spawn
// square.
func clicks(m view.Move) []string {
	if m.Spawn == "" {
		return m.Path
	}
	return append(slices.Clone(m.Path), m.Spawn)
}

// checkMoves checks the invariants of the views of every legal move of p.
// It returns how many pairs of moves there are where one's clicks begin the
// other's: the browser tells them apart only when the player says that the
// move ends there.
func checkMoves(t *testing.T, p checkers.Position) (prefixes int) {
	t.Helper()
	moves, err := Moves(p)
	if err != nil {
		t.Fatalf("Moves(%s): %v", p, err)
	}
	board := mustOf(t, p)
	owner := map[string]string{}
	for _, piece := range board.Pieces {
		owner[piece.Square] = piece.Color
	}
	legal := p.Legal()
	if len(moves) != len(legal) {
		t.Fatalf("%s: got %d moves, want %d", p, len(moves), len(legal))
	}
	seen := map[string]string{}
	for i, v := range moves {
		m := legal[i]
		if v.Text != m.String() {
			t.Fatalf("%s: got move %d text %q, want %q", p, i, v.Text, m)
		}
		checkMove(t, p, board, owner, m, v)
		key := strings.Join(clicks(v), " ")
		if other, ok := seen[key]; ok {
			t.Errorf("%s: got moves %s and %s with the same clicks %s", p, other, v.Text, key)
		}
		seen[key] = v.Text
		got, err := MoveOf(p, m)
		if err != nil || !reflect.DeepEqual(got, v) {
			t.Fatalf("%s: MoveOf(%s) = %+v, %v; want %+v", p, m, got, err, v)
		}
	}
	for _, a := range moves {
		for _, b := range moves {
			ca, cb := clicks(a), clicks(b)
			if len(ca) < len(cb) && slices.Equal(ca, cb[:len(ca)]) {
				prefixes++
			}
		}
	}
	return prefixes
}

// checkMove checks the view v of m, a legal move of p whose view is board.
func checkMove(t *testing.T, p checkers.Position, board view.Position, owner map[string]string, m checkers.Move, v view.Move) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s, move %s: "+format, append([]any{p, v.Text}, args...)...)
	}
	again, err := p.ParseMove(v.Text)
	if err != nil {
		fail("ParseMove: %v", err)
	}
	want, _ := p.After(m)
	if got, err := p.After(again); err != nil || got != want || again.String() != v.Text {
		fail("ParseMove gives %s leading to %v (%v), want %s leading to %v", again, got, err, v.Text, want)
	}
	if v.Path == nil {
		fail("got a nil path")
	}
	encoded, err := json.Marshal(v)
	if err != nil {
		fail("%v", err)
	}
	var fields map[string]any
	if err := json.Unmarshal(encoded, &fields); err != nil {
		fail("%v", err)
	}
	if _, ok := fields["path"].([]any); !ok {
		fail("got JSON %s, want path as an array", encoded)
	}
	if v.Pass {
		if len(v.Path) != 0 || v.Text != "pass" {
			fail("got pass with path %v", v.Path)
		}
		return
	}
	if len(v.Path) < 2 {
		fail("got path %v, want a start and an end", v.Path)
	}
	if owner[v.Path[0]] != board.Turn {
		fail("got path %v starting on a square without a %s piece", v.Path, board.Turn)
	}
	for i, sq := range v.Path {
		if !playingSquare(board, sq) {
			fail("got path square %q, not a playing square", sq)
		}
		if i > 0 && sq == v.Path[i-1] {
			fail("got path %v with %s twice in a row", v.Path, sq)
		}
	}
	for _, sq := range v.Captured {
		if c := owner[sq]; c == "" || c == board.Turn {
			fail("got captured %s, which holds no opponent's piece", sq)
		}
	}
	if v.Spawn != "" && owner[v.Spawn] != "" && v.Spawn != v.Path[0] {
		fail("got spawn on %s, which is occupied", v.Spawn)
	}
	if cm, ok := m.(coast.Move); ok {
		crown := 0
		if cm.Crowns() {
			crown = slices.Index(v.Path, games.CoastHome[p.Turn().Opponent()])
		}
		if v.Crown != crown || cm.Crowns() && crown <= 0 {
			fail("got crown %d in %v, want %d", v.Crown, v.Path, crown)
		}
	} else if v.Crown != 0 {
		fail("got crown %d outside Coast-to-Coast", v.Crown)
	}
	if fm, ok := m.(flyingkings.Move); ok && (fm.Spawn() != 0) != (v.Spawn != "") {
		fail("got spawn %q, want one: %v", v.Spawn, fm.Spawn() != 0)
	}
}

func TestMovesInTrickyPositions(t *testing.T) {
	for key, texts := range trickyPositions {
		for _, text := range texts {
			t.Run(key+" "+text, func(t *testing.T) {
				checkMoves(t, mustPosition(t, key, text))
			})
		}
	}
}

// playRandomGames walks games random games of up to plies plies from the
// start of the variant with the given key, checking every position. It
// returns the positions checked and checkMoves' count of prefixes.
func playRandomGames(t *testing.T, key string, rng *rand.Rand, games, plies int) (positions, prefixes int) {
	v, err := lookupVariant(key)
	if err != nil {
		t.Fatal(err)
	}
	for game := range games {
		p := v.Start()
		if f, ok := v.(checkers.FirstPlayerChooser); ok && game%2 == 1 {
			p = f.StartWith(checkers.Red)
		}
		for range plies {
			if p.Status().Over() {
				break
			}
			prefixes += checkMoves(t, p)
			positions++
			legal := p.Legal()
			if len(legal) == 0 {
				break
			}
			m := legal[rng.IntN(len(legal))]
			for range 3 { // favour progress: crownings, bearing off, captures
				if p.Progress(m) {
					break
				}
				m = legal[rng.IntN(len(legal))]
			}
			if p, err = p.After(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return positions, prefixes
}

func TestMovesInRandomGames(t *testing.T) {
	games, plies := 30, 100
	if testing.Short() {
		games = 5
	}
	for i, key := range variantKeys() {
		t.Run(key, func(t *testing.T) {
			positions, prefixes := playRandomGames(t, key, rand.New(rand.NewPCG(7, uint64(i))), games, plies)
			t.Logf("%d positions; %d pairs of moves where one's clicks begin the other's", positions, prefixes)
		})
	}
}

// TestMovesInRandomCoastPositions covers what games from the start reach
// late: crowds near the homes, kings, crownings and bearing off.
func TestMovesInRandomCoastPositions(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
	}
	rng := rand.New(rand.NewPCG(8, 9))
	prefixes := 0
	for range n {
		prefixes += checkMoves(t, randomCoastPosition(t, rng))
	}
	t.Logf("%d positions; %d pairs of moves where one's clicks begin the other's", n, prefixes)
}

// randomCoastPosition places up to 12 checkers a side anywhere but the
// homes, some of them kings, with the rest borne off or not.
func randomCoastPosition(t *testing.T, rng *rand.Rand) checkers.Position {
	t.Helper()
	taken := map[int]bool{0: true, 63: true}
	text := "BR"[rng.IntN(2):][:1]
	for _, side := range []string{"R", "B"} {
		onBoard := 1 + rng.IntN(12)
		var squares []string
		for len(squares) < onBoard {
			sq := rng.IntN(64)
			if taken[sq] {
				continue
			}
			taken[sq] = true
			name := checkers.Square(sq).String()
			if rng.IntN(3) == 0 {
				name = "K" + name
			}
			squares = append(squares, name)
		}
		text += ":" + side + strings.Join(squares, ",") + "/" + strconv.Itoa(rng.IntN(13-onBoard))
	}
	return mustPosition(t, "coast-to-coast", text)
}

func TestMovesExamples(t *testing.T) {
	for _, c := range []struct {
		key, position, move string
		want                view.Move
	}{
		{"standard", "B:W14,23:B9", "9x18x27", view.Move{Text: "9x18x27", Path: []string{"b6", "d4", "f2"}, Captured: []string{"c5", "e3"}}},
		{"standard", "B:W10,11,18,19:BK14", "14x23x16x7x14", view.Move{Text: "14x23x16x7x14", Path: []string{"c5", "e3", "g5", "e7", "c5"}, Captured: []string{"d6", "f6", "d4", "f4"}}},
		{"standard", "B:W28:B14", "14-18", view.Move{Text: "14-18", Path: []string{"c5", "d4"}}},
		{"stackem", "R 14:r 18:bbB 22:b", "14x23x14x23", view.Move{Text: "14x23x14x23", Path: []string{"c5", "e3", "c5", "e3"}, Captured: []string{"d4"}}},
		{"stackem", "R 14:r 18:b 19:b 32:b", "14x23x16", view.Move{Text: "14x23x16", Path: []string{"c5", "e3", "g5"}, Captured: []string{"d4", "f4"}}},
		{"stackem", "R 14:r 30:b", "14-18", view.Move{Text: "14-18", Path: []string{"c5", "d4"}}},
		{"flying-kings", "R:RP18,G23,P29,K31:BK3,G12,G14", "18x9+30", view.Move{Text: "18x9+30", Path: []string{"d4", "b6"}, Spawn: "c1", Captured: []string{"c5"}}},
		{"flying-kings", "R:RK17,K30,K31:BP6,G9,K3", "17x9", view.Move{Text: "17x9", Path: []string{"b4", "b6"}, Captured: []string{"b6"}}},
		{"flying-kings", "R:RP28,F29,K31:BK2,G10,G22", "29x15x1", view.Move{Text: "29x15x1", Path: []string{"a1", "e5", "b8"}, Captured: []string{"d6", "c3"}}},
		{"coast-to-coast", "R:Rf6,e5/0:Bg7/0", "f6:h8+f6:d4", view.Move{Text: "f6:h8+f6:d4", Path: []string{"f6", "h8", "f6", "d4"}, Crown: 1}},
		{"coast-to-coast", "R:Rg8,e6/0:Bg7/0", "g8-h8+d6", view.Move{Text: "g8-h8+f6:d6", Path: []string{"g8", "h8", "f6", "d6"}, Crown: 1}},
		{"coast-to-coast", "R:Rc3,d3,d4,e4/0:Bh1/0", "c3:e3:e5", view.Move{Text: "c3:e5", Path: []string{"c3", "e5"}}},
		{"coast-to-coast", "R:RKc3,b2,a2/0:Bh1/0", "c3:a1", view.Move{Text: "c3:a1", Path: []string{"c3", "a1"}}},
		{"coast-to-coast", "R:Ra8/0:Bb8,b7,c8,c6/0", "pass", view.Move{Text: "pass", Path: []string{}, Pass: true}},
	} {
		t.Run(c.key+" "+c.position+" "+c.move, func(t *testing.T) {
			p := mustPosition(t, c.key, c.position)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			got, err := MoveOf(p, m)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestMoveOfErrors(t *testing.T) {
	standardStart := mustPosition(t, "standard", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
	redMove, err := mustPosition(t, "standard", "W:W22:B1").ParseMove("22-17")
	if err != nil {
		t.Fatal(err)
	}
	coastStart := mustPosition(t, "coast-to-coast", "B:Rb1/0:Bg8/0")
	coastMove, err := mustPosition(t, "coast-to-coast", "R:Rb1/0:Bg8/0").ParseMove("b1-c2")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		p    checkers.Position
		m    checkers.Move
		want string
	}{
		{"another position's move", standardStart, redMove, "illegal move 22-17"},
		{"another game's move", standardStart, coastMove, "not a standard checkers move"},
		{"no move", standardStart, nil, "no move"},
		{"the other side's coast move", coastStart, coastMove, "illegal move b1-c2"},
		{"unknown position", other{}, redMove, "unknown position type"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, err := MoveOf(c.p, c.m); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %+v, %v; want an error containing %q", got, err, c.want)
			}
		})
	}
}

func TestMoveOfCoastMoveWithoutRoute(t *testing.T) {
	p, err := coast.ParsePosition("R:Rg8,e6/0:Bg7/0")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.AppendMoves(nil) { // moves without their route
		got, err := MoveOf(p, m)
		if err != nil {
			t.Fatal(err)
		}
		want, err := p.ParseMove(m.String())
		if err != nil {
			t.Fatal(err)
		}
		if got.Text != want.String() || len(got.Path) < 2 {
			t.Errorf("MoveOf(%s) = %+v, want text %s and its path", m, got, want)
		}
	}
}

func TestMovesJSON(t *testing.T) {
	p := mustPosition(t, "coast-to-coast", "R:Ra8/0:Bb8,b7,c8,c6/0")
	moves, err := Moves(p)
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(moves)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[{"text":"pass","path":[],"pass":true}]`; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
