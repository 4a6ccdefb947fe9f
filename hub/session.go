package hub

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// Identity is what the engine says about itself in answer to hub: the id
// line's name, version, author and country (empty fields are left out).
type Identity struct {
	Name, Version, Author, Country string
}

// Config sets up a Session.
type Config struct {
	Identity
	// Seed makes the named levels' imperfect choices reproducible.
	Seed uint64
	// Threads is the threads parameter's value at the start: how many
	// threads search (sharing the transposition table); 0 for every core
	// the program may use (runtime.GOMAXPROCS).
	Threads int
	// Book is the book parameter's value at the start: whether the engine
	// plays from the game's opening book (kingme hub starts with it on).
	Book bool
	// Endgames are the endgame databases (engine.Options.Endgame) by game
	// key, for the games that have some.
	Endgames map[string]any
}

// Session is one conversation with a GUI over the Hub protocol: its
// parameters, the position and limits of the next search, the engine and
// the search running, if any. Run drives it; a Session serves one Run.
type Session struct {
	config Config
	out    *writer

	variant checkers.Variant
	level   string // the level parameter: "full" or a level's name
	hashMiB int
	threads int
	ponder  bool // the ponder parameter, only told back to the GUI
	book    bool // the book parameter: play from the opening book

	player  engine.Player  // nil until needed, and again after a parameter changes
	game    *checkers.Game // the position to search, and the moves that led to it
	limits  engine.Limits  // from the level commands since the last pos or go
	reading posReading     // how pos= was last read (posform.go)

	search  *search           // the search running, nil when none
	results chan searchResult // each search's end
	pending []Message         // commands waiting for the running search to end
}

// defaultVariant is the game a session plays until set-param name=variant
// chooses another: standard checkers, the only game of KingMe's hub before
// it had the parameter (and the game pydraughts drives it in).
var defaultVariant = games.Default().Variant

// New returns a session playing standard checkers from its start position,
// at full strength with a 64 MiB transposition table, searching with
// c.Threads threads (every core when 0).
func New(c Config) *Session {
	v := defaultVariant
	threads := c.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	return &Session{
		config:  c,
		variant: v,
		level:   fullStrength,
		hashMiB: 64,
		book:    c.Book,
		threads: min(threads, maxThreads),
		game:    checkers.NewGame(v),
		results: make(chan searchResult),
	}
}

// maxLine is the longest line read; longer ones are refused.
const maxLine = 1 << 20

// input is one line read, or why reading ended.
type input struct {
	text    string
	tooLong bool
	err     error // io.EOF at the end of the input
}

// Run reads commands from in, one per line, and writes the answers to out
// until the command quit, the end of in or the end of ctx. Bad input is
// answered by an error line and the session goes on. At the end of in, a
// search with a limit (a level with depth, nodes or a time, or a named
// level) ends by itself and answers done, an endless one is stopped and
// answers done, and then Run returns; so does quit, at once. Run returns nil
// after quit or the end of in, the error when reading or writing fails, and
// ctx's error when ctx ends first. No search runs after Run returns.
func (s *Session) Run(ctx context.Context, in io.Reader, out io.Writer) error {
	s.out = &writer{w: out}
	lines := make(chan input)
	quit := make(chan struct{})
	defer close(quit)
	go readLines(in, lines, quit)
	defer s.abort()
	ended := false // the input has ended
	for {
		if err := s.out.failed(); err != nil {
			return fmt.Errorf("writing answers: %w", err)
		}
		if ended {
			if s.search == nil {
				return nil
			}
			if !s.search.bounded {
				s.search.stop()
			}
		}
		select {
		case l := <-lines:
			switch {
			case errors.Is(l.err, io.EOF):
				ended, lines = true, nil
			case l.err != nil:
				return fmt.Errorf("reading commands: %w", l.err)
			case l.tooLong:
				s.errorf("line too long: a line has at most %d bytes", maxLine)
			case s.receive(l.text):
				return s.out.failed()
			}
		case r := <-s.results:
			if s.finish(r) {
				return s.out.failed()
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// readLines sends each line of in to lines, then the error that ended
// reading (io.EOF at the end). It gives up when quit is closed.
func readLines(in io.Reader, lines chan<- input, quit <-chan struct{}) {
	send := func(l input) bool {
		select {
		case lines <- l:
			return true
		case <-quit:
			return false
		}
	}
	r := bufio.NewReaderSize(in, 64<<10)
	var long []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			if len(long) <= maxLine {
				long = append(long, chunk...)
			}
			continue
		}
		line := chunk
		if long != nil {
			line = append(long, chunk...)
			long = nil
		}
		if len(line) > 0 {
			l := input{text: string(trimEOL(line))}
			if len(line) > maxLine {
				l = input{tooLong: true}
			}
			if !send(l) {
				return
			}
		}
		if err != nil {
			send(input{err: err})
			return
		}
	}
}

// trimEOL removes the line's final "\n" or "\r\n".
func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

// receive handles one line read and reports whether the session ends.
func (s *Session) receive(line string) (quit bool) {
	m, err := Parse(line)
	if err != nil {
		if isBlankLine(line) {
			return false // blank lines are ignored
		}
		s.errorf("%v", err)
		return false
	}
	return s.dispatch(m)
}

func isBlankLine(line string) bool {
	for i := 0; i < len(line); i++ {
		if !isBlank(line[i]) {
			return false
		}
	}
	return true
}

// dispatch handles m now, or keeps it until the running search has ended:
// during a search only ping, stop and ponder-hit are answered at once (and
// quit); any other command waits for the search's done, so that commands
// sent in one batch run in order. It reports whether the session ends.
func (s *Session) dispatch(m Message) (quit bool) {
	if m.Command == "quit" {
		return true
	}
	if len(s.pending) > 0 {
		s.pending = append(s.pending, m)
		return false
	}
	if s.search != nil {
		switch m.Command {
		case "ping":
			s.send(NewMessage("pong"))
		case "stop":
			s.search.stop()
		case "ponder-hit":
			s.search.ponderHit()
		default:
			s.pending = append(s.pending, m)
		}
		return false
	}
	s.execute(m)
	return false
}

// abort stops the running search, if any, and waits for its end.
func (s *Session) abort() {
	if s.search != nil {
		s.search.stop()
		<-s.results
		s.search = nil
	}
}

// send writes m as one line.
func (s *Session) send(m Message) { s.out.send(m) }

// errorf writes an error line: error message="...".
func (s *Session) errorf(format string, args ...any) {
	s.send(NewMessage("error", "message", fmt.Sprintf(format, args...)))
}

// writer writes whole lines for the session and its search, one at a time,
// and keeps the first error.
type writer struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (w *writer) send(m Message) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err == nil {
		_, w.err = io.WriteString(w.w, m.String()+"\n")
	}
}

func (w *writer) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
