package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRescore scores a self-play file again through the command, trains
// on the result, and checks the command's refusals.
func TestRescore(t *testing.T) {
	dir := t.TempDir()
	data, deeper := filepath.Join(dir, "data.txt"), filepath.Join(dir, "deeper.txt")
	if code, _, stderr := run(t, "", "selfplay", "--games", "12", "--depth", "1", "--seed", "2", "--out", data); code != 0 {
		t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
	}
	code, _, stderr := run(t, "", "rescore", "--data", data, "--out", deeper, "--depth", "3", "--concurrency", "2")
	if code != 0 {
		t.Fatalf("rescore: status %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stderr, "12/12 games") {
		t.Errorf("rescore's progress %q, want it to count 12/12 games", stderr)
	}
	before, err := os.ReadFile(data)
	if err != nil {
		t.Fatal(err)
	}
	after, err := os.ReadFile(deeper)
	if err != nil {
		t.Fatal(err)
	}
	was, now := strings.Split(strings.TrimSpace(string(before)), "\n"), strings.Split(strings.TrimSpace(string(after)), "\n")
	if !strings.HasPrefix(now[0], "# kingme rescore: standard, depth 3") || now[1] != was[0] {
		t.Errorf("rescored file starts %q, %q; want the rescore line, then the data's own %q", now[0], now[1], was[0])
	}
	if got, want := len(now)-1, len(was); got != want {
		t.Fatalf("rescored file has %d lines after its own, want %d", got, want)
	}
	changed := 0
	for i := 1; i < len(was); i++ {
		w, n := strings.Fields(was[i]), strings.Fields(now[i+1])
		if w[0] != n[0] || w[1] != n[1] || w[3] != n[3] {
			t.Fatalf("line %d: got %q, want the position, result and game of %q", i, now[i+1], was[i])
		}
		if w[2] != n[2] {
			changed++
		}
	}
	if changed == 0 {
		t.Error("no score changed from depth 1 to depth 3")
	}
	if code, _, stderr := run(t, "", "train", "--data", deeper, "--out", filepath.Join(dir, "w.kmpw"), "--epochs", "1", "--score-share", "0.9"); code != 0 {
		t.Errorf("train on the rescored file: status %d, stderr %q", code, stderr)
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rescore", "--data", data, "--out", deeper, "--depth", "3"}, "the file exists"},
		{[]string{"rescore", "--data", data, "--out", filepath.Join(dir, "x")}, "--depth or --nodes"},
		{[]string{"rescore", "--data", data}, "--data and --out are required"},
		{[]string{"rescore", "--data", filepath.Join(dir, "none"), "--out", filepath.Join(dir, "x"), "--depth", "2"}, "no such file"},
		{[]string{"rescore", "--variant", "chess", "--data", data, "--out", filepath.Join(dir, "x"), "--depth", "2"}, "unknown variant"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("kingme %s: status %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, stderr, c.want)
		}
	}
}
