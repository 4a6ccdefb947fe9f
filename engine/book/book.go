// Package book is KingMe's opening books: for positions of the first moves
// of a game, the moves worth playing and their scores from deep searches
// (kingme book build makes them). A book is text, one move a line,
//
//	position<TAB>move<TAB>score<TAB>depth
//
// with the position in the game's own notation (PDN FEN for standard
// checkers), the move as the game writes it, the score for the player to
// move in hundredths of a man and the depth of the search; lines starting
// with # are comments. The built-in book is that text, gzipped and embedded.
package book

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// Book is an opening book. It implements engine.Book.
type Book struct {
	moves map[string][]engine.BookMove // by position, best first
	lines int
}

// New returns a book of the given moves by position.
func New(moves map[string][]engine.BookMove) *Book {
	b := &Book{moves: map[string][]engine.BookMove{}}
	for pos, ms := range moves {
		for _, m := range ms {
			b.add(pos, m)
		}
	}
	return b
}

func (b *Book) add(pos string, m engine.BookMove) {
	ms := b.moves[pos]
	for i := range ms {
		if ms[i].Move == m.Move {
			ms[i] = m
			b.sort(pos)
			return
		}
	}
	b.moves[pos] = append(ms, m)
	b.lines++
	b.sort(pos)
}

func (b *Book) sort(pos string) {
	slices.SortStableFunc(b.moves[pos], func(x, y engine.BookMove) int { return y.Score - x.Score })
}

// Moves returns the book's moves for the position, best first.
func (b *Book) Moves(position string) []engine.BookMove {
	if b == nil {
		return nil
	}
	return b.moves[position]
}

// Positions returns how many positions the book holds.
func (b *Book) Positions() int { return len(b.moves) }

// Len returns how many moves the book holds.
func (b *Book) Len() int { return b.lines }

// Write writes the book as text, positions in order.
func (b *Book) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	positions := make([]string, 0, len(b.moves))
	for p := range b.moves {
		positions = append(positions, p)
	}
	slices.Sort(positions)
	for _, p := range positions {
		for _, m := range b.moves[p] {
			fmt.Fprintf(bw, "%s\t%s\t%d\t%d\n", p, m.Move, m.Score, m.Depth)
		}
	}
	return bw.Flush()
}

// WriteGzip writes the book as gzipped text, the form Parse and the
// built-in books read.
func (b *Book) WriteGzip(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if err := b.Write(zw); err != nil {
		return err
	}
	return zw.Close()
}

// maxBookBytes bounds the text a book may unpack to.
const maxBookBytes = 64 << 20

// Parse reads a book of variant v, as text or gzipped text, checking each
// line: its position must be v's, its move legal there. The error names the
// first bad line and why.
func Parse(data []byte, v checkers.Variant) (*Book, error) {
	if bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("book: %w", err)
		}
		if data, err = io.ReadAll(io.LimitReader(zr, maxBookBytes+1)); err != nil {
			return nil, fmt.Errorf("book: %w", err)
		}
		if len(data) > maxBookBytes {
			return nil, fmt.Errorf("book: larger than %d MiB unpacked", maxBookBytes>>20)
		}
	}
	b := &Book{moves: map[string][]engine.BookMove{}}
	legal := map[string][]checkers.Move{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 4 {
			return nil, fmt.Errorf("book line %d: want position, move, score and depth separated by tabs, got %d fields", line, len(fields))
		}
		pos, move := fields[0], fields[1]
		score, err1 := strconv.Atoi(fields[2])
		depth, err2 := strconv.Atoi(fields[3])
		if err1 != nil || err2 != nil || depth < 0 || depth > engine.MaxPly || score < -engine.Infinity || score > engine.Infinity {
			return nil, fmt.Errorf("book line %d: score %q and depth %q: want whole numbers (depth 0 to %d)", line, fields[2], fields[3], engine.MaxPly)
		}
		moves, ok := legal[pos]
		if !ok {
			p, err := v.ParsePosition(pos)
			if err != nil {
				return nil, fmt.Errorf("book line %d: position %q: %w", line, pos, err)
			}
			if p.String() != pos {
				return nil, fmt.Errorf("book line %d: position %q is written %q by the game", line, pos, p.String())
			}
			moves = p.Legal()
			legal[pos] = moves
		}
		if !slices.ContainsFunc(moves, func(m checkers.Move) bool { return m.String() == move }) {
			return nil, fmt.Errorf("book line %d: %s is not a legal move in %s", line, move, pos)
		}
		b.add(pos, engine.BookMove{Move: move, Score: score, Depth: depth})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	return b, nil
}
