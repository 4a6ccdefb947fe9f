package match_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/match"
)

func level(t *testing.T, name string) engine.Level {
	t.Helper()
	l, err := engine.LevelByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestParseSpec(t *testing.T) {
	tests := []struct {
		text string
		want match.Spec
		out  string // String of the result
	}{
		{"", match.Spec{}, ""},
		{"  ", match.Spec{}, ""},
		{"depth=6", match.Spec{Depth: 6}, "depth=6"},
		{"movetime=200ms", match.Spec{MoveTime: 200 * time.Millisecond}, "movetime=200ms"},
		{"hash=16", match.Spec{Hash: 16}, "hash=16"},
		{"clock=10s+100ms", match.Spec{Clock: 10 * time.Second, Increment: 100 * time.Millisecond}, "clock=10s+100ms"},
		{"clock=1m", match.Spec{Clock: time.Minute}, "clock=1m0s+0s"},
		{"hash=4, clock = 2s + 0s,depth=9", match.Spec{Depth: 9, Clock: 2 * time.Second, Hash: 4}, "depth=9,clock=2s+0s,hash=4"},
		{"level=master", match.Spec{Level: level(t, "master")}, "level=master"},
		{"level=Expert", match.Spec{Level: level(t, "expert")}, "level=expert"},
		{"level=3", match.Spec{Level: level(t, "casual")}, "level=casual"},
		{"depth=8,hash=32", match.Spec{Depth: 8, Hash: 32}, "depth=8,hash=32"},
		{"nodes=20000", match.Spec{Nodes: 20000}, "nodes=20000"},
		{"threads=2", match.Spec{Threads: 2}, "threads=2"},
		{"threads=4,movetime=100ms", match.Spec{MoveTime: 100 * time.Millisecond, Threads: 4}, "movetime=100ms,threads=4"},
		{"threat=0", match.Spec{Threat: -1}, "threat=0"},
		{"threat=2,depth=6", match.Spec{Depth: 6, Threat: 2}, "depth=6,threat=2"},
		{"onereply=1", match.Spec{OneReply: 1}, "onereply=1"},
		{"onereply=0,threat=1", match.Spec{OneReply: -1, Threat: 1}, "threat=1,onereply=0"},
		{"keepforcing=1", match.Spec{KeepForcing: 1}, "keepforcing=1"},
		{"keepforcing=0,onereply=1", match.Spec{KeepForcing: -1, OneReply: 1}, "onereply=1,keepforcing=0"},
		{"squeeze=4", match.Spec{Squeeze: 4}, "squeeze=4"},
		{"squeeze=0,shots=1", match.Spec{Squeeze: -1, Shots: 1}, "squeeze=0,shots=1"},
		{"captext=2", match.Spec{CaptureExt: 2}, "captext=2"},
		{"shots=1,captext=0", match.Spec{CaptureExt: -1, Shots: 1}, "captext=0,shots=1"},
		{"shots=0,trunc=1", match.Spec{Shots: -1, Truncate: 1}, "shots=0,trunc=1"},
		{"trunc=1", match.Spec{Truncate: 1}, "trunc=1"},
		{"softtrunc=0,trunc=1", match.Spec{Truncate: 1, SoftTruncate: -1}, "trunc=1,softtrunc=0"},
		{"singular=1,softtrunc=1", match.Spec{SoftTruncate: 1, Singular: 1}, "softtrunc=1,singular=1"},
		{"singular=0", match.Spec{Singular: -1}, "singular=0"},
		{"trunc=0,keepforcing=1", match.Spec{Truncate: -1, KeepForcing: 1}, "keepforcing=1,trunc=0"},
		{"weights=tuned.json,nodes=5", match.Spec{Nodes: 5, Weights: "tuned.json"}, "nodes=5,weights=tuned.json"},
		{"egdb=/data/egdb,depth=4", match.Spec{Depth: 4, Egdb: "/data/egdb"}, "depth=4,egdb=/data/egdb"},
		{"book=none,egdb=e", match.Spec{Egdb: "e", Book: "none"}, "egdb=e,book=none"},
		{" hash = 32 , depth = 8 ", match.Spec{Depth: 8, Hash: 32}, "depth=8,hash=32"},
		{"movetime=1.5s,level=novice,depth=3,hash=1",
			match.Spec{Level: level(t, "novice"), Depth: 3, MoveTime: 1500 * time.Millisecond, Hash: 1},
			"level=novice,depth=3,movetime=1.5s,hash=1"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := match.ParseSpec(tt.text)
			if err != nil {
				t.Fatalf("ParseSpec(%q): got error %v, want %+v", tt.text, err, tt.want)
			}
			if got != tt.want {
				t.Errorf("ParseSpec(%q): got %+v, want %+v", tt.text, got, tt.want)
			}
			if s := got.String(); s != tt.out {
				t.Errorf("ParseSpec(%q).String(): got %q, want %q", tt.text, s, tt.out)
			}
		})
	}
}

func TestParseSpecErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"foo=3", `unknown setting "foo" in "foo=3": want level, depth, movetime, clock, hash, nodes, weights, threads`},
		{"clock=10", `clock in "clock=10": want the time for the game and the increment a move`},
		{"clock=0s+1s", `clock in "clock=0s+1s": want the time`},
		{"clock=1m+", `clock in "clock=1m+": want the time`},
		{"clock=1m+-1s", `clock in "clock=1m+-1s": want the time`},
		{"clock=1m+1s+1s", `clock in "clock=1m+1s+1s": want the time`},
		{"clock=1m,movetime=1s", `clock and movetime in "clock=1m,movetime=1s": a side thinks either`},
		{"threads=0", `threads in "threads=0": want a whole number of threads from 1 to 256`},
		{"threads=two", `threads in "threads=two": want a whole number of threads`},
		{"threat=9", `threat in "threat=9": want a whole number of threat extensions from 0 to 8`},
		{"onereply=2", `onereply in "onereply=2": want 1 (on) or 0 (off)`},
		{"keepforcing=yes", `keepforcing in "keepforcing=yes": want 1 (on) or 0 (off)`},
		{"trunc=2", `trunc in "trunc=2": want 1 (on) or 0 (off)`},
		{"softtrunc=2", `softtrunc in "softtrunc=2": want 1 (on) or 0 (off)`},
		{"singular=yes", `singular in "singular=yes": want 1 (on) or 0 (off)`},
		{"shots=on", `shots in "shots=on": want 1 (on) or 0 (off)`},
		{"squeeze=-1", `squeeze in "squeeze=-1": want a whole number of squeeze extensions from 0 to 8`},
		{"captext=5", `captext in "captext=5": want a whole number of quarter plies from 0 to 4`},
		{"captext=half", `captext in "captext=half": want a whole number of quarter plies from 0 to 4`},
		{"depth=8,foo=3", `unknown setting "foo" in "foo=3"`},
		{"nodes=0", `nodes in "nodes=0": want a whole number of nodes a move`},
		{"weights=", `weights in "weights=": want the name of a JSON file`},
		{"egdb=", `egdb in "egdb=": want the directory of the endgame databases`},
		{"book=", `book in "book=": want none or the name of a book file`},
		{"depth", `setting "depth" has no value`},
		{"depth=8,", `empty setting in "depth=8,"`},
		{"depth=8,depth=9", `setting "depth" given twice`},
		{"depth=0", `depth in "depth=0": want a whole number of plies from 1 to 128`},
		{"depth=x", `depth in "depth=x"`},
		{"depth=129", `from 1 to 128`},
		{"movetime=200", `movetime in "movetime=200": want a positive duration with its unit`},
		{"movetime=-1s", `movetime in "movetime=-1s"`},
		{"hash=0", `hash in "hash=0": want a table size in MiB`},
		{"level=wizard", `level in "level=wizard": no level "wizard"`},
		{"level=10", `no level 10`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s, err := match.ParseSpec(tt.text)
			if err == nil {
				t.Fatalf("ParseSpec(%q): got %+v, want an error containing %q", tt.text, s, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseSpec(%q): got error %q, want it to contain %q", tt.text, err, tt.want)
			}
		})
	}
}

func TestSpecResolve(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"", "movetime=100ms,hash=16"},
		{"depth=6", "depth=6,hash=16"},
		{"movetime=2s,hash=64", "movetime=2s,hash=64"},
		{"level=master", "level=master,hash=16"},
		{"clock=5s+50ms", "clock=5s+50ms,hash=16"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s, err := match.ParseSpec(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Resolve(100 * time.Millisecond).String(); got != tt.want {
				t.Errorf("ParseSpec(%q).Resolve(100ms): got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// FuzzParseSpec checks that a Spec that reads writes back to text that
// reads to the same Spec, and that a refusal says something.
func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"", "depth=8,hash=32", "level=master", "level=2,movetime=150ms",
		"foo=3", "depth=", "=", ",", "movetime=1h2m3.5s", " hash = 7 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := match.ParseSpec(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParseSpec(%q): empty error", text)
			}
			return
		}
		back, err := match.ParseSpec(s.String())
		if err != nil {
			t.Fatalf("ParseSpec(%q).String() = %q does not read back: %v", text, s.String(), err)
		}
		if back != s {
			t.Fatalf("ParseSpec(%q): got %+v, its text %q reads back as %+v", text, s, s.String(), back)
		}
	})
}

// TestSpecCheck checks a side's settings before a match: its weights file
// read, and a Hub engine's side refused what does not apply to it, without
// starting it.
func TestSpecCheck(t *testing.T) {
	tests := []struct {
		spec, want string // want "" for none
	}{
		{"depth=2", ""},
		{"depth=2,weights=handset", ""},
		{"depth=2,weights=/no/such/file", "weights: open /no/such/file"},
		{"hub=/no/such/engine,depth=2", ""},
		{"hub=/no/such/engine,weights=handset", "with an external engine only depth"},
	}
	for _, tt := range tests {
		s, err := match.ParseSpec(tt.spec)
		if err != nil {
			t.Fatal(err)
		}
		err = s.Check(games.Default().Variant)
		if got := fmt.Sprint(err); tt.want == "" && err != nil || tt.want != "" && !strings.Contains(got, tt.want) {
			t.Errorf("Check(%s) = %v, want %q", tt.spec, err, tt.want)
		}
	}
}
