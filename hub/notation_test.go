package hub_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

const hubStart = "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"

func mustFEN(t *testing.T, fen string) standard.Position {
	t.Helper()
	p, err := standard.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

func TestPositionForm(t *testing.T) {
	tests := []struct {
		name, hub, fen string
	}{
		{"start", hubStart, "B:W21-32:B1-12"},
		{"kings, Red to move", "W" + "B" + strings.Repeat("e", 16) + "b" + strings.Repeat("e", 8) + "w" + strings.Repeat("e", 4) + "W",
			"W:W27,K32:B18,K1"},
		{"one side bare", "B" + strings.Repeat("e", 13) + "b" + strings.Repeat("e", 18), "B:W:B14"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := mustFEN(t, tt.fen)
			got, err := parsePosition(tt.hub)
			if err != nil {
				t.Fatalf("ParsePosition(%q): %v", tt.hub, err)
			}
			if got != want {
				t.Errorf("ParsePosition(%q) = %v, want %v", tt.hub, got, want)
			}
			if text := formatPosition(want); text != tt.hub {
				t.Errorf("FormatPosition(%v) = %q, want %q", want, text, tt.hub)
			}
		})
	}
}

func TestParsePositionErrors(t *testing.T) {
	tests := []struct {
		name, text, wantIn string
	}{
		{"10x10 length", "W" + strings.Repeat("e", 50), "has 51 characters; want 33"},
		{"empty", "", "has 0 characters"},
		{"side to move", "X" + hubStart[1:], `side to move 'X' must be B (Black) or W (Red)`},
		{"unknown piece", "B" + strings.Repeat("e", 31) + "r", "square 32 is 'r'"},
		{"man on its crowning row", "B" + strings.Repeat("e", 31) + "b", "stands on its crowning row"},
		{"too many pieces", "B" + strings.Repeat("b", 13) + strings.Repeat("e", 19), "at most 12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parsePosition(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("ParsePosition(%q) error = %v, want one containing %q", tt.text, err, tt.wantIn)
			}
		})
	}
}

// twoRoutes has two jumps from 18 to 4: over 15 and 8, or over 23, 24, 16
// and 8.
const twoRoutes = "B:W8,15,16,21,23,24,29:BK18"

func TestMoveForm(t *testing.T) {
	tests := []struct {
		name, fen, text, want, pdn string
	}{
		{"simple move", "B:W21-32:B1-12", "11-15", "11-15", "11-15"},
		{"single jump", "B:W18:B14", "14x23x18", "14x23x18", "14x23"},
		{"single jump, captured square omitted", "B:W18:B14", "14x23", "14x23x18", "14x23"},
		{"double jump, captured in order", twoRoutes, "18x4x8x15", "18x4x8x15", "18x11x4"},
		{"double jump, captured in any order", twoRoutes, "18x4x15x8", "18x4x8x15", "18x11x4"},
		{"long route named by one square", twoRoutes, "18x4x23", "18x4x8x16x23x24", "18x27x20x11x4"},
		{"capital X", twoRoutes, "18X4X15", "18x4x8x15", "18x11x4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			m, err := parseMove(p, tt.text)
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", tt.text, err)
			}
			if got := formatMove(m); got != tt.want {
				t.Errorf("FormatMove(ParseMove(%q)) = %q, want %q", tt.text, got, tt.want)
			}
			if got := m.String(); got != tt.pdn {
				t.Errorf("ParseMove(%q) is %s in PDN, want %s", tt.text, got, tt.pdn)
			}
		})
	}
}

func TestMoveFormRoundTrip(t *testing.T) {
	for _, fen := range []string{"B:W21-32:B1-12", twoRoutes, "B:W6,7,14,15,22,23,K27:B1,K10,19,K28", "W:W18,K27:B14,K5,K30"} {
		p := mustFEN(t, fen)
		for _, m := range p.LegalMoves() {
			text := formatMove(m)
			got, err := parseMove(p, text)
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", fen, text, err)
				continue
			}
			if got.String() != m.String() {
				t.Errorf("%s: ParseMove(%q) = %v, want %v", fen, text, got, m)
			}
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		name, fen, text, wantIn string
	}{
		{"not a move", "B:W21-32:B1-12", "e3-d4", "want the hub form"},
		{"one square", "B:W21-32:B1-12", "11", "want the hub form"},
		{"double separator", "B:W21-32:B1-12", "11--15", "want the hub form"},
		{"off the board", "B:W21-32:B1-12", "11-35", `"35" is not a square number`},
		{"illegal step explained", "B:W21-32:B1-12", "11-18", "illegal move 11-18"},
		{"ambiguous", twoRoutes, "18x4x8", "ambiguous move"},
		{"wrong captured square", twoRoutes, "18x4x12", "no legal move goes from 18 to 4 capturing 12"},
		{"PDN route is not the hub form", twoRoutes, "18x11x4", "no legal move goes from 18 to 11 capturing 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseMove(mustFEN(t, tt.fen), tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("ParseMove(%q) error = %v, want one containing %q", tt.text, err, tt.wantIn)
			}
		})
	}
}
