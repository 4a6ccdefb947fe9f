package perftfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRead(t *testing.T) {
	name := filepath.Join(t.TempDir(), "perft.txt")
	text := "# comment\n\n1 7 B:W21-32:B1-12\n3 302 R 1:r 2:r\n"
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cases, err := Read(name)
	if err != nil {
		t.Fatal(err)
	}
	want := []Case{{"B:W21-32:B1-12", 1, 7, 3}, {"R 1:r 2:r", 3, 302, 4}}
	if len(cases) != len(want) {
		t.Fatalf("got %d cases, want %d", len(cases), len(want))
	}
	for i := range want {
		if cases[i] != want[i] {
			t.Errorf("case %d = %+v, want %+v", i, cases[i], want[i])
		}
	}
	for _, bad := range []string{"1 7\n", "x 7 B\n", "1 -7 B\n"} {
		if err := os.WriteFile(name, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(name); err == nil {
			t.Errorf("Read(%q) succeeded, want an error", bad)
		}
	}
}

func TestRefLimit(t *testing.T) {
	t.Setenv("KINGME_REF_LIMIT", "")
	if got := RefLimit(true, 5, 50); got != 5 {
		t.Errorf("short: got %d, want 5", got)
	}
	if got := RefLimit(false, 5, 50); got != 50 {
		t.Errorf("long: got %d, want 50", got)
	}
	t.Setenv("KINGME_REF_LIMIT", "0")
	if got := RefLimit(true, 5, 50); got != ^uint64(0) {
		t.Errorf("KINGME_REF_LIMIT=0: got %d, want all", got)
	}
	t.Setenv("KINGME_REF_LIMIT", "77")
	if got := RefLimit(true, 5, 50); got != 77 {
		t.Errorf("KINGME_REF_LIMIT=77: got %d, want 77", got)
	}
}
