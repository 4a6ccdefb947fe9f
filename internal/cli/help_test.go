package cli_test

import (
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	code, out, errOut := run(t, "", "help", "perft")
	if code != 0 || !strings.Contains(out, "perft(11) = 85242128") || errOut != "" {
		t.Errorf("help perft: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = run(t, "", "help", "nosuch")
	if code != 2 || out != "" || !strings.HasPrefix(errOut, `kingme: unknown help topic "nosuch"`) {
		t.Errorf("help nosuch: exit %d, stdout %q, stderr %q; want 2 and one error line", code, out, errOut)
	}
}
