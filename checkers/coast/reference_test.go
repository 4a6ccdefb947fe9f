package coast

// This file holds a deliberately simple move generator for Coast-to-Coast,
// written straight from the rules (shared/rules/coast-to-coast.md and
// shared/rules/README.md) and used only by tests to cross-check the fast
// generator. It favours clarity over speed: the board is an [8][8] array
// indexed by (file, rank), the directions are explicit (df, dr) lists, chains
// are found by a breadth-first search over landing squares, and boards are
// copied freely. It shares no code with the fast generator.
//
// Position text (the project's decision):
//
//	SIDE:Rsquares/N:Bsquares/N[:pass]
//
// SIDE is B or R, the player to move. The R and B sections may come in either
// order on input; each lists that colour's checkers as algebraic squares
// separated by commas, a K before a king's square, then /N, the number of that
// colour's checkers already borne off (omitted on input means 0). A final
// :pass means the last move was a pass. The written form puts R before B,
// pieces before kings, each group in ascending square order (a1 < b1 < … < h1
// < a2 < … < h8), and always writes /N.
//
// Move text: a step c3-d4; a chain lists every landing, c3:e5:e7; a crowning
// move writes the free move's landings after a +, g7-h8+h7, f6:h8+f8:d8; a
// pass is "pass"; bearing off is the landing on the home, b2-a1.
//
// The game's "no progress" and repetition draws are not modelled: the
// position text carries no move counter or history, and perft ignores them.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Colours, as the letters of the position text.
const (
	refRed   byte = 'R'
	refBlack byte = 'B'
)

// refCheckers is the number of checkers of each colour in a game.
const refCheckers = 12

// refStartText is the start position in canonical text.
const refStartText = "B:Rb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4/0:" +
	"Bg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8/0"

// refSq is a square: f is the file (0 = a … 7 = h), r the rank (0 = 1 … 7 = 8).
// It also serves as a direction (df, dr).
type refSq struct{ f, r int }

func (s refSq) on() bool { return s.f >= 0 && s.f < 8 && s.r >= 0 && s.r < 8 }

func (s refSq) plus(d refSq) refSq { return refSq{s.f + d.f, s.r + d.r} }

func (s refSq) String() string {
	return string(rune('a'+s.f)) + string(rune('1'+s.r))
}

// refSqAt is the square numbered i when the squares are ordered
// a1 < b1 < … < h1 < a2 < … < h8 (from 0).
func refSqAt(i int) refSq { return refSq{i % 8, i / 8} }

// refParseSq reads a square such as "c3".
func refParseSq(t string) (refSq, bool) {
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return refSq{}, false
	}
	return refSq{int(t[0] - 'a'), int(t[1] - '1')}, true
}

// refHome is a colour's own home, where its kings are borne off: Red's is a1,
// Black's is h8. A colour's pieces crown on the other colour's home.
func refHome(c byte) refSq {
	if c == refRed {
		return refSq{0, 0}
	}
	return refSq{7, 7}
}

func refOther(c byte) byte {
	if c == refRed {
		return refBlack
	}
	return refRed
}

// Red's directions, from the rules' table. Black's are their negatives.
var (
	refRedPieceDirs = []refSq{
		{+1, +1},         // forward
		{+1, 0}, {0, +1}, // diagonally toward the opponent's home
		{+1, -1}, {-1, +1}, // sideways
	}
	refRedKingOnlyDirs = []refSq{
		{-1, -1}, {-1, 0}, {0, -1}, // backward
	}
)

// refDirs lists the directions of a checker of colour c.
func refDirs(c byte, king bool) []refSq {
	var red []refSq
	red = append(red, refRedPieceDirs...)
	if king {
		red = append(red, refRedKingOnlyDirs...)
	}
	if c == refRed {
		return red
	}
	black := make([]refSq, len(red))
	for i, d := range red {
		black[i] = refSq{-d.f, -d.r}
	}
	return black
}

// refCell is what stands on a square: color 0 for an empty square.
type refCell struct {
	color byte
	king  bool
}

// refBoard is a Coast-to-Coast position. It is comparable with ==.
type refBoard struct {
	cells  [8][8]refCell // [file][rank]
	toMove byte          // refRed or refBlack
	offRed int           // Red checkers borne off
	offBlk int           // Black checkers borne off
	pass   bool          // the last move was a pass
	drawn  bool          // two passes in a row were made: the game is a draw
}

func (b refBoard) at(s refSq) refCell { return b.cells[s.f][s.r] }

func (b *refBoard) put(s refSq, c refCell) { b.cells[s.f][s.r] = c }

func (b refBoard) empty(s refSq) bool { return b.at(s).color == 0 }

func (b refBoard) off(c byte) int {
	if c == refRed {
		return b.offRed
	}
	return b.offBlk
}

func (b *refBoard) addOff(c byte) {
	if c == refRed {
		b.offRed++
	} else {
		b.offBlk++
	}
}

// refStart returns the start position.
func refStart() refBoard {
	b, err := refParse(refStartText)
	if err != nil {
		panic(err)
	}
	return b
}

// refParse reads a position text. It never panics.
func refParse(text string) (refBoard, error) {
	var b refBoard
	parts := strings.Split(text, ":")
	if len(parts) != 3 && len(parts) != 4 {
		return refBoard{}, fmt.Errorf("position %q: want SIDE:R…:B…[:pass]", text)
	}
	switch parts[0] {
	case "R":
		b.toMove = refRed
	case "B":
		b.toMove = refBlack
	default:
		return refBoard{}, fmt.Errorf("position %q: side to move %q is not R or B", text, parts[0])
	}
	if len(parts) == 4 {
		if parts[3] != "pass" {
			return refBoard{}, fmt.Errorf("position %q: unexpected %q after the sections", text, parts[3])
		}
		b.pass = true
	}
	seen := map[byte]bool{}
	for _, sec := range parts[1:3] {
		if sec == "" || (sec[0] != refRed && sec[0] != refBlack) {
			return refBoard{}, fmt.Errorf("position %q: section %q does not start with R or B", text, sec)
		}
		c := sec[0]
		if seen[c] {
			return refBoard{}, fmt.Errorf("position %q: two %c sections", text, c)
		}
		seen[c] = true
		list, count, hasCount := strings.Cut(sec[1:], "/")
		off := 0
		if hasCount {
			if len(count) < 1 || len(count) > 2 || strings.Trim(count, "0123456789") != "" {
				return refBoard{}, fmt.Errorf("position %q: bad borne-off count %q", text, count)
			}
			n, err := strconv.Atoi(count)
			if err != nil || n > refCheckers {
				return refBoard{}, fmt.Errorf("position %q: bad borne-off count %q", text, count)
			}
			off = n
		}
		onBoard := 0
		if list != "" {
			for _, item := range strings.Split(list, ",") {
				king := strings.HasPrefix(item, "K")
				name := strings.TrimPrefix(item, "K")
				s, ok := refParseSq(name)
				if !ok {
					return refBoard{}, fmt.Errorf("position %q: bad square %q", text, item)
				}
				if s == refHome(refRed) || s == refHome(refBlack) {
					return refBoard{}, fmt.Errorf("position %q: checker on the home %v", text, s)
				}
				if !b.empty(s) {
					return refBoard{}, fmt.Errorf("position %q: square %v given twice", text, s)
				}
				b.put(s, refCell{color: c, king: king})
				onBoard++
			}
		}
		if onBoard+off > refCheckers {
			return refBoard{}, fmt.Errorf("position %q: %c has %d checkers on the board and %d borne off, more than %d",
				text, c, onBoard, off, refCheckers)
		}
		if c == refRed {
			b.offRed = off
		} else {
			b.offBlk = off
		}
	}
	if b.offRed == refCheckers && b.offBlk == refCheckers {
		return refBoard{}, fmt.Errorf("position %q: both colours have borne off every checker", text)
	}
	return b, nil
}

// text writes the canonical position text. A drawn board (two passes in a row)
// is written like the board before the second pass, with :pass: the text
// format has no way to say that the game is over by passes.
func (b refBoard) text() string {
	var sb strings.Builder
	sb.WriteByte(b.toMove)
	for _, c := range []byte{refRed, refBlack} {
		sb.WriteByte(':')
		sb.WriteByte(c)
		var items []string
		for _, king := range []bool{false, true} {
			for i := 0; i < 64; i++ {
				s := refSqAt(i)
				if cell := b.at(s); cell.color == c && cell.king == king {
					if king {
						items = append(items, "K"+s.String())
					} else {
						items = append(items, s.String())
					}
				}
			}
		}
		sb.WriteString(strings.Join(items, ","))
		fmt.Fprintf(&sb, "/%d", b.off(c))
	}
	if b.pass || b.drawn {
		sb.WriteString(":pass")
	}
	return sb.String()
}

// over tells whether the game has ended and how: "R" or "B" when that colour
// has borne off all its checkers, "draw" after two passes in a row.
func (b refBoard) over() (over bool, winner string) {
	switch {
	case b.offRed >= refCheckers:
		return true, "R"
	case b.offBlk >= refCheckers:
		return true, "B"
	case b.drawn:
		return true, "draw"
	}
	return false, ""
}

// refMove is one move. A pass has pass set and nothing else. Otherwise from is
// the checker's square, path every landing of the first part of the turn (one
// square for a step), and free every landing of the free move after a crowning
// (nil when the move does not crown).
type refMove struct {
	pass bool
	from refSq
	path []refSq
	free []refSq
}

func refAdjacent(a, b refSq) bool {
	df, dr := a.f-b.f, a.r-b.r
	return df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// text writes the move text.
func (m refMove) text() string {
	if m.pass {
		return "pass"
	}
	var sb strings.Builder
	sb.WriteString(m.from.String())
	sep := ":"
	if len(m.path) == 1 && refAdjacent(m.from, m.path[0]) {
		sep = "-"
	}
	for _, s := range m.path {
		sb.WriteString(sep)
		sb.WriteString(s.String())
	}
	for i, s := range m.free {
		if i == 0 {
			sb.WriteString("+")
		} else {
			sb.WriteString(":")
		}
		sb.WriteString(s.String())
	}
	return sb.String()
}

// refLeg is one part of a turn: a step or a chain of jumps, by its landings.
type refLeg struct {
	landings []refSq
	crowned  bool // a piece landed on the opponent's home (a free move follows)
	off      bool // a king landed on its own home and is borne off
}

// legs lists every step and every chain of a checker of colour c (a king when
// king is set) standing on start. The board b must no longer hold the moving
// checker: its start square is empty for the whole turn, so nothing can be
// jumped over it. Chains are found breadth first, so shorter ones come first.
// A chain stops when it crowns or bears off; it never lands twice on a square
// nor on start; a king never lands on the opponent's home.
func (b refBoard) legs(c byte, king bool, start refSq) []refLeg {
	oppHome := refHome(refOther(c))
	ownHome := refHome(c)
	// classify tells whether a landing on s is allowed and what it does.
	classify := func(s refSq) (ok, crowned, off bool) {
		switch {
		case s == oppHome && king:
			return false, false, false // a king never lands on the opponent's home
		case s == oppHome:
			return true, true, false
		case s == ownHome && king:
			return true, false, true
		}
		return true, false, false
	}
	dirs := refDirs(c, king)
	var legs []refLeg

	// Steps.
	for _, d := range dirs {
		to := start.plus(d)
		if !to.on() || !b.empty(to) {
			continue
		}
		if ok, crowned, off := classify(to); ok {
			legs = append(legs, refLeg{landings: []refSq{to}, crowned: crowned, off: off})
		}
	}

	// Chains of jumps, breadth first over the landings made so far.
	queue := [][]refSq{nil}
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		cur := start
		if len(path) > 0 {
			cur = path[len(path)-1]
		}
		for _, d := range dirs {
			over := cur.plus(d)
			to := over.plus(d)
			if !to.on() || b.empty(over) || !b.empty(to) {
				continue
			}
			if to == start || refContains(path, to) {
				continue // never lands twice, never on the start square
			}
			ok, crowned, off := classify(to)
			if !ok {
				continue
			}
			next := append(append([]refSq(nil), path...), to)
			legs = append(legs, refLeg{landings: next, crowned: crowned, off: off})
			if !crowned && !off {
				queue = append(queue, next)
			}
		}
	}
	return legs
}

func refContains(list []refSq, s refSq) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// routes lists every way the checker on from can play, crowning moves expanded
// with each of their free moves, before merging. A crowning leg with no free
// move gives no route: the move onto the opponent's home is then illegal.
func (b refBoard) routes(from refSq) []refMove {
	cell := b.at(from)
	without := b
	without.put(from, refCell{})
	var routes []refMove
	for _, leg := range without.legs(cell.color, cell.king, from) {
		if !leg.crowned {
			routes = append(routes, refMove{from: from, path: leg.landings})
			continue
		}
		routes = append(routes, without.crownings(cell.color, from, leg.landings)...)
	}
	return routes
}

// crownings expands a first part that crowns a piece of colour c on the
// opponent's home into one route per free move: the new king plays a new
// step or chain, in all eight directions, off that home. b must no longer hold
// the moving checker. It returns nil when the king has no free move.
func (b refBoard) crownings(c byte, from refSq, path []refSq) []refMove {
	var routes []refMove
	for _, free := range b.legs(c, true, refHome(refOther(c))) {
		routes = append(routes, refMove{from: from, path: path, free: free.landings})
	}
	return routes
}

// moves lists the legal moves, one per distinct resulting position (the first
// route found is kept), checkers taken in ascending square order. It is [pass]
// when the player has no move, and nil when the game is over.
func (b refBoard) moves() []refMove {
	if over, _ := b.over(); over {
		return nil
	}
	var moves []refMove
	seen := map[refBoard]bool{}
	for i := 0; i < 64; i++ {
		s := refSqAt(i)
		if b.at(s).color != b.toMove {
			continue
		}
		for _, m := range b.routes(s) {
			after := b.play(m)
			if seen[after] {
				continue
			}
			seen[after] = true
			moves = append(moves, m)
		}
	}
	if len(moves) == 0 {
		return []refMove{{pass: true}}
	}
	return moves
}

// play returns the position after the move m, which it does not check.
func (b refBoard) play(m refMove) refBoard {
	next := b
	next.toMove = refOther(b.toMove)
	if m.pass {
		if b.pass {
			next.drawn = true
		}
		next.pass = true
		return next
	}
	next.pass = false
	cell := next.at(m.from)
	next.put(m.from, refCell{})
	to := m.path[len(m.path)-1]
	if len(m.free) > 0 {
		to = m.free[len(m.free)-1]
		cell.king = true
	}
	if cell.king && to == refHome(cell.color) {
		next.addOff(cell.color)
		return next
	}
	next.put(to, cell)
	return next
}

// refPerft counts the leaves of the move tree depth plies deep. A pass is a
// move; a finished game has no moves.
func refPerft(b refBoard, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range b.moves() {
		n += refPerft(b.play(m), depth-1)
	}
	return n
}

// find returns the legal move of b whose text is text.
func (b refBoard) find(text string) (refMove, error) {
	for _, m := range b.moves() {
		if m.text() == text {
			return m, nil
		}
	}
	return refMove{}, errors.New("no legal move " + text + " in " + b.text())
}
