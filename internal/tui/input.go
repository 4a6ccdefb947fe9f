package tui

import (
	"strings"
)

// completions returns the legal moves whose text starts with what is typed
// (ignoring case), in the order of the legal moves.
func (m *Model) completions() []string {
	typed := strings.ToLower(m.input)
	var out []string
	for _, mv := range m.moves {
		if strings.HasPrefix(strings.ToLower(mv.Text), typed) {
			out = append(out, mv.Text)
		}
	}
	return out
}

// completeInput completes the typed move: to the longest text all matching
// moves share, then, on later presses, through the matching moves one by
// one (dir 1 forward, -1 back).
func (m *Model) completeInput(dir int) {
	m.replace = false // the entry is being edited now
	if m.complete >= 0 {
		m.cycle(dir)
		return
	}
	matches := m.completions()
	switch len(matches) {
	case 0:
		if len(m.moves) == 0 {
			m.setError("No move to complete: %s", strings.TrimSuffix(m.whyNotNow(), "."))
			return
		}
		m.setError("No legal move starts with %q.", m.input)
		return
	case 1:
		m.input = matches[0]
		m.setInfo("Enter plays %s.", matches[0])
		return
	}
	if p := commonPrefix(matches); len(p) > len(m.input) {
		m.input = p
		return
	}
	m.cycle(dir)
}

// cycle steps through the moves that match the text typed before the
// first step.
func (m *Model) cycle(dir int) {
	if m.complete < 0 {
		m.base = m.input
		m.complete = 0
		if dir < 0 {
			m.complete = -2 // stepped to the last below
		}
	} else {
		m.complete += dir
	}
	typed := m.input
	m.input = m.base
	matches := m.completions()
	m.input = typed
	if len(matches) == 0 {
		m.complete = -1
		return
	}
	i := ((m.complete % len(matches)) + len(matches)) % len(matches)
	if m.complete == -2 {
		i = len(matches) - 1
	}
	m.complete = i
	m.input = matches[i]
}

// commonPrefix returns the longest prefix the texts share.
func commonPrefix(texts []string) string {
	p := texts[0]
	for _, t := range texts[1:] {
		for !strings.HasPrefix(strings.ToLower(t), strings.ToLower(p)) {
			p = p[:len(p)-1]
		}
	}
	return p
}
