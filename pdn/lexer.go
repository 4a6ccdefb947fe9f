package pdn

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SyntaxError reports malformed PDN input. Line and Column are 1-based;
// columns count characters (a tab counts as one).
type SyntaxError struct {
	Line, Column int
	Msg          string
}

// Error returns "pdn: line L, column C: msg".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("pdn: line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

type tokKind int

const (
	tkEOF     tokKind = iota
	tkLBrack          // [
	tkRBrack          // ]
	tkLParen          // (
	tkRParen          // )
	tkString          // "..." (text is the unescaped value)
	tkWord            // run of word characters: move, number, result, tag name
	tkComment         // {...} or ; to end of line (text is trimmed)
	tkNAG             // $n (n is the number)
	tkSuffix          // ! ? !! ?? !? ?! or (?) etc. (n is the NAG)
)

type token struct {
	kind      tokKind
	text      string
	n         int
	line, col int
}

// describe names a token for error messages.
func (t token) describe() string {
	switch t.kind {
	case tkEOF:
		return "end of input"
	case tkLBrack:
		return `"["`
	case tkRBrack:
		return `"]"`
	case tkLParen:
		return `"("`
	case tkRParen:
		return `")"`
	case tkString:
		return "string " + strconv.Quote(t.text)
	case tkComment:
		return "comment"
	case tkNAG:
		return "NAG $" + strconv.Itoa(t.n)
	case tkSuffix:
		return "annotation " + strconv.Quote(t.text)
	}
	return strconv.Quote(t.text)
}

// suffixes maps move suffix annotations to NAGs.
var suffixes = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// lexer splits a PDN stream into tokens. It reads runes from a
// bufio.Reader, turns CRLF and lone CR into LF, drops a leading byte-order
// mark, reads bytes that are not valid UTF-8 as ISO-8859-1, and skips
// escape lines (a % in column 1).
type lexer struct {
	br        *bufio.Reader
	line, col int // position of the next rune read from br
	started   bool

	pr          rune // one rune of pushback, read at pline, pcol
	pline, pcol int
	hasPeek     bool

	tok    token // one token of pushback
	hasTok bool

	err error // sticky I/O error
}

func newLexer(r io.Reader) *lexer {
	return &lexer{br: bufio.NewReader(r), line: 1, col: 1}
}

const eof = -1

// next returns the next rune and its position, or eof.
func (l *lexer) next() (rune, int, int, error) {
	if l.hasPeek {
		l.hasPeek = false
		return l.pr, l.pline, l.pcol, nil
	}
	if l.err != nil {
		return eof, l.line, l.col, l.err
	}
	r, err := l.readRaw()
	if err != nil {
		if err != io.EOF {
			l.err = err
			return eof, l.line, l.col, err
		}
		return eof, l.line, l.col, nil
	}
	if !l.started {
		l.started = true
		if r == '\uFEFF' {
			return l.next()
		}
	}
	line, col := l.line, l.col
	if r == '\r' {
		if b, err := l.br.Peek(1); err == nil && b[0] == '\n' {
			l.br.Discard(1)
		}
		r = '\n'
	}
	if r == '\n' {
		l.line++
		l.col = 1
	} else {
		l.col++
	}
	return r, line, col, nil
}

// readRaw reads one rune; a byte that is not valid UTF-8 is taken as
// ISO-8859-1.
func (l *lexer) readRaw() (rune, error) {
	b, err := l.br.Peek(1)
	if err != nil {
		return 0, err
	}
	if b[0] < utf8.RuneSelf {
		l.br.Discard(1)
		return rune(b[0]), nil
	}
	b0 := b[0]
	r, size, err := l.br.ReadRune()
	if err != nil {
		return 0, err
	}
	if r == utf8.RuneError && size == 1 {
		r = rune(b0)
	}
	return r, nil
}

func (l *lexer) unread(r rune, line, col int) {
	if r == eof {
		return
	}
	l.pr, l.pline, l.pcol, l.hasPeek = r, line, col, true
}

func (l *lexer) unreadToken(t token) { l.tok, l.hasTok = t, true }

func errorf(line, col int, format string, args ...any) *SyntaxError {
	return &SyntaxError{Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

func isWordChar(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' ||
		strings.ContainsRune("-:+*./_", r)
}

// token returns the next token.
func (l *lexer) token() (token, error) {
	if l.hasTok {
		l.hasTok = false
		return l.tok, nil
	}
	for {
		r, line, col, err := l.next()
		if err != nil {
			return token{}, err
		}
		t := token{line: line, col: col}
		switch {
		case r == eof:
			t.kind = tkEOF
			return t, nil
		case r == '%' && col == 1:
			if err := l.skipLine(); err != nil {
				return t, err
			}
		case unicode.IsSpace(r):
		case r == '[':
			t.kind = tkLBrack
			return t, nil
		case r == ']':
			t.kind = tkRBrack
			return t, nil
		case r == ')':
			t.kind = tkRParen
			return t, nil
		case r == '(':
			if s := l.parenSuffix(); s != "" {
				t.kind, t.text, t.n = tkSuffix, "("+s+")", suffixes[s]
				return t, nil
			}
			t.kind = tkLParen
			return t, nil
		case r == '{':
			return l.braceComment(t)
		case r == ';':
			return l.lineComment(t)
		case r == '"':
			return l.str(t)
		case r == '$':
			return l.nag(t)
		case r == '!' || r == '?':
			return l.suffix(t, r)
		case isWordChar(r):
			return l.word(t, r)
		default:
			return t, errorf(line, col, "unexpected character %q", r)
		}
	}
}

// skipLine skips to the end of the line.
func (l *lexer) skipLine() error {
	for {
		r, _, _, err := l.next()
		if err != nil || r == eof || r == '\n' {
			return err
		}
	}
}

// parenSuffix recognizes a parenthesized suffix such as "(?)" or "(!?)"
// right after a "(" and consumes it; it returns the suffix without
// parentheses, or "".
func (l *lexer) parenSuffix() string {
	if l.hasPeek {
		return ""
	}
	b, _ := l.br.Peek(3)
	n := 0
	for n < len(b) && n < 2 && (b[n] == '!' || b[n] == '?') {
		n++
	}
	if n == 0 || n >= len(b) || b[n] != ')' {
		return ""
	}
	s := string(b[:n])
	if _, ok := suffixes[s]; !ok {
		return ""
	}
	l.br.Discard(n + 1)
	l.col += n + 1
	return s
}

func (l *lexer) braceComment(t token) (token, error) {
	var sb strings.Builder
	for {
		r, line, col, err := l.next()
		if err != nil {
			return t, err
		}
		if r == eof {
			return t, errorf(line, col, "unterminated comment starting at line %d, column %d", t.line, t.col)
		}
		if r == '}' {
			t.kind, t.text = tkComment, strings.TrimSpace(sb.String())
			return t, nil
		}
		sb.WriteRune(r)
	}
}

func (l *lexer) lineComment(t token) (token, error) {
	var sb strings.Builder
	for {
		r, _, _, err := l.next()
		if err != nil {
			return t, err
		}
		if r == eof || r == '\n' {
			t.kind, t.text = tkComment, strings.TrimSpace(sb.String())
			return t, nil
		}
		sb.WriteRune(r)
	}
}

// str reads a quoted string; \" and \\ are escapes, any other backslash
// is kept. A string may not span lines.
func (l *lexer) str(t token) (token, error) {
	var sb strings.Builder
	for {
		r, line, col, err := l.next()
		if err != nil {
			return t, err
		}
		switch r {
		case eof, '\n':
			return t, errorf(line, col, "unterminated string starting at line %d, column %d", t.line, t.col)
		case '"':
			t.kind, t.text = tkString, sb.String()
			return t, nil
		case '\\':
			r2, line2, col2, err := l.next()
			if err != nil {
				return t, err
			}
			if r2 == '"' || r2 == '\\' {
				sb.WriteRune(r2)
				continue
			}
			sb.WriteRune(r)
			l.unread(r2, line2, col2)
		default:
			sb.WriteRune(r)
		}
	}
}

func (l *lexer) nag(t token) (token, error) {
	var digits []byte
	for {
		r, line, col, err := l.next()
		if err != nil {
			return t, err
		}
		if r < '0' || r > '9' {
			l.unread(r, line, col)
			break
		}
		digits = append(digits, byte(r))
	}
	if len(digits) == 0 {
		return t, errorf(t.line, t.col, "$ without a number")
	}
	n, err := strconv.Atoi(string(digits))
	if err != nil {
		return t, errorf(t.line, t.col, "NAG $%s out of range", digits)
	}
	t.kind, t.n = tkNAG, n
	return t, nil
}

func (l *lexer) suffix(t token, first rune) (token, error) {
	s := string(first)
	for {
		r, line, col, err := l.next()
		if err != nil {
			return t, err
		}
		if r != '!' && r != '?' {
			l.unread(r, line, col)
			break
		}
		s += string(r)
	}
	n, ok := suffixes[s]
	if !ok {
		return t, errorf(t.line, t.col, "unknown move annotation %q", s)
	}
	t.kind, t.text, t.n = tkSuffix, s, n
	return t, nil
}

func (l *lexer) word(t token, first rune) (token, error) {
	var sb strings.Builder
	sb.WriteRune(first)
	for {
		r, line, col, err := l.next()
		if err != nil {
			return t, err
		}
		if (r == ' ' || r == '\t') && separatorEnd(sb.String()) {
			// "1- 6", "47x 9": a move written in fixed columns, a square
			// number padded with a space; the word goes on at the number.
			for r == ' ' || r == '\t' {
				if r, line, col, err = l.next(); err != nil {
					return t, err
				}
			}
			if r < '0' || r > '9' {
				l.unread(r, line, col)
				break
			}
		}
		if !isWordChar(r) {
			l.unread(r, line, col)
			break
		}
		sb.WriteRune(r)
	}
	t.kind, t.text = tkWord, sb.String()
	return t, nil
}

// separatorEnd reports whether word is a move's start that ends with its
// separator, "1-" or "47x": a square number, then - or x.
func separatorEnd(word string) bool {
	n := len(word)
	return n >= 2 && (word[n-1] == '-' || word[n-1] == 'x') && word[n-2] >= '0' && word[n-2] <= '9'
}

// recover skips input up to the next line that starts with "[", so that
// reading can go on with the next game. A pushed-back "[" in column 1
// other than the one at (line, col) counts as such a line.
func (l *lexer) recover(line, col int) {
	if l.hasTok {
		t := l.tok
		l.hasTok = false
		if t.kind == tkLBrack && t.col == 1 && (t.line != line || t.col != col) {
			l.unreadToken(t)
			return
		}
	}
	for {
		r, rl, rc, err := l.next()
		if err != nil || r == eof {
			return
		}
		if r == '[' && rc == 1 {
			l.unread(r, rl, rc)
			return
		}
	}
}
