package engine_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
)

func TestLevelsRunFromBeginnerToMaster(t *testing.T) {
	levels := engine.Levels()
	if len(levels) < 8 {
		t.Fatalf("got %d levels, want at least 8", len(levels))
	}
	if levels[0].Name != "Beginner" {
		t.Errorf("weakest level is %q, want Beginner", levels[0].Name)
	}
	for i, l := range levels {
		if l.Number != i+1 || l.Name == "" || l.Description == "" {
			t.Errorf("level %d = %+v, want number %d, a name and a description", i, l, i+1)
		}
		if i == 0 {
			continue
		}
		prev := levels[i-1]
		if l.Noise > prev.Noise || l.Blunder > prev.Blunder {
			t.Errorf("level %s has more noise or blunders than %s", l.Name, prev.Name)
		}
	}
}

func TestLevelByName(t *testing.T) {
	tests := []struct {
		in, want, err string
	}{
		{"beginner", "Beginner", ""},
		{"MASTER", "Master", ""},
		{"3", "Casual", ""},
		{"0", "", "levels run from 1"},
		{"wizard", "", `no level "wizard": choose one of beginner,`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := engine.LevelByName(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("LevelByName(%q) error = %v, want %q", tt.in, err, tt.err)
				}
				return
			}
			if err != nil || got.Name != tt.want {
				t.Errorf("LevelByName(%q) = %q, %v, want %q", tt.in, got.Name, err, tt.want)
			}
		})
	}
}

// TestStrongerLevelWins plays Club (level 5) against Beginner (level 1).
func TestStrongerLevelWins(t *testing.T) {
	v := standard.Variant{}
	club, _ := engine.LevelByName("club")
	beginner, _ := engine.LevelByName("beginner")
	s := match(t, v, 2, 300,
		func(i int) chooser {
			return enginePlayer(t, v, engine.Options{TableMiB: 4, Level: club, Seed: uint64(i)}, engine.Limits{})
		},
		func(i int) chooser {
			return enginePlayer(t, v, engine.Options{TableMiB: 4, Level: beginner, Seed: uint64(i)}, engine.Limits{})
		})
	if s.wins != 2 {
		t.Errorf("Club against Beginner: +%d =%d -%d, want 2 wins", s.wins, s.draws, s.losses)
	}
}
