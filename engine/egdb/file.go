package egdb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
)

// A table file (material.String() + ".kmeg") is, little-endian:
//
//	header   "KMEG", version (uint16), 0 (uint16), the material (4 bytes),
//	         positions (uint64), positions per block (uint32), blocks (uint32)
//	offsets  blocks + 1 uint64: where each block's runs start in the data
//	sums     blocks uint32: each block's CRC-32C
//	check    uint32: CRC-32C of everything above
//	data     the blocks' runs (see appendRuns)
//
// Open verifies the check and the file's size; a block's sum is verified
// each time it is read.
const (
	fileMagic     = "KMEG"
	fileVersion   = 1
	headerSize    = 28
	blockValues   = 4096
	fileExtension = ".kmeg"
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// fileName returns the name of m's table file.
func fileName(m Material) string { return m.String() + fileExtension }

// writeTable writes t to dir as its material's file: to a temporary file
// first, synced, then renamed over the name, so that a reader never finds a
// half-written table under it.
func writeTable(dir string, t *table) (size int64, err error) {
	m := t.layout.Material
	values := t.values
	blocks := (len(values) + blockValues - 1) / blockValues
	offsets := make([]uint64, blocks+1)
	sums := make([]uint32, blocks)
	var data []byte
	for b := range blocks {
		start := len(data)
		data = appendRuns(data, values[b*blockValues:min(len(values), (b+1)*blockValues)])
		sums[b] = crc32.Checksum(data[start:], castagnoli)
		offsets[b+1] = uint64(len(data))
	}
	head := make([]byte, 0, headerSize+12*blocks+12)
	head = append(head, fileMagic...)
	head = binary.LittleEndian.AppendUint16(head, fileVersion)
	head = binary.LittleEndian.AppendUint16(head, 0)
	head = append(head, byte(m.OwnMen), byte(m.OwnKings), byte(m.OppMen), byte(m.OppKings))
	head = binary.LittleEndian.AppendUint64(head, uint64(len(values)))
	head = binary.LittleEndian.AppendUint32(head, blockValues)
	head = binary.LittleEndian.AppendUint32(head, uint32(blocks))
	for _, o := range offsets {
		head = binary.LittleEndian.AppendUint64(head, o)
	}
	for _, s := range sums {
		head = binary.LittleEndian.AppendUint32(head, s)
	}
	head = binary.LittleEndian.AppendUint32(head, crc32.Checksum(head, castagnoli))

	tmp, err := os.CreateTemp(dir, fileName(m)+".*.tmp")
	if err != nil {
		return 0, err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(head); err != nil {
		return 0, err
	}
	if _, err = tmp.Write(data); err != nil {
		return 0, err
	}
	if err = tmp.Sync(); err != nil {
		return 0, err
	}
	if err = tmp.Close(); err != nil {
		return 0, err
	}
	if err = os.Rename(tmp.Name(), filepath.Join(dir, fileName(m))); err != nil {
		return 0, err
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // the rename itself, where the system supports it
		d.Close()
	}
	return int64(len(head) + len(data)), nil
}

// tableFile is an open table file: its index in memory, its blocks read
// on demand.
type tableFile struct {
	material  Material
	layout    *Layout
	f         *os.File
	size      int64
	offsets   []uint64
	sums      []uint32
	dataStart int64
}

// errCorrupt marks a table file that fails its checks.
var errCorrupt = errors.New("corrupt table file")

// openTable opens and checks the table file at path.
func openTable(path string) (*tableFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	t, err := readIndex(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

func readIndex(f *os.File) (*tableFile, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	head := make([]byte, headerSize)
	if _, err := io.ReadFull(f, head); err != nil {
		return nil, fmt.Errorf("%w: header: %v", errCorrupt, err)
	}
	if string(head[:4]) != fileMagic {
		return nil, fmt.Errorf("%w: not a KingMe endgame table", errCorrupt)
	}
	if v := binary.LittleEndian.Uint16(head[4:]); v != fileVersion {
		return nil, fmt.Errorf("version %d, want %d: build the databases again", v, fileVersion)
	}
	m := Material{OwnMen: int(head[8]), OwnKings: int(head[9]), OppMen: int(head[10]), OppKings: int(head[11])}
	layout, err := NewLayout(m)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errCorrupt, err)
	}
	positions := binary.LittleEndian.Uint64(head[12:])
	per := binary.LittleEndian.Uint32(head[20:])
	blocks := uint64(binary.LittleEndian.Uint32(head[24:]))
	if positions != layout.Size() || per != blockValues || blocks != (positions+blockValues-1)/blockValues {
		return nil, fmt.Errorf("%w: %v has %d positions in %d blocks of %d, want %d positions in blocks of %d",
			errCorrupt, m, positions, blocks, per, layout.Size(), blockValues)
	}
	rest := make([]byte, 12*blocks+12)
	if _, err := io.ReadFull(f, rest); err != nil {
		return nil, fmt.Errorf("%w: index: %v", errCorrupt, err)
	}
	end := len(rest) - 4
	crc := crc32.Update(crc32.Checksum(head, castagnoli), castagnoli, rest[:end])
	if crc != binary.LittleEndian.Uint32(rest[end:]) {
		return nil, fmt.Errorf("%w: the index's checksum does not match", errCorrupt)
	}
	t := &tableFile{material: m, layout: layout, f: f, size: info.Size(),
		offsets: make([]uint64, blocks+1), sums: make([]uint32, blocks),
		dataStart: int64(headerSize + len(rest))}
	for i := range t.offsets {
		t.offsets[i] = binary.LittleEndian.Uint64(rest[8*i:])
	}
	for i := range t.sums {
		t.sums[i] = binary.LittleEndian.Uint32(rest[8*(blocks+1)+4*uint64(i):])
	}
	for i := range blocks {
		if t.offsets[i] > t.offsets[i+1] {
			return nil, fmt.Errorf("%w: block %d's offsets run backward", errCorrupt, i)
		}
	}
	if want := t.dataStart + int64(t.offsets[blocks]); info.Size() != want {
		return nil, fmt.Errorf("%w: %d bytes, want %d", errCorrupt, info.Size(), want)
	}
	return t, nil
}

// readBlock reads and decodes block b into values (blockValues long, or
// shorter for the last block), reusing buf.
func (t *tableFile) readBlock(b uint64, values []Value, buf []byte) ([]byte, error) {
	lo, hi := t.offsets[b], t.offsets[b+1]
	buf = append(buf[:0], make([]byte, hi-lo)...)
	if _, err := t.f.ReadAt(buf, t.dataStart+int64(lo)); err != nil {
		return buf, fmt.Errorf("%v block %d: %w", t.material, b, err)
	}
	if crc32.Checksum(buf, castagnoli) != t.sums[b] {
		return buf, fmt.Errorf("%w: %v block %d fails its checksum", errCorrupt, t.material, b)
	}
	if err := decodeRuns(values, buf); err != nil {
		return buf, fmt.Errorf("%w: %v block %d: %v", errCorrupt, t.material, b, err)
	}
	return buf, nil
}

// blockLen returns how many values block b holds.
func (t *tableFile) blockLen(b uint64) int {
	return int(min(t.layout.Size()-b*blockValues, blockValues))
}

// load reads the whole table into memory.
func (t *tableFile) load() (*table, error) {
	tab := &table{layout: t.layout, values: make([]Value, t.layout.Size())}
	var buf []byte
	var err error
	for b := range uint64(len(t.sums)) {
		start := b * blockValues
		if buf, err = t.readBlock(b, tab.values[start:start+uint64(t.blockLen(b))], buf); err != nil {
			return nil, err
		}
	}
	return tab, nil
}
