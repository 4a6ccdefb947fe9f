package chat

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/room"
)

func TestMutesHide(t *testing.T) {
	tests := []struct {
		name   string
		muted  [2]bool // by colour: Black, Red
		viewer room.Viewer
		seat   int // the line's: 0 spectator, 1 Black, 2 Red
		want   bool
	}{
		{"black mutes red: red's line", [2]bool{true, false}, room.BlackSeat, 2, true},
		{"black mutes red: black's own line", [2]bool{true, false}, room.BlackSeat, 1, false},
		{"black mutes red: a spectator's line", [2]bool{true, false}, room.BlackSeat, 0, false},
		{"black mutes red: red reads black's", [2]bool{true, false}, room.RedSeat, 1, false},
		{"red mutes black: black's line", [2]bool{false, true}, room.RedSeat, 1, true},
		{"nobody mutes", [2]bool{}, room.RedSeat, 1, false},
		{"both mute: a spectator sees all", [2]bool{true, true}, room.Spectator, 1, false},
		{"both mute: both seats see all", [2]bool{true, true}, room.BothSeats, 2, false},
	}
	for _, tt := range tests {
		var m Mutes
		m.Load(tt.muted)
		if got := m.Hides(tt.viewer, tt.seat); got != tt.want {
			t.Errorf("%s: Hides(seat %d) = %v, want %v", tt.name, tt.seat, got, tt.want)
		}
	}
}

func TestMutesNews(t *testing.T) {
	tests := []struct {
		name      string
		load      bool
		seat      int
		muted     bool
		wantBlack bool
		wantRed   bool
	}{
		{"before loading, ignored", false, 0, true, false, false},
		{"black mutes", true, 0, true, true, false},
		{"red mutes", true, 1, true, false, true},
		{"black unmutes", true, 0, false, false, false},
		{"seat out of range", true, 2, true, false, false},
		{"negative seat", true, -1, true, false, false},
	}
	for _, tt := range tests {
		var m Mutes
		if m.Known() {
			t.Fatalf("%s: a zero Mutes is known, want unknown", tt.name)
		}
		if tt.load {
			m.Load([2]bool{})
		}
		m.Note(tt.seat, tt.muted)
		if got := [2]bool{m.Muted(checkers.Black), m.Muted(checkers.Red)}; got != [2]bool{tt.wantBlack, tt.wantRed} {
			t.Errorf("%s: mutes %v, want %v", tt.name, got, [2]bool{tt.wantBlack, tt.wantRed})
		}
		if m.Known() != tt.load {
			t.Errorf("%s: Known() = %v, want %v", tt.name, m.Known(), tt.load)
		}
	}
	var m Mutes
	m.Load([2]bool{})
	m.Set(checkers.Red, true)
	if !m.Muted(checkers.Red) || m.Muted(checkers.Black) {
		t.Errorf("Set(Red, true): got Black %v, Red %v; want false, true", m.Muted(checkers.Black), m.Muted(checkers.Red))
	}
}
