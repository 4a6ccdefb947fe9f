package standard

// A deliberately simple reference move generator for American checkers
// (English draughts), used only by tests to cross-check the fast generator.
//
// Clarity over speed: the board is a plain 8x8 array addressed by
// (file, rank) coordinates, moves are found by walking the diagonals one
// square at a time, and jump sequences are found by a plain depth-first
// search on copies of the board. Nothing here depends on the rest of the
// package.
//
// Geometry: files a..h are 0..7 (left to right), ranks are 1..8 (bottom to
// top). The 32 dark squares are numbered 1..32 starting at b8, row by row
// from the top, left to right:
//
//	rank 8:  1 b8   2 d8   3 f8   4 h8
//	rank 7:  5 a7   6 c7   7 e7   8 g7
//	rank 6:  9 b6  10 d6  11 f6  12 h6
//	...
//	rank 1: 29 a1  30 c1  31 e1  32 g1
//
// Black starts on 1..12, moves first and moves down the board (toward
// rank 1, higher numbers). Red ("W" in FEN) starts on 21..32 and moves up.

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// refPiece is the content of one square.
type refPiece uint8

const (
	refEmpty refPiece = iota
	refBlackMan
	refBlackKing
	refRedMan
	refRedKing
)

func (p refPiece) isBlack() bool { return p == refBlackMan || p == refBlackKing }
func (p refPiece) isRed() bool   { return p == refRedMan || p == refRedKing }
func (p refPiece) isKing() bool  { return p == refBlackKing || p == refRedKing }
func (p refPiece) isMan() bool   { return p == refBlackMan || p == refRedMan }

// opposes reports whether q is a piece of the other colour than p.
func (p refPiece) opposes(q refPiece) bool {
	return (p.isBlack() && q.isRed()) || (p.isRed() && q.isBlack())
}

// forward is the rank step of a man of this colour: Black moves down, Red up.
func (p refPiece) forward() int {
	if p.isBlack() {
		return -1
	}
	return +1
}

// crownRank is the rank on which a man of this colour becomes a king.
func (p refPiece) crownRank() int {
	if p.isBlack() {
		return 1
	}
	return 8
}

// crowned is the king of the same colour.
func (p refPiece) crowned() refPiece {
	switch p {
	case refBlackMan:
		return refBlackKing
	case refRedMan:
		return refRedKing
	}
	return p
}

// refStep is one diagonal direction.
type refStep struct{ df, dr int }

// directions lists the diagonal directions this piece may move or jump in:
// a man only its two forward diagonals, a king all four.
func (p refPiece) directions() []refStep {
	if p.isKing() {
		return []refStep{{-1, +1}, {+1, +1}, {-1, -1}, {+1, -1}}
	}
	f := p.forward()
	return []refStep{{-1, f}, {+1, f}}
}

// refOnBoard reports whether (file, rank) is a square of the board.
func refOnBoard(file, rank int) bool {
	return file >= 0 && file <= 7 && rank >= 1 && rank <= 8
}

// refSquareCoord gives the (file, rank) of square n (1..32).
func refSquareCoord(n int) (file, rank int) {
	row := (n - 1) / 4 // 0 is rank 8, 7 is rank 1
	col := (n - 1) % 4
	rank = 8 - row
	if row%2 == 0 {
		file = 2*col + 1 // ranks 8, 6, 4, 2: b, d, f, h
	} else {
		file = 2 * col // ranks 7, 5, 3, 1: a, c, e, g
	}
	return file, rank
}

// refSquareNumber gives the number (1..32) of the dark square at (file,
// rank), or 0 if that is off the board or a light square.
func refSquareNumber(file, rank int) int {
	if !refOnBoard(file, rank) || (file+rank)%2 == 0 {
		return 0
	}
	row := 8 - rank
	return row*4 + file/2 + 1
}

// refMove is one legal move found by the reference generator.
type refMove struct {
	From, To int   // square numbers 1–32
	Path     []int // landing squares of a jump in order (empty for a simple move); last == To
	Captured []int // captured square numbers, sorted ascending
}

// isJump reports whether the move captures.
func (m refMove) isJump() bool { return len(m.Path) > 0 }

// key identifies the move up to its route: "from-to" for a simple move,
// "fromxto:c1,c2,..." (captured squares ascending) for a jump.
func (m refMove) key() string {
	if !m.isJump() {
		return fmt.Sprintf("%d-%d", m.From, m.To)
	}
	caps := make([]string, len(m.Captured))
	for i, c := range m.Captured {
		caps[i] = strconv.Itoa(c)
	}
	return fmt.Sprintf("%dx%d:%s", m.From, m.To, strings.Join(caps, ","))
}

// text is the move in PDN style with every landing square: "11-15",
// "15x24x31".
func (m refMove) text() string {
	if !m.isJump() {
		return fmt.Sprintf("%d-%d", m.From, m.To)
	}
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(m.From))
	for _, s := range m.Path {
		sb.WriteString("x")
		sb.WriteString(strconv.Itoa(s))
	}
	return sb.String()
}

// refBoard is a position: the 8x8 board and the side to move.
// It is a plain value (arrays only), so copies are independent and two
// positions can be compared with ==.
type refBoard struct {
	sq          [8][8]refPiece // sq[file][rank-1]
	blackToMove bool
}

// at gives the piece on (file, rank); off-board squares read as empty.
func (b *refBoard) at(file, rank int) refPiece {
	if !refOnBoard(file, rank) {
		return refEmpty
	}
	return b.sq[file][rank-1]
}

func (b *refBoard) set(file, rank int, p refPiece) {
	b.sq[file][rank-1] = p
}

// atSquare gives the piece on square n (1..32).
func (b *refBoard) atSquare(n int) refPiece {
	f, r := refSquareCoord(n)
	return b.at(f, r)
}

// ownPiece reports whether p belongs to the side to move.
func (b *refBoard) ownPiece(p refPiece) bool {
	if b.blackToMove {
		return p.isBlack()
	}
	return p.isRed()
}

// moves returns the legal moves of the side to move. If any jump exists,
// only complete jump sequences are returned; sequences by the same piece
// from the same square to the same square capturing the same pieces are
// merged (the first route found is kept).
func (b refBoard) moves() []refMove {
	routes := b.jumpRoutes()
	if len(routes) > 0 {
		return refMergeRoutes(routes)
	}
	return b.simpleMoves()
}

// simpleMoves lists the non-capturing moves of the side to move.
func (b refBoard) simpleMoves() []refMove {
	var out []refMove
	for n := 1; n <= 32; n++ {
		p := b.atSquare(n)
		if !b.ownPiece(p) {
			continue
		}
		f, r := refSquareCoord(n)
		for _, d := range p.directions() {
			tf, tr := f+d.df, r+d.dr
			if refOnBoard(tf, tr) && b.at(tf, tr) == refEmpty {
				out = append(out, refMove{From: n, To: refSquareNumber(tf, tr)})
			}
		}
	}
	return out
}

// jumpRoutes lists every complete jump sequence of the side to move, one
// entry per route (routes that are the same move are NOT merged here).
func (b refBoard) jumpRoutes() []refMove {
	var out []refMove
	for n := 1; n <= 32; n++ {
		if b.ownPiece(b.atSquare(n)) {
			out = append(out, b.jumpRoutesFrom(n)...)
		}
	}
	return out
}

// jumpRoutesFrom lists every complete jump sequence of the piece on square
// from. The piece is lifted off the board for the whole search, so its
// start square is empty; each captured piece is removed as it is jumped.
func (b refBoard) jumpRoutesFrom(from int) []refMove {
	p := b.atSquare(from)
	sf, sr := refSquareCoord(from)
	start := b
	start.set(sf, sr, refEmpty)

	var out []refMove
	record := func(path, captured []int) {
		caps := append([]int(nil), captured...)
		sort.Ints(caps)
		out = append(out, refMove{
			From:     from,
			To:       path[len(path)-1],
			Path:     append([]int(nil), path...),
			Captured: caps,
		})
	}

	var walk func(bd refBoard, f, r int, path, captured []int)
	walk = func(bd refBoard, f, r int, path, captured []int) {
		jumped := false
		for _, d := range p.directions() {
			mf, mr := f+d.df, r+d.dr     // the square jumped over
			lf, lr := f+2*d.df, r+2*d.dr // the landing square
			if !refOnBoard(lf, lr) {
				continue
			}
			if !p.opposes(bd.at(mf, mr)) || bd.at(lf, lr) != refEmpty {
				continue
			}
			jumped = true
			next := bd
			next.set(mf, mr, refEmpty) // captured at once
			nextPath := append(append([]int(nil), path...), refSquareNumber(lf, lr))
			nextCaptured := append(append([]int(nil), captured...), refSquareNumber(mf, mr))
			if p.isMan() && lr == p.crownRank() {
				// Crowning ends the move.
				record(nextPath, nextCaptured)
				continue
			}
			walk(next, lf, lr, nextPath, nextCaptured)
		}
		if !jumped && len(path) > 0 {
			record(path, captured)
		}
	}
	walk(start, sf, sr, nil, nil)
	return out
}

// refMergeRoutes keeps the first route of each distinct move (by key),
// preserving order.
func refMergeRoutes(routes []refMove) []refMove {
	seen := make(map[string]bool)
	var out []refMove
	for _, m := range routes {
		k := m.key()
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, m)
	}
	return out
}

// play returns the position after m: the piece moves from From to To, the
// captured pieces are removed, a man reaching its far row is crowned, and
// the turn passes. m is assumed to be a legal move of b.
func (b refBoard) play(m refMove) refBoard {
	next := b
	ff, fr := refSquareCoord(m.From)
	p := b.at(ff, fr)
	next.set(ff, fr, refEmpty)
	for _, c := range m.Captured {
		cf, cr := refSquareCoord(c)
		next.set(cf, cr, refEmpty)
	}
	tf, tr := refSquareCoord(m.To)
	if p.isMan() && tr == p.crownRank() {
		p = p.crowned()
	}
	next.set(tf, tr, p)
	next.blackToMove = !b.blackToMove
	return next
}

// refPerft counts the leaf positions depth plies below b (depth 0 → 1).
func refPerft(b refBoard, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	ms := b.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += refPerft(b.play(m), depth-1)
	}
	return n
}

// refParseFEN parses a PDN FEN such as "B:W21,22,K5:B1,2,K30" or
// "W:W21-32:BK1-3". The side to move ("B" Black, "W" Red) comes first, then
// exactly one "W" and one "B" section in either order; each lists squares
// (optionally "K"-prefixed for kings) or ranges "a-b", comma-separated.
// A section may be empty. One trailing "." is ignored.
func refParseFEN(fen string) (refBoard, error) {
	var b refBoard
	s := strings.TrimSpace(fen)
	s = strings.TrimSuffix(s, ".")
	parts := strings.Split(s, ":")
	if len(parts) != 3 {
		return refBoard{}, fmt.Errorf("fen %q: want side and two colour sections separated by ':', got %d fields", fen, len(parts))
	}
	switch strings.TrimSpace(parts[0]) {
	case "B":
		b.blackToMove = true
	case "W":
		b.blackToMove = false
	default:
		return refBoard{}, fmt.Errorf("fen %q: side to move %q is not B or W", fen, parts[0])
	}
	seen := map[byte]bool{}
	for _, sec := range parts[1:] {
		sec = strings.TrimSpace(sec)
		if sec == "" {
			return refBoard{}, fmt.Errorf("fen %q: empty colour section", fen)
		}
		colour := sec[0]
		var man, king refPiece
		switch colour {
		case 'B':
			man, king = refBlackMan, refBlackKing
		case 'W':
			man, king = refRedMan, refRedKing
		default:
			return refBoard{}, fmt.Errorf("fen %q: colour section %q does not start with W or B", fen, sec)
		}
		if seen[colour] {
			return refBoard{}, fmt.Errorf("fen %q: colour %c given twice", fen, colour)
		}
		seen[colour] = true
		body := strings.TrimSpace(sec[1:])
		if body == "" {
			continue // no pieces of this colour
		}
		for _, item := range strings.Split(body, ",") {
			item = strings.TrimSpace(item)
			p := man
			if strings.HasPrefix(item, "K") {
				p = king
				item = item[1:]
			}
			lo, hi, err := refParseRange(item)
			if err != nil {
				return refBoard{}, fmt.Errorf("fen %q: %v", fen, err)
			}
			for n := lo; n <= hi; n++ {
				f, r := refSquareCoord(n)
				if b.at(f, r) != refEmpty {
					return refBoard{}, fmt.Errorf("fen %q: square %d given twice", fen, n)
				}
				b.set(f, r, p)
			}
		}
	}
	return b, nil
}

// refParseRange parses "n" or "a-b" (a <= b) with squares in 1..32.
func refParseRange(s string) (lo, hi int, err error) {
	if a, z, ok := strings.Cut(s, "-"); ok {
		if lo, err = refParseSquare(a); err != nil {
			return 0, 0, err
		}
		if hi, err = refParseSquare(z); err != nil {
			return 0, 0, err
		}
		if lo > hi {
			return 0, 0, fmt.Errorf("range %q runs backwards", s)
		}
		return lo, hi, nil
	}
	n, err := refParseSquare(s)
	return n, n, err
}

// refParseSquare parses a square number 1..32 written in plain digits.
func refParseSquare(s string) (int, error) {
	if s == "" {
		return 0, errors.New("missing square number")
	}
	if len(s) > 2 {
		return 0, fmt.Errorf("square %q out of range 1-32", s)
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("square %q is not a number", s)
		}
	}
	n, _ := strconv.Atoi(s)
	if n < 1 || n > 32 {
		return 0, fmt.Errorf("square %d out of range 1-32", n)
	}
	return n, nil
}

// fen writes the position in canonical PDN FEN form: side, then the W
// (Red) section, then the B section, squares ascending, kings "K"-prefixed.
func (b refBoard) fen() string {
	var white, black []string
	for n := 1; n <= 32; n++ {
		p := b.atSquare(n)
		s := strconv.Itoa(n)
		if p.isKing() {
			s = "K" + s
		}
		switch {
		case p.isRed():
			white = append(white, s)
		case p.isBlack():
			black = append(black, s)
		}
	}
	side := "W"
	if b.blackToMove {
		side = "B"
	}
	return side + ":W" + strings.Join(white, ",") + ":B" + strings.Join(black, ",")
}

// String draws the board, rank 8 at the top: b/B Black man/king, r/R Red
// man/king, '.' empty dark square, ' ' light square.
func (b refBoard) String() string {
	var sb strings.Builder
	for rank := 8; rank >= 1; rank-- {
		fmt.Fprintf(&sb, "%d ", rank)
		for file := 0; file < 8; file++ {
			c := byte(' ')
			if (file+rank)%2 == 1 {
				switch b.at(file, rank) {
				case refEmpty:
					c = '.'
				case refBlackMan:
					c = 'b'
				case refBlackKing:
					c = 'B'
				case refRedMan:
					c = 'r'
				case refRedKing:
					c = 'R'
				}
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("  abcdefgh\n")
	if b.blackToMove {
		sb.WriteString("Black to move\n")
	} else {
		sb.WriteString("Red to move\n")
	}
	return sb.String()
}
