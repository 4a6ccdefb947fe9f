package pattern

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// The weights file of a learned evaluation, one format for every game but
// standard checkers, all numbers little-endian:
//
//	"KMLW"            magic
//	uint16            version (1)
//	uint8, bytes      the game's key ("stackem"), its length first
//	uint8, uint16 …   the evaluation's shape: how many numbers, then each
//	                  (such as windows, configurations, scalars)
//	uint16            flags: 1 is Base, the others must be 0
//	uint32            the number of weights
//	int16 …           the weights
//	uint32            the CRC-32 (IEEE) of everything before it
//
// The shape lets a reader refuse weights made for another layout of the
// same game's evaluation.
const (
	// Magic opens every weights file of this format.
	Magic       = "KMLW"
	fileVersion = 1
	// MaxWeights is the most weights a file may hold.
	MaxWeights = 1 << 22
)

// File is the content of a weights file.
type File struct {
	Game  string   // the game's key, such as "stackem"
	Shape []uint16 // the evaluation's shape, at most 255 numbers
	// Base marks weights that are corrections added to the game's hand-set
	// evaluation.
	Base   bool
	Values []int16 // the weights, at most MaxWeights
}

// Append appends the file's bytes to dst. The key and the shape must be
// shorter than 256 and Values at most MaxWeights long.
func (f *File) Append(dst []byte) []byte {
	le := binary.LittleEndian
	start := len(dst)
	dst = append(dst, Magic...)
	dst = le.AppendUint16(dst, fileVersion)
	dst = append(dst, byte(len(f.Game)))
	dst = append(dst, f.Game...)
	dst = append(dst, byte(len(f.Shape)))
	for _, s := range f.Shape {
		dst = le.AppendUint16(dst, s)
	}
	flags := uint16(0)
	if f.Base {
		flags = 1
	}
	dst = le.AppendUint16(dst, flags)
	dst = le.AppendUint32(dst, uint32(len(f.Values)))
	for _, v := range f.Values {
		dst = le.AppendUint16(dst, uint16(v))
	}
	return le.AppendUint32(dst, crc32.ChecksumIEEE(dst[start:]))
}

// WriteTo writes the file to out.
func (f *File) WriteTo(out io.Writer) (int64, error) {
	if len(f.Game) > 255 || len(f.Shape) > 255 || len(f.Values) > MaxWeights {
		return 0, fmt.Errorf("weights file of %q: key, shape or weights too long", f.Game)
	}
	n, err := out.Write(f.Append(nil))
	return int64(n), err
}

// errShort is the error of a file cut short.
var errShort = errors.New("weights file cut short")

// Parse reads the bytes of a weights file. The error says what is wrong:
// another kind of file, another version, a file cut short or too long, or
// a checksum that does not match.
func Parse(data []byte) (*File, error) {
	if !bytes.HasPrefix(data, []byte(Magic)) {
		return nil, fmt.Errorf("not a learned weights file: it does not start with %q", Magic)
	}
	le := binary.LittleEndian
	r := data[len(Magic):]
	take := func(n int) []byte {
		if len(r) < n {
			return nil
		}
		b := r[:n]
		r = r[n:]
		return b
	}
	v := take(2)
	if v == nil {
		return nil, errShort
	}
	if got := le.Uint16(v); got != fileVersion {
		return nil, fmt.Errorf("weights file version %d: this KingMe reads version %d", got, fileVersion)
	}
	f := &File{}
	n := take(1)
	if n == nil {
		return nil, errShort
	}
	key := take(int(n[0]))
	if key == nil {
		return nil, errShort
	}
	f.Game = string(key)
	if n = take(1); n == nil {
		return nil, errShort
	}
	shape := take(2 * int(n[0]))
	if shape == nil {
		return nil, errShort
	}
	f.Shape = make([]uint16, n[0])
	for i := range f.Shape {
		f.Shape[i] = le.Uint16(shape[2*i:])
	}
	head := take(6)
	if head == nil {
		return nil, errShort
	}
	switch flags := le.Uint16(head); flags {
	case 0:
	case 1:
		f.Base = true
	default:
		return nil, fmt.Errorf("weights file with flags %#x: this KingMe knows only 1 (Base)", flags)
	}
	count := le.Uint32(head[2:])
	if count > MaxWeights {
		return nil, fmt.Errorf("weights file of %d weights: at most %d", count, MaxWeights)
	}
	if want := 2*int(count) + 4; len(r) != want {
		return nil, fmt.Errorf("weights file of %d bytes: want %d for %d weights", len(data), len(data)-len(r)+want, count)
	}
	body := data[:len(data)-4]
	if got, want := crc32.ChecksumIEEE(body), le.Uint32(data[len(data)-4:]); got != want {
		return nil, fmt.Errorf("weights file is damaged: checksum %08x, want %08x", got, want)
	}
	f.Values = make([]int16, count)
	for i := range f.Values {
		f.Values[i] = int16(le.Uint16(r[2*i:]))
	}
	return f, nil
}

// Check returns an error unless the file is of the game key with the
// shape and the number of weights given.
func (f *File) Check(key string, shape []uint16, weights int) error {
	if f.Game != key {
		return fmt.Errorf("weights file of the game %q: want %q", f.Game, key)
	}
	if fmt.Sprint(f.Shape) != fmt.Sprint(shape) {
		return fmt.Errorf("weights file of %s of shape %v: want %v", key, f.Shape, shape)
	}
	if len(f.Values) != weights {
		return fmt.Errorf("weights file of %s with %d weights: want %d", key, len(f.Values), weights)
	}
	return nil
}
