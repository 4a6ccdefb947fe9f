package server

import (
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

func TestIdleGamesLeaveMemory(t *testing.T) {
	s := &Server{games: map[string]*live{}}
	now := time.Now()
	over := func(used time.Duration, subs int) *live {
		l := &live{Room: room.New(&store.Record{}, checkers.NewGame(standard.Variant{})), lastUsed: now.Add(-used), subs: map[*subscriber]struct{}{}}
		for range subs {
			l.subs[&subscriber{}] = struct{}{}
		}
		return l
	}
	tests := []struct {
		name string
		l    *live
		over bool
		keep bool
	}{
		{"finished, idle", over(11*time.Minute, 0), true, false},
		{"finished, used lately", over(time.Minute, 0), true, true},
		{"finished, watched", over(time.Hour, 1), true, true},
		{"playing, idle", over(time.Hour, 0), false, false},
		{"playing, used lately", over(20*time.Minute, 0), false, true},
		{"playing, watched", over(time.Hour, 1), false, true},
		{"playing with a clock, idle", clocked(over(time.Hour, 0)), false, true},
		{"the computer to move, idle", computerToMove(over(time.Hour, 0)), false, true},
		{"the computer waiting for its opponent, idle", computerWaits(over(time.Hour, 0)), false, false},
	}
	for _, tt := range tests {
		if tt.over {
			_ = tt.l.Game().Resign(checkers.Black)
		}
		s.games[tt.name] = tt.l
	}
	s.evict(now)
	for _, tt := range tests {
		if _, kept := s.games[tt.name]; kept != tt.keep {
			t.Errorf("%s: kept %v, want %v", tt.name, kept, tt.keep)
		}
	}
}

// clocked gives l a clock.
func clocked(l *live) *live {
	l.Header().Initial = time.Minute
	return l
}

// computerToMove seats the computer on Black, the first to move.
func computerToMove(l *live) *live {
	l.Header().Seats[checkers.Black] = store.Seat{Player: "computer"}
	return l
}

// computerWaits seats the computer on Red, which waits for Black.
func computerWaits(l *live) *live {
	l.Header().Seats[checkers.Red] = store.Seat{Player: "computer"}
	return l
}
