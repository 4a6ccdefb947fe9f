package hub_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
	"github.com/kingme/kingme/internal/wholegame"
)

// TestWholeGamesThroughTheHub plays whole games of every game the Hub
// serves (which must be every game of games.All), as a GUI does: it
// sets the variant and the weakest level, and at each of the engine's
// turns sends the start position with every move played (pos ...
// moves=), a time and go think; the test plays the other side (random
// moves, or an engine's: see wholegame.Round). Every info line's pv, and
// every done's move and ponder, must read back (hub.ReadMove) as legal
// moves, in turn, from the position searched; once the game's position
// has no move, go must answer that it is over (a game drawn by the rules of
// its history is searched still, as Scan does).
func TestWholeGamesThroughTheHub(t *testing.T) {
	c := converse(t)
	c.send("hub")
	var served []string
	for _, l := range c.until("wait") {
		if m := message(t, l); m.Command == "param" && has(m, "name", "variant") {
			values, _ := m.Get("values")
			served = strings.Fields(values)
		}
	}
	if want := games.Keys(); !slices.Equal(served, want) {
		t.Fatalf("the hub serves %q, want every game of games.All: %q", served, want)
	}
	wholegame.Play(t, 4, playHub)
}

// has reports whether m's argument name has the value want.
func has(m hub.Message, name, want string) bool {
	v, ok := m.Get(name)
	return ok && v == want
}

// playHub plays one whole game through a Hub session.
func playHub(t *testing.T, r wholegame.Round) {
	c := converseSeeded(t, r.Seed)
	c.send("hub")
	c.until("wait")
	c.send("set-param name=variant value="+r.Variant.Key(), "set-param name=level value="+wholegame.Level,
		"set-param name=hash value=1", "init")
	c.until("ready")
	c.send("new-game")
	from := []string{"start", ""}
	if r.Start.String() != r.Variant.Start().String() {
		from = []string{"fen", r.Start.String()}
	}
	g := checkers.NewGameFrom(r.Variant, r.Start)
	var played []string // the moves, as the protocol writes them
	posLine := func() string {
		args := from
		if len(played) > 0 {
			args = append(slices.Clone(from), "moves", strings.Join(played, " "))
		}
		return hub.NewMessage("pos", args...).String()
	}
	for !g.Result().Over() {
		if g.Len() > wholegame.MaxPlies {
			t.Fatalf("the game goes on after %d plies (%s): the draw rules should have ended it", g.Len(), g.Position())
		}
		var m checkers.Move
		if g.Turn() == r.Human {
			legal := g.Legal()
			offered := make([]string, len(legal))
			for i, m := range legal {
				offered[i] = m.String()
			}
			i, err := r.Choose(g, offered)
			if err != nil {
				t.Fatalf("ply %d: %v", g.Len()+1, err)
			}
			m = legal[i]
		} else {
			c.send(posLine(), "level move-time=1", "go think")
			m = engineMove(t, r.Variant, c.until("done"), g.Position())
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("ply %d: %v", g.Len()+1, err)
		}
		played = append(played, hub.WriteMove(r.Variant, m))
	}
	// The session agrees that the game is over when its position has no
	// move: go answers an error and a bare done. A game the rules of its
	// history drew (repetition, no progress) is the GUI's to end: go
	// answers a move, as Scan does.
	c.send(posLine(), "level depth=2", "go think")
	if !g.Position().Status().Over() {
		engineMove(t, r.Variant, c.until("done"), g.Position())
		t.Logf("%d plies: %s", g.Len(), g.Result())
		return
	}
	var got []string
	for len(got) == 0 || got[len(got)-1] != "done" {
		got = append(got, c.next())
		if strings.HasPrefix(got[len(got)-1], "done ") {
			t.Fatalf("after the game ended (%s, %s), go answered %q; want an error and a bare done", g.Result(), g.Position(), got)
		}
	}
	if !slices.ContainsFunc(got, func(l string) bool { return strings.Contains(l, "the game is over") }) {
		t.Errorf("after the game ended (%s), go answered %q; want an error saying the game is over", g.Result(), got)
	}
	t.Logf("%d plies: %s", g.Len(), g.Result())
}

// engineMove checks a search's answer to go think from p, a position of
// the game v: every pv of its info lines and its done line's move and
// ponder read back, in turn, as legal moves. It returns done's move.
func engineMove(t *testing.T, v checkers.Variant, lines []string, p checkers.Position) checkers.Move {
	t.Helper()
	for _, l := range lines[:len(lines)-1] {
		m := message(t, l)
		if m.Command != "info" {
			t.Fatalf("got %q while the engine searched %s, want info lines then done", l, p)
		}
		if pv, ok := m.Get("pv"); ok {
			line(t, v, l, p, strings.Fields(pv))
		}
	}
	done := lines[len(lines)-1]
	mv := doneMove(t, done)
	texts := []string{mv}
	if ponder, ok := message(t, done).Get("ponder"); ok {
		texts = append(texts, ponder)
	}
	return line(t, v, done, p, texts)
}

// line reads texts, moves of the game v in the protocol's notation, as a
// line of play from p and returns its first move; the answer it came in is named when
// one does not read back as a legal move.
func line(t *testing.T, v checkers.Variant, answer string, p checkers.Position, texts []string) checkers.Move {
	t.Helper()
	var first checkers.Move
	for i, text := range texts {
		m, err := hub.ReadMove(v, p, text)
		var next checkers.Position
		if err == nil {
			next, err = p.After(m)
		}
		if err != nil {
			t.Fatalf("%q: move %d, %s, is not a legal move in %s: %v", answer, i+1, text, p, err)
		}
		if i == 0 {
			first = m
		}
		p = next
	}
	return first
}
