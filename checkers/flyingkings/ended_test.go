package flyingkings_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
)

// TestEnded checks the ends a position makes by its pieces alone, from the
// player to move's side, against Status.
func TestEnded(t *testing.T) {
	for _, c := range []struct {
		text    string
		outcome int
		over    bool
	}{
		{startText, 0, false},
		{"R:RK30,P26,G22:BP1,P2", 0, false},
		{"R:RK30,G22:BP1,P2", 1, true},
		{"B:RK30,G22:BP1,P2", -1, true},
		{"B:RG22:BG9", 0, true},
		{"B:RP22,P23:BK9,G10,G11", 0, false},
	} {
		t.Run(c.text, func(t *testing.T) {
			p, err := flyingkings.ParsePosition(c.text)
			if err != nil {
				t.Fatal(err)
			}
			outcome, over := p.Ended()
			if outcome != c.outcome || over != c.over {
				t.Errorf("Ended() = %d, %v; want %d, %v", outcome, over, c.outcome, c.over)
			}
			if r := p.Status(); over && !r.Over() {
				t.Errorf("Status() = %v, want a finished game as Ended says", r)
			}
		})
	}
}

// TestEndedAgreesWithStatus plays random games and checks Ended against
// Status in every position: the same end and outcome, but for a player with
// no legal move, which Ended leaves to the search.
func TestEndedAgreesWithStatus(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for game := range 40 {
		p := flyingkings.Start()
		for ply := 0; ply < 300; ply++ {
			outcome, over := p.Ended()
			r := p.Status()
			want, wantOver := 0, r.Over() && r.Reason != checkers.NoLegalMove
			switch r.Outcome {
			case checkers.WinFor(p.Turn()):
				want = 1
			case checkers.WinFor(p.Turn().Opponent()):
				want = -1
			}
			if over != wantOver || over && outcome != want {
				t.Fatalf("game %d: Ended(%q) = %d, %v; Status says %v", game, p, outcome, over, r)
			}
			if r.Over() {
				break
			}
			moves := p.LegalMoves()
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}
