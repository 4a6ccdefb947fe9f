package pdn

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Reader reads PDN games one at a time from a stream. It keeps only the
// game being read in memory.
type Reader struct {
	lx       *lexer
	keep     bool
	maxMoves int   // 0 for no limit
	err      error // sticky: io.EOF or an I/O error
	count    int   // games read so far, refused ones included
	src      Source
}

// NewReader returns a Reader that reads PDN text from r through a
// bufio.Reader.
func NewReader(r io.Reader) *Reader {
	return &Reader{lx: newLexer(r)}
}

// KeepVariations sets whether variations are kept in Move.Variations.
// By default (false) they are parsed, so that errors in them are still
// reported, and then dropped.
func (r *Reader) KeepVariations(keep bool) { r.keep = keep }

// LimitMoves bounds the moves of one game, variations included: a game
// with more than n is a *SyntaxError ("more than n moves"), and the reader
// goes on with the next game, so that a file of one endless game costs no
// more than n moves of memory. n ≤ 0 means no limit (the default).
func (r *Reader) LimitMoves(n int) { r.maxMoves = n }

// Next reads the next game. It returns io.EOF after the last game, and a
// *SyntaxError for malformed input. After a *SyntaxError the reader skips
// to the next line that starts with "[", so calling Next again goes on
// with the next game; the rest of the bad game is lost. Other errors come
// from the underlying reader and are returned by every later call.
func (r *Reader) Next() (*GameRecord, error) {
	if r.err != nil {
		return nil, r.err
	}
	p := parser{lx: r.lx, keep: r.keep, maxMoves: r.maxMoves}
	g, err := p.game()
	if err != io.EOF && p.started {
		r.count++
		r.src = Source{Number: r.count, Line: p.startLine, MoveLines: p.lines, Notes: p.notes}
	}
	if err == nil {
		return g, nil
	}
	var se *SyntaxError
	if errors.As(err, &se) {
		r.lx.recover(p.startLine, p.startCol)
		return nil, err
	}
	r.err = err
	return nil, err
}

// ParseGames reads all games of s with variations dropped. On error it
// returns the games read before the error together with the error.
func ParseGames(s string) ([]*GameRecord, error) {
	r := NewReader(strings.NewReader(s))
	var games []*GameRecord
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// frame is a line being read: the main line or a variation.
type frame struct {
	moves     []Move
	num       int      // number of the next move
	second    bool     // whether the next move is the second player's
	overflow  bool     // counting went past math.MaxInt
	pre       []string // comments before the first move (variations only)
	line, col int      // position of "(" (variations only)
}

type parser struct {
	lx                  *lexer
	keep                bool
	g                   GameRecord
	stack               []*frame
	comments            []string // main-line comments before the first move
	inMoves, started    bool
	startLine, startCol int
	maxMoves, moves     int    // the limit of moves (0: none) and the count
	lines               []int  // line of each main-line move
	notes               []Note // what was read leniently
}

func (p *parser) top() *frame { return p.stack[len(p.stack)-1] }

func (p *parser) game() (*GameRecord, error) {
	p.stack = []*frame{{num: 1}}
	for {
		t, err := p.lx.token()
		if err != nil {
			return nil, err
		}
		if !p.started && t.kind != tkEOF {
			p.started, p.startLine, p.startCol = true, t.line, t.col
		}
		f := p.top()
		switch t.kind {
		case tkEOF:
			if len(p.stack) > 1 {
				return nil, errorf(t.line, t.col, "unterminated variation starting at line %d, column %d", f.line, f.col)
			}
			if !p.started {
				return nil, io.EOF
			}
			return p.finish(), nil
		case tkLBrack:
			if len(p.stack) > 1 {
				p.lx.unreadToken(t)
				return nil, errorf(t.line, t.col, "tag pair inside the variation starting at line %d, column %d", f.line, f.col)
			}
			if p.inMoves {
				p.lx.unreadToken(t)
				return p.finish(), nil
			}
			if err := p.tag(t); err != nil {
				return nil, err
			}
		case tkComment:
			p.comment(f, t.text)
		case tkWord:
			done, err := p.word(f, t)
			if err != nil {
				return nil, err
			}
			if done {
				return p.finish(), nil
			}
		case tkNAG, tkSuffix:
			if len(f.moves) == 0 {
				return nil, errorf(t.line, t.col, "%s before any move", t.describe())
			}
			m := &f.moves[len(f.moves)-1]
			m.NAGs = append(m.NAGs, t.n)
			p.inMoves = true
		case tkLParen:
			if len(f.moves) == 0 {
				return nil, errorf(t.line, t.col, "variation before any move")
			}
			last := f.moves[len(f.moves)-1]
			p.stack = append(p.stack, &frame{num: last.Number, second: last.Second, line: t.line, col: t.col})
			p.inMoves = true
		case tkRParen:
			if len(p.stack) == 1 {
				return nil, errorf(t.line, t.col, `unmatched ")"`)
			}
			p.stack = p.stack[:len(p.stack)-1]
			if len(f.moves) == 0 {
				return nil, errorf(t.line, t.col, "empty variation starting at line %d, column %d", f.line, f.col)
			}
			if p.keep {
				parent := p.top()
				m := &parent.moves[len(parent.moves)-1]
				m.Variations = append(m.Variations, f.moves)
			}
		case tkRBrack:
			return nil, errorf(t.line, t.col, `unexpected "]" outside a tag pair`)
		case tkString:
			return nil, errorf(t.line, t.col, "unexpected %s outside a tag pair", t.describe())
		}
	}
}

func (p *parser) finish() *GameRecord {
	p.g.Moves = p.stack[0].moves
	p.g.Comment = strings.Join(p.comments, "\n\n")
	return &p.g
}

// tag reads the rest of a tag pair after "[".
func (p *parser) tag(open token) error {
	name, err := p.lx.token()
	if err != nil {
		return err
	}
	if name.kind != tkWord || !validTagName(name.text) {
		return p.tagErr(open, name, `expected a tag name after "["`)
	}
	val, err := p.lx.token()
	if err != nil {
		return err
	}
	if val.kind != tkString {
		return p.tagErr(open, val, "expected a quoted value for tag "+name.text)
	}
	cl, err := p.lx.token()
	if err != nil {
		return err
	}
	if cl.kind != tkRBrack {
		return p.tagErr(open, cl, `expected "]" to close tag `+name.text)
	}
	p.g.Tags = append(p.g.Tags, Tag{Name: name.text, Value: val.text})
	return nil
}

func (p *parser) tagErr(open, t token, what string) error {
	if t.kind == tkEOF {
		return errorf(t.line, t.col, "unterminated tag pair starting at line %d, column %d", open.line, open.col)
	}
	if t.kind == tkLBrack {
		p.lx.unreadToken(t) // let recovery start at the next tag pair
	}
	return errorf(t.line, t.col, "%s, found %s (tag pair starting at line %d, column %d)",
		what, t.describe(), open.line, open.col)
}

func (p *parser) comment(f *frame, text string) {
	switch {
	case len(f.moves) > 0:
		m := &f.moves[len(f.moves)-1]
		m.Comments = append(m.Comments, text)
	case len(p.stack) > 1:
		f.pre = append(f.pre, text)
	case text != "":
		p.comments = append(p.comments, text)
	}
}

// word handles a word token: results, move numbers and moves. It reports
// whether the word ended the game.
func (p *parser) word(f *frame, t token) (bool, error) {
	s := t.text
	for s != "" {
		if IsResult(s) {
			if len(p.stack) > 1 {
				return false, nil // a result inside a variation is ignored
			}
			p.g.Result = s
			return true, nil
		}
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == len(s) || s[i] != '.' {
			break
		}
		j := i
		for j < len(s) && s[j] == '.' {
			j++
		}
		if i == 0 { // "..." stands for the first player's move
			f.second = true
		} else {
			n, err := strconv.Atoi(s[:i])
			if err != nil {
				return false, errorf(t.line, t.col, "move number %s out of range in %q", s[:i], t.text)
			}
			f.num, f.second, f.overflow = n, j-i >= 2, false
		}
		p.inMoves = true
		s = s[j:]
	}
	if s == "" {
		return false, nil
	}
	glued := ""
	if !validMove(s) {
		if s, glued = splitGlued(s); glued == "" {
			return false, errorf(t.line, t.col, "invalid move %q", t.text)
		}
		p.notes = append(p.notes, Note{Line: t.line, Msg: fmt.Sprintf("comment %q glued to move %s read as a comment", glued, s)})
	}
	if f.overflow {
		return false, errorf(t.line, t.col, "move number out of range for move %q", t.text)
	}
	p.moves++
	if p.maxMoves > 0 && p.moves > p.maxMoves {
		return false, errorf(t.line, t.col, "the game has more than %d moves", p.maxMoves)
	}
	m := Move{Number: f.num, Second: f.second, Text: s}
	if len(f.moves) == 0 && len(p.stack) > 1 {
		m.CommentsBefore, f.pre = f.pre, nil
	}
	if glued != "" {
		m.Comments = []string{glued}
	}
	f.moves = append(f.moves, m)
	if len(p.stack) == 1 {
		p.lines = append(p.lines, t.line)
	}
	if f.second {
		if f.num == math.MaxInt {
			f.overflow = true
		} else {
			f.num++
		}
		f.second = false
	} else {
		f.second = true
	}
	p.inMoves = true
	return false, nil
}

// validMove reports whether s can be read back as one move token.
func validMove(s string) bool {
	if s == "" || IsResult(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' ||
			c == '-' || c == ':' || c == '+' || c == '*') {
			return false
		}
	}
	return true
}

func validTagName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_') {
			return false
		}
	}
	return true
}
