package pdn

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Writer writes PDN games to a stream.
type Writer struct{ w io.Writer }

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes g as PDN text followed by a blank line. It writes nothing
// and returns an error when g would not read back: a tag name that is not
// made of letters, digits and "_", a move text that is not one move token,
// an unknown result, or a negative move number or NAG.
func (w *Writer) Write(g *GameRecord) error {
	if err := check(g); err != nil {
		return err
	}
	_, err := io.WriteString(w.w, g.String())
	return err
}

// roster is the seven-tag roster in checkers order, with the value written
// when a tag is missing.
var roster = []Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"Black", "?"}, {"White", "?"}, {"Result", "*"},
}

func inRoster(name string) bool {
	for _, t := range roster {
		if t.Name == name {
			return true
		}
	}
	return false
}

// String returns g as PDN text, as Writer.Write writes it, without
// checking it first.
//
// The seven-tag roster comes first (Event, Site, Date, Round, Black, White,
// Result), with "?" or "????.??.??" for missing values; then the other tags
// in their order, a second tag of a roster name included. Every tag is
// written as read, except that the Result tag is the result marker (see
// Marker) unless it holds no result and the movetext none either ("?",
// say), so that tag and marker agree. Tag values have "\" and `"` escaped and line breaks turned into
// spaces.
//
// The movetext follows a blank line and ends with the result marker:
// g.Result, or the Result tag's value when g.Result is "" or "*" and the
// tag holds a result, else "*". Lines are wrapped at 80 columns between
// tokens; a comment is one token and is written as it is (it may hold line
// breaks), except that "}" is replaced by ")" so that it cannot end the
// comment early.
func (g *GameRecord) String() string {
	var b strings.Builder
	result := g.Marker()
	seen := map[string]bool{}
	for _, t := range roster {
		v, ok := g.Tag(t.Name)
		switch {
		case t.Name == "Result" && (!ok || result != "*" || IsResult(strings.TrimSpace(v))):
			v = result
		case !ok:
			v = t.Value
		}
		writeTag(&b, t.Name, v)
	}
	for _, t := range g.Tags {
		if inRoster(t.Name) && !seen[t.Name] {
			seen[t.Name] = true
			continue
		}
		writeTag(&b, t.Name, t.Value)
	}
	b.WriteByte('\n')

	var ts tokens
	if g.Comment != "" {
		ts.add(comment(g.Comment))
	}
	ts.line(g.Moves)
	ts.add(result)
	wrap(&b, ts.list, 80)
	b.WriteString("\n\n")
	return b.String()
}

// Marker returns the result marker the writer ends g's movetext with:
// g.Result, or the Result tag's value when g.Result is "" or "*" and the
// tag holds a result marker, else "*".
func (g *GameRecord) Marker() string {
	if g.Result != "" && g.Result != "*" {
		return g.Result
	}
	if tag, ok := g.Tag("Result"); ok && IsResult(strings.TrimSpace(tag)) {
		return strings.TrimSpace(tag)
	}
	return "*"
}

var tagEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r\n", " ", "\n", " ", "\r", " ")

func writeTag(b *strings.Builder, name, value string) {
	b.WriteByte('[')
	b.WriteString(name)
	b.WriteString(` "`)
	tagEscaper.WriteString(b, value)
	b.WriteString("\"]\n")
}

func comment(s string) string {
	return "{" + strings.ReplaceAll(s, "}", ")") + "}"
}

// tokens collects movetext tokens. A variation's "(" is glued to its first
// token and ")" to its last.
type tokens struct {
	list []string
	open int // "(" to put before the next token
}

func (t *tokens) add(s string) {
	if t.open > 0 {
		s = strings.Repeat("(", t.open) + s
		t.open = 0
	}
	t.list = append(t.list, s)
}

// line adds the tokens of a line of moves. A move gets its number when it
// is the first player's, or starts the line, or when counting on from the
// previous move would give another number. A second player's move after a
// comment or variation gets none, as other programs (pydraughts) read it.
func (t *tokens) line(moves []Move) {
	first := true
	num, second := 0, false
	for _, m := range moves {
		for _, c := range m.CommentsBefore {
			t.add(comment(c))
		}
		switch {
		case !m.Second:
			t.add(strconv.Itoa(m.Number) + ".")
		case first || m.Number != num || !second:
			t.add(strconv.Itoa(m.Number) + "...")
		}
		first = false
		t.add(m.Text)
		for _, n := range m.NAGs {
			t.add("$" + strconv.Itoa(n))
		}
		for _, c := range m.Comments {
			t.add(comment(c))
		}
		for _, v := range m.Variations {
			if len(v) == 0 {
				continue
			}
			t.open++
			t.line(v)
			t.list[len(t.list)-1] += ")"
		}
		if m.Second {
			num, second = m.Number+1, false
		} else {
			num, second = m.Number, true
		}
	}
}

// wrap writes the tokens separated by spaces, starting a new line instead
// of a space when the next token would pass width columns.
func wrap(b *strings.Builder, list []string, width int) {
	col := 0
	for _, s := range list {
		first := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			first = s[:i]
		}
		if col > 0 {
			if col+1+utf8.RuneCountInString(first) > width {
				b.WriteByte('\n')
				col = 0
			} else {
				b.WriteByte(' ')
				col++
			}
		}
		b.WriteString(s)
		if i := strings.LastIndexByte(s, '\n'); i >= 0 {
			col = utf8.RuneCountInString(s[i+1:])
		} else {
			col += utf8.RuneCountInString(s)
		}
	}
}

// check reports why g cannot be written as PDN that reads back.
func check(g *GameRecord) error {
	for _, t := range g.Tags {
		if !validTagName(t.Name) {
			return fmt.Errorf("pdn: invalid tag name %q", t.Name)
		}
	}
	if g.Result != "" && !IsResult(g.Result) {
		return fmt.Errorf("pdn: invalid result %q", g.Result)
	}
	return checkLine(g.Moves)
}

func checkLine(moves []Move) error {
	for _, m := range moves {
		if !validMove(m.Text) {
			return fmt.Errorf("pdn: invalid move text %q", m.Text)
		}
		if m.Number < 0 {
			return fmt.Errorf("pdn: negative move number %d for move %q", m.Number, m.Text)
		}
		for _, n := range m.NAGs {
			if n < 0 {
				return fmt.Errorf("pdn: negative NAG %d for move %q", n, m.Text)
			}
		}
		for _, v := range m.Variations {
			if err := checkLine(v); err != nil {
				return err
			}
		}
	}
	return nil
}
