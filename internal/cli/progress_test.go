package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestPlainProgress writes progress to a buffer, which is no terminal: plain
// lines, no redraws, at most one every plainProgressEvery, and the last
// state at the end.
func TestPlainProgress(t *testing.T) {
	defer func(every time.Duration) { plainProgressEvery = every }(plainProgressEvery)
	tests := []struct {
		every time.Duration
		want  []string
	}{
		{time.Hour, []string{"match: 10/10 games, A 5"}},
		{0, []string{"match: 1/10 games, A 1", "match: 2/10 games, A 2", "match: 3/10 games, A 3", "match: 4/10 games, A 4", "match: 5/10 games, A 5",
			"match: 6/10 games, A 5", "match: 7/10 games, A 5", "match: 8/10 games, A 5", "match: 9/10 games, A 5", "match: 10/10 games, A 5"}},
	}
	for _, tt := range tests {
		plainProgressEvery = tt.every
		var buf bytes.Buffer
		p := newProgress(&buf, "match", "games", 10)
		for i := 1; i <= 10; i++ {
			p.describe("A " + string(rune('0'+min(i, 5))))
			p.add(1)
		}
		p.finish()
		p.finish()
		out := buf.String()
		if strings.ContainsAny(out, "\r\x1b") {
			t.Errorf("every %v: got %q, want no carriage return or escape", tt.every, out)
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(got) != len(tt.want) {
			t.Fatalf("every %v: got %d lines %q, want %d", tt.every, len(got), got, len(tt.want))
		}
		for i, line := range got {
			if !strings.HasPrefix(line, tt.want[i]+", ") || !strings.HasSuffix(line, "s") {
				t.Errorf("every %v, line %d: got %q, want %q, then the time", tt.every, i+1, line, tt.want[i])
			}
		}
	}
}
