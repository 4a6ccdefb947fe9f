package jumps

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/board32"
)

// squares returns the set of the numbered squares.
func squares(ns ...int) Bitboard {
	var b Bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

// texts writes each route as "from x landing x …" with its captures.
func texts(from int, routes []Route) []string {
	var out []string
	for _, r := range routes {
		var b strings.Builder
		b.WriteString(strconv.Itoa(from))
		for i := range int(r.N) {
			b.WriteString("x" + strconv.Itoa(r.Path.At(i)))
		}
		if got := r.Path.At(int(r.N) - 1); board32.Number(int(r.To)) != got {
			b.WriteString(" (To disagrees with the path)")
		}
		var caps []string
		for c := r.Captured; c != 0; c &= c - 1 {
			caps = append(caps, strconv.Itoa(board32.NumberOf(c)))
		}
		b.WriteString(" [" + strings.Join(caps, ",") + "]")
		out = append(out, b.String())
	}
	slices.Sort(out)
	return out
}

func TestPathHoldsTwentyFourLandings(t *testing.T) {
	var p Path
	for i := range 24 {
		p = p.With(i, 32-i)
	}
	for i := range 24 {
		if got, want := p.At(i), 32-i; got != want {
			t.Errorf("landing %d = %d, want %d", i, got, want)
		}
	}
}

func TestShort(t *testing.T) {
	tests := []struct {
		name string
		walk Short
		from int
		them []int
		own  []int
		want []string
	}{
		{"no jump", Short{Dirs: Down}, 10, []int{6}, nil, nil},
		{"two jumps down", Short{Dirs: Down}, 10, []int{14, 22}, nil, []string{"10x17x26 [14,22]"}},
		{"forward only", Short{Dirs: Down}, 17, []int{14}, nil, nil},
		{"blocked landing", Short{Dirs: Down}, 10, []int{14}, []int{17}, nil},
		{"a choice of two", Short{Dirs: Down}, 10, []int{14, 15}, nil, []string{"10x17 [14]", "10x19 [15]"}},
		{"stop on the crowning row", Short{Dirs: Down, Stop: board32.Bottom}, 18, []int{22, 27}, nil, []string{"18x25 [22]"}},
		{"down then up", Short{Dirs: All}, 18, []int{23, 24}, nil, []string{"18x27x20 [23,24]"}},
		{"down only", Short{Dirs: Down}, 18, []int{23, 24}, nil, []string{"18x27 [23]"}},
		{"a loop back to the start, two ways", Short{Dirs: All}, 10, []int{14, 22, 23, 15}, nil,
			[]string{"10x17x26x19x10 [14,15,22,23]", "10x19x26x17x10 [14,15,22,23]"}},
		{"a loop merged", Short{Dirs: All, Merge: true}, 10, []int{14, 22, 23, 15}, nil,
			[]string{"10x17x26x19x10 [14,15,22,23]"}},
		{"up for the other side", Short{Dirs: Up}, 26, []int{22, 14}, nil, []string{"26x17x10 [14,22]"}},
		// Crowned on 3 (f8), the man goes on as a flying king over 14 (c5),
		// three squares away, landing on 17 or 21; as a man it could not.
		{"crowned on the way, goes on flying", Short{Dirs: All, Promote: board32.Top, Merge: true}, 12, []int{8, 14}, nil,
			[]string{"12x3x17 [8,14]", "12x3x21 [8,14]"}},
		{"not crowned, stops", Short{Dirs: All, Stop: board32.Top}, 12, []int{8, 14}, nil, []string{"12x3 [8]"}},
		{"crowned at the end", Short{Dirs: All, Promote: board32.Top, Merge: true}, 10, []int{6}, nil, []string{"10x1 [6]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := board32.Bit(tt.from)
			empty := board32.OnBoard &^ squares(tt.them...) &^ squares(tt.own...)
			got := texts(tt.from, tt.walk.Append(nil, from, squares(tt.them...), empty))
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if has := CanJump(from, squares(tt.them...), empty, tt.walk.Dirs); has != (len(tt.want) > 0) {
				t.Errorf("CanJump = %v with %d routes", has, len(tt.want))
			}
			if got := Jumpers(from|squares(tt.own...), squares(tt.them...), empty, tt.walk.Dirs) & from; (got != 0) != (len(tt.want) > 0) {
				t.Errorf("Jumpers includes the piece: %v with %d routes", got != 0, len(tt.want))
			}
		})
	}
}

func TestFlying(t *testing.T) {
	tests := []struct {
		name string
		from int
		them []int
		own  []int
		want []string
	}{
		{"nothing beyond a piece on the edge", 22, []int{29}, nil, nil},
		{"capture at a distance, any landing", 29, []int{22}, nil,
			[]string{"29x11 [22]", "29x15 [22]", "29x18 [22]", "29x4 [22]", "29x8 [22]"}},
		{"landings stop at the next piece", 29, []int{22}, []int{11}, []string{"29x15 [22]", "29x18 [22]"}},
		{"two pieces in a row cannot be captured", 29, []int{22, 18}, nil, nil},
		{"must land where it can capture on", 29, []int{22, 10}, []int{2}, []string{"29x15x1 [10,22]", "29x15x6 [10,22]"}},
		{"a captured piece blocks and is not captured twice", 29, []int{22, 14, 23}, nil,
			// From 18 it goes on over 14 (up-left) or over 23 (down-right),
			// and after either the other line back is blocked by 22.
			[]string{"29x18x27 [22,23]", "29x18x32 [22,23]", "29x18x5 [14,22]", "29x18x9 [14,22]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := board32.Bit(tt.from)
			empty := board32.OnBoard &^ squares(tt.them...) &^ squares(tt.own...)
			got := texts(tt.from, AppendFlying(nil, from, squares(tt.them...), empty))
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if has := CanFly(from, squares(tt.them...), empty); has != (len(tt.want) > 0) {
				t.Errorf("CanFly = %v with %d routes", has, len(tt.want))
			}
		})
	}
}

func TestSlide(t *testing.T) {
	got := Slide(board32.Bit(29), board32.UpRightDir, board32.OnBoard&^squares(15))
	if want := squares(25, 22, 18); got != want {
		t.Errorf("got %x, want %x", got, want)
	}
}
