package tui

import (
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/kingme/kingme/checkers"
)

// Screen sizes: the large board with the panel beside it fits 80×24; the
// compact one smaller terminals.
const (
	minPanelWidth = 24
	footerLines   = 4 // title, entry, message, keys
)

// View draws the screen.
func (m *Model) View() tea.View {
	v := tea.NewView(m.Render())
	v.AltScreen = true
	v.WindowTitle = "KingMe · " + m.variant.Name()
	return v
}

// Render returns the screen's text (with colours, as ANSI escapes) at the
// current size.
func (m *Model) Render() string {
	if m.quitting {
		return ""
	}
	b, ok := m.boardFor(m.width, m.height)
	if !ok {
		return ansi.Wrap(fmt.Sprintf("The terminal is %d×%d: KingMe needs at least %d×%d. Enlarge it, or press q to quit.",
			m.width, m.height, compactBoard.width(m.size())+2+minPanelWidth, compactBoard.height(m.size())+footerLines), m.width, " ")
	}
	panelWidth := m.width - b.width(m.size()) - 2
	var panel string
	if m.help {
		panel = m.renderHelp(panelWidth, b.height(m.size()))
	} else {
		panel = m.renderPanel(panelWidth, b.height(m.size()))
	}
	body := lipgloss.JoinHorizontal(lipgloss.Top, m.renderBoard(b), "  ", panel)
	message := m.messageLine()
	if spare := m.height - b.height(m.size()) - footerLines; spare > 0 && message != "" {
		// A long message may take a second line when the screen has room.
		wrapped := strings.Split(ansi.Wrap(message, m.width, " "), "\n")
		message = strings.Join(wrapped[:min(len(wrapped), 2)], "\n")
	}
	lines := []string{m.titleLine(), body, m.entryLine(), message, m.keysLine()}
	return fitWidth(strings.Join(lines, "\n"), m.width)
}

// boardFor chooses the board size for a terminal of width×height, and
// reports false when not even the compact board fits.
func (m *Model) boardFor(width, height int) (boardSize, bool) {
	for _, b := range []boardSize{largeBoard, compactBoard} {
		if width >= b.width(m.size())+2+minPanelWidth && height >= b.height(m.size())+footerLines {
			return b, true
		}
	}
	return boardSize{}, false
}

// fitWidth cuts every line of s to width columns.
func fitWidth(s string, width int) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, width, "…")
	}
	return strings.Join(lines, "\n")
}

// titleLine names the game and the players.
func (m *Model) titleLine() string {
	rest := fmt.Sprintf(" · you play %s against the computer (%s)", m.human, m.levelName())
	if m.width < 80 {
		rest = fmt.Sprintf(" · you: %s · computer: %s", m.human, m.levelName())
	}
	return titleStyle.Render("KingMe · "+m.variant.Name()) + faintStyle.Render(rest)
}

// levelName names the computer's level.
func (m *Model) levelName() string {
	if m.cfg.Level.Name == "" {
		return "full strength"
	}
	return m.cfg.Level.Name
}

// spinner is the thinking indicator's frames.
var spinner = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

// thinking describes the search under way, such as "⠙ thinking 1.2s, depth 7".
func (m *Model) thinking() string {
	s := m.search
	what := "thinking"
	switch s.kind {
	case searchHint:
		what = "looking for a hint"
	case searchDraw:
		what = "considering your draw offer"
	}
	text := fmt.Sprintf("%s %s %.1fs", spinner[m.frame%len(spinner)], what, m.cfg.Now().Sub(s.started).Seconds())
	if d := s.depth.Load(); d > 0 {
		text += fmt.Sprintf(", depth %d", d)
	}
	return text
}

// entryLine shows the move being typed with its completions, or says what
// the person can do.
func (m *Model) entryLine() string {
	switch {
	case m.confirm == "resign":
		return errorStyle.Render("Resign this game? y/n")
	case m.confirm == "quit":
		if m.cfg.SavePath != "" {
			return errorStyle.Render("Quit? y/n (the game will be saved to " + m.cfg.SavePath + ")")
		}
		return errorStyle.Render("Quit? y/n (the game is not saved: n, then s saves it)")
	case m.input != "":
		line := "Move: " + titleStyle.Render(m.input) + "▏"
		switch c := m.completions(); {
		case m.replace && m.hint != nil && m.input == m.hint.Text:
			line += faintStyle.Render("  Enter plays it · typing replaces it")
		case m.replace:
			line += faintStyle.Render("  Backspace corrects it · typing replaces it")
		case len(c) > 0 && m.complete < 0:
			line += faintStyle.Render("  Tab: " + strings.Join(c, " "))
		}
		return line
	}
	if r, done := m.over(); done {
		keys := "  s saves · q quits"
		if m.whyNoUndo() == "" {
			keys = "  u takes back ·" + keys[1:]
		}
		return resultStyle.Render(" Game over: "+r.String()+" ") + faintStyle.Render(keys)
	}
	if m.search != nil {
		return redText.Render(m.thinking())
	}
	if m.humanToMove() {
		example := "11-15"
		if m.pos.Numbers == nil {
			example = "c3-d4"
		}
		if m.width < 76 {
			return faintStyle.Render("Type a move (" + example + ", Tab) or ←↑↓→ Enter")
		}
		return faintStyle.Render("Move: type it (" + example + ", Tab completes) or pick squares with ←↑↓→ and Enter")
	}
	return ""
}

// messageLine shows the last message: what happened, or why an entry was
// refused.
func (m *Model) messageLine() string {
	if m.message == "" {
		return ""
	}
	if m.isError {
		return errorStyle.Render("✗ " + m.message)
	}
	return m.message
}

// keysLine lists the command keys.
func (m *Model) keysLine() string {
	keys := []string{"? help", "q quit", "t hint", "u undo", "v flip", "o draw", "r resign", "s save"}
	if m.passMove() != nil {
		keys = append([]string{"p pass"}, keys...)
	}
	line := strings.Join(keys, " · ")
	if len([]rune(line)) > m.width {
		line = strings.Join(keys, " ")
	}
	return faintStyle.Render(line)
}

// renderPanel draws the side panel: the players, the game's counts, the
// move list and the legend, in width×height.
func (m *Model) renderPanel(width, height int) string {
	var top []string
	for _, c := range []checkers.Color{m.game.Start().Turn(), m.game.Start().Turn().Opponent()} {
		top = append(top, m.playerLine(c))
	}
	if m.pos.BorneOff != nil {
		top = append(top, fmt.Sprintf("Borne off: Red %d · Black %d", m.pos.BorneOff.Red, m.pos.BorneOff.Black))
	}
	if m.pos.Points != nil {
		top = append(top, fmt.Sprintf("Points: Red %d · Black %d", m.pos.Points.Red, m.pos.Points.Black))
	}
	if r, done := m.over(); done {
		top = append(top, resultStyle.Render(" "+r.String()+" "))
	}
	top = append(top, "", headingStyle.Render("Moves"))
	legend := m.legend(width)
	room := height - len(top) - len(legend) - 1
	list := m.moveList()
	if len(list) == 0 {
		list = []string{faintStyle.Render("none yet")}
	}
	if room < 1 {
		room = 1
	}
	if len(list) > room {
		list = list[len(list)-room:]
	}
	lines := append(top, list...)
	for len(lines) < height-len(legend) {
		lines = append(lines, "")
	}
	lines = append(lines[:min(len(lines), max(height-len(legend), 0))], legend...)
	return fitWidth(strings.Join(lines[:min(len(lines), height)], "\n"), width)
}

// playerLine names a side: its pieces, who plays it, and a mark when it is
// to move.
func (m *Model) playerLine(c checkers.Color) string {
	who := "you"
	if c != m.human {
		who = "computer"
	}
	mark := "  "
	if _, done := m.over(); !done && m.game.Turn() == c {
		mark = "▶ "
	}
	line := mark + pieceStyle(colorKey(c)).Render(glyph(colorKey(c), "man")) + " " + fmt.Sprintf("%-6s %s", c, who)
	if m.search != nil && m.search.kind != searchHint && c != m.human {
		line += " " + redText.Render(spinner[m.frame%len(spinner)])
	}
	return line
}

// colorKey returns the view's name of a colour.
func colorKey(c checkers.Color) string { return strings.ToLower(c.String()) }

// moveList returns the moves played, numbered from the first player, two
// to a line.
func (m *Model) moveList() []string {
	first := m.variant.Variant.Start().Turn()
	positions := m.game.Positions()
	var lines []string
	for i, mv := range m.game.Played() {
		if positions[i].Turn() == first || i == 0 {
			number := len(lines) + 1
			if positions[i].Turn() == first {
				lines = append(lines, fmt.Sprintf("%3d. %-9s", number, mv))
			} else {
				lines = append(lines, fmt.Sprintf("%3d. %-9s %s", number, "…", mv))
			}
			continue
		}
		lines[len(lines)-1] += " " + mv.String()
	}
	return lines
}

// largeBoard reports whether the board is drawn large at the current size.
func (m *Model) largeBoard() bool {
	b, ok := m.boardFor(m.width, m.height)
	return ok && b == largeBoard
}

// legend explains the symbols the game's board uses, in width columns.
func (m *Model) legend(width int) []string {
	lines := slices.Clone(m.variant.Legend)
	if width >= 30 && m.largeBoard() {
		lines = append(lines, m.variant.LargeLegend...)
	}
	for i, l := range lines {
		lines[i] = faintStyle.Render(l)
	}
	return lines
}

// renderHelp draws the keys and the notation in place of the panel.
func (m *Model) renderHelp(width, height int) string {
	lines := []string{
		headingStyle.Render("Keys"),
		"←↑↓→ Enter  pick squares",
		"0-9 a-h x -  type a move",
		"Tab ↑↓       complete it",
		"Esc          clear",
		"t hint   u undo   v flip",
		"o offer a draw  r resign",
		"s save   q quit   ? close",
		"",
		headingStyle.Render("Notation"),
	}
	lines = append(lines, m.variant.Notation...)
	if len(lines) > height {
		lines = lines[:height]
	}
	return fitWidth(strings.Join(lines, "\n"), width)
}
