package coast_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
)

// TestOutcomeAgreesWithStatus checks the ends Outcome reports for a
// search against Status.
func TestOutcomeAgreesWithStatus(t *testing.T) {
	for _, c := range []struct {
		pos     string
		outcome int
		over    bool
	}{
		{coast.Start().String(), 0, false},
		{"R:Ra2/11:B/12", -1, true},
		{"B:Ra2/11:B/12", 1, true},
		{"B:R/12:Bh1/11", -1, true},
		{"R:Rb1/0:Bg8/0:pass", 0, false},
		{"R:Rb1/0:Bg8/0:pass:pass", 0, true},
	} {
		t.Run(c.pos, func(t *testing.T) {
			p := mustParse(t, c.pos)
			outcome, over := p.Outcome()
			if outcome != c.outcome || over != c.over {
				t.Errorf("Outcome() = %d, %t, want %d, %t", outcome, over, c.outcome, c.over)
			}
			if r := p.Status(); r.Over() != over {
				t.Errorf("Status().Over() = %t, want %t as Outcome says", r.Over(), over)
			}
		})
	}
}
