package hub

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// fullStrength is the level parameter's value for the engine at full
// strength, before the named levels.
const fullStrength = "full"

// Bounds of the hash parameter, in MiB, and of the threads parameter.
const (
	minHashMiB = 1
	maxHashMiB = 4096
	maxThreads = 256
)

// execute runs m when no search is running.
func (s *Session) execute(m Message) {
	switch m.Command {
	case "hub":
		s.hello()
	case "init":
		if err := s.ensurePlayer(); err != nil {
			s.errorf("init: %v", err)
			return
		}
		// The table's memory is made before ready, not in the first
		// move's time.
		s.player.Prepare()
		s.send(NewMessage("ready"))
	case "set-param":
		s.setParam(m)
	case "pos":
		s.setPosition(m)
	case "level":
		s.setLevel(m)
	case "go":
		s.goSearch(m)
	case "new-game":
		if s.player != nil {
			s.player.NewGame()
		}
	case "ping":
		s.send(NewMessage("pong"))
	case "stop", "ponder-hit":
		// No search to stop: nothing to do.
	default:
		s.errorf("unknown command %q: want hub, init, set-param, pos, level, go, stop, ponder-hit, ping, new-game or quit", m.Command)
	}
}

// hello answers hub: the engine's id, its parameters, then wait.
func (s *Session) hello() {
	id := s.config.Identity
	var pairs []string
	for _, f := range [][2]string{{"name", id.Name}, {"version", id.Version}, {"author", id.Author}, {"country", id.Country}} {
		if f[1] != "" {
			pairs = append(pairs, f[0], f[1])
		}
	}
	s.send(NewMessage("id", pairs...))
	s.send(NewMessage("param", "name", "variant", "value", s.variant.Key(), "type", "enum", "values", strings.Join(games.Keys(), " ")))
	s.send(NewMessage("param", "name", "level", "value", s.level, "type", "enum", "values", strings.Join(levelValues(), " ")))
	s.send(NewMessage("param", "name", "hash", "value", strconv.Itoa(s.hashMiB), "type", "int", "min", strconv.Itoa(minHashMiB), "max", strconv.Itoa(maxHashMiB)))
	s.send(NewMessage("param", "name", "threads", "value", strconv.Itoa(s.threads), "type", "int", "min", "1", "max", strconv.Itoa(maxThreads)))
	s.send(NewMessage("param", "name", "ponder", "value", strconv.FormatBool(s.ponder), "type", "bool"))
	s.send(NewMessage("param", "name", "book", "value", strconv.FormatBool(s.book), "type", "bool"))
	s.send(NewMessage("wait"))
}

// levelValues lists the level parameter's values: full, then the named
// levels weakest first, in lower case.
func levelValues() []string {
	out := []string{fullStrength}
	for _, l := range engine.Levels() {
		out = append(out, strings.ToLower(l.Name))
	}
	return out
}

// setParam handles set-param name=... value=...: the change applies from
// the next search on (the engine is made anew).
func (s *Session) setParam(m Message) {
	name, _ := m.Get("name")
	value, _ := m.Get("value")
	switch name {
	case "":
		s.errorf("set-param needs name=: one of variant, level, hash, threads, ponder, book")
		return
	case "variant":
		g, err := games.Lookup(value)
		if err != nil {
			s.errorf("set-param variant: %v", err)
			return
		}
		if g.Key() != s.variant.Key() {
			s.variant, s.game = g.Variant, checkers.NewGame(g.Variant)
		}
	case "level":
		if !strings.EqualFold(value, fullStrength) {
			l, err := engine.LevelByName(value)
			if err != nil {
				s.errorf("set-param level: %v, or full", err)
				return
			}
			value = strings.ToLower(l.Name)
		}
		s.level = strings.ToLower(value)
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < minHashMiB || n > maxHashMiB {
			s.errorf("set-param hash: %q is not a size in MiB from %d to %d", value, minHashMiB, maxHashMiB)
			return
		}
		s.hashMiB = n
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxThreads {
			s.errorf("set-param threads: %q is not a number of threads from 1 to %d", value, maxThreads)
			return
		}
		s.threads = n
	case "ponder":
		b, err := strconv.ParseBool(value)
		if err != nil {
			s.errorf("set-param ponder: %q is not true or false", value)
			return
		}
		s.ponder = b
		return // the engine is unchanged
	case "book":
		b, err := strconv.ParseBool(value)
		if err != nil {
			s.errorf("set-param book: %q is not true or false", value)
			return
		}
		s.book = b
	default:
		s.errorf("set-param: unknown parameter %q: want variant, level, hash, threads, ponder or book", name)
		return
	}
	s.player = nil
}

// ensurePlayer makes the engine for the current parameters, unless it is
// made already.
func (s *Session) ensurePlayer() error {
	if s.player != nil {
		return nil
	}
	var level engine.Level
	if s.level != fullStrength {
		l, err := engine.LevelByName(s.level)
		if err != nil {
			return err
		}
		level = l
	}
	game, err := games.Of(s.variant)
	if err != nil {
		return err
	}
	p, err := game.NewPlayer(engine.Options{TableMiB: s.hashMiB, Threads: s.threads, Level: level, Seed: s.config.Seed, Endgame: s.config.Endgames[game.Key()], NoBook: !s.book})
	if err != nil {
		return err
	}
	s.player = p
	return nil
}

// setPosition handles pos [start] [pos=...] [fen="..."] [moves="..."].
// Like Scan, pos forgets the level commands given before it, and a failure
// answers an error and keeps what it could: a bad position keeps the
// position searched before, a bad move keeps the position after the moves
// before it. So go always has a position to search.
func (s *Session) setPosition(m Message) {
	s.limits = engine.Limits{}
	moves, _ := m.Get("moves")
	readings, err := s.startPositions(m, strings.TrimSpace(moves) != "")
	if err != nil {
		s.errorf("pos: %v (the position stays %s)", err, s.game.Position())
		return
	}
	if err := s.playFrom(readings, moves); err != nil {
		s.errorf("pos: %v", err)
	}
}

// startPositions reads the position pos starts from: pos= (the game's Hub
// form, games.Game.Hub, which may stand for two positions: see
// hubReadings), fen= (the variant's position text), or the start position.
func (s *Session) startPositions(m Message, withMoves bool) ([]reading, error) {
	given := 0
	for _, name := range []string{"start", "pos", "fen"} {
		if m.Has(name) {
			given++
		}
	}
	if given > 1 {
		return nil, fmt.Errorf("give one of start, pos= and fen=, not %d of them", given)
	}
	if text, ok := m.Get("fen"); ok {
		p, err := s.variant.ParsePosition(text)
		return []reading{{p, undecided}}, err
	}
	text, ok := m.Get("pos")
	if !ok {
		return []reading{{s.variant.Start(), undecided}}, nil
	}
	forms := formsOf(s.variant)
	if forms == nil {
		return nil, fmt.Errorf("pos=%s: %s has no hub position form (the games with one: %s); give a %s position as fen=\"...\"", text, s.variant.Name(), strings.Join(hubGames(), ", "), s.variant.Name())
	}
	return hubReadings(forms, s.variant, text, s.reading, withMoves)
}

// hubGames returns the keys of the games that have a Hub position form.
func hubGames() []string {
	var keys []string
	for _, g := range games.All() {
		if g.Hub != nil {
			keys = append(keys, g.Key())
		}
	}
	return keys
}

// play plays one move of moves= in g, written as the protocol writes it
// (ReadMove), and returns the game it was played in. The GUI keeps the
// rules of the game: a move that follows a draw by the repetition or
// no-progress rules is played in a game started from the position
// reached (the draw is the GUI's to claim). It returns g and the error
// when the move is not legal.
func play(g *checkers.Game, text string) (*checkers.Game, error) {
	g = ongoing(g)
	m, err := ReadMove(g.Variant(), g.Position(), text)
	if err != nil {
		return g, err
	}
	return g, g.Play(m)
}

// ongoing returns g, or when the rules of its history have ended g (a draw
// by repetition or without progress) though its position goes on, a game
// started from its position.
func ongoing(g *checkers.Game) *checkers.Game {
	if g.Result().Over() && !g.Position().Status().Over() {
		return checkers.NewGameFrom(g.Variant(), g.Position())
	}
	return g
}

// setLevel handles level: depth=, nodes=, move-time=, time=, inc=, moves=
// and infinite, added to the limits of the next search. A level with a bad
// value changes nothing.
func (s *Session) setLevel(m Message) {
	l := s.limits
	for _, a := range m.Args {
		var err error
		switch a.Name {
		case "depth":
			l.Depth, err = count(a, 1, engine.MaxPly)
		case "nodes":
			var n int
			n, err = count(a, 1, math.MaxInt)
			l.Nodes = uint64(n)
		case "moves":
			l.MovesToGo, err = count(a, 0, math.MaxInt32)
		case "move-time":
			l.MoveTime, err = seconds(a, time.Millisecond)
			l.Flexible = true
		case "time":
			l.Clock, err = seconds(a, time.Millisecond)
		case "inc":
			l.Increment, err = seconds(a, 0)
		case "infinite":
			l = engine.Limits{}
		}
		if err != nil {
			s.errorf("level: %v", err)
			return
		}
	}
	s.limits = l
}

// count reads a's value as a whole number from lo to hi.
func count(a Arg, lo, hi int) (int, error) {
	n, err := strconv.Atoi(a.Value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s=%q: want a whole number from %d to %d", a.Name, a.Value, lo, hi)
	}
	return n, nil
}

// maxSeconds caps times: a million seconds (Scan's "no limit").
const maxSeconds = 1e6

// seconds reads a's value as a time in seconds (a real number), at least
// floor: a clock about to fall (time=0) still limits the search.
func seconds(a Arg, floor time.Duration) (time.Duration, error) {
	f, err := strconv.ParseFloat(a.Value, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%s=%q: want a time in seconds, such as 1.5", a.Name, a.Value)
	}
	d := time.Duration(min(f, maxSeconds) * float64(time.Second))
	return max(d, floor), nil
}
