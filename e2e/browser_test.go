package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParseNodeVersion(t *testing.T) {
	tests := []struct {
		in      string
		want    [3]int
		wantErr string
	}{
		{in: "v20.20.2\n", want: [3]int{20, 20, 2}},
		{in: "v18.19.0", want: [3]int{18, 19, 0}},
		{in: "v22.1.0-nightly", want: [3]int{22, 1, 0}},
		{in: "20.1.0", wantErr: `"20.1.0"`},
		{in: "", wantErr: `""`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := parseNodeVersion(tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("parseNodeVersion(%q): got error %v, want one naming %s", tt.in, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("parseNodeVersion(%q): got %v, %v, want %v", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestAtLeast(t *testing.T) {
	tests := []struct {
		v, min [3]int
		want   bool
	}{
		{[3]int{20, 10, 0}, [3]int{20, 10, 0}, true},
		{[3]int{20, 9, 9}, [3]int{20, 10, 0}, false},
		{[3]int{21, 0, 0}, [3]int{20, 10, 0}, true},
		{[3]int{18, 19, 1}, [3]int{18, 19, 0}, true},
		{[3]int{18, 2, 0}, [3]int{18, 19, 0}, false},
	}
	for _, tt := range tests {
		if got := atLeast(tt.v, tt.min); got != tt.want {
			t.Errorf("atLeast(%v, %v): got %v, want %v", tt.v, tt.min, got, tt.want)
		}
	}
}

func TestNodeRuns(t *testing.T) {
	files := []string{"a.test.mjs", "b.test.mjs"}
	tests := []struct {
		name    string
		version [3]int
		want    []string // each run's arguments, joined by spaces
	}{
		{"one run with --test-concurrency", [3]int{20, 10, 0},
			[]string{"--test --test-reporter=spec --test-concurrency=1 a.test.mjs b.test.mjs"}},
		{"one run per file before node 20.10", [3]int{18, 19, 0},
			[]string{"--test --test-reporter=spec a.test.mjs", "--test --test-reporter=spec b.test.mjs"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runs := nodeRuns(tools{nodeVersion: tt.version}, files)
			got := make([]string, len(runs))
			for i, r := range runs {
				got[i] = strings.Join(r, " ")
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("nodeRuns(node %v): got %q, want %q", tt.version, got, tt.want)
			}
		})
	}
}

// TestSuitesHoldEveryFile checks that every test file of e2e/browser is in
// exactly one suite, so that none is left unrun, and that every file a
// suite lists is there.
func TestSuitesHoldEveryFile(t *testing.T) {
	dir := "browser"
	found, err := filepath.Glob(filepath.Join(dir, "*.test.mjs"))
	if err != nil || len(found) == 0 {
		t.Fatalf("no test files in %s (%v)", dir, err)
	}
	in := map[string][]string{}
	for _, s := range Suites {
		files, err := suiteFiles(dir, s, "")
		if err != nil {
			t.Errorf("suite %s: %v", s.Name, err)
		}
		for _, f := range files {
			in[f] = append(in[f], s.Name)
		}
	}
	for _, f := range found {
		if got := in[f]; len(got) != 1 {
			t.Errorf("%s: in suites %v, want exactly one", f, got)
		}
	}
}

// TestSuitesHavePackages checks that each suite is run by the test package
// of its name, which go test runs beside the others.
func TestSuitesHavePackages(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Suites {
		if seen[s.Name] {
			t.Errorf("suite name %s used twice", s.Name)
		}
		seen[s.Name] = true
		data, err := os.ReadFile(filepath.Join(s.Name, "browser_test.go"))
		if err != nil {
			t.Errorf("suite %s: %v", s.Name, err)
			continue
		}
		want := fmt.Sprintf("e2e.RunBrowser(t, e2e.%s%s)", strings.ToUpper(s.Name[:1]), s.Name[1:])
		if !strings.Contains(string(data), want) {
			t.Errorf("suite %s: %s/browser_test.go does not call %s", s.Name, s.Name, want)
		}
	}
}

func TestSuiteFilesOnly(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a-one", "b-two", "c-three"} {
		if err := os.WriteFile(filepath.Join(dir, name+".test.mjs"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := Suite{Name: "x", Files: []string{"c-three", "a-one", "b-two"}}
	tests := []struct {
		only string
		want []string
	}{
		{"", []string{"a-one", "b-two", "c-three"}},
		{"two, three", []string{"b-two", "c-three"}},
		{"zzz", nil},
	}
	for _, tt := range tests {
		files, err := suiteFiles(dir, s, tt.only)
		if err != nil {
			t.Fatalf("suiteFiles(only %q): %v", tt.only, err)
		}
		var got []string
		for _, f := range files {
			got = append(got, strings.TrimSuffix(filepath.Base(f), ".test.mjs"))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("suiteFiles(only %q): got %v, want %v", tt.only, got, tt.want)
		}
	}
	s.Files = append(s.Files, "missing")
	if _, err := suiteFiles(dir, s, ""); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("suiteFiles with a missing file: got error %v, want one naming it", err)
	}
}
