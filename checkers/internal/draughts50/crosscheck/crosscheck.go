// Package crosscheck is the test support of the 10×10 games' cross-check
// with pydraughts (AttackingOrDefending/pydraughts, run outside the
// repository): it writes positions with what the game's rules say of them
// (who has won, and the positions the legal moves lead to with theirs),
// one line each, for a script to compare with pydraughts, and compares the
// lines pydraughts' answers were kept in with the rules again.
//
// A line is "FEN<TAB>RESULT<TAB>AFTER:RESULT|AFTER:RESULT|…": RESULT is W
// (White won), B (Black won), D (drawn) or * (the game goes on); AFTER a
// position a legal move leads to; the positions written with each side's
// squares sorted as strings ("K12" before "3"), the list sorted, as the
// script writes pydraughts' answers.
package crosscheck

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
)

// Result returns the letter of p's result: W, B, D or *.
func Result(p checkers.Position) string {
	switch p.Status().Outcome {
	case checkers.RedWins:
		return "W"
	case checkers.BlackWins:
		return "B"
	case checkers.Draw:
		return "D"
	}
	return "*"
}

// Line returns p's line: its text, its result, and the positions its legal
// moves lead to with theirs.
func Line(p checkers.Position) string {
	var after []string
	for _, m := range p.Legal() {
		q, err := p.After(m)
		if err != nil {
			panic(fmt.Sprintf("%s: After(%s), a legal move: %v", p, m, err))
		}
		after = append(after, Canonical(q.String())+":"+Result(q))
	}
	slices.Sort(after)
	return Canonical(p.String()) + "\t" + Result(p) + "\t" + strings.Join(after, "|")
}

// Canonical writes a position text with each side's squares sorted as
// strings, as the script that asks pydraughts sorts them.
func Canonical(fen string) string {
	f := strings.Split(fen, ":")
	for i := 1; i < len(f); i++ {
		side, list := f[i][:1], strings.Split(f[i][1:], ",")
		if f[i][1:] == "" {
			list = nil
		}
		slices.Sort(list)
		f[i] = side + strings.Join(list, ",")
	}
	return strings.Join(f, ":")
}

// RandomGames returns the positions of games random moves play from v's
// start (at most 150 plies each, to their end when it comes before),
// seeded, each position once.
func RandomGames(v checkers.Variant, seed uint64, games int) []checkers.Position {
	r := rand.New(rand.NewPCG(seed, 7))
	seen := map[checkers.Position]bool{}
	var out []checkers.Position
	for range games {
		p := v.Start()
		for ply := 0; ply < 150; ply++ {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
			moves := p.Legal()
			if len(moves) == 0 {
				break
			}
			next, err := p.After(moves[r.IntN(len(moves))])
			if err != nil {
				panic(err)
			}
			p = next
		}
	}
	return out
}

// Placing says how RandomPlaced puts pieces on the board for each side:
// up to Kings kings (at least MinKings) and up to Men men, no man on its
// crowning row; KingsToMove false puts no king on the side to move's.
type Placing struct {
	MinKings, Kings, Men int
	KingsToMove          bool
}

// RandomPlaced returns n positions of v of pieces put on random squares by
// pl, seeded, either player to move; positions v refuses are drawn again.
func RandomPlaced(v checkers.Variant, pl Placing, seed uint64, n int) []checkers.Position {
	r := rand.New(rand.NewPCG(seed, 11))
	out := make([]checkers.Position, 0, n)
	for len(out) < n {
		turn := r.IntN(2) // 0 White, 1 Black to move
		taken := map[int]bool{}
		var sides [2][]string
		for c := range 2 {
			kings := pl.MinKings + r.IntN(pl.Kings-pl.MinKings+1)
			if !pl.KingsToMove && c == turn {
				kings = 0
			}
			men := r.IntN(pl.Men + 1)
			for i := 0; i < kings+men; {
				sq := 1 + r.IntN(50)
				crown := sq <= 5 && c == 0 || sq >= 46 && c == 1
				if taken[sq] || i >= kings && crown {
					continue
				}
				taken[sq] = true
				if i < kings {
					sides[c] = append(sides[c], "K"+strconv.Itoa(sq))
				} else {
					sides[c] = append(sides[c], strconv.Itoa(sq))
				}
				i++
			}
		}
		fen := "WB"[turn:][:1] + ":W" + strings.Join(sides[0], ",") + ":B" + strings.Join(sides[1], ",")
		if p, err := v.ParsePosition(fen); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// Dump writes the lines of positions to the file name.
func Dump(t *testing.T, name string, positions []checkers.Position) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for _, p := range positions {
		w.WriteString(Line(p) + "\n")
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// Agrees compares the lines of the file name (pydraughts' answers; lines
// starting with # are comments) with the lines v's rules give for their
// positions, and returns how many positions it compared.
func Agrees(t *testing.T, v checkers.Variant, name string) int {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return agrees(t, v, name, f)
}

func agrees(t *testing.T, v checkers.Variant, name string, r io.Reader) int {
	t.Helper()
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	n, line := 0, 0
	for sc.Scan() {
		line++
		want := sc.Text()
		if want == "" || want[0] == '#' {
			continue
		}
		fen, _, _ := strings.Cut(want, "\t")
		p, err := v.ParsePosition(fen)
		if err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		if got := Line(p); got != want {
			t.Errorf("%s:%d: %s:\n got %q\nwant %q", name, line, fen, got, want)
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return n
}

// RandomGameRuns returns the positions of games random moves play from v's
// start (at most 150 plies each, to their end when it comes before),
// seeded, every position of every game in the order played, and for each
// the number of its game: for games whose legal moves hang on the moves
// played before (Frisian draughts' kings' runs of steps), which the script
// that asks pydraughts replays game by game.
func RandomGameRuns(v checkers.Variant, seed uint64, games int) (positions []checkers.Position, game []int) {
	r := rand.New(rand.NewPCG(seed, 7))
	for g := range games {
		p := v.Start()
		for ply := 0; ply < 150; ply++ {
			positions = append(positions, p)
			game = append(game, g)
			moves := p.Legal()
			if len(moves) == 0 {
				break
			}
			next, err := p.After(moves[r.IntN(len(moves))])
			if err != nil {
				panic(err)
			}
			p = next
		}
	}
	return positions, game
}

// DumpGames writes the lines of the positions of games and of positions
// put at random to the file name, each with a fourth column: "g" and the
// number of its game for the positions of games (see RandomGameRuns), in
// the order played, "-" for the others.
func DumpGames(t *testing.T, name string, games []checkers.Position, game []int, placed []checkers.Position) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for i, p := range games {
		fmt.Fprintf(w, "%s\tg%d\n", Line(p), game[i])
	}
	for _, p := range placed {
		w.WriteString(Line(p) + "\t-\n")
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
