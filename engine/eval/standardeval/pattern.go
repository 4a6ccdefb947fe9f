package standardeval

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/standard"
)

// The pattern evaluation sees the board from the player to move's side:
// when Red is to move the board is turned half a turn (square n becomes
// 33 − n), so "own" men always move toward the higher square numbers, as
// Black's do. Its windows are the seven bands of two adjacent rows (rows 1–2,
// 2–3, …, 7–8 from the top of the turned board, eight dark squares each;
// every row but the end ones lies in two bands), then (since version 3)
// nine regions of four rows by four files (rows 1–4, 3–6 and 5–8 by files
// a–d, c–f and e–h, eight dark squares each), which see how men stand
// behind one another. Each square of a window is empty, an own piece or an
// opposing piece (since version 4 a king counts there as a man of its side;
// the weights of files of versions 2 and 3 see kings as empty squares, as
// they were trained: PatternWeights.MenOnly), so a window has 3⁸ = 6561
// configurations, each with a weight for the opening and one for the
// ending. What kings are worth beyond that is the scalar terms', and
// (since version 5) the king windows' and the material table's: the
// nine regions again, each square an own king, an opposing king or
// neither (a region without a king counts nothing), and one weight for
// each count of own men, opposing men, own kings and opposing kings.
const (
	// NumBands is the number of bands of two rows, the first windows.
	NumBands = 7
	// NumRegions is the number of regions of four rows by four files, the
	// windows after the bands.
	NumRegions = 9
	// NumPatterns is the number of windows: the bands, then the regions.
	NumPatterns = NumBands + NumRegions
	// NumConfigs is the number of configurations of one window, 3⁸.
	NumConfigs = 6561
	// NumKingWindows is the number of king windows (version 5): the
	// regions again, seeing the kings alone.
	NumKingWindows = NumRegions
	// NumMaterial is the number of entries of the material table (version
	// 5): own men, opposing men, own kings and opposing kings, 0 to 12
	// each.
	NumMaterial = 13 * 13 * 13 * 13
	// NumScalars is the number of scalar terms (ScalarMen …
	// ScalarCentreKings), each the player to move's count less the
	// opponent's.
	NumScalars = 10
	// NumPatternWeights is the number of weights in a PatternWeights:
	// ((NumPatterns + NumKingWindows) × NumConfigs + NumMaterial +
	// NumScalars) × 2 phases = 385 192.
	NumPatternWeights = ((NumPatterns+NumKingWindows)*NumConfigs + NumMaterial + NumScalars) * 2
	// FullPhase is the phase of a full board: 24 pieces.
	FullPhase = 24
)

// The scalar terms, by index in PatternWeights.Scalars.
const (
	ScalarMen       = iota // own men less opposing men
	ScalarKings            // own kings less opposing kings
	ScalarManMoves         // own men's simple moves less the opponent's
	ScalarKingMoves        // own kings' simple moves less the opponent's
	// ScalarRunaways: the men no opposing piece can stop by standing in
	// their way, ten for each less one for each row still to go (the
	// hand-set evaluation's Runaway count), own less opposing.
	ScalarRunaways
	ScalarTrappedKings // kings in a single corner (4, 29) with no move, own less opposing
	// ScalarExchange is the lead in pieces as a share of the pieces on the
	// board, times 24: the same lead weighs more on a barer board.
	ScalarExchange
	// ScalarHunt, in endings of kings only, is for the side with more
	// pieces how near its kings stand to the opponent's (the hand-set
	// evaluation's Hunt, at most ±127), negated for the side behind.
	ScalarHunt
	// ScalarCornered, in endings of kings only, is the simple moves of the
	// side behind's kings: negative for the side ahead, positive for the
	// side behind.
	ScalarCornered
	ScalarCentreKings // kings on the eight central squares, own less opposing
)

// PatternWeights are the weights of the pattern evaluation (see
// PatternEvaluate), in hundredths of a man: for each window and each of its
// configurations, and for each scalar term, a pair (opening, ending). The
// score of a position with n pieces on the board is the opening sum times
// n/24 plus the ending sum times (24 − n)/24. The zero value scores every
// position 0. Weights are learned (`kingme train`) rather than set by hand.
type PatternWeights struct {
	Patterns [NumPatterns][NumConfigs][2]int16
	// Kings are the king windows' weights: region k's configuration of
	// the kings alone (own kings as own pieces, opposing kings as opposing
	// ones, men as empty squares). Configuration 0, no king in the
	// region, counts nothing: its weight is never read.
	Kings [NumKingWindows][NumConfigs][2]int16
	// Material is the material table, indexed by MaterialIndex.
	Material [NumMaterial][2]int16
	Scalars  [NumScalars][2]int16
	// Base, when true, adds today's evaluation (Weights.Evaluate with
	// DefaultWeights) to the score: the weights are then corrections to it.
	Base bool
	// MenOnly makes the windows see kings as empty squares, as the weights
	// of files of versions 2 and 3 were trained; the windows of other
	// weights (version 4, and those training makes) see a king as a man
	// of its side. ParsePatternWeights sets it from the file's version.
	MenOnly bool
	// bandsOnly reports that every region's weight is 0 (SetValues sets
	// it, from the values it is given): Evaluate then skips the regions,
	// as for a version 2 file's weights.
	bandsOnly bool
	// extended reports that some king window's or material weight is not
	// 0 (SetValues sets it): Evaluate skips them otherwise, as for the
	// weights of files up to version 4.
	extended bool
}

// PatternFeatures are what the pattern evaluation sees of a position (see
// Features): the configuration of each window, the scalar terms and the
// phase. Training reads them; PatternWeights.Evaluate computes the same sum
// without them.
type PatternFeatures struct {
	Config [NumPatterns]uint16 // the configuration of each window, below NumConfigs
	// KingConfig is the configuration of each king window, 0 where the
	// region holds no king.
	KingConfig [NumKingWindows]uint16
	Material   uint16            // MaterialIndex of the position
	Scalar     [NumScalars]int16 // the scalar terms, own less opposing
	Phase      uint8             // pieces on the board, 0 to 24
	Base       int16             // today's evaluation, Weights.Evaluate with DefaultWeights
}

// ternary[b] reads the eight bits of b as base-3 digits: bit k is worth 3ᵏ.
// A window's configuration is ternary[own] + 2·ternary[opp].
var ternary [256]uint16

func init() {
	for b := range 256 {
		v, p := 0, 1
		for k := range 8 {
			if b>>k&1 != 0 {
				v += p
			}
			p *= 3
		}
		ternary[b] = uint16(v)
	}
}

// turned returns the pieces of the player to move and of the opponent (their
// men alone when menOnly), compact and turned so that the player to move
// moves toward the higher squares.
func turned(p *standard.Position, menOnly bool) (own, opp uint32) {
	o, x, kings := p.Bitboards()
	if !menOnly {
		kings = 0
	}
	own, opp = board32.Compact(o&^kings), board32.Compact(x&^kings)
	if p.Turn() == checkers.Red {
		own, opp = bits.Reverse32(own), bits.Reverse32(opp)
	}
	return own, opp
}

// region returns the eight bits of the region whose top row is row and
// whose first square in each row is col (0 to 2) of the compact board b:
// two adjacent squares of each of four rows.
func region(b uint32, row, col int) uint8 {
	x := b >> (4*row + col)
	return uint8(x&0x3 | x>>2&0xC | x>>4&0x30 | x>>6&0xC0)
}

// turnedKings returns the kings of the player to move and of the
// opponent, compact and turned as turned turns the pieces.
func turnedKings(p *standard.Position) (own, opp uint32) {
	o, x, kings := p.Bitboards()
	own, opp = board32.Compact(o&kings), board32.Compact(x&kings)
	if p.Turn() == checkers.Red {
		own, opp = bits.Reverse32(own), bits.Reverse32(opp)
	}
	return own, opp
}

// MaterialIndex returns the entry of p's material in PatternWeights.Material:
// ((own men·13 + opposing men)·13 + own kings)·13 + opposing kings, own
// being the player to move's.
func MaterialIndex(p *standard.Position) int {
	o, x, kings := p.Bitboards()
	ownMen, oppMen := bits.OnesCount64(o&^kings), bits.OnesCount64(x&^kings)
	ownKings, oppKings := bits.OnesCount64(o&kings), bits.OnesCount64(x&kings)
	return ((ownMen*13+oppMen)*13+ownKings)*13 + oppKings
}

// inPlay returns the pieces on the board, 0 to 24.
func inPlay(p *standard.Position) int {
	own, opp, _ := p.Bitboards()
	return bits.OnesCount64(own | opp)
}

// regionStarts are each region's top row and first column, in the order
// of the windows.
var regionStarts = [NumRegions][2]int{{0, 0}, {0, 1}, {0, 2}, {2, 0}, {2, 1}, {2, 2}, {4, 0}, {4, 1}, {4, 2}}

// scalars returns the scalar terms of p for the player to move, indexed
// by ScalarMen … ScalarCentreKings.
func scalars(p *standard.Position) [NumScalars]int {
	own, opp, kings := p.Bitboards()
	us := p.Turn()
	them := us ^ 1
	ownMen, ownKings := own&^kings, own&kings
	oppMen, oppKings := opp&^kings, opp&kings
	empty := board32.OnBoard &^ (own | opp)
	nOwn, nOpp := bits.OnesCount64(own), bits.OnesCount64(opp)
	var s [NumScalars]int
	s[ScalarMen] = bits.OnesCount64(ownMen) - bits.OnesCount64(oppMen)
	s[ScalarKings] = bits.OnesCount64(ownKings) - bits.OnesCount64(oppKings)
	down, up := ownMen, oppMen // Black's men step down, Red's up
	if us == checkers.Red {
		down, up = oppMen, ownMen
	}
	downMoves := bits.OnesCount64(board32.DownLeft(down)&empty) + bits.OnesCount64(board32.DownRight(down)&empty)
	upMoves := bits.OnesCount64(board32.UpLeft(up)&empty) + bits.OnesCount64(board32.UpRight(up)&empty)
	s[ScalarManMoves] = downMoves - upMoves
	if us == checkers.Red {
		s[ScalarManMoves] = -s[ScalarManMoves]
	}
	s[ScalarRunaways] = runaways(ownMen, opp, us) - runaways(oppMen, own, them)
	if nOwn+nOpp > 0 {
		s[ScalarExchange] = (nOwn - nOpp) * FullPhase / (nOwn + nOpp)
	}
	if ownKings|oppKings == 0 {
		return s
	}
	s[ScalarKingMoves] = kingSteps(ownKings, empty) - kingSteps(oppKings, empty)
	s[ScalarTrappedKings] = trapped(ownKings, empty) - trapped(oppKings, empty)
	s[ScalarCentreKings] = bits.OnesCount64(ownKings&centre) - bits.OnesCount64(oppKings&centre)
	if ownMen|oppMen == 0 {
		s[ScalarHunt] = max(-127, min(127, hunt(ownKings, oppKings, nOwn, nOpp)))
		switch {
		case nOwn > nOpp:
			s[ScalarCornered] = -kingSteps(oppKings, empty)
		case nOwn < nOpp:
			s[ScalarCornered] = kingSteps(ownKings, empty)
		}
	}
	return s
}

// kingSteps counts the simple moves of kings on the empty squares.
func kingSteps(kings, empty bitboard) int {
	return bits.OnesCount64(board32.DownLeft(kings)&empty) + bits.OnesCount64(board32.DownRight(kings)&empty) +
		bits.OnesCount64(board32.UpLeft(kings)&empty) + bits.OnesCount64(board32.UpRight(kings)&empty)
}

// Features returns what the pattern evaluation sees of p, as weights whose
// windows see kings (not MenOnly) see it: the features training fits.
func Features(p *standard.Position) PatternFeatures {
	var f PatternFeatures
	own, opp := turned(p, false)
	for k := range NumBands {
		f.Config[k] = ternary[uint8(own>>(4*k))] + 2*ternary[uint8(opp>>(4*k))]
	}
	for k, rc := range regionStarts {
		f.Config[NumBands+k] = ternary[region(own, rc[0], rc[1])] + 2*ternary[region(opp, rc[0], rc[1])]
	}
	ownK, oppK := turnedKings(p)
	for k, rc := range regionStarts {
		f.KingConfig[k] = ternary[region(ownK, rc[0], rc[1])] + 2*ternary[region(oppK, rc[0], rc[1])]
	}
	f.Material = uint16(MaterialIndex(p))
	for k, x := range scalars(p) {
		f.Scalar[k] = int16(x)
	}
	f.Phase = uint8(inPlay(p))
	f.Base = int16(max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p))))
	return f
}

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w. Like Weights.Evaluate it is meant for quiet
// positions, where no jump is pending.
func (w *PatternWeights) Evaluate(p *standard.Position) int {
	own, opp := turned(p, w.MenOnly)
	var open, end int
	for k := range NumBands {
		e := &w.Patterns[k][ternary[uint8(own>>(4*k))]+2*ternary[uint8(opp>>(4*k))]]
		open += int(e[0])
		end += int(e[1])
	}
	if !w.bandsOnly {
		for k, rc := range regionStarts {
			e := &w.Patterns[NumBands+k][ternary[region(own, rc[0], rc[1])]+2*ternary[region(opp, rc[0], rc[1])]]
			open += int(e[0])
			end += int(e[1])
		}
	}
	if w.extended {
		e := &w.Material[MaterialIndex(p)]
		open += int(e[0])
		end += int(e[1])
		if ownK, oppK := turnedKings(p); ownK|oppK != 0 {
			for k, rc := range regionStarts {
				if c := ternary[region(ownK, rc[0], rc[1])] + 2*ternary[region(oppK, rc[0], rc[1])]; c != 0 {
					e := &w.Kings[k][c]
					open += int(e[0])
					end += int(e[1])
				}
			}
		}
	}
	for k, x := range scalars(p) {
		open += x * int(w.Scalars[k][0])
		end += x * int(w.Scalars[k][1])
	}
	phase := inPlay(p)
	score := (open*phase + end*(FullPhase-phase)) / FullPhase
	if w.Base {
		score += int(int16(max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p)))))
	}
	return score
}

// EvaluateFeatures returns the score of a position whose features are f:
// the same as Evaluate of that position, unless w is MenOnly.
func (w *PatternWeights) EvaluateFeatures(f *PatternFeatures) int {
	var open, end int
	for k, c := range f.Config {
		open += int(w.Patterns[k][c][0])
		end += int(w.Patterns[k][c][1])
	}
	for k, c := range f.KingConfig {
		if c != 0 {
			open += int(w.Kings[k][c][0])
			end += int(w.Kings[k][c][1])
		}
	}
	open += int(w.Material[f.Material][0])
	end += int(w.Material[f.Material][1])
	for k, x := range f.Scalar {
		open += int(x) * int(w.Scalars[k][0])
		end += int(x) * int(w.Scalars[k][1])
	}
	phase := int(f.Phase)
	score := (open*phase + end*(FullPhase-phase)) / FullPhase
	if w.Base {
		score += int(f.Base)
	}
	return score
}

// Values returns the weights in the order of the weights file: the windows'
// (opening, ending) pairs, window by window and configuration by
// configuration, then the king windows' the same way, then the material
// table's by MaterialIndex, then the scalars' pairs.
func (w *PatternWeights) Values() []int16 {
	out := make([]int16, 0, NumPatternWeights)
	for k := range w.Patterns {
		for c := range w.Patterns[k] {
			out = append(out, w.Patterns[k][c][0], w.Patterns[k][c][1])
		}
	}
	for k := range w.Kings {
		for c := range w.Kings[k] {
			out = append(out, w.Kings[k][c][0], w.Kings[k][c][1])
		}
	}
	for _, e := range w.Material {
		out = append(out, e[0], e[1])
	}
	for k := range w.Scalars {
		out = append(out, w.Scalars[k][0], w.Scalars[k][1])
	}
	return out
}

// SetValues sets the weights from vs, in the order of Values; it needs
// exactly NumPatternWeights values.
func (w *PatternWeights) SetValues(vs []int16) error {
	if len(vs) != NumPatternWeights {
		return fmt.Errorf("pattern weights: got %d values, want %d", len(vs), NumPatternWeights)
	}
	i := 0
	regions := false
	for k := range w.Patterns {
		for c := range w.Patterns[k] {
			w.Patterns[k][c] = [2]int16{vs[i], vs[i+1]}
			regions = regions || k >= NumBands && (vs[i] != 0 || vs[i+1] != 0)
			i += 2
		}
	}
	extended := false
	for k := range w.Kings {
		for c := range w.Kings[k] {
			w.Kings[k][c] = [2]int16{vs[i], vs[i+1]}
			extended = extended || vs[i] != 0 || vs[i+1] != 0
			i += 2
		}
	}
	for m := range w.Material {
		w.Material[m] = [2]int16{vs[i], vs[i+1]}
		extended = extended || vs[i] != 0 || vs[i+1] != 0
		i += 2
	}
	for k := range w.Scalars {
		w.Scalars[k] = [2]int16{vs[i], vs[i+1]}
		i += 2
	}
	w.bandsOnly, w.extended = !regions, extended
	return nil
}

// The weights file: the magic "KMPW", the version (uint16), the number of
// windows, configurations per window and scalar terms and the flags (uint16
// each; flag 1 is Base, the others must be 0), the weights as int16 in the
// order of Values, then the CRC-32 (IEEE) of everything before it; every
// number little-endian. Version 5 (25 windows: the bands, the regions and
// the king windows; then the material table) holds all NumPatternWeights
// weights, 770 402 bytes. Version 4 is the same without the king windows
// and the material table (sixteen windows: the bands, then the regions,
// which see kings as men of their side), 419 962 bytes: weights without
// them are still written so. Version 3 is the version 4 file whose windows
// see men alone (MenOnly): still read, and written for MenOnly weights.
// Version 2 (the seven bands alone, ten scalar terms, men alone) is 183 766
// bytes and still read, its regions' weights 0; version 1 had four scalar
// terms and is refused.
const (
	// PatternMagic opens every pattern weights file.
	PatternMagic = "KMPW"
	// extendedVersion is the version of files with king windows and a
	// material table.
	extendedVersion = 5
	patternVersion  = 4
	// menOnlyVersion is the version of files of sixteen windows that see
	// men alone.
	menOnlyVersion = 3
	// bandsVersion is the version of files of the bands alone.
	bandsVersion  = 2
	patternHeader = 4 + 2*5
)

// fileShape is what a version of the weights file holds: its windows of
// NumConfigs configurations, its material entries (the scalars follow).
type fileShape struct{ windows, material int }

// weights returns how many int16 weights a file of the shape holds.
func (f fileShape) weights() int { return (f.windows*NumConfigs + f.material + NumScalars) * 2 }

// length returns the length in bytes of a file of the shape.
func (f fileShape) length() int { return patternHeader + 2*f.weights() + 4 }

// fileShapes are the shapes of the versions read, by version.
var fileShapes = map[uint16]fileShape{
	extendedVersion: {NumPatterns + NumKingWindows, NumMaterial},
	patternVersion:  {NumPatterns, 0},
	menOnlyVersion:  {NumPatterns, 0},
	bandsVersion:    {NumBands, 0},
}

// WriteTo writes the weights file of w to out: version 5 if it has king
// windows' or material weights, otherwise version 4 (3 for MenOnly
// weights, which cannot have them).
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	version := uint16(patternVersion)
	switch {
	case w.MenOnly && w.extended:
		return 0, errors.New("pattern weights: weights whose windows see men alone (version 3) have no king windows or material table")
	case w.MenOnly:
		version = menOnlyVersion
	case w.extended:
		version = extendedVersion
	}
	shape := fileShapes[version]
	buf := make([]byte, 0, shape.length())
	buf = append(buf, PatternMagic...)
	buf = binary.LittleEndian.AppendUint16(buf, version)
	buf = binary.LittleEndian.AppendUint16(buf, uint16(shape.windows))
	buf = binary.LittleEndian.AppendUint16(buf, NumConfigs)
	buf = binary.LittleEndian.AppendUint16(buf, NumScalars)
	flags := uint16(0)
	if w.Base {
		flags = 1
	}
	buf = binary.LittleEndian.AppendUint16(buf, flags)
	vs := w.Values()
	stored := append(vs[:2*shape.windows*NumConfigs+2*shape.material:2*shape.windows*NumConfigs+2*shape.material], vs[len(vs)-2*NumScalars:]...)
	for _, v := range stored {
		buf = binary.LittleEndian.AppendUint16(buf, uint16(v))
	}
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	n, err := out.Write(buf)
	return int64(n), err
}

// ReadPatternWeights reads a weights file written by WriteTo. The error says
// what is wrong: another kind of file, another version or shape, a file cut
// short or too long, or a checksum that does not match.
func ReadPatternWeights(r io.Reader) (*PatternWeights, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(fileShapes[extendedVersion].length()+1)))
	if err != nil {
		return nil, fmt.Errorf("reading pattern weights: %w", err)
	}
	return ParsePatternWeights(data)
}

// ParsePatternWeights reads the bytes of a weights file written by WriteTo.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	if len(data) < patternHeader || !bytes.Equal(data[:4], []byte(PatternMagic)) {
		return nil, errors.New("not a pattern weights file: it does not start with \"KMPW\"")
	}
	le := binary.LittleEndian
	version := le.Uint16(data[4:])
	shape, ok := fileShapes[version]
	if !ok {
		return nil, fmt.Errorf("pattern weights file version %d: this KingMe reads versions %d to %d", version, bandsVersion, extendedVersion)
	}
	if p, c, s := le.Uint16(data[6:]), le.Uint16(data[8:]), le.Uint16(data[10:]); int(p) != shape.windows || c != NumConfigs || s != NumScalars {
		return nil, fmt.Errorf("pattern weights file (version %d) of %d windows × %d configurations and %d scalars: want %d × %d and %d", version, p, c, s, shape.windows, NumConfigs, NumScalars)
	}
	flags := le.Uint16(data[12:])
	if flags > 1 {
		return nil, fmt.Errorf("pattern weights file with flags %#x: this KingMe knows only 1 (Base)", flags)
	}
	if len(data) != shape.length() {
		return nil, fmt.Errorf("pattern weights file (version %d) of %d bytes: want %d", version, len(data), shape.length())
	}
	body := data[:len(data)-4]
	if got, want := crc32.ChecksumIEEE(body), le.Uint32(data[len(data)-4:]); got != want {
		return nil, fmt.Errorf("pattern weights file is damaged: checksum %08x, want %08x", got, want)
	}
	// An older file's weights are its windows', then the scalars': the
	// windows and the table it does not have stay 0.
	vs := make([]int16, NumPatternWeights)
	front := 2 * (shape.windows*NumConfigs + shape.material)
	for i := range shape.weights() {
		j := i
		if i >= front {
			j = i - front + NumPatternWeights - 2*NumScalars
		}
		vs[j] = int16(le.Uint16(body[patternHeader+2*i:]))
	}
	w := &PatternWeights{Base: flags == 1, MenOnly: version == menOnlyVersion || version == bandsVersion}
	if err := w.SetValues(vs); err != nil {
		return nil, err
	}
	return w, nil
}

// PatternEngine is standard checkers as the search plays it with the
// pattern evaluation: Engine's rules with PatternWeights' Evaluate. The
// table of games plays with it by default, with the built-in
// LearnedWeights, or with the *PatternWeights engine.Options.Weights
// holds; Engine alone is the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *standard.Position) int { return g.Patterns.Evaluate(p) }
