package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Level is a playing strength: a cap on how deep and how long the engine
// thinks, and deliberate imperfection (noise added to its judgement of each
// position, and a chance of playing a random legal move instead of its
// choice). The zero Level is full strength.
type Level struct {
	Number      int
	Name        string
	Depth       int           // at most this many plies; 0 for no cap
	MoveTime    time.Duration // at most this long a move; 0 for no cap
	Noise       int           // up to ± this many hundredths of a man on each position's score
	Blunder     int           // percent of moves played at random
	Description string
	Databases   bool // plays with the endgame databases (Options.Endgame) when there are some
}

// Levels returns the named levels, weakest first.
func Levels() []Level {
	return []Level{
		{1, "Beginner", 1, 0, 200, 25, "looks one move ahead, judges loosely and often plays a random move", false},
		{2, "Novice", 2, 0, 80, 12, "looks two moves ahead and misjudges often", false},
		{3, "Casual", 3, 0, 50, 6, "sees simple shots, not deeper ones", false},
		{4, "Intermediate", 4, 0, 35, 4, "plays sound moves with the odd slip", false},
		{5, "Club", 6, 0, 20, 2, "a steady club player", false},
		{6, "Advanced", 8, 100 * time.Millisecond, 10, 0, "sees most combinations", false},
		{7, "Expert", 11, 300 * time.Millisecond, 4, 0, "deep tactics, little noise", false},
		{8, "Master", 15, time.Second, 0, 0, "fifteen plies deep, up to a second a move", true},
		{9, "Grandmaster", 0, 5 * time.Second, 0, 0, "full strength, up to five seconds a move", true},
	}
}

// LevelByName returns the level with the given name (any case) or number.
func LevelByName(name string) (Level, error) {
	levels := Levels()
	if n, err := strconv.Atoi(name); err == nil {
		if n >= 1 && n <= len(levels) {
			return levels[n-1], nil
		}
		return Level{}, fmt.Errorf("no level %d: levels run from 1 to %d", n, len(levels))
	}
	names := make([]string, len(levels))
	for i, l := range levels {
		if strings.EqualFold(l.Name, name) {
			return l, nil
		}
		names[i] = strings.ToLower(l.Name)
	}
	return Level{}, fmt.Errorf("no level %q: choose one of %s, or 1 to %d", name, strings.Join(names, ", "), len(levels))
}

// limit returns limits capped by the level: its depth and time, whichever
// is tighter. With no time at all given, the level's own time applies.
func (l Level) limit(limits Limits) Limits {
	if l.Depth > 0 && (limits.Depth == 0 || limits.Depth > l.Depth) {
		limits.Depth = l.Depth
	}
	if l.MoveTime > 0 {
		soft, _ := limits.budget()
		if soft == 0 || soft > l.MoveTime {
			limits.MoveTime, limits.Clock = l.MoveTime, 0
		}
	}
	return limits
}
