package pattern_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/engine/eval/pattern"
)

func TestConfig(t *testing.T) {
	for _, c := range []struct {
		own, opp uint8
		want     int
	}{
		{0, 0, 0},
		{1, 0, 1},
		{0, 1, 2},
		{2, 0, 3},
		{0b1000_0000, 0, 2187},
		{0, 0b1000_0000, 4374},
		{0xF0, 0x0F, 81 + 243 + 729 + 2187 + 2*(1+3+9+27)},
		{0, 0xFF, pattern.Configs - 1},
	} {
		if got := pattern.Config(c.own, c.opp); got != c.want {
			t.Errorf("Config(%08b, %08b): got %d, want %d", c.own, c.opp, got, c.want)
		}
	}
}

func TestMix(t *testing.T) {
	for _, c := range []struct{ open, end, phase, full, want int }{
		{100, 0, 24, 24, 100},
		{100, 0, 0, 24, 0},
		{100, 40, 12, 24, 70},
		{-7, 0, 12, 24, -3},
	} {
		if got := pattern.Mix(c.open, c.end, c.phase, c.full); got != c.want {
			t.Errorf("Mix(%d, %d, %d, %d): got %d, want %d", c.open, c.end, c.phase, c.full, got, c.want)
		}
	}
}

func sample() *pattern.File {
	return &pattern.File{Game: "stackem", Shape: []uint16{7, 6561, 9}, Base: true, Values: []int16{1, -2, 32767, -32768, 0}}
}

func TestFileRoundTrip(t *testing.T) {
	f := sample()
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.Len(), 4+2+1+7+1+6+2+4+10+4; got != want {
		t.Errorf("file of %d bytes, want %d", got, want)
	}
	back, err := pattern.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if back.Game != f.Game || !slices.Equal(back.Shape, f.Shape) || back.Base != f.Base || !slices.Equal(back.Values, f.Values) {
		t.Errorf("read back %+v, want %+v", back, f)
	}
	if err := back.Check("stackem", []uint16{7, 6561, 9}, 5); err != nil {
		t.Errorf("Check: %v", err)
	}
}

func TestFileErrors(t *testing.T) {
	good := sample().Append(nil)
	damaged := slices.Clone(good)
	damaged[len(damaged)-6] ^= 1
	version := slices.Clone(good)
	version[4] = 9
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "does not start with"},
		{"standard's", []byte("KMPW\x02\x00"), "does not start with"},
		{"version", version, "version 9"},
		{"cut", good[:len(good)-1], "bytes: want"},
		{"cut header", good[:12], "cut short"},
		{"long", append(slices.Clone(good), 0), "bytes: want"},
		{"damaged", damaged, "checksum"},
	} {
		if _, err := pattern.Parse(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
	f := sample()
	for _, c := range []struct {
		key   string
		shape []uint16
		n     int
		want  string
	}{
		{"coast-to-coast", f.Shape, 5, "the game \"stackem\""},
		{"stackem", []uint16{7, 6561, 10}, 5, "shape"},
		{"stackem", f.Shape, 6, "5 weights"},
	} {
		if err := f.Check(c.key, c.shape, c.n); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Check(%q, %v, %d): error %v, want one containing %q", c.key, c.shape, c.n, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sample().Append(nil))
	f.Add((&pattern.File{Game: "x"}).Append(nil))
	f.Add([]byte("KMLW\x01\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := pattern.Parse(data)
		if err != nil {
			return
		}
		if again := w.Append(nil); !bytes.Equal(again, data) {
			t.Fatalf("%x read, but writes back as %x", data, again)
		}
	})
}
