package rating

import (
	"fmt"
	"time"
)

// Speed is a family of time controls, rated apart: a bullet rating says
// little of a classical one.
type Speed int

// The speeds, by a game's estimated duration (EstimatedDuration), as
// lichess counts them; a game of days per move is correspondence.
const (
	Bullet         Speed = iota // under 3 minutes
	Blitz                       // under 8 minutes
	Rapid                       // under 25 minutes
	Classical                   // 25 minutes or more
	Correspondence              // days per move
	// Unlimited is a game without a clock and without days per move:
	// such games are never rated.
	Unlimited
)

var speedNames = [...]string{"bullet", "blitz", "rapid", "classical", "correspondence", "unlimited"}

// String returns the speed's name, such as "blitz".
func (s Speed) String() string {
	if s >= 0 && int(s) < len(speedNames) {
		return speedNames[s]
	}
	return fmt.Sprintf("Speed(%d)", int(s))
}

// ParseSpeed returns the speed named name ("blitz").
func ParseSpeed(name string) (Speed, error) {
	for i, n := range speedNames {
		if n == name {
			return Speed(i), nil
		}
	}
	return 0, fmt.Errorf("unknown speed %q: want bullet, blitz, rapid, classical, correspondence or unlimited", name)
}

// EstimatedDuration is how long a game of the clock initial + increment
// lasts for one player, as lichess estimates it: the initial time and
// forty increments.
func EstimatedDuration(initial, increment time.Duration) time.Duration {
	return initial + 40*increment
}

// SpeedOf returns the speed of a game with the clock initial + increment;
// daysPerMove > 0 makes it correspondence whatever the clock, and a game
// with neither is Unlimited.
func SpeedOf(initial, increment time.Duration, daysPerMove int) Speed {
	if daysPerMove > 0 {
		return Correspondence
	}
	if initial <= 0 && increment <= 0 {
		return Unlimited
	}
	switch d := EstimatedDuration(initial, increment); {
	case d < 3*time.Minute:
		return Bullet
	case d < 8*time.Minute:
		return Blitz
	case d < 25*time.Minute:
		return Rapid
	}
	return Classical
}
