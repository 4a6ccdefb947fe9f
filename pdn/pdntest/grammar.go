package pdntest

import (
	"fmt"
	"regexp"
	"strings"
)

// The PDN 3.0 grammar, as Wieger Wesselink's "Portable Draughts Notation
// (PDN) 3.0 Draft Standard" (12 March 2012, pdn.fmjd.org, "PDN Grammars")
// writes it, checked here on its own, apart from the project's reader:
//
//	PdnFile    : Game (GameSeparator Game)* GameSeparator?
//	Game       : (GameHeader GameBody?) | GameBody
//	GameHeader : PdnTag+
//	GameBody   : (GameMove | Variation | COMMENT | SETUP | NAG)+
//	PdnTag     : LBRACKET IDENTIFIER STRING RBRACKET
//	GameMove   : MOVENUMBER? Move MOVESTRENGTH?
//	Variation  : LPAREN GameBody RPAREN
//	Move       : NormalMove | CaptureMove | ALPHAMOVE
//	NormalMove : Square "-" Square
//	CaptureMove: Square ("x" Square)+
//	Square     : ALPHASQUARE | NUMSQUARE
//
// Its separator between games is "*" alone; the same author's reading
// grammar also takes a game's result ("1-0", "0-1", "1/2-1/2", "2-0",
// "1-1", "0-2", "0-0"), where PGN and every PDN writer put it, and so does
// this check, there and only there: before the next game's tags or at the
// end of the file.
var (
	pdnMove     = regexp.MustCompile(`^(?:(?:` + pdnSquare + `)(?:-(?:` + pdnSquare + `)|(?:x(?:` + pdnSquare + `))+)|[a-h][1-8][a-h][1-8])$`)
	moveNumber  = regexp.MustCompile(`^[0-9]+\.(?:\.\.)?`)
	moveToken   = regexp.MustCompile(`^[a-h0-9][a-h0-9x\-]*`)
	strength    = regexp.MustCompile(`^(?:[!?]+|\([!?]+\))`)
	nag         = regexp.MustCompile(`^\$[0-9]+`)
	tagPair     = regexp.MustCompile(`^\[\s*[A-Z][a-zA-Z0-9_]*\s*"(?:[^"\\]|\\.)*"\s*\]`)
	gameResults = []string{"1/2-1/2", "1-0", "0-1", "2-0", "1-1", "0-2", "0-0", "*"}
)

// pdnSquare is the grammar's Square: ALPHASQUARE or NUMSQUARE.
const pdnSquare = `[a-h][1-8]|[1-9][0-9]?`

// IsPDNMove reports whether text is a Move of the PDN 3.0 grammar.
func IsPDNMove(text string) bool { return pdnMove.MatchString(text) }

// CheckGrammar checks that text is a PdnFile of the PDN 3.0 grammar (see
// above). The error gives the offset and the text where it stops.
func CheckGrammar(text string) error {
	c := &grammarCheck{text: text}
	games := 0
	for {
		c.space()
		if c.pos == len(c.text) {
			if games == 0 {
				return fmt.Errorf("PDN grammar: no game")
			}
			return nil
		}
		if err := c.game(); err != nil {
			return err
		}
		games++
	}
}

// grammarCheck walks a text through the grammar.
type grammarCheck struct {
	text string
	pos  int
}

// space skips white space and % line comments.
func (c *grammarCheck) space() {
	for c.pos < len(c.text) {
		switch ch := c.text[c.pos]; {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			c.pos++
		case ch == '%':
			for c.pos < len(c.text) && c.text[c.pos] != '\n' && c.text[c.pos] != '\r' {
				c.pos++
			}
		default:
			return
		}
	}
}

func (c *grammarCheck) fail(what string) error {
	rest := c.text[c.pos:]
	if len(rest) > 30 {
		rest = rest[:30] + "…"
	}
	return fmt.Errorf("PDN grammar: at offset %d, %s: %q", c.pos, what, rest)
}

// game reads one Game and the separator after it, if any.
func (c *grammarCheck) game() error {
	tags := 0
	for c.space(); strings.HasPrefix(c.text[c.pos:], "["); c.space() {
		n := len(tagPair.FindString(c.text[c.pos:]))
		if n == 0 {
			return c.fail("a PdnTag is not [IDENTIFIER \"STRING\"]")
		}
		c.pos += n
		tags++
	}
	items, err := c.body(0)
	if err != nil {
		return err
	}
	if tags == 0 && items == 0 {
		return c.fail("neither tags nor moves")
	}
	c.space()
	if c.pos == len(c.text) {
		return nil
	}
	for _, r := range gameResults {
		if strings.HasPrefix(c.text[c.pos:], r) {
			c.pos += len(r)
			return nil
		}
	}
	return c.fail("a game separator (a result or *) expected")
}

// body reads a GameBody (nested in depth variations) and returns how many
// items it held. It stops before a ")" closing a variation, a game
// separator, the next game's tags or the end.
func (c *grammarCheck) body(depth int) (int, error) {
	items := 0
	for {
		c.space()
		rest := c.text[c.pos:]
		switch {
		case rest == "" || rest[0] == '[':
			return items, nil
		case rest[0] == ')':
			if depth == 0 {
				return items, c.fail("a ) closes no variation")
			}
			return items, nil
		case rest[0] == '(':
			c.pos++
			n, err := c.body(depth + 1)
			if err != nil {
				return items, err
			}
			if n == 0 {
				return items, c.fail("an empty variation")
			}
			if !strings.HasPrefix(c.text[c.pos:], ")") {
				return items, c.fail("a variation is not closed")
			}
			c.pos++
		case rest[0] == '{':
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				return items, c.fail("a comment is not closed")
			}
			c.pos += end + 1
		case rest[0] == '/':
			end := strings.IndexByte(rest[1:], '/')
			if end < 0 {
				return items, c.fail("a setup is not closed")
			}
			c.pos += end + 2
		case nag.MatchString(rest):
			c.pos += len(nag.FindString(rest))
		case depth == 0 && c.atSeparator():
			return items, nil
		default:
			if err := c.gameMove(); err != nil {
				return items, err
			}
		}
		items++
	}
}

// atSeparator reports whether a game separator stands here: "*", or a
// result followed by the end or by the next game's tags.
func (c *grammarCheck) atSeparator() bool {
	rest := c.text[c.pos:]
	for _, r := range gameResults {
		if !strings.HasPrefix(rest, r) {
			continue
		}
		after := strings.TrimLeft(rest[len(r):], " \t\r\n")
		if r == "*" || after == "" || after[0] == '[' {
			return true
		}
	}
	return false
}

// gameMove reads MOVENUMBER? Move MOVESTRENGTH?.
func (c *grammarCheck) gameMove() error {
	if n := len(moveNumber.FindString(c.text[c.pos:])); n > 0 {
		c.pos += n
		c.space()
	}
	token := moveToken.FindString(c.text[c.pos:])
	if !IsPDNMove(token) {
		return c.fail("a Move (Square-Square, Square(xSquare)+ or an ALPHAMOVE) expected")
	}
	c.pos += len(token)
	c.pos += len(strength.FindString(c.text[c.pos:]))
	return nil
}
