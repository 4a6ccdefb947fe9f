package sqlite

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
			s, err := Open(t.TempDir())
			if err != nil {
				t.Fatalf("Open: got error %v, want nil", err)
			}
			if tt.closed {
				s.Close()
			} else {
				defer s.Close()
			}
			if err := s.Ping(context.Background()); (err != nil) != tt.wantErr {
				t.Errorf("Ping: got error %v, want error %v", err, tt.wantErr)
			}
		})
	}
}

func TestPingCanceled(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Ping(ctx); err == nil {
		t.Errorf("Ping with a canceled context: got nil, want an error")
	}
}
