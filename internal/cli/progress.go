package cli

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/schollz/progressbar/v3"
)

// plainProgressEvery is how often a plain progress line is written, at
// most, when stderr is not a terminal.
var plainProgressEvery = 5 * time.Second

// progress shows how far a long command has come on stderr: on a terminal
// a bar redrawn in place; otherwise (a log file, a pipe) a plain line such
// as "match: 12/100 games, A +5 =3 -4 54.2%, 1m20s" at most every
// plainProgressEvery, and once more at the end, so that a log holds no
// redraws. Its methods may be called from several goroutines.
type progress struct {
	mu  sync.Mutex
	bar *progressbar.ProgressBar // on a terminal; nil otherwise

	w           io.Writer
	name, unit  string
	desc        string
	n, max      int64
	start, last time.Time
	printed     bool // the last state was written
	done        bool
}

// newProgress starts the progress of name ("match") counting up to max
// units ("games"), written to w; opts are the bar's own, used on a
// terminal only.
func newProgress(w io.Writer, name, unit string, max int64, opts ...progressbar.Option) *progress {
	p := &progress{w: w, name: name, unit: unit, max: max, start: time.Now()}
	p.last = p.start
	if isTerminal(w) {
		opts = append([]progressbar.Option{progressbar.OptionSetWriter(w), progressbar.OptionSetWidth(30),
			progressbar.OptionShowCount(), progressbar.OptionSetElapsedTime(true),
			progressbar.OptionOnCompletion(func() { fmt.Fprintln(w) })}, opts...)
		p.bar = progressbar.NewOptions64(max, opts...)
	}
	return p
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// describe sets the text shown beside the count.
func (p *progress) describe(text string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.desc = text
	if p.bar != nil {
		p.bar.Describe(text)
	}
}

// setMax changes the count to reach.
func (p *progress) setMax(max int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.max = max
	if p.bar != nil {
		p.bar.ChangeMax64(max)
	}
}

// set sets the count, and writes a plain line when one is due.
func (p *progress) set(n int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n = n
	p.printed = false
	if p.bar != nil {
		_ = p.bar.Set64(n)
		return
	}
	if now := time.Now(); now.Sub(p.last) >= plainProgressEvery {
		p.last = now
		p.writeLine()
	}
}

// add adds n to the count.
func (p *progress) add(n int64) {
	p.mu.Lock()
	m := p.n + n
	p.mu.Unlock()
	p.set(m)
}

// finish ends the progress: the bar's line, or a last plain line when the
// count moved since the one before.
func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		return
	}
	p.done = true
	if p.bar != nil {
		if !p.bar.IsFinished() { // a finished bar has ended its line
			_ = p.bar.Exit()
		}
		return
	}
	if !p.printed {
		p.writeLine()
	}
}

// writeLine writes the plain line; p.mu is held.
func (p *progress) writeLine() {
	line := fmt.Sprintf("%s: %d/%d %s", p.name, p.n, p.max, p.unit)
	if p.desc != "" {
		line += ", " + p.desc
	}
	fmt.Fprintf(p.w, "%s, %s\n", line, time.Since(p.start).Round(time.Second))
	p.printed = true
}
