package lobby

import (
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/server/refuse"
)

// checkRefusal fails the test unless err is a Refusal of kind want whose
// text holds text, or nil when text is "".
func checkRefusal(t *testing.T, name string, err error, want refuse.Kind, text string) {
	t.Helper()
	if text == "" {
		if err != nil {
			t.Errorf("%s: got %v, want no refusal", name, err)
		}
		return
	}
	var r *refuse.Refusal
	if !errors.As(err, &r) {
		t.Errorf("%s: got %v, want a Refusal holding %q", name, err, text)
		return
	}
	if r.Kind() != want || !strings.Contains(r.Error(), text) {
		t.Errorf("%s: got kind %d %q, want kind %d holding %q", name, r.Kind(), r.Error(), want, text)
	}
}
