package cli_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

// hubSession runs kingme hub on the script and returns its answer lines,
// failing unless it exits 0 with nothing on stderr.
func hubSession(t *testing.T, script ...string) []string {
	t.Helper()
	code, out, errOut := run(t, strings.Join(script, "\n")+"\n", "hub")
	if code != 0 || errOut != "" {
		t.Fatalf("kingme hub: exit %d, stderr %q; want 0 and nothing", code, errOut)
	}
	return lines(t, out)
}

// hubDone returns the move of the last line, which must be done move=....
func hubDone(t *testing.T, got []string) string {
	t.Helper()
	if len(got) == 0 {
		t.Fatalf("no answer; want done move=...")
	}
	m, err := hub.Parse(got[len(got)-1])
	mv, ok := m.Get("move")
	if err != nil || m.Command != "done" || !ok {
		t.Fatalf("last line %q, want done move=...", got[len(got)-1])
	}
	return mv
}

func commands(t *testing.T, got []string) []string {
	t.Helper()
	var out []string
	for _, l := range got {
		m, err := hub.Parse(l)
		if err != nil {
			t.Fatalf("answer %q does not parse: %v", l, err)
		}
		out = append(out, m.Command)
	}
	return out
}

func TestHubStandardSession(t *testing.T) {
	got := hubSession(t, "hub", "set-param name=book value=false", "init", `pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="11-15 22-18"`, "level depth=4", "go think")
	want := []string{"id", "param", "param", "param", "param", "param", "param", "wait", "ready", "info", "info", "info", "info", "done"}
	if cmds := commands(t, got); !slices.Equal(cmds, want) {
		t.Fatalf("answers %q, want the commands %q", got, want)
	}
	if !strings.HasPrefix(got[0], "id name=KingMe version=") {
		t.Errorf("first answer %q, want id name=KingMe version=...", got[0])
	}
	// After 11-15 22-18 Black must jump: 15x22x18 (15 over 18 to 22).
	if mv := hubDone(t, got); mv != "15x22x18" {
		t.Errorf("done move=%s, want the only legal move 15x22x18 in the hub form", mv)
	}
}

// TestHubOtherVariant plays Stack'Em through the variant parameter and a
// position given by fen=.
func TestHubOtherVariant(t *testing.T) {
	const fen = "R 9:rrB 14:b 22:R"
	got := hubSession(t, "set-param name=variant value=stackem", "init", `pos fen="`+fen+`"`, "level depth=3", "go think")
	mv := hubDone(t, got)
	g, _ := games.Lookup("stackem")
	p, err := g.Variant.ParsePosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(moveTexts(p.Legal()), mv) {
		t.Errorf("done move=%s, want one of the legal moves %q", mv, moveTexts(p.Legal()))
	}
}

func moveTexts(ms []checkers.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

func TestHubBadInput(t *testing.T) {
	got := hubSession(t,
		"castle",
		"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
		`pos start moves="11-15 24-19 15-18"`,
		"set-param name=variant value=chess",
		"ping")
	wantIn := []string{"unknown command 'castle'", "has 51 characters; want 33", "move 3 of moves (15-18)", "unknown variant 'chess'"}
	if len(got) != len(wantIn)+1 || got[len(got)-1] != "pong" {
		t.Fatalf("answers %q, want %d errors then pong", got, len(wantIn))
	}
	for i, w := range wantIn {
		if !strings.HasPrefix(got[i], "error message=") || !strings.Contains(got[i], w) {
			t.Errorf("answer %d = %q, want an error containing %q", i+1, got[i], w)
		}
	}
}

func TestHubQuit(t *testing.T) {
	got := hubSession(t, "ping", "quit", "ping")
	if !slices.Equal(got, []string{"pong"}) {
		t.Errorf("answers %q, want one pong: quit ends the session", got)
	}
}

// TestHubEndOfInput: at the end of the input an endless analysis is
// stopped and still answers done.
func TestHubEndOfInput(t *testing.T) {
	got := hubSession(t, "pos start", "go analyze")
	hubDone(t, got)
}

func TestHubRefusesArguments(t *testing.T) {
	code, _, errOut := run(t, "", "hub", "extra")
	if code != 2 || !strings.Contains(errOut, "hub takes no arguments") {
		t.Errorf("kingme hub extra: exit %d, stderr %q; want 2 and a refusal", code, errOut)
	}
}
