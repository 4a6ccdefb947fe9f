package tui

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/kingme/kingme/engine"
)

// searchKind says what a search is for.
type searchKind int

const (
	searchMove searchKind = iota // the computer's move
	searchHint                   // a hint for the person
	searchDraw                   // the computer weighing a draw offer
)

// search is a search under way, on its own goroutine.
type search struct {
	id      int
	kind    searchKind
	ply     int
	cancel  context.CancelFunc
	started time.Time
	depth   atomic.Int64 // the last depth the search finished, for the indicator
}

// searchDone is a search's answer.
type searchDone struct {
	id   int
	kind searchKind
	ply  int
	rep  engine.Report
	err  error
}

// frameMsg asks for the next frame of the thinking indicator.
type frameMsg struct{ id int }

// searchIDs numbers searches, so that a late answer of a cancelled one is
// told apart.
var searchIDs atomic.Int64

// startSearch starts a search of kind on a copy of the game and returns the
// command that waits for its answer.
func (m *Model) startSearch(kind searchKind) tea.Cmd {
	m.stopSearch()
	ctx, cancel := context.WithCancel(context.Background())
	s := &search{id: int(searchIDs.Add(1)), kind: kind, ply: m.game.Len(), cancel: cancel, started: m.cfg.Now()}
	m.search, m.frame = s, 0
	g := m.game.Clone()
	player, limits := m.computer, engine.Limits{MoveTime: m.cfg.MaxThink}
	switch kind {
	case searchHint, searchDraw:
		if m.hinter == nil {
			p, err := m.variant.NewPlayer(engine.Options{TableMiB: 32, Endgame: m.cfg.Endgame})
			if err != nil {
				cancel()
				m.search = nil
				m.setError("%v", err)
				return nil
			}
			m.hinter = p
		}
		player, limits = m.hinter, engine.Limits{MoveTime: m.cfg.HintTime}
		if kind == searchDraw {
			limits.MoveTime = m.cfg.DrawTime
		}
	}
	busy := m.busy
	think := func() tea.Msg {
		defer cancel()
		// A cancelled search may still be unwinding on the same player:
		// players are not safe for two searches at once.
		busy.Lock()
		defer busy.Unlock()
		rep, err := player.Think(ctx, g, limits, func(r engine.Report) { s.depth.Store(int64(r.Depth)) })
		return searchDone{id: s.id, kind: kind, ply: s.ply, rep: rep, err: err}
	}
	return tea.Batch(think, m.nextFrame())
}

// nextFrame returns the command for the next frame of the thinking
// indicator, or nil when it is not animated.
func (m *Model) nextFrame() tea.Cmd {
	if m.cfg.Animate <= 0 || m.search == nil {
		return nil
	}
	id := m.search.id
	return tea.Tick(m.cfg.Animate, func(time.Time) tea.Msg { return frameMsg{id} })
}

// stopSearch cancels the search under way, if any; its answer is ignored.
func (m *Model) stopSearch() {
	if m.search != nil {
		m.search.cancel()
		m.search = nil
	}
}

// searchDone takes a search's answer: the computer's move is played, a hint
// shown, a draw offer answered.
func (m *Model) searchDone(d searchDone) tea.Cmd {
	if m.search == nil || d.id != m.search.id {
		return nil // cancelled: the game has moved on
	}
	m.search = nil
	if d.err != nil || d.rep.Move == nil {
		m.setError("the computer could not search: %v", d.err)
		return nil
	}
	switch d.kind {
	case searchMove:
		if err := m.game.Play(d.rep.Move); err != nil {
			m.setError("the computer's move %v was refused: %v", d.rep.Move, err)
			return nil
		}
		m.setInfo("The computer played %v.", d.rep.Move)
		return m.afterChange()
	case searchHint:
		hint, err := m.viewOf(d.rep.Move)
		if err != nil {
			m.setError("%v", err)
			return nil
		}
		m.hint = &hint
		m.input, m.complete, m.replace = hint.Text, -1, true
		m.setInfo("Hint: %s (%s). Enter plays it, Esc clears it.", hint.Text, reportText(d.rep))
	case searchDraw:
		score := -d.rep.Score // the person is to move: the computer's view is the opposite
		if engine.AcceptsDraw(score, m.game.Len()) {
			if err := m.game.AcceptDraw(m.human.Opponent()); err != nil {
				m.setError("%v", err)
				return nil
			}
			m.setInfo("The computer accepts the draw.")
			return m.afterChange()
		}
		if err := m.game.DeclineDraw(m.human.Opponent()); err != nil {
			m.setError("%v", err)
			return nil
		}
		m.setInfo("The computer declines the draw: %s.", declineReason(score))
	}
	return nil
}

// declineReason says why the computer declined a draw, from its score.
func declineReason(score int) string {
	if score > 0 {
		return "it thinks it stands better"
	}
	return "the game is young and even; play on"
}

// reportText says a search's report for the player to move in words: what
// the endgame databases know of the position, else its score.
func reportText(r engine.Report) string {
	if e, ok := r.Solution(); ok {
		switch {
		case e.Outcome > 0:
			return fmt.Sprintf("wins: the endgame databases say so, %d plies to the next capture or man's move", e.Plies)
		case e.Outcome < 0:
			return fmt.Sprintf("loses: the endgame databases say so, %d plies to the next capture or man's move", e.Plies)
		}
		return "a draw: the endgame databases say so"
	}
	return scoreText(r.Score)
}

// scoreText says a score for the player to move in words.
func scoreText(score int) string {
	if o, ok := engine.Known(score); ok {
		if o > 0 {
			return "wins: the endgame databases say so"
		}
		return "loses: the endgame databases say so"
	}
	if n, ok := engine.WinIn(score); ok {
		if n > 0 {
			return "wins in " + strconv.Itoa(n)
		}
		return "loses in " + strconv.Itoa(-n)
	}
	switch {
	case score > 30:
		return "you stand better"
	case score < -30:
		return "you stand worse"
	}
	return "about even"
}
