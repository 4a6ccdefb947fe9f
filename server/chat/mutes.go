package chat

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/room"
)

// Mutes says, by seat, whether its player mutes the other's lines in a
// game's chat. The zero value knows nothing yet: the server reads the
// store's the first time they are needed (Known, Load).
type Mutes struct {
	muted [2]bool
	known bool
}

// Known reports whether the mutes were loaded.
func (m *Mutes) Known() bool { return m.known }

// Load sets the mutes as the store keeps them, indexed by colour.
func (m *Mutes) Load(muted [2]bool) { m.muted, m.known = muted, true }

// Set records whether c's player mutes the other.
func (m *Mutes) Set(c checkers.Color, muted bool) { m.muted[c] = muted }

// Muted reports whether c's player mutes the other.
func (m *Mutes) Muted(c checkers.Color) bool { return m.muted[c] }

// Note applies another server's news that the player of seat (0 Black, 1
// Red) set muted; news of another seat, or before the mutes are loaded
// (they are read from the store then), is ignored.
func (m *Mutes) Note(seat int, muted bool) {
	if (seat == 0 || seat == 1) && m.known {
		m.muted[seat] = muted
	}
}

// Hides reports whether the line from seat (store.ChatLine's Seat: 1
// Black, 2 Red, 0 a spectator) is hidden from viewer v because v mutes
// its writer.
func (m *Mutes) Hides(v room.Viewer, seat int) bool {
	if !v.OneSeat() {
		return false
	}
	c := v.Color()
	return m.muted[c] && seat == int(c.Opponent())+1
}
