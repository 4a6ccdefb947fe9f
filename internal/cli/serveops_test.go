package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestNewLogger(t *testing.T) {
	tests := []struct {
		format  string
		want    string // part of the line logged
		wantErr string // part of the error; empty for none
	}{
		{"text", "msg=hello n=1", ""},
		{"json", `"msg":"hello","n":1`, ""},
		{"yaml", "", `--log-format "yaml": want text or json`},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			var b strings.Builder
			log, err := newLogger(&b, tt.format)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v, want one with %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v, want nil", err)
			}
			log.Info("hello", "n", 1)
			if got := b.String(); !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want a line with %q", got, tt.want)
			}
			if tt.format == "json" && !json.Valid([]byte(b.String())) {
				t.Errorf("got %q, want JSON", b.String())
			}
		})
	}
}
