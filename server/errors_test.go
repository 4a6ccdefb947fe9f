package server

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
)

// TestRefusalAnswers: a refusal of each kind, wrapped or not, is answered
// with its kind's HTTP status, its text and its Retry-After (rounded up
// to whole seconds).
func TestRefusalAnswers(t *testing.T) {
	want := map[refuse.Kind]int{
		refuse.Invalid:      400,
		refuse.Unauthorized: 401,
		refuse.Forbidden:    403,
		refuse.NotFound:     404,
		refuse.Conflict:     409,
		refuse.Gone:         410,
		refuse.TooLarge:     413,
		refuse.TooMany:      429,
		refuse.NotKept:      501,
		refuse.Busy:         503,
	}
	if got := len(refuse.Kinds()); got != len(want) {
		t.Fatalf("got %d kinds of refusal, want the %d this test knows: give the new ones their status here and in refusalStatuses", got, len(want))
	}
	s := &Server{log: slog.New(slog.DiscardHandler)}
	for _, k := range refuse.Kinds() {
		for _, tt := range []struct {
			name      string
			err       error
			wantRetry string
		}{
			{"bare", refuse.Newf(k, "refused as %v", k), ""},
			{"wrapped, with a retry", fmt.Errorf("while asking: %w", refuse.Newf(k, "refused as %v", k).WithRetry(1500*time.Millisecond)), "2"},
		} {
			rec := httptest.NewRecorder()
			s.writeError(rec, httptest.NewRequest(http.MethodGet, "/api/x", nil), tt.err)
			var body map[string]string
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
				t.Fatalf("%v %s: the answer %q: %v", k, tt.name, rec.Body, err)
			}
			wantMsg := fmt.Sprintf("refused as %v", k)
			if rec.Code != want[k] || body["error"] != wantMsg || rec.Header().Get("Retry-After") != tt.wantRetry {
				t.Errorf("%v %s: got %d %q Retry-After %q, want %d %q Retry-After %q", k, tt.name,
					rec.Code, body["error"], rec.Header().Get("Retry-After"), want[k], wantMsg, tt.wantRetry)
			}
		}
	}
}
