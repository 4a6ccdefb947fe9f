package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/engine"
)

// DefaultHash is the transposition table size, in MiB, of a side whose Spec
// does not set one. It is smaller than the engine's own default because a
// match keeps two tables (four with two games at once) and plays short moves.
const DefaultHash = 16

// maxHash is the largest table a Spec may ask for, in MiB.
const maxHash = 1 << 14

// Spec is one side's engine settings: its level, how deep or how long it
// thinks about a move and the size of its transposition table. The zero
// Spec is the engine at full strength, thinking for the match's default time
// with a DefaultHash table.
//
// Its text is a comma-separated list of key=value settings, each at most
// once, in any order:
//
//	level=master       a level's name or number (engine.Levels)
//	depth=8            search this many plies
//	movetime=200ms     think this long a move (a Go duration)
//	hash=32            a table of this many MiB
//
// such as "depth=8,hash=32". The empty text is the zero Spec.
type Spec struct {
	Level    engine.Level  // the zero Level is full strength
	Depth    int           // plies; 0 for no cap
	MoveTime time.Duration // 0 for the match's default (see Resolve)
	Hash     int           // MiB; 0 for DefaultHash
}

// settingNames lists the keys of a Spec's text, in the order String writes
// them.
const settingNames = "level, depth, movetime, hash"

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
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxHash {
			return fmt.Errorf("hash in %q: want a table size in MiB from 1 to %d", item, maxHash)
		}
		s.Hash = n
	default:
		return fmt.Errorf("unknown setting %q in %q: want %s", key, item, settingNames)
	}
	return nil
}

// String returns the Spec's text, its settings in the order level, depth,
// movetime, hash, leaving out those at their zero value; ParseSpec reads it
// back to the same Spec. The zero Spec is "".
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
	if s.Hash > 0 {
		parts = append(parts, "hash="+strconv.Itoa(s.Hash))
	}
	return strings.Join(parts, ",")
}

// Resolve returns the Spec with the match's defaults filled in: moveTime
// when the Spec sets neither a depth nor a move time nor a level (a depth
// alone searches to that depth whatever the time; a level thinks within its
// own caps), and DefaultHash when it sets no hash.
func (s Spec) Resolve(moveTime time.Duration) Spec {
	if s.Depth == 0 && s.MoveTime == 0 && s.Level.Number == 0 {
		s.MoveTime = moveTime
	}
	if s.Hash == 0 {
		s.Hash = DefaultHash
	}
	return s
}

// Limits returns the search limits of one move: the Spec's depth and move
// time (the level caps them further when the engine thinks).
func (s Spec) Limits() engine.Limits {
	return engine.Limits{Depth: s.Depth, MoveTime: s.MoveTime}
}

// options returns the engine options of a Player with the Spec's settings.
func (s Spec) options(seed uint64) engine.Options {
	return engine.Options{TableMiB: s.Hash, Level: s.Level, Seed: seed}
}
