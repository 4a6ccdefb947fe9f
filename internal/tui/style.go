package tui

import (
	"charm.land/lipgloss/v2"
)

// Colours of the board and pieces. Red's pieces are drawn filled and
// Black's hollow, so that the sides are told apart on a terminal without
// colour too.
var (
	lightSquare  = lipgloss.Color("#d8bc8c")
	darkSquare   = lipgloss.Color("#7a5230")
	cursorSquare = lipgloss.Color("#2f6fd6")
	pickedSquare = lipgloss.Color("#c9a800")
	targetSquare = lipgloss.Color("#3d8b3d")
	lastSquare   = lipgloss.Color("#a0722e")
	hintSquare   = lipgloss.Color("#8a3fa0")
	redPiece     = lipgloss.Color("#c62828")
	redGlyph     = lipgloss.Color("#ffe3e0")
	blackPiece   = lipgloss.Color("#1a1a1a")
	blackGlyph   = lipgloss.Color("#d8d8d8")
	numberColor  = lipgloss.Color("#c9b08a")
	redHome      = lipgloss.Color("#b04a3a")
	blackHome    = lipgloss.Color("#4a4a4a")

	titleStyle   = lipgloss.NewStyle().Bold(true)
	faintStyle   = lipgloss.NewStyle().Faint(true)
	errorStyle   = lipgloss.NewStyle().Foreground(lipgloss.Color("#ff5f5f")).Bold(true)
	resultStyle  = lipgloss.NewStyle().Bold(true).Reverse(true)
	redText      = lipgloss.NewStyle().Foreground(lipgloss.Color("#ff5f57")).Bold(true)
	headingStyle = lipgloss.NewStyle().Bold(true).Underline(true)
)

// glyphs are the pieces' symbols by kind: Red's, then Black's.
var glyphs = map[string][2]string{
	"man":    {"●", "○"},
	"guard":  {"●", "○"},
	"prince": {"◆", "◇"},
	"king":   {"♛", "♕"},
	"flying": {"★", "☆"},
}

// glyph returns the symbol of a piece of a colour ("red", "black") and kind.
func glyph(color, kind string) string {
	g, ok := glyphs[kind]
	if !ok {
		g = glyphs["man"]
	}
	if color == "red" {
		return g[0]
	}
	return g[1]
}

// pieceStyle returns the style a side's pieces are drawn in: a block of
// the side's colour with the glyph in a light tone, visible on light and
// dark squares and on the terminal's own background alike.
func pieceStyle(color string) lipgloss.Style {
	if color == "red" {
		return lipgloss.NewStyle().Background(redPiece).Foreground(redGlyph).Bold(true)
	}
	return lipgloss.NewStyle().Background(blackPiece).Foreground(blackGlyph).Bold(true)
}

// specialMarks are the symbols of the special squares.
var specialMarks = map[string]string{
	"morph": "M",
	"spawn": "S",
	"up":    "↑",
	"down":  "↓",
	"home":  "⌂",
}

// specialMark returns the symbol of a special square.
func specialMark(kind, dir string) string {
	if kind == "arrow" {
		return specialMarks[dir]
	}
	return specialMarks[kind]
}
