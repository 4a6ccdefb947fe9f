package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

// The keys. Command keys are letters no game's notation uses, so that
// typing a move never runs a command: moves start with a digit (the numbered
// games) or a file letter a–h (Coast-to-Coast).
const (
	keyHint   = "t"
	keyUndo   = "u"
	keyFlip   = "v"
	keyDraw   = "o"
	keyResign = "r"
	keySave   = "s"
	keyQuit   = "q"
	keyPass   = "p"
	keyHelp   = "?"
)

// key answers a key press.
func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	s := k.String()
	if s == "ctrl+c" {
		return m.quit()
	}
	if m.confirm != "" {
		return m.answerConfirm(s)
	}
	if m.help {
		if s == keyHelp || s == "esc" || s == "q" || s == "enter" {
			m.help = false
		}
		return nil
	}
	if len(m.choices) > 0 {
		if cmd, done := m.chooseKey(s); done {
			return cmd
		}
	}
	if m.input != "" {
		return m.inputKey(k)
	}
	return m.boardKey(k)
}

// boardKey answers a key while nothing is typed: the cursor, picks,
// commands, or the first character of a typed move.
func (m *Model) boardKey(k tea.KeyPressMsg) tea.Cmd {
	switch s := k.String(); s {
	case "up", "down", "left", "right":
		m.moveCursor(s)
	case "enter", "space":
		return m.pickCursor()
	case "esc":
		m.sel.reset()
		m.choices, m.hint = nil, nil
		m.message = ""
	case keyHint:
		return m.askHint()
	case keyUndo:
		return m.undo()
	case keyFlip:
		m.flipped = !m.flipped
	case keyDraw:
		return m.offerDraw()
	case keyResign:
		if _, done := m.over(); done {
			m.setError("The game is over.")
			return nil
		}
		m.confirm = "resign"
	case keySave:
		if err := m.save(); err != nil {
			m.setError("Could not save: %v", err)
		} else {
			m.setInfo("Saved to %s.", m.saved)
		}
	case keyQuit:
		if _, done := m.over(); done {
			return m.quit()
		}
		m.confirm = "quit"
	case keyPass:
		return m.pass()
	case keyHelp:
		m.help = true
	default:
		if k.Text != "" && m.startsMove(k.Text) {
			m.typeText(k.Text)
			return nil
		}
		if k.Text != "" {
			m.setError("%q is not a key of the game: press ? for the keys.", k.Text)
		}
	}
	return nil
}

// startsMove reports whether text can start a move in the game's notation.
func (m *Model) startsMove(text string) bool {
	c := text[0]
	if c >= '0' && c <= '9' {
		return true
	}
	if m.pos.Numbers == nil { // algebraic: a file letter
		return (c >= 'a' && c <= 'h') || (c >= 'A' && c <= 'H')
	}
	return false
}

// answerConfirm answers the y/n question of a pending action.
func (m *Model) answerConfirm(s string) tea.Cmd {
	action := m.confirm
	m.confirm = ""
	if s != "y" && s != "Y" {
		m.setInfo("Carry on.")
		return nil
	}
	switch action {
	case "resign":
		return m.resign()
	case "quit":
		return m.quit()
	}
	return nil
}

// chooseKey answers a key while the player must choose among several moves
// that fit the picks: a digit chooses; done is false for keys it leaves to
// the rest.
func (m *Model) chooseKey(s string) (cmd tea.Cmd, done bool) {
	if len(s) == 1 && s[0] >= '1' && s[0] <= '9' && m.input == "" {
		i := int(s[0] - '1')
		if i >= len(m.choices) {
			m.setError("Choose 1 to %d.", len(m.choices))
			return nil, true
		}
		text := m.choices[i].Text
		m.choices = nil
		return m.playText(text), true
	}
	if s == "esc" {
		m.choices = nil
		m.setInfo("Choice dropped.")
		return nil, true
	}
	return nil, false
}

// moveCursor moves the cursor one playable square in a direction on the
// screen (see cursorStep); at the board's edge it stays.
func (m *Model) moveCursor(dir string) {
	vertical := dir == "up" || dir == "down"
	if !vertical || !m.anchored {
		m.anchor, m.anchored = m.cursor, vertical
	}
	if next, ok := cursorStep(m.cursor, dir, m.flipped, m.pos.Squares == "all", m.anchor, m.size()); ok {
		m.cursor = next
	}
}

// inputKey answers a key while a move is being typed.
func (m *Model) inputKey(k tea.KeyPressMsg) tea.Cmd {
	switch s := k.String(); s {
	case "enter":
		return m.playText(strings.TrimSpace(m.input))
	case "esc", "ctrl+u":
		m.input, m.complete, m.hint, m.replace = "", -1, nil, false
		m.message = ""
	case "backspace", "ctrl+h":
		m.input = m.input[:len(m.input)-1]
		m.complete, m.replace = -1, false
	case "tab", "down":
		m.completeInput(1)
	case "shift+tab", "up":
		m.completeInput(-1)
	default:
		if isCommand(k.Text) {
			return m.boardKey(k) // command keys work while typing too
		}
		if k.Text != "" {
			m.typeText(k.Text)
		}
	}
	return nil
}

// isCommand reports whether text is a command key.
func isCommand(text string) bool {
	switch text {
	case keyHint, keyUndo, keyFlip, keyDraw, keyResign, keySave, keyQuit, keyPass, keyHelp:
		return true
	}
	return false
}

// canType reports whether typed text goes to the move entry.
func (m *Model) canType() bool {
	return m.confirm == "" && !m.help
}

// typeText adds text to the move entry, keeping only the characters of
// move notation. An entry the person did not type, or that was refused (a
// hint, a refused move: see Model.replace), is replaced by the first
// character typed instead.
func (m *Model) typeText(text string) {
	if m.replace && strings.ContainsAny(text, notationChars) {
		m.input, m.replace = "", false
	}
	for _, r := range text {
		if strings.ContainsRune(notationChars, r) && len(m.input) < maxInput {
			m.input += string(r)
		}
	}
	m.complete = -1
	m.sel.reset()
}

// notationChars are the characters of every game's move notation (a
// Coast-to-Coast pass is made with its own key).
const notationChars = "0123456789abcdefghABCDEFGHxX-:+"

// maxInput bounds the move entry.
const maxInput = 64
