package hub

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// This file is the protocol's other side: KingMe as the GUI, driving an
// engine that speaks the Hub protocol (another program, or an older
// KingMe's kingme hub), as an engine.Player.

// handshakeTime is how long an engine may take to answer hub and init.
const handshakeTime = 30 * time.Second

// stopTime is how long an engine may take to answer done after stop, or
// after its limit is past, before it is taken for hung.
const stopTime = 10 * time.Second

// Engine is an engine.Player that drives an external engine over the Hub
// protocol: it sends the game's position and moves with pos, the search's
// limits with level and go think, and reads the info lines and the done
// move. Every move the engine answers is read with the rules
// (ReadMove): a move that does not read or is illegal is an error naming
// the engine and its text. An Engine plays one game at a time; Close ends
// the engine.
type Engine struct {
	variant checkers.Variant
	name    string // the engine's name, from its id line, for errors
	params  map[string]bool
	// variant is the engine's variant parameter as it declared it: its
	// value, then the values it takes.
	variants []string
	w        io.Writer
	lines    chan string // the engine's lines, closed when its output ends
	closer   func() error
	mu       sync.Mutex
	readErr  error
}

// EngineOptions are the settings StartEngine and NewEngine give the
// engine with set-param before init: each name with its value, sent only
// when the engine declares the parameter (hash, threads, level…).
// The variant is set apart, by the name the engine gives the game (see
// setVariant): its key, or Scan's normal for international draughts.
type EngineOptions map[string]string

// StartEngine runs command (the program, then its arguments) and returns
// it as an Engine of the game v once it has answered hub and init. ctx
// bounds the handshake only; Close stops the program.
func StartEngine(ctx context.Context, command []string, v checkers.Variant, o EngineOptions) (*Engine, error) {
	if len(command) == 0 {
		return nil, errors.New("hub engine: no command given")
	}
	cmd := exec.Command(command[0], command[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var stderr strings.Builder
	cmd.Stderr = &limitedWriter{w: &stderr, n: 4096}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("hub engine %s: %w", command[0], err)
	}
	closer := func() error {
		fmt.Fprintln(in, "quit")
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				return nil // it ended; how is its own business after quit
			}
			return err
		case <-time.After(stopTime):
			_ = cmd.Process.Kill()
			<-done
			return fmt.Errorf("hub engine %s did not end after quit: killed", command[0])
		}
	}
	e, err := newEngine(ctx, out, in, closer, v, o)
	if err != nil {
		_ = closer()
		if s := strings.TrimSpace(stderr.String()); s != "" {
			err = fmt.Errorf("%w (its error output: %s)", err, s)
		}
		return nil, fmt.Errorf("hub engine %s: %w", strings.Join(command, " "), err)
	}
	return e, nil
}

// NewEngine returns an Engine of the game v that reads the engine's lines
// from r and writes commands to w, once it has answered hub and init.
// Close writes quit and closes w if it is an io.Closer.
func NewEngine(ctx context.Context, r io.Reader, w io.Writer, v checkers.Variant, o EngineOptions) (*Engine, error) {
	closer := func() error {
		fmt.Fprintln(w, "quit")
		if c, ok := w.(io.Closer); ok {
			return c.Close()
		}
		return nil
	}
	return newEngine(ctx, r, w, closer, v, o)
}

func newEngine(ctx context.Context, r io.Reader, w io.Writer, closer func() error, v checkers.Variant, o EngineOptions) (*Engine, error) {
	e := &Engine{variant: v, name: "engine", params: map[string]bool{}, w: w, lines: make(chan string, 64), closer: closer}
	go e.read(r)
	ctx, cancel := context.WithTimeout(ctx, handshakeTime)
	defer cancel()
	if err := e.send(NewMessage("hub")); err != nil {
		return nil, err
	}
	for {
		m, err := e.next(ctx)
		if err != nil {
			return nil, fmt.Errorf("waiting for wait after hub: %w", err)
		}
		if m.Command == "id" {
			if name, ok := m.Get("name"); ok {
				e.name = name
			}
		}
		if m.Command == "param" {
			if name, ok := m.Get("name"); ok {
				e.params[name] = true
				if name == "variant" {
					value, _ := m.Get("value")
					values, _ := m.Get("values")
					e.variants = append([]string{value}, strings.Fields(values)...)
				}
			}
		}
		if m.Command == "wait" {
			break
		}
	}
	if err := e.setVariant(v); err != nil {
		return nil, err
	}
	for name, value := range o {
		if !e.params[name] {
			continue
		}
		if err := e.send(NewMessage("set-param", "name", name, "value", value)); err != nil {
			return nil, err
		}
	}
	if err := e.send(NewMessage("init")); err != nil {
		return nil, err
	}
	for {
		m, err := e.next(ctx)
		if err != nil {
			return nil, fmt.Errorf("waiting for ready after init: %w", err)
		}
		if m.Command == "error" {
			msg, _ := m.Get("message")
			return nil, fmt.Errorf("%s: %s", e.name, msg)
		}
		if m.Command == "ready" {
			return e, nil
		}
	}
}

// read sends the engine's lines to e.lines until its output ends.
func (e *Engine) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		e.lines <- sc.Text()
	}
	e.mu.Lock()
	e.readErr = sc.Err()
	e.mu.Unlock()
	close(e.lines)
}

// next returns the engine's next message, skipping blank lines and lines
// that do not read as messages.
func (e *Engine) next(ctx context.Context) (Message, error) {
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				e.mu.Lock()
				err := e.readErr
				e.mu.Unlock()
				if err == nil {
					err = io.EOF
				}
				return Message{}, fmt.Errorf("%s ended its output: %w", e.name, err)
			}
			if isBlankLine(line) {
				continue
			}
			m, err := Parse(line)
			if err != nil {
				continue
			}
			return m, nil
		case <-ctx.Done():
			return Message{}, fmt.Errorf("%s did not answer: %w", e.name, ctx.Err())
		}
	}
}

// send writes m as one line.
func (e *Engine) send(m Message) error {
	if _, err := fmt.Fprintln(e.w, m.String()); err != nil {
		return fmt.Errorf("writing to %s: %w", e.name, err)
	}
	return nil
}

// Name returns the engine's name, as its id line gives it.
func (e *Engine) Name() string { return e.name }

// Variant returns the game the engine plays.
func (e *Engine) Variant() checkers.Variant { return e.variant }

// NewGame tells the engine to forget what it learned (new-game).
func (e *Engine) NewGame() { _ = e.send(NewMessage("new-game")) }

// Prepare does nothing: the engine made its memory at init, which
// StartEngine and NewEngine waited for.
func (e *Engine) Prepare() {}

// Close ends the engine (quit).
func (e *Engine) Close() error { return e.closer() }

// Think sends g's position and moves and limits to the engine, starts its
// search and returns its move, read with the rules, with what its last
// info line said (depth, score, nodes, line). When ctx is done the search
// is stopped and its move taken.
func (e *Engine) Think(ctx context.Context, g *checkers.Game, limits engine.Limits, info func(engine.Report)) (engine.Report, error) {
	if g.Variant().Key() != e.variant.Key() {
		return engine.Report{}, fmt.Errorf("%s plays %s, not %s", e.name, e.variant.Name(), g.Variant().Name())
	}
	if len(g.Legal()) == 0 {
		return engine.Report{}, fmt.Errorf("no legal move to think about in %s", g.Position())
	}
	if err := e.send(positionMessage(g)); err != nil {
		return engine.Report{}, err
	}
	if err := e.send(levelMessage(limits)); err != nil {
		return engine.Report{}, err
	}
	start := time.Now()
	if err := e.send(NewMessage("go", "think", "")); err != nil {
		return engine.Report{}, err
	}
	var rep engine.Report
	wait := ctx
	for {
		m, err := e.next(wait)
		if err != nil && wait == ctx && ctx.Err() != nil {
			// The caller is done: stop the search and take its move.
			_ = e.send(NewMessage("stop"))
			stopCtx, cancel := context.WithTimeout(context.Background(), stopTime)
			defer cancel()
			wait = stopCtx
			continue
		}
		if err != nil {
			return rep, err
		}
		switch m.Command {
		case "info":
			rep = infoReport(g.Variant(), g.Position(), m, rep)
			rep.Time = time.Since(start)
			if info != nil {
				info(rep)
			}
		case "done":
			text, _ := m.Get("move")
			if text == "" {
				return rep, fmt.Errorf("%s answered done without a move in %s", e.name, g.Position())
			}
			mv, err := ReadMove(g.Variant(), g.Position(), text)
			if err != nil {
				return rep, fmt.Errorf("%s played %q in %s: %w", e.name, text, g.Position(), err)
			}
			if len(rep.PV) == 0 || rep.PV[0].String() != mv.String() {
				rep.PV = []checkers.Move{mv}
			}
			rep.Move, rep.Time = mv, time.Since(start)
			return rep, nil
		case "error":
			msg, _ := m.Get("message")
			return rep, fmt.Errorf("%s: %s", e.name, msg)
		}
	}
}

// setVariant tells the engine to play v: with set-param name=variant,
// by the name the engine gives it among the values it declared (the
// game's key, as KingMe's hub names it, or one of the names other engines
// give it, games.HubForms.Names, such as Scan's "normal" for international
// draughts), unless it plays it already. An engine that declares no
// variant parameter is taken to play the protocol's default game in
// KingMe, standard checkers, as KingMe's hub did before it had the
// parameter; for another game, and when the engine names none of the
// game's names, it is an error.
func (e *Engine) setVariant(v checkers.Variant) error {
	names := []string{v.Key()}
	if h := formsOf(v); h != nil {
		names = append(names, h.Names...)
	}
	if len(e.variants) == 0 {
		if v.Key() == defaultVariant.Key() {
			return nil
		}
		return fmt.Errorf("%s declares no variant parameter, so it plays %s only, not %s", e.name, defaultVariant.Name(), v.Name())
	}
	if slices.Contains(names, e.variants[0]) {
		return nil // the engine plays it already
	}
	for _, name := range e.variants[1:] {
		if slices.Contains(names, name) {
			return e.send(NewMessage("set-param", "name", "variant", "value", name))
		}
	}
	return fmt.Errorf("%s plays the variants %s, none of them %s (which it would name %s)", e.name, strings.Join(e.variants[1:], ", "), v.Name(), strings.Join(names, " or "))
}

// positionMessage is the pos line of g: its start (the start position, the
// protocol's own form for a game that has it and where it says the whole
// position, the game's text with fen= otherwise) and its moves.
func positionMessage(g *checkers.Game) Message {
	var moves []string
	for _, m := range g.Played() {
		moves = append(moves, WriteMove(g.Variant(), m))
	}
	m := NewMessage("pos")
	switch start := g.Start(); {
	case start == g.Variant().Start():
		m.Args = append(m.Args, Arg{Name: "start"})
	default:
		if h := formsOf(g.Variant()); h != nil && h.Holds(start) {
			m.Args = append(m.Args, Arg{Name: "pos", Value: h.FormatPosition(start)})
		} else {
			m.Args = append(m.Args, Arg{Name: "fen", Value: start.String()})
		}
	}
	if len(moves) > 0 {
		m.Args = append(m.Args, Arg{Name: "moves", Value: strings.Join(moves, " ")})
	}
	return m
}

// levelMessage is the level line of the limits: a depth, a node count, a
// move time and a clock (time left, this move's increment included as the
// protocol counts it, the increment and the moves to the next control), as
// many as are set; infinite for none.
func levelMessage(l engine.Limits) Message {
	m := NewMessage("level")
	if l.Depth > 0 {
		m.Args = append(m.Args, Arg{Name: "depth", Value: strconv.Itoa(l.Depth)})
	}
	if l.Nodes > 0 {
		m.Args = append(m.Args, Arg{Name: "nodes", Value: strconv.FormatUint(l.Nodes, 10)})
	}
	if l.MoveTime > 0 {
		m.Args = append(m.Args, Arg{Name: "move-time", Value: strconv.FormatFloat(l.MoveTime.Seconds(), 'f', -1, 64)})
	}
	if l.Clock > 0 {
		if l.MovesToGo > 0 {
			m.Args = append(m.Args, Arg{Name: "moves", Value: strconv.Itoa(l.MovesToGo)})
		}
		m.Args = append(m.Args, Arg{Name: "time", Value: strconv.FormatFloat(l.Clock.Seconds(), 'f', -1, 64)},
			Arg{Name: "inc", Value: strconv.FormatFloat(l.Increment.Seconds(), 'f', -1, 64)})
	}
	if len(m.Args) == 0 {
		m.Args = append(m.Args, Arg{Name: "infinite"})
	}
	return m
}

// infoReport adds what an info line says to rep: its depth, score (men,
// ±99.xx a win or loss), nodes and line, the line read with the rules
// from p, a position of the game, as far as it reads.
func infoReport(game checkers.Variant, p checkers.Position, m Message, rep engine.Report) engine.Report {
	if v, ok := m.Get("depth"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			rep.Depth = n
		}
	}
	if v, ok := m.Get("max-depth"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			rep.SelDepth = n
		}
	}
	if v, ok := m.Get("nodes"); ok {
		if n, err := strconv.ParseUint(v, 10, 64); err == nil {
			rep.Nodes = n
		}
	}
	if v, ok := m.Get("score"); ok {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			rep.Score = scoreOf(f)
		}
	}
	if v, ok := m.Get("pv"); ok {
		rep.PV = rep.PV[:0]
		q := p
		for _, text := range strings.Fields(v) {
			mv, err := ReadMove(game, q, text)
			if err != nil {
				break
			}
			next, err := q.After(mv)
			if err != nil {
				break
			}
			rep.PV = append(rep.PV, mv)
			q = next
		}
	}
	return rep
}

// scoreOf reads a score in men as the engine's hundredths of a man, and
// ±99.xx as a win or loss in 100 − xx plies.
func scoreOf(men float64) int {
	switch {
	case men >= 99:
		return engine.Win - int((100-men)*100+0.5)
	case men <= -99:
		return -engine.Win + int((100+men)*100+0.5)
	}
	if men >= 0 {
		return int(men*100 + 0.5)
	}
	return -int(-men*100 + 0.5)
}

// limitedWriter keeps the first n bytes written to it.
type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(l.n, len(p))
		_, _ = l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}
