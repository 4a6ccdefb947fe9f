package postgres

import (
	"context"
	"testing"
)

func TestPing(t *testing.T) {
	tests := []struct {
		name    string
		closed  bool
		wantErr bool
	}{
		{"open store", false, false},
		{"closed store", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openFresh(t)
			if tt.closed {
				s.Close()
			}
			if err := s.Ping(context.Background()); (err != nil) != tt.wantErr {
				t.Errorf("Ping: got error %v, want error %v", err, tt.wantErr)
			}
		})
	}
}
