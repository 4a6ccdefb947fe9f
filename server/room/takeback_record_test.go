package room

import (
	"testing"
)

// TestTakebackRecord: a take-back request or its news is written into the
// record and read back; what cannot be one is refused with its text.
func TestTakebackRecord(t *testing.T) {
	tests := []struct {
		text string
		ok   bool
	}{
		{"", true},
		{"black asked 11-15", true},
		{"red accepted 22x15", true},
		{"red declined 9x18x27", true},
		{"purple asked 11-15", false},
		{"black wants 11-15", false},
		{"black asked", false},
		{"black asked ", false},
		{"black", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			tb, err := ParseTakeback(tt.text)
			if !tt.ok {
				if err == nil {
					t.Fatalf("ParseTakeback(%q): got %v and no error, want an error", tt.text, tb)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseTakeback(%q): got error %v, want nil", tt.text, err)
			}
			if got := tb.String(); got != tt.text {
				t.Errorf("ParseTakeback(%q).String() = %q, want it back", tt.text, got)
			}
		})
	}
}
