package match

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

// DefaultHash is the transposition table size, in MiB, of a side whose Spec
// does not set one. It is smaller than the engine's own default because a
// match keeps two tables (four with two games at once) and plays short moves.
const DefaultHash = 16

// maxHash is the largest table a Spec may ask for, in MiB.
const maxHash = 1 << 14

// maxThreads is the most threads a Spec may ask for.
const maxThreads = 256

// Spec is one side's engine settings: its level, how deep or how long it
// thinks about a move, the size of its transposition table and how many
// threads search. The zero Spec is the engine at full strength, thinking
// for the match's default time with a DefaultHash table and one thread.
//
// Its text is a comma-separated list of key=value settings, each at most
// once, in any order:
//
//	level=master       a level's name or number (engine.Levels)
//	depth=8            search this many plies
//	movetime=200ms     think this long a move (a Go duration)
//	clock=10s+100ms    play on a clock: this much time for the game and this
//	                   increment a move (Go durations; clock=1m for none),
//	                   the engine sharing it out over its moves; a side whose
//	                   time runs out loses (checkers.TimeForfeit). Not with
//	                   movetime
//	hash=32            a table of this many MiB
//	nodes=100000       search at most this many nodes a move
//	threads=2          search with this many threads (Lazy SMP); 1 without it
//	threat=N           threat extensions a path may have (engine.Options.ThreatPlies;
//	                   0 for none; engine.DefaultThreatPlies without it)
//	onereply=1         a position with one legal move searched as deep as its
//	                   parent (engine.Options.OneReply; 0 for off; the
//	                   engine's default without it)
//	keepforcing=1      late moves that force a capture searched to the full
//	                   depth, not reduced (engine.Options.KeepForcing; 0 for
//	                   reduced; the engine's default without it)
//	captext=N          quarter plies (0 to 4) a position with a capture to
//	                   make is searched deeper (engine.Options.CaptureExtension;
//	                   0 for none; engine.DefaultCaptureExtension without it)
//	squeeze=N          squeeze extensions a path may have
//	                   (engine.Options.SqueezePlies; 0 for none;
//	                   engine.DefaultSqueezePlies without it)
//	shots=1            a quiet position at the horizon a little below the
//	                   window tries the moves that give a capture away
//	                   (engine.Options.Shots; 0 for off; the engine's
//	                   default without it)
//	trunc=1            quiet positions far outside the window searched less
//	                   deep (engine.Options.Truncate; 0 for off; the game's
//	                   default without it)
//	softtrunc=1        truncation also cuts positions a little outside the
//	                   window (engine.Options.SoftTruncate; 0 for off;
//	                   the engine's default without it)
//	singular=1         a move every other falls well short of searched a ply
//	                   deeper (engine.Options.Singular; 0 for off; the
//	                   game's default without it)
//	weights=FILE       evaluation weights, a JSON file as kingme tune prints
//	                   (or a pattern weights file of kingme train)
//	weights=handset    the game's hand-set evaluation at its default weights
//	                   (for standard checkers, the one before the learned one)
//	egdb=DIR           play with the endgame databases built in DIR (kingme egdb
//	                   build), for the games that have some
//	book=none          play without the game's opening book (book=FILE: with
//	                   the book of kingme book build in FILE instead)
//	hub=COMMAND        an external engine speaking the Hub protocol, run as
//	                   COMMAND (the program and its arguments, separated by
//	                   blanks: "hub=/usr/local/bin/kingme hub"); with it only
//	                   depth, movetime, clock, nodes, hash and threads apply (the
//	                   last two sent as its parameters when it has them;
//	                   one thread unless threads= says more)
//
// such as "depth=8,hash=32". The empty text is the zero Spec.
type Spec struct {
	Level    engine.Level  // the zero Level is full strength
	Depth    int           // plies; 0 for no cap
	MoveTime time.Duration // 0 for the match's default (see Resolve)
	// Clock is the side's time for the game, 0 for no clock, and Increment
	// the time added to it at each of its moves.
	Clock, Increment time.Duration
	Hash             int    // MiB; 0 for DefaultHash
	Nodes            uint64 // nodes a move; 0 for no cap
	Weights          string // a file of evaluation weights, HandSet, or "" for the defaults
	Threads          int    // threads searching each move; 0 for one
	// Threat is engine.Options.ThreatPlies: 0 for the default, −1 for none.
	Threat int
	// OneReply is engine.Options.OneReply: 0 for the default, 1 on, −1 off.
	OneReply int
	// KeepForcing is engine.Options.KeepForcing: 0 for the default, 1 on,
	// −1 off.
	KeepForcing int
	// Squeeze is engine.Options.SqueezePlies: 0 for the default, −1 for
	// none.
	Squeeze int
	// CaptureExt is engine.Options.CaptureExtension: 0 for the default, −1
	// for none, else quarter plies.
	CaptureExt int
	// Shots is engine.Options.Shots: 0 for the default, 1 on, −1 off.
	Shots int
	// Truncate is engine.Options.Truncate: 0 for the game's default, 1
	// on, −1 off.
	Truncate int
	// SoftTruncate is engine.Options.SoftTruncate: 0 for the default, 1
	// on, −1 off.
	SoftTruncate int
	// Singular is engine.Options.Singular: 0 for the game's default, 1
	// on, −1 off.
	Singular int
	// Egdb is a directory of endgame databases to play with; "" for none.
	Egdb string
	// Book is "none" to play without an opening book, a book file to play
	// with, or "" for the game's own.
	Book string
	// Hub is the command line of an external engine speaking the Hub
	// protocol that plays this side instead of KingMe's own; "" for none.
	Hub string
}

// HandSet is the Spec's Weights that selects the game's hand-set
// evaluation at its default weights (games.Game.DefaultWeights): for
// standard checkers, whose default is the learned evaluation, the one KingMe
// played before it.
const HandSet = "handset"

// settingNames lists the keys of a Spec's text, in the order String writes
// them.
const settingNames = "level, depth, movetime, clock, hash, nodes, weights, threads, threat, onereply, keepforcing, squeeze, captext, shots, trunc, softtrunc, singular, egdb, book, hub"

// ParseSpec reads a Spec's text (see Spec). The error names the setting that
// is wrong and why, such as `unknown setting "foo" in "foo=3": want level,
// depth, movetime, hash`.
func ParseSpec(text string) (Spec, error) {
	var s Spec
	seen := map[string]bool{}
	if strings.TrimSpace(text) == "" {
		return s, nil
	}
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		key, value, ok := strings.Cut(item, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch {
		case item == "":
			return Spec{}, fmt.Errorf("empty setting in %q: want key=value pairs separated by commas", text)
		case !ok:
			return Spec{}, fmt.Errorf("setting %q has no value: want key=value, such as depth=6", item)
		case seen[key]:
			return Spec{}, fmt.Errorf("setting %q given twice in %q", key, text)
		}
		seen[key] = true
		if err := s.set(key, value, item); err != nil {
			return Spec{}, err
		}
	}
	if s.Clock > 0 && s.MoveTime > 0 {
		return Spec{}, fmt.Errorf("clock and movetime in %q: a side thinks either a fixed time a move or on a clock, not both", text)
	}
	return s, nil
}

// set reads one setting of ParseSpec; item is its text, for the errors.
func (s *Spec) set(key, value, item string) error {
	switch key {
	case "level":
		l, err := engine.LevelByName(value)
		if err != nil {
			return fmt.Errorf("level in %q: %w", item, err)
		}
		s.Level = l
	case "depth":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > engine.MaxPly {
			return fmt.Errorf("depth in %q: want a whole number of plies from 1 to %d", item, engine.MaxPly)
		}
		s.Depth = n
	case "movetime":
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return fmt.Errorf("movetime in %q: want a positive duration with its unit, such as 200ms or 1.5s", item)
		}
		s.MoveTime = d
	case "clock":
		base, inc, err := parseClock(value)
		if err != nil {
			return fmt.Errorf("clock in %q: %w", item, err)
		}
		s.Clock, s.Increment = base, inc
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxHash {
			return fmt.Errorf("hash in %q: want a table size in MiB from 1 to %d", item, maxHash)
		}
		s.Hash = n
	case "nodes":
		n, err := strconv.ParseUint(value, 10, 64)
		if err != nil || n < 1 {
			return fmt.Errorf("nodes in %q: want a whole number of nodes a move, at least 1", item)
		}
		s.Nodes = n
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxThreads {
			return fmt.Errorf("threads in %q: want a whole number of threads from 1 to %d", item, maxThreads)
		}
		s.Threads = n
	case "threat", "squeeze":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 8 {
			return fmt.Errorf("%s in %q: want a whole number of %s extensions from 0 to 8", key, item, key)
		}
		if n == 0 {
			n = -1
		}
		if key == "threat" {
			s.Threat = n
		} else {
			s.Squeeze = n
		}
	case "captext":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 4 {
			return fmt.Errorf("captext in %q: want a whole number of quarter plies from 0 to 4", item)
		}
		if n == 0 {
			n = -1
		}
		s.CaptureExt = n
	case "onereply", "keepforcing", "shots", "trunc", "softtrunc", "singular":
		on := 1 // the engine's switches: 1 on, −1 off
		switch value {
		case "1":
		case "0":
			on = -1
		default:
			return fmt.Errorf("%s in %q: want 1 (on) or 0 (off)", key, item)
		}
		switch key {
		case "onereply":
			s.OneReply = on
		case "keepforcing":
			s.KeepForcing = on
		case "shots":
			s.Shots = on
		case "softtrunc":
			s.SoftTruncate = on
		case "singular":
			s.Singular = on
		default:
			s.Truncate = on
		}
	case "book":
		if value == "" {
			return fmt.Errorf("book in %q: want none or the name of a book file", item)
		}
		s.Book = value
	case "egdb":
		if value == "" {
			return fmt.Errorf("egdb in %q: want the directory of the endgame databases", item)
		}
		s.Egdb = value
	case "hub":
		if len(strings.Fields(value)) == 0 {
			return fmt.Errorf("hub in %q: want the command that runs the engine, such as hub=/usr/local/bin/scan hub", item)
		}
		s.Hub = value
	case "weights":
		if value == "" {
			return fmt.Errorf("weights in %q: want the name of a JSON file of weights", item)
		}
		s.Weights = value
	default:
		return fmt.Errorf("unknown setting %q in %q: want %s", key, item, settingNames)
	}
	return nil
}

// String returns the Spec's text, its settings in the order level, depth,
// movetime, clock, hash, nodes, weights, threads, threat, onereply, keepforcing,
// trunc, egdb, book, hub, leaving out those at their zero value; ParseSpec reads
// it back to the same Spec. The zero Spec is "".
func (s Spec) String() string {
	var parts []string
	if s.Level != (engine.Level{}) {
		parts = append(parts, "level="+strings.ToLower(s.Level.Name))
	}
	if s.Depth > 0 {
		parts = append(parts, "depth="+strconv.Itoa(s.Depth))
	}
	if s.MoveTime > 0 {
		parts = append(parts, "movetime="+s.MoveTime.String())
	}
	if s.Clock > 0 {
		parts = append(parts, "clock="+s.Clock.String()+"+"+s.Increment.String())
	}
	if s.Hash > 0 {
		parts = append(parts, "hash="+strconv.Itoa(s.Hash))
	}
	if s.Nodes > 0 {
		parts = append(parts, "nodes="+strconv.FormatUint(s.Nodes, 10))
	}
	if s.Weights != "" {
		parts = append(parts, "weights="+s.Weights)
	}
	if s.Threads > 0 {
		parts = append(parts, "threads="+strconv.Itoa(s.Threads))
	}
	if s.Threat != 0 {
		parts = append(parts, "threat="+strconv.Itoa(max(s.Threat, 0)))
	}
	if s.OneReply != 0 {
		parts = append(parts, "onereply="+strconv.Itoa(max(s.OneReply, 0)))
	}
	if s.KeepForcing != 0 {
		parts = append(parts, "keepforcing="+strconv.Itoa(max(s.KeepForcing, 0)))
	}
	if s.Squeeze != 0 {
		parts = append(parts, "squeeze="+strconv.Itoa(max(s.Squeeze, 0)))
	}
	if s.CaptureExt != 0 {
		parts = append(parts, "captext="+strconv.Itoa(max(s.CaptureExt, 0)))
	}
	if s.Shots != 0 {
		parts = append(parts, "shots="+strconv.Itoa(max(s.Shots, 0)))
	}
	if s.Truncate != 0 {
		parts = append(parts, "trunc="+strconv.Itoa(max(s.Truncate, 0)))
	}
	if s.SoftTruncate != 0 {
		parts = append(parts, "softtrunc="+strconv.Itoa(max(s.SoftTruncate, 0)))
	}
	if s.Singular != 0 {
		parts = append(parts, "singular="+strconv.Itoa(max(s.Singular, 0)))
	}
	if s.Egdb != "" {
		parts = append(parts, "egdb="+s.Egdb)
	}
	if s.Book != "" {
		parts = append(parts, "book="+s.Book)
	}
	if s.Hub != "" {
		parts = append(parts, "hub="+s.Hub)
	}
	return strings.Join(parts, ",")
}

// Resolve returns the Spec with the match's defaults filled in: moveTime
// when the Spec sets neither a depth, a move time, a clock, a node count
// nor a level (a depth alone searches to that depth whatever the time; a
// level thinks within its own caps), and DefaultHash when it sets no hash.
func (s Spec) Resolve(moveTime time.Duration) Spec {
	if s.Depth == 0 && s.MoveTime == 0 && s.Clock == 0 && s.Nodes == 0 && s.Level.Number == 0 {
		s.MoveTime = moveTime
	}
	if s.Hash == 0 {
		s.Hash = DefaultHash
	}
	return s
}

// Limits returns the search limits of one move: the Spec's depth, move
// time and nodes (the level caps them further when the engine thinks) and,
// on a clock, the time left: left, the increment of this move already
// added as the Hub protocol counts it.
func (s Spec) Limits(left time.Duration) engine.Limits {
	l := engine.Limits{Depth: s.Depth, MoveTime: s.MoveTime, Nodes: s.Nodes}
	if s.Clock > 0 {
		l.Clock, l.Increment = max(left, time.Millisecond), s.Increment
	}
	return l
}

// parseClock reads a clock setting's value: BASE+INCREMENT or BASE, Go
// durations, a positive base and an increment of 0 or more.
func parseClock(value string) (base, inc time.Duration, err error) {
	bad := fmt.Errorf("want the time for the game and the increment a move, Go durations such as 10s+100ms (or 1m without an increment)")
	b, i, hasInc := strings.Cut(value, "+")
	if base, err = time.ParseDuration(strings.TrimSpace(b)); err != nil || base <= 0 {
		return 0, 0, bad
	}
	if hasInc {
		if inc, err = time.ParseDuration(strings.TrimSpace(i)); err != nil || inc < 0 {
			return 0, 0, bad
		}
	}
	return base, inc, nil
}

// player returns the side's player of v: KingMe's engine with the Spec's
// settings, or the Hub engine it names (which the caller closes).
func (s Spec) player(ctx context.Context, v checkers.Variant, seed uint64) (engine.Player, error) {
	if s.Hub == "" {
		o, err := s.options(v, seed)
		if err != nil {
			return nil, err
		}
		g, err := games.Of(v)
		if err != nil {
			return nil, err
		}
		return g.NewPlayer(o)
	}
	if err := s.hubSettings(); err != nil {
		return nil, err
	}
	o := hub.EngineOptions{}
	if s.Hash > 0 {
		o["hash"] = strconv.Itoa(s.Hash)
	}
	// One thread unless told, as KingMe's own sides search.
	o["threads"] = strconv.Itoa(max(s.Threads, 1))
	e, err := hub.StartEngine(ctx, strings.Fields(s.Hub), v, o)
	if err != nil {
		return nil, err
	}
	return e, nil
}

// Check reports whether the side's settings make a player of v, reading
// its weights file, opening book and endgame databases as a match would:
// so that a file of another game, or none, is refused before the first
// game. A Hub engine's side is not started here.
func (s Spec) Check(v checkers.Variant) error {
	if s.Hub != "" {
		return s.hubSettings()
	}
	p, err := s.player(context.Background(), v, 0)
	if err != nil {
		return err
	}
	if c, ok := p.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

// hubSettings refuses the settings that do not apply to a Hub engine's
// side.
func (s Spec) hubSettings() error {
	if s.Level != (engine.Level{}) || s.Weights != "" || s.Threat != 0 || s.OneReply != 0 || s.KeepForcing != 0 || s.Squeeze != 0 || s.CaptureExt != 0 || s.Shots != 0 || s.Truncate != 0 || s.SoftTruncate != 0 || s.Singular != 0 || s.Egdb != "" || s.Book != "" {
		return fmt.Errorf("hub=%s: with an external engine only depth, movetime, clock, nodes, hash and threads apply", s.Hub)
	}
	return nil
}

// options returns the engine options of a Player of v with the Spec's
// settings, reading its weights file if it names one.
func (s Spec) options(v checkers.Variant, seed uint64) (engine.Options, error) {
	o := engine.Options{TableMiB: s.Hash, Level: s.Level, Seed: seed, Threads: s.Threads, ThreatPlies: s.Threat, OneReply: s.OneReply, KeepForcing: s.KeepForcing, SqueezePlies: s.Squeeze, CaptureExtension: s.CaptureExt, Shots: s.Shots, Truncate: s.Truncate, SoftTruncate: s.SoftTruncate, Singular: s.Singular}
	g, err := games.Of(v)
	if err != nil {
		return o, err
	}
	if s.Egdb != "" {
		if o.Endgame, err = openEndgame(g, s.Egdb); err != nil {
			return o, err
		}
	}
	switch s.Book {
	case "":
	case "none":
		o.NoBook = true
	default:
		if o.Book, err = openBook(v, s.Book); err != nil {
			return o, err
		}
	}
	if s.Weights == "" {
		return o, nil
	}
	if s.Weights == HandSet {
		o.Weights = g.DefaultWeights()
		return o, nil
	}
	data, err := os.ReadFile(s.Weights)
	if err != nil {
		return o, fmt.Errorf("weights: %w", err)
	}
	w, err := g.ReadWeights(data)
	if err != nil {
		return o, fmt.Errorf("weights file %s: %w", s.Weights, err)
	}
	o.Weights = w
	return o, nil
}
