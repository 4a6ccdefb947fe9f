package loadtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"
)

// Report is what a scenario measured: its figures in the order they were
// taken, and the error answers and failures counted by kind ("create 429",
// "move 409", "move timeout").
type Report struct {
	Scenario string         `json:"scenario"`
	Target   string         `json:"target"`
	Figures  []Figure       `json:"figures"`
	Errors   map[string]int `json:"errors"`
	// Examples holds the first message of each kind of error.
	Examples map[string]string `json:"examples,omitempty"`
	// Stopped says why the run ended early ("interrupted", "hard
	// deadline"); empty when it ran its course.
	Stopped string `json:"stopped,omitempty"`

	mu       sync.Mutex
	start    time.Time
	cpuStart time.Duration
	ownStart time.Duration // the tool's own CPU time at the start
	retries  []time.Duration
}

// Figure is one measured value.
type Figure struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit,omitempty"`
	// Text is a figure that is not a number (a level's name).
	Text string `json:"text,omitempty"`
}

func newReport(scenario string, t Target) *Report {
	r := &Report{Scenario: scenario, Target: t.URL, Errors: map[string]int{}, Examples: map[string]string{}, start: time.Now()}
	if t.PID > 0 {
		if p, err := readProc(t.PID); err == nil {
			r.cpuStart = p.CPU
		}
	}
	if p, err := readProc(os.Getpid()); err == nil {
		r.ownStart = p.CPU
	}
	return r
}

// Add appends a figure.
func (r *Report) Add(name string, value float64, unit string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Figures = append(r.Figures, Figure{Name: name, Value: value, Unit: unit})
}

// AddText appends a figure that is a text.
func (r *Report) AddText(name, text string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Figures = append(r.Figures, Figure{Name: name, Text: text})
}

// Value returns the figure called name.
func (r *Report) Value(name string) (float64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, f := range r.Figures {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// addLatencies adds the count, p50, p99 and maximum of samples, in
// milliseconds, as "NAME n", "NAME p50" …
func (r *Report) addLatencies(name string, samples []time.Duration) {
	r.Add(name+" n", float64(len(samples)), "")
	if len(samples) == 0 {
		return
	}
	s := slices.Clone(samples)
	slices.Sort(s)
	ms := func(d time.Duration) float64 { return math.Round(float64(d)/1e4) / 100 }
	r.Add(name+" p50", ms(quantile(s, 0.50)), "ms")
	r.Add(name+" p99", ms(quantile(s, 0.99)), "ms")
	r.Add(name+" max", ms(s[len(s)-1]), "ms")
}

// quantile returns the q-quantile of sorted s (nearest rank).
func quantile(s []time.Duration, q float64) time.Duration {
	i := int(math.Ceil(q*float64(len(s)))) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// countErr counts err under "what KIND"; errors caused by the run's own
// end (ctx done) are not counted.
func (r *Report) countErr(ctx context.Context, what string, err error) {
	if err == nil || ctx.Err() != nil {
		return
	}
	kind := "error"
	var ae *apiError
	var ne net.Error
	switch {
	case errors.As(err, &ae):
		kind = fmt.Sprint(ae.status)
	case errors.As(err, &ne) && ne.Timeout():
		kind = "timeout"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		kind = "closed"
	}
	key := what + " " + kind
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Errors[key]++
	if _, ok := r.Examples[key]; !ok {
		msg := err.Error()
		if len(msg) > 200 {
			msg = msg[:200] + "…"
		}
		r.Examples[key] = msg
	}
}

// retryAfter notes a Retry-After the server answered.
func (r *Report) retryAfter(d time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.retries = append(r.retries, d)
}

// finish adds the Retry-After figures and the server's memory and CPU.
func (r *Report) finish(t Target) {
	r.mu.Lock()
	retries := r.retries
	r.mu.Unlock()
	if len(retries) > 0 {
		r.Add("retry-after answers", float64(len(retries)), "")
		r.Add("retry-after max", slices.Max(retries).Seconds(), "s")
	}
	elapsed := time.Since(r.start)
	share := func(cpu time.Duration) float64 { return math.Round(cpu.Seconds()/elapsed.Seconds()*1000) / 10 }
	if own, err := readProc(os.Getpid()); err == nil && t.PID != os.Getpid() {
		// The tool's clients share the machine with the server.
		r.Add("tool CPU share", share(own.CPU-r.ownStart), "% of a core")
	}
	if t.PID <= 0 {
		return
	}
	p, err := readProc(t.PID)
	if err != nil {
		return
	}
	cpu := p.CPU - r.cpuStart
	r.Add("server CPU", math.Round(cpu.Seconds()*100)/100, "s")
	r.Add("server CPU share", share(cpu), "% of a core")
	r.Add("server RSS", mib(p.RSS), "MiB")
	r.Add("server peak RSS", mib(p.HWM), "MiB")
}

func mib(b uint64) float64 { return math.Round(float64(b)/(1<<20)*10) / 10 }

// WriteTable writes the report as a table of figures, then the errors.
func (r *Report) WriteTable(w io.Writer) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s against %s", r.Scenario, r.Target)
	if r.Stopped != "" {
		fmt.Fprintf(tw, " (stopped early: %s)", r.Stopped)
	}
	fmt.Fprintln(tw)
	for _, f := range r.Figures {
		if f.Text != "" {
			fmt.Fprintf(tw, "  %s\t%s\t\n", f.Name, f.Text)
			continue
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Name, formatValue(f.Value), f.Unit)
	}
	keys := make([]string, 0, len(r.Errors))
	for k := range r.Errors {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		fmt.Fprintln(tw, "  errors\tnone\t")
	}
	for _, k := range keys {
		fmt.Fprintf(tw, "  error %s\t%d\t%s\n", k, r.Errors[k], strings.ReplaceAll(r.Examples[k], "\n", " "))
	}
	return tw.Flush()
}

func formatValue(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e12 {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.2f", v)
}
