package tui

import (
	"fmt"
	"image/color"
	"maps"
	"slices"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/kingme/kingme/view"
)

// boardSize is the size of a square on the screen.
type boardSize struct{ cellWidth, cellHeight int }

var (
	largeBoard   = boardSize{5, 2} // 42×17 with the coordinates
	compactBoard = boardSize{3, 1} // 26×9
)

// width returns the width on the screen of a board of n files, rank
// numbers included.
func (b boardSize) width(n int) int { return labelWidth(n) + n*b.cellWidth }

// labelWidth is the width of the rank numbers beside a board of n ranks,
// the space after them included.
func labelWidth(n int) int { return len(strconv.Itoa(n)) + 1 }

// height returns the height on the screen of a board of n ranks, file
// letters included.
func (b boardSize) height(n int) int { return n*b.cellHeight + 1 }

// size returns the board's files (and ranks): 8, or 10 for the
// international games.
func (m *Model) size() int {
	if m.pos.Size > 0 {
		return m.pos.Size
	}
	return 8
}

// cell is what one square shows.
type cell struct {
	bg      color.Color
	piece   *view.Piece
	special *view.Special
	number  int
}

// renderBoard draws the board in size b, a1 at the bottom left or,
// flipped, turned round (a1 at the top right).
func (m *Model) renderBoard(b boardSize) string {
	cells := m.cells()
	n := m.size()
	var out []string
	for row := range n {
		rank := n - 1 - row
		if m.flipped {
			rank = row
		}
		lines := make([]string, b.cellHeight)
		for i := range lines {
			label := strings.Repeat(" ", labelWidth(n))
			if i == 0 {
				label = fmt.Sprintf("%*d ", labelWidth(n)-1, rank+1)
			}
			lines[i] = faintStyle.Render(label)
		}
		for col := range n {
			file := col
			if m.flipped {
				file = n - 1 - col
			}
			for i, text := range m.cachedCell(cells[file+view.MaxSize*rank], b) {
				lines[i] += text
			}
		}
		out = append(out, lines...)
	}
	files := strings.Repeat(" ", labelWidth(n))
	for col := range n {
		file := col
		if m.flipped {
			file = n - 1 - col
		}
		files += lipgloss.PlaceHorizontal(b.cellWidth, lipgloss.Center, string(rune('a'+file)))
	}
	out = append(out, faintStyle.Render(files))
	return strings.Join(out, "\n")
}

// cells works out what every square shows: the square on file f and rank
// r is at f + view.MaxSize·r.
func (m *Model) cells() *[view.MaxSize * view.MaxSize]cell {
	var cells [view.MaxSize * view.MaxSize]cell
	n := m.size()
	for rank := range n {
		for file := range n {
			sq := view.Square{File: file, Rank: rank}
			c := &cells[file+view.MaxSize*rank]
			c.bg = lightSquare
			if sq.Dark() {
				c.bg = darkSquare
			}
			c.number = m.pos.Numbers[sq.String()]
		}
	}
	set := func(name string, f func(*cell)) {
		if sq, err := view.ParseSquare(name, n); err == nil {
			f(&cells[sq.File+view.MaxSize*sq.Rank])
		}
	}
	for i := range m.pos.Specials {
		s := &m.pos.Specials[i]
		set(s.Square, func(c *cell) {
			c.special = s
			if s.Kind == "home" {
				c.bg = blackHome
				if s.Color == "red" {
					c.bg = redHome
				}
			}
		})
	}
	for i := range m.pos.Pieces {
		p := &m.pos.Pieces[i]
		set(p.Square, func(c *cell) { c.piece = p })
	}
	paint := func(squares []string, bg color.Color) {
		for _, name := range squares {
			set(name, func(c *cell) { c.bg = bg })
		}
	}
	if m.last != nil {
		paint(m.last.Path, lastSquare)
	}
	if m.hint != nil {
		paint(route(*m.hint), hintSquare)
	}
	for _, mv := range m.choices {
		paint(route(mv)[1:], targetSquare)
	}
	next, finish, _ := m.sel.targets()
	paint(slices.Sorted(maps.Keys(next)), targetSquare)
	paint(slices.Sorted(maps.Keys(finish)), targetSquare)
	paint(m.sel.picks, pickedSquare)
	paint([]string{m.cursor.String()}, cursorSquare)
	return &cells
}

// cellKey is everything a square's drawing depends on.
type cellKey struct {
	bg      color.Color
	piece   string // colour, kind and stack, bottom first
	special view.Special
	number  int
	size    boardSize
}

// cachedCell returns the lines of one square in size b, drawn once for
// each look a square can have: styling text is the costly part of drawing
// the screen, and most squares look the same from one frame to the next.
func (m *Model) cachedCell(c cell, b boardSize) []string {
	k := cellKey{bg: c.bg, number: c.number, size: b}
	if c.special != nil {
		k.special = *c.special
	}
	if p := c.piece; p != nil {
		k.piece = p.Color + " " + p.Kind
		for _, ch := range p.Stack {
			k.piece += " " + ch.Color
			if ch.King {
				k.piece += "K"
			}
		}
	}
	if lines, ok := m.cellCache[k]; ok {
		return lines
	}
	if m.cellCache == nil || len(m.cellCache) > 4096 {
		m.cellCache = map[cellKey][]string{}
	}
	lines := m.renderCell(c, b)
	m.cellCache[k] = lines
	return lines
}

// renderCell returns the lines of one square in size b.
func (m *Model) renderCell(c cell, b boardSize) []string {
	bg := lipgloss.NewStyle().Background(c.bg)
	seg := func(text string, st lipgloss.Style) string { return st.Background(c.bg).Render(text) }
	pad := func(n int) string { return bg.Render(strings.Repeat(" ", n)) }
	number := func(width int) string {
		if c.number == 0 {
			return pad(width)
		}
		return seg(fmt.Sprintf("%*d", width, c.number), lipgloss.NewStyle().Foreground(numberColor))
	}
	mark := func() string {
		if c.special == nil {
			return pad(1)
		}
		st := lipgloss.NewStyle().Foreground(lipgloss.Color("#ffffff")).Bold(true)
		if c.special.Kind == "spawn" {
			st = st.Foreground(redGlyph)
			if c.special.Color == "black" {
				st = st.Foreground(blackPiece)
			}
		}
		return seg(specialMark(c.special.Kind, c.special.Direction), st)
	}
	height := " "
	if c.piece != nil && len(c.piece.Stack) > 1 {
		height = stackDigit(len(c.piece.Stack))
	}
	if b == compactBoard {
		switch {
		case c.piece != nil:
			return []string{pieceStyle(c.piece.Color).Render(" " + glyph(c.piece.Color, c.piece.Kind) + height)}
		case c.special != nil:
			return []string{pad(1) + mark() + pad(1)}
		}
		return []string{pad(1) + number(2)}
	}
	line1 := pad(5)
	if c.piece != nil {
		line1 = pad(1) + pieceStyle(c.piece.Color).Render(" "+glyph(c.piece.Color, c.piece.Kind)+height) + pad(1)
	}
	line2 := mark() + pad(2) + number(2)
	if c.piece != nil && len(c.piece.Stack) > 1 {
		line2 = m.beneath(c) + number(2)
	}
	return []string{line1, line2}
}

// stackDigit writes a stack's height in one character: 2 to 9, or + for
// ten and more.
func stackDigit(height int) string {
	if height > 9 {
		return "+"
	}
	return fmt.Sprint(height)
}

// beneath draws, in three characters, the checkers under a stack's top,
// the one just under it first.
func (m *Model) beneath(c cell) string {
	stack := c.piece.Stack
	var parts []string
	for i := len(stack) - 2; i >= 0 && len(parts) < 3; i-- {
		kind := "man"
		if stack[i].King {
			kind = "king"
		}
		parts = append(parts, pieceStyle(stack[i].Color).Render(glyph(stack[i].Color, kind)))
	}
	if len(stack)-1 > 3 {
		parts = append(parts[:2], lipgloss.NewStyle().Background(c.bg).Render("…"))
	}
	for len(parts) < 3 {
		parts = append(parts, lipgloss.NewStyle().Background(c.bg).Render(" "))
	}
	return strings.Join(parts, "")
}
