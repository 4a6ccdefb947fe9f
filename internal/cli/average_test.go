package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
)

// writeWeights writes weights of the game key whose every number is v and
// returns the file's path.
func writeWeights(t *testing.T, dir, key string, v int16) string {
	t.Helper()
	g, err := games.Lookup(key)
	if err != nil {
		t.Fatal(err)
	}
	vs := make([]int16, 2*g.Learning.Features)
	for i := range vs {
		vs[i] = v
	}
	w, err := g.Learning.New(vs, false)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fmt.Sprintf("%s%d.w", key, v))
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := g.Learning.Write(w, f); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestAverage writes the mean of two and of three weights files through
// the command, for standard checkers and Stack'Em, and reads it back.
func TestAverage(t *testing.T) {
	for _, tt := range []struct {
		key    string
		values []int16
		want   int16
	}{
		{"standard", []int16{3, 6}, 5},
		{"standard", []int16{-3, -6, 0}, -3},
		{"stackem", []int16{10, 21}, 16},
	} {
		dir := t.TempDir()
		args := []string{"average", "--variant", tt.key, "--out", filepath.Join(dir, "mean.w")}
		for _, v := range tt.values {
			args = append(args, writeWeights(t, dir, tt.key, v))
		}
		code, stdout, stderr := run(t, "", args...)
		if code != 0 {
			t.Fatalf("kingme %s: status %d, stderr %q", strings.Join(args, " "), code, stderr)
		}
		if !strings.Contains(stdout, "wrote") {
			t.Errorf("average's output %q, want it to say what it wrote", stdout)
		}
		g, _ := games.Lookup(tt.key)
		data, err := os.ReadFile(filepath.Join(dir, "mean.w"))
		if err != nil {
			t.Fatal(err)
		}
		w, err := g.Learning.Read(data)
		if err != nil {
			t.Fatalf("the mean does not read back: %v", err)
		}
		vs, _, err := g.Learning.Values(w)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range vs {
			if v != tt.want {
				t.Fatalf("%s mean of %v, number %d: got %d, want %d", tt.key, tt.values, i, v, tt.want)
			}
		}
	}
}

func TestAverageBadInput(t *testing.T) {
	dir := t.TempDir()
	a, b := writeWeights(t, dir, "standard", 1), writeWeights(t, dir, "standard", 2)
	other := writeWeights(t, dir, "stackem", 3)
	out := filepath.Join(dir, "out.w")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"average", "--out", out, a}, "two or more weights files, got 1"},
		{[]string{"average", a, b}, "--out is required"},
		{[]string{"average", "--out", out, a, other}, "not a pattern weights file"},
		{[]string{"average", "--out", out, a, filepath.Join(dir, "none")}, "no such file"},
		{[]string{"average", "--out", a, a, b}, "the file exists"},
		{[]string{"average", "--variant", "coast-to-coast", "--out", out, a, b}, "not a learned weights file"},
		{[]string{"average", "--variant", "chess", "--out", out, a, b}, "unknown variant"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("kingme %s: status %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, stderr, c.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused average wrote %s", out)
	}
}
