package standard

import "testing"

func TestQuickPerft(t *testing.T) {
	want := []uint64{1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564}
	p := Start()
	for d, w := range want {
		if got := p.Perft(d); got != w {
			t.Errorf("perft(%d) = %d, want %d", d, got, w)
		}
	}
	t.Log(p.String())
}
