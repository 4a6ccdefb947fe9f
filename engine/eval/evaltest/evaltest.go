// Package evaltest helps the tests of the games' evaluations. It pins
// what they compute: a digest of the values an evaluation gives a fixed
// list of positions, kept in a testdata file, so that moving or reshaping
// an evaluation cannot change one score unnoticed (run a game's test with
// -update to rewrite its file after a change meant to alter the scores).
// And it gives the learned (pattern) evaluations' tests positions of
// random games, random weights, and the score a position's features give,
// to hold against the evaluation's own.
package evaltest

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"flag"
	"fmt"
	"hash"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the evaluation digests in testdata")

// Digest hashes a sequence of integers: the values of one evaluation, in
// the order of the positions.
type Digest struct {
	h   hash.Hash
	n   int
	buf [8]byte
}

// Add adds the values vs to the digest.
func (d *Digest) Add(vs ...int) {
	if d.h == nil {
		d.h = sha256.New()
	}
	for _, v := range vs {
		binary.LittleEndian.PutUint64(d.buf[:], uint64(int64(v)))
		d.h.Write(d.buf[:])
		d.n++
	}
}

// String returns the number of values added and their SHA-256, as the
// testdata file holds them: "4000 3f9a…".
func (d *Digest) String() string {
	if d.h == nil {
		return "0 -"
	}
	return strconv.Itoa(d.n) + " " + hex.EncodeToString(d.h.Sum(nil))
}

// Check compares the digests got, by name, with those of the file path
// (lines "name count sha256"), or rewrites the file with them under
// -update. Each name missing from either side, or whose digest differs, is
// an error.
func Check(t *testing.T, path string, got map[string]*Digest) {
	t.Helper()
	names := make([]string, 0, len(got))
	for name := range got {
		names = append(names, name)
	}
	slices.Sort(names)
	if *update {
		var b strings.Builder
		b.WriteString("# The digests of evaluation values over the positions of the test (name, values, SHA-256); go test -update rewrites them.\n")
		for _, name := range names {
			fmt.Fprintf(&b, "%s %s\n", name, got[name])
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := read(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: digest %s has no line in %s (run with -update to add it)", name, got[name], path)
			continue
		}
		if g := got[name].String(); g != w {
			t.Errorf("%s: got digest %s, want %s", name, g, w)
		}
	}
	for name := range want {
		if _, ok := got[name]; !ok {
			t.Errorf("%s: %s has a digest the test no longer computes", name, path)
		}
	}
}

// read returns the digests of the file path by name.
func read(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		name, digest, ok := strings.Cut(text, " ")
		if !ok {
			return nil, fmt.Errorf("%s:%d: %q is not \"name count sha256\"", path, line, text)
		}
		out[name] = digest
	}
	return out, sc.Err()
}

// RandomInts sets every int field of the struct *w to a value drawn from
// seed within ±limit: hand-set weights in which every term counts.
func RandomInts(w any, seed uint64, limit int) {
	rng := rand.New(rand.NewPCG(seed, 3))
	v := reflect.ValueOf(w).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Int && f.CanSet() {
			f.SetInt(int64(rng.IntN(2*limit+1) - limit))
		}
	}
}

// Digests are digests by name, as Check takes them, filled value by value.
type Digests map[string]*Digest

// Add adds the values vs to the digest named name, made at its first value.
func (ds Digests) Add(name string, vs ...int) {
	if ds[name] == nil {
		ds[name] = &Digest{}
	}
	ds[name].Add(vs...)
}

// Bool returns 1 for true and 0 for false, a yes or no as a digest's value.
func Bool(x bool) int {
	if x {
		return 1
	}
	return 0
}
