package hub

import (
	"fmt"
	"strings"
)

// Message is one line of the protocol: a command and its arguments, in
// order, such as
//
//	pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="11-15 23-19"
//
// An argument given as a flag (go think) has an empty Value.
type Message struct {
	Command string
	Args    []Arg
}

// Arg is one argument of a Message: name=value, or a bare name (a flag)
// when Value is empty.
type Arg struct {
	Name, Value string
}

// NewMessage returns the message command with arguments given as name,
// value pairs; a pair with an empty value is written as a flag.
func NewMessage(command string, pairs ...string) Message {
	m := Message{Command: command}
	for i := 0; i+1 < len(pairs); i += 2 {
		m.Args = append(m.Args, Arg{Name: pairs[i], Value: pairs[i+1]})
	}
	return m
}

// Get returns the value of the last argument called name, and whether there
// is one.
func (m Message) Get(name string) (string, bool) {
	for i := len(m.Args) - 1; i >= 0; i-- {
		if m.Args[i].Name == name {
			return m.Args[i].Value, true
		}
	}
	return "", false
}

// Has reports whether m has an argument called name.
func (m Message) Has(name string) bool {
	_, ok := m.Get(name)
	return ok
}

// isBlank reports whether c separates words: the C locale's isspace.
func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// isNameByte reports whether c may appear in a name or an unquoted value:
// anything but blanks, control characters, '=' and '"'.
func isNameByte(c byte) bool {
	return c > ' ' && c != 0x7f && c != '=' && c != '"'
}

// isName reports whether s can be written without quotes.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return true
}

// Parse reads one line of the protocol: a command, then arguments
// name=value or name=“quoted value” or a bare name, separated by blanks. A
// quoted value runs to the next double quote (the protocol has no escapes).
// It returns an error for an empty line, a line not starting with a
// command, a name followed by = and no value, and an unclosed quote.
func Parse(line string) (Message, error) {
	sc := scanner{s: line}
	var m Message
	sc.skipBlanks()
	if sc.end() {
		return m, fmt.Errorf("empty line: want a command such as hub, pos or go")
	}
	cmd, err := sc.name()
	if err != nil {
		return m, fmt.Errorf("bad line %q: %w", line, err)
	}
	m.Command = cmd
	for sc.skipBlanks(); !sc.end(); sc.skipBlanks() {
		var a Arg
		if a.Name, err = sc.name(); err != nil {
			return Message{}, fmt.Errorf("bad line %q: %w", line, err)
		}
		sc.skipBlanks()
		if sc.peek() == '=' {
			sc.i++
			sc.skipBlanks()
			if a.Value, err = sc.value(a.Name); err != nil {
				return Message{}, fmt.Errorf("bad line %q: %w", line, err)
			}
		}
		m.Args = append(m.Args, a)
	}
	return m, nil
}

// scanner walks a line byte by byte.
type scanner struct {
	s string
	i int
}

func (sc *scanner) end() bool { return sc.i >= len(sc.s) }

// peek returns the next byte, 0 at the end.
func (sc *scanner) peek() byte {
	if sc.end() {
		return 0
	}
	return sc.s[sc.i]
}

func (sc *scanner) skipBlanks() {
	for !sc.end() && isBlank(sc.s[sc.i]) {
		sc.i++
	}
}

// name reads a run of name bytes.
func (sc *scanner) name() (string, error) {
	start := sc.i
	for !sc.end() && isNameByte(sc.s[sc.i]) {
		sc.i++
	}
	if sc.i == start {
		if sc.end() {
			return "", fmt.Errorf("a name is missing at the end")
		}
		return "", fmt.Errorf("a name is missing at column %d (found %q)", start+1, sc.s[start])
	}
	return sc.s[start:sc.i], nil
}

// value reads the value of the argument called name: quoted or a name.
func (sc *scanner) value(name string) (string, error) {
	if sc.peek() != '"' {
		v, err := sc.name()
		if err != nil {
			return "", fmt.Errorf("%s= has no value (quote an empty value: %s=\"\")", name, name)
		}
		return v, nil
	}
	start := sc.i + 1
	end := strings.IndexByte(sc.s[start:], '"')
	if end < 0 {
		return "", fmt.Errorf("the value of %s has no closing double quote", name)
	}
	sc.i = start + end + 1
	return sc.s[start : start+end], nil
}

// String returns the message as one protocol line (without the newline):
// values that are not plain names are quoted. The protocol cannot quote a
// double quote, so one in a value is written as a single quote; line
// breaks and other control characters become spaces. An argument with an
// empty value is written as a bare name.
func (m Message) String() string {
	var b strings.Builder
	b.WriteString(m.Command)
	for _, a := range m.Args {
		b.WriteByte(' ')
		b.WriteString(a.Name)
		if a.Value == "" {
			continue
		}
		b.WriteByte('=')
		if isName(a.Value) {
			b.WriteString(a.Value)
			continue
		}
		b.WriteByte('"')
		for i := 0; i < len(a.Value); i++ {
			switch c := a.Value[i]; {
			case c == '"':
				b.WriteByte('\'')
			case c < ' ' || c == 0x7f:
				b.WriteByte(' ')
			default:
				b.WriteByte(c)
			}
		}
		b.WriteByte('"')
	}
	return b.String()
}
