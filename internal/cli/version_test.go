package cli

import (
	"runtime/debug"
	"testing"
)

// TestVersionOf writes the version of builds as go build stamps them.
func TestVersionOf(t *testing.T) {
	const rev = "5d546e43e9e8ee562995758603f9713331459e06"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}
	}
	tests := []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"no build information", nil, "(devel) (no commit recorded)"},
		{"go test", &debug.BuildInfo{}, "(devel) (no commit recorded)"},
		{"a checkout, -buildvcs=false", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(devel) (no commit recorded)"},
		{"a checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("false")}, "(devel) (commit 5d546e43e9e8)"},
		{"a checkout with changes", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261126193239-5d546e43e9e8+dirty"}, Settings: vcs("true")},
			"v0.0.0-20261126193239-5d546e43e9e8+dirty (commit 5d546e43e9e8, modified)"},
		{"a tagged module", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0"},
		{"a tagged checkout", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: vcs("false")}, "v1.2.0 (commit 5d546e43e9e8)"},
	}
	for _, tt := range tests {
		if got := versionOf(tt.info); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
