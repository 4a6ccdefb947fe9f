package standardeval_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// randomPositions returns the quiet positions of a few random games.
func randomPositions(n int, seed uint64) []standard.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []standard.Position
	buf := make([]standard.Move, 0, 64)
	for len(out) < n {
		p := standard.Start()
		for ply := 0; ply < 200 && len(out) < n; ply++ {
			buf = p.AppendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if !buf[0].IsJump() {
				out = append(out, p)
			}
			p = p.Play(buf[rng.IntN(len(buf))])
		}
	}
	return out
}

// randomPatternWeights returns weights drawn from seed, each within ±limit.
func randomPatternWeights(seed uint64, limit int) *standardeval.PatternWeights {
	rng := rand.New(rand.NewPCG(seed, 2))
	vs := make([]int16, standardeval.NumPatternWeights)
	for i := range vs {
		vs[i] = int16(rng.IntN(2*limit+1) - limit)
	}
	w := new(standardeval.PatternWeights)
	if err := w.SetValues(vs); err != nil {
		panic(err)
	}
	return w
}

// withoutExtras returns w with its king windows' and material table's
// weights 0, as the weights of a version 4 file.
func withoutExtras(w *standardeval.PatternWeights) *standardeval.PatternWeights {
	w.Kings = [standardeval.NumKingWindows][standardeval.NumConfigs][2]int16{}
	w.Material = [standardeval.NumMaterial][2]int16{}
	if err := w.SetValues(w.Values()); err != nil {
		panic(err)
	}
	return w
}

// mirror returns p seen from the other side: colours swapped, the board
// turned half a turn, the other player to move.
func mirror(t *testing.T, p standard.Position) standard.Position {
	t.Helper()
	var own, opp []string
	for n := 1; n <= 32; n++ {
		var list *[]string
		prefix := ""
		switch p.At(n) {
		case standard.BlackMan:
			list = &opp
		case standard.BlackKing:
			list, prefix = &opp, "K"
		case standard.RedMan:
			list = &own
		case standard.RedKing:
			list, prefix = &own, "K"
		default:
			continue
		}
		*list = append(*list, prefix+itoa(33-n))
	}
	// Red's pieces become Black's on the turned board and the reverse.
	turn := "W"
	if p.Turn() == 1 {
		turn = "B"
	}
	q, err := standard.ParseFEN(turn + ":W" + strings.Join(opp, ",") + ":B" + strings.Join(own, ","))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func TestPatternEvaluateMatchesFeatures(t *testing.T) {
	w := randomPatternWeights(3, 300)
	for i, p := range randomPositions(2000, 4) {
		w.Base = i%2 == 0
		f := standardeval.Features(&p)
		if got, want := w.Evaluate(&p), w.EvaluateFeatures(&f); got != want {
			t.Fatalf("position %d %s: Evaluate = %d, EvaluateFeatures = %d", i, p, got, want)
		}
		for k, c := range f.Config {
			if c >= standardeval.NumConfigs {
				t.Fatalf("position %s: window %d configuration %d, want below %d", p, k, c, standardeval.NumConfigs)
			}
		}
	}
}

// TestPatternFeaturesSideToMove checks that the features see the board from
// the player to move's side: a position and its mirror image look the same.
func TestPatternFeaturesSideToMove(t *testing.T) {
	for _, p := range randomPositions(500, 5) {
		q := mirror(t, p)
		if got, want := standardeval.Features(&q), standardeval.Features(&p); got != want {
			t.Fatalf("mirror %s of %s: features %+v, want %+v", q, p, got, want)
		}
	}
}

func TestPatternFeatures(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want standardeval.PatternFeatures
	}{
		// The start: 12 men each, own men on rows 1–3; window 0 (rows 1–2)
		// all own: (3⁸−1)/2 = 3280; window 2 (rows 3–4): row 3 own = 1+3+9+27.
		// The regions of rows 1–4 hold six own men (1+3+…+243 = 364),
		// those of rows 3–6 two own and two opposing (1+3 + 2·(729+2187)),
		// those of rows 5–8 six opposing (2·(9+…+2187)). No king: every
		// king window 0; the material 12 men each, no king:
		// (12·13 + 12)·13·13.
		{"B:W21-32:B1-12", standardeval.PatternFeatures{
			Config: [16]uint16{3280, 3280, 40, 0, 2 * 3240, 2 * 3280, 2 * 3280,
				364, 364, 364, 4 + 2*2916, 4 + 2*2916, 4 + 2*2916, 2 * 3276, 2 * 3276, 2 * 3276},
			Material: (12*13 + 12) * 13 * 13,
			Scalar:   [10]int16{}, Phase: 24,
		}},
		{"W:W21-32:B1-12", standardeval.PatternFeatures{
			Config: [16]uint16{3280, 3280, 40, 0, 2 * 3240, 2 * 3280, 2 * 3280,
				364, 364, 364, 4 + 2*2916, 4 + 2*2916, 4 + 2*2916, 2 * 3276, 2 * 3276, 2 * 3276},
			Material: (12*13 + 12) * 13 * 13,
			Scalar:   [10]int16{}, Phase: 24,
		}},
		// One Black king on 14 against a Red man on 32, Black to move: the
		// man (h1) is the last square of band 6 and of the region of rows
		// 5–8 and files e–h. The king counts in the windows as a man of
		// its side: 14 is bit 13, the second square of row 4, so the sixth
		// of band 2 (3⁵) and the second of band 3 (3); in the regions the
		// eighth of rows 1–4 by a–d (3⁷), the seventh of rows 1–4 by c–f
		// (3⁶), the fourth of rows 3–6 by a–d (3³) and the third of rows
		// 3–6 by c–f (3²).
		{"B:W32:BK14", standardeval.PatternFeatures{
			Config: [16]uint16{0, 0, 243, 3, 0, 0, 2 * 2187, 2187, 729, 0, 27, 9, 0, 0, 0, 2 * 2187},
			// The king windows see the king alone, as the regions do;
			// the material: no own man, one opposing, one own king, none
			// opposing, (1·13 + 1)·13.
			KingConfig: [9]uint16{2187, 729, 0, 27, 9, 0, 0, 0, 0},
			Material:   (1*13 + 1) * 13,
			// men, kings, man's moves, king's moves, runaways (none: the
			// king stands in the man's way), trapped, exchange, hunt,
			// cornered (not kings only), centre kings (14).
			Scalar: [10]int16{-1, 1, -2, 4, 0, 0, 0, 0, 0, 1}, Phase: 2, Base: 119,
		}},
		// Kings on 14 and 1 against a king on 32, Black to move: king's
		// moves 4 + 2 − 2; exchange 1 × 24 / 3 = 8; hunt 14·2·1 − (4 + 7)
		// = 17; cornered −2 (the lone king's moves); centre kings 1. In
		// the windows, the kings on 14 as above, the one on 1 (bit 0) the
		// first square of band 0 and of the region of rows 1–4 by a–d, and
		// the opposing one on 32 as the man above.
		{"B:WK32:BK14,K1", standardeval.PatternFeatures{
			Config: [16]uint16{1, 0, 243, 3, 0, 0, 2 * 2187, 2187 + 1, 729, 0, 27, 9, 0, 0, 0, 2 * 2187},
			// Kings alone, the king windows are the regions; the
			// material: two own kings, one opposing, 2·13 + 1.
			KingConfig: [9]uint16{2187 + 1, 729, 0, 27, 9, 0, 0, 0, 2 * 2187},
			Material:   2*13 + 1,
			Scalar:     [10]int16{0, 1, 0, 4, 0, 0, 8, 17, -2, 1}, Phase: 3, Base: 389,
		}},
		// A Black man on 22 with nothing ahead of it, against a Red man on
		// 5 stopped by nothing either, Red to move: each runs, Black's
		// worth 10 − 2 rows to go, Red's 10 − 1. Turned, Red's man stands
		// on 28 (bit 27: windows 5 and 6), Black's on 11 (bit 10: windows
		// 1 and 2). Red's man has one move, Black's two. In the regions
		// (rows 1–4, 3–6, 5–8 by files a–d, c–f, e–h) Red's man (f2 turned)
		// is the sixth square of the one of rows 5–8 by e–h (3⁵); Black's
		// (f6 turned) the sixth of rows 1–4 by c–f (3⁵), the fifth of rows
		// 1–4 by e–h (3⁴), the second of rows 3–6 by c–f (3) and the first
		// of rows 3–6 by e–h (1).
		{"W:W5:B22", standardeval.PatternFeatures{
			Config:   [16]uint16{0, 2 * 729, 2 * 9, 0, 0, 2187, 27, 0, 2 * 243, 2 * 81, 0, 2 * 3, 2 * 1, 0, 0, 243},
			Material: (1*13 + 1) * 13 * 13,
			Scalar:   [10]int16{0, 0, -1, 0, 1, 0, 0, 0, 0, 0}, Phase: 2,
		}},
	} {
		p, err := standard.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := standardeval.Features(&p); got != c.want {
			t.Errorf("PatternFeatures(%s) = %+v, want %+v", c.fen, got, c.want)
		}
	}
}

func TestPatternWeightsFileRoundTrip(t *testing.T) {
	based := randomPatternWeights(6, 1000)
	based.Base = true
	for _, w := range []*standardeval.PatternWeights{new(standardeval.PatternWeights), randomPatternWeights(7, 32767), based} {
		var buf bytes.Buffer
		if _, err := w.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		got, err := standardeval.ReadPatternWeights(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Values(), w.Values()) || got.Base != w.Base {
			t.Fatal("weights read back differ from those written")
		}
	}
}

// bandsFile writes the version 2 file of w's bands and scalars (its
// regions left out), as KingMe wrote before the regions.
func bandsFile(w *standardeval.PatternWeights) []byte {
	le := binary.LittleEndian
	buf := []byte(standardeval.PatternMagic)
	for _, v := range []uint16{2, standardeval.NumBands, standardeval.NumConfigs, standardeval.NumScalars, 0} {
		buf = le.AppendUint16(buf, v)
	}
	vs := w.Values()
	bands := standardeval.NumBands * standardeval.NumConfigs * 2
	for _, v := range append(vs[:bands:bands], vs[len(vs)-2*standardeval.NumScalars:]...) {
		buf = le.AppendUint16(buf, uint16(v))
	}
	return le.AppendUint32(buf, crc32.ChecksumIEEE(buf))
}

// TestReadBandsFile checks that a version 2 file (the bands alone) reads
// with its regions' weights 0 and scores every position as the same
// weights do when the regions are looked up.
func TestReadBandsFile(t *testing.T) {
	w := withoutExtras(randomPatternWeights(21, 300))
	for k := standardeval.NumBands; k < standardeval.NumPatterns; k++ {
		w.Patterns[k] = [standardeval.NumConfigs][2]int16{}
	}
	w.MenOnly = true // the bands of version 2 saw men alone
	data := bandsFile(w)
	if got, want := len(data), 183_766; got != want {
		t.Fatalf("version 2 file of %d bytes, want %d", got, want)
	}
	got, err := standardeval.ParsePatternWeights(data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Values(), w.Values()) {
		t.Fatal("version 2 weights read back differ from those written")
	}
	for _, p := range randomPositions(300, 22) {
		if a, b := got.Evaluate(&p), w.Evaluate(&p); a != b {
			t.Fatalf("%s: version 2 weights score %d, the same weights with the regions looked up %d", p, a, b)
		}
	}
	short := bytes.Clone(data[:len(data)-6])
	if _, err := standardeval.ParsePatternWeights(short); err == nil || !strings.Contains(err.Error(), "version 2") {
		t.Errorf("a short version 2 file: error %v, want one naming version 2", err)
	}
}

// TestMenOnlyWeights checks the shapes of windows: weights of a version 3
// file see kings as empty squares and are written back as version 3, the
// others see kings as men (version 4, or 5 with king windows and a
// material table); the first two score a position without kings alike.
func TestMenOnlyWeights(t *testing.T) {
	kingsSeen := withoutExtras(randomPatternWeights(23, 300))
	menOnly := withoutExtras(randomPatternWeights(23, 300))
	menOnly.MenOnly = true
	for _, c := range []struct {
		w           *standardeval.PatternWeights
		wantVersion byte
	}{{kingsSeen, 4}, {menOnly, 3}, {randomPatternWeights(23, 300), 5}} {
		var buf bytes.Buffer
		if _, err := c.w.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		if got := buf.Bytes()[4]; got != c.wantVersion {
			t.Errorf("MenOnly %v: written as version %d, want %d", c.w.MenOnly, got, c.wantVersion)
		}
		back, err := standardeval.ParsePatternWeights(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if back.MenOnly != c.w.MenOnly || !slices.Equal(back.Values(), c.w.Values()) {
			t.Errorf("MenOnly %v: read back with MenOnly %v, or other values", c.w.MenOnly, back.MenOnly)
		}
	}
	withKings, differ := 0, 0
	for _, p := range randomPositions(500, 24) {
		a, b := kingsSeen.Evaluate(&p), menOnly.Evaluate(&p)
		if _, _, kings := p.Bitboards(); kings == 0 {
			if a != b {
				t.Fatalf("%s, no kings: scored %d seeing kings, %d seeing men alone", p, a, b)
			}
			continue
		}
		withKings++
		if a != b {
			differ++
		}
	}
	if withKings == 0 || differ < withKings/2 {
		t.Errorf("positions with kings scored otherwise by the two shapes: got %d of %d, want at least half", differ, withKings)
	}
}

func TestReadPatternWeightsErrors(t *testing.T) {
	var buf bytes.Buffer
	if _, err := randomPatternWeights(8, 100).WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	damaged := bytes.Clone(good)
	damaged[100] ^= 1
	version := bytes.Clone(good)
	version[4] = 9
	flags := bytes.Clone(good)
	flags[12] = 2
	shape := bytes.Clone(good)
	shape[6] = 16 // a version 5 file names 25 windows
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a pattern weights file"},
		{"other", []byte("PK\x03\x04 a zip file, say"), "not a pattern weights file"},
		{"version", version, "version 9"},
		{"version 1", append([]byte("KMPW\x01\x00"), good[6:]...), "version 1"},
		{"short", good[:len(good)-1], "bytes: want"},
		{"long", append(bytes.Clone(good), 0), "bytes: want"},
		{"damaged", damaged, "checksum"},
		{"flags", flags, "flags 0x2"},
		{"shape", shape, "of 16 windows"},
	} {
		_, err := standardeval.ParsePatternWeights(c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// TestMenOnlyWeightsWithExtrasRefused checks that weights whose windows
// see men alone (version 3) and that have king windows or a material
// table, which no file version holds, are refused when written.
func TestMenOnlyWeightsWithExtrasRefused(t *testing.T) {
	w := randomPatternWeights(25, 100)
	w.MenOnly = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err == nil || !strings.Contains(err.Error(), "men alone") {
		t.Errorf("men-only weights with king windows written: error %v, want one saying they see men alone", err)
	}
	if buf.Len() != 0 {
		t.Errorf("wrote %d bytes, want none", buf.Len())
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	based := randomPatternWeights(10, 50)
	based.Base = true
	menOnly := withoutExtras(randomPatternWeights(12, 50))
	menOnly.MenOnly = true
	for _, w := range []*standardeval.PatternWeights{randomPatternWeights(9, 50), based, menOnly, withoutExtras(randomPatternWeights(14, 50))} {
		var buf bytes.Buffer
		if _, err := w.WriteTo(&buf); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte("KMPW\x01\x00\x07\x00"))
	f.Add(bandsFile(randomPatternWeights(11, 50)))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := standardeval.ParsePatternWeights(data)
		if err != nil {
			return
		}
		var out bytes.Buffer
		if _, err := w.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		if data[4] == 2 {
			// A version 2 file is written back as version 3 (men alone):
			// the same weights, its regions 0.
			back, err := standardeval.ParsePatternWeights(out.Bytes())
			if err != nil || !slices.Equal(back.Values(), w.Values()) || back.Base != w.Base {
				t.Fatalf("a version 2 file written back as version 3 reads back differently (%v)", err)
			}
			return
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatal("a file read without error writes back differently")
		}
	})
}

func TestPatternEngineAllocatesNothing(t *testing.T) {
	w := randomPatternWeights(10, 100)
	g := standardeval.PatternEngine{Patterns: w}
	ps := randomPositions(50, 11)
	if n := testing.AllocsPerRun(100, func() {
		for i := range ps {
			_ = g.Evaluate(&ps[i])
		}
	}); n != 0 {
		t.Errorf("PatternEngine.Evaluate allocates %v times, want 0", n)
	}
}

// BenchmarkEvaluateHandSet and BenchmarkEvaluatePatterns evaluate the same
// positions of random games, one an op: today's evaluation with
// DefaultWeights and the pattern evaluation.
func BenchmarkEvaluateHandSet(b *testing.B) {
	ps := randomPositions(1024, 12)
	w := standardeval.DefaultWeights()
	i, s := 0, 0
	for b.Loop() {
		s += w.Evaluate(&ps[i&1023])
		i++
	}
	_ = s
}

// BenchmarkEvaluatePatterns evaluates positions with weights of every
// window, king window and material entry (extended, as a version 5 file's),
// with weights whose king windows and material are 0 (regions, as a version
// 4 file's), and with weights whose regions are 0 too (bands, as a version 2
// file's), which skip what is 0.
func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := randomPositions(1024, 12)
	extended := randomPatternWeights(13, 100)
	all := withoutExtras(randomPatternWeights(13, 100))
	vs := all.Values()
	clear(vs[standardeval.NumBands*standardeval.NumConfigs*2 : standardeval.NumPatterns*standardeval.NumConfigs*2])
	bands := new(standardeval.PatternWeights)
	if err := bands.SetValues(vs); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		w    *standardeval.PatternWeights
	}{{"extended", extended}, {"regions", all}, {"bands", bands}} {
		b.Run(c.name, func(b *testing.B) {
			i, s := 0, 0
			for b.Loop() {
				s += c.w.Evaluate(&ps[i&1023])
				i++
			}
			_ = s
		})
	}
}
