package coast_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, coast.Variant{}, []varianttest.MoveCase{
		{"R:Rd4/0:Bh1/0", "d4-e5", "d4-e5"},
		{"R:Rd4/0:Bh1/0", " d4:e5 ", "d4-e5"},
		{"R:Rc3,d4/0:Be6/0", "c3:e5:e7", "c3:e5:e7"},
		{"R:Rc3,d4/0:Be6/0", "c3-e5-e7", "c3:e5:e7"},
		{"R:Rc3,d4/0:Be6/0", "c3:e7", "c3:e5:e7"},
		{"R:Rc3,d3,d4,e4/0:Bh1/0", "c3:e3:e5", "c3:e5"},
		{"R:Rg7/0:Ba5/0", "g7-h8+h7", "g7-h8+h7"},
		{"R:Rg8,e6/0:Bg7/0", "g8-h8+f6:d6", "g8-h8+f6:d6"},
		{"R:Rg8,e6/0:Bg7/0", "g8-h8+d6", "g8-h8+f6:d6"},
		{"R:Ra8/0:Bb8,b7,c8,c6/0", "pass", "pass"},
		{"R:Ra8/0:Bb8,b7,c8,c6/0", "PASS", "pass"},
		{"R:RKc3,b2,a2/0:Bh1/0", "c3:a1", "c3:a1"},
	})
}

func TestParseMoveErrors(t *testing.T) {
	varianttest.CheckParseErrors(t, coast.Variant{}, []varianttest.MoveCase{
		{"R:Rd4/0:Bh1/0", "", "bad move"},
		{"R:Rd4/0:Bh1/0", "d4", "bad move"},
		{"R:Rd4/0:Bh1/0", "d4-z9", "bad square"},
		{"R:Rd4/0:Bh1/0", "d4--e5", "bad move"},
		{"R:Rd4/0:Bh1/0", "d4-e5+", "after +"},
		{"R:Rd4/0:Bh1/0", "c4-c5", "there is no checker on c4"},
		{"R:Rd4/0:Bh1/0", "h1-g1", "the checker on h1 is Black's, and Red is to move"},
		{"R:Rd4/0:Bh1/0", "d4-c3", "only a king moves toward its own home"},
		{"R:Rd4,e5/0:Bh1/0", "d4-e5", "e5 is occupied"},
		{"R:Rd4/0:Bh1/0", "d4:f6", "there is no checker on e5 to jump over"},
		{"R:Rd4/0:Bh1/0", "d4:f7", "cannot end this turn on f7"},
		{"R:Rd4/0:Bh1/0", "d4-e5+f6", "+ is for the free move after a crowning"},
		{"R:RKd4/0:Bh1/0", "d4-e5+f6", "a king is not crowned again"},
		{"R:Rc3,d4/0:Be6/0", "c3:e5:b6", "e5 to b6 is neither a step nor a jump"},
		{"R:Rc3,d4/0:Be6/0", "c3:e5:d6", "never both"},
		{"B:Rh1/0:Bb2/0", "b2-a1", "must make a free move off it"},
		{"R:Rg7/0:Ba5/0", "g7-h8+f6", "there is no checker on g7 to jump over"},
		{"R:Rg7/0:Ba5/0", "g7-h8+f5", "cannot end this turn on f5"},
		{"R:Rg7/0:Ba5/0", "g7-h8+h8", "never lands on the opponent's home"},
	})
}

// FuzzParseMove checks that ParseMove never panics and that a move it
// accepts is legal and reads back from its own text.
func FuzzParseMove(f *testing.F) {
	positions := []string{
		coast.Start().String(),
		"R:Rc3,d4/0:Be6/0",
		"R:Rg8,e6/0:Bg7/0",
		"R:RKc3,b2,a2/0:Bh1/0",
		"R:Ra8/0:Bb8,b7,c8,c6/0",
	}
	for i, s := range []string{"c3:e5:e7", "g8-h8+f6:d6", "pass", "c3:a1", "d4-e5+f6", "b1-c2"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p, err := coast.ParsePosition(positions[int(which)%len(positions)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return
		}
		if _, err := p.After(m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which After refuses: %v", text, m, err)
		}
		again, err := p.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v; its text reads back as %v, %v", text, m, again, err)
		}
	})
}

// TestMoveIdentity checks that a move has one value and one text wherever
// it comes from: the generator, LegalMoves, or ParseMove of any text naming it
// (its ends, or any route), and that its text reads back to the same move.
func TestMoveIdentity(t *testing.T) {
	for _, c := range []struct{ position, text, want string }{
		// The chain f5:d7:f7 ends two squares above its start, where a jump
		// over the empty f6 would land: by its ends it names the chain.
		{"R:Rf5/0:Be6,e7/0", "f5:f7", "f5:d7:f7"},
		{"R:Rc3,d4/0:Be6/0", "c3:e7", "c3:e5:e7"},
		{"R:Rg8,e6/0:Bg7/0", "g8-h8+d6", "g8-h8+f6:d6"},
		{"R:Rd4/0:Bh1/0", "d4-e5", "d4-e5"},
	} {
		t.Run(c.text, func(t *testing.T) {
			p, err := coast.ParsePosition(c.position)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := p.ParseMoveText(c.text)
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", c.text, err)
			}
			if got := parsed.String(); got != c.want {
				t.Errorf("ParseMove(%q).String() = %q, want %q", c.text, got, c.want)
			}
			var generated coast.Move
			for _, m := range p.AppendMoves(nil) {
				if m.String() == c.want {
					generated = m
				}
			}
			if generated != parsed {
				t.Errorf("AppendMoves' %s = %#v, want == ParseMove's %#v", c.want, generated, parsed)
			}
			again, err := p.ParseMoveText(generated.String())
			if err != nil || again != generated {
				t.Errorf("ParseMove(%q) = %v, %v; want %#v", generated.String(), again, err, generated)
			}
			if !slices.Contains(p.LegalMoves(), generated) {
				t.Errorf("Moves() = %v, want it to hold %#v", p.LegalMoves(), generated)
			}
		})
	}
}

// TestPassIdentity checks that the pass of a player who cannot move is ==
// to Pass, from the generator, from LegalMoves and from ParseMove.
func TestPassIdentity(t *testing.T) {
	p, err := coast.ParsePosition("R:Ra8/0:Bb8,b7,c8,c6/0")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.AppendMoves(nil); len(got) != 1 || got[0] != coast.Pass {
		t.Errorf("AppendMoves = %#v, want [Pass]", got)
	}
	if got := p.LegalMoves(); len(got) != 1 || got[0] != coast.Pass {
		t.Errorf("Moves = %#v, want [Pass]", got)
	}
	if got, err := p.ParseMoveText("pass"); err != nil || got != coast.Pass {
		t.Errorf("ParseMove(pass) = %#v, %v; want Pass", got, err)
	}
}
