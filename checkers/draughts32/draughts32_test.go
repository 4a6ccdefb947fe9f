package draughts32

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// toy is a game of the kit for its tests: men step forward and capture
// short forward, kings step one square (standard checkers' moves, without
// crowning in a capture), written in numbered notation.
type toy struct{}

func (toy) Name() string       { return "the toy game" }
func (toy) Notation() Notation { return Numbered }
func (toy) AppendMoves(b *Board, dst []Move) []Move {
	us := b.Turn & 1
	own, them, empty := b.Own(), b.Them(), b.Empty()
	first := len(dst)
	for m := own; m != 0; m &= m - 1 {
		bit := m & -m
		dirs, man := Forward[us], b.Kings&bit == 0
		if !man {
			dirs = jumps.All
		}
		for _, r := range (jumps.Short{Dirs: dirs, Stop: CrownRow[us]}).Append(nil, bit, them, empty|bit) {
			dst = append(dst, Capture(bit, r, man, man && Bitboard(1)<<r.To&CrownRow[us] != 0))
		}
	}
	if len(dst) > first {
		return dst
	}
	for m := own; m != 0; m &= m - 1 {
		bit := m & -m
		for d := range board32.Direction(4) {
			man := b.Kings&bit == 0
			if to := board32.Step(bit, d) & empty; to != 0 && (!man || Forward[us]&(1<<d) != 0) {
				dst = append(dst, Step(bit, to, man, man && to&CrownRow[us] != 0))
			}
		}
	}
	return dst
}

func TestTextRoundTrip(t *testing.T) {
	tests := []struct {
		note       Notation
		in, want   string
		whiteFirst bool
	}{
		{Numbered, "B:W21-32:B1-12", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", false},
		{Numbered, "w:bk1,5:w30.", "W:W30:B5,K1", true},
		{Algebraic, "W:Wa1,c3,Kh2:Bb8,Kd4", "W:Wc3,a1,Kh2:Bb8,Kd4", true}, // by number: c3 is 22, a1 29
		{Algebraic, "B:WC3:B", "B:Wc3:B", false},
		{AlgebraicX, "W:Wa1,c3,Kh2:Bb8", "W:Wc3,a1,Kh2:Bb8", true},
		{Turned, "W:W21-32:B1-12", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", true},
		{Turned, "B:W23,22,K4:B5", "B:W22,23,K4:B5", false},
	}
	for _, tt := range tests {
		b, err := tt.note.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := tt.note.Text(b); got != tt.want {
			t.Errorf("Text(Parse(%q)) = %q, want %q", tt.in, got, tt.want)
		}
		if got := b.Turn == checkers.Red; got != tt.whiteFirst {
			t.Errorf("Parse(%q): White to move %v, want %v", tt.in, got, tt.whiteFirst)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		note     Notation
		in, want string
	}{
		{Numbered, "", "want the side to move"},
		{Numbered, "X:W1:B2", "must be B (Black) or W"},
		{Numbered, "W:W21,21:B1", "square 21 is given twice"},
		{Numbered, "W:W1:B2", "crowning row"},
		{Numbered, "W:W1-13:B", "at most 12"},
		{Numbered, "W:W33:B", "off the board"},
		{Algebraic, "W:Wa2:B", "a2 is a light square"},
		{Algebraic, "W:Wb8:B", "White's man on b8 stands on its crowning row"},
		{Algebraic, "W:Wz9:B", "bad square"},
		{Algebraic, "W:Wa1:Wc1", "appears twice"},
		{Turned, "W:W3:B", "White's man on 3 stands on its crowning row"},
		{Turned, "W:W22,22:B", "square 22 is given twice"},
	}
	for _, tt := range tests {
		if _, err := tt.note.Parse(tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v, want one containing %q", tt.in, err, tt.want)
		}
	}
}

func TestMovesAndPlay(t *testing.T) {
	p, err := Parse[toy]("B:W18,K22:B14")
	if err != nil {
		t.Fatal(err)
	}
	moves := p.LegalMoves()
	if len(moves) != 1 || moves[0].String() != "14x23" {
		t.Fatalf("Moves() = %v, want [14x23]", moves)
	}
	next := p.Play(moves[0])
	if got, want := next.String(), "W:WK22:B23"; got != want {
		t.Errorf("after 14x23: %s, want %s", got, want)
	}
	if next.Hash() == p.Hash() {
		t.Errorf("the two positions hash alike")
	}
	m, err := next.ParseMove("22-17")
	if err != nil || m.String() != "22-17" {
		t.Errorf("ParseMove(22-17) = %v, %v", m, err)
	}
	if _, err := next.ParseMove("23-27"); err == nil || !strings.Contains(err.Error(), "Black's, and White is to move") {
		t.Errorf("ParseMove(23-27) error = %v, want the owner's", err)
	}
	if got := next.Perft(3); got == 0 {
		t.Errorf("Perft(3) = 0")
	}
	if r := (Position[toy]{Board{Side: [2]Bitboard{checkers.Black: board32.Bit(1)}, Turn: checkers.Red}}).Status(); r.Outcome != checkers.BlackWins || r.Reason != checkers.AllCaptured {
		t.Errorf("Status with no Red piece = %v, want Black wins, all captured", r)
	}
}

func TestAlgebraicMoves(t *testing.T) {
	b := Board{Side: [2]Bitboard{checkers.Red: board32.Bit(22)}}
	m := Step(board32.Bit(22), board32.Bit(18), true, false)
	m.note = Algebraic
	if got, want := m.String(), "c3-d4"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	got, err := Algebraic.ParseSquares("c3:E5:g3")
	if err != nil || len(got) != 3 || got[0] != 22 || got[1] != 15 || got[2] != 24 {
		t.Errorf("ParseSquares(c3:E5:g3) = %v, %v; want [22 15 24]", got, err)
	}
	for _, bad := range []string{"c3", "c3-", "c3-d5", "c3--d4", ":c3-d4"} {
		if _, err := Algebraic.ParseSquares(bad); err == nil {
			t.Errorf("ParseSquares(%q) = nil error, want one", bad)
		}
	}
	jump := Capture(board32.Bit(22), jumps.Route{Path: jumps.Path{}.With(0, 15).With(1, 24), Captured: board32.Bit(18) | board32.Bit(19), To: uint8(board32.Index(board32.Bit(24))), N: 2}, true, false)
	for _, c := range []struct {
		note       Notation
		step, jump string
	}{{Algebraic, "c3-d4", "c3:e5:g3"}, {AlgebraicX, "c3-d4", "c3xe5xg3"}, {Numbered, "22-18", "22x15x24"}, {Turned, "23-19", "23x14x21"}} {
		m.note, jump.note = c.note, c.note
		if got := m.String(); got != c.step {
			t.Errorf("notation %d: step %q, want %q", c.note, got, c.step)
		}
		if got := jump.String(); got != c.jump {
			t.Errorf("notation %d: capture %q, want %q", c.note, got, c.jump)
		}
	}
	if _, err := AlgebraicX.ParseSquares("c3-"); err == nil || !strings.Contains(err.Error(), "c3xe5xg3") {
		t.Errorf("AlgebraicX.ParseSquares(c3-) error = %v, want one with the example c3xe5xg3", err)
	}
	b.Turn = checkers.Red
	if next := b.Play(m); next.Side[checkers.Red] != board32.Bit(18) || next.Turn != checkers.Black {
		t.Errorf("Play(c3-d4) = %+v", next)
	}
}

// TestTurned checks the turned board's numbers: each row of four read
// backward, the kit's squares placed by their turned numbers and moves
// read in them.
func TestTurned(t *testing.T) {
	for _, c := range []struct{ kit, turned int }{{1, 4}, {4, 1}, {5, 8}, {8, 5}, {22, 23}, {29, 32}, {32, 29}} {
		if got := Turned.Square(c.kit); got != strconv.Itoa(c.turned) {
			t.Errorf("Turned.Square(%d) = %s, want %d", c.kit, got, c.turned)
		}
	}
	b, err := Turned.Parse("W:W32:BK1")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.Side[checkers.Red], board32.Bit(29); got != want {
		t.Errorf("Turned.Parse: Red's man on the kit's square %d, want 29 (h1, Turned 32)", board32.NumberOf(got))
	}
	if got, want := b.Side[checkers.Black]&b.Kings, board32.Bit(4); got != want {
		t.Errorf("Turned.Parse: Black's king on the kit's square %d, want 4 (Turned 1)", board32.NumberOf(got))
	}
	got, err := Turned.ParseSquares("23x14x21")
	if err != nil || len(got) != 3 || got[0] != 22 || got[1] != 15 || got[2] != 24 {
		t.Errorf("Turned.ParseSquares(23x14x21) = %v, %v; want the kit's [22 15 24]", got, err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"B:W21-32:B1-12", "W:Wa1,Kc3:Bh8", "W:W:B", "B:WK1-3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, n := range []Notation{Numbered, Algebraic, AlgebraicX, Turned} {
			b, err := n.Parse(s)
			if err != nil {
				continue
			}
			text := n.Text(b)
			back, err := n.Parse(text)
			if err != nil || back != b {
				t.Fatalf("Parse(%q) = %s, which reads back as %+v, %v", s, text, back, err)
			}
		}
	})
}
