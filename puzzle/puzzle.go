package puzzle

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// Puzzle is one puzzle: a position, the line that solves it and what the
// line does. It is one line of a set's JSON-lines file, with these fields.
type Puzzle struct {
	// ID names the puzzle: a hash of its game, position and first move,
	// so that the same puzzle found twice has one ID.
	ID string `json:"id"`
	// Variant is the game's key, such as "standard".
	Variant string `json:"variant"`
	// Position is the position to solve in the game's position text (the
	// PDN FEN for the numbered games, the documented texts of Stack'Em and
	// Coast-to-Coast); the player to move is the solver.
	Position string `json:"position"`
	// Line is the solution, in the game's notation: the solver's moves at
	// even indexes, the opponent's replies (the engine's best) between
	// them. It ends with a solver's move.
	Line []string `json:"line"`
	// Refutations has one entry for each solver's move of Line (Line[2i]
	// for Refutations[i]): the opponent's best reply to each other legal
	// move, by that move's text. A wrong move is shown with it.
	Refutations []map[string]string `json:"refutations,omitempty"`
	// Also are other moves accepted in place of the line's last move, as
	// good as it (within the finder's Gain of its score: the same win in
	// another order, say); only a one-move puzzle found so has them.
	Also []string `json:"also,omitempty"`
	// Themes say what the line does (see Themes for the names).
	Themes []string `json:"themes"`
	// Rating is the puzzle's starting rating, before anyone tried it.
	Rating float64 `json:"rating"`
	// Score is the engine's score of Position for the solver, in
	// hundredths of a man (a proved win is beyond ±30 000).
	Score int `json:"score"`
	// Source says which game it came from (its PDN Event, Round and
	// players), Ply how many plies that game had played before Position,
	// and Mistake the move that led to it.
	Source  string `json:"source,omitempty"`
	Ply     int    `json:"ply,omitempty"`
	Mistake string `json:"mistake,omitempty"`
}

// SolverMoves returns how many moves the solver makes in the line.
func (p *Puzzle) SolverMoves() int { return (len(p.Line) + 1) / 2 }

// idOf returns the ID of the puzzle of game key at position with first
// move first.
func idOf(key, position, first string) string {
	sum := sha256.Sum256([]byte(key + "\n" + position + "\n" + first))
	return hex.EncodeToString(sum[:6])
}

// Start returns the puzzle's game: its rules from the table of games and
// a game that starts at Position. The error says what is wrong with the
// puzzle's game or position.
func (p *Puzzle) Start() (*games.Game, *checkers.Game, error) {
	g, err := games.Lookup(p.Variant)
	if err != nil {
		return nil, nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	pos, err := g.Variant.ParsePosition(p.Position)
	if err != nil {
		return nil, nil, fmt.Errorf("puzzle %s: position %q: %w", p.ID, p.Position, err)
	}
	return g, checkers.NewGameFrom(g.Variant, pos), nil
}

// Check replays the puzzle's line on its position and checks the fields:
// a known game, a line of legal moves that ends with the solver's move and
// leaves the game going until its last move, refutations of legal moves,
// known themes. The error says which field or move is wrong.
func (p *Puzzle) Check() error {
	if p.ID == "" {
		return errors.New("a puzzle without an id")
	}
	_, g, err := p.Start()
	if err != nil {
		return err
	}
	if len(p.Line) == 0 || len(p.Line)%2 == 0 {
		return fmt.Errorf("puzzle %s: a line of %d moves; want an odd number (it ends with the solver's move)", p.ID, len(p.Line))
	}
	if len(p.Refutations) > p.SolverMoves() {
		return fmt.Errorf("puzzle %s: %d refutations for %d solver's moves", p.ID, len(p.Refutations), p.SolverMoves())
	}
	for i, text := range p.Line {
		if g.Result().Over() {
			return fmt.Errorf("puzzle %s: move %d %q comes after the game ended (%v)", p.ID, i+1, text, g.Result())
		}
		if i%2 == 0 && i/2 < len(p.Refutations) {
			for wrong, reply := range p.Refutations[i/2] {
				if err := checkRefutation(g, wrong, reply); err != nil {
					return fmt.Errorf("puzzle %s: refutation at move %d: %w", p.ID, i+1, err)
				}
			}
		}
		if i == len(p.Line)-1 {
			if err := checkAlso(g, text, p.Also); err != nil {
				return fmt.Errorf("puzzle %s: %w", p.ID, err)
			}
		}
		if err := g.PlayText(text); err != nil {
			return fmt.Errorf("puzzle %s: move %d %q: %w", p.ID, i+1, text, err)
		}
	}
	for _, t := range p.Themes {
		if _, ok := themeNames[t]; !ok {
			return fmt.Errorf("puzzle %s: unknown theme %q; want one of %s", p.ID, t, strings.Join(ThemeNames(), ", "))
		}
	}
	return nil
}

// checkAlso checks the moves also accepted in place of last, the line's
// last move, in g's position: legal, and none of them last or twice.
func checkAlso(g *checkers.Game, last string, also []string) error {
	pos := g.Position()
	seen := map[string]bool{}
	if m, err := pos.ParseMove(last); err == nil {
		seen[m.String()] = true
	}
	for _, text := range also {
		m, err := pos.ParseMove(text)
		if err != nil {
			return fmt.Errorf("also %q: %w", text, err)
		}
		if seen[m.String()] {
			return fmt.Errorf("also %q: the move is the line's or given twice", text)
		}
		seen[m.String()] = true
	}
	if len(also) > 0 && len(seen) == len(pos.Legal()) {
		return fmt.Errorf("the line's last move %q and also %v are every legal move: none is wrong", last, also)
	}
	return nil
}

// checkRefutation checks that wrong is legal in g's position and reply,
// unless the game ends with wrong, legal after it.
func checkRefutation(g *checkers.Game, wrong, reply string) error {
	c := g.Clone()
	if err := c.PlayText(wrong); err != nil {
		return fmt.Errorf("wrong move %q: %w", wrong, err)
	}
	if reply == "" && c.Result().Over() {
		return nil
	}
	if err := c.PlayText(reply); err != nil {
		return fmt.Errorf("reply %q to %q: %w", reply, wrong, err)
	}
	return nil
}

// Read reads a set of puzzles: JSON lines, one Puzzle each (blank lines
// are skipped), each checked (Puzzle.Check). The error names the line that
// is wrong.
func Read(r io.Reader) ([]Puzzle, error) {
	var out []Puzzle
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
	seen := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var p Puzzle
		dec := json.NewDecoder(strings.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			return out, fmt.Errorf("line %d: %w (want one puzzle as a JSON object)", n, err)
		}
		if err := p.Check(); err != nil {
			return out, fmt.Errorf("line %d: %w", n, err)
		}
		if at, ok := seen[p.ID]; ok {
			return out, fmt.Errorf("line %d: puzzle %s again (it was on line %d)", n, p.ID, at)
		}
		seen[p.ID] = n
		out = append(out, p)
	}
	return out, sc.Err()
}

// Write writes puzzles as JSON lines, one a line.
func Write(w io.Writer, puzzles []Puzzle) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range puzzles {
		if err := enc.Encode(&puzzles[i]); err != nil {
			return err
		}
	}
	return nil
}
