package server

import (
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/server/registry"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

func TestIdleGamesLeaveMemory(t *testing.T) {
	now := time.Now()
	clock := now
	s := &Server{games: registry.New[*live](func() time.Time { return clock })}
	usedAt := map[*live]time.Time{}
	over := func(used time.Duration, subs int) *live {
		l := &live{Room: room.New(&store.Record{}, checkers.NewGame(standard.Variant{})), subs: map[*subscriber]struct{}{}}
		usedAt[l] = now.Add(-used)
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
		clock = usedAt[tt.l]
		s.games.Add(tt.name, tt.l)
	}
	s.evict(now)
	for _, tt := range tests {
		if _, kept := s.games.Held(tt.name); kept != tt.keep {
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

// TestEvictKeepsGamesInUse checks that an idle game stays in memory while
// the computer thinks in it or a request holds it (its lock), finished or
// not.
func TestEvictKeepsGamesInUse(t *testing.T) {
	now := time.Now()
	for _, tt := range []struct {
		name   string
		over   bool
		think  bool
		locked bool
		keep   bool
	}{
		{"finished, idle", true, false, false, false},
		{"finished, the computer thinking", true, true, false, true},
		{"finished, held by a request", true, false, true, true},
		{"playing, idle", false, false, false, false},
		{"playing, the computer thinking", false, true, false, true},
		{"playing, held by a request", false, false, true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := &Server{games: registry.New[*live](func() time.Time { return now.Add(-time.Hour) })}
			l := &live{Room: room.New(&store.Record{}, checkers.NewGame(standard.Variant{})), subs: map[*subscriber]struct{}{}}
			if tt.over {
				_ = l.Game().Resign(checkers.Black)
			}
			if tt.think {
				l.think = &thinking{}
			}
			s.games.Add("g", l)
			if tt.locked {
				l.mu.Lock()
			}
			s.evict(now)
			if tt.locked {
				l.mu.Unlock()
			}
			if _, kept := s.games.Held("g"); kept != tt.keep {
				t.Errorf("kept %v, want %v", kept, tt.keep)
			}
			if l.gone == tt.keep {
				t.Errorf("gone %v, want %v", l.gone, !tt.keep)
			}
		})
	}
}
