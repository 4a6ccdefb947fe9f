package standard_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

func TestCleanRecordFEN(t *testing.T) {
	tests := []struct {
		in, want, changes, err string
	}{
		{"B:W21,22:B1", "B:W21,22:B1", "", ""},
		{"B:W21, 22,K23:B1, 2:H0:F1", "B:W21,22,K23:B1,2", `spaces removed|the counter "H0" dropped|the counter "F1" dropped`, ""},
		{"B:W21::B1", "B:W21:B1", "an empty section dropped", ""},
		{"B:W21:::B1.", "B:W21:B1.", "2 empty sections dropped", ""},
		{"W:W21:B", "W:W21:B", "", ""},
		{"W::.", "", "", `"W::." places no piece on the board`},
		{"B:W:B", "", "", `"B:W:B" places no piece on the board`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			clean, changes, err := standard.CleanRecordFEN(tt.in)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("got error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(changes, "|"); clean != tt.want || got != tt.changes {
				t.Errorf("got %q (%s), want %q (%s)", clean, got, tt.want, tt.changes)
			}
			if _, err := standard.ParseFEN(clean); err != nil {
				t.Errorf("the clean text %q does not read: %v", clean, err)
			}
		})
	}
}

// FuzzCleanRecordFEN: CleanRecordFEN never panics, returns text it did
// not change as it is, and never leaves a space between its sections
// (ParseFEN trims the ends).
func FuzzCleanRecordFEN(f *testing.F) {
	for _, s := range []string{"B:W21, 22,K23:B1, 2:H0:F1", "B:W21::B1", "W::.", "", " ", "B:W21-32:B1-12", ":::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		clean, changes, err := standard.CleanRecordFEN(s)
		if err != nil {
			return
		}
		if len(changes) == 0 && clean != s {
			t.Errorf("CleanRecordFEN(%q) = %q with no change said", s, clean)
		}
		if strings.ContainsAny(strings.TrimSpace(clean), " \t") {
			t.Errorf("CleanRecordFEN(%q) = %q, which has a space", s, clean)
		}
	})
}
