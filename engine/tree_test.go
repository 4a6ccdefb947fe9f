package engine_test

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

var updateTrees = flag.Bool("update-trees", false, "record the search trees of testdata/trees.txt anew (after a change meant to alter them)")

// treesFile pins the search: for positions of every game, the nodes, the
// deepest ply, the score, the best move and the principal variation of a
// search to a fixed depth from an empty table.
const treesFile = "testdata/trees.txt"

// tree is one pinned search: a line of treesFile, its fields separated by
// tabs.
type tree struct {
	game     string
	options  string // "default", or "extensions": the threat and one-reply extensions and forcing moves kept
	depth    int
	nodes    uint64
	selDepth int
	score    int
	move, pv string
	position string
}

func (t tree) String() string {
	return strings.Join([]string{t.game, t.options, strconv.Itoa(t.depth), strconv.FormatUint(t.nodes, 10),
		strconv.Itoa(t.selDepth), strconv.Itoa(t.score), t.move, t.pv, t.position}, "\t")
}

func parseTree(line string) (tree, error) {
	f := strings.Split(line, "\t")
	if len(f) != 9 {
		return tree{}, fmt.Errorf("%d fields, want 9", len(f))
	}
	t := tree{game: f[0], options: f[1], move: f[6], pv: f[7], position: f[8]}
	if _, ok := treeOptions[t.options]; !ok {
		return tree{}, fmt.Errorf("options %q, want one of default, extensions", t.options)
	}
	f = f[1:]
	var err [4]error
	t.depth, err[0] = strconv.Atoi(f[1])
	t.nodes, err[1] = strconv.ParseUint(f[2], 10, 64)
	t.selDepth, err[2] = strconv.Atoi(f[3])
	t.score, err[3] = strconv.Atoi(f[4])
	for _, e := range err {
		if e != nil {
			return tree{}, e
		}
	}
	return t, nil
}

// treeOptions are the players' options a pinned search may name.
var treeOptions = map[string]engine.Options{
	"default":    {TableMiB: 16, Threads: 1, NoBook: true},
	"extensions": {TableMiB: 16, Threads: 1, NoBook: true, ThreatPlies: 1, OneReply: 1, KeepForcing: 1},
}

// searchTree searches position of game g to depth with a new player (one
// thread, no book, no databases, the options named) and returns what it
// found.
func searchTree(g *games.Game, options, position string, depth int) (tree, error) {
	pos, err := g.Variant.ParsePosition(position)
	if err != nil {
		return tree{}, err
	}
	p, err := g.NewPlayer(treeOptions[options])
	if err != nil {
		return tree{}, err
	}
	r, err := p.Think(context.Background(), checkers.NewGameFrom(g.Variant, pos), engine.Limits{Depth: depth}, nil)
	if err != nil {
		return tree{}, err
	}
	pv := make([]string, len(r.PV))
	for i, m := range r.PV {
		pv[i] = m.String()
	}
	return tree{game: g.Key(), options: options, depth: depth, nodes: r.Nodes, selDepth: r.SelDepth, score: r.Score,
		move: r.Move.String(), pv: strings.Join(pv, " "), position: position}, nil
}

// TestSearchTreesPinned searches the positions of testdata/trees.txt to
// their depths and wants the very trees recorded there: the same number of
// nodes, deepest ply, score, move and principal variation. A change meant
// to make the search faster must leave them all alone; one meant to change
// what it searches records them anew with -update-trees (and then wants a
// match to show it is better). Every game of the table has positions there.
func TestSearchTreesPinned(t *testing.T) {
	if *updateTrees {
		recordTrees(t)
	}
	f, err := os.Open(treesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	count := map[string]int{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		want, err := parseTree(sc.Text())
		if err != nil {
			t.Fatalf("%s:%d: %v", treesFile, line, err)
		}
		g, err := games.Lookup(want.game)
		if err != nil {
			t.Fatalf("%s:%d: %v", treesFile, line, err)
		}
		count[g.Key()]++
		got, err := searchTree(g, want.options, want.position, want.depth)
		if err != nil {
			t.Fatalf("%s:%d: %v", treesFile, line, err)
		}
		if got != want {
			t.Errorf("%s:%d: %s (%s) %s to depth %d:\n got nodes %d seldepth %d score %d move %s pv %s\nwant nodes %d seldepth %d score %d move %s pv %s",
				treesFile, line, want.game, want.options, want.position, want.depth,
				got.nodes, got.selDepth, got.score, got.move, got.pv,
				want.nodes, want.selDepth, want.score, want.move, want.pv)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, g := range games.All() {
		if count[g.Key()] == 0 {
			t.Errorf("%s holds no search of %s: record them with go test ./engine -run TestSearchTreesPinned -update-trees", treesFile, g.Key())
		}
	}
}

// recordTrees writes treesFile anew: for each game of the table, its start
// and open positions reached by random moves (20 in all for standard
// checkers, 5 for the others), each searched (and some with the
// extensions too) to the first depth that visits at
// least a target number of nodes.
func recordTrees(t *testing.T) {
	var lines []string
	for gi, g := range games.All() {
		n, target := 5, uint64(60_000)
		if g.Key() == "standard" {
			n, target = 20, 150_000
		}
		rng := rand.New(rand.NewPCG(uint64(gi), 29))
		for i := range n {
			pos := g.Variant.Start()
			for attempt := 0; i > 0 && attempt < 100; attempt++ {
				p, ok := randomPosition(t, rng, g.Variant.Start(), rng.IntN(6)+3*i*20/n)
				if !ok {
					continue
				}
				// An open game: a decided one is searched in a few nodes.
				if quick, err := searchTree(g, "default", p.String(), 4); err != nil || abs(quick.score) < 500 {
					pos = p
					break
				}
			}
			options := []string{"default"}
			if i%4 == 1 {
				options = append(options, "extensions")
			}
			for _, o := range options {
				var tr tree
				for depth := 1; depth <= 40; depth++ {
					var err error
					if tr, err = searchTree(g, o, pos.String(), depth); err != nil {
						t.Fatal(err)
					}
					if tr.nodes >= target {
						break
					}
				}
				lines = append(lines, tr.String())
			}
		}
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(treesFile, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func abs(x int) int { return max(x, -x) }

// randomPosition plays plies random moves from pos and returns the
// position reached, and false when the game ended before.
func randomPosition(t *testing.T, rng *rand.Rand, pos checkers.Position, plies int) (checkers.Position, bool) {
	for range plies {
		moves := pos.Legal()
		if len(moves) == 0 || pos.Status() != (checkers.Result{}) {
			return pos, false
		}
		next, err := pos.After(moves[rng.IntN(len(moves))])
		if err != nil {
			t.Fatal(err)
		}
		pos = next
	}
	return pos, len(pos.Legal()) > 0 && pos.Status() == (checkers.Result{})
}
