package hub_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	bookpkg "github.com/kingme/kingme/engine/book"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

// patience bounds every wait for an answer; the tests do not time the
// engine except where they say so.
const patience = 10 * time.Second

// conversation is a Session run on pipes, spoken to line by line.
type conversation struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ended chan error
}

// converse starts a session with the seed 1.
func converse(t *testing.T) *conversation {
	t.Helper()
	return converseSeeded(t, 1)
}

// converseSeeded starts a session whose named levels play by seed.
func converseSeeded(t *testing.T, seed uint64) *conversation {
	t.Helper()
	return converseWith(t, hub.Config{Identity: hub.Identity{Name: "KingMe", Version: "test"}, Seed: seed})
}

// converseWith starts a session with the configuration c.
func converseWith(t *testing.T, config hub.Config) *conversation {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conversation{t: t, in: inW, lines: make(chan string, 1024), ended: make(chan error, 1)}
	s := hub.New(config)
	go func() {
		err := s.Run(context.Background(), inR, outW)
		outW.Close()
		c.ended <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-c.ended:
		case <-time.After(patience):
			t.Errorf("the session did not end when its input closed")
		}
	})
	return c
}

// send writes lines to the session.
func (c *conversation) send(lines ...string) {
	c.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(c.in, l+"\n"); err != nil {
			c.t.Fatalf("writing %q: %v", l, err)
		}
	}
}

// next returns the next answer line.
func (c *conversation) next() string {
	c.t.Helper()
	select {
	case l, ok := <-c.lines:
		if !ok {
			c.t.Fatalf("the session ended; want another line")
		}
		return l
	case <-time.After(patience):
		c.t.Fatalf("no answer within %v", patience)
	}
	return ""
}

// until returns the lines up to and including the first that starts with
// the command, failing on any error line on the way.
func (c *conversation) until(command string) []string {
	c.t.Helper()
	var got []string
	for {
		l := c.next()
		got = append(got, l)
		if strings.HasPrefix(l, "error") && command != "error" {
			c.t.Fatalf("unexpected %s (after %q)", l, got)
		}
		if l == command || strings.HasPrefix(l, command+" ") {
			return got
		}
	}
}

// message parses an answer line.
func message(t *testing.T, line string) hub.Message {
	t.Helper()
	m, err := hub.Parse(line)
	if err != nil {
		t.Fatalf("answer %q does not parse: %v", line, err)
	}
	return m
}

// doneMove returns the move of a done line.
func doneMove(t *testing.T, line string) string {
	t.Helper()
	m := message(t, line)
	mv, ok := m.Get("move")
	if m.Command != "done" || !ok {
		t.Fatalf("got %q, want done move=...", line)
	}
	return mv
}

func TestHandshake(t *testing.T) {
	c := converse(t)
	c.send("hub")
	got := c.until("wait")
	want := []string{
		"id name=KingMe version=test",
		`param name=variant value=standard type=enum values="` + strings.Join(games.Keys(), " ") + `"`,
		`param name=level value=full type=enum values="full beginner novice casual intermediate club advanced expert master grandmaster"`,
		"param name=hash value=64 type=int min=1 max=4096",
		fmt.Sprintf("param name=threads value=%d type=int min=1 max=256", runtime.GOMAXPROCS(0)),
		"param name=ponder value=false type=bool",
		"param name=book value=false type=bool",
		"wait",
	}
	if !slices.Equal(got, want) {
		t.Errorf("hub answered\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	c.send("set-param name=hash value=16", "set-param name=threads value=3", "set-param name=level value=Club", "set-param name=variant value=stackem", "init")
	if l := c.next(); l != "ready" {
		t.Errorf("init answered %q, want ready", l)
	}
	c.send("hub")
	got = c.until("wait")
	for _, p := range []string{"name=variant value=stackem ", "name=level value=club ", "name=hash value=16 ", "name=threads value=3 "} {
		if !slices.ContainsFunc(got, func(l string) bool { return strings.Contains(l, p) }) {
			t.Errorf("after set-param, hub answered %q, want a param with %q", got, p)
		}
	}
}

func TestThinkStandard(t *testing.T) {
	c := converse(t)
	c.send("init")
	c.until("ready")
	c.send(`pos pos=`+hubStart+` moves="11-15 23-19"`, "level depth=5", "go think")
	got := c.until("done")
	infos := got[:len(got)-1]
	if len(infos) != 5 {
		t.Errorf("got %d info lines before done, want 5 (one per depth): %q", len(infos), infos)
	}
	for i, l := range infos {
		m := message(t, l)
		if d, _ := m.Get("depth"); m.Command != "info" || d != string(rune('1'+i)) {
			t.Errorf("line %d = %q, want info depth=%d", i+1, l, i+1)
		}
		for _, name := range []string{"score", "nodes", "time", "nps", "pv"} {
			if !m.Has(name) {
				t.Errorf("info line %q has no %s", l, name)
			}
		}
	}
	p := standard.Start()
	for _, mv := range []string{"11-15", "23-19"} {
		m, err := parseMove(p, mv)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	mv := doneMove(t, got[len(got)-1])
	if _, err := parseMove(p, mv); err != nil {
		t.Errorf("done move=%s is not legal after 11-15 23-19: %v", mv, err)
	}
}

// TestOtherVariants searches each other game's position given by fen= and
// checks the move is legal there, in the game's own notation.
func TestOtherVariants(t *testing.T) {
	tests := []struct {
		variant checkers.Variant
		fen     string
		moves   string
	}{
		{mustVariant(t, "stackem"), "R 9:rrB 14:b 22:R", ""},
		{mustVariant(t, "coast-to-coast"), "", firstMove(mustVariant(t, "coast-to-coast"))},
		{mustVariant(t, "flying-kings"), "R:RP18,K29,K31:BK2,K3,G14", ""},
	}
	for _, tt := range tests {
		t.Run(tt.variant.Key(), func(t *testing.T) {
			c := converse(t)
			c.send("set-param name=variant value="+tt.variant.Key(), "init")
			c.until("ready")
			pos := "pos start"
			g := checkers.NewGame(tt.variant)
			if tt.fen != "" {
				pos = `pos fen="` + tt.fen + `"`
				start, err := tt.variant.ParsePosition(tt.fen)
				if err != nil {
					t.Fatal(err)
				}
				g = checkers.NewGameFrom(tt.variant, start)
			}
			if tt.moves != "" {
				pos += ` moves="` + tt.moves + `"`
				for _, mv := range strings.Fields(tt.moves) {
					if err := g.PlayText(mv); err != nil {
						t.Fatal(err)
					}
				}
			}
			c.send(pos, "level depth=3", "go think")
			got := c.until("done")
			mv := doneMove(t, got[len(got)-1])
			if _, err := g.Position().ParseMove(mv); err != nil {
				t.Errorf("done move=%s is not a legal %s move in %s: %v", mv, tt.variant.Name(), g.Position(), err)
			}
		})
	}
}

// firstMove returns the first legal move of v's start position.
func firstMove(v checkers.Variant) string { return v.Start().Legal()[0].String() }

func mustVariant(t *testing.T, key string) checkers.Variant {
	t.Helper()
	g, err := games.Lookup(key)
	if err != nil {
		t.Fatal(err)
	}
	return g.Variant
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name   string
		lines  []string
		wantIn string
	}{
		{"unknown command", []string{"fly"}, `unknown command 'fly'`},
		{"bad line", []string{`pos moves="11-15`}, "no closing double quote"},
		{"bad hub position", []string{"pos pos=Wbbbb"}, "has 5 characters; want 33"},
		{"bad fen", []string{`pos fen="B:W33:B1"`}, "bad FEN"},
		{"two positions", []string{"pos start pos=" + hubStart}, "give one of start, pos= and fen="},
		{"illegal move", []string{`pos start moves="11-15 22-17 15-20"`}, "move 3 of moves (15-20)"},
		{"hub position for another game", []string{"set-param name=variant value=stackem", "pos pos=" + hubStart}, "give a Stack'Em position as fen="},
		{"unknown variant", []string{"set-param name=variant value=normal"}, `unknown variant 'normal'`},
		{"unknown level", []string{"set-param name=level value=wizard"}, "no level 'wizard'"},
		{"bad hash", []string{"set-param name=hash value=0"}, "not a size in MiB"},
		{"no thread", []string{"set-param name=threads value=0"}, "not a number of threads from 1 to 256"},
		{"too many threads", []string{"set-param name=threads value=1000"}, "not a number of threads"},
		{"unknown parameter", []string{"set-param name=opening value=true"}, "unknown parameter 'opening'"},
		{"bad book", []string{"set-param name=book value=maybe"}, "set-param book: 'maybe' is not true or false"},
		{"no name", []string{"set-param value=1"}, "set-param needs name="},
		{"bad depth", []string{"level depth=-2"}, `depth='-2': want a whole number`},
		{"bad time", []string{"level time=soon"}, `time='soon': want a time in seconds`},
		{"too long", []string{strings.Repeat("x", 1<<20+1)}, "line too long"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := converse(t)
			c.send(tt.lines...)
			l := c.next()
			if m := message(t, l); m.Command != "error" || !strings.Contains(m.Args[0].Value, tt.wantIn) {
				t.Errorf("got %q, want an error containing %q", l, tt.wantIn)
			}
			c.send("ping")
			if l := c.next(); l != "pong" {
				t.Errorf("after the error, ping answered %q, want pong: the session must go on", l)
			}
		})
	}
}

// TestGoAfterFailures follows Scan: a bad pos keeps what it could, go
// searches even a position the history's rules have drawn, and only a
// position without a legal move answers a done without a move.
func TestGoAfterFailures(t *testing.T) {
	tests := []struct {
		name     string
		lines    []string // before go
		errorIn  string   // in the error answered, "" for none
		fen      string   // the position searched: done's move is legal there; "" for a bare done
		wantMove bool
	}{
		{"a bad position keeps the one before",
			[]string{`pos start moves="11-15"`, "pos pos=Wbbbb"}, "the position stays W:W21", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15", true},
		{"a bad move keeps the moves before it",
			[]string{`pos start moves="11-15 22-17 15-20"`}, "move 3 of moves (15-20)", "B:W17,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15", true},
		{"a draw by repetition is searched",
			[]string{`pos fen="B:WK29:BK4" moves="4-8 29-25 8-4 25-29 4-8 29-25 8-4 25-29"`}, "", "B:WK29:BK4", true},
		{"moves after a draw by repetition are played",
			[]string{`pos fen="B:WK29:BK4" moves="4-8 29-25 8-4 25-29 4-8 29-25 8-4 25-29 4-8"`}, "", "W:WK29:BK8", true},
		{"a position without a move", []string{"pos fen=B:W18:B"}, "the game is over", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := converse(t)
			c.send(tt.lines...)
			c.send("level depth=2", "go think")
			var got []string
			for len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "done") {
				got = append(got, c.next())
			}
			var errs []string
			for _, l := range got {
				if strings.HasPrefix(l, "error ") {
					errs = append(errs, l)
				}
			}
			switch {
			case tt.errorIn == "" && len(errs) > 0:
				t.Errorf("got %q, want no error", errs)
			case tt.errorIn != "" && (len(errs) != 1 || !strings.Contains(errs[0], tt.errorIn)):
				t.Errorf("got %q, want one error containing %q", errs, tt.errorIn)
			}
			done := message(t, got[len(got)-1])
			mv, ok := done.Get("move")
			if ok != tt.wantMove {
				t.Fatalf("got %q, want a done with a move: %v", got[len(got)-1], tt.wantMove)
			}
			if !ok {
				return
			}
			p, err := standard.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := parseMove(p, mv); err != nil {
				t.Errorf("done move=%s is not legal in %s: %v", mv, tt.fen, err)
			}
		})
	}
}

func TestPingWhileThinking(t *testing.T) {
	c := converse(t)
	c.send("pos start", "level infinite", "go analyze")
	c.until("info")
	c.send("ping")
	for {
		l := c.next()
		if l == "pong" {
			break
		}
		if !strings.HasPrefix(l, "info ") {
			t.Fatalf("got %q while waiting for pong during the search, want info lines only", l)
		}
	}
	c.send("stop")
	got := c.until("done")
	doneMove(t, got[len(got)-1])
}

// TestStopLatency starts endless analyses and stops them once they are
// six plies deep: done must come. The times are logged (well under a
// millisecond on a quiet machine); the bound on their median is wide, one
// second, so that a loaded machine cannot fail it while a search that
// ignored stop, running on for minutes, still does.
func TestStopLatency(t *testing.T) {
	c := converse(t)
	c.send("init")
	c.until("ready")
	var lat []time.Duration
	for range 5 {
		c.send("pos start", "go analyze")
		c.until("info depth=6") // well into the search
		stopped := time.Now()
		c.send("stop")
		got := c.until("done")
		lat = append(lat, time.Since(stopped))
		doneMove(t, got[len(got)-1])
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	t.Logf("stop to done: %v", lat)
	if median := lat[len(lat)/2]; median > time.Second {
		t.Errorf("median time from stop to done = %v, want at most 1s (all: %v)", median, lat)
	}
}

func TestPonderHit(t *testing.T) {
	c := converse(t)
	c.send("pos start", "level move-time=0.05", "go ponder")
	c.until("info")
	c.send("ponder-hit")
	got := c.until("done")
	doneMove(t, got[len(got)-1])
	c.send("ping")
	if l := c.next(); l != "pong" {
		t.Errorf("after ponder-hit and done, got %q, want only pong (one done per go)", l)
	}
}

func TestBatchRunsInOrder(t *testing.T) {
	c := converse(t)
	c.send("pos start", "level depth=3", "go think", "pos start moves=9-13", "ping", "level depth=2", "go think")
	first := c.until("done")
	if l := c.next(); l != "pong" {
		t.Errorf("got %q, want pong after the first search (the ping waited behind pos)", l)
	}
	second := c.until("done")
	if len(first) != 4 || len(second) != 3 {
		t.Errorf("got %d and %d lines for the two searches, want 4 and 3 (each to its own depth): %q %q", len(first), len(second), first, second)
	}
}

func TestQuit(t *testing.T) {
	c := converse(t)
	c.send("pos start", "go analyze")
	c.until("info")
	c.send("quit")
	select {
	case err := <-c.ended:
		c.ended <- err
		if err != nil {
			t.Errorf("Run after quit = %v, want nil", err)
		}
	case <-time.After(patience):
		t.Fatalf("the session did not end on quit")
	}
}

// TestBookParam turns the book on: the engine answers a ballot position
// from the book at once, one info line then done, with a book move.
func TestBookParam(t *testing.T) {
	c := converse(t)
	c.send("set-param name=book value=true", "init")
	c.until("ready")
	c.send("pos start", "level depth=6", "go think")
	got := c.until("done")
	if len(got) != 2 || !strings.HasPrefix(got[0], "info depth=") {
		t.Fatalf("got %q, want one info line and done", got)
	}
	move := doneMove(t, got[1])
	var book []string
	for _, m := range bookpkg.Standard().Moves(standard.Start().String()) {
		book = append(book, m.Move)
	}
	if !slices.Contains(book, move) {
		t.Errorf("played %s, want one of the book's moves %v", move, book)
	}
}

// countingOracle is an endgame database that knows nothing and counts the
// positions it is asked about.
type countingOracle struct{ asked atomic.Int64 }

func (o *countingOracle) Solved(*standard.Position) (outcome, plies int, ok bool) {
	o.asked.Add(1)
	return 0, 0, false
}

// TestEndgamesReachTheEngine gives the session an endgame database for
// standard checkers: its searches ask it.
func TestEndgamesReachTheEngine(t *testing.T) {
	oracle := &countingOracle{}
	c := converseWith(t, hub.Config{Identity: hub.Identity{Name: "KingMe", Version: "test"}, Seed: 1,
		Endgames: map[string]any{"standard": oracle}})
	c.send("init")
	c.until("ready")
	c.send("pos start", "level depth=6", "go think")
	got := c.until("done")
	doneMove(t, got[len(got)-1])
	if oracle.asked.Load() == 0 {
		t.Errorf("the search did not ask the endgame database")
	}
}
