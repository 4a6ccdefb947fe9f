package pdn_test

import (
	"reflect"
	"testing"
)

// FuzzParse reads arbitrary input with variations kept; when it reads
// without error, every game must be written and read back unchanged (up
// to what the writer normalizes).
func FuzzParse(f *testing.F) {
	for _, tt := range readTests {
		f.Add(tt.in)
	}
	for _, tt := range errorTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		games, err := readAll(in, true)
		if err != nil {
			return
		}
		for i, g := range games {
			text := g.String()
			back, err := readAll(text, true)
			if err != nil || len(back) != 1 {
				t.Fatalf("game %d: reading back got %d games, error %v; want 1 game\n%s", i+1, len(back), err, text)
			}
			if want := normalize(g); !reflect.DeepEqual(back[0], want) {
				t.Fatalf("game %d:\ngot  %#v\nwant %#v\ntext:\n%s", i+1, back[0], want, text)
			}
		}
	})
}
