package tui

import (
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/view"
)

// whyNotNow says why the person cannot act on the board now, or "".
func (m *Model) whyNotNow() string {
	if r, done := m.over(); done {
		return "The game is over: " + r.String() + "."
	}
	if m.search != nil && m.search.kind == searchMove {
		return "The computer is thinking: wait for its move (u takes your move back)."
	}
	if m.search != nil {
		return "Wait: the computer is answering."
	}
	if m.game.Turn() != m.human {
		return "It is the computer's turn."
	}
	return ""
}

// playText plays a move typed (or chosen) in the game's notation. An
// illegal move is refused with the reason and changes nothing.
func (m *Model) playText(text string) tea.Cmd {
	if why := m.whyNotNow(); why != "" {
		m.setError("%s", why)
		return nil
	}
	if text == "" {
		return nil
	}
	if err := m.game.PlayText(text); err != nil {
		// The refused entry stays to be corrected, and the next move
		// typed replaces it.
		m.replace = m.input != ""
		if strings.Contains(err.Error(), text) {
			m.setError("%v", err) // the rules' message names the move already
		} else {
			m.setError("%s: %v", text, err)
		}
		return nil
	}
	played := m.game.Played()[m.game.Len()-1]
	m.input, m.complete, m.replace = "", -1, false
	m.setInfo("You played %v.", played)
	return m.afterChange()
}

// pickCursor picks the square under the cursor.
func (m *Model) pickCursor() tea.Cmd {
	if why := m.whyNotNow(); why != "" {
		m.setError("%s", why)
		return nil
	}
	sq := m.cursor.String()
	res := m.sel.pick(sq)
	switch res.kind {
	case pickNone:
		m.setError("%s", m.whyNoPick(sq))
	case pickSelect:
		m.choices = nil
		next, _, _ := m.sel.targets()
		m.setInfo("%s: move it to %s.", m.squareName(sq), m.squareList(next))
	case pickContinue:
		next, finish, st := m.sel.targets()
		switch {
		case st == stageSpawn:
			m.setInfo("Choose where the new Prince goes: %s.", m.squareList(next))
		case st == stageFree:
			m.setInfo("Crowned: now the free move, to %s.", m.squareList(next))
		case len(finish) > 0:
			m.setInfo("Enter again to stop here, or go on to %s.", m.squareList(next))
		default:
			m.setInfo("Go on to %s.", m.squareList(next))
		}
	case pickPlay:
		return m.playText(res.moves[0].Text)
	case pickChoose:
		m.choices = res.moves
		texts := make([]string, len(res.moves))
		for i, mv := range res.moves {
			texts[i] = fmt.Sprintf("%d) %s", i+1, mv.Text)
		}
		m.setInfo("Several moves fit: %s. Press its number.", strings.Join(texts, "  "))
	case pickCancel:
		m.setInfo("Selection dropped.")
	}
	return nil
}

// whyNoPick says why square cannot start a move.
func (m *Model) whyNoPick(sq string) string {
	var starts []string
	captures := false
	for _, mv := range m.sel.moves {
		if !slices.Contains(starts, mv.Path[0]) {
			starts = append(starts, mv.Path[0])
		}
		captures = captures || len(mv.Captured) > 0
	}
	if len(starts) == 0 {
		if m.passMove() != nil {
			return "You have no move: press p to pass."
		}
		return "You have no move."
	}
	set := map[string]bool{}
	for _, s := range starts {
		set[s] = true
	}
	list := m.squareList(set)
	if p := m.pieceAt(sq); p != nil && p.Color == colorKey(m.human) {
		if captures {
			return fmt.Sprintf("You must take: move the piece on %s.", list)
		}
		return fmt.Sprintf("That piece cannot move: choose %s.", list)
	}
	return fmt.Sprintf("Choose one of your pieces that can move: %s.", list)
}

// pass plays the Coast-to-Coast pass, the only move of a player who cannot
// move.
func (m *Model) pass() tea.Cmd {
	if why := m.whyNotNow(); why != "" {
		m.setError("%s", why)
		return nil
	}
	p := m.passMove()
	if p == nil {
		m.setError("You cannot pass: you have a move.")
		return nil
	}
	return m.playText(p.Text)
}

// passMove returns the pass among the legal moves, or nil.
func (m *Model) passMove() *view.Move {
	for i := range m.moves {
		if m.moves[i].Pass {
			return &m.moves[i]
		}
	}
	return nil
}

// askHint starts a full-strength search for the person's best move.
func (m *Model) askHint() tea.Cmd {
	if why := m.whyNotNow(); why != "" {
		m.setError("%s", why)
		return nil
	}
	m.setInfo("Looking for a hint…")
	return m.startSearch(searchHint)
}

// offerDraw offers the computer a draw; it answers after a short search.
func (m *Model) offerDraw() tea.Cmd {
	if why := m.whyNotNow(); why != "" {
		m.setError("%s", why)
		return nil
	}
	if err := m.game.OfferDraw(m.human); err != nil {
		m.setError("%v", err)
		return nil
	}
	m.setInfo("You offer a draw…")
	return m.startSearch(searchDraw)
}

// resign ends the game: the person resigns.
func (m *Model) resign() tea.Cmd {
	m.stopSearch()
	if err := m.game.Resign(m.human); err != nil {
		m.setError("%v", err)
		return nil
	}
	m.setInfo("You resigned.")
	return m.afterChange()
}

// whyNoUndo says why u would take nothing back, or "": the game is over
// (however it ended: a finished game stays finished), or the person has not
// moved.
func (m *Model) whyNoUndo() string {
	r := m.game.Result()
	switch {
	case r.Reason == checkers.Recorded:
		return fmt.Sprintf("The game is over as the file records (%s): nothing to take back.", r.Outcome)
	case r.Over():
		return fmt.Sprintf("The game is over: %s. A finished game cannot be taken back.", r)
	case m.game.PliesBackTo(m.human) == 0:
		return "Nothing to take back: you have not moved yet."
	}
	return ""
}

// undo takes back the person's last move and the computer's answer, if it
// made one (a search under way is stopped).
func (m *Model) undo() tea.Cmd {
	if why := m.whyNoUndo(); why != "" {
		m.setError("%s", why)
		return nil
	}
	m.stopSearch()
	n := m.game.PliesBackTo(m.human)
	taken := m.game.Played()[m.game.Len()-n]
	if _, err := m.game.UndoToTurn(m.human); err != nil {
		m.setError("undo: %v", err)
		return nil
	}
	m.input, m.complete, m.replace = "", -1, false
	if n == 1 {
		m.setInfo("Took back your move %v.", taken)
	} else {
		m.setInfo("Took back %d moves.", n)
	}
	return m.afterChange()
}

// quit ends the program, writing the game first when it has a file.
func (m *Model) quit() tea.Cmd {
	m.stopSearch()
	if m.cfg.SavePath != "" && !m.unsavedQuit {
		if err := m.save(); err != nil {
			m.setError("Could not save: %v. Quit again to quit without saving.", err)
			m.unsavedQuit = true
			return nil
		}
	}
	m.quitting = true
	return tea.Quit
}

// viewOf returns the view of a legal move of the current position.
func (m *Model) viewOf(mv checkers.Move) (view.Move, error) {
	return m.variant.Display.Move(m.game.Position(), mv)
}

// pieceAt returns the piece on sq, or nil.
func (m *Model) pieceAt(sq string) *view.Piece {
	for i := range m.pos.Pieces {
		if m.pos.Pieces[i].Square == sq {
			return &m.pos.Pieces[i]
		}
	}
	return nil
}
