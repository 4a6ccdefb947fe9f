package hub_test

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/hub"
)

// This file replays sessions recorded from pydraughts, the real client
// (testdata/pydraughts-*.hub, each with a header that names the release),
// and reads the engine's answers as pydraughts' HubEngine reads them
// (github.com/AttackingOrDefending/pydraughts, draughts/engines/hub.py,
// the same from commit 0043bf08f8bab4c8fd51489b9ca94c87ff507b05 to
// 3277325ccc17cca75e46da454dc7fb8c0c32150b, 0.6.7, but for type hints).
// Its rules are looser than the protocol's in places and stricter in
// others:
//
//   - a line is stripped of trailing blanks, empty lines are skipped, and
//     the command is split from its arguments at the first run of blanks;
//   - id, param and info arguments are split at runs of spaces outside
//     double quotes, and each at every =: an argument without an = or with
//     a second one (even inside quotes) raises an exception;
//   - quotes stay in the values (author="the KingMe authors" gives
//     "the KingMe authors" with its quotes, as Scan's author does), except
//     for the variant parameter's values, which lose them;
//   - in info, depth and nodes are read as int(), time, nps and
//     mean-depth as float(), score as float() in men;
//   - done's arguments are split at blanks, quotes or not, and at every =:
//     the first argument's value is the move (a bare done raises an
//     exception), the second's, if there are exactly two, the ponder move;
//   - a move is found among the legal ones of the client's board by its
//     from and to squares and all its captured squares, sorted; a move not
//     found raises an exception (KeyError);
//   - any other line (error, for one) is logged as a warning.

// pyLine is a line as pydraughts' recv_hub returns it: command and the
// rest, or ok false for a line it skips (empty once stripped).
func pyLine(line string) (command, arg string, ok bool) {
	line = strings.TrimRight(line, " \t\n\r\v\f")
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return "", "", false
	}
	command = fields[0]
	arg = strings.TrimLeft(line[strings.Index(line, command)+len(command):], " \t\n\r\v\f")
	return command, arg, true
}

// pyArgs splits arg as pydraughts splits id, param and info lines: at runs
// of spaces followed by an even number of double quotes, then each piece
// at every =, which must give a name and a value.
func pyArgs(arg string) ([][2]string, error) {
	var pieces []string
	start := 0
	for i := 0; i < len(arg); i++ {
		if arg[i] != ' ' {
			continue
		}
		j := i
		for j < len(arg) && arg[j] == ' ' {
			j++
		}
		if strings.Count(arg[j:], `"`)%2 == 0 {
			pieces = append(pieces, arg[start:i])
			start = j
		}
		i = j - 1
	}
	pieces = append(pieces, arg[start:])
	var out [][2]string
	for _, p := range pieces {
		kv := strings.Split(p, "=")
		if len(kv) != 2 {
			return nil, fmt.Errorf("argument %q splits at = into %d parts, want 2 (a ValueError in pydraughts)", p, len(kv))
		}
		out = append(out, [2]string{kv[0], kv[1]})
	}
	return out, nil
}

// pyInfo checks an info line's values as pydraughts converts them.
func pyInfo(arg string) error {
	args, err := pyArgs(arg)
	if err != nil {
		return err
	}
	for _, a := range args {
		switch a[0] {
		case "depth", "nodes":
			if _, err := strconv.ParseInt(a[1], 10, 64); err != nil {
				return fmt.Errorf("%s=%s is not an int", a[0], a[1])
			}
		case "mean-depth", "time", "nps", "score":
			if _, err := strconv.ParseFloat(a[1], 64); err != nil {
				return fmt.Errorf("%s=%s is not a float", a[0], a[1])
			}
		}
	}
	return nil
}

// pyDone reads a done line's arguments as pydraughts does: the move, and
// the ponder move when there are exactly two arguments.
func pyDone(arg string) (move, ponder string, err error) {
	var args [][]string
	for _, f := range strings.Fields(arg) {
		args = append(args, strings.Split(f, "="))
	}
	if len(args) == 0 || len(args[0]) < 2 {
		return "", "", fmt.Errorf("done %q has no first argument with a value (an IndexError in pydraughts)", arg)
	}
	if args[0][0] != "move" {
		return "", "", fmt.Errorf("done %q: the first argument is %s, but pydraughts takes it for the move", arg, args[0][0])
	}
	if len(args) == 2 {
		if len(args[1]) < 2 {
			return "", "", fmt.Errorf("done %q: the second argument has no value (an IndexError in pydraughts)", arg)
		}
		ponder = args[1][1]
	}
	return args[0][1], ponder, nil
}

// pyKey is how pydraughts finds a hub move among the legal ones: from and
// to, then the captured squares sorted, each on two digits.
func pyKey(move string) string {
	sep := "x"
	if strings.Contains(move, "-") {
		sep = "-"
	}
	var squares []string
	for _, s := range strings.Split(move, sep) {
		if len(s) == 1 {
			s = "0" + s
		}
		squares = append(squares, s)
	}
	if len(squares) < 2 {
		return move
	}
	captured := slices.Clone(squares[2:])
	slices.Sort(captured)
	return strings.Join(squares[:2], "") + strings.Join(captured, "")
}

// pyPlay finds move among p's legal moves as pydraughts does and plays it.
func pyPlay(p standard.Position, move string) (standard.Position, error) {
	for _, m := range p.LegalMoves() {
		if pyKey(formatMove(m)) == pyKey(move) {
			return p.Play(m), nil
		}
	}
	return p, fmt.Errorf("%s is not among the legal moves of %s (a KeyError in pydraughts)", move, p)
}

// recorded is one line of a recorded session: a line the client wrote
// (>), one it read (<), or one of the notes the recording adds: the
// client's board (# board, a PDN FEN) and the moves it finds an answer
// among (# legal, in its own numbering). Other comments are the header.
type recorded struct {
	kind string // ">", "<", "board" or "legal"
	text string
}

// readRecording returns the lines of a recorded session.
func readRecording(t *testing.T, name string) []recorded {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []recorded
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "> "), strings.HasPrefix(l, "< "):
			out = append(out, recorded{l[:1], l[2:]})
		case strings.HasPrefix(l, "# board "):
			out = append(out, recorded{"board", strings.TrimPrefix(l, "# board ")})
		case strings.HasPrefix(l, "# legal "):
			out = append(out, recorded{"legal", strings.TrimPrefix(l, "# legal ")})
		case l == "" || strings.HasPrefix(l, "#"):
		default:
			t.Fatalf("%s:%d: %q is not a recorded line (> , < or #)", name, n, l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// pyClient replays a recorded session's lines to a session and reads the
// answers as pydraughts does.
type pyClient struct {
	t     *testing.T
	c     *conversation
	board standard.Position // the client's board before the search, in PDN
	legal map[string]bool   // the keys (pyKey) of the moves the client finds answers among
	info  map[string]string // the id line's values, as pydraughts keeps them
	vars  []string          // the variants the hub answer announced
	dones int               // the searches answered
}

// recv returns the next line pydraughts would not skip, split.
func (pc *pyClient) recv() (command, arg string) {
	pc.t.Helper()
	for {
		if command, arg, ok := pyLine(pc.c.next()); ok {
			return command, arg
		}
	}
}

// expect reads lines until one whose command is want, failing on any other
// line (pydraughts would log it as a warning, and for an error the session
// has gone wrong).
func (pc *pyClient) expect(want string) {
	pc.t.Helper()
	for {
		command, arg := pc.recv()
		if command == want {
			return
		}
		pc.t.Errorf("got %s %s while waiting for %s", command, arg, want)
	}
}

// hello reads the answer to hub as pydraughts' hub() does.
func (pc *pyClient) hello() {
	pc.t.Helper()
	pc.info = map[string]string{}
	for {
		command, arg := pc.recv()
		switch command {
		case "wait":
			return
		case "id", "param":
			args, err := pyArgs(arg)
			if err != nil {
				pc.t.Fatalf("%s %s: %v", command, arg, err)
			}
			variant := false
			for _, a := range args {
				if command == "id" {
					pc.info[a[0]] = a[1]
				}
				if a[0] == "name" && a[1] == "variant" {
					variant = true
				}
				if a[0] == "values" && variant {
					pc.vars = strings.Fields(strings.Trim(a[1], `"`))
				}
			}
		default:
			pc.t.Errorf("got %s %s in answer to hub", command, arg)
		}
	}
}

// note reads the recording's note of the client's board and legal moves,
// checking that they agree: the legal moves, written as the client
// writes them, are the board's in PDN numbering.
func (pc *pyClient) note(r recorded) {
	pc.t.Helper()
	switch r.kind {
	case "board":
		p, err := standard.ParseFEN(r.text)
		if err != nil {
			pc.t.Fatalf("# board %s: %v", r.text, err)
		}
		pc.board = p
	case "legal":
		pc.legal = map[string]bool{}
		for _, mv := range strings.Fields(r.text) {
			pc.legal[pyKey(mv)] = true
		}
		var ours []string
		for _, m := range pc.board.LegalMoves() {
			ours = append(ours, pyKey(formatMove(m)))
		}
		if len(ours) != len(pc.legal) || slices.ContainsFunc(ours, func(k string) bool { return !pc.legal[k] }) {
			pc.t.Fatalf("# legal %s: the board %s has the moves %q", r.text, pc.board, ours)
		}
	}
}

// checkMove checks a done line's move and ponder move as pydraughts
// reads them: the move among the client's legal ones, the ponder move
// legal after it.
func (pc *pyClient) checkMove(who, arg string) {
	pc.t.Helper()
	move, ponder, err := pyDone(arg)
	if err != nil {
		pc.t.Fatalf("%s: %v", who, err)
	}
	if !pc.legal[pyKey(move)] {
		pc.t.Fatalf("%s done %s: the move %s is not among the client's %q, on %s (a KeyError in pydraughts)", who, arg, move, slices.Sorted(maps.Keys(pc.legal)), pc.board)
	}
	next, err := pyPlay(pc.board, move)
	if err != nil {
		pc.t.Fatalf("%s done %s: %v", who, arg, err)
	}
	if ponder != "" {
		if _, err := pyPlay(next, ponder); err != nil {
			pc.t.Errorf("%s done %s: the ponder move: %v", who, arg, err)
		}
	}
}

// search reads a search's answer as pydraughts' go() does: info lines,
// then done with a move the client finds among its legal ones.
func (pc *pyClient) search() {
	pc.t.Helper()
	for {
		command, arg := pc.recv()
		switch command {
		case "info":
			if err := pyInfo(arg); err != nil {
				pc.t.Errorf("info %s: %v", arg, err)
			}
		case "done":
			pc.checkMove("the engine's", arg)
			pc.dones++
			return
		default:
			pc.t.Errorf("got %s %s during the search", command, arg)
		}
	}
}

// replayRecording replays the client's lines of a recorded session to a
// new session and checks every answer by the client's rules; it returns
// the client, and how many of the recording's own done lines it checked.
func replayRecording(t *testing.T, name string) (*pyClient, int) {
	c := converseWith(t, hub.Config{Identity: hub.Identity{Name: "KingMe", Version: "test", Author: "the KingMe authors"},
		Seed: 1, Threads: 1, Book: true})
	pc := &pyClient{t: t, c: c}
	recordedDones := 0
	for _, r := range readRecording(t, name) {
		switch r.kind {
		case "board", "legal":
			pc.note(r)
		case "<":
			// The recorded game's answer: the client took it, so it is
			// among its legal moves too.
			if command, arg, _ := pyLine(r.text); command == "done" {
				pc.checkMove("the recorded", arg)
				recordedDones++
			}
		case ">":
			command, _, _ := pyLine(r.text)
			pc.c.send(r.text)
			switch command {
			case "hub":
				pc.hello()
			case "init":
				pc.expect("ready")
			case "ping":
				pc.expect("pong")
			case "go":
				pc.search()
			case "quit":
				select {
				case l, ok := <-c.lines:
					if ok {
						t.Errorf("after quit, got %q; want the session to end", l)
					}
				case <-time.After(patience):
					t.Errorf("the session did not end on quit")
				}
			}
		}
	}
	return pc, recordedDones
}

// TestPydraughtsRecorded replays sessions recorded from the real client,
// pydraughts' HubEngine.play() playing whole games of English draughts,
// and reads every answer with pydraughts' rules: no command is answered by
// an error, every line parses, and every done has a move that the client
// finds among its board's legal moves (in PDN numbering for 0.6), with a
// ponder move legal after it.
func TestPydraughtsRecorded(t *testing.T) {
	tests := []struct {
		file      string
		wantDones int // the searches in the recording
	}{
		{"testdata/pydraughts-0.6.7-english.hub", 123},
		{"testdata/pydraughts-0.5.7-english.hub", 103},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			pc, recordedDones := replayRecording(t, tt.file)
			if pc.dones != tt.wantDones || recordedDones != tt.wantDones {
				t.Errorf("got %d searches answered and %d recorded answers checked, want %d of each", pc.dones, recordedDones, tt.wantDones)
			}
			if got, want := pc.info["name"], "KingMe"; got != want {
				t.Errorf("pydraughts reads the name %q, want %q", got, want)
			}
			if got, want := pc.info["author"], `"the KingMe authors"`; got != want {
				t.Errorf("pydraughts reads the author %s, want %s (with the quotes, as Scan's)", got, want)
			}
			if !slices.Contains(pc.vars, "standard") {
				t.Errorf("pydraughts reads the variants %q, want standard among them", pc.vars)
			}
		})
	}
}

// TestPydraughtsRules checks the mirror of pydraughts' reading on lines
// it reads and lines it fails on.
func TestPydraughtsRules(t *testing.T) {
	tests := []struct {
		line    string
		wantErr bool
	}{
		{`id name=KingMe version=1.0 author="the KingMe authors"`, false},
		{`info depth=3 score=-0.25 nodes=79 time=0.000 nps=0.70 pv="12x19x16 27-23"`, false},
		{`info depth=3 pv`, true},       // a bare flag
		{`info depth=3 pv="a=b"`, true}, // an = inside quotes
		{`info depth=3.5`, true},        // not an int
		{`done move=11-15 ponder=23-19`, false},
		{`done move=11-15`, false},
		{`done`, true},                         // a bare done
		{`done ponder=23-19 move=11-15`, true}, // the move is not first
	}
	for _, tt := range tests {
		command, arg, ok := pyLine(tt.line)
		if !ok {
			t.Fatalf("pyLine(%q) skips it", tt.line)
		}
		var err error
		switch command {
		case "id":
			_, err = pyArgs(arg)
		case "info":
			err = pyInfo(arg)
		case "done":
			_, _, err = pyDone(arg)
		}
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: got error %v, want one: %v", tt.line, err, tt.wantErr)
		}
	}
	for move, want := range map[string]string{"11-15": "1115", "9-13": "0913", "23x16x19": "231619", "1x19x15x6": "01190615"} {
		if got := pyKey(move); got != want {
			t.Errorf("pyKey(%q) = %q, want %q", move, got, want)
		}
	}
}
