package server

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// maxSetupBody bounds POST /api/position's body: a whole view of a
// position, labels and all, is a few kilobytes.
const maxSetupBody = 64 << 10

// setupRequest is the body of POST /api/position: a game's key and a
// position as a board editor holds it (the view's fields).
type setupRequest struct {
	Variant  string         `json:"variant"`
	Position *view.Position `json:"position"`
}

// setupAnswer answers POST /api/position: the position's view (as GET
// /api/position gives it, text included), how many legal moves the player
// to move has, and the result when the position itself ends the game.
type setupAnswer struct {
	view.Position
	// Moves is the number of legal moves of the player to move.
	Moves int `json:"moves"`
	// Over is the result when the position ends the game before any move,
	// such as "Red wins (no legal move)"; empty otherwise. A game cannot
	// start from such a position.
	Over string `json:"over,omitempty"`
}

// handleSetup checks a set-up position with the game's rules: 200 with
// its view, or 400 with the rules' reason.
func (s *Server) handleSetup(w http.ResponseWriter, r *http.Request) {
	b, err := readBody(w, r, maxSetupBody)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req setupRequest
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "malformed JSON body: %v", err))
		return
	}
	if dec.More() {
		s.writeError(w, r, errorf(http.StatusBadRequest, "malformed JSON body: more than one JSON value"))
		return
	}
	g, err := games.Lookup(req.Variant)
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	if req.Position == nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "no position: give the player to move and the pieces"))
		return
	}
	pos, err := g.Display.Compose(*req.Position)
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	pv, err := g.Display.Position(pos)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ans := setupAnswer{Position: pv, Moves: len(pos.Legal())}
	if res := pos.Status(); res.Over() {
		ans.Over = res.String()
	}
	writeJSON(w, http.StatusOK, ans)
}
