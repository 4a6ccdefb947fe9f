package stackem

// This file holds a deliberately simple move generator for Stack'Em, written
// straight from docs/rules (shared/rules/stackem.md) and used only by tests to
// cross-check the fast generator. It favours clarity over speed: the board is
// an array of slices indexed by the square numbers 1–32, geometry is done on
// (file, rank) coordinates, and every move works on a fresh copy of the board.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// refChecker is one checker of a stack.
type refChecker struct{ red, king bool }

// refBoard is a Stack'Em position. sq[n] is the stack on square n (1–32),
// bottom first; an empty or nil slice is an empty square; sq[0] is unused.
type refBoard struct {
	sq        [33][]refChecker
	redToMove bool
}

// refMove is one move: the square it starts from and every landing square in
// order (a single element for a simple move).
type refMove struct {
	From int
	Path []int
}

// refMaxCheckers is the number of checkers of each colour in a game.
const refMaxCheckers = 12

// refStart is the start position's text.
const refStart = "R 1:r 2:r 3:r 4:r 5:r 6:r 7:r 8:r 9:r 10:r 11:r 12:r " +
	"21:b 22:b 23:b 24:b 25:b 26:b 27:b 28:b 29:b 30:b 31:b 32:b"

// refCoord returns the file (0 = a … 7 = h) and rank (1 … 8) of square n.
func refCoord(n int) (file, rank int) {
	row := (n - 1) / 4 // row 0 is rank 8
	file = 2 * ((n - 1) % 4)
	if row%2 == 0 {
		file++
	}
	return file, 8 - row
}

// refSquare returns the number of the dark square on file (0–7) and rank
// (1–8), or 0 when that square is off the board or light.
func refSquare(file, rank int) int {
	if file < 0 || file > 7 || rank < 1 || rank > 8 {
		return 0
	}
	row := 8 - rank
	if (file+row)%2 == 0 {
		return 0 // light square
	}
	return row*4 + file/2 + 1
}

// refDirs are the four diagonal steps (file, rank), in the order the generator
// tries them: up-left, up-right, down-left, down-right. "Up" is toward rank 8,
// so this is also the order of increasing square number.
var refDirs = [4][2]int{{-1, +1}, {+1, +1}, {-1, -1}, {+1, -1}}

// refMayGo reports whether a stack topped by top may move or jump with the
// given rank step: a king goes anywhere, a red piece only down (toward rank 1,
// higher numbers), a black piece only up.
func refMayGo(top refChecker, dRank int) bool {
	if top.king {
		return true
	}
	if top.red {
		return dRank < 0
	}
	return dRank > 0
}

// refKingMeRow reports whether square n is on the King Me row of the player
// (red or not): squares 29–32 for Red, 1–4 for Black.
func refKingMeRow(n int, red bool) bool {
	if red {
		return n >= 29 && n <= 32
	}
	return n >= 1 && n <= 4
}

// clone returns a deep copy of b.
func (b refBoard) clone() refBoard {
	c := refBoard{redToMove: b.redToMove}
	for n := 1; n <= 32; n++ {
		if len(b.sq[n]) > 0 {
			c.sq[n] = append([]refChecker(nil), b.sq[n]...)
		}
	}
	return c
}

// top returns the top checker of square n; ok is false for an empty square.
func (b refBoard) top(n int) (c refChecker, ok bool) {
	s := b.sq[n]
	if len(s) == 0 {
		return refChecker{}, false
	}
	return s[len(s)-1], true
}

// refLetter is the text letter of a checker.
func refLetter(c refChecker) byte {
	switch {
	case c.red && c.king:
		return 'R'
	case c.red:
		return 'r'
	case c.king:
		return 'B'
	default:
		return 'b'
	}
}

// text returns the canonical position text: the side to move, then every
// occupied square in ascending order as N:checkers, bottom first.
func (b refBoard) text() string {
	var sb strings.Builder
	if b.redToMove {
		sb.WriteString("R")
	} else {
		sb.WriteString("B")
	}
	for n := 1; n <= 32; n++ {
		if len(b.sq[n]) == 0 {
			continue
		}
		fmt.Fprintf(&sb, " %d:", n)
		for _, c := range b.sq[n] {
			sb.WriteByte(refLetter(c))
		}
	}
	return sb.String()
}

// refParseSquare parses a square number written in plain decimal, 1–32.
func refParseSquare(s string) (int, error) {
	if s == "" {
		return 0, errors.New("missing square number")
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("bad square number %q", s)
		}
	}
	if s[0] == '0' || len(s) > 2 {
		return 0, fmt.Errorf("square number %q out of range 1–32", s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 32 {
		return 0, fmt.Errorf("square number %q out of range 1–32", s)
	}
	return n, nil
}

// refParse reads a position text: the side to move (R or B), then tokens
// N:checkers with the checkers of square N bottom first (r, b, R, B; only the
// top may be upper case). It returns an error, never panics, on bad input.
func refParse(text string) (refBoard, error) {
	var b refBoard
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return b, errors.New("empty position text")
	}
	switch fields[0] {
	case "R":
		b.redToMove = true
	case "B":
		b.redToMove = false
	default:
		return b, fmt.Errorf("bad side to move %q, want R or B", fields[0])
	}
	var reds, blacks int
	for _, tok := range fields[1:] {
		num, stack, found := strings.Cut(tok, ":")
		if !found {
			return b, fmt.Errorf("token %q: want N:checkers", tok)
		}
		n, err := refParseSquare(num)
		if err != nil {
			return b, fmt.Errorf("token %q: %v", tok, err)
		}
		if len(b.sq[n]) > 0 {
			return b, fmt.Errorf("token %q: square %d given twice", tok, n)
		}
		if stack == "" {
			return b, fmt.Errorf("token %q: empty stack", tok)
		}
		var s []refChecker
		for i := 0; i < len(stack); i++ {
			var c refChecker
			switch stack[i] {
			case 'r':
				c = refChecker{red: true}
			case 'b':
				c = refChecker{}
			case 'R':
				c = refChecker{red: true, king: true}
			case 'B':
				c = refChecker{king: true}
			default:
				return b, fmt.Errorf("token %q: bad checker %q", tok, stack[i])
			}
			if c.king && i != len(stack)-1 {
				return b, fmt.Errorf("token %q: only the top checker may be a king", tok)
			}
			if c.red {
				reds++
			} else {
				blacks++
			}
			s = append(s, c)
		}
		b.sq[n] = s
	}
	if reds > refMaxCheckers {
		return b, fmt.Errorf("%d red checkers, at most %d", reds, refMaxCheckers)
	}
	if blacks > refMaxCheckers {
		return b, fmt.Errorf("%d black checkers, at most %d", blacks, refMaxCheckers)
	}
	return b, nil
}

// text returns the move in standard notation: "11-15" or "15x24x31".
func (m refMove) text() string {
	if len(m.Path) == 0 {
		return strconv.Itoa(m.From)
	}
	f1, r1 := refCoord(m.From)
	f2, r2 := refCoord(m.Path[0])
	sep := "x"
	if len(m.Path) == 1 && (f2-f1)*(f2-f1) == 1 && (r2-r1)*(r2-r1) == 1 {
		sep = "-"
	}
	parts := []string{strconv.Itoa(m.From)}
	for _, p := range m.Path {
		parts = append(parts, strconv.Itoa(p))
	}
	return strings.Join(parts, sep)
}

// refParseMove reads "11-15" or "15x24x31" into a refMove (no legality check).
func refParseMove(s string) (refMove, error) {
	sep := "x"
	if strings.Contains(s, "-") {
		sep = "-"
	}
	parts := strings.Split(s, sep)
	if len(parts) < 2 || (sep == "-" && len(parts) != 2) {
		return refMove{}, fmt.Errorf("bad move %q", s)
	}
	var m refMove
	for i, p := range parts {
		n, err := refParseSquare(p)
		if err != nil {
			return refMove{}, fmt.Errorf("bad move %q: %v", s, err)
		}
		if i == 0 {
			m.From = n
		} else {
			m.Path = append(m.Path, n)
		}
	}
	return m, nil
}

// jumpOnce makes one jump of the stack on square from in direction dir, as
// the rules order it, on a copy of b. ok is false if that jump is not
// possible. The side to move is not changed.
func (b refBoard) jumpOnce(from int, dir [2]int) (nb refBoard, land int, ok bool) {
	top, occupied := b.top(from)
	if !occupied || !refMayGo(top, dir[1]) {
		return b, 0, false
	}
	f, r := refCoord(from)
	mid := refSquare(f+dir[0], r+dir[1])
	land = refSquare(f+2*dir[0], r+2*dir[1])
	if mid == 0 || land == 0 {
		return b, 0, false
	}
	jumped, occupied := b.top(mid)
	if !occupied || jumped.red == top.red || len(b.sq[land]) > 0 {
		return b, 0, false
	}
	nb = b.clone()
	// 1. The top checker of the jumped stack is captured; a king is demoted.
	captured := refChecker{red: jumped.red}
	nb.sq[mid] = nb.sq[mid][:len(nb.sq[mid])-1]
	if len(nb.sq[mid]) == 0 {
		nb.sq[mid] = nil
	}
	// 2. The jumping stack lands; 3. the captured checker goes to its bottom.
	moving := append([]refChecker{captured}, nb.sq[from]...)
	nb.sq[from] = nil
	// 4. Its top becomes a king.
	moving[len(moving)-1].king = true
	// 5. On the jumping player's King Me row, the opponent's checkers leave.
	if refKingMeRow(land, top.red) {
		moving = refKeepColour(moving, top.red)
	}
	nb.sq[land] = moving
	return nb, land, true
}

// refKeepColour returns the checkers of stack s that belong to the player red.
func refKeepColour(s []refChecker, red bool) []refChecker {
	var kept []refChecker
	for _, c := range s {
		if c.red == red {
			kept = append(kept, c)
		}
	}
	return kept
}

// stepOnce makes the simple move of the stack on square from in direction
// dir on a copy of b; ok is false if it is not possible.
func (b refBoard) stepOnce(from int, dir [2]int) (nb refBoard, to int, ok bool) {
	top, occupied := b.top(from)
	if !occupied || !refMayGo(top, dir[1]) {
		return b, 0, false
	}
	f, r := refCoord(from)
	to = refSquare(f+dir[0], r+dir[1])
	if to == 0 || len(b.sq[to]) > 0 {
		return b, 0, false
	}
	nb = b.clone()
	moving := nb.sq[from]
	nb.sq[from] = nil
	if refKingMeRow(to, top.red) {
		moving[len(moving)-1].king = true // crowns a piece; a king stays one
		moving = refKeepColour(moving, top.red)
	}
	nb.sq[to] = moving
	return nb, to, true
}

// refResult is one legal route and the position it leads to (turn passed).
type refResult struct {
	move  refMove
	after refBoard
}

// routes returns every legal route of the side to move, jump routes if any
// jump exists (jumping is compulsory), simple moves otherwise, in generation
// order: starting squares ascending, then directions in refDirs order, jump
// sequences depth first. Routes leading to the same position are not merged.
func (b refBoard) routes() []refResult {
	var jumps []refResult
	var walk func(cur refBoard, start, at int, path []int)
	walk = func(cur refBoard, start, at int, path []int) {
		more := false
		for _, d := range refDirs {
			nb, land, ok := cur.jumpOnce(at, d)
			if !ok {
				continue
			}
			more = true
			next := append(append([]int(nil), path...), land)
			walk(nb, start, land, next)
		}
		if !more && len(path) > 0 {
			after := cur.clone()
			after.redToMove = !b.redToMove
			jumps = append(jumps, refResult{refMove{From: start, Path: path}, after})
		}
	}
	for n := 1; n <= 32; n++ {
		if top, ok := b.top(n); ok && top.red == b.redToMove {
			walk(b, n, n, nil)
		}
	}
	if len(jumps) > 0 {
		return jumps
	}
	var steps []refResult
	for n := 1; n <= 32; n++ {
		top, ok := b.top(n)
		if !ok || top.red != b.redToMove {
			continue
		}
		for _, d := range refDirs {
			nb, to, ok := b.stepOnce(n, d)
			if !ok {
				continue
			}
			nb.redToMove = !b.redToMove
			steps = append(steps, refResult{refMove{From: n, Path: []int{to}}, nb})
		}
	}
	return steps
}

// results returns the legal moves with the positions they lead to, routes
// that leave the same position merged into the first one found.
func (b refBoard) results() []refResult {
	var out []refResult
	seen := map[string]bool{}
	for _, r := range b.routes() {
		key := r.after.text()
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, r)
	}
	return out
}

// moves returns the legal moves, routes leaving the same position merged.
func (b refBoard) moves() []refMove {
	var ms []refMove
	for _, r := range b.results() {
		ms = append(ms, r.move)
	}
	return ms
}

// tryPlay returns the position after m, which may be any legal route,
// including one merged away by moves; an illegal m is an error.
func (b refBoard) tryPlay(m refMove) (refBoard, error) {
	for _, r := range b.routes() {
		if r.move.From == m.From && equalInts(r.move.Path, m.Path) {
			return r.after, nil
		}
	}
	return b, fmt.Errorf("illegal move %s in %s", m.text(), b.text())
}

// play returns the position after the legal move m (turn passed). It panics
// on an illegal move; use tryPlay to get an error instead.
func (b refBoard) play(m refMove) refBoard {
	nb, err := b.tryPlay(m)
	if err != nil {
		panic(err)
	}
	return nb
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// refPerft counts the distinct move sequences of the given depth from b
// (depth 0 is 1; a side with no legal move has 0 below depth 0).
func refPerft(b refBoard, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	rs := b.results()
	if depth == 1 {
		return uint64(len(rs))
	}
	var n uint64
	for _, r := range rs {
		n += refPerft(r.after, depth-1)
	}
	return n
}
