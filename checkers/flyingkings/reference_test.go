package flyingkings

// This file holds a deliberately simple move generator for Kings & Flying
// Kings, written straight from the rule book (shared/rules/flying-kings.md and
// shared/rules/README.md) and the decisions of the brief that asked for it,
// and used only by tests to cross-check the fast generator. It favours
// clarity over speed: the board is an array indexed by the square numbers
// 1–32, geometry is done on (file, rank) coordinates, and every move is built
// on a fresh copy of the board. It shares nothing with the package's own code.
//
// Rules as implemented here, in short:
//   - Black starts on 1–12 and moves toward higher numbers (down, rank 8 to 1);
//     Red starts on 21–32 and moves up. Black's King's Row is 1–4, Red's is
//     29–32; a Guard or Prince becomes a King on the opponent's King's Row.
//   - Takes (jumps and push takes) are compulsory, with free choice among them.
//   - A Guard jumps forward only; a Prince and a King jump in all four
//     directions over an adjacent piece. A Guard or Prince that lands on the
//     opponent's King's Row ends its sequence there.
//   - A Flying King jumps along a diagonal over exactly one opposing piece with
//     only empty squares before it, landing on any empty square beyond it up
//     to the next occupied square; if some of those landings allow a further
//     jump, only those are allowed (Russian rule).
//   - During a sequence the start square is empty, captured pieces stay on the
//     board (they block and cannot be jumped twice) and are removed at the end.
//   - Push take: a Prince, King or Flying King of the side to move on 17, 20,
//     13 or 16 takes an opposing piece on 9, 12, 21 or 24 respectively by
//     moving onto it; the move ends there.
//   - Where the piece ends its move: Guard/Prince on the opponent's King's Row
//     becomes a King; a King on a Morph square (14, 15, 18, 19) becomes a
//     Flying King unless its side already has 3; a Prince on an opponent's
//     Spawn square (Red on 9, 11; Black on 22, 24) spawns a Prince on an empty
//     square of its own King's Row (one move per square), unless that row is
//     full or the side has 6 or more Princes counting the one that landed.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// refKind is the kind of a piece; refNone marks an empty square.
type refKind int

const (
	refNone refKind = iota
	refGuard
	refPrince
	refKing
	refFlying
)

// refPiece is the content of a square.
type refPiece struct {
	kind refKind
	red  bool
}

// refBoard is a Kings & Flying Kings position. sq[n] is square n (1–32);
// sq[0] is unused.
type refBoard struct {
	sq        [33]refPiece
	redToMove bool
}

// refResult is one legal move: the position it leads to (turn passed) and
// every route text that leads there, sorted.
type refResult struct {
	after  refBoard
	routes []string
}

// refStart is the start position's text.
const refStart = "B:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12"

// refMaxFlying is the number of Flying Kings a side may have: a King does not
// morph when its side already has that many.
const refMaxFlying = 3

// refMaxPrinces: no Prince is spawned when the side has this many Princes or
// more, the one that just landed included.
const refMaxPrinces = 6

// refPushes maps each Push Arrow square to the square it takes on.
var refPushes = map[int]int{17: 9, 20: 12, 13: 21, 16: 24}

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

// refStep returns the square k diagonal steps from n in direction d (file,
// rank), or 0 when that is off the board.
func refStep(n int, d [2]int, k int) int {
	f, r := refCoord(n)
	return refSquare(f+k*d[0], r+k*d[1])
}

// refDirs are the four diagonal directions (file, rank).
var refDirs = [4][2]int{{-1, +1}, {+1, +1}, {-1, -1}, {+1, -1}}

// refForward is the rank step that is forward for a side: up for Red, down
// for Black.
func refForward(red bool) int {
	if red {
		return +1
	}
	return -1
}

// refKingsRow reports whether square n is on the King's Row (back row) of
// the side red: 29–32 for Red, 1–4 for Black.
func refKingsRow(n int, red bool) bool {
	if red {
		return n >= 29 && n <= 32
	}
	return n >= 1 && n <= 4
}

// refMorph reports whether n is a Morph square.
func refMorph(n int) bool {
	return n == 14 || n == 15 || n == 18 || n == 19
}

// refSpawnFor reports whether n is a Spawn square on which a Prince of the
// side red spawns: Black's squares 9 and 11 for a Red Prince, Red's squares
// 22 and 24 for a Black Prince.
func refSpawnFor(n int, red bool) bool {
	if red {
		return n == 9 || n == 11
	}
	return n == 22 || n == 24
}

// count returns how many pieces of the side red, of the given kind (refNone:
// any kind), stand on the board.
func (b refBoard) count(red bool, kind refKind) int {
	c := 0
	for n := 1; n <= 32; n++ {
		p := b.sq[n]
		if p.kind != refNone && p.red == red && (kind == refNone || p.kind == kind) {
			c++
		}
	}
	return c
}

// points returns the points of the side red: Guard 0, Prince 1, King 3,
// Flying King 5.
func (b refBoard) points(red bool) int {
	return b.count(red, refPrince) + 3*b.count(red, refKing) + 5*b.count(red, refFlying)
}

// refLetters are the text letters of the kinds.
var refLetters = map[refKind]byte{refGuard: 'G', refPrince: 'P', refKing: 'K', refFlying: 'F'}

// text returns the canonical position text: turn, then ":R" and Red's pieces,
// then ":B" and Black's pieces, each in ascending square order.
func (b refBoard) text() string {
	var sb strings.Builder
	if b.redToMove {
		sb.WriteString("R")
	} else {
		sb.WriteString("B")
	}
	for _, red := range []bool{true, false} {
		if red {
			sb.WriteString(":R")
		} else {
			sb.WriteString(":B")
		}
		first := true
		for n := 1; n <= 32; n++ {
			p := b.sq[n]
			if p.kind == refNone || p.red != red {
				continue
			}
			if !first {
				sb.WriteByte(',')
			}
			first = false
			sb.WriteByte(refLetters[p.kind])
			sb.WriteString(strconv.Itoa(n))
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
	n, err := strconv.Atoi(s)
	if err != nil || s[0] == '0' || n < 1 || n > 32 {
		return 0, fmt.Errorf("square number %q out of range 1–32", s)
	}
	return n, nil
}

// refParse reads a position text "<turn>:R<list>:B<list>": turn B or R; the
// R and B sections in either order, each exactly once, a list possibly
// empty; each entry a kind letter (G, P, K, F) and a square 1–32 or an
// ascending range "G21-24". Letters may be in either case; whitespace around
// the whole text is ignored. Bad input is an error, never a panic.
func refParse(text string) (refBoard, error) {
	var b refBoard
	parts := strings.Split(strings.TrimSpace(text), ":")
	if len(parts) != 3 {
		return b, fmt.Errorf("position %q: want <turn>:R<pieces>:B<pieces>", text)
	}
	switch strings.ToUpper(parts[0]) {
	case "R":
		b.redToMove = true
	case "B":
		b.redToMove = false
	default:
		return b, fmt.Errorf("bad turn %q, want R or B", parts[0])
	}
	seen := map[bool]bool{}
	for _, sec := range parts[1:] {
		if sec == "" {
			return b, errors.New("empty section, want R<pieces> or B<pieces>")
		}
		var red bool
		switch sec[0] {
		case 'R', 'r':
			red = true
		case 'B', 'b':
			red = false
		default:
			return b, fmt.Errorf("section %q: want R or B first", sec)
		}
		if seen[red] {
			return b, fmt.Errorf("section %q given twice", sec[:1])
		}
		seen[red] = true
		list := sec[1:]
		if list == "" {
			continue
		}
		for _, entry := range strings.Split(list, ",") {
			if entry == "" {
				return b, fmt.Errorf("section %q: empty entry", sec)
			}
			var kind refKind
			switch entry[0] {
			case 'G', 'g':
				kind = refGuard
			case 'P', 'p':
				kind = refPrince
			case 'K', 'k':
				kind = refKing
			case 'F', 'f':
				kind = refFlying
			default:
				return b, fmt.Errorf("entry %q: bad kind letter", entry)
			}
			lo, hi := 0, 0
			if from, to, isRange := strings.Cut(entry[1:], "-"); isRange {
				var err error
				if lo, err = refParseSquare(from); err != nil {
					return b, fmt.Errorf("entry %q: %v", entry, err)
				}
				if hi, err = refParseSquare(to); err != nil {
					return b, fmt.Errorf("entry %q: %v", entry, err)
				}
				if lo >= hi {
					return b, fmt.Errorf("entry %q: range must ascend", entry)
				}
			} else {
				n, err := refParseSquare(entry[1:])
				if err != nil {
					return b, fmt.Errorf("entry %q: %v", entry, err)
				}
				lo, hi = n, n
			}
			for n := lo; n <= hi; n++ {
				if b.sq[n].kind != refNone {
					return b, fmt.Errorf("entry %q: square %d given twice", entry, n)
				}
				b.sq[n] = refPiece{kind: kind, red: red}
			}
		}
	}
	return b, nil
}

// refRoute is one way of playing: its text and the position after it.
type refRoute struct {
	text  string
	after refBoard
}

// refPath writes a route: the start square and each later square, joined by
// sep.
func refPath(from int, path []int, sep string) string {
	parts := []string{strconv.Itoa(from)}
	for _, n := range path {
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, sep)
}

// finish ends a move: the piece p of the side to move leaves square from
// and ends on square to, the pieces on the captured squares are removed,
// then promotion, morph and spawn apply where the piece ends, and the turn
// passes. name is the route text without a spawn suffix. It returns one
// route, or one per spawn square.
func (b refBoard) finish(from, to int, captured []int, name string) []refRoute {
	nb := b // refBoard is an array value: this is a fresh copy
	p := nb.sq[from]
	nb.sq[from] = refPiece{}
	for _, c := range captured {
		nb.sq[c] = refPiece{}
	}
	red := p.red
	switch {
	case (p.kind == refGuard || p.kind == refPrince) && refKingsRow(to, !red):
		p.kind = refKing // promotion on the opponent's King's Row
	case p.kind == refKing && refMorph(to) && nb.count(red, refFlying) < refMaxFlying:
		p.kind = refFlying // morph; p was a King at the start of the move
	}
	nb.sq[to] = p
	nb.redToMove = !b.redToMove
	if p.kind == refPrince && refSpawnFor(to, red) && nb.count(red, refPrince) < refMaxPrinces {
		var out []refRoute
		for n := 1; n <= 32; n++ {
			if refKingsRow(n, red) && nb.sq[n].kind == refNone {
				sb := nb
				sb.sq[n] = refPiece{kind: refPrince, red: red}
				out = append(out, refRoute{name + "+" + strconv.Itoa(n), sb})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return []refRoute{{name, nb}}
}

// refJump is one jump of a sequence: the square of the piece jumped and the
// square landed on.
type refJump struct{ over, land int }

// jumpsFrom returns the jumps that the piece p can make from square at, when
// the squares in captured hold pieces already captured in this sequence (they
// are still on b) and the piece's start square has already been emptied on b.
// For a Flying King every landing square is returned; the Russian rule is
// applied by the caller.
func (b refBoard) jumpsFrom(p refPiece, at int, captured []int) []refJump {
	var out []refJump
	enemy := func(n int) bool {
		q := b.sq[n]
		return q.kind != refNone && q.red != p.red && !slices.Contains(captured, n)
	}
	for _, d := range refDirs {
		if p.kind == refGuard && d[1] != refForward(p.red) {
			continue // a Guard jumps forward only
		}
		if p.kind != refFlying {
			over, land := refStep(at, d, 1), refStep(at, d, 2)
			if over != 0 && land != 0 && enemy(over) && b.sq[land].kind == refNone {
				out = append(out, refJump{over, land})
			}
			continue
		}
		k := 1
		for refStep(at, d, k) != 0 && b.sq[refStep(at, d, k)].kind == refNone {
			k++
		}
		over := refStep(at, d, k)
		if over == 0 || !enemy(over) {
			continue // off the board, own piece, or a piece captured already
		}
		for j := k + 1; ; j++ {
			land := refStep(at, d, j)
			if land == 0 || b.sq[land].kind != refNone {
				break // captured pieces still stand here and block
			}
			out = append(out, refJump{over, land})
		}
	}
	return out
}

// jumpRoutes returns every complete jump sequence of the piece on square
// from.
func (b refBoard) jumpRoutes(from int) []refRoute {
	p := b.sq[from]
	work := b
	work.sq[from] = refPiece{} // the start square is empty during the sequence
	var out []refRoute
	var walk func(at int, path, captured []int)
	walk = func(at int, path, captured []int) {
		if len(path) > 0 && (p.kind == refGuard || p.kind == refPrince) && refKingsRow(at, !p.red) {
			// Reaching the opponent's King's Row ends the sequence.
			out = append(out, b.finish(from, at, captured, refPath(from, path, "x"))...)
			return
		}
		jumps := work.jumpsFrom(p, at, captured)
		if p.kind == refFlying {
			// Russian rule, for each piece that can be jumped: if some of
			// its landing squares let the Flying King jump on, only those
			// are allowed.
			goesOn := map[refJump]bool{}
			someGoOn := map[int]bool{} // by the square of the jumped piece
			for _, j := range jumps {
				if len(work.jumpsFrom(p, j.land, append(slices.Clone(captured), j.over))) > 0 {
					goesOn[j] = true
					someGoOn[j.over] = true
				}
			}
			var kept []refJump
			for _, j := range jumps {
				if goesOn[j] || !someGoOn[j.over] {
					kept = append(kept, j)
				}
			}
			jumps = kept
		}
		if len(jumps) == 0 {
			if len(path) > 0 {
				out = append(out, b.finish(from, at, captured, refPath(from, path, "x"))...)
			}
			return
		}
		for _, j := range jumps {
			walk(j.land, append(slices.Clone(path), j.land), append(slices.Clone(captured), j.over))
		}
	}
	walk(from, nil, nil)
	return out
}

// stepRoutes returns the non-taking moves of the piece on square from.
func (b refBoard) stepRoutes(from int) []refRoute {
	p := b.sq[from]
	var out []refRoute
	for _, d := range refDirs {
		if (p.kind == refGuard || p.kind == refPrince) && d[1] != refForward(p.red) {
			continue // Guards and Princes step forward only
		}
		for k := 1; ; k++ {
			to := refStep(from, d, k)
			if to == 0 || b.sq[to].kind != refNone {
				break
			}
			out = append(out, b.finish(from, to, nil, refPath(from, []int{to}, "-"))...)
			if p.kind != refFlying {
				break // only a Flying King goes further than one square
			}
		}
	}
	return out
}

// routes returns every legal route of the side to move, unmerged: the takes
// (jump sequences and push takes) if there is any, else the steps. It does
// not look at whether the game is over; see results.
func (b refBoard) routes() []refRoute {
	var takes []refRoute
	for n := 1; n <= 32; n++ {
		p := b.sq[n]
		if p.kind == refNone || p.red != b.redToMove {
			continue
		}
		takes = append(takes, b.jumpRoutes(n)...)
		if target, ok := refPushes[n]; ok && p.kind != refGuard {
			if q := b.sq[target]; q.kind != refNone && q.red != p.red {
				takes = append(takes, b.finish(n, target, []int{target}, refPath(n, []int{target}, "x"))...)
			}
		}
	}
	if len(takes) > 0 {
		return takes
	}
	var steps []refRoute
	for n := 1; n <= 32; n++ {
		if p := b.sq[n]; p.kind != refNone && p.red == b.redToMove {
			steps = append(steps, b.stepRoutes(n)...)
		}
	}
	return steps
}

// refSideName is the name of a side in result texts.
func refSideName(red bool) string {
	if red {
		return "Red"
	}
	return "Black"
}

// materialStatus is status without the "no legal move" check.
func (b refBoard) materialStatus() string {
	mover := b.redToMove
	switch {
	case b.count(mover, refNone) == 0:
		return refSideName(!mover) + " wins (all pieces captured)"
	case b.count(!mover, refNone) == 0:
		return refSideName(mover) + " wins (all pieces captured)"
	case b.count(true, refNone) <= 2 && b.count(false, refNone) <= 2:
		rp, bp := b.points(true), b.points(false)
		switch {
		case rp > bp:
			return "Red wins (points after the small-material end)"
		case bp > rp:
			return "Black wins (points after the small-material end)"
		default:
			return "draw (points after the small-material end)"
		}
	}
	return ""
}

// status returns "" while the game goes on, else the result: all pieces
// captured, then points when both sides have 2 pieces or fewer, then no
// legal move for the side to move.
func (b refBoard) status() string {
	if s := b.materialStatus(); s != "" {
		return s
	}
	if len(b.routes()) == 0 {
		return refSideName(!b.redToMove) + " wins (no legal move)"
	}
	return ""
}

// results returns the legal moves, one per distinct resulting position, each
// with all its routes sorted; the moves are sorted by their first route. A
// finished game has none.
func (b refBoard) results() []refResult {
	if b.materialStatus() != "" {
		return nil
	}
	byAfter := map[string]*refResult{}
	var out []*refResult
	for _, r := range b.routes() {
		key := r.after.text()
		res, ok := byAfter[key]
		if !ok {
			res = &refResult{after: r.after}
			byAfter[key] = res
			out = append(out, res)
		}
		if !slices.Contains(res.routes, r.text) {
			res.routes = append(res.routes, r.text)
		}
	}
	var list []refResult
	for _, res := range out {
		slices.Sort(res.routes)
		list = append(list, *res)
	}
	slices.SortFunc(list, func(x, y refResult) int { return strings.Compare(x.routes[0], y.routes[0]) })
	return list
}

// refPerft counts the leaves of the move tree of the given depth from b,
// one move per distinct resulting position; a finished game has no moves.
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
