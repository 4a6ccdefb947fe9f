package hub_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kingme/kingme/hub"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, line string
		want       hub.Message
	}{
		{"bare command", "hub", hub.Message{Command: "hub"}},
		{"flag", "go think", hub.Message{Command: "go", Args: []hub.Arg{{Name: "think"}}}},
		{"pairs", "set-param name=variant value=stackem", hub.NewMessage("set-param", "name", "variant", "value", "stackem")},
		{"quoted value with blanks", `pos start moves="11-15 23-19"`,
			hub.Message{Command: "pos", Args: []hub.Arg{{Name: "start"}, {Name: "moves", Value: "11-15 23-19"}}}},
		{"quoted value with = and colons", `pos fen="R 9:rrB 14:b=x"`, hub.NewMessage("pos", "fen", "R 9:rrB 14:b=x")},
		{"empty quoted value", `set-param name=x value=""`, hub.NewMessage("set-param", "name", "x", "value", "")},
		{"blanks around = and tabs", "level \t move-time = 1.5  ", hub.NewMessage("level", "move-time", "1.5")},
		{"unknown arguments kept", "go think extra=1", hub.Message{Command: "go", Args: []hub.Arg{{Name: "think"}, {Name: "extra", Value: "1"}}}},
		{"leading blanks", "   ping", hub.Message{Command: "ping"}},
		{"quotes glued to the next argument", `info pv="9-14"depth=3`, hub.NewMessage("info", "pv", "9-14", "depth", "3")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := hub.Parse(tt.line)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.line, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse(%q) = %#v, want %#v", tt.line, got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, line, wantIn string
	}{
		{"empty", "", "empty line"},
		{"blank", "  \t ", "empty line"},
		{"no command", "=x", "name is missing"},
		{"quoted command", `"hub"`, "name is missing"},
		{"no value after =", "level depth=", "depth= has no value"},
		{"no value before blank", "level depth= ", "depth= has no value"},
		{"unclosed quote", `pos moves="11-15 23-19`, "no closing double quote"},
		{"argument starting with =", "level =3", "name is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := hub.Parse(tt.line)
			if err == nil || !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("Parse(%q) error = %v, want one containing %q", tt.line, err, tt.wantIn)
			}
		})
	}
}

func TestMessageString(t *testing.T) {
	tests := []struct {
		name string
		m    hub.Message
		want string
	}{
		{"bare", hub.NewMessage("wait"), "wait"},
		{"plain values", hub.NewMessage("done", "move", "15x24x19", "ponder", "28x19x24"), "done move=15x24x19 ponder=28x19x24"},
		{"quoted", hub.NewMessage("id", "name", "KingMe", "author", "the KingMe authors"), `id name=KingMe author="the KingMe authors"`},
		{"empty value is a flag", hub.NewMessage("go", "think", ""), "go think"},
		{"= is quoted", hub.NewMessage("error", "message", "a=b"), `error message="a=b"`},
		{"double quote becomes single", hub.NewMessage("error", "message", `unknown variant "x"`), `error message="unknown variant 'x'"`},
		{"line breaks become blanks", hub.NewMessage("error", "message", "a\nb\r"), `error message="a b "`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.m.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMessageGet(t *testing.T) {
	m, err := hub.Parse("level depth=3 infinite depth=5")
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := m.Get("depth"); !ok || got != "5" {
		t.Errorf(`Get("depth") = %q, %v, want "5", true (the last one)`, got, ok)
	}
	if !m.Has("infinite") {
		t.Errorf(`Has("infinite") = false, want true`)
	}
	if got, ok := m.Get("nodes"); ok {
		t.Errorf(`Get("nodes") = %q, true, want false`, got)
	}
}

// FuzzParse checks that Parse never panics and that what it reads, written
// by String, reads back the same: exactly, unless a value held control
// characters (which String turns into blanks), and always as a fixed point.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"hub", "go think", `pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="11-15 23-19"`,
		`pos fen="R 9:rrB 14:b"`, `set-param name=x value=""`, "level move-time = 1.5",
		`info depth=3 pv="9-14 23-18"`, `a b="`, "x=", "\x00", "é=ü",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		m, err := hub.Parse(line)
		if err != nil {
			return
		}
		text := m.String()
		again, err := hub.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q) failed on what String wrote for %q: %v", text, line, err)
		}
		if got := again.String(); got != text {
			t.Fatalf("String after a round trip = %q, want %q", got, text)
		}
		if !strings.ContainsFunc(line, func(r rune) bool { return r < ' ' || r == 0x7f }) && !reflect.DeepEqual(again, m) {
			t.Fatalf("Parse(String(Parse(%q))) = %#v, want %#v", line, again, m)
		}
	})
}
